/**
 * The reducer's play half: the play verbs (src/model/verbs.ts) applied, and the card that stands in the
 * trick. Here alone are the trick surgery, the trick winner, the tricks won, the next hand and the score.
 */
import { lho, type Seat, sideOf } from "../core/seat.js";
import type { Suit } from "../core/strain.js";
import type { Effect } from "../model/effects.js";
import type { Revoke, Trick, TricksWon } from "../model/play.js";
import type { TableState } from "../model/state.js";
import type { PlayVerb } from "../model/verbs.js";
import { heldHands, trickWinner, trumpOf } from "../play/play.js";
import { boardScore, transfersOf } from "../scoring/board.js";
import type { Writer } from "./apply.js";

const VERBS: ReadonlySet<string> = new Set<PlayVerb["kind"]>([
  "withdrawCard",
  "placeCard",
  "substituteCard",
  "returnTricks",
  "recordRevoke",
  "withdrawRevoke",
  "establish",
  "ruleRevokes",
  "penaltyCard",
  "pickUpPenaltyCards",
  "tricksAgreed",
  "result",
]);

export const isPlayVerb = (fx: Effect): fx is PlayVerb => VERBS.has(fx.kind);

const SEATS: readonly Seat[] = ["N", "E", "S", "W"];
const order = (leader: Seat, seat: Seat): number => (SEATS.indexOf(seat) - SEATS.indexOf(leader) + 4) % 4;

/** A complete trick is won (44: the highest trump, else the highest card of the suit led). */
export const withWinner = (t: Trick, contract: string | null): Trick => {
  if (t.cards.length === 4) t.winner = trickWinner(t, trumpOf(contract));
  return t;
};

/** The tricks each side has won: the recorded tricks' winners, and after a `position` the tricks before it. */
const tricksWonOf = (s: TableState, tricks: readonly Trick[]): TricksWon => {
  const w = { NS: 0, EW: 0 };
  for (const t of tricks) if (t.winner !== undefined) w[sideOf(t.winner)]++;
  const u = s.unrecorded;
  return u ? { NS: w.NS + u.NS, EW: w.EW + u.EW } : w;
};

/** The tricks rewritten: the record and the tricks won follow. */
const retrick = (w: Writer, tricks: Trick[]): void => {
  w.setList("tricks", tricks);
  w.s.tricksWon = tricksWonOf(w.s, tricks);
};

const withdrawCard = (w: Writer, v: Extract<PlayVerb, { kind: "withdrawCard" }>): void => {
  const tricks = [...(w.s.tricks ?? [])];
  const t = tricks[v.at];
  if (t === undefined) return;
  const cards = t.cards.filter((c) => c.by !== v.by);
  if (cards.length === 0) tricks.splice(v.at, 1);
  else tricks[v.at] = { leader: t.leader, cards };
  retrick(w, tricks);
};

const placeCard = (w: Writer, v: Extract<PlayVerb, { kind: "placeCard" }>): void => {
  const tricks = [...(w.s.tricks ?? [])];
  const t = tricks[v.at];
  if (t === undefined) return;
  const cards = [...t.cards, { by: v.by, card: v.card }].sort(
    (a, b) => order(t.leader, a.by) - order(t.leader, b.by),
  );
  tricks[v.at] = withWinner({ leader: t.leader, cards }, w.s.contract);
  retrick(w, tricks);
};

const substituteCard = (w: Writer, v: Extract<PlayVerb, { kind: "substituteCard" }>): void => {
  const tricks = [...(w.s.tricks ?? [])];
  const t = tricks[v.at];
  if (t === undefined) return;
  const cards = t.cards.map((x) => (x.by === v.by && x.card === v.played ? { by: x.by, card: v.card } : x));
  const fixed: Trick = { ...t, cards };
  if (t.winner !== undefined) withWinner(fixed, w.s.contract);
  tricks[v.at] = fixed;
  retrick(w, tricks);
  // The last trick won by another hand: its new winner leads (44G).
  if (fixed.winner !== t.winner && v.at === tricks.length - 1) w.s.turn = fixed.winner!;
};

const penaltyCards = (w: Writer, v: Extract<PlayVerb, { kind: "penaltyCard" | "pickUpPenaltyCards" }>) => {
  const cards = w.s.penaltyCards ?? [];
  if (v.kind === "penaltyCard") {
    const e = v.entry;
    w.setList("penaltyCards", [...cards.filter((p) => !(p.seat === e.seat && p.card === e.card)), e]);
  } else
    w.setList(
      "penaltyCards",
      cards.filter((p) => !v.cards.some((x) => x.seat === p.seat && x.card === p.card)),
    );
};

const revokes = (w: Writer, v: Extract<PlayVerb, { kind: `${string}Revoke${string}` | "establish" }>) => {
  const list = w.s.revokes ?? [];
  switch (v.kind) {
    case "recordRevoke":
      w.setList("revokes", [...list, v.revoke]);
      break;
    case "withdrawRevoke": {
      const kept = list.filter((r) => !(r.by === v.by && r.trick === v.trick && r.card === v.card));
      if (kept.length !== list.length) w.setList("revokes", kept);
      break;
    }
    case "establish":
      w.setList(
        "revokes",
        list.map((r) =>
          !r.established &&
          !r.corrected &&
          sideOf(r.by) === v.side &&
          (v.before === undefined || v.before > r.trick)
            ? { ...r, established: true }
            : r,
        ),
      );
      break;
    case "ruleRevokes":
      w.setList("revokes", v.revokes);
      break;
  }
};

/** Applies a play verb. */
export const applyVerb = (w: Writer, v: PlayVerb): void => {
  const s = w.s;
  switch (v.kind) {
    case "withdrawCard":
      withdrawCard(w, v);
      break;
    case "placeCard":
      placeCard(w, v);
      break;
    case "substituteCard":
      substituteCard(w, v);
      break;
    case "returnTricks":
      retrick(w, (s.tricks ?? []).slice(0, v.keep));
      break;
    case "recordRevoke":
    case "withdrawRevoke":
    case "establish":
    case "ruleRevokes":
      revokes(w, v);
      break;
    case "penaltyCard":
    case "pickUpPenaltyCards":
      penaltyCards(w, v);
      break;
    case "tricksAgreed":
      s.result = { byPlay: v.byPlay, transferred: [], declarerTricks: v.byPlay };
      break;
    case "result": {
      const r = boardScore(s, v.byPlay, v.transfers ?? transfersOf(s.revokes));
      if (r.result !== undefined) s.result = r.result;
      s.score = r.score;
      break;
    }
  }
};

/**
 * 61A: a card that does not follow suit though its hand holds the suit led is a revoke, however it came to
 * the trick: in turn, or out of turn where it stands (declarer's premature play, 57C3; a defender's after
 * declarer has played from both hands, 57C1). The engine knows it at once (noticed: false).
 */
const recordRevokeOf = (s: TableState, trick: Trick, n: number, by: Seat, card: string): void => {
  const led = trick.cards[0]?.card[0];
  if (led === undefined || card[0] === led || (s.revokes ?? []).some((r) => r.by === by && r.trick === n))
    return;
  const hands = heldHands(s);
  if (hands !== null && hands[by][led as Suit].length > 0) {
    const revoke: Revoke = { by, trick: n, card, established: false, noticed: false };
    s.revokes = [...(s.revokes ?? []), revoke];
  }
};

/**
 * A card stands in the trick in progress (or leads a new one): a penalty card it is leaves the table, the
 * obligation to play it is spent; the fourth card completes the trick (its winner leads next, 44G), else the
 * next hand plays. The trick it stands in.
 */
export const standCard = (w: Writer, by: Seat, card: string, implied: boolean): Trick => {
  const s = w.s;
  const tricks = w.list("tricks");
  let trick = tricks[tricks.length - 1];
  if (trick === undefined || trick.winner !== undefined) {
    trick = { leader: by, cards: [] };
    tricks.push(trick);
  } else {
    recordRevokeOf(s, trick, tricks.length, by, card);
    trick = { ...trick, cards: [...trick.cards] };
    tricks[tricks.length - 1] = trick;
  }
  trick.cards.push(implied ? { by, card, implied: true } : { by, card });
  if (s.penaltyCards?.some((p) => p.seat === by && p.card === card))
    s.penaltyCards = s.penaltyCards.filter((p) => !(p.seat === by && p.card === card));
  if (s.obligations.some((o) => o.seat === by && "mustPlay" in o && o.mustPlay === card))
    s.obligations = s.obligations.filter((o) => !(o.seat === by && "mustPlay" in o && o.mustPlay === card));
  if (trick.cards.length < 4) {
    // The next hand clockwise from the leader that has not played: after a card in turn, its maker's LHO;
    // after a card out of turn that stands (57C1, 57C3), the hand whose turn it was still plays.
    let t = trick.leader;
    for (let i = 0; i < 4 && trick.cards.some((x) => x.by === t); i++) t = lho(t);
    s.turn = t;
  } else {
    const winner = withWinner(trick, s.contract).winner!;
    const side = sideOf(winner);
    s.tricksWon = { ...s.tricksWon!, [side]: s.tricksWon![side] + 1 };
    s.turn = winner;
  }
  return trick;
};
