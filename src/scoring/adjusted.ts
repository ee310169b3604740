/**
 * Law 12: adjusted scores, in each code.
 *
 * 2017: an assigned score (12C1(b)) replaces the table result with a real one; it may be weighted among
 * several results (12C1(c)); when no result can be obtained the score is artificial (12C2(a): average
 * plus, at least 60 per cent, to a side in no way at fault; average, 50, to a side partly at fault;
 * average minus, at most 40, to a side directly at fault; at IMPs 12C2(b): +3, 0, -3). The two sides'
 * scores need not balance. Where the regulations say so (12C2(c)), a non-offending side whose session
 * percentage is above 60 gets it instead of 60, and an offending side below 40 gets its own instead of 40.
 *
 * 1987: Law 12C knows two kinds only, artificial (12C1) and assigned (12C2, which gives the non-offending
 * side the most favourable result that was likely and the offending side the most unfavourable that was
 * at all probable, so the two may differ: a split score). No weighting: a weighted score in a 1987
 * session is refused when the file is read. Law 88 gives the non-offending side of an artificial score
 * at least 60 per cent, or its session percentage if higher; the 40 of the offending side is not lowered.
 */
import type {
  ArtificialCode,
  ArtificialSide,
  Edition,
  Method,
  Outcome,
  ScoringOptions,
} from "./session-types.js";

/** The law a kind of adjustment is given under, in the session's code and scoring. */
export const lawOf = (outcome: Outcome, edition: Edition, method: Method): string | null => {
  const imps = method !== "matchpoints";
  switch (outcome.kind) {
    case "artificial":
      return edition === "1987" ? (imps ? "12C1, 86" : "12C1, 88") : imps ? "12C2(b)" : "12C2(a)";
    case "assigned":
      return edition === "1987" ? "12C2" : "12C1(b)";
    case "weighted":
      return "12C1(c)";
    case "split":
      return edition === "1987"
        ? "12C2"
        : outcome.ns.kind === "weighted" || outcome.ew.kind === "weighted"
          ? "12C1(c)"
          : "12C1(b)";
    default:
      return null;
  }
};

/** The law of the session-percentage rule. */
export const sessionPercentageLaw = (edition: Edition): string => (edition === "1987" ? "88" : "12C2(c)");

/**
 * A side's artificial score in per cent of the top (matchpoints). With the session-percentage rule,
 * `session` is the side's percentage on its other boards: A+ gets at least that (both codes), A- at most
 * that (2017 only). Returns the figure and whether the session percentage decided it.
 */
export const artificialPercent = (
  side: ArtificialSide,
  options: ScoringOptions,
  edition: Edition,
  session?: number,
): { value: number; bySession: boolean } => {
  if ("percent" in side) return { value: side.percent, bySession: false };
  // An IMP figure has no meaning at matchpoints; the reader refuses it, so this is only a fallback.
  if ("imps" in side) return { value: 50, bySession: false };
  return bySession(side.code, options.artificialPercent[side.code], edition, session);
};

/** A side's artificial score in IMPs (12C2(b)); the session figure is its average IMPs per board. */
export const artificialImps = (
  side: ArtificialSide,
  options: ScoringOptions,
  edition: Edition,
  session?: number,
): { value: number; bySession: boolean } => {
  if ("imps" in side) return { value: side.imps, bySession: false };
  // A per-cent figure has no meaning at IMPs; the reader refuses it, so this is only a fallback.
  if ("percent" in side) return { value: 0, bySession: false };
  return bySession(side.code, options.artificialImps[side.code], edition, session);
};

const bySession = (
  code: ArtificialCode,
  fixed: number,
  edition: Edition,
  session: number | undefined,
): { value: number; bySession: boolean } => {
  if (session === undefined) return { value: fixed, bySession: false };
  if (code === "A+" && session > fixed) return { value: session, bySession: true };
  if (code === "A-" && edition === "2017" && session < fixed) return { value: session, bySession: true };
  return { value: fixed, bySession: false };
};

/** `A+`, `55%`, `+2 IMPs` as the traveller shows one side's artificial score. */
export const artificialText = (side: ArtificialSide): string =>
  "code" in side
    ? side.code
    : "percent" in side
      ? `${side.percent}%`
      : `${side.imps > 0 ? "+" : ""}${side.imps}`;
