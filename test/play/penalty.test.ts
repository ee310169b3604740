/**
 * The penalty group (Laws 24, 45C4(b), 47, 48-52, 57, 58) on cases the fixtures leave out; each outcome is
 * worked out from the paragraph cited (docs/research-play.md), on the corpus' deal D1 (4S by South).
 */
import { describe, expect, it } from "vitest";
import { replay } from "../../src/index.js";

const DEAL = "N:KQ3.952.KQ73.842 862.764.T92.T653 AJT94.AK3.84.AK7 75.QJT8.AJ65.QJ9";
const AUCTION = [
  { by: "N", call: "P" },
  { by: "E", call: "P" },
  { by: "S", call: "4S" },
  { by: "W", call: "P" },
  { by: "N", call: "P" },
  { by: "E", call: "P" },
];
const TRICK1 = [
  { by: "W", lead: "HQ" },
  { by: "N", play: "H2" },
  { by: "E", play: "H4" },
  { by: "S", play: "HA" },
];
const run = (edition: "2017" | "1987", events: unknown[]) => {
  const r = replay({
    format: "table-log@1",
    edition,
    dealer: "N",
    vulnerability: "None",
    deal: DEAL,
    events,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const fails = (edition: "2017" | "1987", events: unknown[]) => {
  const r = replay({
    format: "table-log@1",
    edition,
    dealer: "N",
    vulnerability: "None",
    deal: DEAL,
    events,
  });
  if (r.ok) throw new Error("expected an error");
  return r.error;
};

describe("penalty cards (49, 50B, 51)", () => {
  it("50B: a low card exposed without the accidental finding: the director is asked", () => {
    const s = run("2017", [...AUCTION, ...TRICK1, { by: "E", expose: "C3" }]);
    expect(s.phase).toBe("ruling");
    expect(s.ruling).toMatchObject({ question: "accidental", about: 10 });
  });
  it("50B: an honour needs no finding: it is a major penalty card", () => {
    const s = run("1987", [...AUCTION, ...TRICK1, { by: "E", expose: "DT" }]);
    expect(s.penaltyCards).toEqual([{ seat: "E", card: "DT", kind: "major", law: "50D", event: 10 }]);
  });
  it("50B: a minor penalty card becomes major when the same defender exposes a second card", () => {
    const s = run("2017", [
      ...AUCTION,
      ...TRICK1,
      { by: "E", expose: "C3", accidental: true },
      { by: "E", expose: "D2", accidental: true },
    ]);
    expect(s.penaltyCards?.map((p) => [p.card, p.kind])).toEqual([
      ["C3", "major"],
      ["D2", "major"],
    ]);
    expect(s.obligations.filter((o) => "mayNotPlay" in o)).toEqual([]);
    expect(s.obligations.filter((o) => "mustPlay" in o)).toHaveLength(2);
  });
  it("48A: dummy's exposed card is no penalty card", () => {
    const s = run("2017", [...AUCTION, ...TRICK1, { by: "N", expose: "DK", accidental: false }]);
    expect(s.penaltyCards).toEqual([]);
  });
  it("an exposed card the deal shows the player does not hold is bad input", () => {
    expect(fails("2017", [...AUCTION, ...TRICK1, { by: "E", expose: "SA" }])).toMatchObject({
      code: "card-not-held",
      event: 10,
    });
  });
  it("50D2: only declarer chooses the lead option", () => {
    // West wins trick 5 in the fixtures' line; here East's honour is exposed while West is on lead at trick 1.
    const events = [...AUCTION, { by: "E", expose: "CT", accidental: true }];
    const s = run("2017", events);
    expect(s.leadRestrictions).toMatchObject([{ leader: "W", suits: ["C"], law: "50D2(a)" }]);
    expect(fails("2017", [...events, { by: "N", leadRestriction: { prohibit: "C" } }])).toMatchObject({
      code: "lead-restriction-not-declarer",
    });
  });
});

describe("Law 24 in the auction", () => {
  it("a passed-out board: the exposed card goes back, nothing remains", () => {
    const s = run("2017", [
      { by: "N", call: "P" },
      { by: "E", expose: "CT", accidental: true },
      { by: "E", call: "P" },
      { by: "S", call: "P" },
      { by: "W", call: "P" },
    ]);
    expect(s.contract).toBe("passed-out");
    expect(s.penaltyCards ?? []).toEqual([]);
  });
});

describe("premature play (57A)", () => {
  const premature = [...AUCTION, ...TRICK1, { by: "S", play: "CA" }, { by: "E", play: "C3" }];
  it("declarer may waive: no restriction, the card stays a major penalty card", () => {
    const s = run("2017", [...premature, { by: "S", playRestriction: { waive: true } }]);
    expect(s.phase).toBe("play");
    expect(s.playRestrictions).toEqual([]);
    expect(s.penaltyCards).toEqual([{ seat: "E", card: "C3", kind: "major", law: "50D" }]);
    expect(s.turn).toBe("W");
  });
  it("1987 (reconstructed from 1997): declarer may not forbid a suit", () => {
    expect(fails("1987", [...premature, { by: "S", playRestriction: { prohibit: "D" } }])).toMatchObject({
      code: "play-restriction-not-allowed",
    });
  });
  it("the suit declarer requires must be another suit than the one led", () => {
    expect(fails("2017", [...premature, { by: "S", playRestriction: { require: "C" } }])).toMatchObject({
      code: "play-restriction-not-allowed",
    });
  });
  it("2017 offers four restrictions and the waiver; 1987 three and the waiver", () => {
    const a = run("2017", premature).ruling;
    const b = run("1987", premature).ruling;
    expect(a && "options" in a ? a.options.length : 0).toBe(5);
    expect(b && "options" in b ? b.options.length : 0).toBe(4);
  });
});

describe("a card taken back (45C4(b), 47F)", () => {
  it("47F: a defender's played card is not taken back", () => {
    const s = run("2017", [...AUCTION, ...TRICK1.slice(0, 3), { by: "E", withdraw: "H4" }]);
    expect(s.tricks?.[0]?.cards.map((c) => c.card)).toEqual(["HQ", "H2", "H4"]);
    expect(s.turn).toBe("S");
  });
  it("2017 45C4(b) is declarer's, for dummy's card only: declarer's own card stays", () => {
    const s = run("2017", [
      ...AUCTION,
      ...TRICK1.slice(0, 3),
      { by: "S", play: "H3" },
      { by: "S", withdraw: "H3", unintended: true },
    ]);
    expect(s.tricks?.[0]?.winner).toBe("W");
  });
  it("57A, 61A: a card against declarer's choice is a revoke when the partner could comply (highest; prohibit)", () => {
    const to57A = (choice: unknown) => [
      ...AUCTION,
      ...TRICK1,
      { by: "S", play: "CA" },
      { by: "E", play: "C3" },
      { by: "S", playRestriction: choice },
    ];
    // West holds the club queen, jack and nine: "highest" requires the queen.
    const high = run("2017", [...to57A({ highest: true }), { by: "W", play: "C9" }]);
    expect(high.revokes).toEqual([{ by: "W", trick: 2, card: "C9", established: false, noticed: false }]);
    const ok = run("2017", [...to57A({ highest: true }), { by: "W", play: "CQ" }]);
    // Not following suit at all is one revoke (the reducer's), not two.
    const off = run("2017", [...to57A({ highest: true }), { by: "W", play: "D5" }]);
    expect(off.revokes).toEqual([{ by: "W", trick: 2, card: "D5", established: false, noticed: false }]);
    expect(ok.revokes).toEqual([]);
    // A prohibition of another suit binds only a hand void in the suit led: West follows to clubs.
    const prohibit = run("2017", [...to57A({ prohibit: "D" }), { by: "W", play: "CJ" }]);
    expect(prohibit.revokes).toEqual([]);
  });
});

describe("2017 57D: a defender's legal card at his RHO's turn waits for its turn", () => {
  const early = [...AUCTION, { by: "W", lead: "HQ" }, { by: "E", play: "H4" }];
  it("the card waits and the play goes on: no ruling, dummy's turn (never phase ruling with ruling null)", () => {
    const s = run("2017", early);
    expect(s.phase).toBe("play");
    expect(s.turn).toBe("N");
    expect(s.ruling).toBeNull();
    expect(s.penaltyCards).toEqual([]);
  });
  it("the director's event changes nothing; dummy's card releases it at East's turn", () => {
    const s = run("2017", [...early, { director: true }, { by: "N", play: "H2" }]);
    expect(s.phase).toBe("play");
    expect(s.ruling).toBeNull();
    expect(s.turn).toBe("S");
    expect(s.tricks?.[0]?.cards).toEqual([
      { by: "W", card: "HQ" },
      { by: "N", card: "H2" },
      { by: "E", card: "H4", implied: true },
    ]);
  });
});
