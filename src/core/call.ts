/** Calls: pass, double, redouble and bids (Law 18A), with their text forms. */
import { err, ok, type Result } from "./result.js";
import { type Strain, strainRank } from "./strain.js";

export type Bid = { type: "bid"; level: number; strain: Strain };
export type Call = { type: "pass" } | { type: "double" } | { type: "redouble" } | Bid;

export const PASS: Call = { type: "pass" };
export const DOUBLE: Call = { type: "double" };
export const REDOUBLE: Call = { type: "redouble" };
export const bid = (level: number, strain: Strain): Bid => ({ type: "bid", level, strain });

/** Highest level a player can be recorded as bidding; Law 38 deals with anything above seven. */
export const MAX_WRITTEN_LEVEL = 99;

const STRAIN_TEXT: Record<string, Strain> = { C: "C", D: "D", H: "H", S: "S", N: "NT", NT: "NT" };
const BID_RE = /^([1-9][0-9]?)(C|D|H|S|NT|N)$/;

/**
 * Reads a call as the table-log format writes it: `P`/`Pass`, `X`/`Dbl`, `XX`/`Rdbl`, or a bid such as
 * `1C`, `3NT` (also `3N`), `8S` (above seven: representable, since a player can make it).
 */
export const parseCall = (text: string): Result<Call> => {
  switch (text) {
    case "P":
    case "Pass":
      return ok(PASS);
    case "X":
    case "Dbl":
      return ok(DOUBLE);
    case "XX":
    case "Rdbl":
      return ok(REDOUBLE);
  }
  const m = BID_RE.exec(text);
  if (!m) {
    if (/^0/.test(text)) return err("call-level-zero", { call: text });
    return err("call-unreadable", { call: text });
  }
  return ok(bid(Number(m[1]), STRAIN_TEXT[m[2]!]!));
};

/**
 * The call a canonical text written by the engine itself stands for (an entry of the auction, a pending
 * call). Only for such text, which is always readable; input from outside goes through `parseCall`.
 */
export const callOf = (canonical: string): Call => {
  let c = PARSED.get(canonical);
  if (c === undefined) {
    c = Object.freeze((parseCall(canonical) as { ok: true; value: Call }).value);
    // Canonical texts are few (38 calls and the bids above seven the log may hold): parse each once.
    if (PARSED.size < 4096) PARSED.set(canonical, c);
  }
  return c;
};
const PARSED = new Map<string, Call>();

/** The canonical text of a call: `P`, `X`, `XX`, `1NT`, `4S`. */
export const formatCall = (c: Call): string => {
  switch (c.type) {
    case "pass":
      return "P";
    case "double":
      return "X";
    case "redouble":
      return "XX";
    case "bid":
      return `${c.level}${c.strain}`;
  }
};

export const isBid = (c: Call): c is Bid => c.type === "bid";

/** Compare two bids by rank (Law 18B): negative when `a` ranks below `b`. */
export const compareBids = (a: Bid, b: Bid): number =>
  a.level !== b.level ? a.level - b.level : strainRank(a.strain) - strainRank(b.strain);

/** Does `later` supersede `earlier` (more tricks, or as many in a higher denomination)? Law 18B. */
export const supersedes = (later: Bid, earlier: Bid | null): boolean =>
  earlier === null || compareBids(later, earlier) > 0;

export const sameCall = (a: Call, b: Call): boolean =>
  a.type === b.type &&
  (a.type !== "bid" || (b.type === "bid" && a.level === b.level && a.strain === b.strain));

/** The lowest bid in `strain` that supersedes `last` (used by Law 27B1(a)); may be above seven. */
export const lowestSufficientIn = (strain: Strain, last: Bid | null): Bid => {
  if (last === null) return bid(1, strain);
  return bid(strainRank(strain) > strainRank(last.strain) ? last.level : last.level + 1, strain);
};

/** The lowest sufficient bid in `strain` if there is one (none above seven: after 7NT, or 7♥ for hearts). */
export const lowestLegalIn = (strain: Strain, last: Bid | null): Bid | null => {
  const b = lowestSufficientIn(strain, last);
  return b.level <= 7 ? b : null;
};
