/**
 * Scoring a session: (1) a club session of 30 boards at 15 tables read and scored in memory, each
 * method, medians of several runs; (2) a file of 10^6 results (session@1 lines and USEBIO) scored by the
 * command in a child process, streaming: wall time and the child's peak memory, beside a file a tenth
 * the size to show the memory does not grow with the file. Nothing here asserts a time.
 *
 *   npm run bench:session            (BENCH_RESULTS=200000 for a quicker run)
 */
import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validateSession } from "../src/formats/session.js";
import { scoreSession } from "../src/scoring/session.js";
import { rng, syntheticBoard, syntheticSession } from "./session-data.js";

const RUNS = 15;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const time = (f: () => void): number => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};

// ---------------------------------------------------------------------------------------------------
// 1. A club session: 30 boards x 15 tables, with a few adjusted scores of every kind.
// ---------------------------------------------------------------------------------------------------
const club = (scoring: string) => {
  const s = syntheticSession(30, 15, 7, scoring) as unknown as {
    boards: { results: Record<string, unknown>[] }[];
  };
  const at = (b: number, r: number) => ({ ns: s.boards[b]!.results[r]!.ns, ew: s.boards[b]!.results[r]!.ew });
  s.boards[2]!.results[3] = { ...at(2, 3), adjusted: { artificial: { ns: "A+", ew: "A-" } } };
  s.boards[5]!.results[1] = {
    ...at(5, 1),
    adjusted: {
      weighted: [
        { weight: 0.6, score: 420 },
        { weight: 0.3, score: 450 },
        { weight: 0.1, score: -50 },
      ],
    },
  };
  s.boards[9]!.results[7] = { ...at(9, 7), adjusted: { split: { ns: { score: 110 }, ew: { score: 140 } } } };
  return JSON.stringify(s);
};

console.log("Club session: 30 boards x 15 tables (450 results), parse + validate + score, median of", RUNS);
for (const scoring of ["matchpoints", "cross-imps", "butler"]) {
  const text = club(scoring);
  const parse = () => {
    const v = validateSession(JSON.parse(text));
    if (!v.ok) throw new Error(JSON.stringify(v.error));
    return v.value;
  };
  const session = parse();
  for (let i = 0; i < 3; i++) scoreSession(session);
  const tParse = median(Array.from({ length: RUNS }, () => time(parse)));
  const tScore = median(
    Array.from({ length: RUNS }, () =>
      time(() => {
        const r = scoreSession(session);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
      }),
    ),
  );
  console.log(`  ${scoring.padEnd(12)} read ${tParse.toFixed(2)} ms, score ${tScore.toFixed(2)} ms`);
}

// ---------------------------------------------------------------------------------------------------
// 2. 10^6 results, streamed through the command.
// ---------------------------------------------------------------------------------------------------
const TOTAL = Number(process.env.BENCH_RESULTS ?? 1_000_000);
const TABLES = 15;
const HEAP_MB = 96;
const dir = mkdtempSync(join(tmpdir(), "bridge-td-bench-"));

const writeLines = (path: string, results: number) => {
  const fd = openSync(path, "w");
  const random = rng(11);
  writeSync(
    fd,
    `${JSON.stringify({ format: "session@1", edition: "2017", scoring: "matchpoints", event: "bench" })}\n`,
  );
  for (let b = 1; b * TABLES <= results; b++)
    writeSync(fd, `${JSON.stringify(syntheticBoard(b, TABLES, random, b % TABLES))}\n`);
  closeSync(fd);
};

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const writeUsebioFile = (path: string, results: number) => {
  const fd = openSync(path, "w");
  const random = rng(11);
  writeSync(
    fd,
    '<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2">\n<EVENT EVENT_TYPE="MP_PAIRS">\n',
  );
  writeSync(
    fd,
    "<EVENT_DESCRIPTION>bench</EVENT_DESCRIPTION>\n<BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD>\n",
  );
  for (let b = 1; b * TABLES <= results; b++) {
    const board = syntheticBoard(b, TABLES, random, b % TABLES);
    let s = `<BOARD><BOARD_NUMBER>${b}</BOARD_NUMBER>\n`;
    for (const r of board.results) {
      s += `<TRAVELLER_LINE><NS_PAIR_NUMBER>${r.ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${r.ew}</EW_PAIR_NUMBER>`;
      s += `<CONTRACT>${xmlEscape(r.contract === "passed-out" ? "PASS" : r.contract)}</CONTRACT>`;
      if (r.declarer) s += `<PLAYED_BY>${r.declarer}</PLAYED_BY><TRICKS>${r.tricks}</TRICKS>`;
      s += "</TRAVELLER_LINE>\n";
    }
    writeSync(fd, `${s}</BOARD>\n`);
  }
  writeSync(fd, "</EVENT>\n</USEBIO>\n");
  closeSync(fd);
};

/** Runs the command in a child and reports its wall time and peak memory (from /usr/bin/time when present). */
const runChild = (file: string, json: boolean) => {
  const script = [
    'import { run } from "./src/cli/main.ts";',
    "const t0 = performance.now();",
    "let bytes = 0;",
    `const code = run(["session", ${JSON.stringify(file)}${json ? ', "--json"' : ""}], { out: (l) => { bytes += l.length + 1; }, err: (l) => console.error(l), readFile: () => { throw new Error("no"); }, readStdin: () => "" });`,
    "const ms = performance.now() - t0;",
    "console.log(JSON.stringify({ code, ms, bytes, maxRssMB: process.resourceUsage().maxRSS / 1024 }));",
  ].join("\n");
  // The heap is capped: a run that kept anything per result would fail long before the end.
  const out = execFileSync(
    process.execPath,
    [`--max-old-space-size=${HEAP_MB}`, "--import", "tsx", "--input-type=module", "-e", script],
    {
      encoding: "utf8",
      maxBuffer: 1 << 26,
    },
  );
  return JSON.parse(out.trim().split("\n").pop()!) as {
    code: number;
    ms: number;
    bytes: number;
    maxRssMB: number;
  };
};

console.log(
  `\nStreaming: up to ${TOTAL} results (boards of ${TABLES} tables), one run each, in a child process with a ${HEAP_MB} MB heap cap`,
);
for (const [kind, ext, write] of [
  ["session@1 lines", "jsonl", writeLines],
  ["USEBIO", "xml", writeUsebioFile],
] as const) {
  for (const n of [Math.floor(TOTAL / 10 / TABLES) * TABLES, Math.floor(TOTAL / TABLES) * TABLES]) {
    const path = join(dir, `s${n}.${ext}`);
    write(path, n);
    const size = statSync(path).size / 1e6;
    for (const json of [false, true]) {
      const r = runChild(path, json);
      if (r.code !== 0) throw new Error(`exit ${r.code}`);
      console.log(
        `  ${kind.padEnd(16)} ${String(n).padStart(8)} results, ${size.toFixed(0).padStart(4)} MB in, ${(r.bytes / 1e6).toFixed(0).padStart(4)} MB ${json ? "JSON" : "text"} out: ${(r.ms / 1000).toFixed(1)} s (${Math.round(n / (r.ms / 1000))} results/s), peak RSS ${r.maxRssMB.toFixed(0)} MB`,
      );
    }
    rmSync(path);
  }
}
rmSync(dir, { recursive: true });
