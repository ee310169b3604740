/**
 * The scoring methods against published worked examples (each test names its source), cross-checks
 * between methods, and properties (fast-check).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateSession } from "../../src/formats/session.js";
import { datum, dropCount, roundTo10 } from "../../src/scoring/butler.js";
import { crossImps } from "../../src/scoring/crossImps.js";
import { frac, toNumber } from "../../src/scoring/frac.js";
import { imps } from "../../src/scoring/imps.js";
import { matchpoints, plain } from "../../src/scoring/matchpoints.js";
import { neuberg, ratio } from "../../src/scoring/neuberg.js";
import { scoreSession } from "../../src/scoring/session.js";
import type { SessionReport } from "../../src/scoring/session-types.js";
import { victoryPoints } from "../../src/scoring/teams.js";

const mps = (scores: number[]) => matchpoints(scores.map(plain)).map(toNumber);

/** A session of one or more boards, each a list of results (NS scores or full result objects). */
const session = (boards: unknown[][], extra: Record<string, unknown> = {}): SessionReport => {
  const doc = {
    format: "session@1",
    edition: "2017",
    scoring: "matchpoints",
    ...extra,
    boards: boards.map((results, b) => ({
      board: b + 1,
      results: results.map((r, i) =>
        typeof r === "number"
          ? { ns: `N${i + 1}`, ew: `E${i + 1}`, score: r }
          : { ns: `N${i + 1}`, ew: `E${i + 1}`, ...(r as object) },
      ),
    })),
  };
  const s = validateSession(doc);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  const r = scoreSession(s.value);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe("Law 78B: the WBF IMP scale", () => {
  it("the research digest's examples (Law 78B table)", () => {
    expect(imps(620 - 170)).toBe(10);
    expect(imps(2980)).toBe(21);
    expect(imps(800 - 620)).toBe(5);
    expect(imps(-450)).toBe(-10);
  });
  it("every band edge of the table", () => {
    const bands: [number, number, number][] = [
      [0, 10, 0],
      [20, 40, 1],
      [50, 80, 2],
      [90, 120, 3],
      [130, 160, 4],
      [170, 210, 5],
      [220, 260, 6],
      [270, 310, 7],
      [320, 360, 8],
      [370, 420, 9],
      [430, 490, 10],
      [500, 590, 11],
      [600, 740, 12],
      [750, 890, 13],
      [900, 1090, 14],
      [1100, 1290, 15],
      [1300, 1490, 16],
      [1500, 1740, 17],
      [1750, 1990, 18],
      [2000, 2240, 19],
      [2250, 2490, 20],
      [2500, 2990, 21],
      [3000, 3490, 22],
      [3500, 3990, 23],
      [4000, 7600, 24],
    ];
    for (const [lo, hi, v] of bands) {
      expect(imps(lo)).toBe(v);
      expect(imps(hi)).toBe(v);
      expect(imps(-hi)).toBe(v === 0 ? 0 : -v);
    }
  });
});

describe("Law 78A: matchpoints", () => {
  it("ties share: nationwidepairs.com.au's worked board of 11 scores (top 20)", () => {
    // +1430, +690, three +680, two +660, +650, two -100, -200 -> 20, 18, 14 x3, 9 x2, 6, 3 x2, 0.
    expect(mps([1430, 690, 680, 680, 680, 660, 660, 650, -100, -100, -200])).toEqual([
      20, 18, 14, 14, 14, 9, 9, 6, 3, 3, 0,
    ]);
  });
});

describe("Neuberg's formula", () => {
  // EBU (Max Bavin, "The Neuberg Formula - the Principle"): ten results where eleven were expected,
  // factored to a top of 20.
  const ebu = [520, 500, 490, 480, 460, 450, 430, 420, 400, -50];
  const expected = [19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1];

  it("the EBU's example of ten results for eleven", () => {
    const raw = matchpoints(ebu.map(plain));
    expect(raw.map((m) => Number(toNumber(neuberg(m, 10, 11)).toFixed(6)))).toEqual(expected);
  });

  it("the same board in a session: an average at the eleventh table is factored around (12C2, Neuberg)", () => {
    const board = [...ebu, { adjusted: { artificial: { ns: "A+", ew: "A-" } } }];
    const r = session([board]);
    const b = r.boards[0]!;
    expect(b.top).toBe(20);
    expect(b.results.slice(0, 10).map((x) => x.nsMP)).toEqual(expected);
    expect(b.results[10]).toMatchObject({
      nsMP: 12,
      ewMP: 8,
      nsPct: 60,
      ewPct: 40,
      adjusted: { law: "12C2(a)" },
    });
  });

  it("a board played fewer times than the most is factored to the full top", () => {
    const full = [700, 600, 500, 400, 300, 200, 100, 0, -100, -200, -300];
    const r = session([full, ebu]);
    expect(r.boards[1]!.results.map((x) => x.nsMP)).toEqual(expected);
    // The ratio method (option) scales by 20/18 instead.
    const q = session([full, ebu], { options: { factoring: "ratio" } });
    expect(q.boards[1]!.results[0]!.nsMP).toBe(20);
    expect(q.boards[1]!.results[9]!.nsMP).toBe(0);
  });

  it("ratio: the ratio of the tops", () => {
    expect(toNumber(ratio(frac(9), 10, 11))).toBe(10);
  });
});

describe("Cross-IMPs", () => {
  it("bridge55.fi's example: +420 against five other tables averages +3.6", () => {
    // The other tables' EW scores -450, +100, +200, -400, -590 are NS scores +450, -100, -200, +400, +590.
    const r = crossImps([420, 450, -100, -200, 400, 590].map(plain));
    expect(toNumber(r[0]!)).toBeCloseTo(3.6, 10);
    const s = session([[420, 450, -100, -200, 400, 590]], { scoring: "cross-imps" });
    expect(s.boards[0]!.results[0]).toMatchObject({ nsIMPs: 3.6, ewIMPs: -3.6 });
  });

  it("the plain sum, and the divisor counting an artificial result (named options)", () => {
    const board = [420, 450, -100, -200, 400, 590, { adjusted: { artificial: { ns: "A", ew: "A" } } }];
    expect(session([board], { scoring: "cross-imps" }).boards[0]!.results[0]!.nsIMPs).toBe(3.6);
    expect(
      session([board], { scoring: "cross-imps", options: { crossImpsDivisor: "results" } }).boards[0]!
        .results[0]!.nsIMPs,
    ).toBe(3);
    expect(
      session([board], { scoring: "cross-imps", options: { crossImpsTotal: "sum" } }).boards[0]!.results[0]!
        .nsIMPs,
    ).toBe(18);
    // 12C2(b): average is 0 IMPs, average plus +3.
    expect(session([board], { scoring: "cross-imps" }).boards[0]!.results[6]).toMatchObject({
      nsIMPs: 0,
      ewIMPs: 0,
    });
  });
});

describe("Butler", () => {
  it("a BBO forum worked example (Bermuda Bowl 2011): 22 tables, datum 514.55 rounded to 510", () => {
    const board = [...Array(3).fill(980), ...Array(11).fill(480), ...Array(7).fill(450), -50];
    expect(datum(board.map(plain), 0)).toBe(510);
    const r = session([board], { scoring: "butler", options: { butlerDrop: 0 } });
    const b = r.boards[0]!;
    expect(b.datum).toBe(510);
    expect([
      b.results[0]!.nsIMPs,
      b.results[3]!.nsIMPs,
      b.results[14]!.nsIMPs,
      b.results[21]!.nsIMPs,
    ]).toEqual([10, -1, -2, -11]);
    expect(b.results[21]!.ewIMPs).toBe(11);
  });

  it("ilovebridge.nl's example: best and worst dropped, 302.5 rounds to a datum of 300", () => {
    const board = [450, 420, -800, -50, 420, 420];
    const r = session([board], { scoring: "butler" });
    expect(r.boards[0]!.datum).toBe(300);
    expect(r.boards[0]!.results.map((x) => x.nsIMPs)).toEqual([4, 3, -15, -8, 3, 3]);
  });

  it("how many are dropped: a count or a per cent, never everything", () => {
    expect(dropCount(10, 1)).toBe(1);
    expect(dropCount(10, { percent: 10 })).toBe(1);
    expect(dropCount(30, { percent: 10 })).toBe(3);
    expect(dropCount(2, 1)).toBe(0);
    expect(dropCount(3, 5)).toBe(1);
    expect(roundTo10(305)).toBe(310);
    expect(roundTo10(-305)).toBe(-310);
  });
});

describe("Law 12C1(c): weighted scores", () => {
  // Newbury's example of a weighting (4H makes ten tricks usually, eleven sometimes: 80% of +420, 20% of
  // +450), scored by the spec's rule: the pair gets the weighted sum of its components' matchpoints and
  // every other pair scores against it as fractions. Worked by hand (top 10):
  //   +450: 8 + (0.8 x 2 + 0.2 x 1) = 9.8;  +420: 5 + 0.8 x 1 = 5.8 each;  +170: 2;  -50: 0;
  //   weighted: 0.8 x (0+1+1+2+2) + 0.2 x (1+2+2+2+2) = 4.8 + 1.8 = 6.6.
  const weighted = {
    adjusted: {
      weighted: [
        { weight: 0.8, contract: "4H", declarer: "S", tricks: 10 },
        { weight: 0.2, contract: "4H", declarer: "S", tricks: 11 },
      ],
    },
  };
  it("the pair gets the weighted sum; the others score against it as fractions", () => {
    const r = session([[450, 420, 420, 170, -50, weighted]]);
    const b = r.boards[0]!;
    expect(b.results.map((x) => x.nsMP)).toEqual([9.8, 5.8, 5.8, 2, 0, 6.6]);
    expect(b.results.map((x) => x.ewMP)).toEqual([0.2, 4.2, 4.2, 8, 10, 3.4]);
    expect(b.results[5]).toMatchObject({ nsMPExact: "33/5", adjusted: { kind: "weighted", law: "12C1(c)" } });
  });

  it("a split score scores each side on its own result (non-balancing)", () => {
    const split = { adjusted: { split: { ns: { score: 420 }, ew: { score: 450 } } } };
    const b = session([[450, 420, 170, split]]).boards[0]!;
    // NS side +420: ties the 420, beats 170 -> 3 of 6. EW side (NS +450): EW ties the 450's EW, loses to none else -> 1.
    expect(b.results[3]).toMatchObject({ nsMP: 3, ewMP: 1, adjusted: { kind: "split", law: "12C1(b)" } });
    // Excluded from the others' comparisons (option): they are factored around it.
    const x = session([[450, 420, 170, split]], { options: { splitField: "excluded" } }).boards[0]!;
    expect(x.results[0]!.nsMP).toBe(5.67);
    expect(x.results[0]!.nsMPExact).toBe("17/3");
  });
});

describe("one field or two", () => {
  it("a Howell (pairs sit both ways, never the same number at one table) is one field: totals over both directions", () => {
    const doc = {
      format: "session@1",
      edition: "2017",
      scoring: "matchpoints",
      boards: [
        {
          board: 1,
          results: [
            { ns: "1", ew: "2", score: 420 },
            { ns: "3", ew: "4", score: 170 },
          ],
        },
        {
          board: 2,
          results: [
            { ns: "2", ew: "3", score: 110 },
            { ns: "4", ew: "1", score: -50 },
          ],
        },
      ],
    };
    const s = validateSession(doc);
    const r = s.ok ? scoreSession(s.value) : s;
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    // Pair 1: 2 as NS on board 1, 2 as EW on board 2 (NS -50 is EW's best): 4 of 4.
    expect(r.value.ranking[0]).toMatchObject({ pair: "1", direction: "both", mp: 4, pct: 100, rank: 1 });
    expect(r.value.ranking.map((x) => x.direction)).toEqual(["both", "both", "both", "both"]);
  });

  it('a Mitchell numbering both directions alike (NS 1 meets EW 1, winners "two") is two fields', () => {
    const doc = {
      format: "session@1",
      edition: "2017",
      scoring: "matchpoints",
      options: { winners: "two" },
      boards: [
        {
          board: 1,
          results: [
            { ns: "1", ew: "1", score: 420 },
            { ns: "2", ew: "2", score: 170 },
          ],
        },
      ],
    };
    const s = validateSession(doc);
    const r = s.ok ? scoreSession(s.value) : s;
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.ranking.map((x) => `${x.direction} ${x.pair} ${x.mp}`)).toEqual([
      "NS 1 2",
      "NS 2 0",
      "EW 2 2",
      "EW 1 0",
    ]);
  });
});

describe("Law 12C2: artificial scores and the session percentage", () => {
  // Two boards; on board 2 pair N1/E1 get A+/A-. N1 score 100% on board 1 (session 100%), E1 0%.
  const b1 = [500, 400, 300];
  const b2 = [{ adjusted: { artificial: { ns: "A+", ew: "A-" } } }, 100, 0];
  it("60/50/40 of the top by default; another figure a regulation sets", () => {
    const r = session([b1, b2]);
    expect(r.boards[1]!.results[0]).toMatchObject({ nsPct: 60, ewPct: 40 });
    const q = session([b1, [{ adjusted: { artificial: { ns: { percent: 55 }, ew: "A" } } }, 100, 0]]);
    expect(q.boards[1]!.results[0]).toMatchObject({ nsPct: 55, ewPct: 50 });
    const o = session([b1, b2], { options: { artificialPercent: { "A+": 65, "A-": 35 } } });
    expect(o.boards[1]!.results[0]).toMatchObject({ nsPct: 65, ewPct: 35 });
  });
  it("2017 12C2(c): the non-offenders' higher and the offenders' lower session percentage", () => {
    const r = session([b1, b2], { sessionPercentage: true });
    expect(r.boards[1]!.results[0]).toMatchObject({
      nsPct: 100,
      ewPct: 0,
      adjusted: { law: "12C2(a), 12C2(c)", sessionPercentage: ["ns", "ew"] },
    });
  });
  it("1987 Law 88: the non-offenders get their session percentage if higher; the offenders keep 40", () => {
    const r = session([b1, b2], { sessionPercentage: true, edition: "1987" });
    expect(r.boards[1]!.results[0]).toMatchObject({
      nsPct: 100,
      ewPct: 40,
      adjusted: { law: "12C1, 88", sessionPercentage: ["ns"] },
    });
  });
  it("at IMPs, +3 / -3 (12C2(b))", () => {
    const r = session([[420, 450, { adjusted: { artificial: { ns: "A+", ew: "A-" } } }]], {
      scoring: "butler",
    });
    expect(r.boards[0]!.results[2]).toMatchObject({ nsIMPs: 3, ewIMPs: -3, adjusted: { law: "12C2(b)" } });
  });
});

describe("Teams", () => {
  const doc = (open: unknown, closed: unknown) => ({
    format: "session@1",
    edition: "2017",
    scoring: "teams",
    boards: [
      {
        board: 1,
        results: [
          { ns: "A", ew: "B", table: "open", match: "1", ...(open as object) },
          { ns: "B", ew: "A", table: "closed", match: "1", ...(closed as object) },
        ],
      },
    ],
  });
  it("IMPs between the two tables: +620 and +170 is 10 IMPs (Law 78B)", () => {
    const s = validateSession(doc({ score: 620 }, { score: 170 }));
    const r = s.ok ? scoreSession(s.value) : s;
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.matches![0]).toMatchObject({
      home: "A",
      away: "B",
      homeIMPs: 10,
      awayIMPs: 0,
      boards: 1,
    });
    expect(r.value.ranking[0]).toMatchObject({ pair: "A", imps: 10, rank: 1 });
    expect(r.value.ranking[1]).toMatchObject({ pair: "B", imps: -10, rank: 2 });
  });
  it("an artificial score at one table replaces the comparison: +3 / -3 IMPs (12C2(b)); VPs of the margin", () => {
    const s = validateSession(doc({ score: 620 }, { adjusted: { artificial: { ns: "A+", ew: "A-" } } }));
    const r = s.ok ? scoreSession(s.value) : s;
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    // Home (A) sits EW at the closed table and gets A-: -3; away (B) sits NS there and gets A+: +3.
    expect(r.value.matches![0]).toMatchObject({ homeIMPs: 0, awayIMPs: 3, homeVP: victoryPoints(-3, 1) });
    expect(r.value.boards[0]!.results[1]).toMatchObject({
      nsIMPs: 3,
      ewIMPs: -3,
      adjusted: { law: "12C2(b)" },
    });
  });

  it("a closed table seated wrongly is an error naming the board, result and match", () => {
    const bad = doc({ score: 620 }, { score: 170 });
    (bad.boards[0]!.results[1] as Record<string, unknown>).ns = "C";
    const s = validateSession(bad);
    const r = s.ok ? scoreSession(s.value) : s;
    expect(r.ok || r.error).toMatchObject({ code: "teams-seating", board: 1, result: 1, key: "match" });
  });
  it("WBF continuous VP scale: 0, 1, 2 IMPs give 10.00, 10.28, 10.55 over 20 boards (bcstar.nl's figures)", () => {
    expect([victoryPoints(0, 20), victoryPoints(1, 20), victoryPoints(2, 20)]).toEqual([10, 10.28, 10.55]);
    expect(victoryPoints(-2, 20)).toBe(9.45);
    expect(victoryPoints(200, 20)).toBe(20);
  });
});

describe("properties", () => {
  const scoreArb = fc.integer({ min: -200, max: 200 }).map((x) => x * 10);
  const weightedArb = fc.tuple(fc.integer({ min: 1, max: 9 }), scoreArb, scoreArb).map(([w, a, b]) => ({
    adjusted: {
      weighted: [
        { weight: w / 10, score: a },
        { weight: (10 - w) / 10, score: b },
      ],
    },
  }));
  const resultArb = fc.oneof(scoreArb, scoreArb, weightedArb);

  it("matchpoints on a board sum to top x results / 2 in each direction (with weighted results and Neuberg)", () => {
    fc.assert(
      fc.property(
        fc.array(resultArb, { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 0, max: 4 }),
        (rs, extra) => {
          const full = Array.from({ length: rs.length + extra }, (_, i) => i * 10);
          const r = session([full, rs]);
          const b = r.boards[1]!;
          const ns = b.results.reduce((s, x) => s + (x.nsMP ?? 0), 0);
          const ew = b.results.reduce((s, x) => s + (x.ewMP ?? 0), 0);
          const want = (b.top! * rs.length) / 2;
          return Math.abs(ns - want) < 0.01 * rs.length && Math.abs(ew - want) < 0.01 * rs.length;
        },
      ),
    );
  });

  it("a weighted score with one component of weight 1 is that assigned score", () => {
    fc.assert(
      fc.property(
        fc.array(scoreArb, { minLength: 1, maxLength: 10 }),
        scoreArb,
        fc.constantFrom("matchpoints", "cross-imps", "butler"),
        (others, s, scoring) => {
          const a = session([[...others, { adjusted: { assigned: { score: s } } }]], { scoring });
          const w = session([[...others, { adjusted: { weighted: [{ weight: 1, score: s }] } }]], {
            scoring,
          });
          const strip = (r: SessionReport) =>
            r.boards[0]!.results.map((x) => [x.nsMP, x.ewMP, x.nsIMPs, x.ewIMPs]);
          expect(strip(w)).toEqual(strip(a));
        },
      ),
    );
  });

  it("Neuberg with no missing results changes nothing", () => {
    fc.assert(
      fc.property(fc.array(scoreArb, { minLength: 1, maxLength: 15 }), (scores) => {
        const raw = matchpoints(scores.map(plain));
        for (const m of raw) expect(neuberg(m, scores.length, scores.length)).toEqual(m);
        const f = session([scores], { options: { factoring: "none" } }).boards[0]!.results.map((x) => x.nsMP);
        const n = session([scores]).boards[0]!.results.map((x) => x.nsMP);
        expect(n).toEqual(f);
      }),
    );
  });

  it("cross-check: cross-IMPs sum to zero and rank the results as matchpoints do; two results give teams' IMPs", () => {
    fc.assert(
      fc.property(fc.array(scoreArb, { minLength: 2, maxLength: 12 }), (scores) => {
        const x = crossImps(scores.map(plain)).map(toNumber);
        expect(Math.abs(x.reduce((a, b) => a + b, 0))).toBeLessThan(1e-9);
        const m = mps(scores);
        for (let i = 0; i < scores.length; i++)
          for (let j = 0; j < scores.length; j++)
            if (m[i]! > m[j]!) expect(x[i]!).toBeGreaterThanOrEqual(x[j]!);
        const two = crossImps([plain(scores[0]!), plain(scores[1]!)]).map(toNumber);
        expect(two[0]).toBe(imps(scores[0]! - scores[1]!));
      }),
    );
  });

  it("cross-check: with two results and nothing dropped, Butler's datum is their mean rounded to 10", () => {
    fc.assert(
      fc.property(scoreArb, scoreArb, (a, b) => {
        expect(datum([plain(a), plain(b)], 1)).toBe(roundTo10((a + b) / 2));
      }),
    );
  });
});
