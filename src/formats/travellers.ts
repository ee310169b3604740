/**
 * A travellers CSV, as scorers keep them: one line per result with a header line naming the columns
 * `board, ns, ew, contract, declarer, tricks, score` (any order, any case; `tricks` or `score` may be
 * left out, and a line may give either). Optional columns: `vulnerability`, `table` and `match` (teams),
 * `ruling`. Read with csv-parse; errors give the line and column (and the column's name as the key).
 *
 * Values: a contract as travellers write it (`4S`, `4SX` or `4S*`, `3NT`, `PASS`); tricks as taken
 * (`10`) or against the contract (`=`, `+1`, `-2`); a score to NS (`+420`, `-50`), or an artificial
 * score (`A+/A-`, `A60/A40`, `A` for both) or `NP` (not played).
 */
import { parse } from "csv-parse/sync";
import { parseContract } from "../scoring/law77.js";
import type { Edition, Method, Session, SessionError, SResult } from "../scoring/session-types.js";
import { validateSession } from "./session.js";
import { normaliseContract, readArtificial } from "./usebio.js";

export const MAX_CSV_BYTES = 32 * 1024 * 1024;
const COLUMNS = [
  "board",
  "ns",
  "ew",
  "contract",
  "declarer",
  "tricks",
  "score",
  "vulnerability",
  "table",
  "match",
  "ruling",
];
const ALIASES: Record<string, string> = {
  bd: "board",
  "board number": "board",
  "ns pair": "ns",
  "ew pair": "ew",
  "n/s": "ns",
  "e/w": "ew",
  by: "declarer",
  "played by": "declarer",
  "ns score": "score",
};

export interface TravellersOptions {
  edition?: Edition;
  scoring?: Method;
  event?: string;
  /** One field or two (`options.winners`): "two" when each direction numbers its pairs apart (a Mitchell). */
  winners?: "auto" | "one" | "two";
}

type Raw = Record<string, unknown>;

const fail = (code: string, where: Partial<SessionError>, params?: Record<string, string | number>) => {
  const error: SessionError = { code, ...where };
  if (params) error.params = params;
  return { ok: false as const, error };
};

/** Reads a travellers CSV into a session. */
export const parseTravellers = (text: string, options: TravellersOptions = {}): SResult<Session> => {
  if (text.length > MAX_CSV_BYTES) return fail("session-too-large", {}, { max: MAX_CSV_BYTES });
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      comment: "#",
      relax_column_count: false,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (e) {
    const x = e as { message?: string; lines?: number; column?: number | string };
    return fail("csv-invalid", { line: x.lines ?? 0 }, { detail: String(x.message ?? e) });
  }
  if (!rows.length) return fail("csv-empty", { line: 1 });
  const head = rows[0]!.record.map((h) => {
    const k = h.trim().toLowerCase();
    return ALIASES[k] ?? k;
  });
  for (let c = 0; c < head.length; c++) {
    if (!COLUMNS.includes(head[c]!))
      return fail("csv-column-unknown", { line: 1, column: c + 1, key: head[c]! }, { name: head[c]! });
    if (head.indexOf(head[c]!) !== c)
      return fail("csv-column-twice", { line: 1, column: c + 1, key: head[c]! }, { name: head[c]! });
  }
  for (const need of ["board", "ns", "ew"])
    if (!head.includes(need)) return fail("csv-column-missing", { line: 1, key: need }, { name: need });
  if (!head.includes("score") && !head.includes("tricks"))
    return fail("csv-column-missing", { line: 1, key: "score" }, { name: "score" });
  const col = (name: string) => head.indexOf(name);
  const boards = new Map<
    number,
    { board: number; vulnerability?: string; results: Raw[]; lines: number[] }
  >();
  for (let i = 1; i < rows.length; i++) {
    const { record, info } = rows[i]!;
    const line = info.lines;
    const cell = (name: string): string => (col(name) >= 0 ? (record[col(name)] ?? "").trim() : "");
    const where = (name: string) => ({ line, column: col(name) + 1, key: name });
    const b = cell("board");
    if (!/^\d{1,7}$/.test(b) || Number(b) < 1) return fail("board-invalid", where("board"), { value: b });
    const board = Number(b);
    const entry = boards.get(board) ?? { board, results: [], lines: [] };
    if (cell("vulnerability")) entry.vulnerability = cell("vulnerability");
    boards.set(board, entry);
    const r: Raw = { ns: cell("ns"), ew: cell("ew") };
    for (const k of ["table", "match", "ruling"]) if (cell(k)) r[k] = cell(k);
    const contract = cell("contract");
    const score = cell("score");
    const tricks = cell("tricks");
    const artificial = score ? readArtificial(score) : null;
    if (artificial) r.adjusted = artificial;
    else if (/^(NP|NOT PLAYED)$/i.test(score) || (!contract && !score && !tricks)) r.notPlayed = true;
    else {
      if (contract) r.contract = normaliseContract(contract);
      const passed = r.contract === "passed-out";
      if (cell("declarer") && !passed) r.declarer = cell("declarer").toUpperCase();
      if (tricks && !passed) {
        if (/^\d{1,2}$/.test(tricks)) r.tricks = Number(tricks);
        else if (/^(=|[+-]\d{1,2})$/.test(tricks)) {
          const c = parseContract(String(r.contract ?? ""));
          if (!c.ok) return fail("csv-tricks-relative", where("tricks"), { value: tricks });
          r.tricks = c.value.level + 6 + (tricks === "=" ? 0 : Number(tricks));
        } else return fail("tricks-invalid", where("tricks"), { value: tricks });
      }
      if (score && !passed) {
        if (!/^[+-]?\d{1,5}$/.test(score)) return fail("score-invalid", where("score"), { value: score });
        r.score = Number(score);
      }
    }
    entry.results.push(r);
    entry.lines.push(line);
  }
  const list = [...boards.values()].sort((a, b) => a.board - b.board);
  const doc: Raw = {
    format: "session@1",
    edition: options.edition ?? "2017",
    scoring: options.scoring ?? "matchpoints",
    boards: list.map(({ lines: _l, ...b }) => b),
  };
  if (options.event) doc.event = options.event;
  if (options.winners) doc.options = { winners: options.winners };
  const v = validateSession(doc);
  if (!v.ok) {
    const e = v.error;
    const entry = list.find((b) => b.board === e.board);
    const line = entry && e.result !== undefined ? entry.lines[e.result] : undefined;
    const key = e.key?.split(".")[0];
    const column = key && col(key) >= 0 ? col(key) + 1 : undefined;
    return {
      ok: false,
      error: { ...e, ...(line !== undefined ? { line } : {}), ...(column !== undefined ? { column } : {}) },
    };
  }
  return v;
};
