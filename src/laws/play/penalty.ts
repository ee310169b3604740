/**
 * The procedures both codes share for cards exposed or played (Laws 24, 45C4(b), 47, 48-52, 57, 58): the
 * exposed card and what it becomes, the penalty card's obligations as the play goes on, the failure to play
 * one (52), premature and simultaneous plays. Each code supplies its labels and data (`PenaltyCode`); the
 * paragraphs are registered in that code's lawNN.ts modules.
 */
import { formatCard } from "../../core/card.js";
import { err, ok, type Result } from "../../core/result.js";
import { partner, sideOf } from "../../core/seat.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { PenaltyCard } from "../../model/play.js";
import type { View } from "../../model/rules.js";
import { isDeclaringSide, trickInProgress } from "../../play/play.js";
import { after, CLOSE, done, flag } from "../procedure.js";
import type { PlayGroup, PlayVerbEvent } from "./group.js";
import { afterCard, during51, during52 } from "./penaltyPlay.js";
import {
  askAccidental,
  isDefender,
  isHonour,
  kindOf,
  leadOptionsDue,
  makePenaltyCard,
  notHeld,
  PENALTY_MAJOR,
  PENALTY_MINOR,
  type PenaltyCode,
  pickUp,
} from "./penaltyShared.js";
import { changeAfterSimultaneous, choose57A, premature, release57D } from "./premature.js";

export type { PenaltyCode } from "./penaltyShared.js";

/** 50E3: the sides that have a penalty card on the table now, flagged once each (the reducer keeps one flag). */
const watchPenaltyCardInformation = (s: View, law: string | null): Effect[] =>
  law === null
    ? []
    : [...new Set((s.penaltyCards ?? []).map((p) => p.seat))]
        .filter((seat) => !s.watchForDamage.some((w) => w.offendingSide === sideOf(seat) && w.law === law))
        .map((seat) => flag(seat, law));

// ---------------------------------------------------------------------------------------------------
// Law 24: cards exposed during the auction period

/** 24A-24C: a card exposed in the auction waits, face up, for the end of the auction. */
const exposeInAuction = (s: View, e: PlayVerbEvent<"expose">, index: number, code: PenaltyCode) => {
  const card = formatCard(e.card);
  const mine = (s.penaltyCards ?? []).filter((p) => p.seat === e.by);
  if (mine.some((p) => p.card === card)) return ok(done([]));
  const count = mine.length + 1;
  if (count === 1 && !isHonour(card) && e.findings.accidental === undefined)
    return ok(done([askAccidental(e.by, card, index, "24A")]));
  const label = count >= 2 ? "24C" : isHonour(card) ? "24B" : "24A";
  const kind = count >= 2 || isHonour(card) || e.findings.accidental === false ? "major" : "minor";
  const entry: PenaltyCard = { seat: e.by, card, kind, law: label };
  const fx: Effect[] = [{ kind: "penaltyCard", entry }];
  if (label !== "24A")
    fx.push(
      { kind: "bar", seat: partner(e.by), mustPass: "next-turn", law: label },
      flag(e.by, code.watch24),
    );
  return ok(done(fx));
};

/**
 * 24D/24E at the end of the auction: the declaring side's exposed cards go back to the hand; a defender's
 * become penalty cards (kind by 50B), and the opening leader's partner's major cards give declarer his
 * 50D2 options.
 */
const law24AtEndOfAuction = (s: View): Effect[] => {
  const exposed = (s.penaltyCards ?? []).filter((p) => /^24/.test(p.law));
  if (exposed.length === 0 || s.contract === null) return [];
  let fx: Effect[] = [{ kind: "pickUpPenaltyCards", cards: exposed }];
  if (s.contract === "passed-out" || s.declarer === null) return fx;
  for (const p of exposed) {
    if (isDeclaringSide(s, p.seat)) continue; // 24D
    const kind = p.kind;
    fx = [
      ...fx,
      ...makePenaltyCard(
        after(s, fx),
        p.seat,
        p.card,
        kind,
        kind === "major" ? PENALTY_MAJOR : PENALTY_MINOR,
      ),
    ];
  }
  return [...fx, ...leadOptionsDue(after(s, fx))];
};

// ---------------------------------------------------------------------------------------------------
// Laws 48-50: a card exposed in the play

const expose = (
  s: View,
  e: PlayVerbEvent<"expose">,
  index: number,
  code: PenaltyCode,
): Result<Outcome> | null => {
  const bad = notHeld(s, e.by, e.card, index, "expose");
  if (bad) return bad;
  if (s.period === "auction") return exposeInAuction(s, e, index, code);
  if (s.period === "done") return err("play-not-due", { phase: s.phase }, { event: index, key: "expose" });
  const card = formatCard(e.card);
  // 24D (before the opening lead) and 48A: the declaring side's cards are never penalty cards.
  if (!isDefender(s, e.by)) return ok(done([]));
  if ((s.penaltyCards ?? []).some((p) => p.seat === e.by && p.card === card)) return ok(done([]));
  // 24E before the opening lead, 49 in the play: a defender's exposed card is a penalty card (50B).
  const kind = kindOf(s, e.by, card, e.findings);
  if (kind === null) return ok(done([askAccidental(e.by, card, index, s.period === "lead" ? "24E" : "49")]));
  // The exposing event is kept on the card (*extension*): if its owner's claim follows at once, the card
  // was shown as part of the claim (68A, 68C; the claims group takes it back from the penalty cards).
  const fx = makePenaltyCard(s, e.by, card, kind, kind === "major" ? PENALTY_MAJOR : PENALTY_MINOR).map(
    (f): Effect =>
      f.kind === "penaltyCard" && f.entry.seat === e.by && f.entry.card === card
        ? { ...f, entry: { ...f.entry, event: index } }
        : f,
  );
  return ok(done([...fx, ...leadOptionsDue(after(s, fx))]));
};

/** 50D2/51B: declarer's choice when the penalty cards' owner's partner is to lead. */
const leadRestriction = (
  s: View,
  e: PlayVerbEvent<"leadRestriction">,
  index: number,
): Result<Outcome> | null => {
  const at = s.leadRestrictions.findIndex((r) => r.chosen === undefined);
  const open = s.leadRestrictions[at];
  if (open === undefined || !/^5[01]/.test(open.law)) return null;
  if (e.by !== s.declarer)
    return err(
      "lead-restriction-not-declarer",
      { seat: e.by, declarer: s.declarer ?? "" },
      { event: index, key: "leadRestriction" },
    );
  const c = e.choice;
  const suit = "prohibit" in c ? c.prohibit : "require" in c ? c.require : null;
  if (suit !== null && !open.suits.includes(suit))
    return err(
      "lead-restriction-suit-not-allowed",
      { suit, suits: open.suits.join(" ") },
      { event: index, key: "leadRestriction" },
    );
  const list = [...s.leadRestrictions];
  // 50D2(a), 51B1, 51B2(a)/(b): a requirement binds this lead, a prohibition while he keeps the lead; the
  // penalty cards of that suit are picked up. 50D2(b), 51B2(c): neither, and the cards stay.
  list[at] =
    suit === null
      ? { ...open, chosen: c }
      : { ...open, chosen: c, until: "require" in c ? "lead" : "retains-lead" };
  const fx: Effect[] = [{ kind: "set", key: "leadRestrictions", value: list }];
  if (suit !== null) fx.push(...pickUp(s, partner(open.leader), suit));
  return ok(done(fx));
};

// ---------------------------------------------------------------------------------------------------
// 45C4(b), 47: a card taken back

const withdraw = (s: View, e: PlayVerbEvent<"withdraw">, code: PenaltyCode): Result<Outcome> | null => {
  const card = formatCard(e.card);
  // A revoke corrected (62) and a card changed after misinformation (47E) are other laws' to rule.
  if ((s.revokes ?? []).some((r) => r.card === card && r.by === e.by && !r.corrected)) return null;
  if (e.findings.misinformedTurn || e.findings.misexplanation) return null;
  const changed = changeAfterSimultaneous(s, e.by, card);
  if (changed !== null) return ok(changed);
  const trick = trickInProgress(s);
  const last = trick?.cards[trick.cards.length - 1];
  // 45C4(b), 47C: an unintended designation corrected in time goes back to the hand without rectification.
  const mayCorrect =
    e.findings.unintended === true &&
    last !== undefined &&
    last.by === e.by &&
    last.card === card &&
    (code.slip === "any-player-at-once" || e.by === s.dummy);
  if (mayCorrect && trick !== null && s.tricks !== undefined) {
    const tricks = [...s.tricks];
    const cards = trick.cards.slice(0, -1);
    if (cards.length === 0) tricks.pop();
    // The card goes back to the hand, not played: the same hand plays again, but a lead taken back leaves the
    // lead with the winner of the trick before (44G). They differ when a revoke correction (62A) gave that
    // trick to another hand after the lead was made.
    const before = cards.length === 0 ? tricks[tricks.length - 1]?.winner : undefined;
    return ok(
      done([
        { kind: "withdrawCard", by: e.by, at: s.tricks.length - 1 },
        { kind: "turn", seat: before ?? e.by },
      ]),
    );
  }
  // 47F (52A for a penalty card's substitute): otherwise a card played is not taken back; nothing changes.
  return ok(done([]));
};

/** The group's procedures, for one code. */
export const penaltyGroup = (code: PenaltyCode): PlayGroup => ({
  proc: "penalty",
  irregularCard: {
    "premature-play": (s, e, index, c) => premature(s, e, index, c, code),
    "play-out-of-turn": (s, e, index, c) => premature(s, e, index, c, code),
  },
  events: {
    expose: (s, e, index) => expose(s, e, index, code),
    leadRestriction: (s, e, index) => leadRestriction(s, e, index),
    withdraw: (s, e) => withdraw(s, e, code),
  },
  during(s, e, index) {
    const p = s.pending;
    if (p?.proc !== "penalty") return err("engine-loop", {});
    switch (p.step) {
      case "57A":
        if (e.type === "playRestriction") return choose57A(s, p, e, index, code);
        // 60A1: declarer who plays on instead of choosing has given up his option; the penalty card stays.
        if (e.type === "play" && isDeclaringSide(s, e.by))
          return ok(done([CLOSE], [{ kind: "event", event: e, index }]));
        return err(
          "ruling-awaits",
          { seat: "by" in e ? e.by : "", chooser: p.chooser ?? "" },
          { event: index },
        );
      case "57D":
        return release57D(s, p, e, index);
      case "51A":
        return during51(s, p, e, index);
      case "52B":
        return during52(s, p, e, index);
    }
  },
  afterCard: (s, trick, by) => {
    const fx = afterCard(s, trick, by);
    return [...fx, ...watchPenaltyCardInformation(after(s, fx), code.watch50E)];
  },
  atEndOfAuction: law24AtEndOfAuction,
});
