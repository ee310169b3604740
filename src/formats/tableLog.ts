/**
 * The `table-log@1` format (see docs/table-log.md and schema/table-log-1.json): reading and validating a
 * table log into typed events. Unknown keys and wrong types are errors naming the event index and key.
 */
import { type Call, formatCall, parseCall } from "../core/call.js";
import { formatCard, parseCard, parseDeal } from "../core/card.js";
import { err, ok, type Result } from "../core/result.js";
import { isSeat, type Seat } from "../core/seat.js";
import { isSuit } from "../core/strain.js";
import { boardCycle, isVulnerability, type Vulnerability } from "../core/vulnerability.js";

export const FORMAT = "table-log@1";

/**
 * The most a table log may hold: a real board has a few hundred events at most, so these bounds only stop a
 * hostile or broken file before it costs the app or the CLI more than a moment (docs/table-log.md).
 */
export const LIMITS = { bytes: 8 * 1024 * 1024, events: 100_000 } as const;
export {
  EDITIONS,
  type Edition,
  FINDING_NAMES,
  type FindingName,
  type Findings,
  type LeadChoice,
  type TableEvent,
  type TableLog,
} from "../model/events.js";

import { FINDING_NAMES, type Findings, type TableEvent, type TableLog } from "../model/events.js";

const HEADER_KEYS = new Set(["format", "edition", "board", "dealer", "vulnerability", "deal", "events"]);
/** Verbs of the play period announced in the spec's draft; recognised so that they are refused clearly. */
const FUTURE_VERBS = new Set(["play", "expose", "attention", "claim", "acceptClaim"]);
const VERBS = ["call", "change", "accept", "director", "leadRestriction", "lead"] as const;

/** A short, safe rendering of a bad value for an error message (never throws, whatever the JSON). */
export const preview = (v: unknown): string => {
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === "number" || typeof v === "boolean" || v === null) return String(v);
  if (Array.isArray(v)) return "[…]";
  if (typeof v === "object") return "{…}";
  return typeof v;
};

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

/** Reads a table log from JSON text. */
export const parseTableLog = (text: string): Result<TableLog> => {
  if (text.length > LIMITS.bytes) return err("log-too-large", { max: String(LIMITS.bytes) });
  let data: unknown;
  try {
    // A byte-order mark, as some editors write, is not part of the JSON.
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    return err("json-invalid", { detail: e instanceof Error ? e.message : String(e) });
  }
  return validateTableLog(data);
};

/** Validates an already parsed JSON value as a table log. */
export const validateTableLog = (data: unknown): Result<TableLog> => {
  if (!isObject(data)) return err("log-not-object");
  for (const key of Object.keys(data))
    if (!HEADER_KEYS.has(key)) return err("unknown-key", { name: key }, { key });
  if (data.format === undefined) return err("missing-key", { name: "format" }, { key: "format" });
  if (data.format !== FORMAT)
    return err("format-unsupported", { value: preview(data.format) }, { key: "format" });
  const edition = data.edition;
  if (edition === undefined) return err("missing-key", { name: "edition" }, { key: "edition" });
  if (edition !== "2017" && edition !== "1987")
    return err("edition-unknown", { value: preview(edition) }, { key: "edition" });
  let board: number | undefined;
  if (data.board !== undefined) {
    if (typeof data.board !== "number" || !Number.isSafeInteger(data.board) || data.board < 1)
      return err("board-invalid", { value: preview(data.board) }, { key: "board" });
    board = data.board;
  }
  const cycle = board === undefined ? undefined : boardCycle(board);
  let dealer: Seat;
  if (data.dealer === undefined) {
    if (!cycle) return err("missing-key", { name: "dealer" }, { key: "dealer" });
    dealer = cycle.dealer;
  } else if (isSeat(data.dealer)) dealer = data.dealer;
  else return err("seat-invalid", { value: preview(data.dealer) }, { key: "dealer" });
  let vulnerability: Vulnerability;
  if (data.vulnerability === undefined) {
    if (!cycle) return err("missing-key", { name: "vulnerability" }, { key: "vulnerability" });
    vulnerability = cycle.vulnerability;
  } else if (isVulnerability(data.vulnerability)) vulnerability = data.vulnerability;
  else return err("vulnerability-invalid", { value: preview(data.vulnerability) }, { key: "vulnerability" });
  let deal: string | undefined;
  if (data.deal !== undefined) {
    if (typeof data.deal !== "string") return err("type-string", { name: "deal" }, { key: "deal" });
    const d = parseDeal(data.deal);
    if (!d.ok) return { ok: false, error: { ...d.error, key: "deal" } };
    deal = data.deal;
  }
  if (data.events === undefined) return err("missing-key", { name: "events" }, { key: "events" });
  if (!Array.isArray(data.events)) return err("type-array", { name: "events" }, { key: "events" });
  if (data.events.length > LIMITS.events)
    return err(
      "log-too-many-events",
      { count: String(data.events.length), max: String(LIMITS.events) },
      { event: LIMITS.events, key: "events" },
    );
  const events: TableEvent[] = [];
  for (let i = 0; i < data.events.length; i++) {
    const e = validateEvent(data.events[i], i);
    if (!e.ok) return e;
    events.push(e.value);
  }
  const log: TableLog = { edition, dealer, vulnerability, events };
  if (board !== undefined) log.board = board;
  if (deal !== undefined) log.deal = deal;
  return ok(log);
};

const bool = (v: unknown, event: number, key: string): Result<boolean> =>
  typeof v === "boolean" ? ok(v) : err("type-boolean", { name: key }, { event, key });

const IS_VERB: ReadonlySet<string> = new Set(VERBS);
const NO_FINDINGS: Findings = Object.freeze({});
const BOOLEAN_FINDINGS = ["artificial", "comparable", "sameMeaning", "unintended"] as const;

/** The keys each verb's event may have. */
const ALLOWED: Record<(typeof VERBS)[number], ReadonlySet<string>> = {
  call: new Set(["call", "by", ...FINDING_NAMES, "simultaneous"]),
  change: new Set(["change", "by", ...FINDING_NAMES]),
  accept: new Set(["accept", "by"]),
  director: new Set(["director"]),
  leadRestriction: new Set(["leadRestriction", "by"]),
  lead: new Set(["lead", "by", "faceDown"]),
};

/** The calls read so far (a log repeats the same few dozen texts): each text is parsed once. */
const READ = new Map<string, Result<Call>>();
const readCall = (text: string): Result<Call> => {
  let r = READ.get(text);
  if (r === undefined) {
    r = parseCall(text);
    if (r.ok) Object.freeze(r.value);
    if (READ.size < 4096) READ.set(text, r);
  }
  return r;
};

/** Validates one event object; `i` is its index in the log. */
export const validateEvent = (raw: unknown, i: number): Result<TableEvent> => {
  if (!isObject(raw)) return err("event-not-object", {}, { event: i });
  const keys = Object.keys(raw);
  const verbs: (typeof VERBS)[number][] = [];
  let future: string | undefined;
  for (const k of keys)
    if (IS_VERB.has(k)) {
      if (raw[k] !== undefined) verbs.push(k as (typeof VERBS)[number]);
    } else if (future === undefined && FUTURE_VERBS.has(k)) future = k;
  // In the order the format lists the verbs (the error for two verbs names the second of them).
  if (verbs.length > 1) verbs.sort((a, b) => VERBS.indexOf(a) - VERBS.indexOf(b));
  if (verbs.length === 0) {
    if (future) return err("event-not-supported", { name: future }, { event: i, key: future });
    // Name the key that is not a verb (a misspelt "cal"), so the user finds the typo.
    const stray = Object.keys(raw).find((k) => k !== "by");
    return stray === undefined
      ? err("event-no-verb", {}, { event: i })
      : err("event-no-verb", {}, { event: i, key: stray });
  }
  if (verbs.length > 1)
    return err("event-two-verbs", { first: verbs[0]!, second: verbs[1]! }, { event: i, key: verbs[1]! });
  const verb = verbs[0]!;
  const allowed = ALLOWED[verb];
  for (const key of keys) if (!allowed.has(key)) return err("unknown-key", { name: key }, { event: i, key });
  let by: Seat | undefined;
  if (verb !== "director") {
    if (raw.by === undefined) return err("missing-key", { name: "by" }, { event: i, key: "by" });
    if (!isSeat(raw.by)) return err("seat-invalid", { value: preview(raw.by) }, { event: i, key: "by" });
    by = raw.by;
  }
  switch (verb) {
    case "call":
    case "change": {
      const text = raw[verb];
      if (typeof text !== "string") return err("type-string", { name: verb }, { event: i, key: verb });
      const call = readCall(text);
      if (!call.ok) return { ok: false, error: { ...call.error, event: i, key: verb } };
      // Most calls carry no finding: they share one empty (frozen) findings object.
      const findings: Findings = keys.length > 2 ? {} : NO_FINDINGS;
      for (const f of BOOLEAN_FINDINGS) {
        if (raw[f] === undefined) continue;
        const b = bool(raw[f], i, f);
        if (!b.ok) return b;
        findings[f] = b.value;
      }
      if (raw.suits !== undefined) {
        const s = raw.suits;
        if (s === "unknown") findings.suits = "unknown";
        // Known suits, and at most one `?` for a suit shown but not identified (Michaels: ["S", "?"]).
        else if (Array.isArray(s) && s.every((x) => isSuit(x) || x === "?") && new Set(s).size === s.length)
          findings.suits = [...s];
        else return err("suits-invalid", { value: preview(s) }, { event: i, key: "suits" });
      }
      if (verb === "change") return ok({ type: "change", by: by!, call: call.value, findings });
      let simultaneous = false;
      if (raw.simultaneous !== undefined) {
        const b = bool(raw.simultaneous, i, "simultaneous");
        if (!b.ok) return b;
        simultaneous = b.value;
      }
      return ok({ type: "call", by: by!, call: call.value, simultaneous, findings });
    }
    case "accept": {
      const b = bool(raw.accept, i, "accept");
      if (!b.ok) return b;
      return ok({ type: "accept", by: by!, accept: b.value });
    }
    case "director":
      if (raw.director !== true) return err("director-true", {}, { event: i, key: "director" });
      return ok({ type: "director" });
    case "leadRestriction": {
      const c = raw.leadRestriction;
      if (!isObject(c))
        return err("type-object", { name: "leadRestriction" }, { event: i, key: "leadRestriction" });
      const keys = Object.keys(c);
      if (keys.length !== 1) return err("lead-restriction-shape", {}, { event: i, key: "leadRestriction" });
      const k = keys[0]!;
      if (k === "waive") {
        if (c.waive !== true)
          return err("lead-restriction-shape", {}, { event: i, key: "leadRestriction.waive" });
        return ok({ type: "leadRestriction", by: by!, choice: { waive: true } });
      }
      if (k !== "prohibit" && k !== "require")
        return err("unknown-key", { name: k }, { event: i, key: `leadRestriction.${k}` });
      const suit = c[k];
      if (!isSuit(suit))
        return err("suit-invalid", { value: preview(suit) }, { event: i, key: `leadRestriction.${k}` });
      return ok({
        type: "leadRestriction",
        by: by!,
        choice: k === "prohibit" ? { prohibit: suit } : { require: suit },
      });
    }
    case "lead": {
      if (typeof raw.lead !== "string")
        return err("type-string", { name: "lead" }, { event: i, key: "lead" });
      const card = parseCard(raw.lead);
      if (!card.ok) return { ok: false, error: { ...card.error, event: i, key: "lead" } };
      let faceDown = false;
      if (raw.faceDown !== undefined) {
        const b = bool(raw.faceDown, i, "faceDown");
        if (!b.ok) return b;
        faceDown = b.value;
      }
      return ok({ type: "lead", by: by!, card: card.value, faceDown });
    }
  }
};

/** Writes an event back to its JSON form (canonical call and card texts). */
export const eventToJson = (e: TableEvent): Record<string, unknown> => {
  switch (e.type) {
    case "call": {
      const o: Record<string, unknown> = { by: e.by, call: formatCall(e.call) };
      if (e.simultaneous) o.simultaneous = true;
      return { ...o, ...e.findings };
    }
    case "change":
      return { by: e.by, change: formatCall(e.call), ...e.findings };
    case "accept":
      return { by: e.by, accept: e.accept };
    case "director":
      return { director: true };
    case "leadRestriction":
      return { by: e.by, leadRestriction: e.choice };
    case "lead":
      return e.faceDown
        ? { by: e.by, lead: formatCard(e.card), faceDown: true }
        : { by: e.by, lead: formatCard(e.card) };
  }
};
