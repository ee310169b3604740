/**
 * An upload's body, from its text to what the register stores: parsed once, its shape checked, the log
 * replayed once (validation and the laws collected), the report checked, and the stored strings made (the
 * log's JSON and the digest). No I/O and no words: the replay workers (replay-worker.ts) run it off the
 * main thread, and the API turns a refusal into its answer in the request's language.
 */
import { createHash } from "node:crypto";
import type { BridgeError } from "../engine.js";
import { type Collected, collect } from "./analyse.js";
import { type Report, type ReportError, validateReport } from "./report.js";

/** A body accepted: what putRuling stores. */
export interface Prepared {
  /** The log as stored (its JSON). */
  logJson: string;
  report: Report;
  analysis: Collected;
  /** sha256 of `[log, report]`: the same upload again is `unchanged`. */
  digest: string;
}

/** Why a body is refused (400): the API words it. */
export type Refusal =
  | { kind: "json" }
  | { kind: "shape" }
  | { kind: "unknown-key"; key: string }
  | { kind: "missing-key"; key: "log" | "report" }
  | { kind: "log"; error: BridgeError }
  | { kind: "report"; error: ReportError };

export type Upload = { ok: true; value: Prepared } | { ok: false; refusal: Refusal };

export const sha256 = (s: string): string => createHash("sha256").update(s).digest("hex");

/** A key that would reach an object's prototype (`__proto__`, `constructor.prototype`) anywhere in `x`. */
const poisoned = (x: unknown): boolean => {
  if (typeof x !== "object" || x === null) return false;
  if (Array.isArray(x)) return x.some(poisoned);
  const o = x as Record<string, unknown>;
  if (Object.hasOwn(o, "__proto__")) return true;
  const c = Object.hasOwn(o, "constructor") ? o.constructor : undefined;
  if (typeof c === "object" && c !== null && Object.hasOwn(c, "prototype")) return true;
  return Object.values(o).some(poisoned);
};

/** JSON as Fastify reads it: invalid text, and a prototype-poisoning key, are refused. */
const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    const value: unknown = JSON.parse(text);
    // The walk only when the text could hold such a key (it rarely does).
    if (/__proto__|constructor/.test(text) && poisoned(value)) return { ok: false };
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
};

const refuse = (refusal: Refusal): Upload => ({ ok: false, refusal });

/** An upload's body `{"log": <table log>, "report": {...}}` from its text: prepared, or why not. */
export const prepareUpload = (text: string): Upload => {
  const parsed = parseJson(text);
  if (!parsed.ok) return refuse({ kind: "json" });
  const body = parsed.value;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return refuse({ kind: "shape" });
  const b = body as Record<string, unknown>;
  for (const k of Object.keys(b))
    if (k !== "log" && k !== "report") return refuse({ kind: "unknown-key", key: k });
  if (b.log === undefined || b.report === undefined)
    return refuse({ kind: "missing-key", key: b.log === undefined ? "log" : "report" });
  const a = collect(b.log);
  if (!a.ok) return refuse({ kind: "log", error: a.error });
  const rep = validateReport(b.report);
  if (!rep.ok) return refuse({ kind: "report", error: rep.error });
  const logJson = JSON.stringify(b.log);
  // The same string as JSON.stringify([log, report]), without stringifying the log twice.
  const digest = sha256(`[${logJson},${JSON.stringify(rep.value)}]`);
  return { ok: true, value: { logJson, report: rep.value, analysis: a.value, digest } };
};
