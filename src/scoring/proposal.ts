/**
 * Law 12C proposals (*extension*, docs/session.md "Proposals"): for each outcome the director lists as
 * likely, the tricks (his, or double dummy from the board's deal) and the score they give (Law 77, from
 * the board's vulnerability), and the weighted adjusted score his weights would make. A starting point
 * with its basis, never the ruling: the award is the director's `adjusted` score.
 *
 * Pure (no I/O). A full deal's double-dummy search can be slow (docs/dd.md): each one has a time limit
 * and a search that passes it is the error `proposal-time-limit` naming the outcome, never a hang.
 */
import { parseDeal } from "../core/card.js";
import { type Seat, sideOf } from "../core/seat.js";
import { isVulnerable } from "../core/vulnerability.js";
import { type DdOptions, playTrace } from "../dd/index.js";
import { add, eq, type Frac, ONE, ZERO } from "./frac.js";
import { isTricks, parseContract, score } from "./law77.js";
import type { ProposalOutcome, SessionBoard, SessionError, SessionResult, SResult } from "./session-types.js";

/** One outcome as proposed: the tricks and where they come from, and NS's score for them. */
export interface ProposedOutcome {
  contract: string;
  declarer: Seat;
  tricks: number;
  /** `double-dummy`: worked out from the deal (the director gave none); `director`: his. */
  from: "double-dummy" | "director";
  /** NS's score for those tricks (Law 77). */
  score: number;
  weight?: Frac;
}

export interface ProposalReport {
  board: number;
  /** The result's index on the board. */
  result: number;
  ns: string;
  ew: string;
  outcomes: ProposedOutcome[];
  /** True when every outcome has a weight and they add up to 1: `weighted` is then the score they make. */
  complete: boolean;
  /** Sum of the weights given. */
  weights: Frac;
}

const LEFT: Record<Seat, Seat> = { N: "E", E: "S", S: "W", W: "N" };

/** The declarer's double-dummy tricks in the contract's strain, his left-hand opponent leading (Law 41A). */
export const declarerTricks = (
  deal: string,
  contract: string,
  declarer: Seat,
  options: DdOptions = {},
): SResult<number> => {
  const d = parseDeal(deal);
  const c = parseContract(contract);
  if (!d.ok || !c.ok)
    return { ok: false, error: { code: "deal-invalid", key: "deal", params: { value: deal } } };
  const start = { hands: d.value, trump: c.value.strain, leader: LEFT[declarer], trick: [] };
  // The trace's first value: the tricks of the side not on lead (the declaring side) before the lead.
  const t = playTrace(start, [], options);
  if (!t.ok)
    return {
      ok: false,
      error: {
        code: t.error.code === "dd-time-limit" ? "proposal-time-limit" : t.error.code,
        params: { ms: options.timeLimitMs ?? 60_000 },
      },
    };
  return { ok: true, value: t.value[0]! };
};

const nsScore = (o: ProposalOutcome, tricks: number, board: SessionBoard): number => {
  const c = parseContract(o.contract);
  if (!c.ok || !isTricks(tricks)) return 0;
  const s = score(c.value, isVulnerable(board.vulnerability, o.declarer), tricks);
  return sideOf(o.declarer) === "NS" ? s : -s;
};

/**
 * The proposal of result `index` on `board` (which must have a `proposal`): each outcome's tricks and
 * score. Double-dummy values are kept in `cache` (by strain and declarer) across the board's results.
 */
export const proposeAdjustment = (
  board: SessionBoard,
  index: number,
  options: DdOptions = {},
  cache = new Map<string, number>(),
): SResult<ProposalReport> => {
  const r: SessionResult = board.results[index]!;
  const outcomes: ProposedOutcome[] = [];
  let weights = ZERO;
  let complete = true;
  const list = r.proposal?.outcomes ?? [];
  for (let i = 0; i < list.length; i++) {
    const o = list[i]!;
    let tricks = o.tricks;
    if (tricks === undefined) {
      const strain = parseContract(o.contract);
      const key = `${strain.ok ? strain.value.strain : o.contract}${o.declarer}`;
      let dd = cache.get(key);
      if (dd === undefined) {
        const t = declarerTricks(board.deal ?? "", o.contract, o.declarer, options);
        if (!t.ok) return { ok: false, error: where(t.error, board.board, index, i) };
        dd = t.value;
        cache.set(key, dd);
      }
      tricks = dd;
    }
    const p: ProposedOutcome = {
      contract: o.contract,
      declarer: o.declarer,
      tricks,
      from: o.tricks === undefined ? "double-dummy" : "director",
      score: nsScore(o, tricks, board),
    };
    if (o.weight) {
      p.weight = o.weight;
      weights = add(weights, o.weight);
    } else complete = false;
    outcomes.push(p);
  }
  return {
    ok: true,
    value: {
      board: board.board,
      result: index,
      ns: r.ns,
      ew: r.ew,
      outcomes,
      complete: complete && eq(weights, ONE),
      weights,
    },
  };
};

const where = (e: SessionError, board: number, result: number, i: number): SessionError => ({
  ...e,
  board,
  result,
  key: `proposal.outcomes.${i}.tricks`,
});

/** The proposal as the session@1 `adjusted` score it would make (when its weights are complete). */
export const proposalAdjusted = (p: ProposalReport): Record<string, unknown> | null => {
  if (!p.complete) return null;
  const part = (o: ProposedOutcome) => ({ contract: o.contract, declarer: o.declarer, tricks: o.tricks });
  if (p.outcomes.length === 1) return { assigned: part(p.outcomes[0]!) };
  return {
    weighted: p.outcomes.map((o) => ({
      weight: o.weight!.d === 1n ? Number(o.weight!.n) : weightText(o.weight!),
      ...part(o),
    })),
  };
};

const weightText = (w: Frac): number | string => {
  let x = w.d;
  while (x % 2n === 0n) x /= 2n;
  while (x % 5n === 0n) x /= 5n;
  return x === 1n ? Number(w.n) / Number(w.d) : `${w.n}/${w.d}`;
};
