/**
 * The hands faced at a claim (70B3; *extension* `faced` on the `claim` event): the cards each hand still
 * holds, written as a PBN deal string of fewer cards (`S:AJ.K3.. - .Q2.T9. -`), `-` for a hand not faced.
 * Only the form is read here (ranks, each card once); the counts and the cards already played are the
 * engine's check (src/laws/play/faced.ts), which knows the tricks.
 */
import { type Deal, type Hand, isRank, RANKS } from "./card.js";
import { err, ok, type Result } from "./result.js";
import { rotate, SEATS, type Seat } from "./seat.js";
import type { Suit } from "./strain.js";

/** The faced hands: a seat is absent when its hand was not faced. */
export type Faced = Partial<Deal>;

const ORDER: readonly Suit[] = ["S", "H", "D", "C"];

/** Reads a `faced` string; an error names what is wrong (`faced-*`). */
export const parseFaced = (text: string): Result<Faced> => {
  const m = /^([NESW]):(.*)$/s.exec(text.trim());
  if (!m) return err("faced-unreadable", { value: text.slice(0, 20) });
  const hands = m[2]!.trim().split(/\s+/);
  if (hands.length !== 4) return err("faced-unreadable", { value: text.slice(0, 20) });
  const out: Faced = {};
  const seen = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const seat = rotate(m[1] as Seat, i);
    if (hands[i] === "-") continue;
    const suits = hands[i]!.split(".");
    if (suits.length !== 4) return err("faced-unreadable", { value: hands[i]! });
    const hand: Hand = { S: [], H: [], D: [], C: [] };
    for (let s = 0; s < 4; s++)
      for (const ch of suits[s]!) {
        const card = `${ORDER[s]}${ch}`;
        if (!isRank(ch)) return err("faced-unreadable", { value: hands[i]! });
        if (seen.has(card)) return err("faced-card-twice", { card });
        seen.add(card);
        hand[ORDER[s]!].push(ch);
      }
    for (const s of ORDER) hand[s].sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b));
    out[seat] = hand;
  }
  if (Object.keys(out).length === 0) return err("faced-unreadable", { value: text.slice(0, 20) });
  return ok(out);
};

/** The canonical form, north first. */
export const formatFaced = (f: Faced): string =>
  `N:${SEATS.map((seat) => {
    const h = f[seat];
    return h === undefined ? "-" : ORDER.map((s) => h[s].join("")).join(".");
  }).join(" ")}`;

/** All four hands, when all four were faced. */
export const facedDeal = (f: Faced): Deal | null =>
  SEATS.every((s) => f[s] !== undefined) ? (f as Deal) : null;
