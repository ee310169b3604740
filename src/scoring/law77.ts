/**
 * Law 77: the duplicate bridge scoring table (Laws of Duplicate Bridge 2017; the 1987 table gives the
 * same numbers for everything computed here).
 *
 * `score` works out declarer's side's score on one board from the contract, the vulnerability and the
 * number of tricks declarer's side took. It is laid out in the order of the table in Law 77, one
 * function per part, each under a comment naming the part and saying in a line what it awards.
 *
 * Not covered here because they have no contract to score: a board passed out (Law 77 refers to Law 22:
 * both sides score zero) and adjusted scores (Law 12).
 */
import { err, ok, type Result } from "../core/result.js";
import { isMinor, isStrain, STRAINS, type Strain } from "../core/strain.js";

/** Undoubled, doubled or redoubled. */
export type Doubling = "" | "X" | "XX";

/** The three doublings, in table order. */
export const DOUBLINGS: readonly Doubling[] = ["", "X", "XX"];

/** A final contract: the level (1..7), the strain and whether it was doubled or redoubled. */
export interface Contract {
  level: number;
  strain: Strain;
  doubling: Doubling;
}

const STRAIN_TEXT: Record<string, Strain> = { C: "C", D: "D", H: "H", S: "S", N: "NT", NT: "NT" };
const CONTRACT_RE = /^([0-9]+)(NT|N|C|D|H|S)(XX|X)?$/;

/**
 * Reads a contract such as `4S`, `4SX`, `1NTXX`, `3N` or `3NX` (`N` is notrump; letters in either
 * case). Errors: `contract-unreadable` {contract} when the text is not a contract, `contract-level`
 * {contract, level} when the level is outside 1..7. Never throws.
 */
export const parseContract = (text: string): Result<Contract> => {
  if (typeof text !== "string") return err("contract-unreadable", { contract: String(text) });
  const m = CONTRACT_RE.exec(text.trim().toUpperCase());
  if (!m) return err("contract-unreadable", { contract: text });
  const level = Number(m[1]);
  if (level < 1 || level > 7) return err("contract-level", { contract: text, level });
  const doubling: Doubling = m[3] === "XX" ? "XX" : m[3] === "X" ? "X" : "";
  return ok({ level, strain: STRAIN_TEXT[m[2]!]!, doubling });
};

/** The canonical text of a contract: `1NTXX`, `4SX`, `3NT`. */
export const formatContract = (c: Contract): string => `${c.level}${c.strain}${c.doubling}`;

/** Doubling multiplies the trick score by two, redoubling by four. */
const doublingFactor = (d: Doubling): number => (d === "XX" ? 4 : d === "X" ? 2 : 1);

/** Tricks declarer's side must take to make a contract: the book of six plus the level. */
const BOOK = 6;

// ---------------------------------------------------------------------------------------------------
// Law 77, TRICK SCORE. For each odd trick contracted for and taken, declarer's side earns 20 in clubs
// or diamonds, 30 in hearts or spades, and in notrump 40 for the first and 30 for each later one; a
// double multiplies these by two and a redouble by four. Only contracted tricks count here.
// ---------------------------------------------------------------------------------------------------
export const trickScore = (c: Contract): number => {
  const undoubled = isMinor(c.strain)
    ? 20 * c.level
    : c.strain === "NT"
      ? 40 + 30 * (c.level - 1)
      : 30 * c.level;
  return undoubled * doublingFactor(c.doubling);
};

// ---------------------------------------------------------------------------------------------------
// Law 77, OVERTRICKS. Each trick beyond the contract earns its undoubled trick value (20 for a minor,
// 30 for a major or notrump) when undoubled; a flat 100 (200 vulnerable) when doubled; a flat 200
// (400 vulnerable) when redoubled.
// ---------------------------------------------------------------------------------------------------
export const overtrickPremium = (c: Contract, vulnerable: boolean, overtricks: number): number => {
  if (overtricks <= 0) return 0;
  const each =
    c.doubling === ""
      ? isMinor(c.strain)
        ? 20
        : 30
      : (c.doubling === "X" ? 100 : 200) * (vulnerable ? 2 : 1);
  return each * overtricks;
};

// ---------------------------------------------------------------------------------------------------
// Law 77, PREMIUMS: SLAMS. Bidding and making twelve tricks (a six-level contract) earns 500, or 750
// vulnerable; bidding and making all thirteen (a seven-level contract) earns 1000, or 1500 vulnerable.
// ---------------------------------------------------------------------------------------------------
export const slamPremium = (level: number, vulnerable: boolean): number => {
  if (level === 7) return vulnerable ? 1500 : 1000;
  if (level === 6) return vulnerable ? 750 : 500;
  return 0;
};

// ---------------------------------------------------------------------------------------------------
// Law 77, PREMIUMS: GAME AND PARTSCORE. A made contract whose trick score (above) is 100 or more is a
// game and earns 300, or 500 vulnerable; any smaller made contract is a partscore and earns 50.
// ---------------------------------------------------------------------------------------------------
export const GAME_THRESHOLD = 100;
export const gameOrPartscorePremium = (trickPoints: number, vulnerable: boolean): number =>
  trickPoints >= GAME_THRESHOLD ? (vulnerable ? 500 : 300) : 50;

// ---------------------------------------------------------------------------------------------------
// Law 77, PREMIUMS: MAKING A DOUBLED OR REDOUBLED CONTRACT ("for the insult"). Declarer's side earns
// 50 for making a doubled contract and 100 for making a redoubled one, whatever the vulnerability.
// ---------------------------------------------------------------------------------------------------
export const insultPremium = (d: Doubling): number => (d === "XX" ? 100 : d === "X" ? 50 : 0);

// ---------------------------------------------------------------------------------------------------
// Law 77, UNDERTRICKS. When the contract fails the defenders score, per trick short:
//   undoubled: 50 each (100 each vulnerable);
//   doubled, not vulnerable: 100 for the first, 200 for the second and third, 300 from the fourth on;
//   doubled, vulnerable: 200 for the first, 300 for each later one;
//   redoubled: twice the doubled amounts.
// Returned as a positive number of points for the defenders.
// ---------------------------------------------------------------------------------------------------
export const undertrickPenalty = (d: Doubling, vulnerable: boolean, undertricks: number): number => {
  let total = 0;
  for (let n = 1; n <= undertricks; n++) {
    if (d === "") {
      total += vulnerable ? 100 : 50;
      continue;
    }
    const doubled = vulnerable ? (n === 1 ? 200 : 300) : n === 1 ? 100 : n <= 3 ? 200 : 300;
    total += d === "XX" ? 2 * doubled : doubled;
  }
  return total;
};

/** A number of tricks declarer's side took: a whole number 0..13. */
export type Tricks = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/** The fourteen possible numbers of tricks, 0..13. */
export const TRICKS: readonly Tricks[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

/** Whether `x` is a number of tricks (a whole number 0..13). */
export const isTricks = (x: unknown): x is Tricks =>
  typeof x === "number" && Number.isInteger(x) && x >= 0 && x <= 13;

/**
 * Reads a number of tricks written in decimal digits (`"0"` … `"13"`). Error: `tricks-out-of-range`
 * {tricks} for anything else (`"99"`, `"-1"`, `"2.5"`, `"1e1"`, `"NaN"`, `" 9"`, `""`).
 */
export const parseTricks = (text: string): Result<Tricks> => {
  const n = typeof text === "string" && /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  return isTricks(n) ? ok(n) : err("tricks-out-of-range", { tricks: String(text) });
};

/** Declarer's side's score, for a contract and a number of tricks already checked. */
const points = (c: Contract, vulnerable: boolean, tricks: Tricks): number => {
  const needed = c.level + BOOK;
  if (tricks < needed) return -undertrickPenalty(c.doubling, vulnerable, needed - tricks);
  const trickPoints = trickScore(c);
  return (
    trickPoints +
    overtrickPremium(c, vulnerable, tricks - needed) +
    slamPremium(c.level, vulnerable) +
    gameOrPartscorePremium(trickPoints, vulnerable) +
    insultPremium(c.doubling)
  );
};

/**
 * Declarer's side's score on the board: positive when the contract is made, negative (the defenders'
 * undertrick penalty) when it fails. `tricks` is the number of tricks declarer's side took, 0..13 (the
 * `Tricks` type; `isTricks` or `parseTricks` turn a number or a text into one).
 *
 * Input outside the types (99 or 2.5 or NaN tricks, a level outside 1..7, from JavaScript or through a
 * cast) gives NaN, never a plausible score; `scoreChecked` says what is wrong instead, as an error value.
 */
export const score = (c: Contract, vulnerable: boolean, tricks: Tricks): number => {
  const r = scoreChecked(c, vulnerable, tricks);
  return r.ok ? r.value : Number.NaN;
};

/**
 * `score` with its inputs checked, for values that come from outside (a form, a file). Errors:
 * `contract-level` {contract, level} for a level that is not a whole number 1..7, `contract-unreadable`
 * {contract} for an unknown strain or doubling, `tricks-out-of-range` {tricks} unless tricks is a whole
 * number 0..13.
 */
export const scoreChecked = (c: Contract, vulnerable: boolean, tricks: unknown): Result<number> => {
  if (c === null || typeof c !== "object") return err("contract-unreadable", { contract: String(c) });
  const text = `${String(c.level)}${String(c.strain)}${String(c.doubling)}`;
  if (!isStrain(c.strain) || !DOUBLINGS.includes(c.doubling))
    return err("contract-unreadable", { contract: text });
  if (!Number.isInteger(c.level) || c.level < 1 || c.level > 7) {
    return err("contract-level", { contract: text, level: c.level });
  }
  if (!isTricks(tricks)) {
    return err("tricks-out-of-range", { tricks: typeof tricks === "number" ? tricks : String(tricks) });
  }
  return ok(points(c, vulnerable === true, tricks));
};

/** One line of the scoring table. */
export interface ScoreRow {
  contract: string;
  vulnerable: boolean;
  tricks: Tricks;
  score: number;
}

/**
 * Every contract 1C..7NT, undoubled, doubled and redoubled, not vulnerable then vulnerable, for 0..13
 * tricks: 35 × 3 × 2 × 14 = 2940 rows, ordered by level, strain, doubling, vulnerability, tricks.
 */
export const scoreTable = (): ScoreRow[] => {
  const rows: ScoreRow[] = [];
  for (let level = 1; level <= 7; level++) {
    for (const strain of STRAINS) {
      for (const doubling of DOUBLINGS) {
        const c: Contract = { level, strain, doubling };
        const contract = formatContract(c);
        for (const vulnerable of [false, true]) {
          for (const tricks of TRICKS) {
            rows.push({ contract, vulnerable, tricks, score: points(c, vulnerable, tricks) });
          }
        }
      }
    }
  }
  return rows;
};
