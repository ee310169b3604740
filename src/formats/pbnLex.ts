/**
 * PBN 2.1 lexer and game splitter: text in chunks (any size, any split) to games of tags and section
 * tokens, each token with its line and column. Memory is bounded per game: tag values, comments, words and
 * the number of tokens of one game have hard limits, and the whole input has a size and game-count limit.
 * Nothing throws: problems are diagnostics `{code, line, column, severity}`; a fatal one ends the input.
 *
 * What the lexer knows of PBN (the standard, section 2 and 3): `[Name "value"]` tag pairs with `\"` and
 * `\\` escapes, `{...}` comments (several lines), `;` comments to the end of the line, `%` lines
 * (escape/directives such as `% PBN 2.1`), NAGs `$n`, suffixes `! ? !! ?? !? ?!`, note references `=n=`,
 * irregularities `^X`, and the empty line that ends a game.
 */

export type Severity = "error" | "warning";

export interface Diagnostic {
  code: string;
  line: number;
  column: number;
  severity: Severity;
  params?: Record<string, string | number>;
}

export interface Limits {
  /** Characters of the whole input. */
  maxBytes: number;
  /** Games in one input. */
  maxGames: number;
  /** Characters of one tag value (a string). */
  maxTagValue: number;
  /** Characters of one comment (longer comments are an error; their text is not kept anyway). */
  maxComment: number;
  /** Tokens in one game (tags, calls, cards, table entries). */
  maxGameTokens: number;
  /** Diagnostics kept for one game (more are counted, not kept). */
  maxDiagnostics: number;
  /** Bad characters (control characters, NUL) in the input before it is refused as not being text. */
  maxBadCharacters: number;
}

export const PBN_LIMITS: Limits = {
  maxBytes: 64 * 1024 * 1024,
  maxGames: 100_000,
  maxTagValue: 4096,
  maxComment: 65_536,
  maxGameTokens: 20_000,
  maxDiagnostics: 200,
  maxBadCharacters: 64,
};

/** The PBN line length limit (2.3: 255 characters with the end of line): longer lines are an error. */
export const PBN_MAX_LINE = 254;

export type TokenKind =
  | "open"
  | "close"
  | "string"
  | "word"
  | "nag"
  | "note"
  | "suffix"
  | "irregular"
  | "semicolon"
  | "brace";

export interface Token {
  kind: TokenKind;
  text: string;
  line: number;
  column: number;
}

export interface RawTag {
  name: string;
  value: string;
  line: number;
  column: number;
  /** Tokens of the section this tag opens (Auction, Play, tables); empty for other tags. */
  section: Token[];
  /** Whether a `;` comment came after the first token of the section (not allowed in tables). */
  sectionComment?: { line: number; column: number };
}

export interface RawGame {
  /** 1-based index of the game in the input. */
  index: number;
  line: number;
  tags: RawTag[];
  diagnostics: Diagnostic[];
  /** `% PBN x.y` seen before or in this game. */
  version?: string;
}

type LexState = "normal" | "string" | "brace" | "semicolon" | "percent";
type WordKind = "word" | "nag" | "note" | "suffix" | "irregular";

/** Sections: tags whose value is followed by data tokens. */
export const SECTION_TAGS = new Set([
  "Auction",
  "Play",
  "ActionTable",
  "AuctionTimeTable",
  "InstantScoreTable",
  "OptimumPlayTable",
  "OptimumResultTable",
  "PlayTimeTable",
  "ScoreTable",
  "TotalScoreTable",
]);

const isBadChar = (c: number): boolean =>
  (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f) || c === 0xfffd;

/**
 * The streaming reader: `push(chunk)` returns the games completed by that chunk, `end()` the rest. After a
 * fatal diagnostic (`fatal` set), further input is ignored.
 */
export class PbnSplitter {
  readonly limits: Limits;
  fatal: Diagnostic | null = null;
  /** Diagnostics outside any game (text before the first tag of a chunk that never became a game). */
  stray: Diagnostic[] = [];
  private out: RawGame[] = [];
  private bytes = 0;
  private games = 0;
  private badChars = 0;
  private version: string | undefined;
  // position of the next character
  private line = 1;
  private column = 0;
  private lastCR = false;
  private lineLength = 0;
  private lineContent = false;
  private linePercent = false;
  // lexer state
  private state: LexState = "normal";
  private buf = "";
  private bufOver = false;
  private tokLine = 0;
  private tokColumn = 0;
  private word: WordKind | null = null;
  private escape = false;
  // game assembly
  private game: RawGame | null = null;
  private tokens = 0;
  private tag: {
    stage: "name" | "value" | "close";
    name?: string;
    value?: string;
    line: number;
    column: number;
  } | null = null;
  private section: RawTag | null = null;
  private pendingStray: Diagnostic[] = [];

  constructor(limits: Partial<Limits> = {}) {
    this.limits = { ...PBN_LIMITS, ...limits };
  }

  push(chunk: string): RawGame[] {
    if (this.fatal) return this.drain();
    this.bytes += chunk.length;
    if (this.bytes > this.limits.maxBytes) {
      this.setFatal("file-too-large", this.line, this.column + 1, { limit: this.limits.maxBytes });
      return this.drain();
    }
    for (let i = 0; i < chunk.length && !this.fatal; i++) this.char(chunk.charCodeAt(i), chunk[i]!);
    return this.drain();
  }

  end(): RawGame[] {
    if (!this.fatal) {
      this.flushWord();
      if (this.state === "string") {
        this.diag("string-unterminated", this.tokLine, this.tokColumn);
        this.emit("string", this.buf, this.tokLine, this.tokColumn);
      } else if (this.state === "brace") this.diag("comment-unterminated", this.tokLine, this.tokColumn);
      this.state = "normal";
      this.closeTagAtBreak();
      this.finishGame();
    }
    if (this.pendingStray.length) this.stray.push(...this.pendingStray.splice(0));
    return this.drain();
  }

  private drain(): RawGame[] {
    const o = this.out;
    this.out = [];
    return o;
  }

  private setFatal(code: string, line: number, column: number, params?: Record<string, string | number>) {
    this.fatal = { code, line, column, severity: "error", ...(params ? { params } : {}) };
  }

  private badLine = 0;
  private diag(
    code: string,
    line: number,
    column: number,
    params?: Record<string, string | number>,
    severity: Severity = "error",
  ) {
    if (code === "bad-character") {
      if (this.badLine === line) return;
      this.badLine = line;
    }
    const d: Diagnostic = { code, line, column, severity };
    if (params) d.params = params;
    const list = this.game ? this.game.diagnostics : this.pendingStray;
    if (list.length < this.limits.maxDiagnostics) list.push(d);
  }

  // ---- characters ----

  private char(code: number, ch: string) {
    if (code === 0x0a && this.lastCR) {
      this.lastCR = false;
      return;
    }
    this.lastCR = code === 0x0d;
    if (code === 0x0a || code === 0x0d) {
      this.newline();
      return;
    }
    this.column++;
    this.lineLength++;
    if (this.lineLength === PBN_MAX_LINE + 1 && !this.linePercent)
      this.diag("line-too-long", this.line, this.column, { limit: PBN_MAX_LINE + 1 });
    if (isBadChar(code)) {
      this.badChars++;
      if (this.badChars > this.limits.maxBadCharacters) {
        this.setFatal("not-text", this.line, this.column, { count: this.badChars });
        return;
      }
    }
    switch (this.state) {
      case "string":
        return this.stringChar(code, ch);
      case "brace":
        this.lineContent = true;
        if (ch === "}") this.state = "normal";
        else if (++this.braceLength > this.limits.maxComment && !this.bufOver) {
          this.bufOver = true;
          this.diag("comment-too-long", this.tokLine, this.tokColumn, { limit: this.limits.maxComment });
        }
        return;
      case "semicolon":
      case "percent":
        if (this.state === "percent" && this.buf.length < 256) this.buf += ch;
        return;
    }
    this.normalChar(code, ch);
  }

  // The brace comment's text is not kept: only its length is counted.
  private braceLength = 0;
  private braceBlank = false;
  /** `% EXPORT` seen: the export format's layout rules apply (one tag a line, from the first column). */
  private exportFormat = false;
  private lastTagLine = 0;

  private newline() {
    this.flushWord();
    if (this.state === "string") {
      this.diag("string-unterminated", this.tokLine, this.tokColumn);
      this.emit("string", this.buf, this.tokLine, this.tokColumn);
      this.state = "normal";
    } else if (this.state === "semicolon") {
      this.state = "normal";
    } else if (this.state === "percent") {
      const m = /^\s*PBN\s+(\d+\.\d+)/i.exec(this.buf);
      if (m) this.version = m[1];
      if (/^\s*EXPORT\b/.test(this.buf)) this.exportFormat = true;
      else if (/^\s*IMPORT\b/.test(this.buf)) this.exportFormat = false;
      this.state = "normal";
    }
    if (this.state === "normal" && !this.lineContent && !this.linePercent) this.blank();
    else if (this.state === "brace" && this.lineLength === 0 && !this.braceBlank) {
      this.braceBlank = true;
      this.diag("comment-spans-empty-line", this.tokLine, this.tokColumn, undefined, "warning");
    }
    this.line++;
    this.column = 0;
    this.lineLength = 0;
    this.lineContent = false;
    this.linePercent = false;
  }

  private stringChar(code: number, ch: string) {
    if (this.escape) {
      this.escape = false;
      this.append(ch === '"' || ch === "\\" ? ch : `\\${ch}`);
      return;
    }
    if (ch === "\\") {
      this.escape = true;
      return;
    }
    if (ch === '"') {
      this.state = "normal";
      this.emit("string", this.buf, this.tokLine, this.tokColumn);
      return;
    }
    if (code === 0x09 || isBadChar(code))
      this.diag("bad-character", this.line, this.column, { code: code.toString(16) });
    this.append(ch);
  }

  private append(s: string) {
    if (this.buf.length + s.length > this.limits.maxTagValue) {
      if (!this.bufOver) {
        this.bufOver = true;
        this.diag("string-too-long", this.tokLine, this.tokColumn, { limit: this.limits.maxTagValue });
      }
      return;
    }
    this.buf += s;
  }

  private start(state: LexState) {
    this.state = state;
    this.buf = "";
    this.bufOver = false;
    this.braceLength = 0;
    this.braceBlank = false;
    this.escape = false;
    this.tokLine = this.line;
    this.tokColumn = this.column;
  }

  private normalChar(code: number, ch: string) {
    if (ch === " " || ch === "\t") {
      this.flushWord();
      return;
    }
    if (ch === "%" && this.column === 1) {
      this.linePercent = true;
      this.start("percent");
      return;
    }
    this.lineContent = true;
    if (isBadChar(code)) {
      this.flushWord();
      this.diag("bad-character", this.line, this.column, { code: code.toString(16) });
      return;
    }
    switch (ch) {
      case "[":
      case "]":
        this.flushWord();
        this.emit(ch === "[" ? "open" : "close", ch, this.line, this.column);
        return;
      case '"':
        this.flushWord();
        this.start("string");
        return;
      case "{":
        this.flushWord();
        this.start("brace");
        return;
      case ";":
        this.flushWord();
        this.emit("semicolon", "", this.line, this.column);
        this.start("semicolon");
        return;
      case "%":
        this.flushWord();
        this.diag("bad-character", this.line, this.column, { code: "25" });
        return;
      case "$":
        this.flushWord();
        this.startWord("nag", "");
        return;
      case "^":
        this.flushWord();
        this.startWord("irregular", "");
        return;
      case "=":
        if (this.word === "note") {
          this.buf += "=";
          this.flushWord();
        } else {
          this.flushWord();
          this.startWord("note", "=");
        }
        return;
      case "!":
      case "?":
        if (this.word !== "suffix") {
          this.flushWord();
          this.startWord("suffix", "");
        }
        this.wordChar(ch);
        return;
    }
    if (this.word === "suffix" || (this.word === "irregular" && this.buf.length >= 1)) this.flushWord();
    if (this.word === null) this.startWord("word", ch);
    else this.wordChar(ch);
  }

  private startWord(kind: WordKind, text: string) {
    this.word = kind;
    this.buf = text;
    this.bufOver = false;
    this.tokLine = this.line;
    this.tokColumn = this.column;
  }

  private wordChar(ch: string) {
    if (this.buf.length < 256) this.buf += ch;
    else if (!this.bufOver) {
      this.bufOver = true;
      this.diag("word-too-long", this.tokLine, this.tokColumn, { limit: 256 });
    }
  }

  private flushWord() {
    if (this.word === null || this.state !== "normal") return;
    const kind: TokenKind = this.word;
    this.word = null;
    this.emit(kind, this.buf, this.tokLine, this.tokColumn);
    this.buf = "";
  }

  // ---- tokens to games ----

  private emit(kind: TokenKind, text: string, line: number, column: number) {
    if (kind === "brace") return; // comments carry nothing a table log keeps
    if (this.game && ++this.tokens > this.limits.maxGameTokens) {
      this.setFatal("game-too-large", line, column, { limit: this.limits.maxGameTokens });
      return;
    }
    const tok: Token = { kind, text, line, column };
    if (kind === "open") {
      if (this.tag) this.diag("tag-unclosed", this.tag.line, this.tag.column);
      if (!this.game) this.newGame(line);
      if (this.exportFormat && (column !== 1 || this.lastTagLine === line))
        this.diag("export-layout", line, column, undefined, "warning");
      this.lastTagLine = line;
      this.tag = { stage: "name", line, column };
      this.section = null;
      return;
    }
    if (this.tag) return this.tagToken(tok);
    if (kind === "close") {
      this.diag("unexpected-token", line, column, { token: "]" });
      return;
    }
    if (kind === "semicolon") {
      if (this.section && this.section.section.length > 0 && !this.section.sectionComment)
        this.section.sectionComment = { line, column };
      return;
    }
    if (this.section) {
      this.section.section.push(tok);
      return;
    }
    this.diag("token-outside-section", line, column, { token: text.slice(0, 20) });
  }

  private tagToken(tok: Token) {
    const tag = this.tag!;
    if (tok.kind === "semicolon") return;
    if (tok.kind === "close") {
      if (tag.stage === "name") this.diag("tag-no-name", tag.line, tag.column);
      else if (tag.stage === "value") this.diag("tag-no-value", tag.line, tag.column, { name: tag.name! });
      else this.addTag(tag.name!, tag.value!, tag.line, tag.column);
      this.tag = null;
      return;
    }
    if (tag.stage === "name") {
      if (tok.kind === "word" && /^[A-Za-z][A-Za-z0-9_]*$/.test(tok.text)) {
        tag.name = tok.text;
        tag.stage = "value";
      } else {
        this.diag("tag-name-invalid", tok.line, tok.column, { name: tok.text.slice(0, 20) });
        tag.name = tok.text;
        tag.stage = "value";
      }
    } else if (tag.stage === "value") {
      if (tok.kind !== "string") this.diag("tag-value-not-string", tok.line, tok.column, { name: tag.name! });
      tag.value = tok.text;
      tag.stage = "close";
    } else this.diag("tag-unclosed", tag.line, tag.column);
  }

  private addTag(name: string, value: string, line: number, column: number) {
    const t: RawTag = { name, value, line, column, section: [] };
    this.game!.tags.push(t);
    this.section = SECTION_TAGS.has(name) ? t : null;
  }

  private closeTagAtBreak() {
    if (this.tag) {
      this.diag("tag-unclosed", this.tag.line, this.tag.column);
      this.tag = null;
    }
  }

  private newGame(line: number) {
    if (this.games >= this.limits.maxGames) {
      this.setFatal("too-many-games", line, 1, { limit: this.limits.maxGames });
      return;
    }
    this.games++;
    this.tokens = 0;
    this.game = { index: this.games, line, tags: [], diagnostics: this.pendingStray.splice(0) };
    if (this.version) this.game.version = this.version;
  }

  private blank() {
    this.closeTagAtBreak();
    this.finishGame();
  }

  private finishGame() {
    const g = this.game;
    if (!g) return;
    this.game = null;
    this.section = null;
    this.out.push(g);
  }
}
