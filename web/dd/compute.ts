/**
 * What the double-dummy worker computes (pure, no DOM: unit tests under Node). The worker (web/dd/worker.ts)
 * calls `compute` with a small transposition table for a phone and a time limit.
 */
import type { Card, Hand } from "../../src/core/card.js";
import type { Seat } from "../../src/core/seat.js";
import { type DdOptions, solvePosition } from "../../src/dd/index.js";
import { cardIn, type Lang, registerCatalog, seatName, t } from "../../src/explain/core.js";
import { claimsEn } from "../../src/explain/play/claims-en.js";
import { claimsRu } from "../../src/explain/play/claims-ru.js";
import { analyseClaim } from "../../src/laws/play/claimAnalysis.js";
import type { TableState } from "../../src/model/state.js";
import { declarerTricks } from "../../src/scoring/proposal.js";
import type {
  BasisLine,
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

// The worker has no catalogs of its own: the claim's words and the seats' names, both languages.
const SEATS_EN = { "seat.N": "North", "seat.E": "East", "seat.S": "South", "seat.W": "West" };
const SEATS_RU = { "seat.N": "Север", "seat.E": "Восток", "seat.S": "Юг", "seat.W": "Запад" };
registerCatalog("en", { ...claimsEn, ...SEATS_EN });
registerCatalog("ru", { ...claimsRu, ...SEATS_RU });

type Basis = { trick: number; card: string; by: Seat; reason: string; law: string };
const basisText = (lang: Lang, b: Basis): string =>
  t(lang, `claims.basis.${b.reason}`, { card: cardIn(lang, b.card), seat: seatName(lang, b.by), law: b.law });

/**
 * The worker's claim computation, in one place: the double-dummy value of every legal card of the claim
 * position (`solvePosition`), then the engine's own claim analysis (`analyseClaim`, Law 70: the worst
 * normal line and its basis) on the engine's state at the claim, within the same time limit. An analysis
 * that is not worked out (too big, a card out of rotation in the trick) leaves the double-dummy answer.
 */
export const computeClaim = (req: ClaimRequest, options: DdOptions): Answer<ClaimAnswer> => {
  const s = solvePosition(req.position, options);
  if (!s.ok)
    return { ok: false, code: s.error.code, params: s.error.params as Record<string, string | number> };
  const remaining = size(req.position.hands[s.value.player]);
  const same = ns(s.value.player) === ns(req.claimer);
  const mine = (t: number) => (same ? t : remaining - t);
  const value: ClaimAnswer = {
    kind: "claim",
    remaining,
    doubleDummy: mine(s.value.tricks),
    player: s.value.player,
    cards: s.value.cards.map((c) => ({ card: cardText(c.card), tricks: mine(c.tricks) })),
  };
  if (req.state === undefined) return { ok: true, value };
  // The app's state is the public one: the claim, the deal, the tricks, the contract are all there.
  const a = analyseClaim(req.state as TableState, {
    maxNodes: options.maxNodes ?? 50_000_000,
    timeLimitMs: options.timeLimitMs ?? 60_000,
    ...(options.solver ? { solver: options.solver } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  if (!a.ok || !("normal" in a.value)) return { ok: true, value };
  const basis: BasisLine[] = a.value.basis.map((b) => ({
    law: b.law,
    text: { en: basisText("en", b), ru: basisText("ru", b) },
  }));
  return { ok: true, value: { ...value, doubleDummy: a.value.doubleDummy, normal: a.value.normal, basis } };
};

/** A contract's double-dummy tricks for its declarer, his left-hand opponent leading (12C proposals). */
export const computeContract = (req: ContractRequest, options: DdOptions): Answer<ContractAnswer> => {
  const t = declarerTricks(req.deal, req.contract, req.declarer, options);
  if (!t.ok) return { ok: false, code: t.error.code, params: t.error.params };
  return { ok: true, value: { kind: "contract", tricks: t.value } };
};

export const compute = (req: DdRequest, options: DdOptions): Answer<DdAnswer> =>
  req.kind === "claim" ? computeClaim(req, options) : computeContract(req, options);
