/**
 * The hands faced at a claim when the deal is not recorded (2017 70B3, 1987 70B): what the form under the
 * director's award needs, without the DOM: the cards already played, how many cards each hand holds, the
 * claim event's index, and the log with the claim's `faced` key (docs/table-log.md). The engine checks the
 * hands when the log is replayed (src/laws/play/faced.ts).
 */
import { type Faced, formatFaced, parseFaced } from "../../src/core/faced.js";
import type { PublicState, Rank, Seat, Suit } from "../../src/engine.js";
import type { LogJson } from "../model.js";
import { playedCards, SEATS } from "../play/quickModel.js";

export const SUITS: readonly Suit[] = ["S", "H", "D", "C"];
export const RANKS: readonly Rank[] = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];
/** Every card, spades first, each suit from the ace down. */
export const ALL_CARDS: readonly string[] = SUITS.flatMap((s) => RANKS.map((r) => `${s}${r}`));

export type Chosen = Record<Seat, string[]>;

/** The cards each hand holds at the claim: one for each trick it has not played to. */
export const handSizes = (s: PublicState): Record<Seat, number> => {
  const tricks = s.tricks ?? [];
  const done = (s.unrecorded?.tricks ?? 0) + tricks.filter((t) => t.winner !== undefined).length;
  const open = tricks.at(-1)?.winner === undefined ? tricks.at(-1) : undefined;
  const out = {} as Record<Seat, number>;
  for (const seat of SEATS) out[seat] = 13 - done - (open?.cards.some((c) => c.by === seat) ? 1 : 0);
  return out;
};

/** The cards played so far (greyed out in the form): all of them only when every trick is recorded. */
export const played = (s: PublicState): Set<string> => playedCards(s);

/** The hands faced as the state keeps them (`claim.faced`), each seat's cards; a seat not faced is empty. */
export const facedChosen = (s: PublicState): Chosen => {
  const f = s.claim?.faced === undefined ? null : parseFaced(s.claim.faced);
  const out = {} as Chosen;
  for (const seat of SEATS) {
    const h = f?.ok ? f.value[seat] : undefined;
    out[seat] = h ? SUITS.flatMap((x) => h[x].map((r) => `${x}${r}`)) : [];
  }
  return out;
};

/** All four hands faced (the analysis can run). */
export const facedComplete = (s: PublicState): boolean => {
  const f = s.claim?.faced === undefined ? null : parseFaced(s.claim.faced);
  return f?.ok === true && SEATS.every((x) => f.value[x] !== undefined);
};

/** The `faced` text of the chosen cards, North first, `-` for a seat with none chosen. */
export const facedText = (chosen: Chosen): string => {
  const f: Faced = {};
  for (const seat of SEATS) {
    if (chosen[seat].length === 0) continue;
    const h = { S: [], H: [], D: [], C: [] } as Record<Suit, Rank[]>;
    for (const c of chosen[seat]) h[c[0] as Suit].push(c[1] as Rank);
    for (const x of SUITS) h[x].sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b));
    f[seat] = h;
  }
  return formatFaced(f);
};

/** The index of the claim event on the table (the last `claim` in the log), or -1. */
export const claimIndex = (log: LogJson): number => {
  for (let i = log.events.length - 1; i >= 0; i--) if ("claim" in log.events[i]!) return i;
  return -1;
};

/** The log with the claim event carrying the hands faced. */
export const withFaced = (log: LogJson, faced: string): LogJson => {
  const at = claimIndex(log);
  return { ...log, events: log.events.map((e, i) => (i === at ? { ...e, faced } : e)) };
};

/**
 * The one hand still short and the cards nobody holds, when they are exactly what it lacks (every trick
 * recorded): the director enters three hands and the fourth is the rest.
 */
export const theRest = (s: PublicState, chosen: Chosen): { seat: Seat; cards: string[] } | null => {
  if (s.unrecorded !== undefined) return null;
  const sizes = handSizes(s);
  const short = SEATS.filter((x) => chosen[x].length !== sizes[x]);
  if (short.length !== 1) return null;
  const seat = short[0]!;
  const gone = played(s);
  const taken = new Set(SEATS.filter((x) => x !== seat).flatMap((x) => chosen[x]));
  const cards = ALL_CARDS.filter((c) => !gone.has(c) && !taken.has(c));
  return cards.length === sizes[seat] ? { seat, cards } : null;
};
