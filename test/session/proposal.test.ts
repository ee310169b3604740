/**
 * Law 12C proposals (the session@1 extension `deal` + `proposal`, docs/session.md): the reader checks their
 * form; the proposal gives each listed contract its tricks (double dummy from the deal when the director
 * gave none, and says so) and the Law 77 score of the board's vulnerability. The deal's values are worked
 * out from the cards: North holds AKQ2 of spades and AK2 in each other suit, South no entry, East JT98 of
 * spades, so North-South take exactly 9 tricks in spades or in notrump whoever leads: 3 spades (East's J
 * wins the fourth round) and 2 in each other suit; no ruff (North and South are both 3-3-3 outside).
 */
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { Solver } from "../../src/dd/index.js";
import { sessionToJson, validateSession } from "../../src/formats/session.js";
import { declarerTricks, proposalAdjusted, proposeAdjustment } from "../../src/scoring/proposal.js";
import { scoreSession } from "../../src/scoring/session.js";
import type { Session } from "../../src/scoring/session-types.js";

const DEAL = "N:AKQ2.AK2.AK2.AK2 JT98.QJT9.QJT.QJ 7654.876.876.876 3.543.9543.T9543";

const doc = (board: Record<string, unknown>, result: Record<string, unknown> = {}) => ({
  format: "session@1",
  edition: "2017",
  scoring: "matchpoints",
  boards: [
    {
      board: 1,
      ...board,
      results: [
        { ns: "1", ew: "11", contract: "3NT", declarer: "N", tricks: 9 },
        { ns: "2", ew: "12", adjusted: { artificial: { ns: "A+", ew: "A-" } }, ...result },
      ],
    },
  ],
});

const LISTED = {
  proposal: {
    outcomes: [
      { contract: "3NT", declarer: "N", weight: 0.7 },
      { contract: "4S", declarer: "N", weight: 0.3 },
    ],
  },
};

const read = (d: unknown): Session => {
  const s = validateSession(d);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
};

describe("12C proposals in session@1 (extension)", () => {
  it("the double-dummy tricks of a contract from the deal: 9 for North in spades and in notrump", () => {
    expect(declarerTricks(DEAL, "3NT", "N")).toEqual({ ok: true, value: 9 });
    expect(declarerTricks(DEAL, "4S", "N")).toEqual({ ok: true, value: 9 });
  });

  it("fills the tricks of each listed contract, says they are double dummy, scores them (board 1, none vulnerable)", () => {
    const s = read(doc({ deal: DEAL }, LISTED));
    const p = proposeAdjustment(s.boards[0]!, 1);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.value.outcomes.map(({ weight: _, ...o }) => o)).toEqual([
      { contract: "3NT", declarer: "N", tricks: 9, from: "double-dummy", score: 400 },
      { contract: "4S", declarer: "N", tricks: 9, from: "double-dummy", score: -50 },
    ]);
    expect(p.value.complete).toBe(true);
    expect(proposalAdjusted(p.value)).toEqual({
      weighted: [
        { weight: 0.7, contract: "3NT", declarer: "N", tricks: 9 },
        { weight: 0.3, contract: "4S", declarer: "N", tricks: 9 },
      ],
    });
  });

  it("the director's tricks stand and are his; the vulnerability is the board's (NS vulnerable: 4S made +620, 3NT +600)", () => {
    const s = read(
      doc(
        { deal: DEAL, vulnerability: "NS" },
        {
          proposal: {
            outcomes: [
              { contract: "4S", declarer: "N", tricks: 10 },
              { contract: "3NT", declarer: "N" },
            ],
          },
        },
      ),
    );
    const p = proposeAdjustment(s.boards[0]!, 1);
    if (!p.ok) throw new Error(p.error.code);
    expect(p.value.outcomes).toEqual([
      { contract: "4S", declarer: "N", tricks: 10, from: "director", score: 620 },
      { contract: "3NT", declarer: "N", tricks: 9, from: "double-dummy", score: 600 },
    ]);
    // No weights yet: the proposal is not a score.
    expect(p.value.complete).toBe(false);
    expect(proposalAdjusted(p.value)).toBeNull();
  });

  it("an EW declarer's tricks are the 4 North-South do not take, and his score is to NS", () => {
    const s = read(doc({ deal: DEAL }, { proposal: { outcomes: [{ contract: "2S", declarer: "E" }] } }));
    const p = proposeAdjustment(s.boards[0]!, 1);
    if (!p.ok) throw new Error(p.error.code);
    // East-West take the 4 tricks North-South do not: 2S by East is down 4, 200 to NS (none vulnerable).
    expect(p.value.outcomes[0]).toMatchObject({ tricks: 4, from: "double-dummy", score: 200 });
  });

  it("a proposal leaves the scoring alone and is written back as it was read", () => {
    const withProposal = read(doc({ deal: DEAL }, LISTED));
    const without = read(doc({}));
    const a = scoreSession(withProposal);
    const b = scoreSession(without);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(a.value.ranking).toEqual(b.value.ranking);
    const json = sessionToJson(withProposal) as { boards: Record<string, unknown>[] };
    expect(json.boards[0]!.deal).toBe(DEAL);
    expect((json.boards[0]!.results as Record<string, unknown>[])[1]!.proposal).toEqual(LISTED.proposal);
    expect(read(json)).toEqual(withProposal);
  });

  it("the reader's errors name the board, the result and the key", () => {
    const e = (d: unknown) => {
      const s = validateSession(d);
      return s.ok ? null : s.error;
    };
    expect(e(doc({}, LISTED))).toMatchObject({
      code: "proposal-no-deal",
      board: 1,
      result: 1,
      key: "proposal.outcomes.0.tricks",
    });
    expect(e(doc({ deal: "N:AKQ2.AK2.AK2.AK2" }))).toMatchObject({ code: "deal-invalid", key: "deal" });
    expect(
      e(doc({ deal: DEAL }, { proposal: { outcomes: [{ contract: "3NT", declarer: "N", odds: 1 }] } })),
    ).toMatchObject({ code: "unknown-key", key: "proposal.outcomes.0.odds" });
    expect(
      e(doc({ deal: DEAL }, { proposal: { outcomes: [{ contract: "8NT", declarer: "N" }] } })),
    ).toMatchObject({
      code: "contract-unreadable",
      key: "proposal.outcomes.0.contract",
    });
    expect(
      e(doc({ deal: DEAL }, { proposal: { outcomes: [{ contract: "3NT", declarer: "N", weight: 2 }] } })),
    ).toMatchObject({ code: "weight-invalid", key: "proposal.outcomes.0.weight" });
    expect(e(doc({ deal: DEAL }, { proposal: { outcomes: [] } }))).toMatchObject({
      key: "proposal.outcomes",
    });
    // 1987 Law 12C knows no weighted score: a 1987 proposal lists its outcomes without weights.
    expect(e({ ...doc({ deal: DEAL }, LISTED), edition: "1987" })).toMatchObject({
      code: "weighted-1987",
      key: "proposal.outcomes.0.weight",
    });
    const bare = LISTED.proposal.outcomes.map(({ weight: _, ...o }) => o);
    expect(e({ ...doc({ deal: DEAL }, { proposal: { outcomes: bare } }), edition: "1987" })).toBeNull();
  });

  it("a search that passes its time limit is an error naming the outcome, not a hang", () => {
    const s = read(doc({ deal: DEAL }, LISTED));
    let t = 0;
    const p = proposeAdjustment(s.boards[0]!, 1, {
      timeLimitMs: 5_000,
      now: () => (t += 1_000),
      // A fresh table: the shared one already knows this deal from the tests above.
      solver: new Solver(12),
    });
    expect(p).toEqual({
      ok: false,
      error: {
        code: "proposal-time-limit",
        board: 1,
        result: 1,
        key: "proposal.outcomes.0.tricks",
        params: { ms: 5_000 },
      },
    });
  });

  it("the schema knows the extension: the example validates, a proposal's unknown key does not", () => {
    const schema = JSON.parse(readFileSync(new URL("../../schema/session-1.json", import.meta.url), "utf8"));
    const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);
    const example = JSON.parse(
      readFileSync(new URL("../../examples/proposal-session.json", import.meta.url), "utf8"),
    );
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    expect(validateSession(example).ok).toBe(true);
    expect(
      validate(
        doc({ deal: DEAL }, { proposal: { outcomes: [{ contract: "3NT", declarer: "N", odds: 1 }] } }),
      ),
    ).toBe(false);
    expect(validate(doc({ deal: "N:AKQ2" }))).toBe(false);
  });
});
