/**
 * BBO LIN import (docs/formats.md). LIN has no public specification; this follows what BBO writes: a
 * stream of `key|value|` pairs, where
 *
 *   vg|event,segment,scoring,first,last,team1,carry1,team2,carry2|   a vugraph match header
 *   rs|4HE=,4HE=,3NW+1,...|   results, open then closed room, board by board
 *   pn|S,W,N,E[,S,W,N,E]|   players (open room, then closed room in a vugraph file)
 *   qx|o46|   board 46 in the open room (c: closed);  ah|Board 15|  a board title
 *   md|4SJ5H9...,S...,S...,S...|   dealer (1 S, 2 W, 3 N, 4 E) and the hands from South, clockwise
 *   sv|o|   vulnerability (o none, n NS, e EW, b both)
 *   mb|1H|  a call (p, d, r, 1N...);  mb|3C!|  the same, alerted;  an|text|  its explanation
 *   pc|c2|  a card;  mc|10|  a claim accepted: declarer's total tricks;  nt, pg, st, rh, sk, ...  ignored
 *
 * The reader streams (push chunks, get boards as they complete), with limits like the PBN reader's, and
 * reports problems as diagnostics with a line and column; nothing throws. Each board becomes a table
 * log (calls, the lead, the plays, an accepted claim as `claim` + `agree`), and a vugraph file becomes a
 * teams session (`session@1`, scoring `teams`, one match, the open and closed tables).
 */

import { type Entry, isAuctionOver, isLegalCall, nextToCall } from "../auction/auction.js";
import { type Call, formatCall, parseCall } from "../core/call.js";
import { parseDeal } from "../core/card.js";
import { lho, SEATS, type Seat, sideOf } from "../core/seat.js";
import type { Suit } from "../core/strain.js";
import { boardCycle } from "../core/vulnerability.js";
import type { SessionJson, SessionResult } from "./pbn.js";
import type { Diagnostic, Severity } from "./pbnLex.js";
import { type JsonEvent, playOrder, type TableLogJson, trickWinner } from "./tricks.js";

export interface LinLimits {
  maxBytes: number;
  maxBoards: number;
  maxValue: number;
  maxPairsPerBoard: number;
}

export const LIN_LIMITS: LinLimits = {
  maxBytes: 64 * 1024 * 1024,
  maxBoards: 10_000,
  maxValue: 4096,
  maxPairsPerBoard: 5000,
};

interface Pair {
  key: string;
  value: string;
  line: number;
  column: number;
}

export interface LinBoard {
  index: number;
  line: number;
  /** Board number (from `qx` or `ah`). */
  board?: number;
  room?: "open" | "closed";
  /** Players S, W, N, E as `pn` gives them for this room. */
  players?: string[];
  log?: TableLogJson;
  /** Alerts and explanations of calls, by event index. */
  annotations: { event: number; alert?: true; explanation?: string }[];
  /** The contract and declarer's tricks as the record gives them (claim or all 13 tricks), when known. */
  outcome?: { contract: string; declarer?: Seat; tricks?: number };
  diagnostics: Diagnostic[];
}

export interface LinMatch {
  event: string;
  segment: string;
  scoring: string;
  first: number;
  last: number;
  teams: [string, string];
  carry: [number, number];
  /** The `rs` results, two per board (open, closed), as written (`4HE=`, `3NW+1`, `PASS`, ``). */
  results: string[];
  /** Players: open room S W N E, closed room S W N E. */
  players: string[];
  line: number;
  column: number;
}

export type LinItem =
  | { kind: "board"; board: LinBoard }
  | { kind: "match"; match: LinMatch }
  | { kind: "fatal"; error: Diagnostic }
  | { kind: "stray"; diagnostics: Diagnostic[] };

const IGNORED = new Set([
  "pg",
  "nt",
  "st",
  "rh",
  "sk",
  "hv",
  "bt",
  "lt",
  "pf",
  "pw",
  "pt",
  "mn",
  "sc",
  "bn",
  "up",
  "ha",
  "va",
  "px",
  "lb",
  "cs",
  "ws",
  "ti",
  "at",
]);

/** Streaming LIN reader: `push(chunk)` returns the boards completed so far; `end()` the rest. */
export class LinReader {
  readonly limits: LinLimits;
  private line = 1;
  private column = 0;
  private bytes = 0;
  private key = "";
  private value = "";
  private inValue = false;
  private keyLine = 1;
  private keyColumn = 1;
  private over = false;
  private done = false;
  private fatal: Diagnostic | null = null;
  private out: LinItem[] = [];
  private board: { pairs: Pair[]; line: number; hasDeal: boolean; hasQx: boolean } | null = null;
  private boards = 0;
  private players: string[] = [];
  private match: LinMatch | null = null;
  private stray: Diagnostic[] = [];
  private lastCR = false;
  private matchSent = false;

  constructor(
    limits: Partial<LinLimits> = {},
    private edition: "2017" | "1987" = "2017",
  ) {
    this.limits = { ...LIN_LIMITS, ...limits };
  }

  push(chunk: string): LinItem[] {
    if (this.done) return [];
    this.bytes += chunk.length;
    if (this.bytes > this.limits.maxBytes) this.setFatal("file-too-large", { limit: this.limits.maxBytes });
    for (let i = 0; i < chunk.length && !this.fatal; i++) this.char(chunk[i]!);
    return this.drain();
  }

  end(): LinItem[] {
    if (this.done) return [];
    if (!this.fatal) {
      if (this.inValue) this.diag("lin-value-unterminated", this.keyLine, this.keyColumn, { key: this.key });
      else if (this.key.trim())
        this.diag("lin-value-missing", this.keyLine, this.keyColumn, { key: this.key.trim().slice(0, 10) });
      this.finishBoard();
      if (this.stray.length) this.out.push({ kind: "stray", diagnostics: this.stray });
    }
    this.done = true;
    return this.drain();
  }

  private drain(): LinItem[] {
    const o = this.out;
    this.out = [];
    if (this.fatal && !this.done) {
      o.push({ kind: "fatal", error: this.fatal });
      this.done = true;
    }
    return o;
  }

  private setFatal(code: string, params: Record<string, string | number>, column = this.column + 1) {
    this.fatal = { code, line: this.line, column, severity: "error", params };
  }

  private diag(code: string, line: number, column: number, params?: Record<string, string | number>) {
    const d: Diagnostic = { code, line, column, severity: "error" };
    if (params) d.params = params;
    if (this.stray.length < 200) this.stray.push(d);
  }

  private char(ch: string) {
    if (ch === "\n" && this.lastCR) {
      this.lastCR = false;
      return;
    }
    this.lastCR = ch === "\r";
    const nl = ch === "\n" || ch === "\r";
    if (nl) {
      this.line++;
      this.column = 0;
    } else this.column++;
    const code = ch.charCodeAt(0);
    if ((code < 0x20 && !nl && ch !== "\t") || code === 0xfffd) {
      this.setFatal("not-text", { code: code.toString(16) }, this.column);
      return;
    }
    if (!this.inValue) {
      if (ch === "|") {
        this.key = this.key.trim();
        if (!/^[A-Za-z]{1,3}$/.test(this.key))
          this.diag("lin-key-invalid", this.keyLine, this.keyColumn, { key: this.key.slice(0, 10) });
        this.inValue = true;
        this.value = "";
        this.over = false;
        return;
      }
      if (this.key.trim() === "" && !nl && ch !== " " && ch !== "\t") {
        this.keyLine = this.line;
        this.keyColumn = this.column;
      }
      if (!nl) this.key += ch;
      if (this.key.length > 16) {
        this.diag("lin-key-invalid", this.keyLine, this.keyColumn, { key: this.key.slice(0, 10) });
        this.setFatal("not-lin", {});
      }
      return;
    }
    if (ch === "|") {
      this.pair({
        key: this.key.toLowerCase(),
        value: this.value,
        line: this.keyLine,
        column: this.keyColumn,
      });
      this.key = "";
      this.inValue = false;
      return;
    }
    if (this.value.length < this.limits.maxValue) this.value += nl ? " " : ch;
    else if (!this.over) {
      this.over = true;
      this.diag("string-too-long", this.keyLine, this.keyColumn, { limit: this.limits.maxValue });
    }
  }

  private pair(p: Pair) {
    switch (p.key) {
      case "vg":
        return this.vugraph(p);
      case "rs":
        if (this.match) this.match.results = p.value.split(",");
        return;
      case "pn":
        if (this.board?.pairs.length) {
          this.board.pairs.push(p);
          return;
        }
        this.players = p.value.split(",");
        if (this.match) this.match.players = this.players;
        return;
      case "qx":
        this.finishBoard();
        this.startBoard(p.line, true);
        this.board!.pairs.push(p);
        return;
      case "md":
        if (this.board?.hasDeal && !this.board.hasQx) this.finishBoard();
        if (!this.board) this.startBoard(p.line, false);
        this.board!.hasDeal = true;
        this.board!.pairs.push(p);
        return;
    }
    if (!this.board) {
      if (p.key === "ah" || p.key === "sv" || p.key === "mb" || p.key === "pc")
        this.startBoard(p.line, false);
      else return;
    }
    if (this.board!.pairs.length >= this.limits.maxPairsPerBoard) {
      this.setFatal("game-too-large", { limit: this.limits.maxPairsPerBoard });
      return;
    }
    this.board!.pairs.push(p);
  }

  private vugraph(p: Pair) {
    const f = p.value.split(",");
    this.match = {
      event: f[0] ?? "",
      segment: f[1] ?? "",
      scoring: f[2] ?? "",
      first: Number(f[3]) || 0,
      last: Number(f[4]) || 0,
      teams: [f[5] ?? "", f[7] ?? ""],
      carry: [Number(f[6]) || 0, Number(f[8]) || 0],
      results: [],
      players: [],
      line: p.line,
      column: p.column,
    };
  }

  private startBoard(line: number, hasQx: boolean) {
    if (this.boards >= this.limits.maxBoards) {
      this.setFatal("too-many-games", { limit: this.limits.maxBoards });
      return;
    }
    this.boards++;
    this.board = { pairs: [], line, hasDeal: false, hasQx };
  }

  private finishBoard() {
    const b = this.board;
    if (!b) return;
    this.board = null;
    if (this.match && !this.matchSent) {
      this.matchSent = true;
      this.out.push({ kind: "match", match: this.match });
    }
    this.out.push({
      kind: "board",
      board: linBoard(b.pairs, this.boards, b.line, this.players, this.edition),
    });
  }
}

const DEALERS: Record<string, Seat> = { "1": "S", "2": "W", "3": "N", "4": "E" };
const VULS: Record<string, TableLogJson["vulnerability"]> = {
  o: "None",
  "0": "None",
  "-": "None",
  n: "NS",
  e: "EW",
  b: "All",
};
const FROM_SOUTH: Seat[] = ["S", "W", "N", "E"];

/** A LIN hand (`SJ5H9DAT862CQ8752`) to PBN's `J5.9.AT862.Q8752`, or null. */
const linHand = (h: string): string[][] | null => {
  const suits: Record<string, string[]> = { S: [], H: [], D: [], C: [] };
  let cur: string | null = null;
  const text = h.toUpperCase().replaceAll("10", "T");
  for (const ch of text) {
    if ("SHDC".includes(ch)) cur = ch;
    else if (cur && "AKQJT98765432".includes(ch)) suits[cur]!.push(ch);
    else if (ch !== " ") return null;
  }
  return ["S", "H", "D", "C"].map((s) =>
    suits[s]!.sort((a, b) => "AKQJT98765432".indexOf(a) - "AKQJT98765432".indexOf(b)),
  );
};

const linDeal = (hands: string[]): string | null => {
  const parsed = hands.map((h) => (h.trim() === "" ? null : linHand(h)));
  if (parsed.some((h, i) => h === null && hands[i]!.trim() !== "")) return null;
  const known = parsed.filter((h): h is string[][] => h !== null);
  if (known.length === 3) {
    // BBO often leaves out the fourth hand: it holds the cards nobody else does.
    const all = new Set(known.flatMap((h) => h.flatMap((s, i) => s.map((r) => `${"SHDC"[i]}${r}`))));
    const rest = ["S", "H", "D", "C"].map((s) => [..."AKQJT98765432"].filter((r) => !all.has(`${s}${r}`)));
    const i = parsed.indexOf(null);
    parsed[i === -1 ? 3 : i] = rest;
  }
  if (parsed.length < 4) while (parsed.length < 4) parsed.push(null);
  if (parsed.some((h) => h === null)) return null;
  const bySeat = new Map<Seat, string[][]>(parsed.map((h, i) => [FROM_SOUTH[i]!, h!]));
  return `N:${["N", "E", "S", "W"]
    .map((s) =>
      bySeat
        .get(s as Seat)!
        .map((x) => x.join(""))
        .join("."),
    )
    .join(" ")}`;
};

const linCall = (v: string): { call: Call; alert: boolean } | null => {
  let t = v.trim();
  const alert = t.endsWith("!");
  if (alert) t = t.slice(0, -1);
  t = t.toUpperCase();
  const text =
    t === "P" || t === "PASS"
      ? "P"
      : t === "D" || t === "X"
        ? "X"
        : t === "R" || t === "XX"
          ? "XX"
          : t.replace(/N$/, "NT");
  const c = parseCall(text);
  return c.ok ? { call: c.value, alert } : null;
};

const linBoard = (
  pairs: Pair[],
  index: number,
  line: number,
  players: string[],
  edition: "2017" | "1987",
): LinBoard => {
  const b: LinBoard = { index, line, annotations: [], diagnostics: [] };
  const add = (
    code: string,
    p: { line: number; column: number },
    params?: Record<string, string | number>,
    severity: Severity = "error",
  ) => {
    const d: Diagnostic = { code, line: p.line, column: p.column, severity };
    if (params) d.params = params;
    if (b.diagnostics.length < 200) b.diagnostics.push(d);
  };
  let dealer: Seat | undefined;
  let vul: TableLogJson["vulnerability"] | undefined;
  let deal: string | null = null;
  let localPlayers: string[] | undefined;
  const calls: { call: Call; alert: boolean; explanation?: string; p: Pair }[] = [];
  const cards: Pair[] = [];
  let claim: Pair | null = null;
  for (const p of pairs) {
    switch (p.key) {
      case "qx": {
        const m = /^([oc])(\d+)/i.exec(p.value);
        if (m) {
          b.room = m[1]!.toLowerCase() === "o" ? "open" : "closed";
          b.board = Number(m[2]);
        } else if (/^\d+$/.test(p.value)) b.board = Number(p.value);
        else add("lin-value-invalid", p, { key: "qx", value: p.value.slice(0, 20) });
        break;
      }
      case "ah": {
        const m = /(\d+)/.exec(p.value);
        if (m && b.board === undefined) b.board = Number(m[1]);
        break;
      }
      case "pn":
        localPlayers = p.value.split(",");
        break;
      case "md": {
        const m = /^([1-4])?(.*)$/s.exec(p.value.trim());
        if (m?.[1]) dealer = DEALERS[m[1]];
        const hands = (m?.[2] ?? "").split(",");
        deal = linDeal(hands.slice(0, 4));
        if (deal === null || !parseDeal(deal).ok) {
          add("lin-deal-invalid", p, { value: p.value.slice(0, 30) });
          deal = null;
        }
        break;
      }
      case "sv": {
        const v = VULS[p.value.trim().toLowerCase()];
        if (v) vul = v;
        else add("lin-value-invalid", p, { key: "sv", value: p.value.slice(0, 10) });
        break;
      }
      case "mb": {
        const c = linCall(p.value);
        if (!c) add("call-invalid", p, { call: p.value.slice(0, 10) });
        else calls.push({ ...c, p });
        break;
      }
      case "an": {
        const last = calls.at(-1);
        if (last) last.explanation = p.value;
        else add("annotation-without-item", p, { token: "an" });
        break;
      }
      case "pc":
        cards.push(p);
        break;
      case "mc":
        claim = p;
        break;
      default:
        if (!IGNORED.has(p.key) && p.key !== "vg" && p.key !== "rs")
          add("lin-key-unknown", p, { key: p.key }, "warning");
    }
  }
  const room = b.room === "closed" ? 4 : 0;
  const names =
    localPlayers ??
    (players.length >= room + 4 ? players.slice(room, room + 4) : players.length === 4 ? players : undefined);
  if (names) b.players = names;
  const cycle = b.board !== undefined ? boardCycle(b.board) : undefined;
  dealer ??= cycle?.dealer;
  vul ??= cycle?.vulnerability;
  if (!dealer || !vul) {
    add("lin-no-dealer", { line, column: 1 });
    return b;
  }
  const log: TableLogJson = { format: "table-log@1", edition, dealer, vulnerability: vul, events: [] };
  if (b.board !== undefined && b.board >= 1) log.board = b.board;
  if (deal) log.deal = deal;
  b.log = log;
  // The auction: BBO records what stood; a call that is not legal in turn is reported and ends the record.
  const standing: Entry[] = [];
  for (const c of calls) {
    const by = nextToCall(dealer, standing);
    if (isAuctionOver(standing) || !isLegalCall(by, c.call, standing)) {
      add("lin-call-illegal", c.p, { call: formatCall(c.call), seat: by });
      return b;
    }
    if (c.alert || c.explanation !== undefined) {
      const a: LinBoard["annotations"][number] = { event: log.events.length };
      if (c.alert) a.alert = true;
      if (c.explanation !== undefined) a.explanation = c.explanation;
      b.annotations.push(a);
    }
    log.events.push({ by, call: formatCall(c.call) });
    standing.push({ by, call: c.call });
  }
  if (!isAuctionOver(standing)) {
    if (cards.length || claim) add("lin-auction-incomplete", calls.at(-1)?.p ?? { line, column: 1 });
    return b;
  }
  const final = finalOf(standing);
  if (!final) {
    b.outcome = { contract: "passed-out" };
    if (cards.length || claim) add("lin-play-after-pass-out", (cards[0] ?? claim)!);
    return b;
  }
  b.outcome = { contract: final.contract, declarer: final.declarer };
  playFromLin(b, log, cards, claim, final, add);
  return b;
};

const finalOf = (auction: Entry[]): { contract: string; declarer: Seat; trump: Suit | null } | null => {
  let last: Entry | null = null;
  let doubling = "";
  for (const e of auction)
    if (e.call.type === "bid") {
      last = e;
      doubling = "";
    } else if (e.call.type === "double") doubling = "X";
    else if (e.call.type === "redouble") doubling = "XX";
  if (last?.call.type !== "bid") return null;
  const strain = last.call.strain;
  const side = sideOf(last.by);
  const declarer = auction.find(
    (e) => e.call.type === "bid" && e.call.strain === strain && sideOf(e.by) === side,
  )!.by;
  return {
    contract: `${last.call.level}${strain}${doubling}`,
    declarer,
    trump: strain === "NT" ? null : strain,
  };
};

const playFromLin = (
  b: LinBoard,
  log: TableLogJson,
  cards: Pair[],
  claim: Pair | null,
  final: { contract: string; declarer: Seat; trump: Suit | null },
  add: (code: string, p: { line: number; column: number }, params?: Record<string, string | number>) => void,
) => {
  const deal = log.deal ? parseDeal(log.deal) : null;
  const held = deal?.ok
    ? (Object.fromEntries(
        SEATS.map((s) => [
          s,
          new Set(Object.entries(deal.value[s]).flatMap(([suit, rs]) => rs.map((r) => `${suit}${r}`))),
        ]),
      ) as Record<Seat, Set<string>>)
    : null;
  let leader = lho(final.declarer);
  let trick: { by: Seat; card: string }[] = [];
  let won = 0;
  let completed = 0;
  for (const p of cards) {
    const card = p.value.trim().toUpperCase().replace("10", "T");
    if (!/^[SHDC][AKQJT98765432]$/.test(card)) {
      add("card-invalid", p, { card: p.value.slice(0, 10) });
      return;
    }
    if (completed === 13) {
      add("card-after-end", p, { token: card });
      return;
    }
    const by = playOrder(leader)[trick.length]!;
    if (held && !held[by].has(card)) {
      add("card-not-held", p, { seat: by, card });
      return;
    }
    held?.[by].delete(card);
    log.events.push(completed === 0 && trick.length === 0 ? { by, lead: card } : { by, play: card });
    trick.push({ by, card });
    if (trick.length === 4) {
      leader = trickWinner(trick, final.trump);
      if (sideOf(leader) === sideOf(final.declarer)) won++;
      completed++;
      trick = [];
    }
  }
  if (claim) {
    const total = Number(claim.value.trim());
    const k = total - won;
    if (!/^\d+$/.test(claim.value.trim()) || k < 0 || k > 13 - completed) {
      add("lin-claim-invalid", claim, { value: claim.value.slice(0, 10), won, remaining: 13 - completed });
      return;
    }
    log.events.push({ by: final.declarer, claim: k } as JsonEvent);
    log.events.push({ by: lho(final.declarer), agree: true });
    b.outcome!.tricks = total;
  } else if (completed === 13) b.outcome!.tricks = won;
};

// ---------------------------------------------------------------------------------------------------

/** Reads a whole LIN text. */
export const parseLin = (
  text: string,
  options: { edition?: "2017" | "1987"; limits?: Partial<LinLimits> } = {},
): { boards: LinBoard[]; match: LinMatch | null; fatal: Diagnostic | null; stray: Diagnostic[] } => {
  const r = new LinReader(options.limits, options.edition);
  const items = [...r.push(text), ...r.end()];
  const out = {
    boards: [] as LinBoard[],
    match: null as LinMatch | null,
    fatal: null as Diagnostic | null,
    stray: [] as Diagnostic[],
  };
  for (const it of items)
    if (it.kind === "board") out.boards.push(it.board);
    else if (it.kind === "match") out.match = it.match;
    else if (it.kind === "fatal") out.fatal = it.error;
    else out.stray.push(...it.diagnostics);
  return out;
};

/** A result of the `rs` line (`4HE=`, `3NW+1`, `4SWx-4`, `PASS`) as a session result's contract fields. */
export const parseLinResult = (r: string): { contract: string; declarer?: Seat; tricks?: number } | null => {
  const t = r.trim();
  if (/^(p|pass|passed\s*out)$/i.test(t)) return { contract: "passed-out" };
  const m = /^([1-7])(C|D|H|S|N|NT)([NESW])(x{0,2})(=|[+-]\d+)$/i.exec(t);
  if (!m) return null;
  const level = Number(m[1]);
  const strain = m[2]!.toUpperCase().startsWith("N") ? "NT" : m[2]!.toUpperCase();
  const over = m[5] === "=" ? 0 : Number(m[5]);
  return {
    contract: `${level}${strain}${m[4]!.toUpperCase()}`,
    declarer: m[3]!.toUpperCase() as Seat,
    tricks: level + 6 + over,
  };
};

/**
 * The teams session of a vugraph match: one match, the open table with team 1 North-South (BBO seats the
 * first team of `vg` North-South in the open room), the closed table with team 1 East-West. Results come
 * from the `rs` line; where it is missing or unreadable, from the boards' own records.
 */
export const linSession = (
  match: LinMatch,
  boards: readonly LinBoard[],
  edition: "2017" | "1987" = "2017",
): { session: SessionJson; warnings: Diagnostic[] } => {
  const warnings: Diagnostic[] = [];
  const [t1, t2] = match.teams;
  const p = match.players;
  const session: SessionJson = {
    format: "session@1",
    edition,
    scoring: "teams",
    event: [match.event, match.segment].filter(Boolean).join(", "),
    pairs: [
      { id: t1, names: [p[2], p[0], p[5], p[7]].filter((x): x is string => !!x) },
      { id: t2, names: [p[3], p[1], p[6], p[4]].filter((x): x is string => !!x) },
    ],
    boards: [],
  };
  for (let n = match.first; n <= match.last && n - match.first < 1000; n++) {
    const results: SessionJson["boards"][number]["results"] = [];
    for (const [k, table] of [
      [0, "open"],
      [1, "closed"],
    ] as const) {
      const text = match.results[(n - match.first) * 2 + k];
      const own = boards.find((b) => b.board === n && b.room === table)?.outcome;
      const r = text !== undefined && text.trim() !== "" ? parseLinResult(text) : null;
      if (text?.trim() && !r)
        warnings.push({
          code: "lin-result-invalid",
          line: match.line,
          column: match.column,
          severity: "warning",
          params: { value: text.slice(0, 12) },
        });
      const src = r ?? (own && (own.contract === "passed-out" || own.tricks !== undefined) ? own : null);
      const base: SessionResult & { table: "open" | "closed"; match: string } =
        table === "open" ? { ns: t1, ew: t2, table, match: "1" } : { ns: t2, ew: t1, table, match: "1" };
      if (!src) results.push({ ...base, notPlayed: true });
      else if (src.contract === "passed-out") results.push({ ...base, contract: "passed-out" });
      else results.push({ ...base, contract: src.contract, declarer: src.declarer!, tricks: src.tricks! });
    }
    session.boards.push({ board: n, results });
  }
  return { session, warnings };
};
