/**
 * The director's report that goes with a table log into the register, and its validation: unknown keys are
 * an error, every error names the key at fault (`report.appeal.decision`), every text is bounded. The
 * adjusted score has the shape of a `session@1` result's `adjusted` (Law 12C: artificial, assigned,
 * weighted, split), checked here on its own.
 */
import { parseContract, type Result } from "../engine.js";

export type SeatKey = "N" | "E" | "S" | "W";
export type Side = "NS" | "EW";

export interface TableResult {
  contract: string;
  declarer?: SeatKey;
  tricks?: number;
  score?: number;
}

export interface Component {
  contract: string;
  declarer?: SeatKey;
  tricks?: number;
}
export interface WeightedComponent extends Component {
  weight: number;
}
export type ArtificialMark = "A+" | "A" | "A-" | { percent: number };
export type SideScore = Component | { weighted: WeightedComponent[] };
export type Adjusted =
  | { artificial: { ns: ArtificialMark; ew: ArtificialMark } }
  | { assigned: Component }
  | { weighted: WeightedComponent[] }
  | { split: { ns: SideScore; ew: SideScore } };

export interface Appeal {
  lodged: boolean;
  by?: string;
  reason?: string;
  committee?: string;
  decision?: string;
  deposit?: "returned" | "forfeited";
  comment?: string;
}

export interface Report {
  event: string;
  session?: string;
  date: string;
  /** When the director ruled at the table (ISO 8601 with its zone): the appeal period counts from it. */
  ruledAt?: string;
  /** When the session ended (its scores open to inspection), for a period counted from there (92B). */
  sessionEnd?: string;
  table?: string;
  board?: number;
  director?: string;
  players?: Partial<Record<SeatKey, string>>;
  facts: string;
  ruling: string;
  notes?: string;
  result?: TableResult;
  adjustment?: Adjusted;
  appeal?: Appeal;
}

export interface ReportError {
  code: string;
  key: string;
  params?: Record<string, string | number>;
}

const SHORT = 200;
const LONG = 20_000;
const SEATS = ["N", "E", "S", "W"] as const;

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === "object" && x !== null && !Array.isArray(x);

class Invalid extends Error {
  constructor(readonly e: ReportError) {
    super(e.code);
  }
}
const fail = (code: string, key: string, params?: Record<string, string | number>): never => {
  throw new Invalid({ code, key, ...(params ? { params } : {}) });
};

const keysOf = (o: Obj, path: string, allowed: readonly string[]): void => {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) fail("register.unknown-key", `${path}.${k}`);
};
const obj = (x: unknown, path: string): Obj => (isObj(x) ? x : fail("register.type-object", path));

const hasControl = (v: string): boolean => {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true;
  }
  return false;
};

const text = (o: Obj, k: string, path: string, max: number, required: boolean): string | undefined => {
  const v = o[k];
  if (v === undefined) return required ? fail("register.missing-key", `${path}.${k}`) : undefined;
  if (typeof v !== "string") return fail("register.type-string", `${path}.${k}`);
  if (v.length > max) return fail("register.too-long", `${path}.${k}`, { max });
  // Control characters other than line breaks and tabs have no place in a report.
  if (hasControl(v)) return fail("register.control-char", `${path}.${k}`);
  return v;
};

const int = (v: unknown, path: string, min: number, max: number): number =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max
    ? v
    : fail("register.integer", path, { min, max });

const seat = (v: unknown, path: string): SeatKey =>
  typeof v === "string" && (SEATS as readonly string[]).includes(v)
    ? (v as SeatKey)
    : fail("register.seat", path);

const contract = (v: unknown, path: string): string => {
  if (typeof v !== "string") return fail("register.type-string", path);
  if (v === "passed-out") return v;
  const c = parseContract(v);
  return c.ok ? v : fail("register.contract", path, { value: v.slice(0, 20) });
};

const component = (x: unknown, path: string, extra: readonly string[] = []): Component => {
  const o = obj(x, path);
  keysOf(o, path, ["contract", "declarer", "tricks", ...extra]);
  if (o.contract === undefined) fail("register.missing-key", `${path}.contract`);
  const c: Component = { contract: contract(o.contract, `${path}.contract`) };
  if (c.contract !== "passed-out") {
    if (o.declarer === undefined) fail("register.missing-key", `${path}.declarer`);
    if (o.tricks === undefined) fail("register.missing-key", `${path}.tricks`);
  }
  if (o.declarer !== undefined) c.declarer = seat(o.declarer, `${path}.declarer`);
  if (o.tricks !== undefined) c.tricks = int(o.tricks, `${path}.tricks`, 0, 13);
  return c;
};

const weighted = (x: unknown, path: string): WeightedComponent[] => {
  if (!Array.isArray(x)) return fail("register.type-array", path);
  if (x.length < 2 || x.length > 10) return fail("register.weighted-count", path);
  let sum = 0;
  const out = x.map((w, i) => {
    const c = component(w, `${path}.${i}`, ["weight"]);
    const weight = (w as Obj).weight;
    if (typeof weight !== "number" || !(weight > 0 && weight < 1))
      fail("register.weight", `${path}.${i}.weight`);
    sum += weight as number;
    return { ...c, weight: weight as number };
  });
  if (Math.abs(sum - 1) > 1e-9) fail("register.weights-sum", path);
  return out;
};

const mark = (x: unknown, path: string): ArtificialMark => {
  if (x === "A+" || x === "A" || x === "A-") return x;
  if (isObj(x)) {
    keysOf(x, path, ["percent"]);
    if (typeof x.percent === "number" && x.percent >= 0 && x.percent <= 100) return { percent: x.percent };
  }
  return fail("register.artificial", path);
};

const sideScore = (x: unknown, path: string): SideScore => {
  const o = obj(x, path);
  if (!("weighted" in o)) return component(o, path);
  keysOf(o, path, ["weighted"]);
  return { weighted: weighted(o.weighted, `${path}.weighted`) };
};

/** Checks a `session@1` adjusted score: exactly one of artificial, assigned, weighted, split. */
export const validateAdjusted = (x: unknown, path = "adjusted"): Adjusted => {
  const o = obj(x, path);
  const kinds = Object.keys(o);
  keysOf(o, path, ["artificial", "assigned", "weighted", "split"]);
  if (kinds.length !== 1) return fail("register.adjusted-one", path);
  if (o.artificial !== undefined) {
    const a = obj(o.artificial, `${path}.artificial`);
    keysOf(a, `${path}.artificial`, ["ns", "ew"]);
    return {
      artificial: { ns: mark(a.ns, `${path}.artificial.ns`), ew: mark(a.ew, `${path}.artificial.ew`) },
    };
  }
  if (o.assigned !== undefined) return { assigned: component(o.assigned, `${path}.assigned`) };
  if (o.weighted !== undefined) return { weighted: weighted(o.weighted, `${path}.weighted`) };
  const s = obj(o.split, `${path}.split`);
  keysOf(s, `${path}.split`, ["ns", "ew"]);
  return { split: { ns: sideScore(s.ns, `${path}.split.ns`), ew: sideScore(s.ew, `${path}.split.ew`) } };
};

const REPORT_KEYS = [
  "event",
  "ruledAt",
  "sessionEnd",
  "session",
  "date",
  "table",
  "board",
  "director",
  "players",
  "facts",
  "ruling",
  "notes",
  "result",
  "adjustment",
  "appeal",
] as const;

const isDate = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** A moment with its zone: 2026-11-24T20:15Z, 2026-11-24T20:15:30+03:00. */
const isMoment = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) &&
  !Number.isNaN(Date.parse(s));

/** Validates the director's report. */
export const validateReport = (x: unknown): Result<Report, ReportError> => {
  try {
    const o = obj(x, "report");
    keysOf(o, "report", REPORT_KEYS);
    const date = text(o, "date", "report", 10, true)!;
    if (!isDate(date)) fail("register.date", "report.date");
    const event = text(o, "event", "report", SHORT, true)!;
    if (event.trim() === "") fail("register.empty", "report.event");
    const r: Report = {
      event,
      date,
      facts: text(o, "facts", "report", LONG, true)!,
      ruling: text(o, "ruling", "report", LONG, true)!,
    };
    for (const k of ["ruledAt", "sessionEnd"] as const) {
      const v = text(o, k, "report", 40, false);
      if (v !== undefined && !isMoment(v)) fail("register.moment", `report.${k}`);
      if (v !== undefined) r[k] = v;
    }
    for (const k of ["session", "table", "director"] as const) {
      const v = text(o, k, "report", SHORT, false);
      if (v !== undefined) r[k] = v;
    }
    const notes = text(o, "notes", "report", LONG, false);
    if (notes !== undefined) r.notes = notes;
    if (o.board !== undefined) r.board = int(o.board, "report.board", 1, 9999);
    if (o.players !== undefined) {
      const p = obj(o.players, "report.players");
      keysOf(p, "report.players", SEATS);
      r.players = {};
      for (const s of SEATS) {
        const v = text(p, s, "report.players", SHORT, false);
        if (v !== undefined) r.players[s] = v;
      }
    }
    if (o.result !== undefined) {
      const res = obj(o.result, "report.result");
      const c = component(res, "report.result", ["score"]);
      r.result = { ...c };
      if (res.score !== undefined) r.result.score = int(res.score, "report.result.score", -10000, 10000);
    }
    if (o.adjustment !== undefined) r.adjustment = validateAdjusted(o.adjustment, "report.adjustment");
    if (o.appeal !== undefined) {
      const a = obj(o.appeal, "report.appeal");
      keysOf(a, "report.appeal", ["lodged", "by", "reason", "committee", "decision", "deposit", "comment"]);
      if (typeof a.lodged !== "boolean") fail("register.type-boolean", "report.appeal.lodged");
      const appeal: Appeal = { lodged: a.lodged as boolean };
      for (const k of ["by", "committee"] as const) {
        const v = text(a, k, "report.appeal", SHORT, false);
        if (v !== undefined) appeal[k] = v;
      }
      for (const k of ["reason", "decision", "comment"] as const) {
        const v = text(a, k, "report.appeal", LONG, false);
        if (v !== undefined) appeal[k] = v;
      }
      if (a.deposit !== undefined) {
        if (a.deposit !== "returned" && a.deposit !== "forfeited")
          fail("register.deposit", "report.appeal.deposit");
        appeal.deposit = a.deposit as "returned" | "forfeited";
      }
      r.appeal = appeal;
    }
    return { ok: true, value: r };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, error: e.e };
    throw e;
  }
};
