/**
 * The golden corpus (scripts/golden.ts): the first walks of each set replay to the stored digests, every
 * prefix of each log presented in English and in Russian. The whole corpus (20,000 logs) is checked by
 * `npm run golden -- --check --jobs 2` before and after a change meant to keep behaviour.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DIGESTS, type Digests, digestOf, SETS, walksOf } from "../scripts/golden.js";

const stored: Digests = JSON.parse(readFileSync(DIGESTS, "utf8"));
const FIRST = 60;

describe("the golden corpus", () => {
  for (const set of SETS)
    it(`${set.name}: the first ${FIRST} walks give the stored digests`, () => {
      const want = stored[set.name]!;
      expect(want.seed).toBe(set.seed);
      expect(want.digests.length).toBe(set.walks);
      const got = walksOf(set, FIRST).map(digestOf);
      expect(got).toEqual(want.digests.slice(0, FIRST));
    }, 120_000);
  it("a digest changes when a state would (one event more)", () => {
    const [log] = walksOf(SETS[0]!, 1);
    const shorter = { ...log!, events: log!.events.slice(0, -1) };
    expect(digestOf(shorter)).not.toBe(digestOf(log!));
  });
});
