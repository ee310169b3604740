/**
 * The `table-log@1` format (see docs/table-log.md and schema/table-log-1.json): reading and validating a
 * table log into typed events. Unknown keys and wrong types are errors naming the event index and key.
 */
import { type Call, formatCall, parseCall } from "../core/call.js";
import { formatCard, parseDeal } from "../core/card.js";
import { formatFaced, parseFaced } from "../core/faced.js";
import { err, ok, type Result } from "../core/result.js";
import { isSeat, type Seat } from "../core/seat.js";
import { isSuit } from "../core/strain.js";
import { boardCycle, isVulnerability, type Vulnerability } from "../core/vulnerability.js";
import { duplicateKey } from "./json.js";
import {
  bool,
  cardOf,
  isObject,
  playFindings,
  preview,
  trickNumber,
  tricksValue,
  trueOnly,
} from "./tableLogValues.js";

export { preview } from "./tableLogValues.js";

export const FORMAT = "table-log@1";

/**
 * The most a table log may hold: a real board has a few hundred events at most, so these bounds only stop a
 * hostile or broken file before it costs the app or the CLI more than a moment (docs/table-log.md).
 */
export const LIMITS = { bytes: 8 * 1024 * 1024, events: 100_000 } as const;
export {
  type DirectorNote,
  EDITIONS,
  type Edition,
  FINDING_NAMES,
  type FindingName,
  type Findings,
  type LeadChoice,
  type PlayChoice,
  type PlayEvent,
  type PlayFindingName,
  type PlayFindings,
  type TableEvent,
  type TableLog,
} from "../model/events.js";

import {
  type DirectorNote,
  FINDING_NAMES,
  type Findings,
  type PlayChoice,
  type TableEvent,
  type TableLog,
} from "../model/events.js";

const HEADER_KEYS = new Set([
  "format",
  "edition",
  "board",
  "dealer",
  "vulnerability",
  "deal",
  "events",
  "notes",
]);
/** Verbs of the play period announced in the spec's draft; recognised so that they are refused clearly. */
const FUTURE_VERBS = new Set(["acceptClaim"]);
const VERBS = [
  "call",
  "change",
  "accept",
  "director",
  "leadRestriction",
  "lead",
  "play",
  "face",
  "expose",
  "attention",
  "spread",
  "playRestriction",
  "designate",
  "withdraw",
  "claim",
  "agree",
  "object",
  "playOn",
  "result",
  "position",
] as const;

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
  // A key written twice (JSON.parse would keep the last one silently): the event and the key at fault.
  const twice = duplicateKey(text);
  if (twice !== null) {
    const [top, index] = twice.path;
    const event = top === "events" && typeof index === "number" ? index : undefined;
    return err(
      "duplicate-key",
      { name: twice.key },
      { ...(event === undefined ? {} : { event }), key: twice.key },
    );
  }
  return validateTableLog(data);
};

/** Validates an already parsed JSON value as a table log. */
export const validateTableLog = (data: unknown): Result<TableLog> => {
  if (!isObject(data)) return err("log-not-object");
  // A session document given where a table log is wanted: say what it is and what reads it.
  if (data.format === "session@1") return err("log-is-session", {}, { key: "format" });
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
    const raw = data.events[i];
    const plain = plainCall(raw);
    if (plain !== null) {
      events.push(plain);
      continue;
    }
    const e = validateEvent(raw, i);
    if (!e.ok) return e;
    events.push(e.value);
  }
  const log: TableLog = { edition, dealer, vulnerability, events };
  if (board !== undefined) log.board = board;
  if (deal !== undefined) log.deal = deal;
  if (data.notes !== undefined) {
    const notes = validateNotes(data.notes);
    if (!notes.ok) return notes;
    log.notes = notes.value;
  }
  return ok(log);
};

const NOTE_KEYS = new Set(["law", "side", "text"]);
/** The longest note the log keeps (a few paragraphs; the log's own size limit applies as well). */
export const NOTE_MAX = 4000;

/**
 * *Extension*: the director's notes at the end of the board, one per law of the watch-for-damage list
 * (`{"law":"64C","side":"EW","text":"..."}`); they change nothing the engine computes. A bad value is an
 * error naming the key (`notes.0.text`).
 */
const validateNotes = (raw: unknown): Result<DirectorNote[]> => {
  if (!Array.isArray(raw)) return err("type-array", { name: "notes" }, { key: "notes" });
  const out: DirectorNote[] = [];
  for (let i = 0; i < raw.length; i++) {
    const n = raw[i];
    const at = `notes.${i}`;
    if (!isObject(n)) return err("type-object", { name: at }, { key: at });
    for (const k of Object.keys(n))
      if (!NOTE_KEYS.has(k)) return err("unknown-key", { name: k }, { key: `${at}.${k}` });
    for (const k of ["law", "text"] as const) {
      if (n[k] === undefined) return err("missing-key", { name: k }, { key: `${at}.${k}` });
      if (typeof n[k] !== "string") return err("type-string", { name: k }, { key: `${at}.${k}` });
    }
    const law = n.law as string;
    const text = n.text as string;
    if (!/^[0-9]{1,2}[A-Z0-9()a-z]*$/.test(law))
      return err("note-law-invalid", { value: preview(law) }, { key: `${at}.law` });
    if (text.length > NOTE_MAX) return err("note-too-long", { max: String(NOTE_MAX) }, { key: `${at}.text` });
    const note: DirectorNote = { law, text };
    if (n.side !== undefined) {
      if (n.side !== "NS" && n.side !== "EW")
        return err("side-invalid", { value: preview(n.side) }, { key: `${at}.side` });
      note.side = n.side;
    }
    out.push(note);
  }
  return ok(out);
};

const IS_VERB: ReadonlySet<string> = new Set(VERBS);
const NO_FINDINGS: Findings = Object.freeze({});
const BOOLEAN_FINDINGS = ["artificial", "comparable", "sameMeaning", "unintended"] as const;

/** The keys each verb's event may have. */
const ALLOWED: Record<(typeof VERBS)[number], ReadonlySet<string>> = {
  call: new Set(["call", "by", ...FINDING_NAMES, "simultaneous"]),
  change: new Set(["change", "by", ...FINDING_NAMES]),
  accept: new Set(["accept", "by", "sawDummy"]),
  director: new Set([
    "director",
    "award",
    "tests",
    "laterTricks",
    "tricks12and13",
    "sawDummy",
    "trickWonBy",
    "established",
    "exception",
    "hadWon",
  ]),
  leadRestriction: new Set(["leadRestriction", "by"]),
  lead: new Set(["lead", "by", "faceDown", "misinformedTurn"]),
  play: new Set([
    "play",
    "by",
    "simultaneous",
    "accidental",
    "misinformedTurn",
    "properLead",
    "fifthCard",
    "designation",
    "dummyPrompted",
  ]),
  face: new Set(["face", "by"]),
  expose: new Set(["expose", "by", "accidental", "beganSpread"]),
  attention: new Set([
    "attention",
    "by",
    "revoke",
    "established",
    "trickWonBy",
    "laterTricks",
    "exception",
    "dummyRevoke",
    "penaltyCardRevoke",
    "defectiveTrick",
    "heldSuitLed",
    "dummyIndicated",
    "dummyForfeited",
    "namedLater",
    "illegalInquiry",
  ]),
  spread: new Set(["spread", "by", "claimIntended"]),
  playRestriction: new Set(["playRestriction", "by"]),
  designate: new Set(["designate", "by"]),
  withdraw: new Set(["withdraw", "by", "misexplanation", "unintended", "notNamed"]),
  claim: new Set(["claim", "by", "statement", "line", "faced"]),
  agree: new Set(["agree", "by"]),
  object: new Set(["object", "by"]),
  playOn: new Set(["playOn", "by"]),
  result: new Set(["result", "by"]),
  position: new Set(["position"]),
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

/**
 * The commonest event by far, a call with no finding (`{"by":"N","call":"1H"}`): the event `validateEvent`
 * gives for it, read without its general checks; null for anything else (then `validateEvent` reads it).
 */
const plainCall = (raw: unknown): Extract<TableEvent, { type: "call" }> | null => {
  if (!isObject(raw)) return null;
  const by = raw.by;
  const text = raw.call;
  if (typeof text !== "string" || !isSeat(by)) return null;
  if (Object.keys(raw).length !== 2) return null;
  const call = readCall(text);
  if (!call.ok) return null;
  return { type: "call", by, call: call.value, simultaneous: false, findings: NO_FINDINGS };
};

/** Validates one event object; `i` is its index in the log. */
export const validateEvent = (raw: unknown, i: number): Result<TableEvent> => {
  const plain = plainCall(raw);
  if (plain !== null) return ok(plain);
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
  if (verb !== "director" && verb !== "position") {
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
      if (keys.length === 2) return ok({ type: "accept", by: by!, accept: b.value });
      const f = playFindings(raw, i);
      return f.ok ? ok({ type: "accept", by: by!, accept: b.value, findings: f.value }) : f;
    }
    case "director": {
      if (raw.director !== true) return err("director-true", {}, { event: i, key: "director" });
      if (keys.length === 1) return ok({ type: "director" });
      const e: Extract<TableEvent, { type: "director" }> = { type: "director" };
      if (raw.award !== undefined) {
        const n = tricksValue(raw.award, i, "award");
        if (!n.ok) return n;
        e.award = n.value;
      }
      // *Extension*: the Law 70 tests behind an award (the director's reasons, kept with the claim).
      if (raw.tests !== undefined) {
        const x = raw.tests;
        if (
          raw.award === undefined ||
          !Array.isArray(x) ||
          x.some((v, k) => typeof v !== "string" || !/^70[A-E]$/.test(v) || x.indexOf(v) !== k)
        )
          return err("award-tests-invalid", { value: preview(x) }, { event: i, key: "tests" });
        e.tests = [...(x as string[])];
      }
      const f = playFindings(raw, i);
      if (!f.ok) return f;
      if (Object.keys(f.value).length) e.findings = f.value;
      return ok(e);
    }
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
      const card = cardOf(raw, "lead", i);
      if (!card.ok) return card;
      let faceDown = false;
      if (raw.faceDown !== undefined) {
        const b = bool(raw.faceDown, i, "faceDown");
        if (!b.ok) return b;
        faceDown = b.value;
      }
      if (raw.misinformedTurn === undefined) return ok({ type: "lead", by: by!, card: card.value, faceDown });
      const f = playFindings(raw, i);
      return f.ok ? ok({ type: "lead", by: by!, card: card.value, faceDown, findings: f.value }) : f;
    }
    case "play": {
      const card = cardOf(raw, "play", i);
      if (!card.ok) return card;
      let simultaneous = false;
      if (raw.simultaneous !== undefined) {
        const b = bool(raw.simultaneous, i, "simultaneous");
        if (!b.ok) return b;
        simultaneous = b.value;
      }
      const f = playFindings(raw, i);
      return f.ok ? ok({ type: "play", by: by!, card: card.value, simultaneous, findings: f.value }) : f;
    }
    case "expose":
    case "withdraw": {
      const card = cardOf(raw, verb, i);
      if (!card.ok) return card;
      const f = playFindings(raw, i);
      return f.ok ? ok({ type: verb, by: by!, card: card.value, findings: f.value }) : f;
    }
    case "designate": {
      const card = cardOf(raw, "designate", i);
      return card.ok ? ok({ type: "designate", by: by!, card: card.value }) : card;
    }
    case "attention": {
      const a = trueOnly(raw, "attention", i);
      if (!a.ok) return a;
      const f = playFindings(raw, i);
      if (!f.ok) return f;
      const e: Extract<TableEvent, { type: "attention" }> = { type: "attention", by: by!, findings: f.value };
      if (raw.revoke !== undefined) {
        const r = raw.revoke;
        if (!isObject(r) || Object.keys(r).some((k) => k !== "by" && k !== "trick" && k !== "card"))
          return err("revoke-shape", {}, { event: i, key: "revoke" });
        if (!isSeat(r.by))
          return err("seat-invalid", { value: preview(r.by) }, { event: i, key: "revoke.by" });
        const trick = trickNumber(r.trick, i, "revoke.trick");
        if (!trick.ok) return trick;
        e.revoke = { by: r.by, trick: trick.value };
        // *Extension*: the revoke card, where the director is told it (62B1: a defender's becomes a penalty card).
        if (r.card !== undefined) {
          const card = cardOf(r, "card", i);
          if (!card.ok) return { ok: false, error: { ...card.error, key: "revoke.card" } };
          e.revoke.card = formatCard(card.value);
        }
      }
      return ok(e);
    }
    case "spread": {
      if (raw.spread !== true) return trueOnly(raw, verb, i) as Result<TableEvent>;
      if (keys.length === 2) return ok({ type: "spread", by: by! });
      const f = playFindings(raw, i);
      return f.ok ? ok({ type: "spread", by: by!, findings: f.value }) : f;
    }
    case "face":
    case "object":
    case "playOn": {
      const a = trueOnly(raw, verb, i);
      return a.ok ? ok({ type: verb, by: by! }) : a;
    }
    case "playRestriction": {
      const c = raw.playRestriction;
      if (!isObject(c) || Object.keys(c).length !== 1)
        return err("play-restriction-shape", {}, { event: i, key: "playRestriction" });
      const k = Object.keys(c)[0]!;
      if (k === "highest" || k === "lowest" || k === "waive") {
        if (c[k] !== true)
          return err("play-restriction-shape", {}, { event: i, key: `playRestriction.${k}` });
        const choice: PlayChoice =
          k === "highest" ? { highest: true } : k === "lowest" ? { lowest: true } : { waive: true };
        return ok({ type: "playRestriction", by: by!, choice });
      }
      if (k !== "require" && k !== "prohibit")
        return err("unknown-key", { name: k }, { event: i, key: `playRestriction.${k}` });
      const suit = c[k];
      if (!isSuit(suit))
        return err("suit-invalid", { value: preview(suit) }, { event: i, key: `playRestriction.${k}` });
      return ok({
        type: "playRestriction",
        by: by!,
        choice: k === "require" ? { require: suit } : { prohibit: suit },
      });
    }
    case "claim": {
      const n = tricksValue(raw.claim, i, "claim");
      if (!n.ok) return n;
      const e: Extract<TableEvent, { type: "claim" }> = { type: "claim", by: by!, tricks: n.value };
      if (raw.statement !== undefined) {
        if (typeof raw.statement !== "string" || raw.statement.length > 2000)
          return err("type-string", { name: "statement" }, { event: i, key: "statement" });
        e.statement = raw.statement;
      }
      if (raw.line !== undefined) {
        // *Extension* (68C): the statement's structured line: cards (`SA`) and suits from the top (`H*`).
        const line = raw.line;
        if (!Array.isArray(line) || line.length > 52)
          return err("type-array", { name: "line" }, { event: i, key: "line" });
        const bad = line.findIndex((x) => typeof x !== "string" || !/^[SHDC]([2-9TJQKA]|\*)$/.test(x));
        if (bad >= 0)
          return err(
            "line-step-invalid",
            { value: preview(String(line[bad])) },
            { event: i, key: `line.${bad}` },
          );
        e.line = [...(line as string[])];
      }
      if (raw.faced !== undefined) {
        // *Extension* (70B3): the hands faced at the claim, a PBN deal of the cards left (`-` not faced).
        const f = typeof raw.faced === "string" ? parseFaced(raw.faced) : null;
        if (f === null) return err("type-string", { name: "faced" }, { event: i, key: "faced" });
        if (!f.ok) return err(f.error.code, f.error.params, { event: i, key: "faced" });
        e.faced = formatFaced(f.value);
      }
      return ok(e);
    }
    case "agree": {
      const b = bool(raw.agree, i, "agree");
      return b.ok ? ok({ type: "agree", by: by!, agree: b.value }) : b;
    }
    case "result": {
      const n = tricksValue(raw.result, i, "result");
      return n.ok ? ok({ type: "result", by: by!, tricks: n.value }) : n;
    }
    case "position":
      return positionOf(raw.position, i);
  }
};

/**
 * *Extension*: the play so far was not recorded (the director arrives at the table mid-play):
 * `{"position":{"played":6,"NS":4,"EW":2,"lead":"N"}}`, tricks 1-12 played, each side's tricks adding up.
 */
const positionOf = (p: unknown, i: number): Result<TableEvent> => {
  if (!isObject(p)) return err("type-object", { name: "position" }, { event: i, key: "position" });
  for (const k of Object.keys(p))
    if (k !== "played" && k !== "NS" && k !== "EW" && k !== "lead")
      return err("unknown-key", { name: k }, { event: i, key: `position.${k}` });
  for (const k of ["played", "NS", "EW", "lead"] as const)
    if (p[k] === undefined) return err("missing-key", { name: k }, { event: i, key: `position.${k}` });
  const played = p.played;
  if (typeof played !== "number" || !Number.isInteger(played) || played < 1 || played > 12)
    return err("position-played-invalid", { value: preview(played) }, { event: i, key: "position.played" });
  const ns = tricksValue(p.NS, i, "position.NS");
  if (!ns.ok) return ns;
  const ew = tricksValue(p.EW, i, "position.EW");
  if (!ew.ok) return ew;
  if (ns.value + ew.value !== played)
    return err(
      "position-tricks-sum",
      { NS: String(ns.value), EW: String(ew.value), played: String(played) },
      { event: i, key: "position" },
    );
  if (!isSeat(p.lead))
    return err("seat-invalid", { value: preview(p.lead) }, { event: i, key: "position.lead" });
  return ok({ type: "position", played, NS: ns.value, EW: ew.value, lead: p.lead });
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
      return { by: e.by, accept: e.accept, ...e.findings };
    case "director": {
      const o: Record<string, unknown> = { director: true };
      if (e.award !== undefined) o.award = e.award;
      if (e.tests !== undefined) o.tests = e.tests;
      return { ...o, ...e.findings };
    }
    case "leadRestriction":
      return { by: e.by, leadRestriction: e.choice };
    case "lead":
      return e.faceDown
        ? { by: e.by, lead: formatCard(e.card), faceDown: true, ...e.findings }
        : { by: e.by, lead: formatCard(e.card), ...e.findings };
    case "play": {
      const o: Record<string, unknown> = { by: e.by, play: formatCard(e.card) };
      if (e.simultaneous) o.simultaneous = true;
      return { ...o, ...e.findings };
    }
    case "expose":
    case "withdraw":
      return { by: e.by, [e.type]: formatCard(e.card), ...e.findings };
    case "designate":
      return { by: e.by, designate: formatCard(e.card) };
    case "attention":
      return e.revoke
        ? { by: e.by, attention: true, revoke: e.revoke, ...e.findings }
        : { by: e.by, attention: true, ...e.findings };
    case "spread":
      return { by: e.by, spread: true, ...e.findings };
    case "face":
    case "object":
    case "playOn":
      return { by: e.by, [e.type]: true };
    case "playRestriction":
      return { by: e.by, playRestriction: e.choice };
    case "claim":
      return {
        by: e.by,
        claim: e.tricks,
        ...(e.statement === undefined ? {} : { statement: e.statement }),
        ...(e.line === undefined ? {} : { line: e.line }),
        ...(e.faced === undefined ? {} : { faced: e.faced }),
      };
    case "agree":
      return { by: e.by, agree: e.agree };
    case "result":
      return { by: e.by, result: e.tricks };
    case "position":
      return { position: { played: e.played, NS: e.NS, EW: e.EW, lead: e.lead } };
  }
};
