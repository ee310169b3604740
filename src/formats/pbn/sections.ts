import { formatCall, parseCall } from "../../core/call.js";
import { isSeat, type Seat } from "../../core/seat.js";
import type { RawTag, Token } from "../pbnLex.js";
import { type Ctx, checkUnusedNotes } from "./context.js";
import type { PbnCall, PbnCard, PbnGame, PbnTable } from "./types.js";

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

export const readAuctionSection = (
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

export const readPlaySection = (
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

export const readTable = (ctx: Ctx, s: RawTag, spec: string) => {
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
