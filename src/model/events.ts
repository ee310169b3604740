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

export type TableEvent =
  | { type: "call"; by: Seat; call: Call; simultaneous: boolean; findings: Findings }
  | { type: "change"; by: Seat; call: Call; findings: Findings }
  | { type: "accept"; by: Seat; accept: boolean }
  | { type: "director" }
  | { type: "leadRestriction"; by: Seat; choice: LeadChoice }
  | { type: "lead"; by: Seat; card: Card; faceDown: boolean };

export interface TableLog {
  edition: Edition;
  board?: number;
  dealer: Seat;
  vulnerability: Vulnerability;
  deal?: string;
  events: TableEvent[];
}
