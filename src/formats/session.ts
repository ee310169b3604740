/**
 * The `session@1` format (docs/session.md, schema/session-1.json): reading and validating a session's
 * results and adjusted scores into the model of src/scoring/session-types.ts. Unknown keys and wrong
 * values are errors naming the board, the result index and the key; sizes are bounded.
 *
 * Two shapes are read: one JSON document (`parseSession`), and the streaming form for very large files
 * (`session@1` lines: a header object on the first line, then one board object per line; see
 * `validateSessionHeader` / `validateSessionBoard`).
 */
import { isSeat, type Seat, sideOf } from "../core/seat.js";
import { boardCycle, isVulnerability, isVulnerable, type Vulnerability } from "../core/vulnerability.js";
import { add, eq, ONE, parseWeight, ZERO } from "../scoring/frac.js";
import { formatContract, isTricks, parseContract, score } from "../scoring/law77.js";
import {
  type ArtificialCode,
  type ArtificialSide,
  DEFAULT_OPTIONS,
  type Edition,
  METHODS,
  type Method,
  type Outcome,
  type Part,
  type Played,
  type Proposal,
  type ScoringOptions,
  type Session,
  type SessionBoard,
  type SessionError,
  type SessionHeader,
  type SessionResult,
  type SideScore,
  type SResult,
} from "../scoring/session-types.js";
import { type DuplicateKey, duplicateKey } from "./json.js";
import { validateDeal, validateProposal } from "./session-proposal.js";

export const SESSION_FORMAT = "session@1";
/** The largest session document read whole (bigger ones: the streaming form). */
export const MAX_SESSION_BYTES = 64 * 1024 * 1024;
export const MAX_BOARDS = 100_000;
export const MAX_RESULTS_PER_BOARD = 100_000;
export const MAX_RESULTS = 1_000_000;
export const MAX_PAIRS = 100_000;
export const MAX_COMPONENTS = 20;
/** The finest common fraction of a result the weights of one board may need (exactness bound). */
export const MAX_WEIGHT_UNIT = 1_000_000_000n;
const MAX_TEXT = 200;
const MAX_SCORE = 10_000;

const HEADER_KEYS = new Set([
  "format",
  "edition",
  "scoring",
  "event",
  "date",
  "pairs",
  "boards",
  "sessionPercentage",
  "options",
]);
const OPTION_KEYS = new Set([
  "factoring",
  "expected",
  "artificialPercent",
  "artificialImps",
  "butlerDrop",
  "crossImpsDivisor",
  "crossImpsTotal",
  "splitField",
  "smallGroup",
  "winners",
  "vp",
]);
const BOARD_KEYS = new Set(["board", "vulnerability", "deal", "results"]);
const RESULT_KEYS = new Set([
  "ns",
  "ew",
  "contract",
  "declarer",
  "tricks",
  "score",
  "adjusted",
  "notPlayed",
  "ruling",
  "table",
  "match",
  "proposal",
]);
const PLAYED_KEYS = ["contract", "declarer", "tricks", "score"];
const ADJUST_KINDS = ["artificial", "assigned", "weighted", "split"] as const;
const CODES: readonly ArtificialCode[] = ["A+", "A", "A-"];

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === "object" && x !== null && !Array.isArray(x);

/** A short, safe rendering of a bad value for an error message. */
const preview = (v: unknown): string => {
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === "number" || typeof v === "boolean" || v === null) return String(v);
  if (Array.isArray(v)) return "[…]";
  if (typeof v === "object") return "{…}";
  return typeof v;
};

/** Where an error is: the board, the result index, and the key. */
interface Where {
  board?: number;
  result?: number;
}

const fail = (
  code: string,
  where: Where,
  key?: string,
  params?: Record<string, string | number>,
): { ok: false; error: SessionError } => {
  const error: SessionError = { code };
  if (where.board !== undefined) error.board = where.board;
  if (where.result !== undefined) error.result = where.result;
  if (key !== undefined) error.key = key;
  if (params) error.params = params;
  return { ok: false, error };
};
const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

const unknownKey = (o: Obj, allowed: Set<string> | readonly string[], where: Where, prefix: string) => {
  const set = allowed instanceof Set ? allowed : new Set(allowed);
  for (const k of Object.keys(o)) if (!set.has(k)) return fail("unknown-key", where, prefix + k, { name: k });
  return null;
};

const text = (v: unknown, where: Where, key: string, max = MAX_TEXT): SResult<string> => {
  if (typeof v !== "string") return fail("type-string", where, key, { name: key });
  if (v.length === 0 || v.length > max) return fail("text-length", where, key, { name: key, max });
  return ok(v);
};

/** Reads a session document from JSON text. */
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

/** Validates the header of a session (`boards` is allowed only when `withBoards`). */
export const validateSessionHeader = (data: unknown, withBoards = false): SResult<SessionHeader> => {
  const w: Where = {};
  if (!isObject(data)) return fail("session-not-object", w);
  for (const k of Object.keys(data))
    if (!HEADER_KEYS.has(k) || (k === "boards" && !withBoards)) return fail("unknown-key", w, k, { name: k });
  if (data.format === undefined) return fail("missing-key", w, "format", { name: "format" });
  if (data.format !== SESSION_FORMAT)
    return fail("format-unsupported", w, "format", { value: preview(data.format) });
  if (data.edition === undefined) return fail("missing-key", w, "edition", { name: "edition" });
  if (data.edition !== "2017" && data.edition !== "1987")
    return fail("edition-unknown", w, "edition", { value: preview(data.edition) });
  const edition: Edition = data.edition;
  if (data.scoring === undefined) return fail("missing-key", w, "scoring", { name: "scoring" });
  if (!(METHODS as readonly unknown[]).includes(data.scoring))
    return fail("scoring-unknown", w, "scoring", { value: preview(data.scoring) });
  const header: SessionHeader = {
    edition,
    scoring: data.scoring as Method,
    pairs: [],
    sessionPercentage: false,
    options: structuredClone(DEFAULT_OPTIONS),
  };
  for (const k of ["event", "date"] as const) {
    if (data[k] === undefined) continue;
    const t = text(data[k], w, k);
    if (!t.ok) return t;
    header[k] = t.value;
  }
  if (data.sessionPercentage !== undefined) {
    if (typeof data.sessionPercentage !== "boolean")
      return fail("type-boolean", w, "sessionPercentage", { name: "sessionPercentage" });
    header.sessionPercentage = data.sessionPercentage;
  }
  if (data.pairs !== undefined) {
    if (!Array.isArray(data.pairs)) return fail("type-array", w, "pairs", { name: "pairs" });
    if (data.pairs.length > MAX_PAIRS) return fail("too-many", w, "pairs", { name: "pairs", max: MAX_PAIRS });
    const seen = new Set<string>();
    for (let i = 0; i < data.pairs.length; i++) {
      const p = data.pairs[i];
      const key = `pairs.${i}`;
      if (!isObject(p)) return fail("type-object", w, key, { name: key });
      const u = unknownKey(p, ["id", "names"], w, `${key}.`);
      if (u) return u;
      const id = text(p.id, w, `${key}.id`, 32);
      if (!id.ok) return id;
      if (seen.has(id.value)) return fail("pair-twice", w, `${key}.id`, { pair: id.value });
      seen.add(id.value);
      const names: string[] = [];
      if (p.names !== undefined) {
        if (!Array.isArray(p.names) || p.names.length > 4)
          return fail("type-array", w, `${key}.names`, { name: `${key}.names` });
        for (let j = 0; j < p.names.length; j++) {
          const n = text(p.names[j], w, `${key}.names.${j}`);
          if (!n.ok) return n;
          names.push(n.value);
        }
      }
      header.pairs.push({ id: id.value, names });
    }
  }
  if (data.options !== undefined) {
    const o = validateOptions(data.options);
    if (!o.ok) return o;
    header.options = o.value;
  }
  return ok(header);
};

const validateOptions = (raw: unknown): SResult<ScoringOptions> => {
  const w: Where = {};
  if (!isObject(raw)) return fail("type-object", w, "options", { name: "options" });
  const u = unknownKey(raw, OPTION_KEYS, w, "options.");
  if (u) return u;
  const o: ScoringOptions = structuredClone(DEFAULT_OPTIONS);
  const choice = <K extends keyof ScoringOptions>(k: K, values: readonly string[]): SessionError | null => {
    const v = raw[k];
    if (v === undefined) return null;
    if (typeof v !== "string" || !values.includes(v))
      return {
        code: "option-invalid",
        key: `options.${k}`,
        params: { name: k, value: preview(v), values: values.join(", ") },
      };
    (o as unknown as Obj)[k] = v;
    return null;
  };
  for (const [k, values] of [
    ["factoring", ["neuberg", "ratio", "none"]],
    ["crossImpsDivisor", ["comparisons", "results"]],
    ["crossImpsTotal", ["average", "sum"]],
    ["splitField", ["each-direction", "excluded"]],
    ["winners", ["auto", "one", "two"]],
    ["vp", ["wbf", "none"]],
  ] as const) {
    const e = choice(k, values);
    if (e) return { ok: false, error: e };
  }
  const int = (k: string, v: unknown, min: number, max: number): SessionError | null =>
    typeof v === "number" && Number.isInteger(v) && v >= min && v <= max
      ? null
      : { code: "option-range", key: `options.${k}`, params: { name: k, value: preview(v), min, max } };
  if (raw.expected !== undefined) {
    const e = int("expected", raw.expected, 1, MAX_RESULTS_PER_BOARD);
    if (e) return { ok: false, error: e };
    o.expected = raw.expected as number;
  }
  if (raw.smallGroup !== undefined) {
    const e = int("smallGroup", raw.smallGroup, 0, 1000);
    if (e) return { ok: false, error: e };
    o.smallGroup = raw.smallGroup as number;
  }
  if (raw.butlerDrop !== undefined) {
    const v = raw.butlerDrop;
    if (isObject(v)) {
      const uu = unknownKey(v, ["percent"], w, "options.butlerDrop.");
      if (uu) return uu;
      const e = int("butlerDrop.percent", v.percent, 0, 49);
      if (e) return { ok: false, error: e };
      o.butlerDrop = { percent: v.percent as number };
    } else {
      const e = int("butlerDrop", v, 0, 1000);
      if (e) return { ok: false, error: e };
      o.butlerDrop = v as number;
    }
  }
  for (const k of ["artificialPercent", "artificialImps"] as const) {
    const v = raw[k];
    if (v === undefined) continue;
    if (!isObject(v)) return fail("type-object", w, `options.${k}`, { name: k });
    const uu = unknownKey(v, CODES, w, `options.${k}.`);
    if (uu) return uu;
    for (const c of CODES) {
      if (v[c] === undefined) continue;
      const e = k === "artificialPercent" ? int(`${k}.${c}`, v[c], 0, 100) : int(`${k}.${c}`, v[c], -24, 24);
      if (e) return { ok: false, error: e };
      o[k][c] = v[c] as number;
    }
  }
  return ok(o);
};

/** NS's score for a contract played by `declarer` (Law 77), on a board of this vulnerability. */
const nsScore = (contract: string, declarer: Seat, tricks: number, vul: Vulnerability): number | null => {
  const c = parseContract(contract);
  if (!c.ok) return null;
  if (!isTricks(tricks)) return null;
  const s = score(c.value, isVulnerable(vul, declarer), tricks);
  return sideOf(declarer) === "NS" ? s : -s;
};

/** Reads `contract`/`declarer`/`tricks`/`score` of an object into a Played. */
const validatePlayed = (o: Obj, vul: Vulnerability, where: Where, prefix: string): SResult<Played> => {
  const k = (name: string) => prefix + name;
  let declarer: Seat | undefined;
  if (o.declarer !== undefined) {
    if (!isSeat(o.declarer))
      return fail("seat-invalid", where, k("declarer"), { value: preview(o.declarer) });
    declarer = o.declarer;
  }
  let tricks: number | undefined;
  if (o.tricks !== undefined) {
    if (typeof o.tricks !== "number" || !Number.isInteger(o.tricks) || o.tricks < 0 || o.tricks > 13)
      return fail("tricks-invalid", where, k("tricks"), { value: preview(o.tricks) });
    tricks = o.tricks;
  }
  let given: number | undefined;
  if (o.score !== undefined) {
    if (
      typeof o.score !== "number" ||
      !Number.isInteger(o.score) ||
      o.score % 10 !== 0 ||
      Math.abs(o.score) > MAX_SCORE
    )
      return fail("score-invalid", where, k("score"), { value: preview(o.score) });
    given = o.score;
  }
  if (o.contract === undefined) {
    if (declarer !== undefined || tricks !== undefined)
      return fail("missing-key", where, k("contract"), { name: k("contract") });
    if (given === undefined) return fail("result-empty", where, prefix ? prefix.slice(0, -1) : undefined);
    return ok({ score: given === 0 ? 0 : given });
  }
  if (typeof o.contract !== "string")
    return fail("type-string", where, k("contract"), { name: k("contract") });
  if (o.contract === "passed-out") {
    if (declarer !== undefined) return fail("passed-out-declarer", where, k("declarer"));
    if (tricks !== undefined) return fail("passed-out-declarer", where, k("tricks"));
    if (given !== undefined && given !== 0)
      return fail("score-mismatch", where, k("score"), { value: given, expected: 0 });
    return ok({ contract: "passed-out", score: 0 });
  }
  const c = parseContract(o.contract);
  if (!c.ok) return fail(c.error.code, where, k("contract"), { contract: preview(o.contract) });
  const contract = formatContract(c.value);
  if (declarer === undefined) return fail("missing-key", where, k("declarer"), { name: k("declarer") });
  if (tricks === undefined) {
    if (given === undefined) return fail("missing-key", where, k("tricks"), { name: k("tricks") });
    return ok({ contract, declarer, score: given });
  }
  const s = nsScore(contract, declarer, tricks, vul)!;
  const out = s === 0 ? 0 : s;
  if (given !== undefined && given !== out)
    return fail("score-mismatch", where, k("score"), { value: given, expected: out });
  return ok({ contract, declarer, tricks, score: out });
};

const hasPlayedKey = (o: Obj): boolean => PLAYED_KEYS.some((k) => o[k] !== undefined);

const validateArtificialSide = (
  v: unknown,
  where: Where,
  key: string,
  method: Method,
): SResult<ArtificialSide> => {
  if (typeof v === "string" && (CODES as readonly string[]).includes(v))
    return ok({ code: v as ArtificialCode });
  if (isObject(v)) {
    const u = unknownKey(v, ["percent", "imps"], where, `${key}.`);
    if (u) return u;
    // A per-cent figure is for matchpoints, an IMP figure for the IMP scorings.
    if (v.percent !== undefined && method !== "matchpoints")
      return fail("artificial-percent-imps", where, `${key}.percent`);
    if (v.imps !== undefined && method === "matchpoints")
      return fail("artificial-imps-mp", where, `${key}.imps`);
    if (v.percent !== undefined && v.imps === undefined) {
      if (typeof v.percent !== "number" || !Number.isFinite(v.percent) || v.percent < 0 || v.percent > 100)
        return fail("percent-invalid", where, `${key}.percent`, { value: preview(v.percent) });
      return ok({ percent: v.percent });
    }
    if (v.imps !== undefined && v.percent === undefined) {
      if (typeof v.imps !== "number" || !Number.isFinite(v.imps) || Math.abs(v.imps) > 24)
        return fail("imps-invalid", where, `${key}.imps`, { value: preview(v.imps) });
      return ok({ imps: v.imps });
    }
  }
  return fail("artificial-invalid", where, key, { value: preview(v) });
};

const validateWeighted = (
  v: unknown,
  vul: Vulnerability,
  where: Where,
  key: string,
  edition: Edition,
): SResult<Part[]> => {
  // 1987 Law 12C knows only artificial and assigned adjusted scores.
  if (edition === "1987") return fail("weighted-1987", where, key);
  if (!Array.isArray(v) || v.length === 0) return fail("type-array", where, key, { name: key });
  if (v.length > MAX_COMPONENTS) return fail("too-many", where, key, { name: key, max: MAX_COMPONENTS });
  const parts: Part[] = [];
  let sum = ZERO;
  for (let i = 0; i < v.length; i++) {
    const c = v[i];
    const ck = `${key}.${i}`;
    if (!isObject(c)) return fail("type-object", where, ck, { name: ck });
    const u = unknownKey(c, ["weight", ...PLAYED_KEYS], where, `${ck}.`);
    if (u) return u;
    if (c.weight === undefined) return fail("missing-key", where, `${ck}.weight`, { name: `${ck}.weight` });
    const weight = parseWeight(c.weight);
    if (weight === null) return fail("weight-invalid", where, `${ck}.weight`, { value: preview(c.weight) });
    const p = validatePlayed(c, vul, where, `${ck}.`);
    if (!p.ok) return p;
    parts.push({ weight, played: p.value });
    sum = add(sum, weight);
  }
  if (!eq(sum, ONE)) return fail("weights-sum", where, key, { sum: Number(sum.n) / Number(sum.d) });
  return ok(parts);
};

const validateSide = (
  v: unknown,
  vul: Vulnerability,
  where: Where,
  key: string,
  edition: Edition,
): SResult<SideScore> => {
  if (!isObject(v)) return fail("type-object", where, key, { name: key });
  if (v.weighted !== undefined) {
    const u = unknownKey(v, ["weighted"], where, `${key}.`);
    if (u) return u;
    const parts = validateWeighted(v.weighted, vul, where, `${key}.weighted`, edition);
    if (!parts.ok) return parts;
    return ok({ kind: "weighted", parts: parts.value });
  }
  const u = unknownKey(v, PLAYED_KEYS, where, `${key}.`);
  if (u) return u;
  const p = validatePlayed(v, vul, where, `${key}.`);
  if (!p.ok) return p;
  return ok({ kind: "assigned", played: p.value });
};

const validateAdjusted = (
  v: unknown,
  vul: Vulnerability,
  where: Where,
  edition: Edition,
  method: Method,
): SResult<Outcome> => {
  if (!isObject(v)) return fail("type-object", where, "adjusted", { name: "adjusted" });
  const u = unknownKey(v, ADJUST_KINDS, where, "adjusted.");
  if (u) return u;
  const kinds = ADJUST_KINDS.filter((k) => v[k] !== undefined);
  if (kinds.length !== 1) return fail("adjusted-kind", where, "adjusted", { count: kinds.length });
  const kind = kinds[0]!;
  const key = `adjusted.${kind}`;
  const body = v[kind];
  switch (kind) {
    case "artificial": {
      if (!isObject(body)) return fail("type-object", where, key, { name: key });
      const uu = unknownKey(body, ["ns", "ew"], where, `${key}.`);
      if (uu) return uu;
      if (body.ns === undefined) return fail("missing-key", where, `${key}.ns`, { name: `${key}.ns` });
      if (body.ew === undefined) return fail("missing-key", where, `${key}.ew`, { name: `${key}.ew` });
      const ns = validateArtificialSide(body.ns, where, `${key}.ns`, method);
      if (!ns.ok) return ns;
      const ew = validateArtificialSide(body.ew, where, `${key}.ew`, method);
      if (!ew.ok) return ew;
      return ok({ kind, ns: ns.value, ew: ew.value });
    }
    case "assigned": {
      if (!isObject(body)) return fail("type-object", where, key, { name: key });
      const uu = unknownKey(body, PLAYED_KEYS, where, `${key}.`);
      if (uu) return uu;
      const p = validatePlayed(body, vul, where, `${key}.`);
      if (!p.ok) return p;
      return ok({ kind, played: p.value });
    }
    case "weighted": {
      const parts = validateWeighted(body, vul, where, key, edition);
      if (!parts.ok) return parts;
      return ok({ kind, parts: parts.value });
    }
    case "split": {
      if (!isObject(body)) return fail("type-object", where, key, { name: key });
      const uu = unknownKey(body, ["ns", "ew"], where, `${key}.`);
      if (uu) return uu;
      if (body.ns === undefined) return fail("missing-key", where, `${key}.ns`, { name: `${key}.ns` });
      if (body.ew === undefined) return fail("missing-key", where, `${key}.ew`, { name: `${key}.ew` });
      const ns = validateSide(body.ns, vul, where, `${key}.ns`, edition);
      if (!ns.ok) return ns;
      const ew = validateSide(body.ew, vul, where, `${key}.ew`, edition);
      if (!ew.ok) return ew;
      return ok({ kind, ns: ns.value, ew: ew.value });
    }
  }
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
  const results: SessionResult[] = [];
  const nsSeen = new Set<string>();
  const ewSeen = new Set<string>();
  for (let i = 0; i < raw.results.length; i++) {
    const r = validateResult(raw.results[i], vulnerability, { board: b, result: i }, h);
    if (!r.ok) return r;
    const res = r.value;
    const wr: Where = { board: b, result: i };
    const proposal = (raw.results[i] as Obj).proposal;
    if (proposal !== undefined) {
      const pr = validateProposal(proposal, wr, deal !== undefined, h.edition);
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
  // Weights are kept exact as fractions of a common unit per board; bound that unit so the counts stay exact.
  let unit = 1n;
  const gcd = (x: bigint, y: bigint): bigint => (y === 0n ? x : gcd(y, x % y));
  const parts = (o: Outcome): Part[] =>
    o.kind === "weighted"
      ? o.parts
      : o.kind === "split"
        ? [o.ns, o.ew].flatMap((x) => (x.kind === "weighted" ? x.parts : []))
        : [];
  for (let i = 0; i < results.length; i++)
    for (const p of parts(results[i]!.outcome)) {
      unit = (unit / gcd(unit, p.weight.d)) * p.weight.d;
      if (unit > MAX_WEIGHT_UNIT) return fail("weights-too-fine", { board: b, result: i }, "adjusted");
    }
  return ok(
    deal ? { board: b, vulnerability, deal: deal.value, results } : { board: b, vulnerability, results },
  );
};

const validateResult = (
  raw: unknown,
  vul: Vulnerability,
  w: Where,
  h: SessionHeader,
): SResult<SessionResult> => {
  if (!isObject(raw)) return fail("result-not-object", w);
  const u = unknownKey(raw, RESULT_KEYS, w, "");
  if (u) return u;
  const side: Record<"ns" | "ew", string> = { ns: "", ew: "" };
  for (const k of ["ns", "ew"] as const) {
    if (raw[k] === undefined) return fail("missing-key", w, k, { name: k });
    const t = text(raw[k], w, k, 32);
    if (!t.ok) return t;
    side[k] = t.value;
  }
  // The same id on both sides is one pair playing itself, unless the file says its ids are per direction
  // (`winners: "two"`, a Mitchell numbering each direction from 1): then NS 3 and EW 3 are two pairs.
  if (side.ns === side.ew && (h.options.winners !== "two" || h.scoring === "teams"))
    return fail(
      h.options.winners === "auto" && h.scoring !== "teams" ? "pair-self-auto" : "pair-self",
      w,
      "ew",
      {
        pair: side.ns,
      },
    );
  const result: SessionResult = { ns: side.ns, ew: side.ew, outcome: { kind: "notPlayed" } };
  if (raw.ruling !== undefined) {
    const t = text(raw.ruling, w, "ruling", 500);
    if (!t.ok) return t;
    result.ruling = t.value;
  }
  if (h.scoring === "teams") {
    if (raw.table === undefined) return fail("missing-key", w, "table", { name: "table" });
    if (raw.table !== "open" && raw.table !== "closed")
      return fail("table-invalid", w, "table", { value: preview(raw.table) });
    result.table = raw.table;
    if (raw.match === undefined) return fail("missing-key", w, "match", { name: "match" });
    const m = text(raw.match, w, "match", 32);
    if (!m.ok) return m;
    result.match = m.value;
  } else {
    if (raw.table !== undefined) return fail("teams-only", w, "table", { name: "table" });
    if (raw.match !== undefined) return fail("teams-only", w, "match", { name: "match" });
  }
  const played = hasPlayedKey(raw);
  if (raw.notPlayed !== undefined) {
    if (raw.notPlayed !== true) return fail("type-true", w, "notPlayed", { name: "notPlayed" });
    if (played || raw.adjusted !== undefined) return fail("not-played-and-result", w, "notPlayed");
    return ok(result);
  }
  let table: Played | undefined;
  if (played) {
    const p = validatePlayed(raw, vul, w, "");
    if (!p.ok) return p;
    table = p.value;
  }
  if (raw.adjusted !== undefined) {
    const a = validateAdjusted(raw.adjusted, vul, w, h.edition, h.scoring);
    if (!a.ok) return a;
    result.outcome = a.value;
    if (table) result.replaced = table;
    return ok(result);
  }
  if (!table) return fail("result-empty", w);
  result.outcome = { kind: "table", played: table };
  return ok(result);
};

// ------------------------------------------------------------------------------------------------
// Writing: the model back to session@1 JSON (defaults left out).
// ------------------------------------------------------------------------------------------------

const playedJson = (p: Played): Obj => {
  const out: Obj = {};
  if (p.contract !== undefined) out.contract = p.contract;
  if (p.declarer !== undefined) out.declarer = p.declarer;
  if (p.tricks !== undefined) out.tricks = p.tricks;
  if (p.contract === undefined || (p.tricks === undefined && p.contract !== "passed-out"))
    out.score = p.score;
  return out;
};

const weightJson = (w: { n: bigint; d: bigint }): number | string => {
  let x = w.d;
  while (x % 2n === 0n) x /= 2n;
  while (x % 5n === 0n) x /= 5n;
  return x === 1n ? Number(w.n) / Number(w.d) : `${w.n}/${w.d}`;
};

const partsJson = (parts: Part[]): Obj[] =>
  parts.map((p) => ({ weight: weightJson(p.weight), ...playedJson(p.played) }));

const artificialJson = (s: ArtificialSide): unknown => ("code" in s ? s.code : { ...s });

const sideJson = (s: SideScore): Obj =>
  s.kind === "assigned" ? playedJson(s.played) : { weighted: partsJson(s.parts) };

/** One result as session@1 JSON. */
export const resultToJson = (r: SessionResult): Obj => {
  const out: Obj = { ns: r.ns, ew: r.ew };
  if (r.table) out.table = r.table;
  if (r.match) out.match = r.match;
  const o = r.outcome;
  if (o.kind === "table") Object.assign(out, playedJson(o.played));
  else if (o.kind === "notPlayed") out.notPlayed = true;
  else {
    if (r.replaced) Object.assign(out, playedJson(r.replaced));
    if (o.kind === "artificial")
      out.adjusted = { artificial: { ns: artificialJson(o.ns), ew: artificialJson(o.ew) } };
    if (o.kind === "assigned") out.adjusted = { assigned: playedJson(o.played) };
    if (o.kind === "weighted") out.adjusted = { weighted: partsJson(o.parts) };
    if (o.kind === "split") out.adjusted = { split: { ns: sideJson(o.ns), ew: sideJson(o.ew) } };
  }
  if (r.ruling) out.ruling = r.ruling;
  if (r.proposal) out.proposal = proposalJson(r.proposal);
  return out;
};

const proposalJson = (p: Proposal): Obj => ({
  outcomes: p.outcomes.map((o) => ({
    contract: o.contract,
    declarer: o.declarer,
    ...(o.tricks === undefined ? {} : { tricks: o.tricks }),
    ...(o.weight === undefined ? {} : { weight: weightJson(o.weight) }),
  })),
});

/** One board as session@1 JSON (the vulnerability only when it is not the board cycle's). */
export const boardToJson = (b: SessionBoard): Obj => {
  const out: Obj = { board: b.board };
  if (b.vulnerability !== boardCycle(b.board).vulnerability) out.vulnerability = b.vulnerability;
  if (b.deal) out.deal = b.deal;
  out.results = b.results.map(resultToJson);
  return out;
};

/** The header as session@1 JSON (options that differ from the defaults only). */
export const sessionHeaderToJson = (h: SessionHeader): Obj => {
  const out: Obj = { format: SESSION_FORMAT, edition: h.edition, scoring: h.scoring };
  if (h.event) out.event = h.event;
  if (h.date) out.date = h.date;
  if (h.sessionPercentage) out.sessionPercentage = true;
  if (h.pairs.length)
    out.pairs = h.pairs.map((p) => (p.names.length ? { id: p.id, names: p.names } : { id: p.id }));
  const options: Obj = {};
  for (const [k, v] of Object.entries(h.options))
    if (JSON.stringify(v) !== JSON.stringify((DEFAULT_OPTIONS as unknown as Obj)[k])) options[k] = v;
  if (Object.keys(options).length) out.options = options;
  return out;
};

/** A whole session as session@1 JSON. */
export const sessionToJson = (s: Session): Obj => ({
  ...sessionHeaderToJson(s),
  boards: s.boards.map(boardToJson),
});

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
