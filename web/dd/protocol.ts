/**
 * The double-dummy worker's messages (web/dd/worker.ts): what the screen asks and what comes back. Plain
 * data (structured clone). Docs: docs/app.md, "Double dummy".
 */
import type { DdPosition } from "../../src/dd/index.js";
import type { Seat } from "../../src/engine.js";

/**
 * A disputed claim's analysis (Law 70): the position at the claim (the hands left, the trumps, the trick in
 * progress) and who claimed. `log` and `state` are the board's table log and the engine's state at the
 * claim, as JSON: what the engine's own claim analysis reads (web/dd/compute.ts, `computeClaim`).
 */
export interface ClaimRequest {
  kind: "claim";
  position: DdPosition;
  claimer: Seat;
  log?: unknown;
  state?: unknown;
}

/** The double-dummy tricks of one contract from a full deal (12C proposals on the adjusted-score screen). */
export interface ContractRequest {
  kind: "contract";
  /** PBN deal. */
  deal: string;
  contract: string;
  declarer: Seat;
}

export type DdRequest = ClaimRequest | ContractRequest;

/** One reason the claimer loses a trick on the normal line (the engine's claim analysis: 70C, 70D, 70E). */
export interface BasisLine {
  law: string;
  text: { en: string; ru: string };
}

export interface ClaimAnswer {
  kind: "claim";
  /** Tricks left (the trick in progress included). */
  remaining: number;
  /** The claimer's side's tricks of those with best play by all four. */
  doubleDummy: number;
  /** The next to play and each of his legal cards' value, in tricks to the claimer's side (best first). */
  player: Seat;
  cards: { card: string; tricks: number }[];
  /** The worst normal line's tricks, with its basis (from the engine's analysis, when it gives them). */
  normal?: number;
  basis?: BasisLine[];
}

export interface ContractAnswer {
  kind: "contract";
  tricks: number;
}

export type DdAnswer = ClaimAnswer | ContractAnswer;

/** Messages to the worker: a job with its id (one at a time). */
export interface DdJob {
  id: number;
  request: DdRequest;
  /** Search time limit in ms. */
  timeLimitMs: number;
}

/** Messages from the worker. */
export type DdReply =
  | { id: number; kind: "progress"; ms: number }
  | { id: number; kind: "done"; answer: DdAnswer; ms: number }
  | { id: number; kind: "error"; code: string; params?: Record<string, string | number> };
