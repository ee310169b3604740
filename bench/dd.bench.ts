/**
 * Double dummy speed (docs/dd.md): claim positions (seeded random endings, every legal card valued, as a
 * claim needs) with up to 6 and up to 8 cards in each hand: median and p95; then the full-deal table (20
 * results) on DDS's list10.txt: our time per table beside libdds's (single-threaded, same run) when libdds
 * is installed. Nothing here asserts a time. Run: npm run bench:dd
 *   DD_BENCH_DEALS=n       how many list10 deals (default 10)
 *   DD_BENCH_LIMIT=s       our time limit per table in seconds (default 120): a table past it is reported
 */
import { readFileSync } from "node:fs";
import { ddTable, Solver, solvePosition } from "../src/dd/index.js";
import { Dds, ddsAvailable } from "../test/dd/dds.js";
import { readDdsFile } from "../test/dd/ddsFile.js";
import { randomEnding, rng } from "../test/dd/random.js";

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;

const claims = (label: string, lo: number, hi: number, count: number) => {
  const rand = rng(lo * 100 + hi);
  const solver = new Solver(18);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const p = randomEnding(rand, lo + Math.floor(rand() * (hi - lo + 1)), Math.floor(rand() * 3));
    const t0 = performance.now();
    const r = solvePosition(p, { solver });
    times.push(performance.now() - t0);
    if (!r.ok) console.log(`  ${label}: ${r.error.code}`);
  }
  console.log(
    `${label}: ${count} positions, median ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}, max ${ms(pct(times, 1))}`,
  );
};

const tables = async () => {
  if (Number(process.env.DD_BENCH_DEALS ?? 10) === 0) return;
  const boards = readDdsFile(readFileSync("/work/shared/peer/dds/list10.txt", "utf8"));
  const deals = Number(process.env.DD_BENCH_DEALS ?? 10);
  const limit = Number(process.env.DD_BENCH_LIMIT ?? 120);
  const dds = ddsAvailable() ? new Dds(600_000) : undefined;
  const ours: number[] = [];
  const theirs: number[] = [];
  const oursCpu: number[] = [];
  const theirsCpu: number[] = [];
  for (const b of boards.slice(0, deals)) {
    const solver = new Solver(20);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const r = ddTable(b.deal, { timeLimitMs: limit * 1000, solver });
    const t = performance.now() - t0;
    const c = process.cpuUsage(c0);
    ours.push(r.ok ? t : Number.POSITIVE_INFINITY);
    const cpu = (c.user + c.system) / 1000;
    oursCpu.push(r.ok ? cpu : Number.POSITIVE_INFINITY);
    const dt = dds ? await dds.table(b.deal) : undefined;
    const d = dt ? dt.ms : Number.NaN;
    theirs.push(d);
    theirsCpu.push(dt ? dt.cpu : Number.NaN);
    console.log(
      `  ${b.pbn.slice(0, 24)}…  ours ${r.ok ? ms(t) : `over ${limit} s`} (CPU ${ms(cpu)}, ` +
        `${(solver.search.nodes / 1e6).toFixed(2)} M trick nodes)  libdds ${dt ? `${ms(d)} (CPU ${ms(dt.cpu)})` : "n/a"}`,
    );
  }
  dds?.close();
  const m = pct(ours, 0.5);
  const m2 = pct(theirs, 0.5);
  console.log(
    `full-deal table, ${ours.length} deals of list10.txt: ours median ${Number.isFinite(m) ? ms(m) : `over ${limit} s`}` +
      `, libdds single-threaded median ${dds ? ms(m2) : "n/a (libdds not installed)"}` +
      (dds && Number.isFinite(m) ? `: ours / libdds = ${(m / m2).toFixed(1)}` : ""),
  );
  const c = pct(oursCpu, 0.5);
  const c2 = pct(theirsCpu, 0.5);
  if (dds && Number.isFinite(c))
    console.log(
      `  in CPU time: ours median ${ms(c)}, libdds ${ms(c2)}: ours / libdds = ${(c / c2).toFixed(1)} (goal of issue 20: <= 5)`,
    );
};

console.log("double dummy (machine load matters: see docs/dd.md)");
claims("claims, 3-6 cards a hand", 3, 6, 400);
claims("claims, 7-8 cards a hand", 7, 8, 100);
await tables();
