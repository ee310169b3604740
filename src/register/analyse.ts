/**
 * What the register reads from a table log: the engine replays it once (an invalid log is refused with the
 * engine's error, event index and key), and the laws and irregularities are taken from the replayed
 * states — the state after each event, read as the one replay steps through them, so a ruling that has been completed still names every paragraph
 * that governed a step of it (27A1 while LHO could accept, then 27B2), besides those the final state keeps
 * (cancelled calls, obligations, lead restrictions, watch-for-damage).
 */

// Both codes of laws, composed and registered by the Node entry's editions: the register replays logs of
// either, and never loads src/index.ts.
import { RULES } from "../editions.js";
import {
  type BridgeError,
  initialState,
  type PublicState,
  presentState,
  type Result,
  type TableState,
  validateTableLog,
} from "../engine.js";
import { replayInto } from "../table/machine.js";

/** A call at which the engine opened a ruling: the auction of the report marks it. */
export interface Irregular {
  event: number;
  irregularity: string;
  offender: string;
  call: string;
  law: string;
}

/** What an upload stores of its replay: the laws and irregularities, the code of laws and the board. */
export interface Collected {
  laws: string[];
  irregularities: string[];
  irregular: Irregular[];
  edition: string;
  board: number | undefined;
}

export interface Analysis extends Collected {
  state: PublicState;
}

/** A register keeps one board's auction: more events than this is not a table log of one board. */
export const MAX_EVENTS = 400;

const lawsOf = (s: PublicState | TableState): string[] => {
  const out: string[] = [];
  const r = s.ruling as { law?: string } | null;
  if (r?.law) out.push(r.law);
  for (const c of s.cancelled ?? []) out.push(c.law);
  for (const o of s.obligations ?? []) out.push(o.law);
  for (const l of s.leadRestrictions ?? []) out.push(l.law);
  for (const w of s.watchForDamage ?? []) out.push(w.law);
  return out;
};

/** The one replay of `log`: what it collects, and the final state (not yet presented). */
const replayed = (log: unknown): Result<Collected & { final: TableState }> => {
  const parsed = validateTableLog(log);
  if (!parsed.ok) return parsed;
  const tl = parsed.value;
  const rules = RULES[tl.edition];
  const laws = new Set<string>();
  const irregularities = new Set<string>();
  const irregular: Irregular[] = [];
  let openAt = -1;
  const s = initialState(tl);
  const done = replayInto(s, tl.events, rules, (s, i) => {
    for (const l of lawsOf(s)) laws.add(l);
    const ruling = s.ruling as {
      irregularity?: string;
      offender?: string;
      call?: string;
      law?: string;
    } | null;
    if (ruling?.irregularity && openAt < 0) {
      openAt = i;
      irregularities.add(ruling.irregularity);
      irregular.push({
        event: i,
        irregularity: ruling.irregularity,
        offender: ruling.offender ?? "",
        call: ruling.call ?? "",
        law: ruling.law ?? "",
      });
    }
    if (ruling === null) openAt = -1;
  });
  if (done.error) return { ok: false, error: done.error };
  if (tl.events.length > MAX_EVENTS)
    return {
      ok: false,
      error: { code: "register.too-many-events", key: "events", params: { max: MAX_EVENTS } } as BridgeError,
    };
  return {
    ok: true,
    value: {
      final: s,
      laws: [...laws],
      irregularities: [...irregularities],
      irregular,
      edition: tl.edition,
      board: tl.board,
    },
  };
};

/** What an upload needs of its log (the replay worker's share): no state presented. */
export const collect = (log: unknown): Result<Collected> => {
  const a = replayed(log);
  if (!a.ok) return a;
  const { final: _final, ...value } = a.value;
  return { ok: true, value };
};

export const analyse = (log: unknown): Result<Analysis> => {
  const a = replayed(log);
  if (!a.ok) return a;
  const { final, ...rest } = a.value;
  return { ok: true, value: { ...rest, state: presentState(final, "en") } };
};

/**
 * The keys a law is found under: the label itself and each shorter label at a boundary between its parts
 * (`27B1(a)`: 27, 27B, 27B1, 27B1(a)), so a search for 27B finds 27B1(a) and 27B2, and 2 finds nothing of 27.
 */
export const lawKeys = (law: string): string[] => {
  const parts = law.match(/\d+|[A-Z]+|\([a-z]+\)|[^\dA-Z(]+/g) ?? [law];
  const out: string[] = [];
  let acc = "";
  for (const p of parts) {
    acc += p;
    out.push(acc);
  }
  return out;
};

/** A law as people may type it (`27b1(A)`, `Law 27B2`) written as the engine writes it. */
export const normaliseLaw = (q: string): string => {
  const s = q.trim().replace(/^(law|правило|закон)\s*/i, "");
  const i = s.indexOf("(");
  return i < 0 ? s.toUpperCase() : s.slice(0, i).toUpperCase() + s.slice(i).toLowerCase();
};
