/**
 * The appeal's bodies checked on their own: the new score is a `session@1` adjusted score on the board's
 * vulnerability and code (a weighted score is 12C1(c) of the 2017 code; the 1987 Law 12C has none, and the
 * session scorer refuses it there), the panel is a committee or a reviewing director (93A), and the public
 * view removes the players' names from the appeal's texts in their Russian cases too.
 */
import { describe, expect, it } from "vitest";
import { scoreText } from "../../src/register/appeal-page.js";
import {
  type Appeal,
  type Decision,
  decisionOf,
  lodgingOf,
  newScore,
  panelOf,
} from "../../src/register/appeals.js";
import { publicView } from "../../src/register/profile.js";
import type { StoredRuling } from "../../src/register/repository.js";

const WEIGHTED = {
  weighted: [
    { weight: "2/3", contract: "4S", declarer: "N", tricks: 10 },
    { weight: "1/3", contract: "4S", declarer: "N", tricks: 9 },
  ],
};
const ctx = { vulnerability: "None", edition: "2017", deposit: false } as const;
const JUDGED = [{ kind: "judgment", point: "a logical alternative to 4S", finding: "changed" }];

describe("the appeal's decision", () => {
  it("takes a weighted new score under the 2017 code and names 12C1(c)", () => {
    const d = decisionOf({ facts: "f", outcome: "changed", points: JUDGED, adjusted: WEIGHTED }, ctx);
    expect(d).toMatchObject({ outcome: "changed", scoring: "matchpoints", comments: "" });
    const o = newScore({ ...(d as Decision), at: "", by: "" }, "None", "2017")!;
    expect(scoreText("en", o, "2017", "matchpoints")).toBe(
      "Weighted adjusted score (Law 12C1(c)): 66.67% 4♠ North 10 (+420); 33.33% 4♠ North 9 (−50)",
    );
  });

  it("refuses a weighted score under the 1987 code, as the session scorer does", () => {
    const d = decisionOf(
      { facts: "f", outcome: "changed", points: JUDGED, adjusted: WEIGHTED },
      { ...ctx, edition: "1987" },
    );
    expect(d).toMatchObject({
      code: "register.appeal.adjusted",
      status: 400,
      engine: { code: "weighted-1987" },
    });
  });

  it("refuses a score that does not add up, an IMP figure at matchpoints, and a stray key", () => {
    const wrong = { assigned: { contract: "4S", declarer: "N", tricks: 10, score: 450 } };
    expect(
      decisionOf({ facts: "f", outcome: "changed", points: JUDGED, adjusted: wrong }, ctx),
    ).toMatchObject({
      engine: { code: "score-mismatch" },
    });
    const imps = { artificial: { ns: { imps: 3 }, ew: "A-" } };
    expect(decisionOf({ facts: "f", outcome: "changed", points: JUDGED, adjusted: imps }, ctx)).toMatchObject(
      {
        engine: { code: "artificial-imps-mp" },
      },
    );
    expect(
      decisionOf({ facts: "f", outcome: "changed", points: JUDGED, adjusted: imps, scoring: "teams" }, ctx),
    ).toMatchObject({
      outcome: "changed",
      scoring: "teams",
    });
    expect(decisionOf({ facts: "f", outcome: "upheld", verdict: "x" }, ctx)).toMatchObject({
      code: "register.unknown-key",
      key: "verdict",
    });
  });
});

describe("the appeal's panel", () => {
  it("is a committee or a reviewing director (93A), not both nor neither", () => {
    expect(panelOf({ director: "R. Reviewer" })).toEqual({
      panel: { director: "R. Reviewer" },
      accounts: [],
    });
    expect(panelOf({})).toMatchObject({ code: "register.appeal.panel-one" });
    expect(panelOf({ committee: { chairman: "C", members: [] } })).toMatchObject({
      code: "register.appeal.members",
      key: "committee.members",
    });
  });
});

describe("the appeal in the public view", () => {
  const ruling = {
    id: "r1",
    ownerId: 1,
    owner: "anna",
    ownerDisabled: false,
    director: "Олег Судья",
    edition: "2017",
    report: { event: "e", date: "2026-01-01", facts: "", ruling: "", players: { N: "Нина Кузнецова" } },
  } as unknown as StoredRuling;
  const appeal: Appeal = {
    state: "approved",
    appellant: "NS",
    grounds: "Апелляцию подали Нина и КУЗНЕЦОВОЙ партнёр",
    lodgedAt: "2026-01-01T00:00:00Z",
    lodgedBy: "anna",
    panel: { director: "Олег Судья" },
    hearers: ["cora"],
    decision: {
      facts: "Комитет выслушал Нину Кузнецову",
      outcome: "upheld",
      scoring: "matchpoints",
      comments: "Судья Олег прав",
      at: "",
      by: "cora",
    },
  };
  it("removes the names in their cases, and the director's when the profile says so", () => {
    const v = publicView(ruling, "ru", { names: "removed", director: "removed" }, appeal);
    const text = JSON.stringify(v);
    expect(text).not.toMatch(/нин|кузнецов|олег|anna|cora/i);
    expect(v.appeal?.decision?.facts).toBe("Комитет выслушал Север");
    expect(v.ruling.director).toBe("судья");
  });
  it("keeps an appeal out of the public view until it is approved", () => {
    expect(
      publicView(ruling, "ru", { names: "removed", director: "shown" }, { ...appeal, state: "decided" })
        .appeal,
    ).toBe(undefined);
  });
});

describe("92D and 93B3", () => {
  const lodging = { appellant: "NS", grounds: "g" };
  it("92D: an absent partner is deemed to concur under the 1987 code, not under 2017; a captain by name", () => {
    const absent = { ...lodging, concurrence: { partner: "absent" } };
    expect(lodgingOf(absent, null, "1987")).toMatchObject({ concurrence: { partner: "absent" } });
    expect(lodgingOf(absent, null, "2017")).toMatchObject({
      code: "register.appeal.partner-absent",
      status: 422,
    });
    expect(lodgingOf({ ...lodging, concurrence: { captain: "Ivan" } }, null)).toMatchObject({
      concurrence: { captain: "Ivan" },
    });
    expect(lodgingOf(lodging, null, "1987")).toMatchObject({
      code: "register.appeal.concurrence",
      status: 422,
    });
    expect(lodgingOf({ ...lodging, concurrence: { partner: "concurs", captain: "x" } }, null)).toMatchObject({
      code: "register.appeal.concurrence-one",
    });
  });

  it("93B3: a committee recommends on a point of law; a reviewing director (93A) may change it", () => {
    const law = (finding: string) => [{ kind: "law", point: "27B2 or 27B1(a)?", finding }];
    const upheld = { facts: "f", outcome: "upheld" };
    expect(decisionOf({ ...upheld, points: law("recommend") }, ctx)).toMatchObject({
      points: [{ kind: "law", finding: "recommend" }],
    });
    const changed = { facts: "f", outcome: "changed", adjusted: WEIGHTED, points: law("changed") };
    expect(decisionOf(changed, ctx)).toMatchObject({ code: "register.appeal.law-point", status: 422 });
    expect(decisionOf(changed, { ...ctx, committee: false })).toMatchObject({ outcome: "changed" });
    expect(
      decisionOf({ ...upheld, points: [{ kind: "fact", point: "p", finding: "recommend" }] }, ctx),
    ).toMatchObject({ code: "register.appeal.point-recommend" });
    expect(decisionOf({ ...upheld, points: JUDGED }, ctx)).toMatchObject({
      code: "register.appeal.points-outcome",
    });
  });
});
