/**
 * What the director can do on a ruling where nobody chooses (no DOM here): rule at once (`{"director":true}`
 * is taken), give the award of a disputed claim (70: the award is the ruling), give the finding the step
 * waits for (64A after the play: which player won the revoke trick, how many tricks the offenders won
 * later; 62D1: the last two tricks replayed), or nothing yet (the engine's reason). The engine is asked,
 * not second-guessed: the event is tried on the log's state (`refusal`).
 */
import type { BridgeError, PublicState } from "../src/engine.js";
import { type LogJson, type OptionRuling, refusal } from "./model.js";

export type DirectorStep =
  | { kind: "rule" }
  | { kind: "award" }
  | { kind: "finding"; question: string }
  | { kind: "wait"; error: BridgeError };

export const directorStep = (log: LogJson, ruling: OptionRuling, state: PublicState): DirectorStep => {
  if (ruling.irregularity === "disputed-claim") return { kind: "award" };
  // In the auction (and on a passed-out board) every such ruling is the director's at once (36-39, 25):
  // no try, which on a board of thousands of held calls would cost each tap a ruling of them all.
  if (state.tricks === undefined && state.revokes === undefined) return { kind: "rule" };
  const error = refusal(log, { director: true });
  if (error === null) return { kind: "rule" };
  const question = error.params?.question;
  if (error.code === "revoke-finding-awaited" && typeof question === "string")
    return { kind: "finding", question };
  return { kind: "wait", error };
};

/** How a finding is answered: a seat, a number of tricks, the split of the last two tricks, or yes / no. */
export type FindingKind = "seat" | "count" | "lastTwo" | "suits" | "yesNo";

export const findingKind = (question: string): FindingKind =>
  question === "trickWonBy"
    ? "seat"
    : question === "laterTricks"
      ? "count"
      : question === "tricks12and13"
        ? "lastTwo"
        : question === "suits"
          ? "suits"
          : "yesNo";
