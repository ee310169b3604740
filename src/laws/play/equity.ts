/**
 * 64C with the full record: what the non-offenders would have had without an established revoke, double
 * dummy, against what they have with its transfer. A proposal for the director's equity review (the
 * adjusted score stays his, 64C / 12), worked out from the cards; pure (no I/O), bounded by a budget.
 */
import { type Card, parseCard, parseDeal } from "../../core/card.js";
import { SEATS, type Seat, sameSide, sideOf } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import { type DdPosition, solvePosition } from "../../dd/index.js";
import type { Revoke } from "../../model/play.js";
import type { DamageFlag, TableState } from "../../model/state.js";
import { trumpOf } from "../../play/play.js";
import type { AnalysisOptions } from "./claimAnalysis.js";

const parsed = (text: string): Card => (parseCard(text) as { ok: true; value: Card }).value;

/** The position just before the revoke card (its trick's earlier cards played), and declarer's side's tricks won. */
const before = (s: TableState, r: Revoke): { position: DdPosition; won: number } | null => {
  if (s.deal === undefined || s.unrecorded !== undefined || r.card === undefined || s.declarer === null)
    return null;
  const deal = parseDeal(s.deal);
  const tricks = s.tricks ?? [];
  const at = tricks[r.trick - 1];
  if (!deal.ok || at === undefined) return null;
  const hands = deal.value;
  const drop = (by: Seat, c: Card) => {
    hands[by][c.suit] = hands[by][c.suit].filter((x) => x !== c.rank);
  };
  let won = 0;
  for (const t of tricks.slice(0, r.trick - 1)) {
    for (const x of t.cards) drop(x.by, parsed(x.card));
    if (t.winner !== undefined && sameSide(t.winner, s.declarer)) won++;
  }
  const k = at.cards.findIndex((x) => x.by === r.by && x.card === r.card);
  if (k < 0) return null;
  const trick = at.cards.slice(0, k);
  for (const x of trick) drop(x.by, parsed(x.card));
  const trump = trumpOf(s.contract);
  return {
    position: { hands, trump: trump ?? "NT", leader: at.leader, trick: trick.map((x) => parsed(x.card)) },
    won,
  };
};

/** Declarer's side's tricks had the revoker played his best legal card instead (the solver follows suit). */
const withoutRevoke = (s: TableState, r: Revoke, o: AnalysisOptions): number | null => {
  const b = before(s, r);
  if (b === null) return null;
  const sol = solvePosition(b.position, {
    maxNodes: o.maxNodes ?? 200_000,
    timeLimitMs: o.timeLimitMs ?? 1_000,
    now: o.now,
    solver: o.solver,
  });
  if (!sol.ok) return null;
  const left = Math.max(
    ...SEATS.map((x) =>
      (["S", "H", "D", "C"] as Suit[]).reduce((n, u) => n + b.position.hands[x][u].length, 0),
    ),
  );
  const declaring = sameSide(sol.value.player, s.declarer!);
  return b.won + (declaring ? sol.value.tricks : left - sol.value.tricks);
};

/**
 * The revokes with their equity (established, ruled, the board over, the full record), and the 64C watch
 * with the tricks the non-offenders lack (`tricks`) where the transfer leaves them short.
 */
export const revokeEquity = (
  s: TableState,
  equityLaw: (edition: TableState["edition"]) => string,
  o: AnalysisOptions = {},
): Pick<TableState, "revokes" | "watchForDamage"> | null => {
  const revokes = s.revokes;
  if (revokes === undefined || s.result === undefined || s.declarer === null) return null;
  let flags: DamageFlag[] = s.watchForDamage;
  let changed = false;
  const out = revokes.map((r) => {
    if (!r.established || r.corrected || r.law === undefined) return r;
    const w = withoutRevoke(s, r, o);
    if (w === null) return r;
    changed = true;
    const after = s.result!.declarerTricks;
    // 64C: the non-offenders are short when the transfer leaves them fewer tricks than without the revoke.
    const short = sameSide(r.by, s.declarer!) ? after - w : w - after;
    if (short > 0) {
      const law = equityLaw(s.edition);
      const side = sideOf(r.by);
      const has = flags.some((f) => f.offendingSide === side && f.law === law);
      flags = has
        ? flags.map((f) => (f.offendingSide === side && f.law === law ? { ...f, tricks: short } : f))
        : [...flags, { offendingSide: side, law, tricks: short }];
    }
    return { ...r, equity: { withoutRevoke: w, afterTransfer: after } };
  });
  return changed ? { revokes: out, watchForDamage: flags } : null;
};
