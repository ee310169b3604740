/**
 * The procedures both codes share for cards exposed or played (Laws 24, 45C4(b), 47, 48-52, 57, 58): the
 * exposed card and what it becomes, the penalty card's obligations as the play goes on, the failure to play
 * one (52), premature and simultaneous plays. Each code supplies its labels and data (`PenaltyCode`); the
 * paragraphs are registered in that code's lawNN.ts modules.
 */
import { type Card, formatCard, parseCard, RANKS } from "../../core/card.js";
import { err, ok, type Result } from "../../core/result.js";
import { lho, partner, type Seat, sideOf } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { PlayChoice, PlayFindings, TableEvent } from "../../model/events.js";
import type { PenaltyPending } from "../../model/play/penalty.js";
import type { PenaltyCard, PlayRestriction, Trick } from "../../model/play.js";
import type { CardEvent, CardIrregular, View } from "../../model/rules.js";
import type { LeadRestriction, Pending, PendingBase, RulingOption } from "../../model/state.js";
import {
  classifyCard,
  currentTrickNumber,
  type Hands,
  heldHands,
  holderOf,
  isDeclaringSide,
  isPlayed,
  latestTrickNumber,
  remaining,
  trickIndex,
  trickInProgress,
  trickWinner,
  trumpOf,
} from "../../play/play.js";
import { after, CLOSE, done, flag } from "../procedure.js";
import { duringOption } from "../stage.js";
import type { PlayGroup, PlayVerbEvent } from "./group.js";
import { expireLeadRestrictions, leadOptionsFor, makePenaltyCard as makeOne } from "./penaltyCards.js";

/** What differs between the codes: the 57A options, 57D, the reach of 45C4(b), the auction's watch law. */
export interface PenaltyCode {
  /** The 57A restrictions declarer may choose (2017: four; 1987, reconstructed from 1997: three). */
  options57A: readonly ("highest" | "lowest" | "require" | "prohibit")[];
  /** 2017 57D: a defender's legal card played at his RHO's turn is played at his own turn. */
  has57D: boolean;
  /**
   * 45C4(b): who may correct an unintended designation and until when. 2017: declarer, a card from dummy,
   * until he plays again from either hand; 1987 (97): any player, at once (the card is the last played).
   */
  slip: "declarer-from-dummy" | "any-player-at-once";
  /**
   * 2017 58B3: after a player takes back one of two cards played at once, an opponent who played to the trick
   * after them may take his card back and play another, without rectification; null: not applied (1987).
   */
  changeAfterSimultaneous: string | null;
  /** The law under which damage from a card exposed in the auction is reviewed (2017 72C, 1987 23). */
  watch24: string;
  /**
   * 2017 50E3: the director reviews damage from the information a penalty card gave (watched for the owner's
   * side once one of its cards has been a penalty card in the play); null: no such paragraph (1987).
   */
  watch50E: string | null;
}

/** 50E3: the sides that have a penalty card on the table now, flagged once each (the reducer keeps one flag). */
const watchPenaltyCardInformation = (s: View, law: string | null): Effect[] =>
  law === null
    ? []
    : [...new Set((s.penaltyCards ?? []).map((p) => p.seat))]
        .filter((seat) => !s.watchForDamage.some((w) => w.offendingSide === sideOf(seat) && w.law === law))
        .map((seat) => flag(seat, law));

/** Honours: ace, king, queen, jack, ten (50B). */
export const isHonour = (card: string): boolean => "AKQJT".includes(card[1] ?? "");

/**
 * `card` of `seat` becomes a penalty card (through the shared src/laws/play/penaltyCards.ts). 50B: when the
 * defender then has two or more, every one of them is major (a minor one already on the table becomes
 * major). 50C: a minor card bars the cards of its suit below honour rank (`below: "T"`).
 */
const makePenaltyCard = (
  s: View,
  seat: Seat,
  card: string,
  kind: "major" | "minor",
  _law?: string,
): Effect[] => {
  const others = (s.penaltyCards ?? []).filter((p) => p.seat === seat && p.card !== card);
  const fx: Effect[] = [];
  for (const o of others.filter((p) => p.kind === "minor")) {
    const v = after(s, fx);
    fx.push(
      { kind: "pickUpPenaltyCards", cards: [o] },
      {
        kind: "set",
        key: "obligations",
        value: v.obligations.filter(
          (x) => !(x.seat === seat && "mayNotPlay" in x && x.mayNotPlay.suit === o.card[0]),
        ),
      },
    );
    fx.push(...makeOne(after(s, fx), seat, o.card, "major"));
  }
  const own = makeOne(after(s, fx), seat, card, others.length ? "major" : kind);
  return [
    ...fx,
    ...own.map(
      (f): Effect =>
        f.kind === "obligate" && "mayNotPlay" in f.obligation
          ? {
              kind: "obligate",
              obligation: { ...f.obligation, mayNotPlay: { ...f.obligation.mayNotPlay, below: "T" } },
            }
          : f,
    ),
  ];
};

/** 50D2(a) for one major penalty card; 51B1 (one suit) or 51B2 (several) for two or more. */
const leadOptions = (s: View, owner: Seat): Effect[] => {
  const majors = (s.penaltyCards ?? []).filter((p) => p.seat === owner && p.kind === "major");
  if (majors.length === 0) return [];
  if (majors.length === 1) return leadOptionsFor(s, owner, majors[0]!.card, "50D2(a)");
  const leader = partner(owner);
  const suits = [...new Set(majors.map((p) => p.card[0] as Suit))];
  const entry: LeadRestriction = {
    leader,
    declarerMay: "require-or-prohibit",
    suits,
    law: suits.length === 1 ? "51B1" : "51B2",
  };
  const rest = s.leadRestrictions.filter(
    (r) => !(r.leader === leader && r.chosen === undefined && /^5[01]/.test(r.law)),
  );
  return [{ kind: "set", key: "leadRestrictions", value: [...rest, entry] }];
};

/** Declarer's choice on an open 50D2/51B entry: the owner's penalty cards of that suit are picked up. */
const pickUp = (s: View, owner: Seat, suit: Suit): Effect[] => [
  {
    kind: "pickUpPenaltyCards",
    cards: (s.penaltyCards ?? []).filter((p) => p.seat === owner && p.card[0] === suit),
  },
  {
    kind: "set",
    key: "obligations",
    value: s.obligations.filter(
      (o) =>
        !(
          o.seat === owner &&
          (("mustPlay" in o && o.mustPlay[0] === suit) || ("mayNotPlay" in o && o.mayNotPlay.suit === suit))
        ),
    ),
  },
];

const PENALTY_MAJOR = "50D";
const PENALTY_MINOR = "50C";

type Pend<S extends PenaltyPending["step"]> = PendingBase & Extract<PenaltyPending, { step: S }>;

const base = (
  s: View,
  offender: Seat,
  card: string,
  event: number,
  irregularity: PendingBase["irregularity"],
  law: string,
): PendingBase => ({
  irregularity,
  offender,
  call: card,
  event,
  findings: {},
  turnWas: s.turn ?? offender,
  law,
  ...(s.declarer === null ? {} : { chooser: s.declarer }),
});

const isDefender = (s: View, seat: Seat): boolean => s.declarer !== null && !isDeclaringSide(s, seat);

/**
 * The 58B3 mark (*extension* entry of `playRestrictions`): `seat` took back `card`, one of two he played at
 * once to the trick `trick` (the record's count). It restricts nobody; it is spent once a card goes to a
 * later trick.
 */
const SIMULTANEOUS_MARK = "58B3";
const isSimultaneousMark = (r: PlayRestriction): boolean =>
  r.law === SIMULTANEOUS_MARK && r.card !== undefined;
const restrictionsOf = (s: View, by: Seat): PlayRestriction[] =>
  (s.playRestrictions ?? []).filter((r) => r.seat === by && !isSimultaneousMark(r));

/** 58B3: the mark left when `by` took back `card` of two cards played at once (when the code has 58B3). */
const simultaneousMark = (s: View, by: Seat, card: string, code: PenaltyCode): Effect[] =>
  code.changeAfterSimultaneous === null
    ? []
    : [
        {
          kind: "set",
          key: "playRestrictions",
          value: [
            ...(s.playRestrictions ?? []),
            { seat: by, law: code.changeAfterSimultaneous, trick: latestTrickNumber(s), card },
          ],
        },
      ];

/**
 * 58B3: an opponent of the player who took back one of two cards played at once, who played to that trick
 * after them, takes his card back (no rectification) and plays another: his card leaves the trick, the turn
 * is his. Null when no mark allows it.
 */
const changeAfterSimultaneous = (s: View, by: Seat, card: string): Outcome | null => {
  const tricks = s.tricks ?? [];
  const last = tricks[tricks.length - 1];
  if (last === undefined) return null;
  const mark = (s.playRestrictions ?? []).find(
    (r) => isSimultaneousMark(r) && r.trick === latestTrickNumber(s) && sideOf(r.seat) !== sideOf(by),
  );
  if (mark === undefined) return null;
  const markAt = last.cards.findIndex((c) => c.by === mark.seat);
  const at = last.cards.findIndex((c) => c.by === by && c.card === card);
  if (markAt < 0 || at <= markAt) return null;
  return done([
    { kind: "withdrawCard", by, at: tricks.length - 1 },
    { kind: "turn", seat: by },
  ]);
};

/** The hands as they were before the last card of `trick` (when the deal is known). */
const handsBefore = (s: View, trick: Trick | null) => {
  const hands = remaining(s);
  if (hands === null || trick === null) return hands;
  const last = trick.cards[trick.cards.length - 1];
  if (last === undefined) return hands;
  const c = parseCard(last.card);
  if (c.ok) hands[last.by][c.value.suit].push(c.value.rank);
  return hands;
};

/**
 * 50D1(a)/(b): may `seat` legally play `card` now (a lead when `led` is null)? Following suit and the lead
 * restrictions in force come first; 59: a restriction he cannot comply with does not bind him.
 */
const playable = (s: View, seat: Seat, card: string, led: Suit | null, hands: Hands | null) => {
  const suit = card[0] as Suit;
  if (led !== null) return suit === led || (hands !== null && hands[seat][led].length === 0);
  for (const r of s.leadRestrictions) {
    if (r.leader !== seat || r.chosen === undefined) continue;
    const c = r.chosen;
    if ("prohibit" in c && c.prohibit === suit) return false;
    if ("require" in c && c.require !== suit && (hands === null || hands[seat][c.require].length > 0))
      return false;
  }
  return true;
};

/** The mustPlay penalty cards `seat` may legally play now. */
const playableMajors = (s: View, seat: Seat, led: Suit | null, hands: Hands | null) =>
  s.obligations.flatMap((o) =>
    o.seat === seat && "mustPlay" in o && playable(s, seat, o.mustPlay, led, hands) ? [o.mustPlay] : [],
  );

/**
 * 50B: the kind of a defender's penalty card: major for an honour or a card exposed deliberately, minor for
 * a single low card exposed unintentionally; null when that turns on the `accidental` finding, absent.
 */
const kindOf = (s: View, seat: Seat, card: string, f: PlayFindings): "major" | "minor" | null => {
  const others = (s.penaltyCards ?? []).some((p) => p.seat === seat && p.card !== card);
  if (isHonour(card) || others) return "major";
  if (f.accidental === undefined) return null;
  return f.accidental ? "minor" : "major";
};

const askAccidental = (offender: Seat, card: string, about: number, law: string): Effect => ({
  kind: "ask",
  question: "accidental",
  about,
  context: { irregularity: "card-exposed", offender, call: card, law },
});

/** A card from `seat`: bad input when the deal shows he does not hold it, or it was played already. */
const notHeld = (s: View, seat: Seat, card: Card, index: number, key: string): Result<Outcome> | null => {
  if (isPlayed(s, card))
    return err("card-played-already", { seat, card: formatCard(card) }, { event: index, key });
  const holder = holderOf(s, card);
  if (holder !== null && holder !== seat)
    return err("card-not-held", { seat, card: formatCard(card) }, { event: index, key });
  return null;
};

/** The owner of a major penalty card whose partner is now to lead a new trick: 50D2 (51B) options. */
export const leadOptionsDue = (s: View): Effect[] => {
  if (s.turn === null || trickInProgress(s) !== null || s.period === "done") return [];
  const owner = partner(s.turn);
  if (!isDefender(s, owner)) return [];
  const majors = (s.penaltyCards ?? []).filter((p) => p.seat === owner && p.kind === "major");
  if (majors.length === 0) return [];
  if (s.leadRestrictions.some((r) => r.leader === s.turn && r.chosen === undefined && /^5[01]/.test(r.law)))
    return [];
  return leadOptions(s, owner);
};

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

// ---------------------------------------------------------------------------------------------------
// 57, 58: premature and simultaneous plays; 57C3 declarer's play from the wrong hand

const OPTION_57A: Record<PenaltyCode["options57A"][number], { id: string; law: string }> = {
  highest: { id: "play-highest", law: "57A1" },
  lowest: { id: "play-lowest", law: "57A2" },
  require: { id: "play-require-suit", law: "57A3" },
  prohibit: { id: "play-prohibit-suit", law: "57A4" },
};

const options57A = (code: PenaltyCode, partnerSeat: Seat, card: string): RulingOption[] => [
  ...code.options57A.map(
    (k): RulingOption => ({
      id: OPTION_57A[k].id,
      consequences: [
        { id: `57A-${k}`, params: { partner: partnerSeat } as Record<string, string> },
        { id: "penalty-card-major", params: { card } },
      ],
    }),
  ),
  { id: "play-waive", consequences: [{ id: "penalty-card-major", params: { card } }] },
];

const premature = (
  s: View,
  e: CardEvent,
  index: number,
  c: CardIrregular,
  code: PenaltyCode,
): Result<Outcome> => {
  const card = formatCard(e.card);
  const trick = trickInProgress(s);
  if (trick === null || e.type !== "play")
    return err("card-out-of-turn", { seat: e.by, leader: c.turnWas }, { event: index, key: e.type });
  // 58B: a second card from the same hand at once: the first stands; a defender's other card is a penalty
  // card (50B), a declarer's goes back (48A).
  if (trick.cards.some((x) => x.by === e.by)) {
    if (!e.simultaneous)
      return err("second-card-to-trick", { seat: e.by, card }, { event: index, key: "play" });
    const mark = simultaneousMark(s, e.by, card, code);
    if (!isDefender(s, e.by)) return ok(done(mark));
    const kind = kindOf(s, e.by, card, e.findings);
    if (kind === null) return ok(done([askAccidental(e.by, card, index, "58B2")]));
    const fx = makePenaltyCard(s, e.by, card, kind, kind === "major" ? PENALTY_MAJOR : PENALTY_MINOR);
    return ok(done([...fx, ...simultaneousMark(after(s, fx), e.by, card, code)]));
  }
  // 57C3: declarer's premature play (not a lead) from either hand is played and stands.
  if (!isDefender(s, e.by)) return ok(done([{ kind: "card", by: e.by, card }]));
  const declarerPlayedBoth =
    s.declarer !== null &&
    trick.cards.some((x) => x.by === s.declarer) &&
    trick.cards.some((x) => x.by === s.dummy);
  // 57C1: once declarer has played from both hands, the defender's early card counts as played in turn.
  if (declarerPlayedBoth) return ok(done([{ kind: "card", by: e.by, card }]));
  const partnerPlayed = trick.cards.some((x) => x.by === partner(e.by));
  if (partnerPlayed) {
    // The defender plays at his RHO's turn. 2017 57D: a legal card is played at his own turn; otherwise
    // it is a major penalty card. 1987: no such paragraph; the card is an exposed card (49, 50).
    const led = trick.cards[0]!.card[0] as Suit;
    const hands = remaining(s);
    const legal = e.card.suit === led || (hands !== null && hands[e.by][led].length === 0);
    if (code.has57D && legal) {
      const p: Pend<"57D"> = {
        ...base(s, e.by, card, index, "premature-play", "57D"),
        proc: "penalty",
        step: "57D",
        card,
        waitFor: c.turnWas,
      };
      // Not a ruling: the card waits in the working memory and the play goes on (phase `play`, the turn of
      // the hand it waits for); nobody has anything to choose.
      return ok(done([{ kind: "pending", pending: p as Pending }]));
    }
    return ok(done(makePenaltyCard(s, e.by, card, "major", PENALTY_MAJOR)));
  }
  // 57C2: dummy had on his own selected or suggested a card before this defender played (the director's
  // finding `dummyPrompted`): no rectification; the card counts as played in turn.
  if (e.findings.dummyPrompted === true) return ok(done([{ kind: "card", by: e.by, card }]));
  // 57A: before his partner has played: a major penalty card, and declarer restricts partner's play.
  const partnerSeat = partner(e.by);
  const p: Pend<"57A"> = {
    ...base(s, e.by, card, index, "premature-play", "57A"),
    proc: "penalty",
    step: "57A",
    partnerSeat,
    trick: currentTrickNumber(s),
  };
  return ok(
    done([
      ...makePenaltyCard(s, e.by, card, "major", PENALTY_MAJOR),
      { kind: "open", pending: p as Pending, options: options57A(code, partnerSeat, card) },
    ]),
  );
};

/** 57A: declarer's choice, as a play restriction on the offender's partner for this trick. */
const choose57A = (
  s: View,
  p: Pend<"57A">,
  e: PlayVerbEvent<"playRestriction">,
  index: number,
  code: PenaltyCode,
): Result<Outcome> => {
  if (e.by !== s.declarer)
    return err(
      "no-option",
      { seat: e.by, chooser: p.chooser ?? "" },
      { event: index, key: "playRestriction" },
    );
  const c: PlayChoice = e.choice;
  if ("waive" in c) return ok(done([CLOSE]));
  const kind =
    "highest" in c ? "highest" : "lowest" in c ? "lowest" : "require" in c ? "require" : "prohibit";
  const led = trickInProgress(s)?.cards[0]?.card[0];
  const suit = "require" in c ? c.require : "prohibit" in c ? c.prohibit : null;
  if (!code.options57A.includes(kind) || (suit !== null && suit === led))
    return err(
      "play-restriction-not-allowed",
      { law: OPTION_57A[kind].law },
      { event: index, key: "playRestriction" },
    );
  const r: PlayRestriction = { seat: p.partnerSeat, law: "57A", trick: p.trick };
  if ("highest" in c) r.highest = true;
  else if ("lowest" in c) r.lowest = true;
  else if ("require" in c) r.require = c.require;
  else r.prohibit = c.prohibit;
  return ok(
    done([{ kind: "set", key: "playRestrictions", value: [...(s.playRestrictions ?? []), r] }, CLOSE]),
  );
};

/** 57D: the card that waited is entered at its maker's turn, right after his RHO's card. */
const release57D = (s: View, p: Pend<"57D">, e: TableEvent, index: number): Result<Outcome> => {
  // The director has nothing to decide: the card waits for its turn whatever he says.
  if (e.type === "director") return ok(done([]));
  if (e.type !== "play" || e.by !== p.waitFor)
    return err("ruling-awaits", { seat: "by" in e ? e.by : "", chooser: p.waitFor }, { event: index });
  const bad = notHeld(s, e.by, e.card, index, "play");
  if (bad) return bad;
  const c = classifyCard(s, e.by, e.card, null);
  const fx: Effect[] = [];
  if (c.kind === "legal" && c.revoke)
    fx.push({
      kind: "recordRevoke",
      revoke: {
        by: e.by,
        trick: currentTrickNumber(s),
        card: formatCard(e.card),
        established: false,
        noticed: false,
      },
    });
  // The wait closes between the two cards: after the RHO's card the offender is not due to choose among his
  // penalty cards (51A) or be told to play one (his card is the one that waited); after his card, the next
  // hand's duties are looked at as after any card.
  fx.push({ kind: "card", by: e.by, card: formatCard(e.card) }, CLOSE, {
    kind: "card",
    by: p.offender,
    card: p.card,
    implied: true,
  });
  return ok(done(fx));
};

// ---------------------------------------------------------------------------------------------------
// 51A, 52: the penalty card not played; several penalty cards

/** 52B2: the penalty card takes the place of the card played; that card becomes a major penalty card. */
const substitute = (s: View, p: Pend<"52B">): Effect[] => {
  const at = trickIndex(s, p.trick);
  if ((s.tricks ?? [])[at] === undefined) return [CLOSE];
  const fx: Effect[] = [
    CLOSE,
    // The card taken back no longer stands in the trick: a revoke it made goes with it (61A).
    { kind: "withdrawRevoke", by: p.offender, trick: p.trick, card: p.played },
    { kind: "substituteCard", by: p.offender, played: p.played, card: p.penaltyCard, at },
    { kind: "pickUpPenaltyCards", cards: [{ seat: p.offender, card: p.penaltyCard }] },
    {
      kind: "set",
      key: "obligations",
      value: s.obligations.filter(
        (o) => !(o.seat === p.offender && "mustPlay" in o && o.mustPlay === p.penaltyCard),
      ),
    },
  ];
  return [...fx, ...makePenaltyCard(after(s, fx), p.offender, p.played, "major", PENALTY_MAJOR)];
};

const during52 = (s: View, p: Pend<"52B">, e: TableEvent, index: number): Result<Outcome> =>
  duringOption(
    {
      holder: p.chooser ?? p.offender,
      accept: () => ok(done([CLOSE])), // 52B1(a), 52B1(c): the card stands, the penalty card stays
      refuse: () => ok(done(substitute(s, p))), // 52B2
      callOver: "event",
      other: (x) => {
        // 52B1(b): once declarer has played again from his hand or dummy, he has accepted the card.
        if (x.type === "play" && isDeclaringSide(s, x.by))
          return ok(done([CLOSE], [{ kind: "event", event: x, index }]));
        return null;
      },
    },
    e,
    index,
  );

const during51 = (s: View, p: Pend<"51A">, e: TableEvent, index: number): Result<Outcome> => {
  if (e.type !== "designate" || e.by !== s.declarer)
    return err("ruling-awaits", { seat: "by" in e ? e.by : "", chooser: p.chooser ?? "" }, { event: index });
  const card = formatCard(e.card);
  if (!p.cards.includes(card))
    return err("designate-not-a-penalty-card", { card }, { event: index, key: "designate" });
  // The designated card is played (its afterCard sees the 51A step still pending), then the ruling closes.
  return ok(done([{ kind: "card", by: p.offender, card }, CLOSE]));
};

/**
 * 57A, 57B, 61A: does the card `by` just played break the 57A restriction declarer chose for him, when he
 * could have complied? Following suit comes first (44C): a requirement or prohibition of another suit binds
 * only a hand void in the suit led; a hand that cannot comply plays any card (57B, 59).
 */
const breaksPlayRestriction = (s: View, trick: Trick, by: Seat, card: string): boolean => {
  const r = restrictionsOf(s, by)[0];
  const hands = heldHands(s);
  if (r === undefined || hands === null || trick.cards[0] === undefined) return false;
  const led = trick.cards[0].card[0] as Suit;
  const suit = card[0] as Suit;
  // The hand as it was before this card.
  const held = (x: Suit): string[] => (x === suit ? [...hands[by][x], card.slice(1)] : [...hands[by][x]]);
  const ofLed = held(led);
  if (r.highest || r.lowest) {
    if (ofLed.length === 0) return false;
    const order = (x: string) => RANKS.indexOf(x as (typeof RANKS)[number]);
    const sorted = [...ofLed].sort((a, b) => order(a) - order(b));
    const due = r.highest ? sorted[0] : sorted[sorted.length - 1];
    // Not following suit at all is the reducer's revoke already (44C, 61A): not recorded twice.
    return suit === led && card.slice(1) !== due;
  }
  if (ofLed.length > 0) return false;
  if (r.require !== undefined) return held(r.require).length > 0 && suit !== r.require;
  if (r.prohibit !== undefined)
    return (
      suit === r.prohibit &&
      (["S", "H", "D", "C"] as const).some((x) => x !== r.prohibit && held(x).length > 0)
    );
  return false;
};

/** After each card: the turn, the restrictions it spends, and the penalty card obligations it meets or breaks. */
const afterCard = (s: View, trick: Trick, by: Seat): Effect[] => {
  const fx: Effect[] = [];
  const current = trick.winner === undefined;
  // Cards played out of turn (57C1, 57C3) leave hands that have played: the turn goes to the next that has not.
  if (current && s.turn !== null && trick.cards.some((x) => x.by === s.turn)) {
    let t = s.turn;
    for (let i = 0; i < 4 && trick.cards.some((x) => x.by === t); i++) t = lho(t);
    fx.push({ kind: "turn", seat: t });
  }
  // 61A: a card against declarer's 57A choice, when the partner could comply, is a revoke (recorded as the
  // reducer records a failure to follow suit: not yet noticed nor established; the revoke laws take it on).
  const lastCard = trick.cards[trick.cards.length - 1];
  if (lastCard !== undefined && lastCard.by === by && breaksPlayRestriction(s, trick, by, lastCard.card)) {
    const number = (s.tricks ?? []).indexOf(trick) + 1 || (s.tricks ?? []).length;
    fx.push({
      kind: "recordRevoke",
      revoke: { by, trick: number, card: lastCard.card, established: false, noticed: false },
    });
  }
  // 57A: the restriction concerns this one card of the offender's partner. 58B3: its mark is spent once a
  // card goes to a later trick.
  const n = latestTrickNumber(s);
  const spent = (r: PlayRestriction) => (isSimultaneousMark(r) ? (r.trick ?? 0) < n : r.seat === by);
  if ((s.playRestrictions ?? []).some(spent))
    fx.push({
      kind: "set",
      key: "playRestrictions",
      value: (s.playRestrictions ?? []).filter((r) => !spent(r)),
    });
  // The lead restrictions this card spends (shared with the leads group: idempotent when both run), and a
  // 50D2(b)/51B2(c) waiver once the trick its leader led is complete.
  fx.push(...expireLeadRestrictions(after(s, fx), trick));
  const w = after(s, fx).leadRestrictions;
  const waived = (r: LeadRestriction) =>
    trick.winner !== undefined &&
    r.leader === trick.leader &&
    /^5[01]/.test(r.law) &&
    r.chosen !== undefined &&
    "waive" in r.chosen;
  if (w.some(waived)) fx.push({ kind: "set", key: "leadRestrictions", value: w.filter((r) => !waived(r)) });
  // A minor penalty card played: its 50C obligation is spent.
  const minorSuits = new Set(
    (s.penaltyCards ?? []).filter((p) => p.seat === by && p.kind === "minor").map((p) => p.card[0]),
  );
  const stale = s.obligations.filter(
    (o) => o.seat === by && "mayNotPlay" in o && !minorSuits.has(o.mayNotPlay.suit),
  );
  if (stale.length)
    fx.push({ kind: "set", key: "obligations", value: s.obligations.filter((o) => !stale.includes(o)) });
  const v = after(s, fx);
  const last = trick.cards[trick.cards.length - 1]!;
  const designated = s.pending?.proc === "penalty" && s.pending.step === "51A";
  if (!designated && !last.implied && isDefender(s, by) && restrictionsOf(s, by).length === 0) {
    const broken = breaks(v, trick, by, last.card);
    if (broken !== null) {
      const p: Pend<"52B"> = {
        ...base(v, by, last.card, v.events - 1, "penalty-card-not-played", "52B1(a)"),
        proc: "penalty",
        step: "52B",
        penaltyCard: broken,
        played: last.card,
        trick: latestTrickNumber(s),
      };
      const params = { card: last.card, penaltyCard: broken, offender: by };
      // 61A: not playing the penalty card is a revoke (64B3 if established; 52B2 takes the card back).
      fx.push(...penaltyCardRevoke(v, by, p.trick, last.card, broken));
      fx.push({
        kind: "open",
        pending: p as Pending,
        options: [
          {
            id: "accept-card",
            event: { by: p.chooser ?? by, accept: true },
            consequences: [{ id: "52B1-card-stands", params }],
          },
          {
            id: "refuse-card",
            event: { by: p.chooser ?? by, accept: false },
            consequences: [{ id: "52B2-penalty-card-played", params }],
          },
        ],
      });
      return fx;
    }
  }
  if (designated) return fx;
  return [...fx, ...dueAtTurn(v)];
};

/** 61A: the revoke of a penalty card not played, recorded with the card (unless that card is one already). */
const penaltyCardRevoke = (s: View, by: Seat, trick: number, card: string, penaltyCard: string): Effect[] => {
  const revokes = s.revokes ?? [];
  if (revokes.some((r) => r.by === by && r.trick === trick)) return [];
  const revoke = { by, trick, card, established: false, noticed: false, penaltyCard };
  return [{ kind: "recordRevoke", revoke }];
};

/** 52: the penalty card `by` was bound to play and could, had he not played `card` instead; or null. */
const breaks = (s: View, trick: Trick, by: Seat, card: string): string | null => {
  const before = trick.cards.slice(0, -1);
  const led = before.length === 0 ? null : (before[0]!.card[0] as Suit);
  const hands = handsBefore(s, trick);
  const majors = playableMajors(s, by, led, hands);
  if (majors.length) return majors[0]!;
  // 50C: a low card of a minor penalty card's suit played before it.
  if (isHonour(card)) return null;
  const minor = (s.penaltyCards ?? []).find(
    (p) => p.seat === by && p.kind === "minor" && p.card[0] === card[0],
  );
  if (minor && playable(s, by, minor.card, led, hands)) return minor.card;
  return null;
};

/** At a defender's turn: 51A (two or more penalty cards he may play); at a new lead, 50D2 (51B). */
const dueAtTurn = (s: View): Effect[] => {
  const t = s.turn;
  if (t === null || s.period !== "play" || s.pending !== undefined) return [];
  const trick = trickInProgress(s);
  if (isDefender(s, t)) {
    const led = trick === null ? null : (trick.cards[0]!.card[0] as Suit);
    const cards = playableMajors(s, t, led, heldHands(s));
    if (cards.length > 1) {
      const p: Pend<"51A"> = {
        ...base(s, t, cards.join(" "), s.events - 1, "several-penalty-cards", "51A"),
        proc: "penalty",
        step: "51A",
        cards,
      };
      return [
        {
          kind: "open",
          pending: p as Pending,
          options: cards.map((card) => ({
            id: "designate",
            consequences: [{ id: "51A-designated", params: { card } }],
          })),
        },
      ];
    }
  }
  return leadOptionsDue(s);
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
