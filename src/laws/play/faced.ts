/**
 * The hands faced at a claim (2017 70B3, 1987 70B: the director may have the players face their cards),
 * checked against the record: the `claim` event's *extension* `faced` (src/core/faced.ts reads its form).
 * A card already played, a hand of the wrong size, or a hand that differs from the deal recorded is an
 * error value naming the event and the key; the claim's analysis (claimAnalysis.ts) uses the hands when the
 * record does not give the cards (no deal, or a `position`).
 */

import { type Faced, formatFaced, parseFaced } from "../../core/faced.js";
import { err, ok, type Result } from "../../core/result.js";
import { SEATS } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import type { View } from "../../model/rules.js";
import { completedTricks, remaining, trickInProgress } from "../../play/play.js";

const SUITS: readonly Suit[] = ["S", "H", "D", "C"];
const size = (h: Faced[keyof Faced] & object): number => SUITS.reduce((n, s) => n + h[s].length, 0);

/** The faced hands in their canonical form, or the error at `faced` of event `index`. */
export const checkFaced = (s: View, text: string, index: number): Result<string> => {
  const at = { event: index, key: "faced" };
  const f = parseFaced(text);
  if (!f.ok) return err(f.error.code, f.error.params, at);
  const played = new Set((s.tricks ?? []).flatMap((t) => t.cards.map((c) => c.card)));
  const open = trickInProgress(s);
  const left = remaining(s);
  for (const seat of SEATS) {
    const h = f.value[seat];
    if (h === undefined) continue;
    // 70B3: a hand faced holds one card for each trick it has not played to.
    const expected = 13 - completedTricks(s) - (open?.cards.some((c) => c.by === seat) ? 1 : 0);
    if (size(h) !== expected) return err("faced-count", { seat, count: size(h), expected }, at);
    for (const suit of SUITS)
      for (const rank of h[suit]) {
        const card = `${suit}${rank}`;
        if (played.has(card)) return err("faced-card-played", { seat, card }, at);
        if (left !== null && !left[seat][suit].includes(rank))
          return err("faced-not-held", { seat, card }, at);
      }
  }
  return ok(formatFaced(f.value));
};
