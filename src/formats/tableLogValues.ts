/**
 * The values of a table log's event keys (docs/table-log.md): booleans, numbers of tricks, cards and the
 * play findings, each checked for its type with an error naming the event and the key. Used by
 * ./tableLog.ts, which reads the events.
 */
import { type Card, parseCard } from "../core/card.js";
import { err, ok, type Result } from "../core/result.js";
import { isSeat } from "../core/seat.js";
import { DESIGNATIONS, type Designation, type PlayFindings } from "../model/events.js";

/** A short, safe rendering of a bad value for an error message (never throws, whatever the JSON). */
export const preview = (v: unknown): string => {
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === "number" || typeof v === "boolean" || v === null) return String(v);
  if (Array.isArray(v)) return "[…]";
  if (typeof v === "object") return "{…}";
  return typeof v;
};

export const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

export const bool = (v: unknown, event: number, key: string): Result<boolean> =>
  typeof v === "boolean" ? ok(v) : err("type-boolean", { name: key }, { event, key });

const PLAY_BOOLEANS = [
  "accidental",
  "misinformedTurn",
  "properLead",
  "established",
  "dummyRevoke",
  "penaltyCardRevoke",
  "heldSuitLed",
  "sawDummy",
  "misexplanation",
  "unintended",
  "fifthCard",
  "dummyIndicated",
  "dummyForfeited",
  "notNamed",
  "hadWon",
  "dummyPrompted",
  "claimIntended",
  "illegalInquiry",
  "beganSpread",
] as const;

/** The play findings an event carries (each checked for its type; keys not allowed were refused before). */
export const playFindings = (raw: Record<string, unknown>, i: number): Result<PlayFindings> => {
  const f: PlayFindings = {};
  for (const k of PLAY_BOOLEANS) {
    if (raw[k] === undefined) continue;
    const b = bool(raw[k], i, k);
    if (!b.ok) return b;
    f[k] = b.value;
  }
  if (raw.trickWonBy !== undefined) {
    if (!isSeat(raw.trickWonBy))
      return err("seat-invalid", { value: preview(raw.trickWonBy) }, { event: i, key: "trickWonBy" });
    f.trickWonBy = raw.trickWonBy;
  }
  if (raw.namedLater !== undefined) {
    if (!isSeat(raw.namedLater))
      return err("seat-invalid", { value: preview(raw.namedLater) }, { event: i, key: "namedLater" });
    f.namedLater = raw.namedLater;
  }
  if (raw.laterTricks !== undefined) {
    const n = tricksValue(raw.laterTricks, i, "laterTricks");
    if (!n.ok) return n;
    f.laterTricks = n.value;
  }
  if (raw.exception !== undefined) {
    if (typeof raw.exception !== "string" || !/^64B[1-8]$/.test(raw.exception))
      return err("exception-invalid", { value: preview(raw.exception) }, { event: i, key: "exception" });
    f.exception = raw.exception;
  }
  return shapedFindings(raw, i, f);
};

/** The findings with a shape of their own: the defective trick, the designation, tricks 12 and 13 (62D1). */
const shapedFindings = (raw: Record<string, unknown>, i: number, f: PlayFindings): Result<PlayFindings> => {
  if (raw.defectiveTrick !== undefined) {
    const d = raw.defectiveTrick;
    if (!isObject(d) || Object.keys(d).some((k) => k !== "trick" && k !== "by" && k !== "kind"))
      return err("defective-trick-shape", {}, { event: i, key: "defectiveTrick" });
    const trick = trickNumber(d.trick, i, "defectiveTrick.trick");
    if (!trick.ok) return trick;
    if (!isSeat(d.by))
      return err("seat-invalid", { value: preview(d.by) }, { event: i, key: "defectiveTrick.by" });
    if (d.kind !== "no-card" && d.kind !== "extra-card")
      return err("defective-trick-shape", {}, { event: i, key: "defectiveTrick.kind" });
    f.defectiveTrick = { trick: trick.value, by: d.by, kind: d.kind };
  }
  if (raw.designation !== undefined) {
    if (typeof raw.designation !== "string" || !(DESIGNATIONS as readonly string[]).includes(raw.designation))
      return err(
        "designation-invalid",
        { value: preview(raw.designation) },
        { event: i, key: "designation" },
      );
    f.designation = raw.designation as Designation;
  }
  if (raw.tricks12and13 !== undefined) {
    const x = raw.tricks12and13;
    if (
      !isObject(x) ||
      Object.keys(x).length !== 2 ||
      !Number.isInteger(x.NS) ||
      !Number.isInteger(x.EW) ||
      (x.NS as number) < 0 ||
      (x.EW as number) < 0 ||
      (x.NS as number) + (x.EW as number) !== 2
    )
      return err("tricks12and13-shape", {}, { event: i, key: "tricks12and13" });
    f.tricks12and13 = { NS: x.NS as number, EW: x.EW as number };
  }
  return ok(f);
};

/** A number of tricks, 0..13. */
export const tricksValue = (v: unknown, event: number, key: string): Result<number> =>
  typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 13
    ? ok(v)
    : err("tricks-invalid", { value: preview(v) }, { event, key });

/** A trick number, 1..13. */
export const trickNumber = (v: unknown, event: number, key: string): Result<number> =>
  typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 13
    ? ok(v)
    : err("trick-invalid", { value: preview(v) }, { event, key });

export const cardOf = (raw: Record<string, unknown>, key: string, i: number): Result<Card> => {
  if (typeof raw[key] !== "string") return err("type-string", { name: key }, { event: i, key });
  const card = parseCard(raw[key] as string);
  return card.ok ? card : { ok: false, error: { ...card.error, event: i, key } };
};

export const trueOnly = (raw: Record<string, unknown>, key: string, i: number): Result<true> =>
  raw[key] === true ? ok(true) : err("verb-true", { name: key }, { event: i, key });
