/**
 * Our solver against DDS (Debian's libdds0) on seeded random endings: every legal card's value equal.
 * The default run checks a seeded subset; `npm run test:dd-oracle` (DD_ORACLE_FULL=1) the full count:
 * 10,000 endings. Full deals (list10.txt, 200 random deals) are in full.test.ts.
 */
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { solvePosition } from "../../src/dd/index.js";
import { Dds, ddsAvailable, ddsCardValues, ddsMissing } from "./dds.js";
import { readDdsFile } from "./ddsFile.js";
import { randomEnding, rng } from "./random.js";

const FULL = process.env.DD_ORACLE_FULL === "1";
const ENDINGS = Number(process.env.DD_ENDINGS ?? (FULL ? 10_000 : 400));
const available = ddsAvailable();
const dds = available ? new Dds() : undefined;
afterAll(() => dds?.close());
const boards = readDdsFile(readFileSync("/work/shared/peer/dds/list10.txt", "utf8"));

describe.skipIf(!available)("our solver against libdds", () => {
  it(`${ENDINGS} random endings (3-8 cards, random trump and leader, 0-2 cards in the trick): 0 mismatches`, async () => {
    const rand = rng(20);
    const bad: string[] = [];
    for (let i = 0; i < ENDINGS; i++) {
      const p = randomEnding(rand, 3 + Math.floor(rand() * 6), Math.floor(rand() * 3));
      const ours = solvePosition(p);
      const theirs = ddsCardValues(await dds!.solve(p));
      const mine = ours.ok
        ? new Map(ours.value.cards.map((c) => [`${c.card.suit}${c.card.rank}`, c.tricks]))
        : null;
      const a = [...theirs].sort().join(" ");
      const b = mine ? [...mine].sort().join(" ") : "error";
      if (a !== b) bad.push(`${JSON.stringify(p)}: dds ${a} ours ${b}`);
    }
    expect(bad).toEqual([]);
  }, 3_600_000);

  it("list10.txt: libdds gives the file's TABLE and TRACE lines (the oracle is sound)", async () => {
    for (const b of boards) {
      expect((await dds!.table(b.deal)).table).toEqual(b.table);
      const start = { hands: b.deal, trump: b.trump, leader: b.leader, trick: [] };
      expect(await dds!.trace(start, b.play)).toEqual(b.trace);
    }
  });
});

describe.skipIf(available)("our solver against libdds", () => {
  it(ddsMissing, () => {
    expect(available).toBe(false);
  });
});
