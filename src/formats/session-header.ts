/**
 * The session@1 header (docs/session.md, "Header"): the format, the edition, the scoring method, the
 * event's texts, the pairs and the scoring options, each wrong value an error naming its key.
 */
import {
  type ArtificialCode,
  DEFAULT_OPTIONS,
  type Edition,
  METHODS,
  type Method,
  type ScoringOptions,
  type SessionError,
  type SessionHeader,
  type SessionPair,
  type SResult,
} from "../scoring/session-types.js";
import {
  fail,
  isObject,
  MAX_PAIRS,
  MAX_RESULTS_PER_BOARD,
  type Obj,
  ok,
  preview,
  SESSION_FORMAT,
  text,
  unknownKey,
  type Where,
} from "./session-check.js";

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
export const CODES: readonly ArtificialCode[] = ["A+", "A", "A-"];
/** The options that name one of a few values, and those values. */
const CHOICES = [
  ["factoring", ["neuberg", "ratio", "none"]],
  ["crossImpsDivisor", ["comparisons", "results"]],
  ["crossImpsTotal", ["average", "sum"]],
  ["splitField", ["each-direction", "excluded"]],
  ["winners", ["auto", "one", "two"]],
  ["vp", ["wbf", "none"]],
] as const;

/** Validates the header of a session (`boards` is allowed only when `withBoards`). */
export const validateSessionHeader = (data: unknown, withBoards = false): SResult<SessionHeader> => {
  const w: Where = {};
  if (!isObject(data)) return fail("session-not-object", w);
  for (const k of Object.keys(data))
    if (!HEADER_KEYS.has(k) || (k === "boards" && !withBoards)) return fail("unknown-key", w, k, { name: k });
  const base = headerBase(data);
  if (!base.ok) return base;
  const header = base.value;
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
    const pairs = validatePairs(data.pairs);
    if (!pairs.ok) return pairs;
    header.pairs = pairs.value;
  }
  if (data.options !== undefined) {
    const o = validateOptions(data.options);
    if (!o.ok) return o;
    header.options = o.value;
  }
  return ok(header);
};

/** The three keys every header has (format, edition, scoring), with the defaults of the rest. */
const headerBase = (data: Obj): SResult<SessionHeader> => {
  const w: Where = {};
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
  return ok({
    edition,
    scoring: data.scoring as Method,
    pairs: [],
    sessionPercentage: false,
    options: structuredClone(DEFAULT_OPTIONS),
  });
};

/** The `pairs` list: each an id (once only) and up to four names. */
const validatePairs = (raw: unknown): SResult<SessionPair[]> => {
  const w: Where = {};
  if (!Array.isArray(raw)) return fail("type-array", w, "pairs", { name: "pairs" });
  if (raw.length > MAX_PAIRS) return fail("too-many", w, "pairs", { name: "pairs", max: MAX_PAIRS });
  const seen = new Set<string>();
  const pairs: SessionPair[] = [];
  for (let i = 0; i < raw.length; i++) {
    const p = raw[i];
    const key = `pairs.${i}`;
    if (!isObject(p)) return fail("type-object", w, key, { name: key });
    const u = unknownKey(p, ["id", "names"], w, `${key}.`);
    if (u) return u;
    const id = text(p.id, w, `${key}.id`, 32);
    if (!id.ok) return id;
    if (seen.has(id.value)) return fail("pair-twice", w, `${key}.id`, { pair: id.value });
    seen.add(id.value);
    const names = validateNames(p.names, key);
    if (!names.ok) return names;
    pairs.push({ id: id.value, names: names.value });
  }
  return ok(pairs);
};

/** A pair's `names`: at most four texts. */
const validateNames = (raw: unknown, key: string): SResult<string[]> => {
  const w: Where = {};
  const names: string[] = [];
  if (raw === undefined) return ok(names);
  if (!Array.isArray(raw) || raw.length > 4)
    return fail("type-array", w, `${key}.names`, { name: `${key}.names` });
  for (let j = 0; j < raw.length; j++) {
    const n = text(raw[j], w, `${key}.names.${j}`);
    if (!n.ok) return n;
    names.push(n.value);
  }
  return ok(names);
};

/** An integer option outside [min, max] as an error, or null. */
const int = (k: string, v: unknown, min: number, max: number): SessionError | null =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max
    ? null
    : { code: "option-range", key: `options.${k}`, params: { name: k, value: preview(v), min, max } };

const validateOptions = (raw: unknown): SResult<ScoringOptions> => {
  const w: Where = {};
  if (!isObject(raw)) return fail("type-object", w, "options", { name: "options" });
  const u = unknownKey(raw, OPTION_KEYS, w, "options.");
  if (u) return u;
  const o: ScoringOptions = structuredClone(DEFAULT_OPTIONS);
  const e = readChoices(raw, o) ?? readCounts(raw, o);
  if (e) return { ok: false, error: e };
  const b = readButlerDrop(raw, o);
  if (b) return b;
  return readArtificial(raw, o) ?? ok(o);
};

/** The options that name one of a few values. */
const readChoices = (raw: Obj, o: ScoringOptions): SessionError | null => {
  for (const [k, values] of CHOICES) {
    const v = raw[k];
    if (v === undefined) continue;
    if (typeof v !== "string" || !(values as readonly string[]).includes(v))
      return {
        code: "option-invalid",
        key: `options.${k}`,
        params: { name: k, value: preview(v), values: values.join(", ") },
      };
    (o as unknown as Obj)[k] = v;
  }
  return null;
};

/** `expected` and `smallGroup`: counts of results. */
const readCounts = (raw: Obj, o: ScoringOptions): SessionError | null => {
  if (raw.expected !== undefined) {
    const e = int("expected", raw.expected, 1, MAX_RESULTS_PER_BOARD);
    if (e) return e;
    o.expected = raw.expected as number;
  }
  if (raw.smallGroup !== undefined) {
    const e = int("smallGroup", raw.smallGroup, 0, 1000);
    if (e) return e;
    o.smallGroup = raw.smallGroup as number;
  }
  return null;
};

/** `butlerDrop`: a count of results, or `{percent}` of them. */
const readButlerDrop = (raw: Obj, o: ScoringOptions): { ok: false; error: SessionError } | null => {
  const v = raw.butlerDrop;
  if (v === undefined) return null;
  if (isObject(v)) {
    const uu = unknownKey(v, ["percent"], {}, "options.butlerDrop.");
    if (uu) return uu;
    const e = int("butlerDrop.percent", v.percent, 0, 49);
    if (e) return { ok: false, error: e };
    o.butlerDrop = { percent: v.percent as number };
  } else {
    const e = int("butlerDrop", v, 0, 1000);
    if (e) return { ok: false, error: e };
    o.butlerDrop = v as number;
  }
  return null;
};

/** `artificialPercent` and `artificialImps`: a figure for each artificial code. */
const readArtificial = (raw: Obj, o: ScoringOptions): { ok: false; error: SessionError } | null => {
  for (const k of ["artificialPercent", "artificialImps"] as const) {
    const v = raw[k];
    if (v === undefined) continue;
    if (!isObject(v)) return fail("type-object", {}, `options.${k}`, { name: k });
    const uu = unknownKey(v, CODES, {}, `options.${k}.`);
    if (uu) return uu;
    for (const c of CODES) {
      if (v[c] === undefined) continue;
      const e = k === "artificialPercent" ? int(`${k}.${c}`, v[c], 0, 100) : int(`${k}.${c}`, v[c], -24, 24);
      if (e) return { ok: false, error: e };
      o[k][c] = v[c] as number;
    }
  }
  return null;
};
