/**
 * The quick paths' facts as table-log events (docs/table-log.md, "The play period"): the director called
 * during the play enters what happened, not the forty cards before it. No DOM here (unit tests under Node).
 *
 * Where the play so far is not recorded, a `position` event (the tricks played, won by each side, who is on
 * lead) stands for it; after it, the cards continue from the next trick.
 */
import type { PublicState, Seat, Suit } from "../../src/engine.js";
import { parseDeal } from "../../src/engine.js";
import type { EventJson, LogJson, OptionRuling } from "../model.js";
import { playOptionChoice } from "./options.js";

export const SEATS: readonly Seat[] = ["N", "E", "S", "W"];
/**
 * The order of every suit picker in the app: the bidding box's, lowest first (docs/app.md, "Suits"). The hands
 * of a deal are shown as a hand record, spades first (web/play/cards.ts).
 */
export const SUITS: readonly Suit[] = ["C", "D", "H", "S"];

const lho = (s: Seat): Seat => SEATS[(SEATS.indexOf(s) + 1) % 4]!;
export const partnerOf = (s: Seat): Seat => SEATS[(SEATS.indexOf(s) + 2) % 4]!;
export const sideOf = (s: Seat): "NS" | "EW" => (s === "N" || s === "S" ? "NS" : "EW");

/** Tricks completed so far (by the record, or by a `position`). */
export const tricksPlayed = (s: PublicState): number => (s.tricksWon ? s.tricksWon.NS + s.tricksWon.EW : 0);

/** Has anything of the play been recorded (the opening lead, a card, a position)? */
export const playStarted = (s: PublicState): boolean =>
  s.lead !== undefined || (s.tricks?.length ?? 0) > 0 || tricksPlayed(s) > 0;

/** The trick now being played or about to be led (1..13). */
export const currentTrick = (s: PublicState): number => Math.min(13, tricksPlayed(s) + 1);

/** Cards already played to the trick in progress. */
export const cardsInTrick = (s: PublicState): number => {
  const last = s.tricks?.[s.tricks.length - 1];
  return last && last.winner === undefined ? last.cards.length : 0;
};

/** Where the play stands for a path: the trick the facts are about and who is on lead to it. */
export interface Where {
  trick: number;
  /** The hand on lead to that trick. */
  leader: Seat;
  /** Tricks won so far by North-South (only for a position: the record knows it otherwise). */
  nsWon: number;
  /** The director said who is on lead (past trick 1 of a position nobody can know it: asked, not preset). */
  asked?: boolean;
}

/**
 * Is `w` past the recorded play (the cards since the last one recorded were not written down: a later
 * position, docs/table-log.md)?
 */
export const isLater = (s: PublicState, w: Where): boolean => playStarted(s) && w.trick > currentTrick(s);

/** Can the director say the play went on unrecorded (in the play, with a trick after the record's)? */
export const canGoLater = (s: PublicState): boolean =>
  playStarted(s) && s.phase === "play" && currentTrick(s) < 13;

/** The first trick a later position may put the play at: the one after the record's trick. */
export const laterMin = (s: PublicState): number => currentTrick(s) + 1;

/** North-South's tricks before trick `trick` in a later position: at least the record's, leaving East-West theirs. */
export const nsWonRange = (s: PublicState, trick: number): [number, number] => {
  const won = playStarted(s) ? (s.tricksWon ?? { NS: 0, EW: 0 }) : { NS: 0, EW: 0 };
  return [won.NS, Math.max(won.NS, trick - 1 - won.EW)];
};

/**
 * The events that put the table at `where`: a position when nothing of the play is recorded yet and the facts
 * are after trick 1, or when `where` is past the recorded play (a later position).
 */
export const positionEvents = (s: PublicState, w: Where): EventJson[] => {
  if ((playStarted(s) && !isLater(s, w)) || w.trick <= 1) return [];
  const played = w.trick - 1;
  const [lo, hi] = nsWonRange(s, w.trick);
  const ns = Math.max(lo, Math.min(hi, w.nsWon));
  return [{ position: { played, NS: ns, EW: played - ns, lead: w.leader } }];
};

/** Is `w` complete: the record's, the opening lead, or a position whose leader the director has said? */
export const whereReady = (s: PublicState, w: Where): boolean =>
  positionEvents(s, w).length === 0 || w.asked === true;

/** Does a path need the director to say where the play stands (nothing recorded yet)? */
export const needsWhere = (s: PublicState): boolean => !playStarted(s);

/** Is `w` the record's own trick (the record says who is on lead, and which cards are in it)? */
export const asRecorded = (s: PublicState, w: Where): boolean => playStarted(s) && !isLater(s, w);

/** The default `where`: the record's, or the opening lead. */
export const defaultWhere = (s: PublicState): Where => {
  const last = s.tricks?.[s.tricks.length - 1];
  const inProgress = last !== undefined && last.winner === undefined && last.cards.length > 0;
  return {
    trick: playStarted(s) ? currentTrick(s) : 1,
    leader: inProgress ? last.leader : (s.turn ?? lho(s.declarer ?? "N")),
    nsWon: s.tricksWon?.NS ?? 0,
  };
};

/** A lead event: the opening lead where nothing is recorded and it is trick 1, otherwise a play. */
const cardEvent = (s: PublicState, w: Where, by: Seat, card: string): EventJson =>
  !playStarted(s) && w.trick === 1 ? { by, lead: card } : { by, play: card };

/** Lead out of turn: `by` led `card` when `where.leader` was on lead. */
export const leadEvents = (s: PublicState, w: Where, by: Seat, card: string): EventJson[] => [
  ...positionEvents(s, w),
  cardEvent(s, w, by, card),
];

/**
 * A card exposed or dropped: in the auction (recorded before its last call, where Law 24 rules on it),
 * or in the play at `where` (before the lead to that trick).
 */
export const exposeEvents = (
  s: PublicState,
  w: Where,
  by: Seat,
  card: string,
  accidental: boolean,
): EventJson[] => [...positionEvents(s, w), { by, expose: card, accidental }];

/**
 * The log with a card exposed in the auction: the event goes before the call that ended it (what came after
 * that call, declarer's lead restriction, replays after it). Only while nothing of the play is recorded.
 */
export const exposeInAuction = (
  log: LogJson,
  by: Seat,
  card: string,
  accidental: boolean,
): LogJson | null => {
  const events = log.events;
  let last = -1;
  for (let i = events.length - 1; i >= 0; i--)
    if ("call" in events[i]! || "change" in events[i]!) {
      last = i;
      break;
    }
  if (last < 0) return null;
  return {
    ...log,
    events: [...events.slice(0, last), { by, expose: card, accidental }, ...events.slice(last)],
  };
};

/** Can a card still be recorded as exposed in the auction (nothing of the play recorded)? */
export const canExposeInAuction = (s: PublicState): boolean => !playStarted(s) && s.phase === "lead";

/** The seat that draws attention to another's irregularity: the non-offending side's player (not dummy). */
export const attentionBy = (s: PublicState, offender: Seat): Seat => {
  const declarer = s.declarer ?? "N";
  return sideOf(offender) === sideOf(declarer) ? lho(declarer) : declarer;
};

export interface RevokeFacts {
  by: Seat;
  trick: number;
  established: boolean;
  trickWonBy?: Seat;
  laterTricks?: number;
  /** A 64B exception the record cannot show: 64B2, 64B4, 64B5; `penalty` for a penalty card not played. */
  exception?: "64B2" | "64B4" | "64B5" | "penalty";
  /** Not established: the revoke card (62B1: a defender's becomes a major penalty card). */
  card?: string;
}

/**
 * The tricks a revoke by `by` may be named on (61A: a card played): any before the play is recorded; else up
 * to the latest trick the record shows, the one in progress only if `by` has played to it. Null: none yet.
 */
export const revokeTrickRange = (s: PublicState, by: Seat | null): [number, number] | null => {
  if (!playStarted(s)) return [1, 13];
  const latest = (s.tricks?.length ?? 0) + (s.unrecorded?.tricks ?? 0);
  const last = s.tricks?.[s.tricks.length - 1];
  const open = last !== undefined && last.winner === undefined;
  const max = open && (by === null || !last.cards.some((c) => c.by === by)) ? latest - 1 : latest;
  return max < 1 ? null : [1, max];
};

/** The card `by` played to trick `trick` as recorded (after a position, the tricks are numbered on). */
export const recordedCard = (s: PublicState, by: Seat, trick: number): string | null => {
  const t = s.tricks?.[trick - 1 - (s.unrecorded?.tricks ?? 0)];
  return t?.cards.find((c) => c.by === by)?.card ?? null;
};

/** A revoke named without the full record (attention with `revoke` and the findings the Law asks). */
export const revokeEvents = (s: PublicState, f: RevokeFacts): EventJson[] => {
  const e: EventJson = {
    by: attentionBy(s, f.by),
    attention: true,
    revoke: f.card === undefined ? { by: f.by, trick: f.trick } : { by: f.by, trick: f.trick, card: f.card },
    established: f.established,
  };
  if (f.established) {
    if (f.trickWonBy !== undefined) e.trickWonBy = f.trickWonBy;
    if (f.laterTricks !== undefined) e.laterTricks = f.laterTricks;
    if (f.exception === "penalty") e.penaltyCardRevoke = true;
    else if (f.exception !== undefined) e.exception = f.exception;
    if (s.dummy !== undefined ? f.by === s.dummy : f.by === partnerOf(s.declarer ?? "N"))
      e.dummyRevoke = true;
  }
  return [e];
};

/** The tricks the offending side may have won after the revoke trick. */
export const laterTricksMax = (trick: number): number => 13 - trick;

export interface ClaimFacts {
  by: Seat;
  tricks: number;
  statement: string;
}

/** The tricks not yet played at `where`. */
export const remainingTricks = (s: PublicState, w: Where): number =>
  13 - (asRecorded(s, w) ? tricksPlayed(s) : w.trick - 1);

export const claimEvents = (s: PublicState, w: Where, f: ClaimFacts): EventJson[] => {
  const e: EventJson = { by: f.by, claim: f.tricks };
  if (f.statement.trim() !== "") e.statement = f.statement.trim();
  return [...positionEvents(s, w), e];
};

/** Premature play (57): after `leader` led `led`, `by` played `card` before his turn. */
export const prematureEvents = (
  s: PublicState,
  w: Where,
  led: string,
  by: Seat,
  card: string,
): EventJson[] => [...positionEvents(s, w), cardEvent(s, w, w.leader, led), { by, play: card }];

/** Simultaneous play (58B): the leader led two cards at once. */
export const simultaneousEvents = (s: PublicState, w: Where, first: string, second: string): EventJson[] => [
  ...positionEvents(s, w),
  cardEvent(s, w, w.leader, first),
  { by: w.leader, play: second, simultaneous: true },
];

/** A defective trick (67): a hand with no card, or one too many, in trick `trick`. */
export const defectiveEvents = (
  s: PublicState,
  by: Seat,
  trick: number,
  kind: "no-card" | "extra-card",
): EventJson[] => [{ by: attentionBy(s, by), attention: true, defectiveTrick: { trick, by, kind } }];

/** The cards of a hand as the deal gives them (all 13: which of them are played is not recorded). */
export const handCards = (log: LogJson, seat: Seat): string[] | null => {
  if (log.deal === undefined) return null;
  const d = parseDeal(log.deal);
  if (!d.ok) return null;
  const h = d.value[seat];
  // In the order of a hand record (spades first), as the award panel lists them.
  return (["S", "H", "D", "C"] as const).flatMap((suit) => h[suit].map((r) => `${suit}${r}`));
};

/** Cards already played in the recorded tricks. */
export const playedCards = (s: PublicState): Set<string> =>
  new Set((s.tricks ?? []).flatMap((t) => t.cards.map((c) => c.card)));

/** The cards a hand may have: its cards in the deal not yet played, or null when the deal is not known. */
export const cardsOf = (log: LogJson, s: PublicState, seat: Seat): string[] | null => {
  const h = handCards(log, seat);
  if (h === null) return null;
  const played = playedCards(s);
  return h.filter((c) => !played.has(c));
};

/**
 * The remaining cards by seat (deal known and every trick recorded: after a `position` the cards played
 * before are not known), for a disputed claim.
 */
export const remainingBySeat = (log: LogJson, s: PublicState): Record<Seat, string[]> | null => {
  if (log.deal === undefined || s.unrecorded !== undefined) return null;
  const out = {} as Record<Seat, string[]>;
  for (const seat of SEATS) out[seat] = cardsOf(log, s, seat) ?? [];
  return out;
};

/** The trump suit of the contract, or null in notrump. */
export const trumpSuit = (s: PublicState): Suit | null => {
  const m = /^\d(C|D|H|S|NT)/.exec(s.contract ?? "");
  return m && m[1] !== "NT" ? (m[1] as Suit) : null;
};

/**
 * Trumps not yet played (null: the record does not show them all, a `position` stands for some tricks) and,
 * with the deal, the trumps each seat may still hold.
 */
export const trumpsOut = (
  log: LogJson,
  s: PublicState,
): { count: number | null; held: Partial<Record<Seat, string[]>> } | null => {
  const trump = trumpSuit(s);
  if (trump === null) return null;
  const played = [...playedCards(s)].filter((c) => c[0] === trump).length;
  const held: Partial<Record<Seat, string[]>> = {};
  const rem = remainingBySeat(log, s);
  if (rem && s.unrecorded === undefined)
    for (const seat of SEATS) held[seat] = rem[seat].filter((c) => c[0] === trump);
  return { count: s.unrecorded === undefined ? 13 - played : null, held };
};

/** The events that choose a play ruling's option; "suit" when the chooser must also name a suit. */
export type OptionChoice =
  | { events: EventJson[] }
  | { suit: "require" | "prohibit"; exclude: Suit | null }
  | null;

/**
 * What choosing option `id` of a play ruling records, as the table's ruling panel records it (an event the
 * engine names, else web/play/options.ts): the quick paths and the table give the same events.
 */
export const optionChoice = (
  r: OptionRuling,
  id: string,
  event?: Record<string, unknown>,
  ledSuit: Suit | null = null,
  claimBy?: Seat,
): OptionChoice => {
  const by = r.chooser;
  if (by === undefined) return null;
  if (event !== undefined && typeof event.by === "string") return { events: [{ ...event }] };
  const option = r.options.find((o) => o.id === id) ?? { id, consequences: [] };
  const c = playOptionChoice(by, r.call, option, claimBy, ledSuit);
  return c !== null && "suit" in c ? { suit: c.suit, exclude: c.exclude } : c;
};
