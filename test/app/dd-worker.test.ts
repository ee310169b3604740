/**
 * The double-dummy worker's computations (web/dd/compute.ts) and the claim position the screen sends it
 * (web/dd/claimPosition.ts), under Node: endings worked out by hand from the cards.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { DdPosition } from "../../src/dd/index.js";
import { replay } from "../../src/index.js";
import { claimPosition, largestHand } from "../../web/dd/claimPosition.js";
import { compute, computeClaim } from "../../web/dd/compute.js";

const hand = (s: string) => {
  const [S, H, D, C] = s.split(".").map((x) => [...x]) as [string[], string[], string[], string[]];
  return { S, H, D, C } as DdPosition["hands"]["N"];
};

describe("the double-dummy worker's computations", () => {
  it("a claim's analysis in the worker is the engine's (70C): the worst normal line and its basis, in both languages", () => {
    // The fixture's claim at trick 12 with no statement: double dummy 2; on the worst normal line 1 (West
    // ruffs the heart ace with the outstanding jack of trumps).
    const f = JSON.parse(
      readFileSync(
        new URL(
          "../fixtures/2017/law70/70C-claim-at-trick-12-no-statement-proposal-with-its-basis.json",
          import.meta.url,
        ),
        "utf8",
      ),
    ) as { log: { events: unknown[] } & Record<string, unknown> };
    const log = { ...f.log, events: f.log.events.slice(0, 52) };
    const r = replay(log, { analysis: false });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.claim?.analysis).toBeUndefined();
    const position = claimPosition(log as never, r.value);
    if (position === null) throw new Error("no claim position");
    const a = computeClaim({ kind: "claim", position, claimer: "S", state: r.value }, {});
    expect(a).toMatchObject({ ok: true, value: { doubleDummy: 2, normal: 1 } });
    if (!a.ok || a.value.kind !== "claim") return;
    expect(a.value.basis).toEqual([
      {
        law: "70C",
        text: {
          en: expect.stringMatching(/♠J \(West, Law 70C\)/),
          ru: expect.stringMatching(/♠В \(Запад, Закон 70C\)/),
        },
      },
    ]);
  });

  it("a claim's tricks are the claimer's side's, whoever is to play: a finesse, with the king onside and offside", () => {
    // Notrump: North AQ, South 32, West K4, East 65; South leads towards North's AQ. West plays second with
    // the king: the finesse wins, North-South take both tricks, East-West none.
    const position: DdPosition = {
      hands: { N: hand("AQ..."), E: hand("65..."), S: hand("32..."), W: hand("K4...") },
      trump: "NT",
      leader: "S",
      trick: [],
    };
    expect(computeClaim({ kind: "claim", position, claimer: "N" }, {})).toMatchObject({
      ok: true,
      value: {
        remaining: 2,
        doubleDummy: 2,
        player: "S",
        cards: [
          { card: "S3", tricks: 2 },
          { card: "S2", tricks: 2 },
        ],
      },
    });
    expect(computeClaim({ kind: "claim", position, claimer: "W" }, {})).toMatchObject({
      ok: true,
      value: { doubleDummy: 0 },
    });
    // The king behind North (East): the finesse loses, and so does the ace first: North-South take 1.
    const offside = { ...position, hands: { ...position.hands, E: hand("K4..."), W: hand("65...") } };
    expect(computeClaim({ kind: "claim", position: offside, claimer: "S" }, {})).toMatchObject({
      ok: true,
      value: { doubleDummy: 1 },
    });
  });

  it("a contract's tricks for its declarer (12C), and a bad deal is an error value", () => {
    const deal = "N:AKQ2.AK2.AK2.AK2 JT98.QJT9.QJT.QJ 7654.876.876.876 3.543.9543.T9543";
    expect(compute({ kind: "contract", deal, contract: "3NT", declarer: "N" }, {})).toEqual({
      ok: true,
      value: { kind: "contract", tricks: 9 },
    });
    expect(compute({ kind: "contract", deal: "N:AKQ2", contract: "3NT", declarer: "N" }, {})).toMatchObject({
      ok: false,
      code: "deal-invalid",
    });
  });

  it("the claim position: the hands left, the trick in progress and its leader, from the record", () => {
    const log = {
      format: "table-log@1" as const,
      edition: "2017" as const,
      dealer: "N" as const,
      vulnerability: "None" as const,
      deal: "N:K74.KT93.A52.Q84 QJT98652.5.KQ.J3 A3.AQJ876.943.AK .42.JT876.T97652",
      events: [
        ...["P", "3S", "4H", "P", "P", "P"].map((call, i) => ({
          by: (["N", "E", "S", "W"] as const)[i % 4],
          call,
        })),
        { by: "W", lead: "DJ" },
        { by: "N", play: "D2" },
      ],
    };
    const r = replay(log);
    if (!r.ok) throw new Error(r.error.code);
    const p = claimPosition(log, r.value)!;
    expect(p).toMatchObject({
      trump: "H",
      leader: "W",
      trick: [
        { suit: "D", rank: "J" },
        { suit: "D", rank: "2" },
      ],
    });
    expect(p.hands.N.D).toEqual(["A", "5"]);
    expect(largestHand(p)).toBe(13);
    expect(claimPosition({ ...log, deal: undefined }, r.value)).toBeNull();
  });
});
