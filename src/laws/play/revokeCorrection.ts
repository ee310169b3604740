/**
 * Law 62: a revoke corrected card by card (62A-62C), and a trick-12 revoke after the play (62D1).
 */
import type { Rank } from "../../core/card.js";
import { err, ok, type Result } from "../../core/result.js";
import { sideOf } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { TableEvent } from "../../model/events.js";
import type { RevokeCorrection } from "../../model/play/revokes.js";
import type { View } from "../../model/rules.js";
import { holderOf, isPlayed, remaining, trickIndex } from "../../play/play.js";
import { after, done } from "../procedure.js";
import { scoreBoard, transfersOf } from "./end.js";
import { makePenaltyCard } from "./penaltyCards.js";
import { leadOptionsDue } from "./penaltyShared.js";
import { isDefender, type Next, type RevokeCode, type RevokesStep, turnAfter } from "./revokeShared.js";

// -------------------------------------------------------------------------------------------------
// 62A-62C: the correction, card by card

/**
 * The correction (or the ruling) ends and the event is dispatched again; the turn is the record's again
 * (44G after the last complete trick, else the next hand), as the correction may have moved it.
 */
export const close = (nextGroup: Next, e: TableEvent, index: number, s?: View): Result<Outcome> => {
  const turn = s === undefined ? null : turnAfter(s.tricks ?? []);
  const fx: Effect[] = turn === null ? [] : [{ kind: "turn", seat: turn }];
  return ok(done([...fx, ...ending(nextGroup, s, fx)], [{ kind: "event", event: e, index }]));
};

/** The correction ends; the claim's ruling it interrupted comes back on the corrected position. */
export const ending = (nextGroup: Next, s: View | undefined, fx: Effect[]): Effect[] => {
  const p = s?.pending;
  if (s === undefined || p?.proc !== "revokes" || p.step !== "62" || p.resume === undefined)
    return [{ kind: "close" }];
  return [{ kind: "close" }, ...(nextGroup()?.resume?.(after(s, fx), p.resume) ?? [])];
};

export const correcting = (
  code: RevokeCode,
  nextGroup: Next,
  s: View,
  e: TableEvent,
  index: number,
  p: RevokesStep & { step: "62" },
) => {
  const c = p.correction;
  const tricks = s.tricks ?? [];
  const at = trickIndex(s, c.trick);
  const trick = tricks[at];
  if (trick === undefined) return close(nextGroup, e, index);
  const update = (correction: RevokeCorrection): Effect => ({
    kind: "pending",
    pending: { ...p, correction },
  });
  if (e.type === "withdraw") {
    const card = `${e.card.suit}${e.card.rank}`;
    const inTrick = trick.cards.find((x) => x.by === e.by && x.card === card);
    // A card taken back waits for its replacement (62A): another withdrawal cannot end the correction.
    if (inTrick === undefined && c.slots.length > 0)
      return err("revoke-correction-awaited", { seat: c.slots[0]!.seat }, { event: index, key: e.type });
    if (inTrick === undefined) return close(nextGroup, e, index, s);
    const revoker = c.revokers.find((r) => r.by === e.by && r.card === card);
    const nonOffender = c.revokers.every((r) => sideOf(r.by) !== sideOf(e.by));
    if (revoker === undefined) {
      // 62C1: a non-offender who played after the revoke; 62C2: then the offending side's next player. 63B:
      // a card that is itself an established revoke (not one this correction takes up) is not taken back.
      const established = (s.revokes ?? []).some(
        (r) => r.by === e.by && r.trick === c.trick && r.card === card && r.established && !r.corrected,
      );
      if (established || !c.after.includes(e.by) || (!nonOffender && !c.nonOffenderWithdrew)) {
        // A card still awaited (the revoker's first, 62A): this withdrawal cannot end the correction.
        if (c.slots.length > 0)
          return err("revoke-correction-awaited", { seat: c.slots[0]!.seat }, { event: index, key: e.type });
        return close(nextGroup, e, index, s);
      }
    }
    const fx: Effect[] = [
      { kind: "withdrawCard", by: e.by, at },
      { kind: "turn", seat: e.by },
    ];
    // 62B1, 62C2, 62C3: a defender's card taken back becomes a major penalty card; 62B2 and 62C1: no penalty.
    // 62D1 during trick 13: none (it is his one card left, as the director's replay after the play has none).
    if (isDefender(s, e.by) && (revoker !== undefined || !nonOffender) && p.law !== code.labels.trick12)
      fx.push(...makePenaltyCard(s, e.by, card, "major", "50D"));
    const next: RevokeCorrection = {
      ...c,
      slots: [...c.slots, { seat: e.by, trick: c.trick }],
      after: c.after.filter((b) => b !== e.by),
    };
    if (revoker === undefined && nonOffender) next.nonOffenderWithdrew = true;
    fx.push(update(next));
    return ok(done(fx));
  }
  if (e.type === "play" && c.slots.some((x) => x.seat === e.by)) {
    const card = `${e.card.suit}${e.card.rank}`;
    const holder = holderOf(s, e.card);
    if (isPlayed(s, e.card) || (holder !== null && holder !== e.by))
      return err("card-not-held", { seat: e.by, card }, { event: index, key: "play" });
    const led = trick.cards.find((x) => x.by === trick.leader)?.card[0] as Suit | undefined;
    const hands = remaining(s);
    if (led !== undefined && e.card.suit !== led && hands !== null && hands[e.by][led].length > 0)
      return err("revoke-correction-must-follow", { seat: e.by, suit: led }, { event: index, key: "play" });
    const placed: Effect = { kind: "placeCard", by: e.by, card, at };
    const now = after(s, [placed]).tricks ?? [];
    const next: RevokeCorrection = { ...c, slots: c.slots.filter((x) => x.seat !== e.by) };
    const fx: Effect[] = [placed];
    // A penalty card played as the replacement is spent, with its obligations (50).
    if ((s.penaltyCards ?? []).some((x) => x.seat === e.by && x.card === card))
      fx.push(
        { kind: "pickUpPenaltyCards", cards: [{ seat: e.by, card }] },
        {
          kind: "set",
          key: "obligations",
          value: s.obligations.filter(
            (o) =>
              !(
                o.seat === e.by &&
                (("mustPlay" in o && o.mustPlay === card) ||
                  ("mayNotPlay" in o &&
                    o.mayNotPlay.suit === card[0] &&
                    !(s.penaltyCards ?? []).some(
                      (x) =>
                        x.seat === e.by && x.card !== card && x.card[0] === card[0] && x.kind === "minor",
                    )))
              ),
          ),
        },
      );
    const stillMay = next.after.some(
      (b) => c.revokers.every((r) => sideOf(r.by) !== sideOf(b)) || next.nonOffenderWithdrew,
    );
    // Every revoke card is taken back (two under 62C3) before the correction can end.
    const standing = c.revokers.find((r) => now[at]?.cards.some((x) => x.by === r.by && x.card === r.card));
    const revokeStands = standing !== undefined;
    if (next.slots.length === 0) {
      const turn = standing?.by ?? turnAfter(now);
      fx.push({ kind: "turn", seat: turn });
      // The corrected trick is complete and the partner of a major penalty card's owner is to lead: 50D2.
      if (!revokeStands) fx.push(...leadOptionsDue({ ...after(s, fx), turn }));
    }
    if (next.slots.length === 0 && !stillMay && !revokeStands) fx.push(...ending(nextGroup, s, fx));
    else fx.push(update(next));
    return ok(done(fx));
  }
  if (c.slots.length > 0)
    return err("revoke-correction-awaited", { seat: c.slots[0]!.seat }, { event: index, key: e.type });
  // 62A: the revoke must be corrected; until its card is taken back the correction has not happened.
  const standing = c.revokers.filter((r) => trick.cards.some((x) => x.by === r.by && x.card === r.card));
  if (standing.length > 0) {
    // The director rules now: he has the offender take the card back (62A), as the offender's `withdraw`
    // would (62B1: a defender's card becomes a major penalty card); the offender then plays in its place.
    if (e.type === "director")
      return ok(
        done(
          [],
          standing.map((r) => ({
            kind: "event" as const,
            event: {
              type: "withdraw" as const,
              by: r.by,
              card: { suit: r.card[0] as Suit, rank: r.card[1] as Rank },
              findings: {},
            },
            index,
          })),
        ),
      );
    return err("revoke-card-not-withdrawn", { seat: standing[0]!.by }, { event: index, key: e.type });
  }
  // The correction ends with no card to replace: the turn is the record's again (44G after the last trick).
  return close(nextGroup, e, index, s);
};

/** 62D1: the director's count of the two last tricks as replayed. */
export const trick12 = (s: View, e: TableEvent, index: number): Result<Outcome> => {
  const count = e.type === "director" ? e.findings?.tricks12and13 : undefined;
  if (count === undefined || s.declarer === null)
    return err("revoke-finding-awaited", { question: "tricks12and13" }, { event: index, key: e.type });
  const side = sideOf(s.declarer);
  const first11 = (s.tricks ?? []).slice(0, 11).filter((t) => t.winner && sideOf(t.winner) === side).length;
  const byPlay = first11 + count[side];
  return ok(done([{ kind: "close" }, ...scoreBoard(s, byPlay, transfersOf(s))]));
};
