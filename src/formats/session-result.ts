/**
 * A session@1 result (docs/session.md, "Results"): the pairs, the table result (contract, declarer,
 * tricks, score, checked against Law 77), the adjusted score of Law 12 (artificial, assigned, weighted,
 * split) and the teams keys; each wrong value an error naming the board, the result index and the key.
 */
import { isSeat, type Seat, sideOf } from "../core/seat.js";
import { isVulnerable, type Vulnerability } from "../core/vulnerability.js";
import { add, eq, ONE, parseWeight, ZERO } from "../scoring/frac.js";
import { formatContract, isTricks, parseContract, score } from "../scoring/law77.js";
import type {
  ArtificialCode,
  ArtificialSide,
  Edition,
  Method,
  Outcome,
  Part,
  Played,
  SessionError,
  SessionHeader,
  SessionResult,
  SideScore,
  SResult,
} from "../scoring/session-types.js";
import {
  fail,
  isObject,
  MAX_COMPONENTS,
  type Obj,
  ok,
  preview,
  text,
  unknownKey,
  type Where,
} from "./session-check.js";
import { CODES } from "./session-header.js";

const MAX_SCORE = 10_000;
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

export const validateAdjusted = (
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

/** Validates one result of a board (`w` says which) for the header's edition and scoring. */
export const validateResult = (
  raw: unknown,
  vul: Vulnerability,
  w: Where,
  h: SessionHeader,
): SResult<SessionResult> => {
  if (!isObject(raw)) return fail("result-not-object", w);
  const u = unknownKey(raw, RESULT_KEYS, w, "");
  if (u) return u;
  const side = validatePairs(raw, w, h);
  if (!side.ok) return side;
  const result: SessionResult = { ...side.value, outcome: { kind: "notPlayed" } };
  if (raw.ruling !== undefined) {
    const t = text(raw.ruling, w, "ruling", 500);
    if (!t.ok) return t;
    result.ruling = t.value;
  }
  const teams = validateTeamsKeys(raw, w, h, result);
  if (teams) return teams;
  return validateOutcome(raw, vul, w, h, result);
};

/** The result's two pairs, `ns` and `ew`. */
const validatePairs = (raw: Obj, w: Where, h: SessionHeader): SResult<Record<"ns" | "ew", string>> => {
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
  return ok(side);
};

/** `table` and `match`: required in a teams session, refused in any other; written into `result`. */
const validateTeamsKeys = (
  raw: Obj,
  w: Where,
  h: SessionHeader,
  result: SessionResult,
): { ok: false; error: SessionError } | null => {
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
  return null;
};

/** The result's outcome: not played, the table result, or an adjusted score (replacing the table's). */
const validateOutcome = (
  raw: Obj,
  vul: Vulnerability,
  w: Where,
  h: SessionHeader,
  result: SessionResult,
): SResult<SessionResult> => {
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
