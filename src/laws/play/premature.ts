/**
 * Laws 57 and 58: a card played before its turn (57A-57D; 57C3 declarer's play from the wrong hand) and
 * two cards played at once (58B, 2017 58B3), and the 57A restriction a later card must keep (61A).
 */
import { formatCard, RANKS } from "../../core/card.js";
import { err, ok, type Result } from "../../core/result.js";
import { partner, type Seat, sideOf } from "../../core/seat.js";
import type { Suit } from "../../core/strain.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { PlayChoice, TableEvent } from "../../model/events.js";
import type { PlayRestriction, Trick } from "../../model/play.js";
import type { CardEvent, CardIrregular, View } from "../../model/rules.js";
import type { Pending, RulingOption } from "../../model/state.js";
import {
  classifyCard,
  currentTrickNumber,
  heldHands,
  latestTrickNumber,
  remaining,
  trickInProgress,
} from "../../play/play.js";
import { after, CLOSE, done } from "../procedure.js";
import type { PlayVerbEvent } from "./group.js";
import {
  askAccidental,
  base,
  isDefender,
  isSimultaneousMark,
  kindOf,
  makePenaltyCard,
  notHeld,
  PENALTY_MAJOR,
  PENALTY_MINOR,
  type PenaltyCode,
  type Pend,
  restrictionsOf,
} from "./penaltyShared.js";

/** 58B3: the mark left when `by` took back `card` of two cards played at once (when the code has 58B3). */
export const simultaneousMark = (s: View, by: Seat, card: string, code: PenaltyCode): Effect[] =>
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
export const changeAfterSimultaneous = (s: View, by: Seat, card: string): Outcome | null => {
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

// 57, 58: premature and simultaneous plays; 57C3 declarer's play from the wrong hand

export const OPTION_57A: Record<PenaltyCode["options57A"][number], { id: string; law: string }> = {
  highest: { id: "play-highest", law: "57A1" },
  lowest: { id: "play-lowest", law: "57A2" },
  require: { id: "play-require-suit", law: "57A3" },
  prohibit: { id: "play-prohibit-suit", law: "57A4" },
};

export const options57A = (code: PenaltyCode, partnerSeat: Seat, card: string): RulingOption[] => [
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

export const premature = (
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
export const choose57A = (
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
export const release57D = (s: View, p: Pend<"57D">, e: TableEvent, index: number): Result<Outcome> => {
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

/**
 * 57A, 57B, 61A: does the card `by` just played break the 57A restriction declarer chose for him, when he
 * could have complied? Following suit comes first (44C): a requirement or prohibition of another suit binds
 * only a hand void in the suit led; a hand that cannot comply plays any card (57B, 59).
 */
export const breaksPlayRestriction = (s: View, trick: Trick, by: Seat, card: string): boolean => {
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
