/**
 * What the double-dummy worker computes (pure, no DOM: unit tests under Node). The worker (web/dd/worker.ts)
 * calls `compute` with a small transposition table for a phone and a time limit.
 */
import type { Card, Hand } from "../../src/core/card.js";
import type { Seat } from "../../src/core/seat.js";
import { type DdOptions, solvePosition } from "../../src/dd/index.js";
import { declarerTricks } from "../../src/scoring/proposal.js";
import type {
  ClaimAnswer,
  ClaimRequest,
  ContractAnswer,
  ContractRequest,
  DdAnswer,
  DdRequest,
} from "./protocol.js";

type Answer<T> =
  | { ok: true; value: T }
  | { ok: false; code: string; params?: Record<string, string | number> };

const ns = (s: Seat): boolean => s === "N" || s === "S";
const size = (h: Hand): number => h.S.length + h.H.length + h.D.length + h.C.length;
const cardText = (c: Card): string => `${c.suit}${c.rank}`;

/**
 * THE worker's claim computation, in one place. Today: the double-dummy tricks of the claim position
 * (`solvePosition`). When the engine's claim analysis lands (`analyseClaim(state, options)`, issue 20
 * item 4), it drops in here: call it with `req.state` (the engine's state at the claim, as JSON) and
 * `options`, and copy its `doubleDummy`, `normal` and `basis` into the answer; the screen
 * (web/dd/ClaimAnalysis.tsx) already shows `normal` and `basis` when they are there.
 */
export const computeClaim = (req: ClaimRequest, options: DdOptions): Answer<ClaimAnswer> => {
  const s = solvePosition(req.position, options);
  if (!s.ok)
    return { ok: false, code: s.error.code, params: s.error.params as Record<string, string | number> };
  const remaining = size(req.position.hands[s.value.player]);
  const same = ns(s.value.player) === ns(req.claimer);
  const mine = (t: number) => (same ? t : remaining - t);
  return {
    ok: true,
    value: {
      kind: "claim",
      remaining,
      doubleDummy: mine(s.value.tricks),
      player: s.value.player,
      cards: s.value.cards.map((c) => ({ card: cardText(c.card), tricks: mine(c.tricks) })),
    },
  };
};

/** A contract's double-dummy tricks for its declarer, his left-hand opponent leading (12C proposals). */
export const computeContract = (req: ContractRequest, options: DdOptions): Answer<ContractAnswer> => {
  const t = declarerTricks(req.deal, req.contract, req.declarer, options);
  if (!t.ok) return { ok: false, code: t.error.code, params: t.error.params };
  return { ok: true, value: { kind: "contract", tricks: t.value } };
};

export const compute = (req: DdRequest, options: DdOptions): Answer<DdAnswer> =>
  req.kind === "claim" ? computeClaim(req, options) : computeContract(req, options);
