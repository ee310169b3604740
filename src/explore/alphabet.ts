/**
 * The alphabet: every event the explorer tries at every state, the answers it gives to questions (the
 * values of each finding), and the events of the pass-out walk.
 */
import {
  bid,
  type Call,
  type Card,
  DOUBLE,
  eventToJson,
  FINDING_NAMES,
  type FindingName,
  type Findings,
  formatCard,
  holds,
  PASS,
  type PlayFindingName,
  parseCall,
  parseDeal,
  RANKS,
  REDOUBLE,
  SEATS,
  type Seat,
  STRAINS,
  SUITS,
  type Suit,
  type TableEvent,
  type TableState,
} from "./engine.js";
import { cardOf, handsLeft, playEvent, walkCards } from "./play.js";

// ---------------------------------------------------------------------------------------------------
// The alphabet: every event the explorer tries at every state

export const deepFreeze = <T>(x: T): T => {
  if (x !== null && typeof x === "object") {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
};

/** The 38 calls of the auction (1C..7NT, P, X, XX) and one bid above seven. */
export const CALLS: Call[] = [PASS, DOUBLE, REDOUBLE];
for (let l = 1; l <= 7; l++) for (const s of STRAINS) CALLS.push(bid(l, s));
CALLS.push(bid(8, "C"));

const parse = (t: string): Call => {
  const c = parseCall(t);
  if (!c.ok) throw new Error(`bad call ${t}`);
  return c.value;
};

export const callEvent = (by: Seat, call: string | Call, findings: Findings = {}): TableEvent => ({
  type: "call",
  by,
  call: typeof call === "string" ? parse(call) : call,
  simultaneous: false,
  findings,
});
export const acceptEvent = (by: Seat, accept: boolean): TableEvent => ({ type: "accept", by, accept });
export const DIRECTOR: TableEvent = deepFreeze({ type: "director" });
const card = (t: string): Card => ({ suit: t[0] as Suit, rank: t[1] as Card["rank"] });
export const leadEvent = (by: Seat, c: string): TableEvent => ({
  type: "lead",
  by,
  card: card(c),
  faceDown: false,
});

/**
 * Every call by every seat (in turn or not, sufficient or not), `change` with and without `unintended`,
 * `accept` true/false by every seat, `director`, every lead restriction by every seat, a lead of an ace of
 * each suit by every seat. Events are frozen: an engine that mutates its input throws, which is a violation.
 */
export const alphabet = (o: { simultaneous?: boolean; artificial?: boolean } = {}): TableEvent[] => {
  const out: TableEvent[] = [];
  for (const by of SEATS)
    for (const call of CALLS) {
      out.push({ type: "call", by, call, simultaneous: false, findings: {} });
      if (o.simultaneous) out.push({ type: "call", by, call, simultaneous: true, findings: {} });
      if (o.artificial && call.type !== "pass")
        out.push({ type: "call", by, call, simultaneous: false, findings: { artificial: true } });
    }
  for (const by of SEATS)
    for (const call of CALLS) {
      out.push({ type: "change", by, call, findings: {} });
      out.push({ type: "change", by, call, findings: { unintended: true } });
    }
  for (const by of SEATS) {
    out.push({ type: "accept", by, accept: true });
    out.push({ type: "accept", by, accept: false });
  }
  out.push({ type: "director" });
  for (const by of SEATS) {
    out.push({ type: "leadRestriction", by, choice: { waive: true } });
    for (const suit of SUITS) {
      out.push({ type: "leadRestriction", by, choice: { prohibit: suit } });
      out.push({ type: "leadRestriction", by, choice: { require: suit } });
    }
  }
  for (const by of SEATS) for (const suit of SUITS) out.push(leadEvent(by, `${suit}A`));
  return deepFreeze(out);
};

export const showEvent = (e: TableEvent): string => JSON.stringify(eventToJson(e));

// ---------------------------------------------------------------------------------------------------
// Questions: the values of each finding the explorer tries as an answer

/**
 * The play findings each verb of the table log may carry (docs/table-log.md, "Findings in the play"): a
 * question about an event must name a finding that event can carry, or its answer cannot be written down.
 */
export const PLAY_FINDINGS_ON: Partial<Record<TableEvent["type"], readonly PlayFindingName[]>> = {
  accept: ["sawDummy"],
  director: ["laterTricks", "tricks12and13", "sawDummy", "trickWonBy", "established", "exception", "hadWon"],
  lead: ["misinformedTurn"],
  play: ["accidental", "misinformedTurn", "properLead", "dummyPrompted"],
  expose: ["accidental", "beganSpread"],
  attention: [
    "established",
    "trickWonBy",
    "laterTricks",
    "exception",
    "dummyRevoke",
    "penaltyCardRevoke",
    "defectiveTrick",
    "heldSuitLed",
  ],
  withdraw: ["misexplanation", "unintended"],
  spread: ["claimIntended"],
};

/**
 * Puts a finding on event `about`: an auction finding on a call or change, a play finding on an event whose
 * verb may carry it (PLAY_FINDINGS_ON). Null when that event cannot carry it.
 */
export const withFinding = (
  e: TableEvent,
  q: FindingName | PlayFindingName,
  value: unknown,
): TableEvent | null => {
  if (e.type === "call" || e.type === "change")
    return (FINDING_NAMES as readonly string[]).includes(q)
      ? ({ ...e, findings: { ...e.findings, [q]: value } } as TableEvent)
      : null;
  if (!(PLAY_FINDINGS_ON[e.type] as readonly string[] | undefined)?.includes(q)) return null;
  if (e.type === "play" || e.type === "expose" || e.type === "attention" || e.type === "withdraw")
    return { ...e, findings: { ...e.findings, [q]: value } } as TableEvent;
  if (e.type === "lead" || e.type === "accept" || e.type === "director" || e.type === "spread")
    return { ...e, findings: { ...(e.findings ?? {}), [q]: value } } as TableEvent;
  return null;
};

/** The values tried for each finding (the walk answers with the second). */
export const ANSWERS: Record<FindingName | PlayFindingName, unknown[]> = {
  artificial: [true, false],
  comparable: [true, false],
  sameMeaning: [true, false],
  unintended: [true, false],
  suits: ["unknown", ["S"], ["C", "D"]],
  // The play (PlayFindings).
  accidental: [true, false],
  misinformedTurn: [true, false],
  properLead: [true, false],
  established: [true, false],
  trickWonBy: ["N", "E", "S", "W"],
  laterTricks: [0, 1, 2],
  exception: ["64B1", "64B3", "64B7"],
  dummyRevoke: [true, false],
  penaltyCardRevoke: [true, false],
  defectiveTrick: [
    { trick: 1, by: "N", kind: "no-card" },
    { trick: 1, by: "E", kind: "extra-card" },
  ],
  heldSuitLed: [true, false],
  sawDummy: [true, false],
  misexplanation: [true, false],
  hadWon: [true, false],
  dummyPrompted: [true, false],
  claimIntended: [true, false],
  beganSpread: [true, false],
  tricks12and13: [
    { NS: 2, EW: 0 },
    { NS: 1, EW: 1 },
    { NS: 0, EW: 2 },
  ],
  fifthCard: [true, false],
  designation: ["low", "high"],
  dummyIndicated: [true, false],
  dummyForfeited: [true, false],
  notNamed: [true, false],
  namedLater: ["N", "E", "S", "W"],
  illegalInquiry: [true, false],
};
export const PLAY_FINDING_NAMES = Object.keys(ANSWERS).filter(
  (k) => !(FINDING_NAMES as readonly string[]).includes(k),
) as PlayFindingName[];

// ---------------------------------------------------------------------------------------------------
// The events of the pass-out walk (see walk in invariants.ts)

/** The events the walk tries, best first, from a state that is not a question. */
export const walkEvents = (s: TableState, deal?: string): TableEvent[] => {
  const out: TableEvent[] = [];
  const r = s.ruling;
  if (r !== null && !("question" in r)) {
    // A doubted claim: the director awards the claimer's side the tricks claimed, or none (70).
    if (r.irregularity === "disputed-claim" && s.claim !== undefined)
      for (const award of [s.claim.tricks, 0]) out.push({ type: "director", award });
    if (r.chooser === undefined) {
      out.push(DIRECTOR);
      // A ruling that awaits a fact from the director (64A after the play: laterTricks, trickWonBy...): each
      // finding a director event may carry, with each value tried (the engine refuses those not wanted).
      if (r.irregularity === "revoke")
        for (const q of PLAY_FINDINGS_ON.director ?? [])
          for (const value of ANSWERS[q]) {
            const e = withFinding(DIRECTOR, q, value);
            if (e) out.push(e);
          }
    } else {
      if (r.options.some((o) => o.id.startsWith("refuse"))) out.push(acceptEvent(r.chooser, false));
      out.push(callEvent(r.chooser, "P"));
      out.push(acceptEvent(r.chooser, false));
      // The play's choices that are not an acceptance: declarer waives the lead restriction of a refused lead
      // (50D2, 51B, 54D, 56) or the play restriction of a premature play (57A), or designates the first of the
      // offender's penalty cards (51A); an opponent agrees to a claim (69A).
      const ids = r.options.map((o) => o.id);
      if (ids.some((id) => id.endsWith("no-restriction")))
        out.push({ type: "leadRestriction", by: r.chooser, choice: { waive: true } });
      if (ids.includes("claim-agree")) out.push({ type: "agree", by: r.chooser, agree: true });
      if (ids.includes("play-waive"))
        out.push({ type: "playRestriction", by: r.chooser, choice: { waive: true } });
      if (ids.includes("designate"))
        for (const p of s.penaltyCards ?? [])
          if (p.seat === r.offender) out.push({ type: "designate", by: r.chooser, card: cardOf(p.card) });
      out.push(DIRECTOR);
    }
  }
  if (s.phase === "lead" && s.turn !== null) {
    const open = s.leadRestrictions.find((x) => x.chosen === undefined);
    if (open && s.declarer !== null)
      out.push({ type: "leadRestriction", by: s.declarer, choice: { waive: true } });
    out.push(leadEvent(s.turn, leadCard(s.turn, deal, s.leadRestrictions, s.penaltyCards)));
  }
  // A revoke being corrected (62A-62C): the revoke cards still in their trick are taken back, then the
  // players replace them in turn.
  const correcting = r !== null && "irregularity" in r && r.irregularity === "revoke";
  if (correcting)
    for (const rv of s.revokes ?? [])
      if (
        rv.corrected &&
        rv.card !== undefined &&
        s.tricks?.[rv.trick - 1]?.cards.some((c) => c.by === rv.by && c.card === rv.card)
      )
        out.push({ type: "withdraw", by: rv.by, card: cardOf(rv.card), findings: {} });
  if (correcting) {
    // Every hand missing from a trick short of a card (the trick in progress too) replaces its card (suit led
    // first); the engine refuses the hands that are not due.
    const hands = handsLeft(s);
    for (const t of s.tricks ?? [])
      if (t.cards.length < 4 && hands !== null) {
        const led = t.cards[0]?.card[0];
        for (const seat of SEATS)
          if (!t.cards.some((c) => c.by === seat)) {
            const mine = [...(hands.get(seat) ?? [])].sort(
              (a, b) => Number(b[0] === led) - Number(a[0] === led),
            );
            out.push(...mine.map((c) => playEvent(seat, c)));
          }
      }
  }
  // The play: the player in turn plays his lowest card that follows suit (the walk tries them in order).
  if ((s.phase === "play" || correcting) && s.turn !== null) {
    const turn = s.turn;
    out.push(...walkCards(s).map((c) => playEvent(turn, c)));
  }
  if (s.turn !== null) {
    const must = s.obligations.find((o) => o.seat === s.turn && "mustCall" in o);
    if (must && "mustCall" in must) out.push(callEvent(s.turn, must.mustCall));
    out.push(callEvent(s.turn, "P"));
  }
  out.push(DIRECTOR);
  return out;
};

/** A card the leader may lead: one he holds, in a suit declarer's choice allows (required, or not prohibited). */
const leadCard = (
  seat: Seat,
  deal?: string,
  restrictions: TableState["leadRestrictions"] = [],
  penaltyCards: TableState["penaltyCards"] = [],
): string => {
  const mine = restrictions.filter((r) => r.leader === seat && r.chosen !== undefined).map((r) => r.chosen!);
  const allowed = (suit: (typeof SUITS)[number]): boolean =>
    mine.every((c) => ("prohibit" in c ? c.prohibit !== suit : "require" in c ? c.require === suit : true));
  const d = deal === undefined ? null : parseDeal(deal);
  const suits = [...SUITS].sort((a, b) => Number(allowed(b)) - Number(allowed(a)));
  for (const suit of suits) {
    // Without the deal: the highest card of the suit that is not another player's penalty card (50).
    if (d === null || !d.ok) {
      const rank = RANKS.find((r) => !penaltyCards.some((p) => p.seat !== seat && p.card === suit + r));
      return formatCard({ suit, rank: rank ?? "A" });
    }
    const rank = d.value[seat][suit][0];
    if (rank !== undefined && holds(d.value, seat, { suit, rank })) return formatCard({ suit, rank });
  }
  return "SA";
};
