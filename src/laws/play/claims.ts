/**
 * Claims and concessions (Laws 68-71), the procedure both codes share: a claim stops the play (68D), the
 * opponents agree (69A: the board is scored as if the claimed tricks had been won) or doubt it (the
 * director is called, 70), a defender's concession his partner objects to at once is void (68B2), in 2017
 * the four players may agree to play on after a doubt (68D2(b)), and within the correction period the
 * director may give back tricks agreed to (69B) or conceded (71). Each code supplies its labels
 * (`ClaimLabels`) from its own lawNN.ts modules; the words are in src/explain/play/claims-*.ts.
 */
import { formatCard } from "../../core/card.js";
import { err, ok, type Result } from "../../core/result.js";
import { partner, SEATS, type Seat, sameSide, sideOf } from "../../core/seat.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { TableEvent } from "../../model/events.js";
import type { Claim } from "../../model/play.js";
import type { View } from "../../model/rules.js";
import type { LeadRestriction, Obligation, Pending, PendingOf, RulingOption } from "../../model/state.js";
import {
  completedTricks,
  holderOf,
  isPlayed,
  remaining as remainingCards,
  trumpOf,
} from "../../play/play.js";
import { boardScore } from "../../scoring/board.js";
import { after, CLOSE, done, flag, showRuling } from "../procedure.js";
import { declarerTricksByPlay, resultEvent, scoreBoard, transfersOf } from "./end.js";
import { checkFaced } from "./faced.js";
import type { PlayGroup } from "./group.js";
import { establishByClaim } from "./revokes.js";

/** The paragraphs of one code that the procedure names (each registered in that code's lawNN.ts). */
export interface ClaimLabels {
  /** 68A: a claim. */
  claim: string;
  /** 48B2: declarer facing his cards during the play (other than after an opening lead out of turn: 54). */
  facing: string;
  /** 68B1 (1987 68B): a concession. */
  concession: string;
  /** 68B2 (1987 68B): a defender's concession his partner objects to at once is void. */
  objection: string;
  /**
   * The watch on what a defender's partner saw of the cards he faced in a claim that became void (2017 16C2,
   * which 68B2 names; 1987 68B itself, whose 1997 basis warns of unauthorized information).
   */
  shownInformation: string;
  /** 68D1 (1987 68D): play ceases; the opponents answer. */
  ceases: string;
  /** 68D2(a) (1987 68D): a doubted claim: the director is called. */
  doubted: string;
  /** 68D2(b): all four agree to play on, the claim is void (2017); null: the code has no such paragraph. */
  playOn: string | null;
  /** 69A: agreement. */
  agreed: string;
  /** 69B2 (1987 69B): agreement withdrawn in the correction period. */
  withdrawn: string;
  /** 70A (1987 70): the director's award. */
  award: string;
  /** 71B (1987 71): a concession cancelled in the correction period. */
  cancelled: string;
  /**
   * 69B1 and 71A: agreement withdrawn, or a concession cancelled, for a trick the side had in fact won (the
   * director's finding `hadWon` on his award); null: the code does not tell that case apart.
   */
  hadWon: { withdrawn: string; cancelled: string } | null;
  /**
   * The director's tests at his award on a doubted claim (70), in the order of the law: each paragraph and
   * when it concerns the claim (`trump`: a trump may remain with the claimer's opponents; `defender`: the
   * claimer is a defender; `always`). The ruling lists them; the judgment under them is his (his award).
   */
  tests: { law: string; when: "always" | "trump" | "defender"; id: string }[];
}

type ClaimsStep = PendingOf<"claims">;

/** Tricks not yet completed (a claim made during a trick covers that trick too). */
export const tricksRemaining = (s: View): number => 13 - completedTricks(s);

/** Declarer's tricks when the claimer's side gets `n` of the `remaining` tricks. */
export const declarerTricksWith = (s: View, claim: Claim, n: number, remaining: number): number =>
  declarerTricksByPlay(s) + (s.declarer !== null && sameSide(claim.by, s.declarer) ? n : remaining - n);

/**
 * The effects of settling the claim with `n` of the remaining tricks to the claimer's side: the claim's
 * new status and paragraph, then the end of the board (the end of play hook scores it, with the tricks
 * credited counted as won by play: 69A "as if played").
 */
const settle = (s: View, claim: Claim, n: number, status: Claim["status"], law: string, award?: number) => {
  const remaining = claim.remaining ?? tricksRemaining(s);
  const tricks = declarerTricksWith(s, claim, n, remaining);
  const value: Claim = { ...claim, status, law };
  if (award !== undefined) value.award = award;
  return [
    { kind: "set", key: "claim", value },
    CLOSE,
    { kind: "tricksAgreed", byPlay: tricks },
    { kind: "endOfPlay" },
  ] satisfies Effect[];
};

/** The score the board would get with `n` of the remaining tricks to the claimer's side (for the options). */
const scoreWith = (s: View, claim: Claim, n: number): { tricks: number; score: number } => {
  const tricks = declarerTricksWith(s, claim, n, claim.remaining ?? tricksRemaining(s));
  const r = boardScore(s, tricks, transfersOf(s));
  return { tricks: r.result?.declarerTricks ?? tricks, score: r.score };
};

/** The opponent who answers a claim (the one who is not dummy). */
const answerer = (s: View, by: Seat): Seat => {
  const o: Seat = sideOf(by) === "NS" ? "E" : "N";
  return o === s.dummy ? partner(o) : o;
};

/** A defender's claim of fewer than all the remaining tricks concedes at least one: partner may object (68B2). */
const isDefendersConcession = (s: View, claim: Claim): boolean =>
  s.declarer !== null && !sameSide(claim.by, s.declarer) && claim.tricks < (claim.remaining ?? 13);

const claimText = (claim: Claim): string => `${claim.tricks}/${claim.remaining ?? ""}`;

/**
 * 68A, 68C (1987 68A, 68C): the cards the claimer exposed by the event just before his claim were shown as
 * part of it (a defender who shows his cards claims; he faces them with his claim), not exposed in the
 * play: they leave the penalty cards, with their obligations and an unchosen 50D2 option that only they
 * gave, and are kept in `claim.shown` (no penalty card, 68B2 / 1987 68B, whatever becomes of the claim).
 */
const shownBefore = (s: View, by: Seat, index: number): { cards: string[]; fx: Effect[] } => {
  const mine = (s.penaltyCards ?? []).filter((p) => p.seat === by && p.event === index - 1);
  if (mine.length === 0) return { cards: [], fx: [] };
  const cards = mine.map((p) => p.card);
  const kept = (s.penaltyCards ?? []).filter((p) => !mine.includes(p));
  const minorLeft = (suit: string) =>
    kept.some((p) => p.seat === by && p.kind === "minor" && p.card[0] === suit);
  // 50D1(a) for a major card, 50C for a minor one: the obligations those cards brought are spent with them.
  const spent = (o: Obligation): boolean =>
    o.seat === by &&
    (("mustPlay" in o && cards.includes(o.mustPlay)) ||
      ("mayNotPlay" in o && o.law === "50C" && !minorLeft(o.mayNotPlay.suit)));
  const fx: Effect[] = [
    { kind: "pickUpPenaltyCards", cards: mine },
    { kind: "set", key: "obligations", value: s.obligations.filter((o) => !spent(o)) },
  ];
  // The 50D2 option those cards gave declarer, not yet chosen, goes with them when no major card is left.
  const open = (r: LeadRestriction) =>
    r.leader === partner(by) && r.chosen === undefined && /^5[01]/.test(r.law);
  if (!kept.some((p) => p.seat === by && p.kind === "major") && s.leadRestrictions.some(open))
    fx.push({ kind: "set", key: "leadRestrictions", value: s.leadRestrictions.filter((r) => !open(r)) });
  return { cards, fx };
};

/**
 * The trumps the claimer's opponents may still hold, as card texts with their seat (`SJ (E)`), when the deal
 * is recorded; otherwise the number of trumps not yet played (some may be the claimer's side's); null in
 * notrump or when none remain with the opponents.
 */
const trumpsOut = (s: View, claim: Claim): string | null => {
  const trump = trumpOf(s.contract);
  if (trump === null) return null;
  const left = remainingCards(s);
  if (left) {
    const out = SEATS.filter((x) => !sameSide(x, claim.by)).flatMap((x) =>
      left[x][trump].map((r) => `${trump}${r} (${x})`),
    );
    return out.length ? out.join(", ") : null;
  }
  const played = (s.tricks ?? []).flatMap((k) => k.cards).filter((c) => c.card[0] === trump).length;
  return played < 13 ? String(13 - played) : null;
};

/**
 * 70: what the director weighs at his award, as one option whose consequences are the tests that concern
 * this claim (70A always; 70C with the trumps still out, or that none is; 70D2 for a defender's claim).
 */
const awardOption = (s: View, claim: Claim, L: ClaimLabels, remaining: number): RulingOption => {
  const defender = s.declarer !== null && !sameSide(claim.by, s.declarer);
  const consequences: RulingOption["consequences"] = [
    { id: "claim-test-70A", params: { law: L.award, remaining: String(remaining) } },
  ];
  for (const t of L.tests) {
    if (t.when === "defender" && !defender) continue;
    if (t.when === "trump") {
      const out = trumpsOut(s, claim);
      consequences.push(
        out === null
          ? { id: `${t.id}-none`, params: { law: t.law } }
          : { id: t.id, params: { law: t.law, trumps: out } },
      );
      continue;
    }
    consequences.push({ id: t.id, params: { law: t.law } });
  }
  return { id: "claim-award", consequences };
};

/**
 * The group of play laws for claims and concessions, built from one code's labels; `revokes`: the code's
 * revokes group, which rules a revoke found while the claim waits for the opponents or the director.
 */
export const claimsGroup = (
  L: ClaimLabels,
  revokes: () => PlayGroup | undefined = () => undefined,
): PlayGroup => {
  const optionsFor = (s: View, claim: Claim): RulingOption[] => {
    const agreed = scoreWith(s, claim, claim.tricks);
    const opts: RulingOption[] = [
      {
        id: "claim-agree",
        consequences: [
          {
            id: "claim-agreed",
            params: { law: L.agreed, tricks: String(agreed.tricks), score: String(agreed.score) },
          },
        ],
      },
      {
        id: "claim-doubt",
        consequences: [
          { id: "claim-director", params: { law: L.doubted, award: L.award } },
          ...(L.playOn ? [{ id: "claim-play-on", params: { law: L.playOn } }] : []),
        ],
      },
    ];
    if (isDefendersConcession(s, claim))
      opts.push({
        id: "claim-object",
        consequences: [{ id: "claim-objected", params: { law: L.objection, partner: partner(claim.by) } }],
      });
    return opts;
  };

  const pendingOf = (s: View, claim: Claim, index: number, step: ClaimsStep["step"]): Pending => {
    const base = {
      proc: "claims" as const,
      step,
      remaining: claim.remaining ?? tricksRemaining(s),
      claimLaw: claim.tricks === 0 ? L.concession : L.claim,
      irregularity: step === "answer" ? ("claim" as const) : ("disputed-claim" as const),
      offender: claim.by,
      call: claimText(claim),
      event: index,
      findings: {},
      turnWas: s.turn ?? claim.by,
      law: step === "answer" ? L.ceases : L.doubted,
    };
    return step === "answer" ? { ...base, chooser: answerer(s, claim.by) } : base;
  };

  // 68A, 68B1 — a claim (or a concession: 0 of the remaining, or a claim of some conceding the rest).
  const claimEvent = (s: View, e: Extract<TableEvent, { type: "claim" }>, index: number): Result<Outcome> => {
    if (s.period !== "play" || s.declarer === null)
      return err("claim-not-in-play", { seat: e.by }, { event: index, key: "claim" });
    if (e.by === s.dummy) return err("claim-by-dummy", { seat: e.by }, { event: index, key: "by" });
    const remaining = tricksRemaining(s);
    if (!Number.isInteger(e.tricks) || e.tricks < 0 || e.tricks > remaining)
      return err(
        "claim-too-many",
        { tricks: String(e.tricks), remaining: String(remaining) },
        { event: index, key: "claim" },
      );
    // 68C: the statement (line of play) is recorded as given; the director reads it (70B).
    const claim: Claim = { by: e.by, tricks: e.tricks, status: "pending", remaining };
    if (e.statement !== undefined) claim.statement = e.statement;
    const before = shownBefore(s, e.by, index);
    if (before.cards.length > 0) claim.shown = before.cards;
    if (e.line !== undefined) claim.line = e.line;
    // 70B3 (1987 70B): the hands faced at the claim, checked against the record.
    if (e.faced !== undefined) {
      const f = checkFaced(s, e.faced, index);
      if (!f.ok) return f;
      claim.faced = f.value;
    }
    // 68D: play ceases; the opponents answer.
    return ok(
      done([
        ...before.fx,
        { kind: "set", key: "claim", value: claim },
        showRuling(pendingOf(after(s, before.fx), claim, index, "answer"), optionsFor(s, claim)),
      ]),
    );
  };

  // 48B2 — declarer faces his cards during the play: a claim (of all the tricks not yet played) unless the
  // director judges that he did not mean one (`claimIntended`, asked when the log does not say).
  const spreadEvent = (
    s: View,
    e: Extract<TableEvent, { type: "spread" }>,
    index: number,
  ): Result<Outcome> => {
    if (s.period !== "play" || s.declarer === null || e.by !== s.declarer)
      return err("spread-not-declarer", { seat: e.by }, { event: index, key: "spread" });
    const intended = e.findings?.claimIntended;
    if (intended === undefined)
      return ok(
        done([
          {
            kind: "ask",
            question: "claimIntended",
            about: index,
            subject: { by: e.by, call: "" },
            context: { irregularity: "claim", offender: e.by, call: "", law: L.facing },
          },
        ]),
      );
    // Not a claim: his cards go back to his hand; a declarer's cards are never penalty cards (48A).
    if (!intended) return ok(done([]));
    return claimEvent(s, { type: "claim", by: e.by, tricks: tricksRemaining(s) }, index);
  };

  // 68C: the claimer faces his hand as part of his claim or concession; play has ceased (68D), so a card he
  // shows now is recorded on the claim, not exposed in the play: no penalty card (49, 50 do not apply).
  const showCard = (
    s: View,
    claim: Claim,
    e: Extract<TableEvent, { type: "expose" }>,
    index: number,
  ): Result<Outcome> => {
    const card = formatCard(e.card);
    const holder = holderOf(s, e.card);
    if (isPlayed(s, e.card) || (holder !== null && holder !== e.by))
      return err("card-not-held", { seat: e.by, card }, { event: index, key: "expose" });
    const shown = claim.shown ?? [];
    if (shown.includes(card)) return ok(done([]));
    return ok(done([{ kind: "set", key: "claim", value: { ...claim, shown: [...shown, card] } }]));
  };

  const shownByOpponent = (s: View, e: Extract<TableEvent, { type: "expose" }>, index: number) => {
    const holder = holderOf(s, e.card);
    if (isPlayed(s, e.card) || (holder !== null && holder !== e.by))
      return err("card-not-held", { seat: e.by, card: formatCard(e.card) }, { event: index, key: "expose" });
    return ok(done([]));
  };

  // 68B2 (and a claim void by 68D2(b)): no card a defender showed in the claim is a penalty card; what his
  // partner saw is unauthorized to him: watched for damage (16C2; 1987 68B).
  const shownWatched = (s: View, claim: Claim): Effect[] =>
    (claim.shown?.length ?? 0) > 0 && s.declarer !== null && !sameSide(claim.by, s.declarer)
      ? [flag(claim.by, L.shownInformation)]
      : [];

  const playOn = (s: View, claim: Claim): Result<Outcome> => {
    // 1987: no 68D2(b); play is not resumed before the director rules (Commentary 70.1): nothing changes.
    if (L.playOn === null) return ok(done([]));
    const p = s.pending as ClaimsStep & Pending;
    // 68D2(b): all four agree to play on: the claim is void and play goes on from where it stopped.
    return ok(
      done([
        { kind: "set", key: "claim", value: { ...claim, status: "void", law: L.playOn } },
        CLOSE,
        { kind: "turn", seat: p.turnWas },
        ...shownWatched(s, claim),
      ]),
    );
  };

  const during = (s: View, e: TableEvent, index: number): Result<Outcome> => {
    const p = s.pending as ClaimsStep & Pending;
    const claim = s.claim!;
    // 62A, 63A3/63A4: a revoke of the claimer's opponents found after the claim, before they agree, is not
    // established (WBF Laws Committee, 12 January 2000): the revokes group corrects it (`attention`, then the
    // revoker's `withdraw` and card) and the claim is then ruled on the corrected position (`resume`).
    if (e.type === "attention" || e.type === "withdraw") {
      const r = (revokes()?.events?.[e.type] as PlayGroup["during"])?.(s, e, index) ?? null;
      if (r !== null) return r;
    }
    const key = e.type === "director" ? "award" : e.type;
    if (e.type === "expose" && e.by === claim.by) return showCard(s, claim, e, index);
    // 70B3 (1987 70B2): the other hands are faced for the director: no penalty card, play has ceased. The
    // claimer's partner's cards are his side's, kept with the claim's (watched if it becomes void); the
    // opponents' change nothing.
    if (e.type === "expose")
      return e.by === partner(claim.by) && e.by !== s.dummy
        ? showCard(s, claim, e, index)
        : shownByOpponent(s, e, index);
    if (e.type === "director") {
      if (e.award === undefined) {
        // The director has been called: the claim is doubted (68D2(a)); he rules by an award.
        if (p.step === "director") return ok(done([]));
        return dispute(s, claim, index);
      }
      if (!Number.isInteger(e.award) || e.award < 0 || e.award > p.remaining)
        return err(
          "award-out-of-range",
          { award: String(e.award), remaining: String(p.remaining) },
          { event: index, key },
        );
      // 70A: the director awards the tricks as equitably as possible, doubtful points against the claimer.
      return ok(
        done(settle(s, e.tests ? { ...claim, tests: e.tests } : claim, e.award, "ruled", L.award, e.award)),
      );
    }
    if (e.type === "playOn") return playOn(s, claim);
    if (p.step === "answer") {
      if (e.type === "agree") {
        if (sameSide(e.by, claim.by))
          return err("claim-answer-by-claimer", { seat: e.by }, { event: index, key: "agree" });
        // 69A: agreed: the board is scored as if the claimed tricks had been won (and the rest lost). 2017
        // 63A4 (1987 63A3, "acquiesces"): the agreeing side's revokes are established by the agreement (the
        // log has no end of the round: the agreement counts as established when it is given).
        if (e.agree) {
          const fx = establishByClaim(s, e.by);
          return ok(done([...fx, ...settle(after(s, fx), claim, claim.tricks, "agreed", L.agreed)]));
        }
        return dispute(s, claim, index);
      }
      if (e.type === "object") {
        // 68B2: a defender's concession his partner objects to at once: no claim, no concession; play goes on.
        if (!isDefendersConcession(s, claim) || e.by !== partner(claim.by))
          return err("claim-object-not-allowed", { seat: e.by }, { event: index, key: "object" });
        return ok(
          done([
            { kind: "set", key: "claim", value: { ...claim, status: "void", law: L.objection } },
            CLOSE,
            { kind: "turn", seat: p.turnWas },
            ...shownWatched(s, claim),
          ]),
        );
      }
    }
    // 68D: after a claim play ceases; 70: a doubted claim awaits the director's award.
    return err(
      p.step === "answer" ? "claim-pending" : "claim-awaits-director",
      { seat: "by" in e ? e.by : "" },
      { event: index, key: "type" in e ? e.type : undefined },
    );
  };

  // 68D2(a) (1987 68D): a player doubts the claim: the director is called, nothing more is done until he rules.
  const dispute = (s: View, claim: Claim, index: number): Result<Outcome> => {
    const disputed: Claim = { ...claim, status: "disputed" };
    return ok(
      done([
        { kind: "set", key: "claim", value: disputed },
        showRuling(pendingOf(s, disputed, (s.pending?.event ?? index) as number, "director"), [
          awardOption(s, disputed, L, disputed.remaining ?? tricksRemaining(s)),
        ]),
      ]),
    );
  };

  const noClaim = (e: { type: string; by: Seat }, index: number): Result<Outcome> =>
    err("no-claim-pending", { seat: e.by }, { event: index, key: e.type });

  // 69B, 71 — in the correction period the director gives back tricks agreed to (69B) or conceded (71).
  const correction = (
    s: View,
    e: Extract<TableEvent, { type: "director" }>,
    index: number,
  ): Result<Outcome> | null => {
    const claim = s.claim;
    if (e.award === undefined || claim === undefined || s.result === undefined) return ok(done([]));
    if (claim.status !== "agreed" && claim.status !== "ruled") return ok(done([]));
    const remaining = claim.remaining ?? 0;
    if (!Number.isInteger(e.award) || e.award < 0 || e.award > remaining)
      return err(
        "award-out-of-range",
        { award: String(e.award), remaining: String(remaining) },
        { event: index, key: "award" },
      );
    const base = claim.award ?? claim.tricks;
    if (e.award === base)
      return err("award-changes-nothing", { award: String(e.award) }, { event: index, key: "award" });
    // 69B: the agreeing side withdraws its agreement to a trick (the claimer's side gets fewer);
    // 71: the concession of a trick is cancelled (the conceding, here the claiming, side gets more).
    // 69B1 / 71A when the director finds the trick had in fact been won (`hadWon`), else 69B2 / 71B.
    const won = e.findings?.hadWon === true && L.hadWon !== null;
    const law =
      e.award < base ? (won ? L.hadWon!.withdrawn : L.withdrawn) : won ? L.hadWon!.cancelled : L.cancelled;
    const value: Claim = { ...claim, status: "ruled", law, award: e.award };
    const tricks = declarerTricksWith(s, claim, e.award, remaining);
    return ok(done([{ kind: "set", key: "claim", value }, ...scoreBoard(s, tricks, s.result.transferred)]));
  };

  /** The claim's ruling again, after a revoke correction interrupted it: the same step, the options anew. */
  const resume = (s: View, p: Pending): Effect[] => {
    const claim = s.claim;
    if (claim === undefined || p.proc !== "claims") return [];
    if (p.step === "answer")
      return [showRuling(pendingOf(s, claim, p.event, "answer"), optionsFor(s, claim))];
    return [showRuling(pendingOf(s, claim, p.event, "director"), [awardOption(s, claim, L, p.remaining)])];
  };

  return {
    proc: "claims",
    during,
    resume,
    events: {
      claim: claimEvent,
      spread: spreadEvent,
      agree: (_s, e, index) => noClaim(e, index),
      object: (_s, e, index) => noClaim(e, index),
      playOn: (_s, e, index) => noClaim(e, index),
      director: correction,
      result: (s, e, index) => {
        const claim = s.claim;
        // 65, 79A after a claim: the players' count confirms the tricks the claim settled, or is an error.
        if (claim !== undefined && (claim.status === "agreed" || claim.status === "ruled") && s.result) {
          if (e.tricks === s.result.byPlay) return ok(done([]));
          return err(
            "result-contradicts-claim",
            { tricks: String(e.tricks), agreed: String(s.result.byPlay) },
            { event: index, key: "result" },
          );
        }
        return resultEvent(s, e, index);
      },
    },
  };
};
