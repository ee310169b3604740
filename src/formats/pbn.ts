/**
 * PBN 2.1 import (docs/formats.md): a streaming reader of Portable Bridge Notation files to games (tags
 * with inheritance applied, the Auction and Play sections, notes, tables) and from each game a table log
 * (`table-log@1`, docs/table-log.md and the play period) and, from score tables, `session@1` results.
 *
 * Feed it text in chunks (`new PbnReader().push(chunk)` / `.end()`), or lines (`readPbn(lines)`), or one
 * string (`parsePbn(text)`). Memory is bounded per game (see `PBN_LIMITS`). Problems are diagnostics with a
 * line and a column, `error` where the file breaks the standard, `warning` where it is legal PBN that a
 * table log cannot say; nothing throws.
 *
 * The irregularity tokens: `^I` before a call is an insufficient bid that was accepted; `^S` takes the
 * place of a player who was skipped because a call out of rotation was accepted; `^R` before a card is a
 * revoke; `^L` before a card is a lead out of turn that was accepted. In a table log the irregular call (or
 * lead) is logged as made, followed by the `accept` of the player who had the option (the engine says who).
 * `!` and `?` after a call are quality marks (NAGs), never alerts.
 */

import { type Entry, isAuctionOver, isLegalCall, nextToCall } from "../auction/auction.js";
import { type Call, formatCall, parseCall } from "../core/call.js";
import { parseDeal } from "../core/card.js";
import { distance, isSeat, lho, partner, rotate, type Seat, sideOf } from "../core/seat.js";
import type { Suit } from "../core/strain.js";
import { boardCycle } from "../core/vulnerability.js";
import {
  type Diagnostic,
  type Limits,
  PbnSplitter,
  type RawGame,
  type RawTag,
  SECTION_TAGS,
  type Severity,
  type Token,
} from "./pbnLex.js";
import { replay } from "./replay.js";
import { playOrder, type TableLogJson, trickWinner } from "./tricks.js";

export { type Diagnostic, type Limits, PBN_LIMITS } from "./pbnLex.js";
export type { TableLogJson } from "./tricks.js";

// ---------------------------------------------------------------------------------------------------
// Games

export interface PbnTag {
  value: string;
  line: number;
  column: number;
}

export interface PbnCall {
  /** The call as PBN writes it (`Pass`, `X`, `1NT`) and canonical (`P`, `X`, `1NT`). */
  text: string;
  call: string;
  line: number;
  column: number;
  /** `^I` before it: an insufficient bid that was accepted. */
  insufficient: boolean;
  /** Number of `^S` slots before it: players skipped by this call out of rotation. */
  skipped: number;
  nags?: number[];
  suffix?: string;
  note?: string;
}

export interface PbnCard {
  card: string | null; // null for "-"
  plus?: boolean; // "+": the play continues in another game
  revoke: boolean; // ^R
  leadOutOfTurn: boolean; // ^L
  line: number;
  column: number;
  nags?: number[];
  suffix?: string;
  note?: string;
}

export interface PbnTable {
  name: string;
  columns: { name: string; order: "+" | "-" | null; width?: number; align?: "L" | "R" }[];
  rows: string[][];
  line: number;
  column: number;
}

export interface PbnGame {
  index: number;
  line: number;
  /** Tag values after inheritance (`#`, `##`); Note tags are in the sections' `notes`. */
  tags: Record<string, PbnTag>;
  auction?: {
    seat: Seat | null;
    calls: PbnCall[];
    leading: number;
    allPass: boolean;
    continued: boolean;
    /** Index of the first call after an unreadable one (the log stops there). */
    brokenAt?: number;
    line: number;
    column: number;
    notes: Record<string, string>;
  };
  play?: {
    seat: Seat | null;
    cards: PbnCard[];
    ended: boolean;
    line: number;
    column: number;
    notes: Record<string, string>;
  };
  tables: PbnTable[];
  /** The table log of this game, when it has a dealer (or a board number) and a vulnerability. */
  log?: TableLogJson;
  /** Each call or card annotation of the log: event index, with the PBN note text and quality mark. */
  annotations: { event: number; note?: string; nags?: number[]; suffix?: string }[];
  diagnostics: Diagnostic[];
}

export interface PbnOptions {
  edition?: "2017" | "1987";
  limits?: Partial<Limits>;
}

export type PbnItem =
  | { kind: "game"; game: PbnGame }
  | { kind: "fatal"; error: Diagnostic }
  | { kind: "stray"; diagnostics: Diagnostic[] };

/** Tags that PBN defines (2.1, sections 3 and 4); others are reported as warnings. */
export const KNOWN_TAGS = new Set(
  (
    "Event Site Date Board West North East South Dealer Vulnerable Deal Scoring Declarer Contract Result " +
    "Auction Play Note Annotator AnnotatorNA Application BidSystemEW BidSystemNS Competition DealId " +
    "Description EastNA EastType EventDate EventSponsor FrenchMP Generator Hidden HomeTeam Mode NorthNA " +
    "NorthType OptimumScore PairEW PairNS Room Round Score ScoreIMP ScoreMP ScorePercentage ScoreRubber " +
    "ScoreRubberHistory Section SouthNA SouthType Stage Table Termination Time TimeCall TimeCard TimeControl " +
    "UTCDate UTCTime VisitTeam WestNA WestType ActionTable AuctionTimeTable InstantScoreTable " +
    "OptimumPlayTable OptimumResultTable PlayTimeTable ScoreTable TotalScoreTable"
  ).split(" "),
);

/** Tags whose value belongs to one deal: inheriting them (`#`) is an error (the verifier's "7x"). */
const NOT_INHERITED = new Set([
  "Board",
  "Dealer",
  "Vulnerable",
  "Deal",
  "Declarer",
  "Contract",
  "Result",
  "Auction",
  "Play",
  "Note",
]);

// ---------------------------------------------------------------------------------------------------
// Streaming reader

/** Feed chunks of text; each call returns the items (games, a fatal error) completed so far. */
export class PbnReader {
  private split: PbnSplitter;
  private prev = new Map<string, string>();
  private sticky = new Map<string, string>();
  private done = false;
  constructor(private options: PbnOptions = {}) {
    this.split = new PbnSplitter(options.limits);
  }
  push(chunk: string): PbnItem[] {
    if (this.done) return [];
    return this.collect(this.split.push(chunk), false);
  }
  end(): PbnItem[] {
    if (this.done) return [];
    return this.collect(this.split.end(), true);
  }
  private collect(raw: RawGame[], end: boolean): PbnItem[] {
    const items: PbnItem[] = raw.map((g) => ({ kind: "game", game: this.resolve(g) }));
    if (this.split.fatal) {
      items.push({ kind: "fatal", error: this.split.fatal });
      this.done = true;
    } else if (end && this.split.stray.length) items.push({ kind: "stray", diagnostics: this.split.stray });
    if (end) this.done = true;
    return items;
  }
  private resolve(raw: RawGame): PbnGame {
    return resolveGame(raw, this.prev, this.sticky, this.options);
  }
}

/**
 * Reads PBN from lines (a line iterator: each item is one line, with or without its newline); yields the
 * games as they complete. For chunks of arbitrary size use `PbnReader` or `readPbnAsync`.
 */
export function* readPbn(input: Iterable<string>, options: PbnOptions = {}): Generator<PbnItem> {
  const r = new PbnReader(options);
  for (const chunk of input) {
    const s = chunk.endsWith("\n") || chunk.endsWith("\r") ? chunk : `${chunk}\n`;
    yield* r.push(s);
  }
  yield* r.end();
}

/** The same from an async source (a file stream decoded to text). */
export async function* readPbnAsync(
  input: AsyncIterable<string>,
  options: PbnOptions = {},
): AsyncGenerator<PbnItem> {
  const r = new PbnReader(options);
  for await (const chunk of input) yield* r.push(chunk);
  yield* r.end();
}

/** Reads a whole PBN text. */
export const parsePbn = (
  text: string,
  options: PbnOptions = {},
): { games: PbnGame[]; fatal: Diagnostic | null; stray: Diagnostic[] } => {
  const r = new PbnReader(options);
  const items = [...r.push(text), ...r.end()];
  const games: PbnGame[] = [];
  let fatal: Diagnostic | null = null;
  const stray: Diagnostic[] = [];
  for (const it of items)
    if (it.kind === "game") games.push(it.game);
    else if (it.kind === "fatal") fatal = it.error;
    else stray.push(...it.diagnostics);
  return { games, fatal, stray };
};

// ---------------------------------------------------------------------------------------------------
// Resolving one game: inheritance, tag values, sections

class Ctx {
  /** The Deal is an end position (fewer than 13 cards a hand, PBN 3.10). */
  endPosition = false;
  constructor(public game: PbnGame) {}
  add(
    code: string,
    at: { line: number; column: number },
    params?: Record<string, string | number>,
    severity: Severity = "error",
  ) {
    if (this.game.diagnostics.length >= 200) return;
    const d: Diagnostic = { code, line: at.line, column: at.column, severity };
    if (params) d.params = params;
    this.game.diagnostics.push(d);
  }
  warn(code: string, at: { line: number; column: number }, params?: Record<string, string | number>) {
    this.add(code, at, params, "warning");
  }
}

const resolveGame = (
  raw: RawGame,
  prev: Map<string, string>,
  sticky: Map<string, string>,
  options: PbnOptions,
): PbnGame => {
  const game: PbnGame = {
    index: raw.index,
    line: raw.line,
    tags: {},
    tables: [],
    annotations: [],
    diagnostics: raw.diagnostics,
  };
  const ctx = new Ctx(game);
  const sections: RawTag[] = [];
  const notes: { tag: RawTag; after: RawTag | null }[] = [];
  let lastSection: RawTag | null = null;
  const given = new Set<string>();
  for (const t of raw.tags) {
    if (t.name === "Note") {
      notes.push({
        tag: t,
        after:
          lastSection && (lastSection.name === "Auction" || lastSection.name === "Play") ? lastSection : null,
      });
      continue;
    }
    if (given.has(t.name)) {
      ctx.add("tag-duplicate", t, { name: t.name });
      continue;
    }
    given.add(t.name);
    if (!KNOWN_TAGS.has(t.name)) ctx.warn("tag-unknown", t, { name: t.name });
    let value = t.value;
    if (value.startsWith("#")) {
      if (NOT_INHERITED.has(t.name)) {
        ctx.add("inherit-not-allowed", t, { name: t.name });
        value = "";
      } else if (value === "#" || value === "##") {
        const p = prev.get(t.name);
        if (p === undefined) ctx.add("inherit-nothing", t, { name: t.name });
        value = p ?? "";
        if (t.value === "##") sticky.set(t.name, value);
        else sticky.delete(t.name);
      } else if (value.startsWith("##")) {
        value = value.slice(2);
        sticky.set(t.name, value);
      } else sticky.delete(t.name);
    } else sticky.delete(t.name);
    game.tags[t.name] = { value, line: t.line, column: t.column };
    if (SECTION_TAGS.has(t.name)) {
      sections.push(t);
      lastSection = t;
    }
  }
  for (const [name, value] of sticky)
    if (!given.has(name)) game.tags[name] = { value, line: raw.line, column: 1 };
  for (const [name, tag] of Object.entries(game.tags)) prev.set(name, tag.value);

  validateTags(ctx);
  for (const s of sections) {
    if (s.name === "Auction") readAuctionSection(ctx, s, notesFor(ctx, notes, s));
    else if (s.name === "Play") readPlaySection(ctx, s, notesFor(ctx, notes, s));
    else readTable(ctx, s, game.tags[s.name]!.value);
  }
  for (const n of notes) if (!n.after) ctx.add("note-without-section", n.tag);
  toTableLog(ctx, options);
  return game;
};

const notesFor = (
  ctx: Ctx,
  notes: { tag: RawTag; after: RawTag | null }[],
  s: RawTag,
): Map<string, { text: string; tag: RawTag; used: boolean }> => {
  const m = new Map<string, { text: string; tag: RawTag; used: boolean }>();
  for (const n of notes) {
    if (n.after !== s) continue;
    const mm = /^(\d+):(.*)$/s.exec(n.tag.value);
    if (!mm) {
      ctx.add("note-number-invalid", n.tag, { value: n.tag.value.slice(0, 20) });
      continue;
    }
    const k = Number(mm[1]);
    if (k < 1 || k > 32) {
      ctx.add("note-number-range", n.tag, { number: k });
      continue;
    }
    m.set(String(k), { text: mm[2]!.trim(), tag: n.tag, used: false });
  }
  return m;
};

const checkUnusedNotes = (ctx: Ctx, notes: Map<string, { text: string; tag: RawTag; used: boolean }>) => {
  for (const [k, n] of notes) if (!n.used) ctx.warn("note-unused", n.tag, { number: k });
};

// ---- tag values ----

const SEAT_RE = /^[NESW]$/;
const NUM = "[+-]?\\d+(?:\\.\\d*)?";
const SIDE_SCORE = new RegExp(`^(?:${NUM}|(?:NS|EW) ${NUM}(?: (?:NS|EW) ${NUM})?)$`);
const PCT = "\\d+(?:\\.\\d*)?";
const SIDE_PCT = new RegExp(`^(?:${PCT}|(?:NS|EW) ${PCT}(?: (?:NS|EW) ${PCT})?)$`);
const SIDE_INT = /^(?:[+-]?\d+|(?:NS|EW) [+-]?\d+(?: (?:NS|EW) [+-]?\d+)?)$/;
const RUBBER_PART = "\\d+ ?/ ?\\d+";
const SIDE_RUBBER = new RegExp(`^(?:${RUBBER_PART}|(?:NS|EW) ${RUBBER_PART}(?: (?:NS|EW) ${RUBBER_PART})?)$`);
const DATE_RE = /^[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2}$/;
const TIME_RE = /^[0-9?]{2}:[0-9?]{2}:[0-9?]{2}$/;

const unknown = (v: string) => v === "" || v === "?";

const validateTags = (ctx: Ctx) => {
  const tags = ctx.game.tags;
  const check = (name: string, ok: (v: string) => boolean, code = "tag-value-invalid") => {
    const t = tags[name];
    if (t && !unknown(t.value) && !ok(t.value)) ctx.add(code, t, { name, value: t.value.slice(0, 40) });
  };
  check("Date", (v) => DATE_RE.test(v));
  check("EventDate", (v) => DATE_RE.test(v));
  check("UTCDate", (v) => DATE_RE.test(v));
  check("Time", (v) => TIME_RE.test(v));
  check("UTCTime", (v) => TIME_RE.test(v));
  check("Board", (v) => /^\d+$/.test(v) && Number(v) >= 1);
  check("Round", (v) => /^[A-Za-z0-9.]+$/.test(v));
  check("Dealer", (v) => SEAT_RE.test(v));
  check("Vulnerable", (v) => VULS[v] !== undefined);
  check("Declarer", (v) => /^\^?[NESW]$/.test(v));
  check("Contract", (v) => v === "Pass" || /^(?:[1-7])?(?:C|D|H|S|NT)(?:X|XX)?$/.test(v));
  check("Result", (v) => RESULT_RE.test(v) && resultSumOk(v));
  check("Score", (v) => SIDE_INT.test(v), "score-invalid");
  check("ScoreMP", (v) => SIDE_SCORE.test(v), "score-invalid");
  check("ScoreIMP", (v) => SIDE_SCORE.test(v), "score-invalid");
  check(
    "ScorePercentage",
    (v) => SIDE_PCT.test(v) && v.split(" ").every((x) => !/\d/.test(x) || Number(x) <= 100),
    "score-invalid",
  );
  check("ScoreRubber", (v) => SIDE_RUBBER.test(v.trim().replace(/\s+/g, " ")), "score-invalid");
  check("OptimumScore", (v) => /^(?:NS|EW) [+-]?\d+(?: (?:NS|EW) [+-]?\d+)?$/.test(v), "score-invalid");
  check("Scoring", (v) => v.split(";").every((p) => /^[A-Za-z][A-Za-z0-9_]*$/.test(p)));
  check("Hidden", (v) => /^[NESW]+$/.test(v));
  check("Competition", (v) => ["Individuals", "Pairs", "Teams", "Chicago", "Rubber"].includes(v));
  check("Mode", (v) => ["EMB", "IBS", "OKB", "TABLE", "TC", "VG"].includes(v));
  check("FrenchMP", (v) => v === "Yes" || v === "No");
  for (const s of ["West", "North", "East", "South"])
    check(`${s}Type`, (v) => v === "human" || v === "program");
  const deal = tags.Deal;
  if (deal && !unknown(deal.value) && (checkDeal(ctx, deal).size ?? 13) < 13) ctx.endPosition = true;
  const h = tags.ScoreRubberHistory;
  const vul = tags.Vulnerable;
  if (h && vul && VULS[vul.value]) {
    const v = rubberVulnerability(h.value);
    if (v === null) ctx.add("score-invalid", h, { name: "ScoreRubberHistory", value: h.value.slice(0, 40) });
    else if (v !== VULS[vul.value]) ctx.add("rubber-vulnerability", h, { value: vul.value });
  }
  const result = tags.Result;
  const declarer = tags.Declarer;
  const contract = tags.Contract;
  if (result && !unknown(result.value)) {
    if (contract?.value === "Pass") ctx.add("result-passed-out", result);
    else if (declarer?.value === "") ctx.add("result-no-declarer", result);
  }
};

const VULS: Record<string, "None" | "NS" | "EW" | "All"> = {
  None: "None",
  Love: "None",
  "-": "None",
  NS: "NS",
  EW: "EW",
  All: "All",
  Both: "All",
};

const RESULT_RE = /^(?:\^?\d+|(?:NS|EW) \d+(?: (?:NS|EW) \d+)?)$/;
const resultSumOk = (v: string): boolean => {
  const nums = [...v.matchAll(/\d+/g)].map((m) => Number(m[0]));
  if (nums.some((n) => n > 13)) return false;
  return nums.length < 2 || nums[0]! + nums[1]! === 13;
};

/** Declarer's tricks from a Result value, or null (unknown, or not given for declarer's side). */
const declarerTricks = (v: string, declarer: Seat | null): number | null => {
  if (/^\^?\d+$/.test(v)) return Number(v.replace("^", ""));
  if (!declarer) return null;
  const m = new Map<string, number>();
  for (const x of v.matchAll(/(NS|EW) (\d+)/g)) m.set(x[1]!, Number(x[2]));
  const side = sideOf(declarer);
  const other = side === "NS" ? "EW" : "NS";
  if (m.has(side)) return m.get(side)!;
  if (m.has(other)) return 13 - m.get(other)!;
  return null;
};

/** From ScoreRubberHistory `NS a b / c d EW e f / g h`: the vulnerability it implies, or null. */
const rubberVulnerability = (v: string): "None" | "NS" | "EW" | "All" | null => {
  const m = /^NS ([\d /]+) EW ([\d /]+)$/.exec(v.trim().replace(/\s+/g, " "));
  if (!m) return null;
  const won = (part: string): boolean | null => {
    const [, below] = part.split("/");
    if (below === undefined) return null;
    const games = below.trim().split(" ").filter(Boolean).map(Number);
    return games.slice(0, -1).some((g) => g >= 100);
  };
  const ns = won(m[1]!);
  const ew = won(m[2]!);
  if (ns === null || ew === null) return null;
  return ns && ew ? "All" : ns ? "NS" : ew ? "EW" : "None";
};

const RANKS = "AKQJT98765432";

/** The Deal tag: seats, ranks, no card twice, every known hand the same size (13, or an end position). */
const checkDeal = (ctx: Ctx, t: PbnTag): { complete: boolean; size?: number } => {
  const m = /^([NESW]):(.*)$/s.exec(t.value);
  if (!m) {
    ctx.add("deal-invalid", t, { value: t.value.slice(0, 20) });
    return { complete: false };
  }
  const hands = m[2]!.split(" ");
  if (hands.length !== 4 || hands.some((h) => h === "")) {
    ctx.add("deal-invalid", t, { value: t.value.slice(0, 20) });
    return { complete: false };
  }
  const seen = new Set<string>();
  const sizes: number[] = [];
  for (const h of hands) {
    if (h === "-") continue;
    const suits = h.split(".");
    if (suits.length !== 4) {
      ctx.add("deal-invalid", t, { value: h.slice(0, 20) });
      return { complete: false };
    }
    let n = 0;
    for (let s = 0; s < 4; s++)
      for (const r of suits[s]!) {
        if (!RANKS.includes(r)) {
          ctx.add("deal-bad-rank", t, { rank: r });
          return { complete: false };
        }
        const c = `${"SHDC"[s]}${r}`;
        if (seen.has(c)) {
          ctx.add("deal-card-twice", t, { card: c });
          return { complete: false };
        }
        seen.add(c);
        n++;
      }
    sizes.push(n);
  }
  if (sizes.length === 0 || sizes.some((n) => n !== sizes[0]) || sizes[0] === 0 || sizes[0]! > 13) {
    ctx.add("deal-hand-sizes", t, { sizes: sizes.join(",") || "0" });
    return { complete: false };
  }
  return { complete: sizes.length === 4 && sizes[0] === 13, size: sizes[0]! };
};

// ---- sections ----

const tagSeat = (ctx: Ctx, s: RawTag): Seat | null => {
  const v = ctx.game.tags[s.name]!.value;
  if (isSeat(v)) return v;
  ctx.add("section-seat-invalid", s, { name: s.name, value: v.slice(0, 10) });
  return null;
};

const annotate = (
  ctx: Ctx,
  target: { nags?: number[]; suffix?: string; note?: string; line: number; column: number } | null,
  tok: Token,
  notes: Map<string, { text: string; tag: RawTag; used: boolean }>,
  cards: boolean,
) => {
  if (!target) {
    ctx.add("annotation-without-item", tok, { token: tok.text.slice(0, 10) });
    return;
  }
  if (tok.kind === "nag" || tok.kind === "suffix") {
    // A suffix is a quality NAG (! is $1 for a call, $7 for a card): one quality mark per call or card.
    const quality = (n: number) => (cards ? n >= 7 && n <= 12 : n >= 1 && n <= 6);
    const hasQuality = target.suffix !== undefined || (target.nags ?? []).some(quality);
    if (tok.kind === "suffix") {
      if (!["!", "?", "!!", "??", "!?", "?!"].includes(tok.text))
        ctx.add("suffix-invalid", tok, { token: tok.text.slice(0, 10) });
      else if (hasQuality) ctx.add("annotation-twice", tok, { token: tok.text.slice(0, 10) });
      else target.suffix = tok.text;
      return;
    }
    const n = /^\d+$/.test(tok.text) ? Number(tok.text) : Number.NaN;
    // NAGs 1-6 qualify calls, 7-12 cards (the verifier's test files); 0 and 13-255 are either.
    if (!Number.isInteger(n) || n > 255 || (cards ? n >= 1 && n <= 6 : n >= 7 && n <= 12))
      ctx.add("nag-invalid", tok, { token: `$${tok.text.slice(0, 10)}` });
    else if (quality(n) && hasQuality) ctx.add("annotation-twice", tok, { token: `$${tok.text}` });
    else target.nags = [...(target.nags ?? []), n];
    return;
  }
  // note =n=
  const m = /^=(\d+)=$/.exec(tok.text);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 32) {
    ctx.add("note-ref-invalid", tok, { token: tok.text.slice(0, 10) });
    return;
  }
  if (target.note !== undefined) {
    ctx.add("annotation-twice", tok, { token: tok.text });
    return;
  }
  const k = String(Number(m[1]));
  const n = notes.get(k);
  if (!n) {
    ctx.add("note-missing", tok, { number: k });
    target.note = "";
    return;
  }
  n.used = true;
  target.note = n.text;
};

const PBN_CALL = /^(?:pass|x|xx|[1-7](?:c|d|h|s|nt))$/i;

const readAuctionSection = (
  ctx: Ctx,
  s: RawTag,
  notes: Map<string, { text: string; tag: RawTag; used: boolean }>,
) => {
  const seat = tagSeat(ctx, s);
  const a: NonNullable<PbnGame["auction"]> = {
    seat,
    calls: [],
    leading: 0,
    allPass: false,
    continued: false,
    line: s.line,
    column: s.column,
    notes: {},
  };
  let last: PbnCall | null = null;
  let insufficient: Token | null = null;
  let skipped = 0;
  let ended: Token | null = null;
  for (const tok of s.section) {
    if (tok.kind === "nag" || tok.kind === "suffix" || tok.kind === "note") {
      annotate(ctx, last, tok, notes, false);
      continue;
    }
    if (tok.kind === "string") {
      ctx.add("unexpected-token", tok, { token: `"${tok.text.slice(0, 10)}"` });
      continue;
    }
    if (ended) {
      ctx.add("call-after-end", tok, { token: tok.text.slice(0, 10) });
      continue;
    }
    if (tok.kind === "irregular") {
      if (tok.text === "I") {
        if (insufficient) ctx.add("irregularity-twice", tok, { token: "^I" });
        insufficient = tok;
      } else if (tok.text === "S") {
        if (insufficient) ctx.add("irregularity-misplaced", insufficient, { token: "^I" });
        insufficient = null;
        skipped++;
        last = null;
      } else ctx.add("irregularity-invalid", tok, { token: `^${tok.text}`, section: "Auction" });
      continue;
    }
    const w = tok.text;
    if (w === "-") {
      if (a.calls.length > 0 || skipped > 0) ctx.add("auction-dash", tok);
      else a.leading++;
      last = null;
      continue;
    }
    if (w === "+") {
      a.continued = true;
      ended = tok;
      continue;
    }
    if (/^ap$/i.test(w)) {
      a.allPass = true;
      ended = tok;
      if (insufficient || skipped) ctx.add("irregularity-misplaced", tok, { token: "AP" });
      continue;
    }
    if (!PBN_CALL.test(w)) {
      // An unreadable call: whose turn the later calls are is unknown, so the log stops before it.
      ctx.add("call-invalid", tok, { call: w.slice(0, 10) });
      a.brokenAt ??= a.calls.length;
      last = null;
      continue;
    }
    const parsed = parseCall(w.toUpperCase() === "PASS" ? "P" : w.toUpperCase());
    if (!parsed.ok) {
      ctx.add("call-invalid", tok, { call: w.slice(0, 10) });
      continue;
    }
    if (insufficient && parsed.value.type !== "bid")
      ctx.add("irregularity-misplaced", insufficient, { token: "^I" });
    const c: PbnCall = {
      text: w,
      call: formatCall(parsed.value),
      line: tok.line,
      column: tok.column,
      insufficient: insufficient !== null,
      skipped,
    };
    a.calls.push(c);
    last = c;
    insufficient = null;
    skipped = 0;
  }
  if (insufficient) ctx.add("irregularity-misplaced", insufficient, { token: "^I" });
  if (skipped && !ended) ctx.add("irregularity-misplaced", s, { token: "^S" });
  for (const [k, n] of notes) a.notes[k] = n.text;
  checkUnusedNotes(ctx, notes);
  ctx.game.auction = a;
};

const PBN_CARD = /^[SHDC][AKQJT98765432]$/i;

const readPlaySection = (
  ctx: Ctx,
  s: RawTag,
  notes: Map<string, { text: string; tag: RawTag; used: boolean }>,
) => {
  const seat = tagSeat(ctx, s);
  const p: NonNullable<PbnGame["play"]> = {
    seat,
    cards: [],
    ended: false,
    line: s.line,
    column: s.column,
    notes: {},
  };
  let last: PbnCard | null = null;
  let revoke: Token | null = null;
  let lead: Token | null = null;
  let ended: Token | null = null;
  for (const tok of s.section) {
    if (tok.kind === "nag" || tok.kind === "suffix" || tok.kind === "note") {
      annotate(ctx, last, tok, notes, true);
      continue;
    }
    if (tok.kind === "string") {
      ctx.add("unexpected-token", tok, { token: `"${tok.text.slice(0, 10)}"` });
      continue;
    }
    if (ended) {
      ctx.add("card-after-end", tok, { token: tok.text.slice(0, 10) });
      continue;
    }
    if (tok.kind === "irregular") {
      if (tok.text === "R") {
        if (revoke || lead) ctx.add("irregularity-twice", tok, { token: "^R" });
        revoke = tok;
      } else if (tok.text === "L") {
        if (revoke || lead) ctx.add("irregularity-twice", tok, { token: "^L" });
        lead = tok;
      } else ctx.add("irregularity-invalid", tok, { token: `^${tok.text}`, section: "Play" });
      continue;
    }
    const w = tok.text;
    if (w === "*") {
      p.ended = true;
      ended = tok;
      continue;
    }
    const isCard = PBN_CARD.test(w);
    if (!isCard && w !== "-" && w !== "+") {
      ctx.add("card-invalid", tok, { card: w.slice(0, 10) });
      last = null;
      revoke = lead = null;
      continue;
    }
    if ((revoke || lead) && !isCard)
      ctx.add("irregularity-misplaced", (revoke ?? lead)!, { token: revoke ? "^R" : "^L" });
    const c: PbnCard = {
      card: isCard ? w.toUpperCase() : null,
      revoke: revoke !== null && isCard,
      leadOutOfTurn: lead !== null && isCard,
      line: tok.line,
      column: tok.column,
    };
    if (w === "+") c.plus = true;
    p.cards.push(c);
    last = isCard ? c : null;
    revoke = lead = null;
  }
  if (revoke || lead) ctx.add("irregularity-misplaced", (revoke ?? lead)!, { token: revoke ? "^R" : "^L" });
  for (const [k, n] of notes) p.notes[k] = n.text;
  checkUnusedNotes(ctx, notes);
  ctx.game.play = p;
};

const readTable = (ctx: Ctx, s: RawTag, spec: string) => {
  const columns: PbnTable["columns"] = [];
  for (const part of spec.split(";")) {
    const m = /^([+-])?([A-Za-z][A-Za-z0-9_]*)(?:\\(\d+)([LR])?)?$/.exec(part);
    if (!m) {
      ctx.add("table-columns-invalid", s, { value: part.slice(0, 20) });
      return;
    }
    const col: PbnTable["columns"][number] = { name: m[2]!, order: (m[1] as "+" | "-" | undefined) ?? null };
    if (m[3]) col.width = Number(m[3]);
    if (m[4]) col.align = m[4] as "L" | "R";
    columns.push(col);
  }
  if (s.sectionComment) ctx.add("table-comment", s.sectionComment);
  const cells = s.section.map((t) => t.text);
  const bad = s.section.find((t) => t.kind !== "word" && t.kind !== "string" && t.kind !== "suffix");
  if (bad) ctx.add("unexpected-token", bad, { token: bad.text.slice(0, 10) });
  if (cells.length % columns.length !== 0)
    ctx.add("table-elements-missing", s.section.at(-1) ?? s, {
      columns: columns.length,
      count: cells.length,
    });
  const rows: string[][] = [];
  for (let i = 0; i + columns.length <= cells.length; i += columns.length)
    rows.push(cells.slice(i, i + columns.length));
  // "+" and "-" columns are sorted (the ranking order): "+" non-increasing, "-" non-decreasing
  columns.forEach((c, j) => {
    if (!c.order) return;
    let prev: number | null = null;
    for (const r of rows) {
      const v = Number(r[j]);
      if (!Number.isFinite(v) || r[j] === "-") continue;
      if (prev !== null && (c.order === "+" ? v > prev : v < prev)) {
        ctx.add("table-not-sorted", s, { column: c.name });
        return;
      }
      prev = v;
    }
  });
  ctx.game.tables.push({ name: s.name, columns, rows, line: s.line, column: s.column });
};

// ---------------------------------------------------------------------------------------------------
// The table log

interface ReplayView {
  phase: string;
  turn: Seat | null;
  ruling: { irregularity?: string; chooser?: Seat; question?: string } | null;
  contract: string | null;
  declarer: Seat | null;
}

const view = (log: TableLogJson): ReplayView | { error: string } => {
  const r = replay(log);
  if (!r.ok) return { error: r.error.code };
  const v = r.value as unknown as ReplayView;
  return { phase: v.phase, turn: v.turn, ruling: v.ruling, contract: v.contract, declarer: v.declarer };
};

const OUT_OF_ROTATION = new Set([
  "pass-out-of-rotation",
  "bid-out-of-rotation",
  "double-out-of-rotation",
  "redouble-out-of-rotation",
]);

const toTableLog = (ctx: Ctx, options: PbnOptions) => {
  const g = ctx.game;
  const tags = g.tags;
  const boardTag =
    tags.Board && /^\d+$/.test(tags.Board.value) && Number(tags.Board.value) >= 1
      ? Number(tags.Board.value)
      : undefined;
  const cycle = boardTag !== undefined ? boardCycle(boardTag) : undefined;
  const dealerTag = tags.Dealer && isSeat(tags.Dealer.value) ? tags.Dealer.value : undefined;
  const dealer = dealerTag ?? cycle?.dealer;
  const vulTag = tags.Vulnerable ? VULS[tags.Vulnerable.value] : undefined;
  const vulnerability = vulTag ?? cycle?.vulnerability;
  if (g.auction && !dealerTag) ctx.add("auction-no-dealer", g.auction);
  if (g.play && !ctx.endPosition) {
    if (!tags.Deal) ctx.add("play-no-deal", g.play);
    if (!tags.Declarer || unknown(tags.Declarer.value)) ctx.add("play-no-declarer", g.play);
    if (!tags.Contract || unknown(tags.Contract.value)) ctx.add("play-no-contract", g.play);
  }
  const hasDeal =
    tags.Deal !== undefined &&
    !unknown(tags.Deal.value) &&
    !g.diagnostics.some((d) => d.code.startsWith("deal-"));
  if (!dealer) return;
  // Without a vulnerability the game is still checked (the auction does not depend on it), but has no log.
  const log: TableLogJson = {
    format: "table-log@1",
    edition: options.edition ?? "2017",
    dealer,
    vulnerability: vulnerability ?? "None",
    events: [],
  };
  if (boardTag !== undefined) log.board = boardTag;
  if (hasDeal && parseDeal(tags.Deal!.value).ok) log.deal = tags.Deal!.value;
  else if (hasDeal && (g.play || g.auction)) ctx.warn("deal-not-complete", tags.Deal!);
  g.log = log;
  const auction = g.auction;
  let state: ReplayView | null = null;
  if (auction?.seat && dealerTag) {
    if (auction.leading !== distance(auction.seat, dealer))
      ctx.add("auction-dealer-mismatch", auction, { dealer, seat: auction.seat });
    else state = auctionEvents(ctx, log, auction);
  }
  // Contract and declarer: the auction's when it is complete, checked against the tags.
  const contractTag = tags.Contract && !unknown(tags.Contract.value) ? tags.Contract.value : null;
  const declTag = tags.Declarer && !unknown(tags.Declarer.value) ? tags.Declarer.value : null;
  let declarer: Seat | null =
    declTag && isSeat(declTag.replace("^", "")) ? (declTag.replace("^", "") as Seat) : null;
  let contract: string | null = contractTag === "Pass" ? "passed-out" : contractTag;
  // `^` on Declarer with the auction's declarer's partner, and the play led by the auction's declarer's
  // RHO: the wrong defender led and the auction's declarer spread his hand as dummy (54A). A table log
  // says exactly that: the opening lead, then his `spread`.
  const spreadBy =
    declTag?.startsWith("^") &&
    state?.declarer &&
    (state.phase === "lead" || state.phase === "play") &&
    declarer === partner(state.declarer) &&
    g.play?.seat === rotate(state.declarer, 3) &&
    g.play.cards[0]?.card
      ? state.declarer
      : null;
  if (
    state &&
    (state.phase === "lead" || state.phase === "play" || state.phase === "done") &&
    state.contract
  ) {
    if (contractTag && normalContract(contractTag) !== state.contract)
      ctx.add("contract-differs", tags.Contract!, { tag: contractTag, auction: state.contract });
    if (declTag && state.declarer) {
      const irregular = declTag.startsWith("^");
      if (!irregular && declarer !== state.declarer)
        ctx.add("declarer-differs", tags.Declarer!, { tag: declTag, auction: state.declarer });
      else if (irregular && declarer === state.declarer)
        ctx.add("declarer-not-irregular", tags.Declarer!, { tag: declTag });
      else if (irregular && !spreadBy)
        ctx.warn("declarer-irregular-lost", tags.Declarer!, { tag: declTag, auction: state.declarer });
    }
    if (!declarer) declarer = state.declarer;
    contract = state.contract;
  }
  const resultTag = tags.Result && !unknown(tags.Result.value) ? tags.Result : null;
  const result = resultTag ? declarerTricks(resultTag.value, declarer) : null;
  // The play and the result continue a complete auction (a log reaches the play through its calls).
  const played = contract !== null && contract !== "passed-out" && declarer !== null;
  const reached =
    state !== null && (state.phase === "lead" || state.phase === "play") && state.contract !== "passed-out";
  const irregularDeclarer = declTag?.startsWith("^") && state?.declarer !== declarer && !spreadBy;
  const cards = g.play ? g.play.cards.some((c) => c.card) : false;
  // The engine finds the opening leader from the auction: a play that starts elsewhere cannot follow it.
  const lost =
    !reached ||
    irregularDeclarer ||
    (declarer !== state?.declarer && !spreadBy) ||
    (g.play?.seat != null && declarer !== null && g.play.seat !== lho(declarer));
  if (g.play && ctx.endPosition) ctx.warn("end-position-lost", g.play);
  else if (played && (cards || result !== null) && !reached)
    ctx.warn("play-without-auction-lost", g.play ?? resultTag ?? g.auction ?? { line: g.line, column: 1 });
  else if (played && (cards || result !== null) && irregularDeclarer)
    ctx.warn("play-irregular-declarer-lost", g.play ?? resultTag!);
  // The play is checked even when the log cannot carry it (into a scratch log).
  if (!ctx.endPosition && played && (cards || g.play?.ended) && g.play?.seat)
    playEvents(
      ctx,
      lost ? { ...log, events: [] } : log,
      g.play,
      declarer!,
      contract!,
      result,
      resultTag,
      spreadBy,
    );
  else if (!lost && played && result !== null) log.events.push({ by: declarer!, result });
  if (!vulnerability) {
    delete g.log;
    ctx.warn("log-no-vulnerability", { line: g.line, column: 1 });
  }
};

const annotation = (ctx: Ctx, c: { nags?: number[]; suffix?: string; note?: string }, event: number) => {
  if (c.nags === undefined && c.suffix === undefined && c.note === undefined) return;
  const ann: PbnGame["annotations"][number] = { event };
  if (c.note !== undefined) ann.note = c.note;
  if (c.nags !== undefined) ann.nags = c.nags;
  if (c.suffix !== undefined) ann.suffix = c.suffix;
  ctx.game.annotations.push(ann);
};

const normalContract = (c: string): string => (c === "Pass" ? "passed-out" : c);

/** The auction section to call and accept events; returns the engine's view after the auction. */
const auctionEvents = (
  ctx: Ctx,
  log: TableLogJson,
  a: NonNullable<PbnGame["auction"]>,
): ReplayView | null => {
  const standing: Entry[] = [];
  let fast = true;
  let stopped = false;
  const end = a.brokenAt ?? a.calls.length;
  for (let i = 0; i < end && !stopped; i++) {
    const c = a.calls[i]!;
    const slot = a.leading + i + a.calls.slice(0, i + 1).reduce((n, x) => n + x.skipped, 0);
    const seat = rotate(a.seat!, slot);
    const call = parseCall(c.call) as { ok: true; value: Call };
    annotation(ctx, c, log.events.length);
    const marked = c.insufficient || c.skipped > 0;
    if (
      fast &&
      !marked &&
      nextToCall(log.dealer, standing) === seat &&
      isLegalCall(seat, call.value, standing) &&
      !isAuctionOver(standing)
    ) {
      log.events.push({ by: seat, call: c.call });
      standing.push({ by: seat, call: call.value });
      continue;
    }
    fast = false;
    log.events.push({ by: seat, call: c.call });
    const v = view(log);
    if ("error" in v) {
      ctx.add("call-not-loggable", c, { call: c.text, code: v.error });
      log.events.pop();
      stopped = true;
      break;
    }
    if (v.phase === "ruling" && v.ruling?.chooser) {
      const irr = v.ruling.irregularity ?? "";
      const expected =
        c.skipped > 0 ? OUT_OF_ROTATION.has(irr) : c.insufficient ? irr === "insufficient-bid" : false;
      if (!marked) ctx.add("irregularity-unmarked", c, { call: c.text, irregularity: irr });
      else if (!expected) ctx.warn("irregularity-differs", c, { call: c.text, irregularity: irr });
      log.events.push({ by: v.ruling.chooser, accept: true });
      const after = view(log);
      if ("error" in after || after.phase === "ruling") {
        ctx.warn("irregularity-not-expressible", c, { call: c.text });
        stopped = true;
      }
    } else if (v.phase === "ruling") {
      if (!marked)
        ctx.add("irregularity-unmarked", c, { call: c.text, irregularity: v.ruling?.irregularity ?? "?" });
      else ctx.warn("irregularity-not-expressible", c, { call: c.text });
      stopped = true;
    } else if (marked) ctx.add("irregularity-not-irregular", c, { call: c.text });
  }
  if (stopped) return null;
  if (a.allPass && a.brokenAt === undefined) {
    if (fast) {
      while (!isAuctionOver(standing)) {
        const by = nextToCall(log.dealer, standing);
        log.events.push({ by, call: "P" });
        standing.push({ by, call: { type: "pass" } });
      }
    } else {
      for (let k = 0; k < 4; k++) {
        const v = view(log);
        if ("error" in v || v.phase !== "auction" || !v.turn) break;
        log.events.push({ by: v.turn, call: "P" });
      }
    }
  }
  const v = view(log);
  if ("error" in v) return null;
  if (v.phase === "auction" && !a.continued) ctx.warn("auction-incomplete", a);
  return v;
};

const _cardSuit = (c: string) => c[0] as Suit;

/** The play section to lead, play, accept, claim and agree events. */
const playEvents = (
  ctx: Ctx,
  log: TableLogJson,
  p: NonNullable<PbnGame["play"]>,
  declarer: Seat,
  contract: string,
  result: number | null,
  resultTag: PbnTag | null,
  spreadBy: Seat | null = null,
) => {
  const strain = /^\d?(C|D|H|S|NT)/.exec(contract)?.[1] ?? "NT";
  const trump = strain === "NT" ? null : (strain as Suit);
  const deal = log.deal ? parseDeal(log.deal) : null;
  const hands = deal?.ok
    ? (Object.fromEntries(
        Object.entries(deal.value).map(([s, h]) => [
          s,
          new Set(Object.entries(h).flatMap(([suit, rs]) => rs.map((r) => `${suit}${r}`))),
        ]),
      ) as Record<Seat, Set<string>>)
    : null;
  if (p.seat !== lho(declarer)) ctx.warn("play-leader-differs", p, { seat: p.seat!, leader: lho(declarer) });
  let leader = p.seat!;
  let won = 0; // declarer's side, completed tricks
  let completed = 0;
  let stop = false; // no more card events (a gap or "+")
  let continued = false;
  const revokes: Seat[] = [];
  for (let t = 0; t * 4 < p.cards.length && !continued; t++) {
    const slots = p.cards.slice(t * 4, t * 4 + 4);
    const bySeat = new Map<Seat, PbnCard>();
    for (const [j, c] of slots.entries()) bySeat.set(rotate(p.seat!, j), c);
    const lot = slots.map((c, j) => ({ c, seat: rotate(p.seat!, j) })).filter((x) => x.c.leadOutOfTurn);
    if (lot.length > 1) ctx.add("lead-out-of-turn-twice", lot[1]!.c);
    if (lot[0]) {
      if (lot[0].seat === leader) ctx.add("lead-out-of-turn-invalid", lot[0].c);
      else leader = lot[0].seat;
    }
    const trick: { by: Seat; card: string }[] = [];
    let gap = false;
    for (const seat of playOrder(leader)) {
      const c = bySeat.get(seat);
      if (!c) break;
      if (c.plus) {
        if (continued) ctx.add("plus-twice", c);
        continued = true;
        gap = true;
        continue;
      }
      if (!c.card) {
        gap = true;
        continue;
      }
      if (gap) {
        ctx.add(continued ? "card-after-plus" : "card-after-gap", c, { card: c.card });
        stop = true;
        continue;
      }
      const first = trick.length === 0;
      if (c.leadOutOfTurn && !first) ctx.add("lead-out-of-turn-invalid", c);
      const led = trick[0]?.card[0];
      if (hands) {
        if (!hands[seat].has(c.card)) {
          ctx.add("card-not-held", c, { seat, card: c.card });
          stop = true;
        } else {
          const follows = first || c.card[0] === led;
          const couldFollow = !follows && [...hands[seat]].some((x) => x[0] === led);
          if (c.revoke && (follows || !couldFollow)) ctx.add("revoke-invalid", c, { card: c.card });
          else if (!c.revoke && couldFollow) ctx.add("revoke-unmarked", c, { seat, card: c.card });
          hands[seat].delete(c.card);
        }
      } else if (c.revoke && (first || c.card[0] === led)) ctx.add("revoke-invalid", c, { card: c.card });
      if (c.revoke) revokes.push(seat);
      trick.push({ by: seat, card: c.card });
      if (stop) continue;
      annotation(ctx, c, log.events.length);
      log.events.push(t === 0 && first ? { by: seat, lead: c.card } : { by: seat, play: c.card });
      if (t === 0 && first && spreadBy) log.events.push({ by: spreadBy, spread: true });
      if (c.leadOutOfTurn && first) {
        const accepter = t === 0 || sideOf(seat) !== sideOf(declarer) ? declarer : lho(seat);
        log.events.push({ by: accepter, accept: true });
      }
    }
    if (trick.length === 4 && !stop) {
      const w = trickWinner(trick, trump);
      if (sideOf(w) === sideOf(declarer)) won++;
      completed++;
      leader = w;
    } else if (trick.length === 4) {
      completed++;
    } else {
      const later = p.cards.slice(t * 4 + 4).find((c) => c.card);
      if (later && !continued) ctx.add("card-after-gap", later, { card: later.card! });
      break;
    }
    if (stop) break;
  }
  if (stop) return;
  if (result !== null && completed === 13 && won !== result && !resultTag!.value.startsWith("^"))
    ctx.add("result-differs-play", resultTag!, { result, play: won });
  if (revokes.length && resultTag?.value.startsWith("^")) {
    // The result counts the revoke: attention was drawn to it at the end (the engine finds the revoke).
    const offender = revokes[0]!;
    log.events.push({
      by: sideOf(offender) === sideOf(declarer) ? lho(offender) : declarer,
      attention: true,
    });
  }
  const irregularEnd =
    completed < 13 && p.ended && !continued && result !== null && resultTag!.value.startsWith("^");
  if (
    irregularEnd &&
    !(revokes.length && claimWithTransfer(log, declarer, result!, won, 13 - completed, revokes))
  )
    ctx.warn("claim-after-irregularity-lost", resultTag!, { result: resultTag!.value });
  else if (irregularEnd) return;
  else if (completed < 13 && p.ended && !continued && result !== null) {
    const claim = result - won;
    if (claim < 0 || claim > 13 - completed)
      ctx.add("result-impossible", resultTag!, { result, won, remaining: 13 - completed });
    else {
      log.events.push({ by: declarer, claim });
      log.events.push({ by: lho(declarer), agree: true });
    }
  }
};

/**
 * A `^` Result after `*` with revokes: the count includes the revokes' transfer (attention was drawn at
 * the end of the recorded play), so the claim is what, with the transfer the engine decides, gives that
 * count. Tries each claim of the tricks left, fewest first; keeps the first that ends the board with
 * declarer's `result` tricks. False (and the log unchanged) when none does, or the log cannot replay.
 */
const claimWithTransfer = (
  log: TableLogJson,
  declarer: Seat,
  result: number,
  won: number,
  left: number,
  revokers: Seat[],
): boolean => {
  // a revoke transfers at most two tricks (64A), to the other side: a Result out of that reach is not one
  const toDeclarer = 2 * revokers.filter((s) => sideOf(s) !== sideOf(declarer)).length;
  const away = 2 * revokers.filter((s) => sideOf(s) === sideOf(declarer)).length;
  if (result < won - away || result > won + left + toDeclarer) return false;
  for (let claim = 0; claim <= left; claim++) {
    log.events.push({ by: declarer, claim }, { by: lho(declarer), agree: true });
    const r = replay(log);
    if (r.ok && r.value.phase === "done" && r.value.result?.declarerTricks === result) return true;
    log.events.length -= 2;
  }
  return false;
};

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
