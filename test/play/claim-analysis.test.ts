/**
 * The claim's analysis (Law 70, src/laws/play/claimAnalysis.ts) and the replay's option: what it needs
 * without the cards, the hands faced instead of the deal, the budget, `analysis: false`, the structured
 * line's validation, and the double-dummy count against the explorer's brute force on random endings.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Deal } from "../../src/core/card.js";
import { replayLog } from "../../src/editions.js";
import { bruteForce } from "../../src/explore/dd-check.js";
import { analyseClaim, replay, type TableState, validateTableLog } from "../../src/index.js";

const DIR = new URL("../fixtures/2017/law70/", import.meta.url).pathname;
const fixture = (name: string) =>
  JSON.parse(readFileSync(`${DIR}${name}`, "utf8")) as { log: { deal?: string; events: unknown[] } };
const TRICK12 = "70C-claim-at-trick-12-no-statement-proposal-with-its-basis.json";

/** The state at the disputed claim (the award left out). */
const atClaim = (log: { deal?: string; events: unknown[] }): TableState => {
  const v = validateTableLog({ ...log, events: log.events.slice(0, -1) });
  if (!v.ok) throw new Error(JSON.stringify(v.error));
  const r = replayLog(v.value as never);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe("analyseClaim", () => {
  it("says it needs the cards when the deal is not recorded, and works from the hands faced (70B3)", () => {
    const { deal: _d, ...log } = fixture(TRICK12).log;
    const s = atClaim(log);
    expect(analyseClaim(s)).toEqual({ ok: true, value: { needs: "cards" } });
    const hands: Deal = {
      N: { S: ["3", "2"], H: [], D: [], C: [] },
      E: { S: ["4"], H: [], D: [], C: ["2"] },
      S: { S: ["A"], H: ["A"], D: [], C: [] },
      W: { S: ["J"], H: [], D: ["2"], C: [] },
    };
    const a = analyseClaim(s, { hands });
    expect(a.ok && a.value).toMatchObject({ doubleDummy: 2, normal: 1 });
  });

  it("ends with notWorkedOut, never a hang, when the position passes the node budget", () => {
    const s = atClaim(fixture("70A-claim-at-trick-1-all-top-tricks-proposal.json").log);
    const a = analyseClaim(s, { maxNodes: 1 });
    expect(a).toEqual({ ok: true, value: { notWorkedOut: "nodes" } });
  });

  it("is an error value without a claim", () => {
    const s = atClaim({ ...fixture(TRICK12).log, events: fixture(TRICK12).log.events.slice(0, -2) });
    expect(analyseClaim({ ...s, claim: undefined }).ok).toBe(false);
  });

  it("is in the library's replay only when asked (analysis: {} or a budget), never by default or with false", () => {
    const log = fixture(TRICK12).log;
    const on = replay(log, { analysis: {} });
    const off = replay(log, { analysis: false });
    const unasked = replay(log);
    expect(on.ok && on.value.claim?.analysis).toMatchObject({ doubleDummy: 2, normal: 1 });
    expect(off.ok && off.value.claim?.analysis).toBeUndefined();
    expect(unasked.ok && unasked.value.claim?.analysis).toBeUndefined();
  });

  it("reads the statement's line and rejects a step that is not a card or a suit from the top", () => {
    const log = fixture(TRICK12).log;
    const events = [...log.events];
    const at = events.findIndex((e) => (e as { claim?: number }).claim !== undefined);
    events[at] = { ...(events[at] as object), line: ["HA", "SX"] };
    const r = replay({ ...log, events });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "line-step-invalid", event: at, key: "line.1" });
  });
});

describe("doubleDummy against a brute force", () => {
  // Seeded random three-card endings: the analysis's double-dummy count for the side on lead equals the
  // explorer's plain minimax over every card (src/explore/dd-check.ts), and the normal line never beats it.
  let seed = 7;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  it("agrees on 150 random endings", () => {
    const log = fixture(TRICK12).log;
    const base = atClaim(log);
    const cards = "SHDC".split("").flatMap((u) => "23456789TJQKA".split("").map((r) => u + r));
    for (let k = 0; k < 150; k++) {
      const pool = [...cards];
      const hands = new Map<"N" | "E" | "S" | "W", string[]>();
      const deal = {} as Deal;
      for (const seat of ["N", "E", "S", "W"] as const) {
        const h: string[] = [];
        for (let i = 0; i < 3; i++) h.push(pool.splice(rnd(pool.length), 1)[0]!);
        hands.set(seat, h);
        deal[seat] = { S: [], H: [], D: [], C: [] };
        for (const c of h) deal[seat][c[0] as "S"].push(c[1] as "A");
      }
      const trump = "SHDCN"[rnd(5)]!;
      const state = {
        ...base,
        contract: trump === "N" ? "4NT" : `4${trump}`,
        tricks: [],
        turn: "S" as const,
        claim: { by: "S" as const, tricks: 0, status: "pending" as const },
      };
      const a = analyseClaim({ ...state, tricks: base.tricks }, { hands: deal });
      expect(a.ok).toBe(true);
      if (!a.ok || !("doubleDummy" in a.value)) throw new Error("no analysis");
      const want = bruteForce(hands, [], "S", trump === "N" ? null : trump, 0);
      expect(a.value.doubleDummy, JSON.stringify([...hands])).toBe(want);
      expect(a.value.normal).toBeLessThanOrEqual(a.value.doubleDummy);
    }
  });
});
