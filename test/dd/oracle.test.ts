/**
 * Our solver against DDS (Debian's libdds0) on seeded random endings: every legal card's value equal.
 * The default run checks a seeded subset; `npm run test:dd-oracle` (DD_ORACLE_FULL=1) the full counts:
 * 10,000 endings and 200 full deals. DD_LIST10=1 also checks list10.txt through our library (minutes).
 */
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { ddTable, playTrace, solvePosition } from "../../src/dd/index.js";
import { Dds, ddsAvailable, ddsCardValues, ddsMissing } from "./dds.js";
import { readDdsFile, tableOrder } from "./ddsFile.js";
import { randomDeal, randomEnding, rng } from "./random.js";

const FULL = process.env.DD_ORACLE_FULL === "1";
const LIST10 = process.env.DD_LIST10 === "1" || FULL;
const ENDINGS = Number(process.env.DD_ENDINGS ?? (FULL ? 10_000 : 400));
const DEALS = FULL ? 200 : 0;
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

  it.skipIf(DEALS === 0)(
    `${DEALS} random full deals: the tables equal`,
    async () => {
      const rand = rng(21);
      const bad: string[] = [];
      for (let i = 0; i < DEALS; i++) {
        const deal = randomDeal(rand);
        const ours = ddTable(deal, { timeLimitMs: 600_000 });
        const theirs = await dds!.table(deal);
        if (!ours.ok || tableOrder(ours.value).join(" ") !== theirs.table.join(" "))
          bad.push(JSON.stringify(deal));
      }
      expect(bad).toEqual([]);
    },
    36_000_000,
  );

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

describe.skipIf(!LIST10)("list10.txt through our library (DD_LIST10=1: minutes on a loaded machine)", () => {
  it("every TABLE line and every TRACE line equal", () => {
    for (const b of boards) {
      const t = ddTable(b.deal, { timeLimitMs: 1_800_000 });
      expect(t.ok && tableOrder(t.value)).toEqual(b.table);
      const start = { hands: b.deal, trump: b.trump, leader: b.leader, trick: [] };
      const tr = playTrace(start, b.play, { timeLimitMs: 1_800_000 });
      expect(tr.ok && tr.value).toEqual(b.trace);
    }
  }, 36_000_000);
});
