/**
 * The events of a table log and the director's findings: what happened at the table, as typed values.
 * The wire format that reads and writes them is src/formats/tableLog.ts; every layer uses these types.
 */
import type { Call } from "../core/call.js";
import type { Card } from "../core/card.js";
import type { Seat } from "../core/seat.js";
import type { Suit } from "../core/strain.js";
import type { Vulnerability } from "../core/vulnerability.js";

export const EDITIONS = ["2017", "1987"] as const;
export type Edition = (typeof EDITIONS)[number];

/**
 * A suit a call specifies: a known suit, or `?` for one it shows but does not identify (Michaels:
 * spades and a minor, `["S", "?"]`).
 */
export type SuitFinding = Suit | "?";

/** The known suits among a `suits` finding (a list, without its `?`; none for `"unknown"`). */
export const knownSuits = (suits: readonly SuitFinding[] | "unknown" | undefined): Suit[] =>
  Array.isArray(suits) ? suits.filter((x): x is Suit => x !== "?") : [];

/** Does a `suits` finding identify every suit the call shows (no `?`, not `"unknown"`)? */
export const allSuitsKnown = (suits: readonly SuitFinding[] | "unknown" | undefined): boolean =>
  Array.isArray(suits) && !suits.includes("?");

/** The director's findings about a call, which the Laws make turn on the partnership's agreements. */
export interface Findings {
  artificial?: boolean;
  /** The suits the call specifies (`?`: one it shows without identifying), or `"unknown"`. */
  suits?: SuitFinding[] | "unknown";
  comparable?: boolean;
  sameMeaning?: boolean;
  unintended?: boolean;
}
export type FindingName = keyof Findings;
export const FINDING_NAMES: readonly FindingName[] = [
  "artificial",
  "suits",
  "comparable",
  "sameMeaning",
  "unintended",
];

export type LeadChoice = { prohibit: Suit } | { require: Suit } | { waive: true };

/** Declarer's option after a defender's premature lead or play (57A). */
export type PlayChoice =
  | { highest: true }
  | { lowest: true }
  | { require: Suit }
  | { prohibit: Suit }
  | { waive: true };

/**
 * The director's findings in the play (docs/table-log.md, "Findings in the play"), on the event they
 * concern. Where a ruling turns on one the log does not give, the state asks for it.
 */
export interface PlayFindings {
  /** The card was exposed or played unintentionally (50B, 58B). */
  accidental?: boolean;
  /** The player led because an opponent told him it was his lead (47E1). */
  misinformedTurn?: boolean;
  /**
   * (*extension*, on declarer's `spread` during the play) he faced his cards meaning to claim (48B2): true, a
   * claim of all the tricks not yet played; false, no claim (his cards go back, 48A).
   */
  claimIntended?: boolean;
  /**
   * (*extension*, on declarer's `expose` while his Law 54 option is open) the card was exposed in beginning
   * to spread his hand: true, he must spread it all and becomes dummy (54A); false, no rectification (48A).
   */
  beganSpread?: boolean;
  /**
   * (*extension*, on a defender's premature `play`) dummy had on his own selected a card, or suggested one,
   * before this defender played: no rectification for the defender (57C2).
   */
  dummyPrompted?: boolean;
  /** The proper leader's card after an opponent's lead out of turn is his lead, not a play to it (53B). */
  properLead?: boolean;
  /** (No full record) the revoke was established before attention was drawn (63A). */
  established?: boolean;
  /** (No full record) the player who won the revoke trick (64A1 vs 64A2). */
  trickWonBy?: Seat;
  /** (No full record) tricks the offending side won after the revoke trick (64A). */
  laterTricks?: number;
  /** (No full record) the revoke is one of the 64B cases (no transfer): its label, e.g. `64B4`. */
  exception?: string;
  dummyRevoke?: boolean;
  penaltyCardRevoke?: boolean;
  /** A trick with a card missing or one too many from that hand (67). */
  defectiveTrick?: { trick: number; by: Seat; kind: "no-card" | "extra-card" };
  /** (No full record) the offender held a card of the suit led to the defective trick (1987 67B1). */
  heldSuitLed?: boolean;
  /** Declarer could have seen dummy's cards after a faced opening lead out of turn: he must accept (54C). */
  sawDummy?: boolean;
  /** The card is changed after a mistaken explanation by an opponent (47E2). */
  misexplanation?: boolean;
  /** Declarer named a card from dummy by a slip of the tongue (45C4(b)). */
  unintended?: boolean;
  /**
   * (*extension*, on the director's award in the correction period) the trick given back had in fact been
   * won by the side that agreed to lose it or conceded it (2017 69B1, 71A; otherwise 69B2, 71B).
   */
  hadWon?: boolean;
  /** The director's count of the two last tricks as replayed after a trick-12 revoke (62D1). */
  tricks12and13?: { NS: number; EW: number };
  /**
   * *Extension* (45E): the card, after a trick was complete, was a fifth card to that trick, not a lead:
   * a defender's becomes a penalty card, declarer's goes back. Absent or false: a lead (out of turn).
   */
  fifthCard?: boolean;
  /**
   * *Extension* (46B1-46B3): on dummy's card, what declarer said when he called it, short of suit and rank:
   * `high`, `low`, `win` (46B1), `suit` (the suit only, 46B2), `rank` (the rank only, 46B3). The card
   * logged must be the one 46B deems called; absent: he named it in full (or his other intention was
   * beyond doubt).
   */
  designation?: Designation;
  /** *Extension* (45F): dummy touched or pointed at a card without declarer's instruction (on `attention`). */
  dummyIndicated?: boolean;
  /**
   * *Extension* (43B2(b), 43B3): on dummy's `attention`, dummy had earlier broken 43A2 (exchanged hands,
   * left his seat to watch declarer, looked at a defender's cards).
   */
  dummyForfeited?: boolean;
  /**
   * *Extension* (45D): on dummy's `withdraw`, the card was one declarer did not name (dummy placed it on
   * his own): it goes back while each side has not yet played to the next trick.
   */
  notNamed?: boolean;
  /**
   * *Extension* (63A2): on an `attention`, before attention was drawn this player (the offender or his
   * partner) named or otherwise designated a card for a later trick without playing it: his side's revokes
   * not yet established are established (not corrected; Law 64 applies). Dummy's card named by declarer is
   * dummy's `play` instead (63A1 counts it).
   */
  namedLater?: Seat;
  /**
   * *Extension* (1987 63B, the 1997 lettering): on an `attention`, attention was drawn by a question Law 61B
   * does not allow: the revoke is corrected and Law 64 applies as if it had been established.
   */
  illegalInquiry?: boolean;
}
/** What declarer named when he called a card from dummy without suit and rank (46B). */
export type Designation = "high" | "low" | "win" | "suit" | "rank";
export const DESIGNATIONS: readonly Designation[] = ["high", "low", "win", "suit", "rank"];
export type PlayFindingName = keyof PlayFindings;

export type TableEvent =
  | { type: "call"; by: Seat; call: Call; simultaneous: boolean; findings: Findings }
  | { type: "change"; by: Seat; call: Call; findings: Findings }
  | { type: "accept"; by: Seat; accept: boolean; findings?: PlayFindings }
  /** The director rules now; `award`: tricks of the remaining ones to the claimer's side (70). */
  | {
      type: "director";
      award?: number;
      /** *Extension*: with an award, the Law 70 tests the director found against the claimer (`70C`...). */
      tests?: string[];
      findings?: PlayFindings;
    }
  | { type: "leadRestriction"; by: Seat; choice: LeadChoice }
  /** The opening lead (face down: 41A; faced by a `face` event). */
  | { type: "lead"; by: Seat; card: Card; faceDown: boolean; findings?: PlayFindings }
  /** Any later card led or played, in turn or not, from the hand `by` (dummy's seat for dummy's cards). */
  | { type: "play"; by: Seat; card: Card; simultaneous: boolean; findings: PlayFindings }
  | { type: "face"; by: Seat }
  /** A card seen or named other than by being played (24, 48, 49). */
  | { type: "expose"; by: Seat; card: Card; findings: PlayFindings }
  /** Attention drawn to an irregularity (9A); without the full record, the revoke it names. */
  | {
      type: "attention";
      by: Seat;
      revoke?: { by: Seat; trick: number; card?: string };
      findings: PlayFindings;
    }
  /**
   * Declarer spreads his hand after a faced opening lead out of turn and becomes dummy (54A); at another time
   * in the play, facing his cards is a claim unless he clearly did not mean one (48B2: `claimIntended`).
   */
  | { type: "spread"; by: Seat; findings?: PlayFindings }
  | { type: "playRestriction"; by: Seat; choice: PlayChoice }
  /** Declarer designates which of a defender's penalty cards is played (51A). */
  | { type: "designate"; by: Seat; card: Card }
  | { type: "withdraw"; by: Seat; card: Card; findings: PlayFindings }
  /** A claim of `tricks` of the tricks not yet played (68A; 0 concedes them all, 68B). */
  | { type: "claim"; by: Seat; tricks: number; statement?: string; line?: string[]; faced?: string }
  | { type: "agree"; by: Seat; agree: boolean }
  /** A defender objects at once to his partner's concession (68B2). */
  | { type: "object"; by: Seat }
  /** All four agree to play on after a disputed claim (68D2(b)). */
  | { type: "playOn"; by: Seat }
  /** Declarer's tricks by play, as the players agree at the end (65, 79A). */
  | { type: "result"; by: Seat; tricks: number }
  /**
   * *Extension*: the play so far was not recorded; `played` tricks are over, `NS`/`EW` won by each side,
   * `lead` is on lead to the next trick (the director arrives mid-play; docs/table-log.md).
   */
  | { type: "position"; played: number; NS: number; EW: number; lead: Seat };

export type PlayEvent = Extract<
  TableEvent,
  {
    type:
      | "play"
      | "face"
      | "expose"
      | "attention"
      | "spread"
      | "playRestriction"
      | "designate"
      | "withdraw"
      | "claim"
      | "agree"
      | "object"
      | "playOn"
      | "result";
  }
>;

export interface TableLog {
  edition: Edition;
  board?: number;
  dealer: Seat;
  vulnerability: Vulnerability;
  deal?: string;
  events: TableEvent[];
  /** *Extension*: the director's notes on the watch-for-damage list (docs/table-log.md); the engine ignores them. */
  notes?: DirectorNote[];
}

/** A director's note about one law of the watch-for-damage list, written at the end of the board. */
export interface DirectorNote {
  law: string;
  side?: "NS" | "EW";
  text: string;
}
