/**
 * The sequence group (src/laws/play/sequence.ts: 43B2(b), 43B3, 45D, 45E, 45F, 46B, 47E2(b), 60B), the
 * cases the fixtures leave out; the outcomes are the Laws' (docs/play/sequence.md), on the corpus deal D1
 * (test/fixtures, 4S by South, West to lead).
 */
import { describe, expect, it } from "vitest";
import { paragraph } from "../../src/editions.js";
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
// Trick 1: W HQ, N H2, E H4, S HA (South wins).
const TRICK1 = [
  { by: "W", lead: "HQ" },
  { by: "N", play: "H2" },
  { by: "E", play: "H4" },
  { by: "S", play: "HA" },
];
const run = (events: unknown[], edition = "2017", deal: string | null = DEAL) =>
  replay({
    format: "table-log@1",
    edition,
    dealer: "N",
    vulnerability: "None",
    ...(deal === null ? {} : { deal }),
    events: [...AUCTION, ...events],
  });
const value = (r: ReturnType<typeof run>) => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const error = (r: ReturnType<typeof run>) => {
  if (r.ok) throw new Error("the log should be rejected");
  return r.error;
};

describe("45E: a fifth card to a trick", () => {
  it("a defender's honour is a major penalty card with no question", () => {
    const s = value(run([...TRICK1, { by: "E", play: "CT", fifthCard: true }]));
    expect(s.penaltyCards).toEqual([{ seat: "E", card: "CT", kind: "major", law: "50D" }]);
    expect(s.ruling).toBeNull();
    expect(s.turn).toBe("S");
  });
  it("a low card: the state asks whether it was unintended (50B)", () => {
    const s = value(run([...TRICK1, { by: "E", play: "H6", fifthCard: true }]));
    expect(s.ruling).toMatchObject({ question: "accidental" });
  });
  it("without the finding the card is a lead out of turn, as before", () => {
    const s = value(run([...TRICK1, { by: "E", play: "H6" }]));
    expect(s.ruling).toMatchObject({ irregularity: "lead-out-of-turn", law: "56" });
  });
  it("the trick's winner dropping another card on it, found no lead: declarer's goes back", () => {
    const s = value(run([...TRICK1, { by: "S", play: "S4", fifthCard: true }]));
    expect([s.turn, s.tricks?.length, s.ruling]).toEqual(["S", 1, null]);
  });
  it("a second penalty card makes a minor one major (50B)", () => {
    const s = value(
      run([
        ...TRICK1,
        { by: "E", play: "H6", fifthCard: true, accidental: true },
        { by: "E", play: "H7", fifthCard: true, accidental: true },
      ]),
    );
    expect(s.penaltyCards).toEqual([
      { seat: "E", card: "H6", kind: "major", law: "50D" },
      { seat: "E", card: "H7", kind: "major", law: "50D" },
    ]);
    expect(s.obligations.filter((o) => "mayNotPlay" in o)).toEqual([]);
  });
  it("a card not held is still an error", () => {
    expect(error(run([...TRICK1, { by: "E", play: "SA", fifthCard: true }])).code).toBe("card-not-held");
  });
});

describe("46B: an incomplete designation from dummy", () => {
  it("only dummy's card carries a designation", () => {
    const e = error(run([{ by: "W", lead: "HQ", designation: "low" }]));
    expect(e.key).toBe("designation");
  });
  it("a designation on a declarer's card is an error naming the event and the key", () => {
    const e = error(run([...TRICK1, { by: "S", play: "S4", designation: "suit" }]));
    expect([e.code, e.event, e.key]).toEqual(["designation-not-dummy", 10, "designation"]);
  });
  it("a value that is no designation is refused when the log is read", () => {
    const e = error(
      run([
        { by: "W", lead: "HQ" },
        { by: "N", play: "H2", designation: "small" },
      ]),
    );
    expect([e.code, e.event, e.key]).toEqual(["designation-invalid", 7, "designation"]);
  });
  it("'win' with dummy not last: not known, so any card is taken as logged", () => {
    // South leads a diamond, West plays low, dummy plays third: which card wins is not known yet.
    const s = value(
      run([
        ...TRICK1,
        { by: "S", play: "D4" },
        { by: "W", play: "D5" },
        { by: "N", play: "D3", designation: "win" },
      ]),
    );
    expect(s.turn).toBe("E");
  });
  it("'win' when dummy cannot win the trick: nothing deemed", () => {
    // Trick 2: South leads the heart three, West the ten; dummy (H95) plays third: 'win' deems no card.
    const s = value(
      run([
        ...TRICK1,
        { by: "S", play: "H3" },
        { by: "W", play: "HT" },
        { by: "N", play: "H5", designation: "win" },
      ]),
    );
    expect(s.turn).toBe("E");
  });
});

describe("45F and 43B: dummy's conduct", () => {
  it("45F before any card: an error value, not a watch", () => {
    const r = run([{ by: "E", attention: true, dummyIndicated: true }]);
    expect(r.ok).toBe(false);
  });
  it("dummyForfeited on a defender's attention is an error naming the key", () => {
    const e = error(run([...TRICK1, { by: "E", attention: true, dummyForfeited: true }]));
    expect([e.code, e.key]).toEqual(["dummy-forfeited-not-dummy", "dummyForfeited"]);
  });
  it("43B3 without the full record: the named revoke is neither corrected nor transferred, the defenders watched", () => {
    const s = value(
      run(
        [
          { by: "W", lead: "C5" },
          {
            by: "N",
            attention: true,
            revoke: { by: "E", trick: 1 },
            dummyForfeited: true,
            established: true,
          },
          { by: "S", result: 10 },
        ],
        "1987",
        null,
      ),
    );
    expect(s.revokes).toEqual([{ by: "E", trick: 1, established: true, noticed: true, law: "43B3" }]);
    expect(s.watchForDamage).toEqual([{ offendingSide: "EW", law: "43B3" }]);
    expect(s.result).toMatchObject({ byPlay: 10, transferred: [], declarerTricks: 10 });
  });
});

describe("45D, 47E2(b), 60B: the marks and the windows", () => {
  it("45D: dummy's card in an earlier trick stays played", () => {
    const s = value(run([...TRICK1, { by: "S", play: "SA" }, { by: "N", withdraw: "H2", notNamed: true }]));
    expect(s.tricks?.[0]?.cards).toHaveLength(4);
    expect(s.turn).toBe("W");
  });
  it("45D: a defender without the mark may not take his card back (47F: nothing changes)", () => {
    const s = value(
      run([
        { by: "W", lead: "HQ" },
        { by: "N", play: "H9" },
        { by: "E", withdraw: "H4" },
      ]),
    );
    expect(s.tricks?.[0]?.cards).toEqual([
      { by: "W", card: "HQ" },
      { by: "N", card: "H9" },
    ]);
  });
  it("45D: the marks are spent once a card goes to the next trick", () => {
    const s = value(
      run([
        { by: "W", lead: "HQ" },
        { by: "N", play: "H9" },
        { by: "E", play: "H4" },
        { by: "N", withdraw: "H9", notNamed: true },
        { by: "N", play: "H2" },
        { by: "S", play: "HA" },
        { by: "S", play: "SA" },
      ]),
    );
    expect(s.playRestrictions).toEqual([]);
  });
  it("47E2(b): a card never played: nothing to take back, no watch", () => {
    const s = value(run([...TRICK1, { by: "W", withdraw: "HJ", misexplanation: true }]));
    expect(s.watchForDamage).toEqual([]);
  });
  it("60B: the mark goes once the defenders accept a later lead from the wrong hand", () => {
    // South won trick 1 and must lead; dummy leads the spade king: refused (55B2), then dummy leads again.
    const s = value(
      run([
        ...TRICK1,
        { by: "N", play: "SK" },
        { by: "E", accept: false },
        { by: "N", play: "SK" },
        { by: "E", accept: true },
      ]),
    );
    expect(s.playRestrictions).toEqual([]);
    expect(s.tricks?.at(-1)?.cards).toEqual([{ by: "N", card: "SK" }]);
  });
});

describe("the registry", () => {
  it("marks procedure with nothing to rule, and no such paragraph needs a fixture", () => {
    expect(paragraph("2017", "65A")?.effect).toBe("none");
    expect(paragraph("1987", "66D")?.effect).toBe("none");
    expect(paragraph("2017", "46B2")?.effect).toBeUndefined();
  });
});
