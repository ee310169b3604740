/**
 * `npm run explore -- --edition 2017|1987 --depth N [--dealer N] [--seconds S] [...]`: the table explorer.
 * Enumerates every sequence of up to N events from the start of a board and checks the invariants of
 * docs/explorer.md on every state the engine accepts. Exit 0: no violation; 1: a violation (the shortest
 * failing log found is printed); 2: bad arguments. See docs/explorer.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { countAuctions } from "./count.js";
import { type Edition, isSeat, parseTableLog, type Seat } from "./engine.js";
import {
  coverage,
  type ExploreOptions,
  explore,
  type Header,
  logJson,
  mergeReports,
  type Report,
  randomWalks,
  shrink,
  type Violation,
} from "./index.js";

const USAGE = `usage: explore --edition 2017|1987|both --depth N [options]
  --dealer N|E|S|W     the dealer (default N)
  --seconds S          time budget: deepen 1, 2, ... up to --depth (default unbounded) while time remains;
                       reports the deepest depth that finished
  --sample K           replay/JSON/pass-out checks on every K-th leaf (default 1 to depth 2, then 32)
  --workers W          split the first event among W worker threads (default 1)
  --keep-going         collect violations (up to 3 per kind) instead of stopping at the first
  --simultaneous       also try every call with "simultaneous": true
  --artificial         also try every call with "artificial": true
  --distinct           count distinct states (single worker only)
  --deal PBN           a deal in the header (leads are then checked against the hands)
  --from FILE          start from the end of this table log (its header sets edition, dealer, deal)
  --random R           instead of the search: R random walks of up to --length events (default 60)
  --length L, --seed S for --random
  --play               with --random: each walk gets a random deal, dealer and vulnerability and goes on
                       through the play to the end of the board (default length 200); with the search:
                       the play's events are tried too (start --from a log in the play)
  --count-auctions N   instead of the search: the numbers of complete legal auctions with exactly 0..N bids,
                       by the legal-auction rules (src/auction; the same in both codes)
  --json FILE          write the reports as JSON
  --quiet              only the summary lines`;

interface Args extends Omit<ExploreOptions, "edition" | "deadline" | "part" | "parts"> {
  editions: Edition[];
  seconds?: number;
  workers: number;
  json?: string;
  quiet: boolean;
  depthGiven: boolean;
  random?: number;
  play: boolean;
  lengthGiven: boolean;
  length: number;
  seed: number;
  countAuctions?: number;
}

const parseArgs = (argv: string[]): Args | string => {
  const a: Args = {
    editions: ["2017"],
    depth: 3,
    workers: 1,
    quiet: false,
    depthGiven: false,
    length: 60,
    seed: 1,
    play: false,
    lengthGiven: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i]!;
    const val = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${k} needs a value`);
      return v;
    };
    const int = () => {
      const v = Number(val());
      if (!Number.isInteger(v) || v < 0) throw new Error(`${k} needs a whole number`);
      return v;
    };
    try {
      switch (k) {
        case "--edition": {
          const v = val();
          if (v === "both") a.editions = ["2017", "1987"];
          else if (v === "2017" || v === "1987") a.editions = [v];
          else return `unknown edition ${v}`;
          break;
        }
        case "--depth":
          a.depth = int();
          a.depthGiven = true;
          break;
        case "--dealer": {
          const v = val();
          if (!isSeat(v)) return `unknown dealer ${v}`;
          a.dealer = v as Seat;
          break;
        }
        case "--seconds":
          a.seconds = Number(val());
          if (!(a.seconds > 0)) return "--seconds needs a positive number";
          break;
        case "--sample":
          a.sample = Math.max(1, int());
          break;
        case "--workers":
          a.workers = Math.max(1, int());
          break;
        case "--keep-going":
          a.keepGoing = true;
          break;
        case "--simultaneous":
          a.simultaneous = true;
          break;
        case "--artificial":
          a.artificial = true;
          break;
        case "--distinct":
          a.distinct = true;
          break;
        case "--deal":
          a.deal = val();
          break;
        case "--from": {
          const file = val();
          const log = parseTableLog(readFileSync(file, "utf8"));
          if (!log.ok) return `${file}: ${JSON.stringify(log.error)}`;
          a.editions = [log.value.edition];
          a.dealer = log.value.dealer;
          a.vulnerability = log.value.vulnerability;
          if (log.value.deal !== undefined) a.deal = log.value.deal;
          a.from = log.value.events;
          break;
        }
        case "--random":
          a.random = int();
          break;
        case "--length":
          a.length = int();
          a.lengthGiven = true;
          break;
        case "--play":
          a.play = true;
          break;
        case "--seed":
          a.seed = int();
          break;
        case "--count-auctions":
          a.countAuctions = int();
          break;
        case "--json":
          a.json = val();
          break;
        case "--quiet":
          a.quiet = true;
          break;
        case "--help":
        case "-h":
          return USAGE;
        default:
          return `unknown option ${k}\n${USAGE}`;
      }
    } catch (x) {
      return String(x instanceof Error ? x.message : x);
    }
  }
  if (a.seconds !== undefined && !a.depthGiven) a.depth = 99;
  if (a.play && !a.lengthGiven) a.length = 200;
  return a;
};

/** Runs one search, split over worker threads when asked. */
const run = async (o: ExploreOptions, workers: number): Promise<Report> => {
  if (workers <= 1) return explore(o);
  const file = fileURLToPath(import.meta.url);
  const parts = await Promise.all(
    Array.from(
      { length: workers },
      (_, part) =>
        new Promise<Report>((resolve, reject) => {
          // Under tsx the worker needs the TypeScript loader too: it registers it, then loads this file.
          const boot = `import("tsx/esm/api").then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(file).href)}); })`;
          const w = new Worker(boot, {
            eval: true,
            workerData: { ...o, part, parts: workers, distinct: false },
          });
          w.once("message", (r: Report) => resolve(r));
          w.once("error", reject);
        }),
    ),
  );
  return parts.reduce(mergeReports);
};

const fmt = (n: number) => Math.round(n).toLocaleString("en");
const table = (m: Record<string, number>, indent = "  ") =>
  Object.entries(m)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, v]) => `${indent}${k.padEnd(34)} ${fmt(v).padStart(12)}`)
    .join("\n");

const printReport = (r: Report, quiet: boolean) => {
  const states = r.nodes.reduce((a, b) => a + b, 0);
  const secs = r.ms / 1000;
  console.log(
    `edition ${r.edition}, dealer ${r.dealer}, depth ${r.depth}${r.aborted ? " (aborted: out of time)" : ""}: ${fmt(states)} states in ${secs.toFixed(1)} s, ${fmt(states / secs)} states/s, ${fmt(r.tried / secs)} events tried/s`,
  );
  console.log(
    `  states by depth: ${r.nodes.map((n, d) => `${d}:${fmt(n)}`).join("  ")}${r.distinct === null ? "" : `; distinct states ${fmt(r.distinct)}`}`,
  );
  if (r.playStates > 0 || Object.keys(r.ends).length)
    console.log(
      `  states in the play ${fmt(r.playStates)} (${fmt(r.playStates / secs)}/s); boards done ${fmt(r.ends.done ?? 0)}`,
    );
  if (Object.keys(r.violationKinds).length)
    console.log(`  violations by kind:\n${table(r.violationKinds, "    ")}`);
  if (quiet) return;
  console.log(
    `  events tried ${fmt(r.tried)}, refused ${fmt(Object.values(r.rejected).reduce((a, b) => a + b, 0))}, no-ops ${fmt(r.noops)}, answered questions ${fmt(r.answered)}`,
  );
  console.log(
    `  pass-out walks ${fmt(r.walks)}: ${fmt(r.walksEnded)} ended (longest ${r.walkMax} events), ${fmt(r.walksUnimplemented)} stopped at rectification-not-implemented; heavy checks ${fmt(r.replays)}; unimplemented dead ends ${fmt(r.unimplemented)}`,
  );
  console.log(`  states by phase:\n${table(r.phases, "    ")}`);
  if (r.playStates > 0 || Object.keys(r.ends).length)
    console.log(
      `  states in the play: ${fmt(r.playStates)}${Object.keys(r.ends).length ? `; walks ended in phase:\n${table(r.ends, "    ")}` : ""}`,
    );
  if (Object.keys(r.notes).length) console.log(`  reported, not failed:\n${table(r.notes, "    ")}`);
  console.log(`  states by irregularity of the ruling:\n${table(r.irregularities, "    ")}`);
  if (Object.keys(r.questions).length) console.log(`  questions asked:\n${table(r.questions, "    ")}`);
  console.log(`  law paragraphs applied (transitions that add them):\n${table(r.laws, "    ")}`);
  console.log(`  refused events by error code:\n${table(r.rejected, "    ")}`);
  const c = coverage(r);
  console.log(`  registered paragraphs never applied: ${c.unreached.join(" ") || "none"}`);
  console.log(`  labels applied that are not registered paragraphs: ${c.unregistered.join(" ") || "none"}`);
};

const printViolation = (h: Header, v: Violation) => {
  console.log(`VIOLATION ${v.kind}: ${v.message}`);
  console.log(`  failing log (${v.events.length} events):`);
  console.log(JSON.stringify(logJson(h, v.events)));
};

/** `--count-auctions N`: one line per number of bids, the count in full (exact, BigInt). */
const printAuctionCounts = (maxBids: number, dealer: Seat) => {
  const started = performance.now();
  const counts = countAuctions(maxBids, { dealer });
  for (const [bids, n] of counts.entries())
    console.log(
      `complete legal auctions with exactly ${bids} bid${bids === 1 ? "" : "s"}: ${n.toLocaleString("en")}`,
    );
  console.log(
    `  (dealer ${dealer}, by src/auction's rules, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
};

const main = async () => {
  const a = parseArgs(process.argv.slice(2));
  if (typeof a === "string") {
    if (a === USAGE) console.log(a);
    else console.error(a);
    process.exit(a === USAGE ? 0 : 2);
  }
  if (a.countAuctions !== undefined) {
    printAuctionCounts(a.countAuctions, a.dealer ?? "N");
    process.exit(0);
  }
  const reports: Report[] = [];
  let failed = false;
  for (const edition of a.editions) {
    const h: Header = { edition, dealer: a.dealer ?? "N", vulnerability: a.vulnerability ?? "None" };
    if (a.deal !== undefined) h.deal = a.deal;
    const base: ExploreOptions = { ...a, edition };
    if (!a.play) delete base.play;
    if (a.random !== undefined) {
      const r = randomWalks({
        edition,
        dealer: h.dealer,
        runs: a.random,
        length: a.length,
        ...(a.play ? { play: true } : {}),
        seed: a.seed,
        ...(a.keepGoing ? { keepGoing: true } : {}),
        ...(a.seconds === undefined ? {} : { deadline: performance.now() + a.seconds * 1000 }),
      });
      reports.push(r);
      printReport(r, a.quiet);
      if (r.violations.length) {
        failed = true;
        for (const v of r.violations) printViolation(v.header ?? h, shrink(v.header ?? h, v));
      }
      continue;
    }
    if (a.seconds === undefined) {
      const r = await run(base, a.workers);
      reports.push(r);
      printReport(r, a.quiet);
      if (r.violations.length) {
        failed = true;
        for (const v of r.violations) printViolation(h, shrink(h, v));
      }
      continue;
    }
    // Iterative deepening within the time budget: the deepest depth that finishes is reported.
    const deadline = performance.now() + a.seconds * 1000;
    let deepest: Report | null = null;
    const reported = new Set<string>();
    for (let d = 1; d <= a.depth; d++) {
      const r = await run({ ...base, depth: d, deadline }, a.workers);
      if (r.violations.length) {
        failed = true;
        // With --keep-going the deepening goes on; each kind of violation is printed once, at its shallowest.
        const fresh = r.violations.filter((v) => !reported.has(v.kind));
        if (fresh.length) printReport(r, a.quiet);
        for (const v of fresh) {
          reported.add(v.kind);
          printViolation(h, shrink(h, v));
        }
        if (!a.keepGoing) break;
      }
      if (r.aborted) break;
      deepest = r;
      printReport(r, true);
    }
    if (deepest) {
      reports.push(deepest);
      console.log(`edition ${edition}: deepest depth finished in ${a.seconds} s: ${deepest.depth}`);
      printReport(deepest, a.quiet);
    }
    if (failed) break;
  }
  if (a.json) {
    mkdirSync(dirname(a.json), { recursive: true });
    writeFileSync(a.json, `${JSON.stringify(reports, null, 2)}\n`);
  }
  process.exit(failed ? 1 : 0);
};

if (isMainThread) void main();
else parentPort!.postMessage(explore(workerData as ExploreOptions));
