/**
 * The golden corpus: thousands of seeded random logs (auctions and whole boards, both codes) and, for each,
 * a digest of the state as the spec presents it after every prefix of the log, in English and in Russian.
 * A change meant to keep behaviour (a reshape of the reducer or the laws) must leave every digest equal.
 *
 *   npm run golden                 writes test/golden/digests.json from the engine as it is
 *   npm run golden -- --check      recomputes and compares; names the first walk that differs
 *   npm run golden -- --dump SET:K prints walk K of a set (e.g. 2017-play:41) as a table log
 *
 * The walks are drawn by the engine's own answers (an event it refuses is not kept), so a change of
 * behaviour shows either as another state or as another walk: both change the digest.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { prng } from "../src/core/random.js";
import { SEATS } from "../src/core/seat.js";
import type { Vulnerability } from "../src/core/vulnerability.js";
import { RULES } from "../src/editions.js";
import { presentState } from "../src/explain/index.js";
import { ANSWERS, alphabet, walkEvents, withFinding } from "../src/explore/alphabet.js";
import { ALL_CARDS, playAlphabet, randomDeal } from "../src/explore/play.js";
import { drawEvent } from "../src/explore/random.js";
import { type Header, logOf } from "../src/explore/report.js";
import { eventToJson } from "../src/formats/tableLog.js";
import type { Edition, TableEvent, TableLog } from "../src/model/events.js";
import type { TableState } from "../src/model/state.js";
import { initialState, step } from "../src/table/machine.js";

export interface GoldenSet {
  name: string;
  edition: Edition;
  play: boolean;
  seed: number;
  walks: number;
  length: number;
}

/** GOLDEN_WALKS=N takes the first N walks of each set (to time it, or for a quick look). */
const SOME = process.env.GOLDEN_WALKS === undefined ? undefined : Number(process.env.GOLDEN_WALKS);

/** The corpus: per code, whole boards (a random deal, the auction and the play) and auctions alone. */
export const SETS: readonly GoldenSet[] = (["2017", "1987"] as const).flatMap((edition, k) => [
  { name: `${edition}-play`, edition, play: true, seed: 7001 + k, walks: SOME ?? 2500, length: 200 },
  { name: `${edition}-auction`, edition, play: false, seed: 8001 + k, walks: SOME ?? 7500, length: 40 },
]);

const VULS: readonly Vulnerability[] = ["None", "NS", "EW", "All"];
const AUCTION = alphabet();
const PLAY = playAlphabet(ALL_CARDS);

/** The states after each event of a log (stops at the first refused event: none in a walk's log). */
const statesOf = (log: TableLog): TableState[] => {
  const rules = RULES[log.edition];
  const out = [initialState(log)];
  for (let i = 0; i < log.events.length; i++) {
    const r = step(out[i]!, log.events[i]!, i, rules);
    if (!r.ok) break;
    out.push(r.value);
  }
  return out;
};

/** One random walk: an event drawn as the explorer's walks draw them, kept when the engine takes it. */
const walk = (set: GoldenSet, next: () => number): TableLog => {
  const h: Header = {
    edition: set.edition,
    dealer: SEATS[Math.floor(next() * 4)]!,
    vulnerability: VULS[Math.floor(next() * 4)]!,
  };
  if (set.play) h.deal = randomDeal(next);
  const rules = RULES[set.edition];
  let log: TableEvent[] = [];
  let s = initialState(logOf(h, []));
  for (let n = 0; n < set.length && s.phase !== "done" && (set.play || s.phase !== "play"); n++) {
    const r = s.ruling;
    if (r !== null && "question" in r) {
      const values = ANSWERS[r.question];
      const amended =
        log[r.about] && withFinding(log[r.about]!, r.question, values[Math.floor(next() * values.length)]);
      if (!amended) break;
      log = [...log.slice(0, r.about), amended, ...log.slice(r.about + 1)];
      const states = statesOf(logOf(h, log));
      if (states.length !== log.length + 1) {
        log = log.slice(0, states.length - 1);
        break;
      }
      s = states[states.length - 1]!;
      continue;
    }
    const helpful = walkEvents(s, h.deal);
    const pool = s.tricks === undefined ? AUCTION : PLAY;
    let moved = false;
    for (let tries = 0; tries < 60 && !moved; tries++) {
      const e = drawEvent(next, helpful, pool, set.play);
      if (e === undefined) continue;
      const x = step(s, e, log.length, rules);
      if (!x.ok) continue;
      log = [...log, e];
      s = x.value;
      moved = true;
    }
    if (!moved) break;
  }
  return logOf(h, log);
};

/**
 * The walks of a set, in order. Each walk draws from its own seed, so that a change of behaviour in one walk
 * leaves the others as they were (the count of walks that differ then means something).
 */
export const walksOf = (set: GoldenSet, count = set.walks): TableLog[] =>
  Array.from({ length: count }, (_, k) => walk(set, prng(set.seed * 100_003 + k)));

/** A log's digest: its events, then the presented state after every prefix in both languages. */
export const digestOf = (log: TableLog): string => {
  const h = createHash("sha256");
  h.update(JSON.stringify(log));
  for (const s of statesOf(log)) {
    h.update(JSON.stringify(presentState(s, "en")));
    h.update(JSON.stringify(presentState(s, "ru")));
  }
  return h.digest("hex").slice(0, 20);
};

export const DIGESTS = new URL("../test/golden/digests.json", import.meta.url);

export type Digests = Record<string, { seed: number; walks: number; length: number; digests: string[] }>;

const compute = (set: GoldenSet): string[] => walksOf(set).map(digestOf);

/** `--check --jobs N`: the sets checked in N processes at once (each prints its own line). */
const checkInParallel = async (names: string[], jobs: number): Promise<number> => {
  const { spawn } = await import("node:child_process");
  const script = new URL(import.meta.url).pathname;
  let bad = 0;
  const queue = [...names];
  const one = async (): Promise<void> => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const code = await new Promise<number>((done) => {
        const child = spawn(process.execPath, [...process.execArgv, script, "--check", name], {
          stdio: "inherit",
        });
        child.on("exit", (c) => done(c ?? 1));
      });
      if (code !== 0) bad++;
    }
  };
  await Promise.all(Array.from({ length: jobs }, one));
  return bad ? 1 : 0;
};

const main = async (argv: string[]): Promise<number> => {
  const dump = argv.indexOf("--dump");
  if (dump >= 0) {
    const [name, k] = (argv[dump + 1] ?? "").split(":");
    const set = SETS.find((x) => x.name === name);
    if (!set || k === undefined) {
      console.error(`--dump SET:K, SET one of ${SETS.map((x) => x.name).join(", ")}`);
      return 2;
    }
    const log = walksOf(set, Number(k) + 1)[Number(k)]!;
    console.log(JSON.stringify({ format: "table-log@1", ...log, events: log.events.map(eventToJson) }));
    return 0;
  }
  const check = argv.includes("--check");
  const only = argv.filter((a) => SETS.some((x) => x.name === a));
  const jobs = Number(argv[argv.indexOf("--jobs") + 1] ?? 1);
  if (check && argv.includes("--jobs") && jobs > 1)
    return checkInParallel(only.length ? only : SETS.map((x) => x.name), jobs);
  const stored: Digests = check || only.length ? JSON.parse(readFileSync(DIGESTS, "utf8")) : {};
  const out: Digests = check ? {} : { ...stored };
  let bad = 0;
  for (const set of SETS) {
    if (only.length && !only.includes(set.name)) continue;
    const t0 = performance.now();
    const digests = compute(set);
    const secs = ((performance.now() - t0) / 1000).toFixed(1);
    out[set.name] = { seed: set.seed, walks: set.walks, length: set.length, digests };
    if (!check) {
      console.log(`${set.name}: ${digests.length} walks in ${secs} s`);
      continue;
    }
    const want = stored[set.name]?.digests ?? [];
    const diff = digests.findIndex((d, i) => d !== want[i]);
    if (diff < 0 && want.length === digests.length)
      console.log(`${set.name}: ${digests.length} walks equal (${secs} s)`);
    else {
      bad++;
      const n = digests.filter((d, i) => d !== want[i]).length;
      console.log(
        `${set.name}: ${n} of ${digests.length} walks differ; the first is ${diff} (npm run golden -- --dump ${set.name}:${diff})`,
      );
    }
  }
  if (!check) writeFileSync(DIGESTS, `${JSON.stringify(out, null, 0)}\n`);
  return bad ? 1 : 0;
};

if (import.meta.url === `file://${process.argv[1]}`)
  main(process.argv.slice(2)).then((code) => process.exit(code));
