/** The PBN reader's data: the games, their tags, sections, notes and tables, and the options. */

import type { Seat } from "../../core/seat.js";
import type { Diagnostic, Limits } from "../pbnLex.js";
import type { TableLogJson } from "../tricks.js";

export interface PbnTag {
  value: string;
  line: number;
  column: number;
}

export interface PbnCall {
  /** The call as PBN writes it (`Pass`, `X`, `1NT`) and canonical (`P`, `X`, `1NT`). */
  text: string;
  call: string;
  line: number;
  column: number;
  /** `^I` before it: an insufficient bid that was accepted. */
  insufficient: boolean;
  /** Number of `^S` slots before it: players skipped by this call out of rotation. */
  skipped: number;
  nags?: number[];
  suffix?: string;
  note?: string;
}

export interface PbnCard {
  card: string | null; // null for "-"
  plus?: boolean; // "+": the play continues in another game
  revoke: boolean; // ^R
  leadOutOfTurn: boolean; // ^L
  line: number;
  column: number;
  nags?: number[];
  suffix?: string;
  note?: string;
}

export interface PbnTable {
  name: string;
  columns: { name: string; order: "+" | "-" | null; width?: number; align?: "L" | "R" }[];
  rows: string[][];
  line: number;
  column: number;
}

export interface PbnGame {
  index: number;
  line: number;
  /** Tag values after inheritance (`#`, `##`); Note tags are in the sections' `notes`. */
  tags: Record<string, PbnTag>;
  auction?: {
    seat: Seat | null;
    calls: PbnCall[];
    leading: number;
    allPass: boolean;
    continued: boolean;
    /** Index of the first call after an unreadable one (the log stops there). */
    brokenAt?: number;
    line: number;
    column: number;
    notes: Record<string, string>;
  };
  play?: {
    seat: Seat | null;
    cards: PbnCard[];
    ended: boolean;
    line: number;
    column: number;
    notes: Record<string, string>;
  };
  tables: PbnTable[];
  /** The table log of this game, when it has a dealer (or a board number) and a vulnerability. */
  log?: TableLogJson;
  /** Each call or card annotation of the log: event index, with the PBN note text and quality mark. */
  annotations: { event: number; note?: string; nags?: number[]; suffix?: string }[];
  diagnostics: Diagnostic[];
}

export interface PbnOptions {
  edition?: "2017" | "1987";
  limits?: Partial<Limits>;
}

export type PbnItem =
  | { kind: "game"; game: PbnGame }
  | { kind: "fatal"; error: Diagnostic }
  | { kind: "stray"; diagnostics: Diagnostic[] };

/** Tags that PBN defines (2.1, sections 3 and 4); others are reported as warnings. */
export const KNOWN_TAGS = new Set(
  (
    "Event Site Date Board West North East South Dealer Vulnerable Deal Scoring Declarer Contract Result " +
    "Auction Play Note Annotator AnnotatorNA Application BidSystemEW BidSystemNS Competition DealId " +
    "Description EastNA EastType EventDate EventSponsor FrenchMP Generator Hidden HomeTeam Mode NorthNA " +
    "NorthType OptimumScore PairEW PairNS Room Round Score ScoreIMP ScoreMP ScorePercentage ScoreRubber " +
    "ScoreRubberHistory Section SouthNA SouthType Stage Table Termination Time TimeCall TimeCard TimeControl " +
    "UTCDate UTCTime VisitTeam WestNA WestType ActionTable AuctionTimeTable InstantScoreTable " +
    "OptimumPlayTable OptimumResultTable PlayTimeTable ScoreTable TotalScoreTable"
  ).split(" "),
);

/** Tags whose value belongs to one deal: inheriting them (`#`) is an error (the verifier's "7x"). */
export const NOT_INHERITED = new Set([
  "Board",
  "Dealer",
  "Vulnerable",
  "Deal",
  "Declarer",
  "Contract",
  "Result",
  "Auction",
  "Play",
  "Note",
]);
