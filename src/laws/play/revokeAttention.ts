/**
 * Attention drawn to a revoke (61, 63B, 64; 43A1 for dummy's) or to a defective trick (67B1): the revoke
 * the director names, or the revokes the record shows that nobody had noticed, corrected or ruled.
 */
import type { Rank } from "../../core/card.js";
import { err, ok, type Result } from "../../core/result.js";
import { partner, sideOf } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { RevokeCorrection } from "../../model/play/revokes.js";
import type { Revoke } from "../../model/play.js";
import type { View } from "../../model/rules.js";
import { holderOf, trickAt, trickIndex } from "../../play/play.js";
import { after, done, flag } from "../procedure.js";
import { makePenaltyCard } from "./penaltyCards.js";
import { leadOptionsDue } from "./penaltyShared.js";
import { type Attention, askFinding, base, open, type RevokeCode, type Withdraw } from "./revokeShared.js";
import { bothSides, decide, rescore, specificEquity, withDecision } from "./revokeTransfer.js";

/** Without the full record: the revoke the attention names, ruled at once from the findings. */
export const named = (code: RevokeCode, s: View, e: Attention, index: number): Result<Outcome> => {
  const { by, trick } = e.revoke!;
  const f = e.findings;
  // A revoke is a card played (61A): none before the play period, none on a passed-out board.
  // Once the auction is over with a contract the director may name one from what he is told, with no
  // card recorded (the spec's "what the director knows").
  if (s.declarer === null || (s.tricks === undefined && s.phase !== "lead"))
    return err("revoke-not-in-play", { phase: s.phase }, { event: index, key: "revoke" });
  // With the deal, a trick the record holds (the one in progress too) has its revokes found by the engine
  // (61A): a revoke named there would contradict the record; attention without a name rules on them.
  // After a `position` the hands are not known, so the engine finds none: the director names them.
  if (s.deal !== undefined && s.unrecorded === undefined && trick <= (s.tricks?.length ?? 0))
    return err("revoke-named-in-record", { trick: String(trick) }, { event: index, key: "revoke" });
  // 61A: a revoke is a card played: not on the trick in progress the record shows the offender has not
  // played to (a later trick is the play the record does not hold, as where only the opening lead is).
  const atTrick = trickAt(s, trick);
  if (atTrick !== undefined && atTrick.winner === undefined && !atTrick.cards.some((c) => c.by === by))
    return err(
      "revoke-trick-not-played",
      { seat: by, trick: String(trick) },
      { event: index, key: "revoke" },
    );
  if (f.exception !== undefined && !code.exceptions.includes(f.exception))
    return err("revoke-exception-unknown", { label: f.exception }, { event: index, key: "exception" });
  // 63A2: the offender or his partner named a card for a later trick: established, whatever else is found.
  const established =
    f.namedLater !== undefined && sideOf(f.namedLater) === sideOf(by) ? true : f.established;
  if (established === undefined) return ok(done([askFinding("established", index, by, code.labels.byPlay)]));
  const revoke: Revoke = { by, trick, established, noticed: true };
  const card = e.revoke!.card;
  if (!established && card !== undefined) {
    const c = { suit: card[0] as Suit, rank: card[1] as Rank };
    const holder = holderOf(s, c);
    if (holder !== null && holder !== by)
      return err("card-not-held", { seat: by, card }, { event: index, key: "revoke.card" });
    const inTrick = trickAt(s, trick)?.cards.find((x) => x.by === by);
    // The revoke card stands in a trick of the record (no deal, or after a position): corrected card by card
    // as a revoke the record shows (62A: taken back, 62B1 a defender's a penalty card, then a card in its place).
    if (inTrick !== undefined) {
      if (inTrick.card !== card)
        return err("card-not-held", { seat: by, card }, { event: index, key: "revoke.card" });
      const unnoticed: Revoke = { by, trick, card, established: false, noticed: false };
      const fromRecord = recorded(code, { ...s, revokes: [...(s.revokes ?? []), unnoticed] }, e, index);
      if (fromRecord !== null) return fromRecord;
    }
    // Not in the record: corrected at the table; a defender's card becomes a major penalty card (62B1) with
    // its obligations and, when his partner is to lead, declarer's lead options (50D2); 62B2 otherwise.
    const defender = by !== s.declarer && by !== (s.dummy ?? partner(s.declarer));
    const fx: Effect[] = [
      {
        kind: "recordRevoke",
        revoke: {
          ...revoke,
          card,
          corrected: true,
          law: defender ? code.labels.defenderCard : code.labels.otherCard,
        },
      },
    ];
    if (defender) {
      fx.push(...makePenaltyCard(s, by, card, "major", "50D"));
      fx.push(...leadOptionsDue(after(s, fx)));
    }
    return ok(done(fx));
  }
  if (!established)
    // Not established and not in the record: corrected at the table, nothing for the engine to move.
    return ok(
      done([{ kind: "recordRevoke", revoke: { ...revoke, corrected: true, law: code.labels.correct } }]),
    );
  const d = decide(code, s, revoke, f);
  if ("need" in d) return ok(done([askFinding(d.need, index, by, "64A")]));
  const revokes = bothSides(code, [...(s.revokes ?? []), withDecision(revoke, d)]);
  const fx: Effect[] = [
    { kind: "ruleRevokes", revokes },
    flag(by, code.labels.equity),
    ...specificEquity(code, revokes),
  ];
  if (s.dummy === e.by && s.period === "play") fx.push(flag(e.by, code.labels.dummyAttention));
  return ok(done([...fx, ...rescore(s)]));
};

/** 67B1: a card missing from a trick, found after both sides played to the next one. */
export const defective = (code: RevokeCode, s: View, e: Attention, index: number): Result<Outcome> => {
  const f = e.findings;
  const d = f.defectiveTrick!;
  if (d.kind !== "no-card")
    return err("defective-trick-not-ruled", { kind: d.kind }, { event: index, key: "defectiveTrick" });
  // Ask only what changes the outcome: the code's rule is tried over the facts not yet found.
  const held = f.heldSuitLed !== undefined ? { heldSuitLed: f.heldSuitLed } : {};
  const rule = (sideWonTrick: boolean, later: number) => code.defective({ sideWonTrick, later, ...held });
  if (rule(false, 0) === "held")
    return ok(done([askFinding("heldSuitLed", index, d.by, code.labels.defective)]));
  const sideWon = f.trickWonBy === undefined ? undefined : sideOf(f.trickWonBy) === sideOf(d.by);
  const outcomes = (sw: boolean[], later: number[]) =>
    new Set(sw.flatMap((x) => later.map((n) => rule(x, n))));
  const laterKnown = f.laterTricks === undefined ? [0, 1] : [f.laterTricks];
  if (sideWon === undefined && outcomes([false, true], laterKnown).size > 1)
    return ok(done([askFinding("trickWonBy", index, d.by, code.labels.defective)]));
  const swKnown = sideWon === undefined ? [false] : [sideWon];
  if (f.laterTricks === undefined && outcomes(swKnown, [0, 1]).size > 1)
    return ok(done([askFinding("laterTricks", index, d.by, code.labels.defective)]));
  const lost = rule(swKnown[0]!, laterKnown[0]!);
  if (lost === "held") return ok(done([askFinding("heldSuitLed", index, d.by, code.labels.defective)]));
  const revoke: Revoke = {
    by: d.by,
    trick: d.trick,
    established: true,
    noticed: true,
    law: code.labels.defective,
  };
  if (lost > 0) revoke.transfer = lost;
  const fx: Effect[] = [{ kind: "recordRevoke", revoke }];
  return ok(done([...fx, ...rescore(s)]));
};

/**
 * 62D2: a defender revoked on trick 12 before his partner's turn: what the revoke card shows is unauthorized
 * to the partner (16C); the director, replaying the last two tricks, watches for it.
 */
export const partnerAfterTwelve = (code: RevokeCode, s: View, twelve: Revoke): Effect[] => {
  const cards = (s.tricks ?? [])[11]?.cards ?? [];
  const at = cards.findIndex((c) => c.by === twelve.by);
  const partnerAt = cards.findIndex((c) => c.by !== twelve.by && sideOf(c.by) === sideOf(twelve.by));
  const defender = twelve.by !== s.declarer && twelve.by !== s.dummy;
  return code.labels.trick12Partner !== null && defender && at >= 0 && partnerAt > at
    ? [flag(twelve.by, code.labels.trick12Partner)]
    : [];
};

/** With the full record: the revokes nobody had noticed, corrected (62) or ruled (63B, 64). */
export const recorded = (
  code: RevokeCode,
  s: View,
  e: Attention | Withdraw,
  index: number,
): Result<Outcome> | null => {
  // 63A2: the offender or his partner had named or designated a card for a later trick (the finding
  // `namedLater`): his side's revokes are established before the attention is ruled.
  const naming = e.type === "attention" ? e.findings.namedLater : undefined;
  const all = (s.revokes ?? []).map((r) =>
    naming !== undefined && !r.noticed && !r.corrected && !r.established && sideOf(r.by) === sideOf(naming)
      ? { ...r, established: true }
      : r,
  );
  // A penalty card not played and not yet established is 52's (its card stands once 52B1 accepts it).
  const open_ = all.filter(
    (r) => !r.noticed && !r.corrected && (r.established || r.penaltyCard === undefined),
  );
  if (open_.length === 0) return null;
  // 1987 63B: attention drawn by a question 61B does not allow: corrected as usual, 64 as if established.
  const illegal = e.type === "attention" && e.findings.illegalInquiry === true;
  if (illegal && code.labels.illegalInquiry === null)
    return err("illegal-inquiry-not-in-code", {}, { event: index, key: "illegalInquiry" });
  const fx: Effect[] = [];
  if (s.dummy === e.by && s.period === "play") fx.push(flag(e.by, code.labels.dummyAttention));
  let tricks = [...(s.tricks ?? [])];
  const correcting: Revoke[] = [];
  let law: string | null = null;
  // 2017 62C3: both sides revoked on one trick and only one side has played to the next: both corrected.
  if (code.labels.bothOnOneTrick !== null) {
    const t = open_.find((r) => open_.some((o) => o.trick === r.trick && sideOf(o.by) !== sideOf(r.by)));
    const nextTrick = t && tricks[t.trick];
    const sides = new Set((nextTrick?.cards ?? []).map((c) => sideOf(c.by)));
    if (t && sides.size <= 1 && tricks.length <= t.trick + 1) {
      law = code.labels.bothOnOneTrick;
      correcting.push(...open_.filter((r) => r.trick === t.trick));
      tricks = tricks.slice(0, t.trick);
    }
  }
  // 62D1: an established trick-12 revoke found during trick 13 is corrected all the same; the cards played to
  // trick 13 go back to the hands (the offender's partner may change his), and trick 13 is played again.
  const last = tricks[12];
  const in13 =
    law === null && s.period === "play" && tricks.length === 13 && last?.winner === undefined
      ? open_.find((r) => r.trick === 12 && r.established && r.card !== undefined)
      : undefined;
  if (in13 !== undefined) {
    law = code.labels.trick12;
    // 62D1 (62A for one not yet established): every revoke on trick 12 is corrected, not only the first found.
    correcting.push(...open_.filter((r) => r.trick === 12 && r.card !== undefined));
    tricks = tricks.slice(0, 12);
    fx.push(...partnerAfterTwelve(code, s, in13));
  }
  if (law === null) correcting.push(...open_.filter((r) => !r.established && r.card !== undefined));
  // 62D1: a trick-12 revoke found after the play, established or not, is corrected by the director.
  const twelve = s.period === "done" ? open_.find((r) => r.trick === 12 && r.card !== undefined) : undefined;
  // 62C3 returns the cards played to the next trick to the hands: a revoke among them (declarer's premature
  // card from dummy, 57C3, say) is no longer a card played, so its entry goes with the trick.
  const kept =
    tricks.length < (s.tricks ?? []).length
      ? all.filter((r) => r.card === undefined || r.trick <= tricks.length)
      : all;
  const revokes = kept.map((r): Revoke => {
    if (correcting.includes(r))
      return {
        ...r,
        noticed: true,
        corrected: true,
        law:
          law ??
          (illegal && code.labels.illegalInquiry !== null
            ? code.labels.illegalInquiry
            : r.by === s.declarer || r.by === s.dummy
              ? code.labels.otherCard
              : code.labels.defenderCard),
      };
    if (r === twelve) {
      const { transfer: _t, ...rest } = r;
      return { ...rest, noticed: true, corrected: true, law: code.labels.trick12 };
    }
    if (!open_.includes(r)) return r;
    // 63B: established, it is not corrected; 64 decides what it costs (now, or at the end of the play).
    const d = decide(code, s, r, e.findings);
    fx.push(flag(r.by, code.labels.equity));
    return "need" in d ? { ...r, noticed: true } : withDecision({ ...r, noticed: true }, d);
  });
  const ruled = bothSides(code, revokes);
  fx.unshift({ kind: "ruleRevokes", revokes: ruled });
  fx.push(...specificEquity(code, ruled));
  if (twelve !== undefined) {
    fx.push(...partnerAfterTwelve(code, s, twelve));
    fx.push(open({ ...base(s, twelve, index, code.labels.trick12), proc: "revokes", step: "62D1" }));
    return ok(done(fx));
  }
  if (correcting.length > 0) {
    if (tricks.length !== (s.tricks ?? []).length) fx.push({ kind: "returnTricks", keep: tricks.length });
    const trick = correcting[0]!.trick;
    const cards = tricks[trickIndex(s, trick)]?.cards ?? [];
    const firstAt = Math.min(...correcting.map((r) => cards.findIndex((c) => c.by === r.by)));
    const correction: RevokeCorrection = {
      revokers: correcting.map((r) => ({ by: r.by, card: r.card! })),
      trick,
      slots: [],
      after: cards
        .slice(firstAt + 1)
        .map((c) => c.by)
        .filter((b) => !correcting.some((r) => r.by === b)),
    };
    // 62A after the opponents' claim, before they agree (WBF Laws Committee, 12 January 2000): the revoke
    // is not established; it is corrected first, then the claim's ruling comes back (`resume`).
    const resume = s.pending?.proc === "claims" ? { resume: s.pending } : {};
    fx.push(
      open({
        ...base(s, correcting[0]!, index, law ?? code.labels.correct),
        proc: "revokes",
        step: "62",
        correction,
        ...resume,
      }),
    );
    return ok(done(fx));
  }
  return ok(done([...fx, ...rescore(s)]));
};

export const attention = (code: RevokeCode, s: View, e: Attention, index: number): Result<Outcome> | null => {
  if (e.findings.defectiveTrick !== undefined) return defective(code, s, e, index);
  if (e.revoke !== undefined) return named(code, s, e, index);
  return recorded(code, s, e, index);
};

/**
 * Attention drawn when the record shows nothing to rule on (no unnoticed revoke, no finding naming an
 * irregularity): recorded, and it changes nothing. Whether something the log cannot show happened (a
 * hesitation, a remark) is the director's, under the laws the log has no event for (9B, 16, 73, 81C).
 */
export const nothingToRule = (): Result<Outcome> => ok(done([]));
