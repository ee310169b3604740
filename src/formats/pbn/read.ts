import { type Diagnostic, PbnSplitter, type RawGame, type RawTag, SECTION_TAGS } from "../pbnLex.js";
import { Ctx } from "./context.js";
import { readAuctionSection, readPlaySection, readTable } from "./sections.js";
import { validateTags } from "./tags.js";
import { toTableLog } from "./toTableLog.js";
import { KNOWN_TAGS, NOT_INHERITED, type PbnGame, type PbnItem, type PbnOptions } from "./types.js";

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
