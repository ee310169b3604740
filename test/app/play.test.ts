/** The play screen's model: the hands left from the deal, the trick in progress, the play options' events. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replay } from "../../src/index.js";
import { type LogJson, type OptionRuling, optionAction, run } from "../../web/model.js";
import {
  completedTricks,
  PACK,
  playedCards,
  remainingHands,
  resultHow,
  trickInProgress,
} from "../../web/play/cards.js";
import { playOptionEvent } from "../../web/play/options.js";
import { calls, tableLog } from "../support/logs.js";

const FULL = (
  JSON.parse(
    readFileSync(
      new URL(
        "../fixtures/2017/law64/64A1-full-record-revoker-ruffs-and-wins-the-revoke-trick.json",
        import.meta.url,
      ),
      "utf8",
    ),
  ) as { log: LogJson }
).log;
const at = (n: number, more: Record<string, unknown>[] = []): LogJson => ({
  ...FULL,
  events: [...FULL.events.slice(0, n), ...more],
});
const state = (l: LogJson) => {
  const r = replay(l);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe("the play's cards", () => {
  it("takes the cards standing in tricks out of the hands", () => {
    const s = state(at(11)); // trick 1 complete, East has led the ♠Q to trick 2
    const hands = remainingHands(s.deal, s.tricks ?? [])!;
    expect(hands.N.D).toEqual(["DA", "D5"]);
    expect(hands.E.S).not.toContain("SQ");
    expect(hands.W.D).toEqual(["DT", "D8", "D7", "D6"]);
    expect(Object.values(hands.S).flat()).toHaveLength(12);
    expect(completedTricks(s)).toHaveLength(1);
    expect(trickInProgress(s)?.cards).toEqual([{ by: "E", card: "SQ" }]);
    expect(playedCards(s.tricks ?? []).size).toBe(5);
  });

  it("has no hands without a deal, and a pack of 52 for the picker", () => {
    const { deal: _, ...noDeal } = FULL;
    const s = state({ ...noDeal, events: FULL.events.slice(0, 7) } as LogJson);
    expect(remainingHands(s.deal, s.tricks ?? [])).toBeNull();
    expect(new Set(PACK).size).toBe(52);
  });

  it("puts a withdrawn revoke card back with the penalty cards (62A, 62B1)", () => {
    const s = state(
      at(18, [
        { by: "S", attention: true },
        { by: "E", withdraw: "H5" },
      ]),
    );
    const hands = remainingHands(s.deal, s.tricks ?? [])!;
    expect(hands.E.H).toEqual(["H5"]);
    expect(s.penaltyCards).toEqual([{ seat: "E", card: "H5", kind: "major", law: "50D" }]);
  });
});

describe("the play's ruling options", () => {
  it("answers a claim with agree / doubt events of the opponent who chooses (68D)", () => {
    const l = at(14, [{ by: "S", claim: 11 }]);
    const s = run(l, "en").state!;
    const r = s.ruling as OptionRuling;
    expect(r.chooser).toBe("E");
    const [agree, doubt] = r.options;
    expect(optionAction(r, agree!, "S")).toEqual({ kind: "event", event: { by: "E", agree: true } });
    expect(optionAction(r, doubt!, "S")).toEqual({ kind: "event", event: { by: "E", agree: false } });
  });

  it("maps 57A, 51A and the 68B2 objection to their events, and leaves the others to the play screen", () => {
    const o = (id: string, params?: Record<string, string>) => ({
      id,
      consequences: params ? [{ id: "x", params }] : [],
    });
    expect(playOptionEvent("S", o("play-lowest"), undefined)).toEqual({
      by: "S",
      playRestriction: { lowest: true },
    });
    expect(playOptionEvent("S", o("play-highest"), undefined)).toEqual({
      by: "S",
      playRestriction: { highest: true },
    });
    expect(playOptionEvent("S", o("play-waive"), undefined)).toEqual({
      by: "S",
      playRestriction: { waive: true },
    });
    expect(playOptionEvent("S", o("designate", { card: "HQ" }), undefined)).toEqual({
      by: "S",
      designate: "HQ",
    });
    expect(playOptionEvent("E", o("claim-object"), "W")).toEqual({ by: "E", object: true });
    expect(playOptionEvent("S", o("play-require-suit"), undefined)).toBeNull();
  });
});

describe("the director's notes", () => {
  it("are kept by a changed header without a replay, and dropped from nothing", () => {
    const l = at(FULL.events.length);
    const a = run(l, "en");
    const b = run({ ...l, notes: [{ law: "64C", side: "EW", text: "ok" }] }, "en");
    expect(b.state).toEqual(a.state);
    expect(b.error).toBeNull();
  });
});

describe("the result line says how the tricks came (resultHow)", () => {
  // 3NT by South, West leads; board 1, nobody vulnerable.
  const log = (more: Record<string, unknown>[]): LogJson =>
    tableLog([...calls(["P", "P", "1NT", "P", "3NT", "P", "P", "P"]), ...more], { board: 1 });
  const how = (more: Record<string, unknown>[]) => {
    const l = log(more);
    return resultHow(state(l), l);
  };
  const at9 = { position: { played: 9, NS: 6, EW: 3, lead: "S" } };
  it("the players' result, not a claim", () => {
    expect(how([{ by: "S", result: 9 }])).toEqual({ how: "players", played: 9, claimed: 0 });
  });
  it("declarer's claim agreed: the play, then the claim", () => {
    expect(how([at9, { by: "S", claim: 3 }, { by: "W", agree: true }])).toEqual({
      how: "claim",
      played: 6,
      claimed: 3,
    });
  });
  it("a defender's claim: declarer gets the rest; a concession of all", () => {
    expect(how([at9, { by: "W", claim: 1 }, { by: "S", agree: true }])).toMatchObject({
      how: "claim",
      claimed: 3,
    });
    expect(how([at9, { by: "S", claim: 0 }, { by: "W", agree: true }])).toMatchObject({
      how: "concession",
      claimed: 0,
    });
  });
  it("a disputed claim: the director's award", () => {
    expect(
      how([at9, { by: "S", claim: 4 }, { by: "W", agree: false }, { director: true, award: 3 }]),
    ).toEqual({ how: "award", played: 6, claimed: 3 });
  });
  it("every card played: by play", () => {
    expect(resultHow(state(FULL), FULL)).toMatchObject({ how: "play" });
  });
});
