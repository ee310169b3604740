/**
 * The `session@1` format (docs/session.md, schema/session-1.json): reading and validating a session's
 * results and adjusted scores into the model of src/scoring/session-types.ts. Unknown keys and wrong
 * values are errors naming the board, the result index and the key; sizes are bounded.
 *
 * Two shapes are read: one JSON document (`parseSession`), and the streaming form for very large files
 * (`session@1` lines: a header object on the first line, then one board object per line; see
 * `validateSessionHeader` / `validateSessionBoard`).
 */
import { boardCycle, isVulnerability, type Vulnerability } from "../core/vulnerability.js";
import type {
  Edition,
  Method,
  Outcome,
  Part,
  Session,
  SessionBoard,
  SessionError,
  SessionHeader,
  SessionResult,
  SResult,
} from "../scoring/session-types.js";
import { type DuplicateKey, duplicateKey } from "./json.js";
import {
  fail,
  isObject,
  MAX_BOARDS,
  MAX_RESULTS,
  MAX_RESULTS_PER_BOARD,
  MAX_SESSION_BYTES,
  MAX_WEIGHT_UNIT,
  type Obj,
  ok,
  preview,
  unknownKey,
  type Where,
} from "./session-check.js";
import { validateSessionHeader } from "./session-header.js";
import { validateDeal, validateProposal } from "./session-proposal.js";
import { validateAdjusted, validateResult } from "./session-result.js";

export {
  MAX_BOARDS,
  MAX_COMPONENTS,
  MAX_PAIRS,
  MAX_RESULTS,
  MAX_RESULTS_PER_BOARD,
  MAX_SESSION_BYTES,
  MAX_WEIGHT_UNIT,
  SESSION_FORMAT,
} from "./session-check.js";
export { validateSessionHeader } from "./session-header.js";
export { boardToJson, resultToJson, sessionHeaderToJson, sessionToJson } from "./session-json.js";

const BOARD_KEYS = new Set(["board", "vulnerability", "deal", "results"]);

export const parseSession = (input: string): SResult<Session> => {
  if (input.length > MAX_SESSION_BYTES)
    return fail("session-too-large", {}, undefined, { max: MAX_SESSION_BYTES });
  let data: unknown;
  try {
    data = JSON.parse(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input);
  } catch (e) {
    return jsonError(input, e);
  }
  const twice = duplicateKey(input);
  if (twice !== null) return duplicateError(twice);
  return validateSession(data);
};

/** A key written twice in a session (JSON.parse would keep the last): its path, e.g. boards[0].results[2].ns. */
export const duplicateError = (d: DuplicateKey): { ok: false; error: SessionError } => {
  const key = [...d.path, d.key].map((p, i) => (typeof p === "number" ? `[${p}]` : i ? `.${p}` : p)).join("");
  return fail("duplicate-key", {}, key, { name: d.key });
};

/** A JSON syntax error with its line and column, when the engine says where. */
export const jsonError = (input: string, e: unknown): { ok: false; error: SessionError } => {
  const detail = e instanceof Error ? e.message : String(e);
  const m = /position (\d+)/.exec(detail);
  const error: SessionError = { code: "json-invalid", params: { detail } };
  if (m) {
    const pos = Number(m[1]);
    const before = input.slice(0, pos);
    error.line = before.split("\n").length;
    error.column = pos - before.lastIndexOf("\n");
  }
  return { ok: false, error };
};

/** Validates a parsed JSON value as a session. */
export const validateSession = (data: unknown): SResult<Session> => {
  const h = validateSessionHeader(data, true);
  if (!h.ok) return h;
  const raw = (data as Obj).boards;
  if (raw === undefined) return fail("missing-key", {}, "boards", { name: "boards" });
  if (!Array.isArray(raw)) return fail("type-array", {}, "boards", { name: "boards" });
  if (raw.length > MAX_BOARDS) return fail("too-many", {}, "boards", { name: "boards", max: MAX_BOARDS });
  const boards: SessionBoard[] = [];
  const seen = new Set<number>();
  let total = 0;
  for (let i = 0; i < raw.length; i++) {
    const b = validateSessionBoard(raw[i], h.value, i);
    if (!b.ok) return b;
    if (seen.has(b.value.board)) return fail("board-twice", { board: b.value.board }, "board");
    seen.add(b.value.board);
    total += b.value.results.length;
    if (total > MAX_RESULTS)
      return fail("too-many", { board: b.value.board }, "results", { name: "results", max: MAX_RESULTS });
    boards.push(b.value);
  }
  return ok({ ...h.value, boards });
};

/** Validates one board object; `index` is its place in `boards` (or its line in the streaming form). */
export const validateSessionBoard = (
  raw: unknown,
  h: SessionHeader,
  index: number,
): SResult<SessionBoard> => {
  if (!isObject(raw)) return fail("board-not-object", {}, undefined, { index });
  const b = raw.board;
  if (typeof b !== "number" || !Number.isSafeInteger(b) || b < 1 || b > 10_000_000)
    return b === undefined
      ? fail("missing-key", {}, "board", { name: "board", index })
      : fail("board-invalid", {}, "board", { value: preview(b), index });
  const w: Where = { board: b };
  const u = unknownKey(raw, BOARD_KEYS, w, "");
  if (u) return u;
  let vulnerability = boardCycle(b).vulnerability;
  if (raw.vulnerability !== undefined) {
    if (!isVulnerability(raw.vulnerability))
      return fail("vulnerability-invalid", w, "vulnerability", { value: preview(raw.vulnerability) });
    vulnerability = raw.vulnerability;
  }
  const deal = raw.deal === undefined ? undefined : validateDeal(raw.deal, w);
  if (deal && !deal.ok) return deal;
  if (raw.results === undefined) return fail("missing-key", w, "results", { name: "results" });
  if (!Array.isArray(raw.results)) return fail("type-array", w, "results", { name: "results" });
  if (raw.results.length > MAX_RESULTS_PER_BOARD)
    return fail("too-many", w, "results", { name: "results", max: MAX_RESULTS_PER_BOARD });
  const results = validateResults(raw.results, vulnerability, b, deal !== undefined, h);
  if (!results.ok) return results;
  const fine = weightsTooFine(results.value, b);
  if (fine) return fine;
  return ok(
    deal
      ? { board: b, vulnerability, deal: deal.value, results: results.value }
      : { board: b, vulnerability, results: results.value },
  );
};

/** A board's results, each pair once only in its direction (in both with one winner). */
const validateResults = (
  raw: unknown[],
  vulnerability: Vulnerability,
  b: number,
  hasDeal: boolean,
  h: SessionHeader,
): SResult<SessionResult[]> => {
  const results: SessionResult[] = [];
  const nsSeen = new Set<string>();
  const ewSeen = new Set<string>();
  for (let i = 0; i < raw.length; i++) {
    const r = validateResult(raw[i], vulnerability, { board: b, result: i }, h);
    if (!r.ok) return r;
    const res = r.value;
    const wr: Where = { board: b, result: i };
    const proposal = (raw[i] as Obj).proposal;
    if (proposal !== undefined) {
      const pr = validateProposal(proposal, wr, hasDeal, h.edition);
      if (!pr.ok) return pr;
      res.proposal = pr.value;
    }
    if (nsSeen.has(res.ns)) return fail("pair-twice", wr, "ns", { pair: res.ns });
    if (ewSeen.has(res.ew)) return fail("pair-twice", wr, "ew", { pair: res.ew });
    if (h.options.winners === "one" && (ewSeen.has(res.ns) || nsSeen.has(res.ew)))
      return fail("pair-twice", wr, ewSeen.has(res.ns) ? "ns" : "ew", {
        pair: ewSeen.has(res.ns) ? res.ns : res.ew,
      });
    nsSeen.add(res.ns);
    ewSeen.add(res.ew);
    results.push(res);
  }
  return ok(results);
};

/** The weighted parts of an outcome (a split's on either side). */
const weightedParts = (o: Outcome): Part[] =>
  o.kind === "weighted"
    ? o.parts
    : o.kind === "split"
      ? [o.ns, o.ew].flatMap((x) => (x.kind === "weighted" ? x.parts : []))
      : [];

/**
 * Weights are kept exact as fractions of a common unit per board; bound that unit so the counts stay
 * exact: the first result that makes it too fine, as an error.
 */
const weightsTooFine = (results: SessionResult[], b: number): { ok: false; error: SessionError } | null => {
  let unit = 1n;
  const gcd = (x: bigint, y: bigint): bigint => (y === 0n ? x : gcd(y, x % y));
  for (let i = 0; i < results.length; i++)
    for (const p of weightedParts(results[i]!.outcome)) {
      unit = (unit / gcd(unit, p.weight.d)) * p.weight.d;
      if (unit > MAX_WEIGHT_UNIT) return fail("weights-too-fine", { board: b, result: i }, "adjusted");
    }
  return null;
};

/**
 * One `session@1` adjusted score on its own, as a board of a session would have it (the register's appeal
 * decisions give their new score in this shape): the board's vulnerability, the code and the scoring.
 */
export const parseAdjusted = (
  v: unknown,
  vul: Vulnerability,
  edition: Edition,
  method: Method,
): SResult<Outcome> => validateAdjusted(v, vul, {}, edition, method);
