/**
 * The leads group (Laws 41, 47E, 53-56), unit by unit; the outcomes are the Laws' (docs/research-play.md),
 * on the corpus deal D1 (test/fixtures, 4S by South, West to lead).
 */
import { describe, expect, it } from "vitest";
import { replay } from "../../src/index.js";
import { chooseLeadOption, leadOptionsFor, makePenaltyCard } from "../../src/laws/play/penaltyCards.js";
import { initialState } from "../../src/table/machine.js";

const DEAL = "N:KQ3.952.KQ73.842 862.764.T92.T653 AJT94.AK3.84.AK7 75.QJT8.AJ65.QJ9";
const AUCTION = [
  { by: "N", call: "P" },
  { by: "E", call: "P" },
  { by: "S", call: "4S" },
  { by: "W", call: "P" },
  { by: "N", call: "P" },
  { by: "E", call: "P" },
];
// Trick 1: W HQ, N H2, E H4, S HA (South wins); trick 2: S SA, W S5, N S3, E S2 (South wins).
const TWO_TRICKS = [
  { by: "W", lead: "HQ" },
  { by: "N", play: "H2" },
  { by: "E", play: "H4" },
  { by: "S", play: "HA" },
  { by: "S", play: "SA" },
  { by: "W", play: "S5" },
  { by: "N", play: "S3" },
  { by: "E", play: "S2" },
];
const run = (events: unknown[], edition = "2017", lang: "en" | "ru" = "en") =>
  replay(
    {
      format: "table-log@1",
      edition,
      dealer: "N",
      vulnerability: "None",
      deal: DEAL,
      events: [...AUCTION, ...events],
    },
    { lang },
  );
const value = (r: ReturnType<typeof run>) => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe("Law 54: a faced opening lead out of turn", () => {
  it("gives declarer five options, each with its consequences, and plays nothing yet", () => {
    const s = value(run([{ by: "E", lead: "C3" }]));
    expect(s.phase).toBe("ruling");
    expect(s.tricks).toEqual([]);
    const r = s.ruling;
    if (r === null || "question" in r) throw new Error("no ruling");
    expect(r.chooser).toBe("S");
    expect(r.options.map((o) => o.id)).toEqual([
      "leads.spread",
      "leads.accept-lead",
      "leads.refuse-require-suit",
      "leads.refuse-prohibit-suit",
      "leads.refuse-no-restriction",
    ]);
    // Refusing makes the card a major penalty card (54D, 50D1(a)); each refusal makes the 50D2 choice at
    // West's lead itself, so it says which (require, prohibit, the card stays), not that a choice is to come.
    const ids = r.options.slice(2).map((o) => o.consequences.map((c) => c.id));
    for (const o of ids) {
      expect(o).toContain("leads.major-penalty-card");
      expect(o).not.toContain("leads.lead-option");
    }
    expect(ids.map((o) => o.find((id) => /require|prohibit|stays/.test(id)))).toEqual([
      "leads.require",
      "leads.prohibit",
      "leads.stays-penalty-card",
    ]);
    expect(r.options[1]!.event).toEqual({ by: "S", accept: true });
  });
  it("reads out every option in both languages, with no key left untranslated", () => {
    for (const lang of ["en", "ru"] as const) {
      const s = value(run([{ by: "E", lead: "C3" }], "2017", lang));
      const text = s.ruling !== null && "explain" in s.ruling ? (s.ruling.explain ?? "") : "";
      expect(text).not.toMatch(/option\.|consequence\.|irregularity\.|ruling\.step/);
      expect(text.split("\n").filter((l) => l.startsWith("- "))).toHaveLength(5);
    }
  });
  it("54A: declarer who spreads becomes dummy; his partner declares and the next card is from the new dummy", () => {
    const s = value(
      run([
        { by: "E", lead: "C3" },
        { by: "S", spread: true },
      ]),
    );
    expect([s.declarer, s.dummy, s.turn, s.phase]).toEqual(["N", "S", "S", "play"]);
  });
  it("54C: declarer who could have seen dummy may not refuse", () => {
    const r = run([
      { by: "E", lead: "C3" },
      { by: "S", accept: false, sawDummy: true },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("lead-must-be-accepted");
  });
  it("only declarer holds the option", () => {
    const r = run([
      { by: "E", lead: "C3" },
      { by: "N", accept: true },
    ]);
    expect(!r.ok && r.error.code).toBe("no-option");
  });
  it("53A: declarer playing to the lead from his own hand accepts it", () => {
    const s = value(
      run([
        { by: "E", lead: "C3" },
        { by: "S", play: "C7" },
      ]),
    );
    expect(s.tricks?.[0]?.cards).toEqual([
      { by: "E", card: "C3" },
      { by: "S", card: "C7" },
    ]);
    expect(s.turn).toBe("W");
  });
  it("50D2: West may not lead before declarer has chosen", () => {
    const r = run([
      { by: "E", lead: "C3" },
      { by: "S", accept: false },
      { by: "W", lead: "HQ" },
    ]);
    expect(!r.ok && r.error.code).toBe("lead-restriction-not-chosen");
  });
  it("54E: a card the presumed dummy faces as a lead is no lead; West still leads", () => {
    const s = value(run([{ by: "N", lead: "SK" }]));
    expect([s.phase, s.turn, s.tricks]).toEqual(["lead", "W", undefined]);
  });
});

describe("Law 41A: the face-down opening lead", () => {
  it("is played only when faced", () => {
    expect(value(run([{ by: "W", lead: "HQ", faceDown: true }])).tricks).toBeUndefined();
    const s = value(
      run([
        { by: "W", lead: "HQ", faceDown: true },
        { by: "W", face: true },
      ]),
    );
    expect(s.tricks).toEqual([{ leader: "W", cards: [{ by: "W", card: "HQ" }] }]);
  });
  it("a face-down lead out of turn goes back to the hand, no penalty card", () => {
    const s = value(run([{ by: "E", lead: "C3", faceDown: true }]));
    expect([s.phase, s.turn, s.penaltyCards]).toEqual(["lead", "W", undefined]);
  });
  it("facing a card that was never led face down is an error", () => {
    const r = run([{ by: "E", face: true }]);
    expect(!r.ok && r.error.code).toBe("no-face-down-lead");
  });
});

describe("Laws 53, 55, 56 in the play", () => {
  it("53B: dummy to lead, West leads out of turn, dummy's card: the director is asked whether it is dummy's proper lead", () => {
    // Trick 3 is won in dummy: S S4, W S7, N SK, E S6.
    const three = [
      ...TWO_TRICKS,
      { by: "S", play: "S4" },
      { by: "W", play: "S7" },
      { by: "N", play: "SK" },
      { by: "E", play: "S6" },
    ];
    const s = value(run([...three, { by: "W", play: "DA" }, { by: "N", play: "D3" }]));
    expect(s.ruling).toMatchObject({ question: "properLead", about: AUCTION.length + three.length + 1 });
    const played = value(
      run([...three, { by: "W", play: "DA" }, { by: "N", play: "D3", properLead: false }]),
    );
    expect(played.tricks?.at(-1)?.cards).toEqual([
      { by: "W", card: "DA" },
      { by: "N", card: "D3" },
    ]);
  });
  it("55A: either defender may answer declarer's lead out of turn", () => {
    // South is to lead trick 3 (he won trick 2); dummy leads instead: East, next after dummy, prevails; West may answer.
    const s = value(run([...TWO_TRICKS, { by: "N", play: "SK" }]));
    const r = s.ruling;
    if (r === null || "question" in r) throw new Error("no ruling");
    expect([r.irregularity, r.law, r.chooser]).toEqual(["declarer-lead-out-of-turn", "55A", "E"]);
    const w = value(run([...TWO_TRICKS, { by: "N", play: "SK" }, { by: "W", accept: false }]));
    expect([w.turn, w.phase, w.penaltyCards]).toEqual(["S", "play", []]);
    expect(w.watchForDamage).toContainEqual({ offendingSide: "NS", law: "55C" });
  });
  it("56 refused when declarer was to lead: a major penalty card, no lead option (partner is not on lead)", () => {
    const s = value(run([...TWO_TRICKS, { by: "E", play: "D2" }, { by: "S", accept: false }]));
    expect(s.penaltyCards).toEqual([{ seat: "E", card: "D2", kind: "major", law: "50D" }]);
    expect(s.leadRestrictions).toEqual([]);
    expect([s.turn, s.phase]).toEqual(["S", "play"]);
  });
  it("47E1: a lead made on an opponent's word cannot be accepted", () => {
    const r = run([...TWO_TRICKS, { by: "E", play: "D2", misinformedTurn: true }, { by: "S", accept: true }]);
    expect(r.ok).toBe(false);
  });
});

describe("src/laws/play/penaltyCards.ts", () => {
  const s = {
    ...initialState({ edition: "2017", dealer: "N", vulnerability: "None" }),
    declarer: "S" as const,
  };
  it("a minor penalty card bars the lower cards of its suit (50C); a major one must be played (50D1(a))", () => {
    expect(makePenaltyCard(s, "E", "H4", "minor")).toContainEqual({
      kind: "obligate",
      obligation: { seat: "E", mayNotPlay: { suit: "H", below: "T" }, law: "50C" },
    });
    expect(makePenaltyCard(s, "E", "HQ", "major")).toContainEqual({
      kind: "obligate",
      obligation: { seat: "E", mustPlay: "HQ", law: "50D1(a)" },
    });
  });
  it("a prohibition lasts while the leader keeps the lead and picks the card up (50D2(a)); a waiver leaves it", () => {
    const withCard = {
      ...s,
      penaltyCards: [{ seat: "E" as const, card: "HQ", kind: "major" as const, law: "50D" }],
      obligations: [{ seat: "E" as const, mustPlay: "HQ", law: "50D1(a)" }],
    };
    const lr = leadOptionsFor(withCard, "E", "HQ")[0]!;
    const open = {
      ...withCard,
      leadRestrictions: lr.kind === "set" && lr.key === "leadRestrictions" ? lr.value : [],
    };
    const r = chooseLeadOption(open, "S", { prohibit: "H" }, 0);
    expect(r.ok && r.value).toContainEqual({ kind: "pickUpPenaltyCards", cards: withCard.penaltyCards });
    expect(r.ok && r.value[0]).toMatchObject({
      value: [{ leader: "W", until: "retains-lead", chosen: { prohibit: "H" } }],
    });
    const w = chooseLeadOption(open, "S", { waive: true }, 0);
    expect(w.ok && w.value).toHaveLength(1);
    expect(chooseLeadOption(open, "N", { waive: true }, 0).ok).toBe(false);
  });
});

describe("1987", () => {
  it("a defender's lead out of turn gives declarer his option (56, reconstructed from 1997)", () => {
    const s = value(run([...TWO_TRICKS, { by: "E", play: "D2" }], "1987"));
    const r = s.ruling;
    if (r === null || "question" in r) throw new Error("no ruling");
    expect([r.law, r.chooser]).toEqual(["56", "S"]);
  });
});

describe("Law 54 with a card of the declaring side exposed while declarer chooses (issue 24)", () => {
  it("a card declarer does not hold is bad input naming the event and the key", () => {
    const r = run([
      { by: "E", lead: "C3" },
      { by: "S", expose: "SK", beganSpread: true },
    ]);
    expect(!r.ok && r.error).toMatchObject({ code: "card-not-held", event: 7, key: "expose" });
  });
  it("48A then 54C: a card declarer dropped leaves his option; the presumed dummy's card forces acceptance", () => {
    const s = value(
      run(
        [
          { by: "E", lead: "C3" },
          { by: "S", expose: "SA", beganSpread: false },
          { by: "N", expose: "SK" },
        ],
        "1987",
      ),
    );
    expect([s.phase, s.declarer, s.dummy, s.turn, s.penaltyCards]).toEqual(["play", "S", "N", "S", []]);
  });
});

describe("attention drawn while declarer's Law 56 option is open (9A2, 9B; issue 24)", () => {
  // South wins trick 2 and is on lead; West leads the diamond five out of turn.
  const lead = [...TWO_TRICKS, { by: "W", play: "D5" }];
  it("a defender's attention changes nothing; dummy's is watched under 43A1; declarer still chooses", () => {
    for (const edition of ["2017", "1987"]) {
      const s = value(
        run(
          [...lead, { by: "E", attention: true }, { by: "N", attention: true }, { director: true }],
          edition,
        ),
      );
      const r = s.ruling;
      if (r === null || "question" in r) throw new Error("no ruling");
      expect([r.law, r.chooser]).toEqual(["56", "S"]);
      expect(s.watchForDamage).toEqual([{ offendingSide: "NS", law: "43A1" }]);
      const after = value(run([...lead, { by: "E", attention: true }, { by: "S", accept: true }], edition));
      expect([after.phase, after.turn]).toEqual(["play", "N"]);
    }
  });
});
