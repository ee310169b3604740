import { isSeat, type Seat } from "../../core/seat.js";
import type { Diagnostic } from "../pbnLex.js";
import { DATE_RE, unknown } from "./tags.js";
import type { PbnGame, PbnTable } from "./types.js";

// ---------------------------------------------------------------------------------------------------
// Score tables to session@1

export interface SessionResult {
  ns: string;
  ew: string;
  contract?: string;
  declarer?: Seat;
  tricks?: number;
  score?: number;
  notPlayed?: true;
}

export interface SessionJson {
  format: "session@1";
  edition: "2017" | "1987";
  scoring: "matchpoints" | "cross-imps" | "butler" | "teams";
  event?: string;
  date?: string;
  pairs: { id: string; names: string[] }[];
  boards: { board: number; results: (SessionResult & { table?: "open" | "closed"; match?: string })[] }[];
}

const SCORING: Record<string, SessionJson["scoring"]> = {
  MP: "matchpoints",
  MatchPoints: "matchpoints",
  Matchpoints: "matchpoints",
  MP1: "matchpoints",
  MP2: "matchpoints",
  IMP: "cross-imps",
  Cross_IMP: "cross-imps",
  Butler: "butler",
};

/**
 * The session of a PBN file's score tables: one board per game with a ScoreTable, pairs from the
 * TotalScoreTable. Rows without pair ids get placeholder ids, one per side (`?3NS` and `?3EW` for the third
 * row; `?3.2NS` for the second of a row with Multiplicity 2; `?2:3NS` in a board's second score table),
 * reported as a warning. Null when no game has a score table.
 */
export const pbnSession = (
  games: readonly PbnGame[],
  edition: "2017" | "1987" = "2017",
): { session: SessionJson; warnings: Diagnostic[] } | null => {
  const b = new PbnSessionBuilder(edition);
  const warnings: Diagnostic[] = [];
  for (const g of games) warnings.push(...b.add(g));
  const session = b.result();
  return session ? { session, warnings } : null;
};

/**
 * `pbnSession` a game at a time, for a file read as a stream: it keeps the session's results (a few
 * strings a result), never the games. `add` returns the game's warnings; `result` the session, or null.
 */
export class PbnSessionBuilder {
  private session: SessionJson | null = null;
  private readonly boards = new Map<number, SessionJson["boards"][number]>();
  private readonly pairs = new Map<string, string[]>();
  private readonly tablesOf = new Map<number, number>();
  constructor(private readonly edition: "2017" | "1987" = "2017") {}

  add(g: PbnGame): Diagnostic[] {
    const warnings: Diagnostic[] = [];
    for (const table of g.tables) {
      if (!this.session) this.session = this.start(g);
      if (table.name === "TotalScoreTable") this.totals(table);
      else if (table.name === "ScoreTable") this.scoreTable(g, table, warnings);
    }
    return warnings;
  }

  result(): SessionJson | null {
    if (!this.session) return null;
    this.session.boards = [...this.boards.values()];
    this.session.pairs = [...this.pairs].map(([id, names]) => ({ id, names }));
    return this.session;
  }

  private start(g: PbnGame): SessionJson {
    const session: SessionJson = {
      format: "session@1",
      edition: this.edition,
      scoring: SCORING[(g.tags.Scoring?.value ?? "MP").split(";")[0]!] ?? "matchpoints",
      pairs: [],
      boards: [],
    };
    if (g.tags.Event && !unknown(g.tags.Event.value)) session.event = g.tags.Event.value;
    if (g.tags.Date && DATE_RE.test(g.tags.Date.value) && !g.tags.Date.value.includes("?"))
      session.date = g.tags.Date.value.replaceAll(".", "-");
    return session;
  }

  private totals(table: PbnTable): void {
    const id = table.columns.findIndex((c) => c.name === "PairId");
    const names = table.columns.findIndex((c) => c.name === "Names");
    if (id < 0) return;
    for (const r of table.rows)
      this.pairs.set(r[id]!, names >= 0 ? r[names]!.split(";").map((n) => n.trim()) : []);
  }

  private scoreTable(g: PbnGame, table: PbnTable, warnings: Diagnostic[]): void {
    const board = g.tags.Board && /^\d+$/.test(g.tags.Board.value) ? Number(g.tags.Board.value) : null;
    const at = { line: table.line, column: table.column, severity: "warning" as const };
    if (board === null) {
      warnings.push({ code: "session-no-board", ...at });
      return;
    }
    // A second score table of the same board (two games merged) numbers its placeholders apart.
    const again = this.tablesOf.get(board) ?? 0;
    this.tablesOf.set(board, again + 1);
    const { results, placeholder } = scoreRows(table, again);
    if (placeholder) warnings.push({ code: "session-pair-ids-missing", ...at });
    const existing = this.boards.get(board);
    if (existing) existing.results.push(...results);
    else this.boards.set(board, { board, results });
  }
}

/** The results of one ScoreTable; `again` is how many of the board's score tables came before it. */
const scoreRows = (table: PbnTable, again: number): { results: SessionResult[]; placeholder: boolean } => {
  const col = (name: string) => table.columns.findIndex((c) => c.name === name);
  const results: SessionResult[] = [];
  const [ns, ew, con, dec, res, sns, sew, mult] = [
    "PairId_NS",
    "PairId_EW",
    "Contract",
    "Declarer",
    "Result",
    "Score_NS",
    "Score_EW",
    "Multiplicity",
  ].map(col);
  let placeholder = false;
  table.rows.forEach((r, i) => {
    const times = mult! >= 0 && /^\d+$/.test(r[mult!]!) ? Number(r[mult!]) : 1;
    for (let k = 1; k <= times; k++) {
      const tag = `?${again ? `${again + 1}:` : ""}${i + 1}${times > 1 ? `.${k}` : ""}`;
      // Each side its own placeholder: a row's two pairs are two pairs, never one playing itself.
      const out: SessionResult = {
        ns: ns! >= 0 ? r[ns!]! : `${tag}NS`,
        ew: ew! >= 0 ? r[ew!]! : `${tag}EW`,
      };
      if (ns! < 0 || ew! < 0) placeholder = true;
      const contract = con! >= 0 ? r[con!]! : "";
      if (/^pass$/i.test(contract)) out.contract = "passed-out";
      else if (contract && dec! >= 0 && res! >= 0 && isSeat(r[dec!]) && /^\d+$/.test(r[res!]!)) {
        out.contract = contract;
        out.declarer = r[dec!] as Seat;
        out.tricks = Number(r[res!]);
      } else if (sns! >= 0 && /^[+-]?\d+$/.test(r[sns!]!)) out.score = Number(r[sns!]);
      else if (sew! >= 0 && /^[+-]?\d+$/.test(r[sew!]!)) out.score = -Number(r[sew!]);
      else out.notPlayed = true;
      results.push(out);
    }
  });
  return { results, placeholder };
};
