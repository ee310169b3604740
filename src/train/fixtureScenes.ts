/**
 * Which exercises are tables of the fixtures (src/train/corpus.ts: logs worked out from the law texts and
 * published rulings), as opposed to the explorer's random walks, whose stacked irregularities and bare
 * director's events are no table a director meets (walkthrough of the Train screen, B1 and B3): the app's
 * pools keep only these (src/train/pool.ts, scripts/train-app.ts).
 */
import { CORPUS } from "./corpus.js";
import type { Exercise } from "./types.js";

type Log = { edition: string; dealer: string; vulnerability: string; deal?: string; events: unknown[] };
const key = (l: Log, n: number) =>
  JSON.stringify([l.edition, l.dealer, l.vulnerability, l.deal ?? null, l.events.slice(0, n)]);

let prefixes: Set<string> | undefined;

/** True when the exercise's log is the beginning of a fixture's log (the same header and events). */
export const fromFixture = (x: Exercise): boolean => {
  if (prefixes === undefined) {
    prefixes = new Set();
    for (const l of JSON.parse(CORPUS) as Log[])
      for (let n = 0; n <= l.events.length; n++) prefixes.add(key(l, n));
  }
  const log = x.log as unknown as Log;
  return prefixes.has(key(log, log.events.length));
};
