/** Errors are values: every fallible function returns a Result, never throws on bad input. */

/** A problem with input, as data. `code` keys the message catalogs in explain/. */
export interface BridgeError {
  /** Stable identifier of the problem, e.g. `deal-card-twice`; the key of its message in explain/. */
  code: string;
  /** Index of the event at fault in a table log, when the problem is in an event. */
  event?: number;
  /** The JSON key at fault (dotted path inside the event or header), when there is one. */
  key?: string;
  /** Values the message mentions (the card seen twice, the seat, the call...). */
  params?: Record<string, string | number>;
}

export type Result<T, E = BridgeError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const err = (
  code: string,
  params?: Record<string, string | number>,
  where?: { event?: number; key?: string },
): { ok: false; error: BridgeError } => {
  const error: BridgeError = { code };
  if (where?.event !== undefined) error.event = where.event;
  if (where?.key !== undefined) error.key = where.key;
  if (params) error.params = params;
  return { ok: false, error };
};
