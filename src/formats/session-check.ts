/**
 * The session@1 reader's common checks (docs/session.md): the size limits, where an error is (board,
 * result, key), the error value itself, and the checks of a key set and of a short text. Shared by the
 * header, board, result and proposal readers (src/formats/session*.ts).
 */
import type { SessionError, SResult } from "../scoring/session-types.js";

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

export type Obj = Record<string, unknown>;
export const isObject = (x: unknown): x is Obj => typeof x === "object" && x !== null && !Array.isArray(x);

/** A short, safe rendering of a bad value for an error message: the table log's (one rendering for both). */
export { preview } from "./tableLogValues.js";

/** Where an error is: the board, the result index, and the key. */
export interface Where {
  board?: number;
  result?: number;
}

export const fail = (
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
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** The first key of `o` outside `allowed`, as an error (its key written after `prefix`), or null. */
export const unknownKey = (
  o: Obj,
  allowed: Set<string> | readonly string[],
  where: Where,
  prefix: string,
) => {
  const set = allowed instanceof Set ? allowed : new Set(allowed);
  for (const k of Object.keys(o)) if (!set.has(k)) return fail("unknown-key", where, prefix + k, { name: k });
  return null;
};

/** A non-empty string of at most `max` characters. */
export const text = (v: unknown, where: Where, key: string, max = MAX_TEXT): SResult<string> => {
  if (typeof v !== "string") return fail("type-string", where, key, { name: key });
  if (v.length === 0 || v.length > max) return fail("text-length", where, key, { name: key, max });
  return ok(v);
};
