/**
 * The explorer in the play period: random deals, the events of the play tried at every state, the cards
 * the continue walk plays (the lowest card that follows suit, in turn), and the invariants of the play,
 * recomputed here from the deal and the cards that stand (never from src/play/play.ts), so that a bug in
 * the legal play does not hide itself. docs/explorer.md, "The play".
 */
import {
  type Card,
  type Deal,
  formatDeal,
  isVulnerable,
  lho,
  parseContract,
  parseDeal,
  RANKS,
  SEATS,
  type Seat,
  SUITS,
  type Suit,
  scoreLaw77,
  type TableEvent,
  type TableState,
  type Vulnerability,
} from "./engine.js";

// ---------------------------------------------------------------------------------------------------
// Deals

/** A full deal drawn with `next` (a PRNG giving [0, 1)), in PBN form from north. */
export const randomDeal = (next: () => number): string => {
  const cards: { suit: Suit; rank: (typeof RANKS)[number] }[] = [];
  for (const suit of SUITS) for (const rank of RANKS) cards.push({ suit, rank });
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  const deal = {} as Deal;
  SEATS.forEach((seat, k) => {
    deal[seat] = { S: [], H: [], D: [], C: [] };
    for (const c of cards.slice(13 * k, 13 * k + 13)) deal[seat][c.suit].push(c.rank);
    for (const s of SUITS) deal[seat][s].sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b));
  });
  return formatDeal(deal);
};

const dealCache = new Map<string, Map<string, Seat> | null>();
/** Card text → the seat the deal gives it to; null for a deal that does not read. */
export const holders = (deal: string): Map<string, Seat> | null => {
  let m = dealCache.get(deal);
  if (m !== undefined) return m;
  const d = parseDeal(deal);
  if (!d.ok) m = null;
  else {
    m = new Map();
    for (const seat of SEATS)
      for (const suit of SUITS) for (const r of d.value[seat][suit]) m.set(suit + r, seat);
  }
  if (dealCache.size > 10_000) dealCache.clear();
  dealCache.set(deal, m);
  return m;
};

const suitCache = new Map<string, Map<string, string[]>>();
/** Seat and suit (`NS`: north's spades) → the cards the deal gives that hand in that suit. */
const suitsOf = (deal: string): Map<string, string[]> => {
  let m = suitCache.get(deal);
  if (m !== undefined) return m;
  m = new Map();
  for (const [card, seat] of holders(deal) ?? []) {
    const k = seat + card[0];
    m.set(k, [...(m.get(k) ?? []), card]);
  }
  if (suitCache.size > 10_000) suitCache.clear();
  suitCache.set(deal, m);
  return m;
};

// ---------------------------------------------------------------------------------------------------
// Reading the play off a state, independently of src/play

const RANK_ORDER = new Map(RANKS.map((r, i) => [r as string, i]));
const CARD_RE = /^[SHDC][AKQJT98765432]$/;
const side = (s: Seat) => (s === "N" || s === "S" ? "NS" : "EW");

/** The trump suit of a contract text (`4SX`), or null at no trump. */
export const trumpSuit = (contract: string | null): Suit | null => {
  const m = /^[1-7](C|D|H|S|NT)/.exec(contract ?? "");
  return m === null || m[1] === "NT" ? null : (m[1] as Suit);
};

/** 44C-44E, from scratch: the highest trump played, else the highest card of the suit led. */
export const winnerOf = (cards: readonly { by: Seat; card: string }[], trump: Suit | null): Seat => {
  const led = cards[0]!.card[0];
  let best = cards[0]!;
  const beats = (a: string, b: string) => {
    const at = a[0] === trump;
    const bt = b[0] === trump;
    if (at !== bt) return at;
    if (a[0] !== b[0]) return false;
    return RANK_ORDER.get(a[1]!)! < RANK_ORDER.get(b[1]!)!;
  };
  for (const c of cards.slice(1))
    if ((c.card[0] === led || c.card[0] === trump) && beats(c.card, best.card)) best = c;
  return best.by;
};

/** The cards each seat still holds: the deal less the cards that stand in tricks. */
export const handsLeft = (s: Pick<TableState, "deal" | "tricks">): Map<Seat, string[]> | null => {
  if (s.deal === undefined) return null;
  const h = holders(s.deal);
  if (h === null) return null;
  const played = new Set<string>();
  for (const t of s.tricks ?? []) for (const c of t.cards) played.add(c.card);
  const out = new Map<Seat, string[]>(SEATS.map((x) => [x, []]));
  for (const [card, seat] of h) if (!played.has(card)) out.get(seat)!.push(card);
  return out;
};

const lowestFirst = (a: string, b: string) =>
  RANK_ORDER.get(b[1]!)! - RANK_ORDER.get(a[1]!)! ||
  SUITS.indexOf(a[0] as Suit) - SUITS.indexOf(b[0] as Suit);

/**
 * The cards the continue walk tries for the player in turn, best first: a card he must play (a major penalty
 * card), then the cards of the suit led, lowest first, then the others, lowest first. Empty when the deal is
 * not known or no card is due.
 */
export const walkCards = (s: TableState): string[] => {
  if (s.turn === null || s.tricks === undefined) return [];
  const hands = handsLeft(s);
  if (hands === null) return [];
  const mine = [...(hands.get(s.turn) ?? [])].sort(lowestFirst);
  const last = s.tricks[s.tricks.length - 1];
  const led = last !== undefined && last.winner === undefined ? last.cards[0]?.card[0] : undefined;
  const must = s.obligations.flatMap((o) => (o.seat === s.turn && "mustPlay" in o ? [o.mustPlay] : []));
  const follow = mine.filter((c) => c[0] === led);
  const rest = mine.filter((c) => c[0] !== led);
  const order = [
    ...must.filter((c) => mine.includes(c) && (led === undefined || c[0] === led || follow.length === 0)),
    ...follow,
    ...rest,
  ];
  return [...new Set(order)];
};

export const cardOf = (t: string): Card => ({ suit: t[0] as Suit, rank: t[1] as Card["rank"] });

export const playEvent = (by: Seat, c: string): TableEvent => ({
  type: "play",
  by,
  card: cardOf(c),
  simultaneous: false,
  findings: {},
});

// ---------------------------------------------------------------------------------------------------
// The events of the play tried at every state

/** Every card (52), as text. */
export const ALL_CARDS: string[] = SUITS.flatMap((s) => RANKS.map((r) => s + r));
/** A few cards for the verbs whose card matters less to the search (expose, withdraw, designate). */
export const SOME_CARDS = ["SA", "HK", "DQ", "C2", "S7", "H3"];

/**
 * The play period's events: every card by every seat (`play`; in turn or not, held or not), and for each
 * seat `expose`, `withdraw` and `designate` of `cards`, `attention` (with and without a revoke named),
 * `accept` true/false, `claim` of 0, 1 and 13 tricks (one with a statement), `agree` true/false, `object`,
 * `playOn`, `result` of 0, 7 and 13, `playRestriction` (each choice), `leadRestriction` (waive, prohibit,
 * require), `face`, `spread`, and `director` (with an award of 0, 1 and 13 and without).
 */
export const playAlphabet = (cards: readonly string[] = SOME_CARDS): TableEvent[] => {
  const out: TableEvent[] = [];
  for (const by of SEATS) for (const c of ALL_CARDS) out.push(playEvent(by, c));
  for (const by of SEATS) {
    for (const c of cards) {
      out.push({ type: "expose", by, card: cardOf(c), findings: {} });
      out.push({ type: "withdraw", by, card: cardOf(c), findings: {} });
      out.push({ type: "designate", by, card: cardOf(c) });
    }
    out.push({ type: "attention", by, findings: {} });
    for (const r of SEATS)
      for (const trick of [1, 2]) out.push({ type: "attention", by, revoke: { by: r, trick }, findings: {} });
    out.push({ type: "accept", by, accept: true });
    out.push({ type: "accept", by, accept: false });
    for (const tricks of [0, 1, 13]) out.push({ type: "claim", by, tricks });
    out.push({ type: "claim", by, tricks: 2, statement: "the rest are mine" });
    out.push({ type: "agree", by, agree: true });
    out.push({ type: "agree", by, agree: false });
    out.push({ type: "object", by });
    out.push({ type: "playOn", by });
    for (const tricks of [0, 7, 13]) out.push({ type: "result", by, tricks });
    out.push({ type: "playRestriction", by, choice: { highest: true } });
    out.push({ type: "playRestriction", by, choice: { lowest: true } });
    out.push({ type: "playRestriction", by, choice: { waive: true } });
    out.push({ type: "playRestriction", by, choice: { require: "S" } });
    out.push({ type: "playRestriction", by, choice: { prohibit: "H" } });
    out.push({ type: "leadRestriction", by, choice: { waive: true } });
    out.push({ type: "leadRestriction", by, choice: { prohibit: "D" } });
    out.push({ type: "leadRestriction", by, choice: { require: "C" } });
    out.push({ type: "face", by });
    out.push({ type: "spread", by });
  }
  out.push({ type: "director" });
  for (const award of [0, 1, 13]) out.push({ type: "director", award });
  return out;
};

// ---------------------------------------------------------------------------------------------------
// Invariants of the play

export type PlayFound = { kind: string; message: string };

/** What the play checks noticed but do not fail on (revokes not established while no law establishes them). */
export type PlayNotes = Record<string, number>;

/** The first hand clockwise from `leader` that is not in `played`. */
const nextToPlay = (leader: Seat, played: ReadonlySet<Seat>): Seat => {
  let t = leader;
  for (let i = 0; i < 4 && played.has(t); i++) t = lho(t);
  return t;
};

const countLaterPlay = (tricks: NonNullable<TableState["tricks"]>, trick: number, by: Seat): boolean =>
  tricks.slice(trick).some((t) => t.cards.some((c) => side(c.by) === side(by)));

/**
 * The invariants of the play period on one state (docs/explorer.md, "The play"). `events` is the log of the
 * path (to tell a `result` the players gave from the count of the full record). `notes` collects what is
 * reported and not failed.
 */
export const playViolations = (
  s: TableState,
  o: { events: readonly TableEvent[]; vulnerability: Vulnerability; notes?: PlayNotes },
): PlayFound[] => {
  const out: PlayFound[] = [];
  const v = (kind: string, message: string) => out.push({ kind, message });
  const note = (k: string) => {
    if (o.notes) o.notes[k] = (o.notes[k] ?? 0) + 1;
  };
  const tricks = s.tricks;
  if (tricks === undefined) {
    // A result with no card recorded is the whole play as the director knows it (the spec's second way of
    // recording the play); only a passed-out board can have none (22B).
    if (s.result !== undefined && s.declarer === null)
      v(
        "result-passed-out",
        `a board with no declarer (contract ${s.contract}) has a result ${JSON.stringify(s.result)}`,
      );
    // With no card recorded the director may still name a revoke (what he knows: 61-64 with findings);
    // a revoke with a card, or tricks won, needs the record.
    if (s.tricksWon !== undefined || (s.revokes ?? []).some((r) => r.card !== undefined))
      v("play-keys-early", `phase ${s.phase}: tricksWon or a recorded revoke without tricks`);
    return out;
  }
  if (s.contract === null || s.contract === "passed-out" || s.declarer === null)
    v("play-without-contract", `tricks with contract ${s.contract}, declarer ${s.declarer}`);
  // A faced opening lead out of turn opens the play period (dummy known, `tricks: []`) while declarer's 54
  // options are pending: no card stands in a trick until the lead is accepted or made again (54A-54D).
  if (s.lead === undefined && tricks.some((t) => t.cards.length > 0))
    v("play-without-lead", "cards in tricks but no opening lead");
  const trump = trumpSuit(s.contract);
  const h = s.deal === undefined ? null : holders(s.deal);
  // The cards that stand form legal tricks.
  if (tricks.length > 13) v("play-too-many-tricks", `${tricks.length} tricks`);
  const seen = new Map<string, number>();
  const correcting = s.ruling !== null && "irregularity" in s.ruling && s.ruling.irregularity === "revoke";
  let cards = 0;
  const won = { NS: 0, EW: 0 };
  // 57C2: a defender's card played before his partner after dummy had on his own selected or suggested a card
  // (the finding `dummyPrompted`) is not rectified and counts as played: it stands where it was played.
  const prompted = new Set(
    o.events.flatMap((e) =>
      e.type === "play" && e.findings.dummyPrompted === true ? [`${e.by}${e.card.suit}${e.card.rank}`] : [],
    ),
  );
  // The index of the last event that played `card` from `by` (the card's place in time): his play or lead, or
  // declarer's designation of it among his penalty cards (51A: the designated card is played by that event).
  const playedAt = (by: Seat, card: string): number => {
    for (let j = Math.min(o.events.length, s.events) - 1; j >= 0; j--) {
      const e = o.events[j]!;
      if (e.type !== "play" && e.type !== "lead" && e.type !== "designate") continue;
      if (e.card.suit + e.card.rank !== card) continue;
      if (e.type === "designate" ? h?.get(card) === by : e.by === by) return j;
    }
    return -1;
  };
  // A card that came to the trick in place of another (52B: declarer had the penalty card played instead)
  // stands where the card it replaced did. So a card is excused as a prompted card (57C2) when its hand's
  // first play after the card's own play event was a prompted one: that is the card it replaced. When the
  // card has no play event of its own, or an older one than the hand's card of the previous trick (a penalty
  // card played once before, 52B), the search starts from that previous card. (Not bounded by the event of
  // the hand's card in the next trick: that card may itself be a penalty card put in place of a later card,
  // whose own event is the prompted play: found/1987-57C2-penalty-card-in-place-of-a-prompted-card-before-another-52B.)
  const replacesPrompted = (i: number, by: Seat, card: string): boolean => {
    const before = tricks
      .slice(0, i)
      .reverse()
      .find((t) => t.cards.some((c) => c.by === by));
    const prev = before === undefined ? -1 : playedAt(by, before.cards.find((c) => c.by === by)!.card);
    const end = Math.min(o.events.length, s.events);
    for (let j = Math.max(playedAt(by, card), prev) + 1; j < end; j++) {
      const e = o.events[j]!;
      if ((e.type === "play" || e.type === "lead") && e.by === by)
        return e.type === "play" && e.findings.dummyPrompted === true;
    }
    return false;
  };
  tricks.forEach((t, i) => {
    const n = i + 1;
    const last = i === tricks.length - 1;
    cards += t.cards.length;
    // While a revoke is corrected (below) a trick may be short of its lead too: every card taken back (62A-62D).
    if ((t.cards.length === 0 && !correcting) || t.cards.length > 4)
      v("trick-size", `trick ${n} has ${t.cards.length} cards`);
    // While a revoke is corrected (62A-62C, a ruling on the revoke), the revoke card and the cards played
    // after it are taken back one by one and replaced: an earlier trick is short of a card meanwhile.
    if (!last && t.cards.length !== 4 && !correcting)
      v("trick-incomplete", `trick ${n} has ${t.cards.length} cards and a later trick began`);
    if ((t.cards.length === 4) !== (t.winner !== undefined))
      v("trick-winner-presence", `trick ${n}: ${t.cards.length} cards, winner ${t.winner}`);
    // (While a revoke is corrected, the leader's card taken back leaves a hole: the first card stands is another's.)
    if (t.cards[0] !== undefined && t.cards[0].by !== t.leader && !correcting)
      v("trick-leader", `trick ${n} led by ${t.leader} but its first card is ${t.cards[0].by}'s`);
    const hands = new Set<Seat>();
    t.cards.forEach((c, k) => {
      if (!CARD_RE.test(c.card)) v("trick-card-unreadable", `trick ${n}: ${JSON.stringify(c)}`);
      // Each card is by the next hand clockwise from the leader that has not played yet, with two exceptions
      // where a card played out of turn stands where it was played: declarer's premature play from either
      // hand (57C3), and a defender's card once declarer has played from both hands (57C1); and while a revoke
      // is corrected a card taken back leaves a hole until it is replaced (62A-62C); and a defender's card
      // after dummy prompted it (57C2, `prompted` above).
      const due = k === 0 ? t.leader : nextToPlay(t.leader, hands);
      const excused =
        (s.declarer !== null &&
          (c.by === s.declarer ||
            c.by === s.dummy ||
            (hands.has(s.declarer) && (s.dummy === undefined || hands.has(s.dummy))))) ||
        prompted.has(c.by + c.card) ||
        replacesPrompted(i, c.by, c.card);
      if (k > 0 && c.by !== due && !excused && !correcting)
        v("trick-clockwise", `trick ${n}: ${c.by} played after ${t.cards[k - 1]!.by}`);
      if (hands.has(c.by)) v("trick-hand-twice", `trick ${n}: ${c.by} played twice`);
      hands.add(c.by);
      const before = seen.get(c.card);
      if (before !== undefined) v("card-played-twice", `${c.card} stands in trick ${before} and trick ${n}`);
      seen.set(c.card, n);
      if (h !== null && h !== undefined && h.get(c.card) !== c.by)
        v("card-not-held", `trick ${n}: ${c.by} played ${c.card}, which the deal gives to ${h.get(c.card)}`);
    });
    if (t.cards.length === 4 && t.cards.every((c) => CARD_RE.test(c.card))) {
      const w = winnerOf(t.cards, trump);
      if (t.winner !== w)
        v(
          "trick-winner",
          `trick ${n} (${t.cards.map((c) => `${c.by} ${c.card}`).join(", ")}, trumps ${trump ?? "none"}): winner ${t.winner}, expected ${w}`,
        );
    }
    if (t.winner !== undefined && (SEATS as readonly string[]).includes(t.winner)) won[side(t.winner)]++;
  });
  if (tricks[0] !== undefined && s.lead !== undefined && tricks[0].leader !== s.lead.by)
    v("trick-leader", `trick 1 led by ${tricks[0].leader}, the opening lead was ${s.lead.by}'s`);
  if (cards > 52) v("play-too-many-cards", `${cards} cards`);
  const complete = tricks.filter((t) => t.winner !== undefined).length;
  if (s.tricksWon === undefined) v("tricks-won", "tricks but no tricksWon");
  else if (s.tricksWon.NS !== won.NS || s.tricksWon.EW !== won.EW)
    v(
      "tricks-won",
      `tricksWon ${JSON.stringify(s.tricksWon)}, the tricks' winners give ${JSON.stringify(won)}`,
    );
  // Whose turn: the next hand clockwise from the leader that has not played (after a card out of turn that
  // stands, 57C1/57C3, the hands it skipped), or the winner of the last trick (44G).
  if (s.phase === "play") {
    const last = tricks[tricks.length - 1];
    const due =
      last === undefined
        ? null
        : last.winner === undefined
          ? nextToPlay(last.leader, new Set(last.cards.map((c) => c.by)))
          : last.winner;
    if (complete === 13) v("play-after-thirteen", "thirteen tricks, and the play goes on");
    else if (due !== null && s.turn !== due) v("play-turn", `turn ${s.turn}, but ${due} is due to play`);
  }
  if (complete === 13 && s.phase !== "done" && s.phase !== "ruling")
    v("play-no-end", `phase ${s.phase} after 13 tricks`);
  // Revokes: a recorded revoke is a card that did not follow suit though the hand held the suit led; every
  // such card of the full record is recorded; `established` only as 63A1 (or 63A2, a claim) says.
  const revokes = s.revokes ?? [];
  if (h !== null && h !== undefined) {
    const played = new Set<string>();
    // 61A: a card against a suit declarer required or prohibited in rectification (57A, chosen by a
    // `playRestriction` event since the hand's last card) is a revoke too, when the hand could comply.
    const againstRestriction = (by: Seat, card: string): boolean => {
      const at = playedAt(by, card);
      for (let j = at - 1; j >= 0; j--) {
        const e = o.events[j]!;
        if ((e.type === "play" || e.type === "lead") && e.by === by) return false;
        if (e.type !== "playRestriction") continue;
        const c = e.choice;
        const left = (x: string) => !played.has(x) && x !== card;
        if ("require" in c)
          return card[0] !== c.require && (suitsOf(s.deal!).get(by + c.require) ?? []).some(left);
        if ("prohibit" in c)
          return (
            card[0] === c.prohibit &&
            SUITS.some((u) => u !== c.prohibit && (suitsOf(s.deal!).get(by + u) ?? []).some(left))
          );
      }
      return false;
    };
    tricks.forEach((t, i) => {
      // The suit led is the leader's card's (while a correction has taken it back, not known: no check).
      const lead = t.cards[0]?.by === t.leader ? t.cards[0] : undefined;
      const led = lead?.card[0];
      // A revoke lead corrected (62A: e.g. a lead into a suit declarer had forbidden, 61A) changes the suit
      // led; the cards the others played to the revoke card before it was replaced were played to that card's
      // suit. They may be taken back (62C1, then 62C2), but one that stays is not a revoke for failing the new
      // suit: 61A's revoke is a failure to follow the suit led when the card is played (44C), and 62C1 gives
      // the non-offender a choice "without penalty", not a new duty. So such a card is judged against the
      // suit of the lead it was played to (the corrected card's).
      const correctedLead = revokes.find(
        (r) => r.corrected && r.trick === i + 1 && r.by === t.leader && r.card !== undefined,
      );
      const replacedAt =
        correctedLead !== undefined && lead !== undefined ? playedAt(lead.by, lead.card) : -1;
      t.cards.forEach((c, k) => {
        const ledThen =
          replacedAt >= 0 && playedAt(c.by, c.card) < replacedAt ? correctedLead!.card![0] : led;
        if (k > 0 && ledThen !== undefined && c.card[0] !== ledThen) {
          const led = ledThen;
          const held = (suitsOf(s.deal!).get(c.by + led) ?? []).some((card) => !played.has(card));
          const recorded = revokes.some((r) => r.by === c.by && r.trick === i + 1);
          if (held && !recorded)
            v("revoke-unrecorded", `trick ${i + 1}: ${c.by} played ${c.card} holding the suit led`);
          if (
            !held &&
            revokes.some(
              (r) => r.by === c.by && r.trick === i + 1 && r.card === c.card && r.penaltyCard === undefined,
            ) &&
            !againstRestriction(c.by, c.card)
          )
            v("revoke-not-a-revoke", `trick ${i + 1}: ${c.by} played ${c.card} with no card of the suit led`);
        }
      });
      for (const c of t.cards) played.add(c.card);
    });
  }
  for (const r of revokes) {
    // A revoke of the record (with its card) is in a trick that exists; a revoke named by `attention` without
    // the full record (no card) is the director's finding about a trick the record need not hold (1..13), and
    // its establishment is a finding too (`established`), so 63A is checked on the record's revokes only.
    const ofRecord = r.card !== undefined;
    if (!Number.isInteger(r.trick) || r.trick < 1 || r.trick > (ofRecord ? Math.max(1, tricks.length) : 13))
      v("revoke-trick", `${JSON.stringify(r)} with ${tricks.length} tricks`);
    if (
      r.card !== undefined &&
      !r.corrected &&
      !tricks[r.trick - 1]?.cards.some((c) => c.by === r.by && c.card === r.card)
    )
      v("revoke-card", `${JSON.stringify(r)}: trick ${r.trick} has no such card`);
    // 63A1: a play to a later trick establishes the revoke, and stays a play when that card was itself a revoke
    // taken back under 62A (the same hand replaces it), so a corrected later revoke of the side counts too.
    // A card of the side led or played out of turn (53-57) after the revoke card counts too, even when it did
    // not stay in a trick (a lead out of turn not accepted: a penalty card, or a card taken back): a card of the
    // side after the revoke card that is in no trick now and was not taken back by a `withdraw`.
    const ofSide = (e: TableEvent) => (e.type === "play" || e.type === "lead") && side(e.by) === side(r.by);
    const cardOf = (e: TableEvent) =>
      e.type === "play" || e.type === "lead" ? e.card.suit + e.card.rank : "";
    const since = playedAt(r.by, r.card ?? "");
    const withdrawn = (e: TableEvent, j: number) =>
      o.events
        .slice(j + 1, s.events)
        .some(
          (w) =>
            w.type === "withdraw" && "by" in e && w.by === e.by && w.card.suit + w.card.rank === cardOf(e),
        );
    const laterOutOfTurn =
      since >= 0 &&
      o.events.some(
        (e, j) =>
          j > since &&
          j < s.events &&
          ofSide(e) &&
          !tricks.some((t) => t.cards.some((c) => c.card === cardOf(e))) &&
          !withdrawn(e, j),
      );
    const later =
      laterOutOfTurn ||
      countLaterPlay(tricks, r.trick, r.by) ||
      revokes.some((o) => o.corrected && o.trick > r.trick && side(o.by) === side(r.by));
    // 63A3 (a claim or concession by the offending side) and 2017 63A4 / 1987 63A3 (a member of the offending
    // side agrees to, or acquiesces in, the opponents' claim or concession: the engine's `agree`).
    const claimed = s.claim !== undefined && (side(s.claim.by) === side(r.by) || s.claim.status === "agreed");
    if (r.transfer !== undefined && (!Number.isInteger(r.transfer) || r.transfer < 0 || r.transfer > 13))
      v("revoke-transfer", JSON.stringify(r));
    if (!ofRecord) continue;
    if (r.established) {
      // Established by a play to a later trick whose card its side then took back (45C4(b), 47E2(a), 62A,
      // a `withdraw` in the log): the play established it (63A1), the state no longer shows the card; whether
      // taking the card back undoes the establishment is not settled here: reported, not failed.
      const tookBack = o.events.some((e) => e.type === "withdraw" && side(e.by) === side(r.by));
      if (!later && !claimed && !r.corrected && tookBack) note("revoke-established-card-taken-back");
      else if (!later && !claimed && !r.corrected)
        v(
          "revoke-established-early",
          `${JSON.stringify(r)}: neither the offender nor his partner has played to a later trick (63A1) nor claimed or agreed to a claim (63A3, 2017 63A4)`,
        );
      // 63B: an established revoke is not corrected, but for 2017 62C3 (both sides revoked on one trick and
      // only one side played on: both are corrected) and 62D (a trick-12 revoke, established or not).
      if (r.corrected && !/^62(C3|D)/.test(r.law ?? "")) v("revoke-established-corrected", JSON.stringify(r));
    } else if (later && !r.corrected) note("revoke-not-established-after-later-play");
  }
  // The result and the score.
  if (s.result !== undefined) {
    const r = s.result;
    const declarerSide = s.declarer === null ? "NS" : side(s.declarer);
    const isCount = (x: unknown) => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 13;
    if (!isCount(r.byPlay) || !isCount(r.declarerTricks)) v("result-range", JSON.stringify(r));
    let to = 0;
    let from = 0;
    for (const t of r.transferred) {
      if (!Number.isInteger(t.tricks) || t.tricks <= 0) v("transfer-shape", JSON.stringify(t));
      if (t.to === declarerSide) to += t.tricks;
      else from += t.tricks;
    }
    if (to > 13 - r.byPlay || from > r.byPlay)
      v("transfer-too-many", `${JSON.stringify(r)}: a side is given more tricks than the other won`);
    else if (r.declarerTricks !== r.byPlay + to - from)
      v("result-inconsistent", `${JSON.stringify(r)}: byPlay and the transfers make ${r.byPlay + to - from}`);
    const given = o.events.some((e) => e.type === "result");
    const mine = won[declarerSide];
    const theirs = won[declarerSide === "NS" ? "EW" : "NS"];
    if (!given && complete === 13 && r.byPlay !== mine)
      v("result-by-play", `byPlay ${r.byPlay}, declarer's side won ${mine} of the 13 tricks`);
    if (given && (r.byPlay < mine || r.byPlay > 13 - theirs))
      v(
        "result-contradicts-record",
        `byPlay ${r.byPlay}, but the record shows declarer's side ${mine} and the defenders ${theirs} tricks won`,
      );
  }
  if (s.phase === "done" || s.period === "done") {
    if (s.score === undefined) v("score-missing", "the board is over but there is no score");
    else if (s.result !== undefined && s.declarer !== null && s.contract !== null) {
      const c = parseContract(s.contract);
      const t = s.result.declarerTricks;
      if (c.ok && Number.isInteger(t) && t >= 0 && t <= 13) {
        const expect = scoreLaw77(c.value, isVulnerable(o.vulnerability, s.declarer), t as 0);
        if (s.score !== expect)
          v(
            "score-wrong",
            `score ${s.score}; Law 77 gives ${expect} for ${s.contract} by ${s.declarer} with ${t} tricks`,
          );
      }
    }
  }
  // Penalty cards are cards still held.
  for (const p of s.penaltyCards ?? []) {
    if (seen.has(p.card))
      v("penalty-card-played", `${JSON.stringify(p)} stands in trick ${seen.get(p.card)}`);
    if (h !== null && h !== undefined && h.get(p.card) !== p.seat)
      v("penalty-card-not-held", JSON.stringify(p));
  }
  return out;
};

/** Seats, for random picks. */
export const SEAT_LIST: readonly Seat[] = SEATS;
