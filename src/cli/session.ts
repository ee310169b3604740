/**
 * `bridge-td session FILE [--json] [--html report.html] [--lang en|ru] ...`: scores a session and shows
 * the travellers, the ranking and the adjusted scores with their laws (docs/session.md).
 *
 * Input: session@1 JSON (`.json`), session@1 lines (`.jsonl`: a header line, then one board per line),
 * USEBIO XML (`.xml`), or a travellers CSV (`.csv`). Session lines and USEBIO are read as a stream (a few
 * passes over the file, bounded memory), so a file of millions of results scores in constant memory; a
 * progress line goes to standard error when it is a terminal.
 *
 * Exit codes: 0 scored; 1 invalid input (one line on stderr naming the board, result and key, or the line
 * and column); 2 usage error.
 */
import { closeSync, openSync, readSync, writeSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { isLang, type Lang } from "../explain/index.js";
import { explainSessionError, st } from "../explain/session.js";
import { duplicateKey } from "../formats/json.js";
import {
  boardToJson,
  duplicateError,
  parseSession,
  sessionHeaderToJson,
  validateSessionBoard,
  validateSessionHeader,
} from "../formats/session.js";
import { parseTravellers } from "../formats/travellers.js";
import { parseUsebio, UsebioReader, writeUsebio } from "../formats/usebio.js";
import { replay } from "../index.js";
import type { ProposalReport } from "../scoring/proposal.js";
import { type SessionFigures, SessionScorer, SessionSurveyor } from "../scoring/session.js";
import {
  type BoardReport,
  type Edition,
  METHODS,
  type Method,
  type Session,
  type SessionBoard,
  type SessionError,
  type SessionHeader,
  type SessionReport,
} from "../scoring/session-types.js";
import type { Io } from "./io.js";
import { ProposalError, Proposer, proposalJson, proposalLines } from "./sessionProposals.js";
import {
  type AdjustedEntry,
  htmlReport,
  type ReportWriter,
  type RulingInfo,
  textReport,
} from "./sessionReport.js";

export const SESSION_USAGE = [
  "Usage: bridge-td session FILE|- [--json] [--html REPORT.html] [--lang en|ru] [options]",
  "",
  "Scores a session: each board's traveller with matchpoints or IMPs, each pair's total, percentage",
  "and rank, and the adjusted scores (Law 12) with their laws and the table logs of their rulings.",
  "",
  "FILE is session@1 JSON (.json), session@1 lines (.jsonl, streamed), USEBIO XML (.xml, streamed)",
  "or a travellers CSV (.csv: board, ns, ew, contract, declarer, tricks, score); - reads standard input",
  "(session@1 JSON, or USEBIO XML when it starts with <).",
  "",
  "  --json            print the scored session as JSON instead of text",
  "  --html FILE       also write the report as one self-contained HTML page",
  "  --usebio FILE     also write the scored session as USEBIO XML (pairs scorings)",
  "  --lang en|ru      language of the report and the messages (default en)",
  "  --scoring METHOD  for CSV and USEBIO input: matchpoints, cross-imps, butler (or teams for CSV)",
  "  --edition 2017|1987  for CSV and USEBIO input: the code of the Laws (default 2017)",
  "  --winners one|two for CSV and USEBIO input: one field, or two (each direction numbers its pairs",
  "                    apart, as in a Mitchell: NS 3 and EW 3 are two pairs); default: the file's, or auto",
  "  --stream          read a .json session as if it were large (streamed passes)",
  "  --dd-time-limit SECONDS  the time each double-dummy search of a 12C proposal may take (default 60)",
  "  -h, --help        show this help",
  "",
  "Options of the scoring itself (Neuberg, Butler's drop, cross-IMPs' divisor...) are in the file's",
  '"options" (docs/session.md).',
];

/** The outside world this command needs beyond Io: chunked reads and writes of named files. */
export interface SessionIo extends Io {
  /** Chunks of a file as text (default: node:fs, 1 MiB at a time). */
  readChunks?: (path: string) => Iterable<string>;
  /** Opens a file for writing (default: node:fs). */
  createWriter?: (path: string) => { write: (s: string) => void; close: () => void };
  /** A progress line (default: standard error when it is a terminal). */
  progress?: (line: string | null) => void;
}

type Format = "json" | "jsonl" | "usebio" | "csv";
type Winners = "auto" | "one" | "two";

/** Input problems travel as this inside the command only; `run` turns them into exit code 1. */
class InputError {
  constructor(readonly error: SessionError) {}
}

const CHUNK = 1 << 20;

function* fileChunks(path: string): Iterable<string> {
  const fd = openSync(path, "r");
  const buf = Buffer.alloc(CHUNK);
  const decoder = new TextDecoder("utf-8");
  try {
    for (;;) {
      const n = readSync(fd, buf, 0, CHUNK, null);
      if (n === 0) break;
      yield decoder.decode(buf.subarray(0, n), { stream: true });
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } finally {
    closeSync(fd);
  }
}

const fileWriter = (path: string) => {
  const fd = openSync(path, "w");
  let pending = "";
  return {
    write: (s: string) => {
      pending += s;
      if (pending.length > CHUNK) {
        writeSync(fd, pending);
        pending = "";
      }
    },
    close: () => {
      if (pending) writeSync(fd, pending);
      closeSync(fd);
    },
  };
};

/** The boards of a session, one pass over its file (or its memory). */
type Source = { header: SessionHeader; boards: () => Iterable<SessionBoard> };

/** A session@1 lines file: header on line 1, a board on each later line. */
const linesSource = (chunks: () => Iterable<string>): Source => {
  function* lines(): Iterable<[string, number]> {
    let rest = "";
    let n = 0;
    for (const c of chunks()) {
      rest += c;
      let start = 0;
      let i = rest.indexOf("\n");
      while (i >= 0) {
        yield [rest.slice(start, i), ++n];
        start = i + 1;
        i = rest.indexOf("\n", start);
      }
      rest = rest.slice(start);
      if (rest.length > 16 * CHUNK)
        throw new InputError({ code: "session-too-large", line: n + 1, params: { max: 16 * CHUNK } });
    }
    if (rest.trim()) yield [rest, ++n];
  }
  const parse = (text: string, line: number): unknown => {
    let v: unknown;
    try {
      v = JSON.parse(text);
    } catch (e) {
      throw new InputError({
        code: "json-invalid",
        line,
        params: { detail: e instanceof Error ? e.message : String(e) },
      });
    }
    const twice = duplicateKey(text);
    if (twice !== null) throw new InputError({ ...duplicateError(twice).error, line });
    return v;
  };
  let header: SessionHeader | undefined;
  for (const [text, line] of lines()) {
    if (!text.trim()) continue;
    const h = validateSessionHeader(parse(text, line));
    if (!h.ok)
      throw new InputError({
        ...h.error,
        line,
        ...(h.error.code === "session-not-object" ? { code: "lines-header" } : {}),
      });
    header = h.value;
    break;
  }
  if (!header) throw new InputError({ code: "lines-header", line: 1 });
  const hdr = header;
  return {
    header: hdr,
    boards: function* () {
      let first = true;
      let index = 0;
      for (const [text, line] of lines()) {
        if (!text.trim()) continue;
        if (first) {
          first = false;
          continue;
        }
        const b = validateSessionBoard(parse(text, line), hdr, index++);
        if (!b.ok) throw new InputError({ ...b.error, line });
        yield b.value;
      }
    },
  };
};

/** A USEBIO file read as a stream. */
const usebioSource = (
  chunks: () => Iterable<string>,
  opts: { edition?: Edition; scoring?: Method; winners?: Winners },
): Source => {
  const run = function* (wantHeader: boolean): Iterable<SessionHeader | SessionBoard> {
    const queue: (SessionHeader | SessionBoard)[] = [];
    const reader = new UsebioReader(
      opts,
      (h) => queue.push(h),
      (b) => queue.push(b),
    );
    for (const c of chunks()) {
      const w = reader.write(c);
      if (!w.ok) throw new InputError(w.error);
      while (queue.length) {
        const x = queue.shift()!;
        yield x;
        if (wantHeader && !("results" in x)) return;
      }
    }
    const c = reader.close();
    if (!c.ok) throw new InputError(c.error);
    yield* queue;
  };
  let header: SessionHeader | undefined;
  for (const x of run(true)) if (!("results" in x)) header = x;
  if (!header) throw new InputError({ code: "usebio-root", params: { name: "" } });
  return {
    header,
    boards: function* () {
      for (const x of run(false)) if ("results" in x) yield x;
    },
  };
};

const memorySource = (s: Session): Source => ({ header: s, boards: () => s.boards });

/** What the command does with each scored board. */
interface Sink {
  board(b: BoardReport, source: SessionBoard): void;
  done(ranking: SessionReport["ranking"], matches: SessionReport["matches"]): void;
}

export const sessionCommand = (args: string[], io: SessionIo): number => {
  let file: string | undefined;
  let json = false;
  let html: string | undefined;
  let usebioOut: string | undefined;
  let lang: Lang = "en";
  let scoring: Method | undefined;
  let edition: Edition | undefined;
  let winners: Winners | undefined;
  let stream = false;
  let ddSeconds = 60;
  const usage = (msg: string): number => {
    io.err(`bridge-td session: ${msg} (run "bridge-td session --help" for usage)`);
    return 2;
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const value = (name: string): string | undefined => {
      if (a.startsWith(`${name}=`)) return a.slice(name.length + 1);
      const v = args[i + 1];
      if (v === undefined || v.startsWith("--")) return undefined;
      i++;
      return v;
    };
    if (a === "-h" || a === "--help") {
      for (const l of SESSION_USAGE) io.out(l);
      return 0;
    }
    if (a === "--json") json = true;
    else if (a === "--stream") stream = true;
    else if (a === "--lang" || a.startsWith("--lang=")) {
      const v = value("--lang");
      if (!isLang(v)) return usage(`--lang takes en or ru, not ${v === undefined ? "nothing" : `"${v}"`}`);
      lang = v;
    } else if (a === "--html" || a.startsWith("--html=")) {
      const v = value("--html");
      if (!v) return usage("--html needs the name of the page to write");
      html = v;
    } else if (a === "--usebio" || a.startsWith("--usebio=")) {
      const v = value("--usebio");
      if (!v) return usage("--usebio needs the name of the file to write");
      usebioOut = v;
    } else if (a === "--scoring" || a.startsWith("--scoring=")) {
      const v = value("--scoring");
      if (!v || !(METHODS as readonly string[]).includes(v))
        return usage(`--scoring takes ${METHODS.join(", ")}, not ${v === undefined ? "nothing" : `"${v}"`}`);
      scoring = v as Method;
    } else if (a === "--edition" || a.startsWith("--edition=")) {
      const v = value("--edition");
      if (v !== "2017" && v !== "1987")
        return usage(`--edition takes 2017 or 1987, not ${v === undefined ? "nothing" : `"${v}"`}`);
      edition = v;
    } else if (a === "--winners" || a.startsWith("--winners=")) {
      const v = value("--winners");
      if (v !== "auto" && v !== "one" && v !== "two")
        return usage(`--winners takes one, two or auto, not ${v === undefined ? "nothing" : `"${v}"`}`);
      winners = v;
    } else if (a === "--dd-time-limit" || a.startsWith("--dd-time-limit=")) {
      const v = Number(value("--dd-time-limit"));
      if (!(v > 0 && v <= 86_400)) return usage("--dd-time-limit takes a number of seconds above 0");
      ddSeconds = v;
    } else if (a.startsWith("-") && a !== "-") return usage(`unknown option ${a}`);
    else if (file !== undefined) return usage(`one file at a time (got "${file}" and "${a}")`);
    else file = a;
  }
  if (file === undefined) return usage("which session? give a FILE or - for standard input");
  const path = file;
  const fail = (e: SessionError): number => {
    io.err(`bridge-td session: ${path}: ${explainSessionError(lang, e)}`);
    return 1;
  };
  // Standard input (-) is read whole: a USEBIO document when it starts with "<", otherwise session JSON.
  const stdin = path === "-" ? readStdin(io) : undefined;
  if (stdin instanceof Error)
    return fail({ code: "file-unreadable", params: { file: path, reason: stdin.message } });
  const format: Format =
    stdin !== undefined
      ? stdin.trimStart().startsWith("<")
        ? "usebio"
        : "json"
      : /\.(jsonl|ndjson)$/i.test(path)
        ? "jsonl"
        : /\.xml$/i.test(path)
          ? "usebio"
          : /\.csv$/i.test(path)
            ? "csv"
            : "json";
  const chunks = () => (io.readChunks ?? fileChunks)(path);
  const readWhole = (): string => stdin ?? io.readFile(path);
  try {
    let source: Source;
    let whole: Session | undefined;
    if (format === "jsonl") source = linesSource(chunks);
    else if (format === "usebio" && stdin === undefined && (stream || !usebioOut))
      source = usebioSource(chunks, { edition, scoring, winners });
    else {
      const text = readWhole();
      const s =
        format === "csv"
          ? parseTravellers(text, { edition, scoring, winners })
          : format === "usebio"
            ? parseUsebio(text, { edition, scoring, winners })
            : parseSession(text);
      if (!s.ok) return fail(s.error);
      whole = s.value;
      source = memorySource(s.value);
    }
    return scoreAndReport(source, whole, { path, json, html, usebioOut, lang, ddMs: ddSeconds * 1000 }, io);
  } catch (e) {
    if (e instanceof InputError || e instanceof ProposalError) return fail(e.error);
    const code = (e as NodeJS.ErrnoException).code;
    if (code && /^E[A-Z]+$/.test(code))
      return fail({ code: "file-unreadable", params: { file: path, reason: code } });
    throw e;
  }
};

/** Standard input, whole, or the error code that stopped reading it. */
const readStdin = (io: Io): string | Error => {
  try {
    return io.readStdin();
  } catch (e) {
    return new Error((e as NodeJS.ErrnoException).code ?? "EIO");
  }
};

interface ReportOptions {
  path: string;
  json: boolean;
  html?: string;
  usebioOut?: string;
  lang: Lang;
  /** The time limit of each double-dummy search of a proposal. */
  ddMs: number;
}

const scoreAndReport = (
  source: Source,
  whole: Session | undefined,
  o: ReportOptions,
  io: SessionIo,
): number => {
  const h = source.header;
  const progress = io.progress ?? defaultProgress();
  // Pass 1: what the whole session must tell before any board is scored (Neuberg's expected count,
  // one field or two), and that no board appears twice.
  const surveyor = new SessionSurveyor(h);
  const seen = new Set<number>();
  for (const b of source.boards()) {
    if (seen.has(b.board)) throw new InputError({ code: "board-twice", board: b.board, key: "board" });
    seen.add(b.board);
    surveyor.add(b);
  }
  const survey = surveyor.result();
  // Pass 2, only for the session-percentage rule (12C2(c), Law 88): each pair's figure on its other boards.
  let figures: SessionFigures | undefined;
  if (h.sessionPercentage && h.scoring !== "teams") {
    const first = new SessionScorer(h, survey);
    for (const b of source.boards()) {
      const r = first.scoreBoard(b);
      if (!r.ok) throw new InputError(r.error);
    }
    figures = first.figures();
  }
  // Last pass: score, report.
  const scorer = new SessionScorer(h, survey, figures);
  const sinks: Sink[] = [];
  const rulingCache = new Map<string, RulingInfo>();
  const adjusted: AdjustedEntry[] = [];
  const MAX_ADJUSTED = 10_000;
  const baseDir = dirname(resolve(o.path));
  const rulingOf = (p: string): RulingInfo => {
    let r = rulingCache.get(p);
    if (!r) {
      r = readRuling(p, baseDir, o.lang, io);
      if (r.error)
        io.err(
          st(o.lang, "report.warning.ruling", {
            message: st(o.lang, "report.ruling.unreadable", { file: p, reason: r.error }),
          }),
        );
      if (rulingCache.size < 1000) rulingCache.set(p, r);
    }
    return r;
  };
  const writers: { w: ReportWriter; out: (s: string) => void; close?: () => void }[] = [];
  if (!o.json) writers.push({ w: textReport(o.lang, h.edition, h.scoring), out: io.out });
  if (o.html) {
    const f = (io.createWriter ?? fileWriter)(o.html);
    writers.push({
      w: htmlReport(o.lang, h.edition, h.scoring),
      out: (s) => f.write(`${s}\n`),
      close: f.close,
    });
  }
  for (const x of writers) for (const l of x.w.head(h)) x.out(l);
  if (o.json) {
    const head = { ...sessionHeaderToJson(h) };
    delete head.pairs;
    delete head.format;
    io.out(
      `{${Object.entries(head)
        .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
        .join(",")},"boards":[`,
    );
  }
  let firstBoard = true;
  let count = 0;
  let lastProgress = 0;
  const reports: BoardReport[] = [];
  const usebioWanted = o.usebioOut !== undefined && whole !== undefined;
  const proposals: ProposalReport[] = [];
  const proposer = new Proposer(o.ddMs);
  sinks.push({
    board: (b, source) => {
      for (const x of writers) for (const l of x.w.board(b)) x.out(l);
      const mine = proposer.board(source);
      if ((!o.json || o.html) && proposals.length < MAX_ADJUSTED) proposals.push(...mine);
      if (o.json) {
        const byIndex = new Map(mine.map((p) => [p.result, proposalJson(p)]));
        const withRulings = {
          ...b,
          results: b.results.map((r, i) => {
            const withRuling = r.ruling ? { ...r, rulingState: rulingState(rulingOf(r.ruling)) } : r;
            const proposal = byIndex.get(i);
            return proposal ? { ...withRuling, proposal } : withRuling;
          }),
        };
        io.out(`${firstBoard ? "" : ","}${JSON.stringify(withRulings)}`);
      }
      firstBoard = false;
      b.results.forEach((r, index) => {
        if (r.adjusted && adjusted.length < MAX_ADJUSTED) {
          const e: AdjustedEntry = { board: b.board, index, result: r };
          if (r.ruling) e.ruling = rulingOf(r.ruling);
          adjusted.push(e);
        }
      });
      if (usebioWanted) reports.push(b);
    },
    done: (ranking, matches) => {
      if (o.json) {
        const tail: Record<string, unknown> = { ranking };
        if (matches) tail.matches = matches;
        io.out(`],${JSON.stringify(tail).slice(1)}`);
      }
      for (const x of writers) {
        for (const l of x.w.tail(ranking, matches, adjusted, proposals)) x.out(l);
        x.close?.();
      }
      if (!o.json) for (const l of proposalLines(o.lang, proposals)) io.out(l);
    },
  });
  for (const b of source.boards()) {
    const r = scorer.scoreBoard(b);
    if (!r.ok) throw new InputError(r.error);
    for (const s of sinks) s.board(r.value, b);
    count += b.results.length;
    if (count - lastProgress >= 20_000) {
      lastProgress = count;
      progress(st(o.lang, "report.progress", { results: count, board: b.board }));
    }
  }
  progress(null);
  const { ranking, matches } = scorer.finish();
  for (const s of sinks) s.done(ranking, matches);
  if (o.usebioOut) {
    if (!whole) {
      // A streamed session is written back streaming too: header, then each board as it comes.
      return writeUsebioStreaming(source, o, io);
    }
    const report: SessionReport = { edition: h.edition, scoring: h.scoring, boards: reports, ranking };
    const x = writeUsebio(whole, report);
    if (!x.ok) throw new InputError(x.error);
    const f = (io.createWriter ?? fileWriter)(o.usebioOut);
    f.write(x.value);
    f.close();
  }
  return 0;
};

/** USEBIO out of a streamed session: the same writer, one board at a time. */
const writeUsebioStreaming = (source: Source, o: ReportOptions, io: SessionIo): number => {
  const f = (io.createWriter ?? fileWriter)(o.usebioOut!);
  const head = writeUsebio({ ...source.header, boards: [] });
  if (!head.ok) throw new InputError(head.error);
  const [start, end] = head.value.split("  </EVENT>");
  f.write(start!);
  for (const b of source.boards()) {
    const one = writeUsebio({ ...source.header, pairs: [], boards: [b] });
    if (!one.ok) throw new InputError(one.error);
    const body = one.value.slice(one.value.indexOf("    <BOARD>"), one.value.indexOf("  </EVENT>"));
    f.write(body);
  }
  f.write(`  </EVENT>${end}`);
  f.close();
  return 0;
};

const rulingState = (r: RulingInfo) => {
  const out: Record<string, unknown> = { file: r.file };
  if (r.error) out.error = r.error;
  if (r.phase) out.phase = r.phase;
  if (r.contract !== undefined) out.contract = r.contract;
  if (r.watch) out.watchForDamage = r.watch;
  return out;
};

/** Reads and replays the table log of a ruling (relative to the session file). */
const readRuling = (p: string, baseDir: string, lang: Lang, io: SessionIo): RulingInfo => {
  let text: string;
  try {
    text = io.readFile(resolve(baseDir, p));
  } catch (e) {
    return { file: p, error: (e as NodeJS.ErrnoException).code ?? "unreadable" };
  }
  const r = replay(text, { lang });
  if (!r.ok) return { file: p, error: r.error.code };
  const s = r.value;
  const info: RulingInfo = { file: p, phase: s.phase, contract: s.contract, watch: s.watchForDamage };
  const explain = s.ruling && "explain" in s.ruling ? s.ruling.explain : undefined;
  if (explain) info.explain = explain;
  return info;
};

const defaultProgress = (): ((line: string | null) => void) => {
  const tty = process.stderr.isTTY === true;
  let shown = false;
  return (line) => {
    if (!tty) return;
    if (line === null) {
      if (shown) process.stderr.write("\r\x1b[K");
      shown = false;
      return;
    }
    process.stderr.write(`\r\x1b[K${line}`);
    shown = true;
  };
};

/** For tests: the JSON of one board of a session file as the lines format writes it. */
export const boardLine = (b: SessionBoard): string => JSON.stringify(boardToJson(b));
export const headerLine = (h: SessionHeader): string => JSON.stringify(sessionHeaderToJson(h));
