/** A table log as the app keeps it: plain JSON (what is stored and saved), made or read from a file. */
import {
  type BridgeError,
  boardCycle,
  type Edition,
  type PublicState,
  type RulingOption,
  type Seat,
  type Vulnerability,
  validateTableLog,
} from "../../src/engine.js";

/** One event as the table-log format writes it (kept as JSON: what is saved is what was recorded). */
export type EventJson = Record<string, unknown>;

/** A table log as JSON (`table-log@1`). */
export interface LogJson {
  format: "table-log@1";
  edition: Edition;
  board?: number;
  dealer: Seat;
  vulnerability: Vulnerability;
  deal?: string;
  events: EventJson[];
  /** *Extension*: the director's notes on the watch-for-damage list (docs/table-log.md). */
  notes?: { law: string; side?: "NS" | "EW"; text: string }[];
}

export type Ruling = NonNullable<PublicState["ruling"]>;
export type OptionRuling = Extract<Ruling, { options: RulingOption[] }>;
export type QuestionRuling = Extract<Ruling, { question: string }>;

export const isQuestion = (r: Ruling): r is QuestionRuling => "question" in r;

/** A fresh log for a board: dealer and vulnerability from the board cycle (Law 2). */
export const newLog = (board: number, edition: Edition = "2017"): LogJson => {
  const c = boardCycle(board);
  return {
    format: "table-log@1",
    edition,
    board,
    dealer: c.dealer,
    vulnerability: c.vulnerability,
    events: [],
  };
};

/**
 * A JSON value read from a file, made into a LogJson if the engine validates it (the dealer and the
 * vulnerability the board cycle gives are written out, so the set-up screen shows them).
 */
export const importLog = (data: unknown): { ok: true; log: LogJson } | { ok: false; error: BridgeError } => {
  const v = validateTableLog(data);
  if (!v.ok) return { ok: false, error: v.error };
  const raw = data as Record<string, unknown>;
  const log: LogJson = {
    format: "table-log@1",
    edition: v.value.edition,
    dealer: v.value.dealer,
    vulnerability: v.value.vulnerability,
    events: (raw.events as EventJson[]).map((e) => ({ ...e })),
  };
  if (v.value.board !== undefined) log.board = v.value.board;
  if (v.value.deal !== undefined) log.deal = v.value.deal;
  if (v.value.notes !== undefined) log.notes = v.value.notes.map((n) => ({ ...n }));
  return { ok: true, log };
};
