/**
 * USEBIO XML, the results interchange of national bridge federations (USEBIO 1.2; see docs/session.md
 * for the mapping): read into the session model, streaming (saxes; a board at a time, bounded memory),
 * and written from it. Pairs events only (matchpoints, cross-IMPs, Butler).
 *
 * Elements read: EVENT (EVENT_TYPE), EVENT_DESCRIPTION, DATE, BOARD_SCORING_METHOD, PARTICIPANTS/PAIR
 * (PAIR_NUMBER, PLAYER/PLAYER_NAME), BOARD (BOARD_NUMBER) and TRAVELLER_LINE (NS_PAIR_NUMBER,
 * EW_PAIR_NUMBER, CONTRACT, PLAYED_BY, TRICKS, SCORE). Artificial scores are written in SCORE as
 * `A+/A-`, `A60/A40` (or one side, the other taking the complement). What USEBIO has no element for is
 * kept in elements of our own, which other readers skip: BRIDGE_TD_EDITION, BRIDGE_TD_SCORING,
 * BRIDGE_TD_OPTIONS, BRIDGE_TD_VULNERABILITY, BRIDGE_TD_ADJUSTED (a weighted, assigned or split score,
 * as session@1 JSON), BRIDGE_TD_REPLACED (the table result an adjustment replaced, as session@1 JSON)
 * and BRIDGE_TD_RULING.
 */
import { SaxesParser } from "saxes";
import { boardCycle } from "../core/vulnerability.js";
import type {
  ArtificialSide,
  Edition,
  Method,
  Outcome,
  Played,
  Session,
  SessionBoard,
  SessionError,
  SessionHeader,
  SessionReport,
  SResult,
} from "../scoring/session-types.js";
import {
  MAX_RESULTS,
  MAX_RESULTS_PER_BOARD,
  sessionHeaderToJson,
  validateSessionBoard,
  validateSessionHeader,
} from "./session.js";

export interface UsebioOptions {
  /** The code of the Laws when the file does not say (default 2017). */
  edition?: Edition;
  /** The scoring when the file does not say, or to override it. */
  scoring?: Method;
  /** One field or two (`options.winners`), over what the file says: "two" for a Mitchell numbered apart. */
  winners?: "auto" | "one" | "two";
}

const MAX_TEXT = 100_000;
const MAX_DEPTH = 32;

type Raw = Record<string, unknown>;

/** An artificial score in a SCORE element: `A+`, `AVE-`, `A60`, `55%`, one per side separated by `/`. */
const ARTIFICIAL_SIDE = /^(?:(?:A|AVE|AVG)([+=-])?|A(\d{1,3}(?:\.\d+)?)%?|(\d{1,3}(?:\.\d+)?)%)$/i;

const artificialSide = (text: string): { code: "A+" | "A" | "A-" } | { percent: number } | null => {
  const m = ARTIFICIAL_SIDE.exec(text.trim());
  if (!m) return null;
  if (m[2] !== undefined || m[3] !== undefined) return { percent: Number(m[2] ?? m[3]) };
  return { code: m[1] === "+" ? "A+" : m[1] === "-" ? "A-" : "A" };
};

const complement = (s: { code: "A+" | "A" | "A-" } | { percent: number }) =>
  "code" in s
    ? { code: s.code === "A+" ? "A-" : s.code === "A-" ? "A+" : "A" }
    : { percent: 100 - s.percent };

/** Reads a SCORE text as an artificial score (session@1 `adjusted.artificial`), or null. */
export const readArtificial = (text: string): Raw | null => {
  const parts = text.split("/");
  if (parts.length > 2) return null;
  const ns = artificialSide(parts[0]!);
  if (!ns) return null;
  const ew = parts.length === 2 ? artificialSide(parts[1]!) : complement(ns);
  if (!ew) return null;
  const side = (s: { code: string } | { percent: number }) => ("code" in s ? s.code : { percent: s.percent });
  return { artificial: { ns: side(ns), ew: side(ew) } };
};

/** A contract as travellers write it (`4S*`, `3NTX`, `PASS`) in session@1's spelling. */
export const normaliseContract = (text: string): string => {
  const t = text.trim().toUpperCase().replace(/\s+/g, "");
  if (/^(PASS(ED)?(-?OUT)?|P|AP|ALLPASS|0)$/.test(t)) return "passed-out";
  return t.replace(/\*\*$/, "XX").replace(/\*$/, "X");
};

const METHOD_OF: Record<string, Method> = {
  MATCH_POINTS: "matchpoints",
  MATCHPOINTS: "matchpoints",
  IMPS: "cross-imps",
  CROSS_IMPS: "cross-imps",
  BUTLER: "butler",
  BUTLER_IMPS: "butler",
};

/** dd/mm/yyyy (USEBIO) to yyyy-mm-dd; anything else as it is. */
const isoDate = (d: string): string => {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(d.trim());
  return m ? `${m[3]}-${m[2]!.padStart(2, "0")}-${m[1]!.padStart(2, "0")}` : d.trim();
};
const usebioDate = (d: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : d;
};

/**
 * A streaming USEBIO reader: write text chunks, get the header once (before the first board) and each
 * board as its element closes. Errors carry the line and column (and the board, result index and key).
 */
export class UsebioReader {
  private readonly parser = new SaxesParser({ position: true });
  private stack: string[] = [];
  private text = "";
  private error: SessionError | null = null;
  private event: Raw = {};
  private eventType = "";
  private pairs: Raw[] = [];
  private pair: Raw | null = null;
  private board: {
    raw: Raw;
    results: Raw[];
    lines: number[];
    /** Where each element of each traveller line starts: [line, column]. */
    at: Record<string, [number, number]>[];
    line: number;
  } | null = null;
  private line: Raw | null = null;
  private header: SessionHeader | null = null;
  private boards = 0;
  private results = 0;

  constructor(
    private readonly options: UsebioOptions,
    private readonly onHeader: (h: SessionHeader) => void,
    private readonly onBoard: (b: SessionBoard, index: number) => void,
    private readonly maxResults = Number.POSITIVE_INFINITY,
  ) {
    const p = this.parser;
    p.on("error", (e) => {
      if (!this.error)
        this.error = {
          code: "xml-invalid",
          line: p.line,
          column: p.column + 1,
          params: { detail: e.message },
        };
    });
    p.on("opentag", (tag) => this.open(tag.name, tag.attributes as Record<string, string>));
    p.on("text", (t) => this.addText(t));
    p.on("cdata", (t) => this.addText(t));
    p.on("closetag", (tag) => this.closeTag(tag.name));
  }

  private addText(t: string): void {
    if (this.text.length + t.length > MAX_TEXT) this.fail("xml-too-large", {}, { max: MAX_TEXT });
    else this.text += t;
  }

  private fail(
    code: string,
    extra: Partial<SessionError> = {},
    params?: Record<string, string | number>,
  ): false {
    if (this.error) return false;
    this.error = { code, line: this.parser.line, column: this.parser.column + 1, ...extra };
    if (params) this.error.params = params;
    return false;
  }

  private open(name: string, attributes: Record<string, string>): boolean {
    if (this.error) return false;
    this.stack.push(name);
    this.text = "";
    if (this.stack.length > MAX_DEPTH) return this.fail("xml-too-deep", {}, { max: MAX_DEPTH });
    if (name === "USEBIO" && this.stack.length !== 1) return this.fail("usebio-structure", {}, { name });
    if (this.stack.length === 1 && name !== "USEBIO") return this.fail("usebio-root", {}, { name });
    if (name === "EVENT") this.eventType = String(attributes.EVENT_TYPE ?? "");
    if (name === "PAIR" && this.stack.includes("PARTICIPANTS")) this.pair = { names: [] };
    if (name === "BOARD" && !this.stack.includes("HANDSET")) {
      if (!this.ensureHeader()) return false;
      this.board = { raw: {}, results: [], lines: [], at: [], line: this.parser.line };
    }
    if (name === "TRAVELLER_LINE" && this.board) {
      this.line = {};
      this.board.lines.push(this.parser.line);
      this.board.at.push({});
    } else if (this.line && this.board && this.stack[this.stack.length - 2] === "TRAVELLER_LINE")
      // The parser stands just after the start tag's ">": back to its "<" (these tags carry no attributes).
      this.board.at[this.board.at.length - 1]![name] = [
        this.parser.line,
        Math.max(1, this.parser.column - name.length - 1),
      ];
    return true;
  }

  private closeTag(name: string): boolean {
    if (this.error) return false;
    const value = this.text.trim();
    this.stack.pop();
    const parent = this.stack[this.stack.length - 1];
    if (this.line && parent === "TRAVELLER_LINE") this.line[name] = value;
    else if (name === "TRAVELLER_LINE" && this.line && this.board) {
      const r = this.resultOf(this.line);
      if (!r) return false;
      if (this.board.results.length >= MAX_RESULTS_PER_BOARD)
        return this.fail("too-many", {}, { name: "results", max: MAX_RESULTS_PER_BOARD });
      if (++this.results > this.maxResults)
        return this.fail("too-many", {}, { name: "results", max: this.maxResults });
      this.board.results.push(r);
      this.line = null;
    } else if (this.board && parent === "BOARD") {
      if (name === "BOARD_NUMBER") this.board.raw.board = /^\d+$/.test(value) ? Number(value) : value;
      if (name === "BRIDGE_TD_VULNERABILITY") this.board.raw.vulnerability = value;
    } else if (name === "BOARD" && this.board) this.finishBoard();
    else if (this.pair && name === "PLAYER_NAME") (this.pair.names as string[]).push(value);
    else if (this.pair && name === "PAIR_NUMBER" && parent === "PAIR") this.pair.id = value;
    else if (name === "PAIR" && this.pair) {
      if (this.pair.id !== undefined && this.pairs.length < 100_000) {
        if (!(this.pair.names as string[]).length) delete this.pair.names;
        this.pairs.push(this.pair);
      }
      this.pair = null;
    } else if (parent === "EVENT" || this.stack.includes("EVENT")) {
      if (
        [
          "EVENT_DESCRIPTION",
          "DATE",
          "BOARD_SCORING_METHOD",
          "BRIDGE_TD_EDITION",
          "BRIDGE_TD_SCORING",
          "BRIDGE_TD_OPTIONS",
        ].includes(name) &&
        this.event[name] === undefined
      )
        this.event[name] = value;
    }
    this.text = "";
    return true;
  }

  /** A traveller line as a session@1 result object. */
  private resultOf(l: Raw): Raw | null {
    const out: Raw = { ns: l.NS_PAIR_NUMBER, ew: l.EW_PAIR_NUMBER };
    const score = String(l.SCORE ?? "");
    const contract = String(l.CONTRACT ?? "");
    if (l.BRIDGE_TD_RULING) out.ruling = l.BRIDGE_TD_RULING;
    if (l.BRIDGE_TD_REPLACED) {
      try {
        const table = JSON.parse(String(l.BRIDGE_TD_REPLACED)) as unknown;
        if (typeof table !== "object" || table === null || Array.isArray(table))
          throw new Error("not an object");
        // Only the keys of a result as played: the validator then reads them as the replaced table result.
        for (const k of ["contract", "declarer", "tricks", "score"])
          if (k in table) out[k] = (table as Raw)[k];
      } catch {
        this.fail("usebio-adjusted-json", { key: "BRIDGE_TD_REPLACED" });
        return null;
      }
    }
    if (l.BRIDGE_TD_ADJUSTED) {
      try {
        out.adjusted = JSON.parse(String(l.BRIDGE_TD_ADJUSTED));
      } catch {
        this.fail("usebio-adjusted-json", { key: "BRIDGE_TD_ADJUSTED" });
        return null;
      }
      return out;
    }
    const artificial = score ? readArtificial(score) : null;
    if (artificial) {
      out.adjusted = artificial;
      return out;
    }
    if (!contract && (score === "" || /^(NP|NOT PLAYED|-)$/i.test(score))) {
      out.notPlayed = true;
      return out;
    }
    if (contract) out.contract = normaliseContract(contract);
    if (l.PLAYED_BY && out.contract !== "passed-out")
      out.declarer = String(l.PLAYED_BY).toUpperCase().slice(0, 1);
    if (l.TRICKS && out.contract !== "passed-out")
      out.tricks = /^\d+$/.test(String(l.TRICKS)) ? Number(l.TRICKS) : l.TRICKS;
    if (score !== "" && out.contract !== "passed-out")
      out.score = /^[+-]?\d+$/.test(score) ? Number(score) : score;
    return out;
  }

  private ensureHeader(): boolean {
    if (this.header) return true;
    if (/TEAMS/i.test(this.eventType)) {
      this.fail("usebio-teams", { key: "EVENT_TYPE" }, { value: this.eventType });
      return false;
    }
    const e = this.event;
    let scoring = this.options.scoring;
    if (!scoring && typeof e.BRIDGE_TD_SCORING === "string") scoring = e.BRIDGE_TD_SCORING as Method;
    if (!scoring) {
      const m = METHOD_OF[String(e.BOARD_SCORING_METHOD ?? "").toUpperCase()];
      scoring = /BUTLER/i.test(this.eventType) ? "butler" : (m ?? "matchpoints");
    }
    const raw: Raw = {
      format: "session@1",
      edition: e.BRIDGE_TD_EDITION ?? this.options.edition ?? "2017",
      scoring,
    };
    if (e.EVENT_DESCRIPTION) raw.event = e.EVENT_DESCRIPTION;
    if (e.DATE) raw.date = isoDate(String(e.DATE));
    if (this.pairs.length) raw.pairs = this.pairs;
    if (e.BRIDGE_TD_OPTIONS) {
      try {
        const o = JSON.parse(String(e.BRIDGE_TD_OPTIONS)) as Raw;
        if (o.sessionPercentage !== undefined) raw.sessionPercentage = o.sessionPercentage;
        delete o.sessionPercentage;
        if (Object.keys(o).length) raw.options = o;
      } catch {
        this.fail("usebio-adjusted-json", { key: "BRIDGE_TD_OPTIONS" });
        return false;
      }
    }
    if (this.options.winners)
      raw.options = { ...((raw.options as Raw | undefined) ?? {}), winners: this.options.winners };
    const h = validateSessionHeader(raw);
    if (!h.ok) {
      this.fail(h.error.code, { key: h.error.key ? usebioKey(h.error.key) : undefined }, h.error.params);
      return false;
    }
    this.header = h.value;
    this.onHeader(h.value);
    return true;
  }

  private finishBoard(): void {
    const b = this.board!;
    this.board = null;
    const v = validateSessionBoard({ ...b.raw, results: b.results }, this.header!, this.boards);
    if (!v.ok) {
      const e = v.error;
      const key = e.key ? usebioKey(e.key) : undefined;
      const at = e.result !== undefined && key ? b.at[e.result]?.[key] : undefined;
      const line = e.result !== undefined ? b.lines[e.result] : b.line;
      this.error = { ...e, ...(at ? { line: at[0], column: at[1] } : line !== undefined ? { line } : {}) };
      if (key) this.error.key = key;
      return;
    }
    this.onBoard(v.value, this.boards++);
  }

  /** Feeds a chunk of the file. */
  write(chunk: string): SResult<void> {
    if (!this.error) {
      try {
        this.parser.write(chunk);
      } catch (e) {
        this.fail("xml-invalid", {}, { detail: e instanceof Error ? e.message : String(e) });
      }
    }
    return this.error ? { ok: false, error: this.error } : { ok: true, value: undefined };
  }

  /** Ends the file. */
  close(): SResult<void> {
    if (!this.error) {
      try {
        this.parser.close();
      } catch (e) {
        this.fail("xml-invalid", {}, { detail: e instanceof Error ? e.message : String(e) });
      }
    }
    if (!this.error && !this.header) this.ensureHeader();
    return this.error ? { ok: false, error: this.error } : { ok: true, value: undefined };
  }
}

/** The USEBIO element for a session@1 key in an error. */
const usebioKey = (key: string): string => {
  const first = key.split(".")[0]!;
  const map: Record<string, string> = {
    ns: "NS_PAIR_NUMBER",
    ew: "EW_PAIR_NUMBER",
    contract: "CONTRACT",
    declarer: "PLAYED_BY",
    tricks: "TRICKS",
    score: "SCORE",
    board: "BOARD_NUMBER",
    adjusted: key.startsWith("adjusted.artificial") ? "SCORE" : "BRIDGE_TD_ADJUSTED",
    edition: "BRIDGE_TD_EDITION",
    scoring: "BRIDGE_TD_SCORING",
    event: "EVENT_DESCRIPTION",
    date: "DATE",
    vulnerability: "BRIDGE_TD_VULNERABILITY",
  };
  return map[first] ?? key;
};

/** Reads a whole USEBIO document. */
export const parseUsebio = (text: string, options: UsebioOptions = {}): SResult<Session> => {
  let header: SessionHeader | null = null;
  const boards: SessionBoard[] = [];
  const seen = new Set<number>();
  let twice: SessionError | null = null;
  const reader = new UsebioReader(
    options,
    (h) => {
      header = h;
    },
    (b) => {
      if (seen.has(b.board) && !twice) twice = { code: "board-twice", board: b.board, key: "BOARD_NUMBER" };
      seen.add(b.board);
      boards.push(b);
    },
    MAX_RESULTS,
  );
  const w = reader.write(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  if (!w.ok) return w;
  const c = reader.close();
  if (!c.ok) return c;
  if (twice) return { ok: false, error: twice };
  return { ok: true, value: { ...(header as unknown as SessionHeader), boards } };
};

const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const el = (name: string, value: string | number | undefined, indent: string): string =>
  value === undefined ? "" : `${indent}<${name}>${esc(String(value))}</${name}>\n`;

const artificialSideText = (s: ArtificialSide): string =>
  "code" in s ? s.code : "percent" in s ? `A${s.percent}` : `${s.imps}`;

/** The session@1 keys of a result as played (contract, declarer, tricks or score). */
const played = (p: Played): Raw => {
  const out: Raw = {};
  if (p.contract !== undefined) out.contract = p.contract;
  if (p.declarer !== undefined) out.declarer = p.declarer;
  if (p.tricks !== undefined) out.tricks = p.tricks;
  if (p.contract === undefined || p.tricks === undefined) out.score = p.score;
  return out;
};

/** The session@1 JSON of an adjustment (for BRIDGE_TD_ADJUSTED). */
const adjustedJson = (o: Outcome): unknown => {
  const parts = (ps: { weight: { n: bigint; d: bigint }; played: Played }[]) =>
    ps.map((p) => ({
      weight: p.weight.d === 1n ? Number(p.weight.n) : decimalWeight(p.weight.n, p.weight.d),
      ...played(p.played),
    }));
  if (o.kind === "assigned") return { assigned: played(o.played) };
  if (o.kind === "weighted") return { weighted: parts(o.parts) };
  if (o.kind === "split") {
    const side = (s: typeof o.ns) =>
      s.kind === "assigned" ? played(s.played) : { weighted: parts(s.parts) };
    return { split: { ns: side(o.ns), ew: side(o.ew) } };
  }
  return null;
};

/** A weight as a decimal number when it has one (0.6), else the text a/b. */
export const decimalWeight = (n: bigint, d: bigint): number | string => {
  let x = d;
  while (x % 2n === 0n) x /= 2n;
  while (x % 5n === 0n) x /= 5n;
  return x === 1n ? Number(n) / Number(d) : `${n}/${d}`;
};

/**
 * Writes a session as USEBIO 1.2, with the matchpoints or IMPs of `report` when given. Teams sessions
 * are refused (`usebio-teams`).
 */
export const writeUsebio = (session: Session, report?: SessionReport): SResult<string> => {
  if (session.scoring === "teams") return { ok: false, error: { code: "usebio-teams", key: "scoring" } };
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n', '<USEBIO Version="1.2">\n'];
  const type =
    session.scoring === "matchpoints"
      ? "MP_PAIRS"
      : session.scoring === "butler"
        ? "BUTLER_PAIRS"
        : "CROSS_IMPS";
  out.push(`  <EVENT EVENT_TYPE="${type}">\n`);
  out.push(el("EVENT_DESCRIPTION", session.event, "    "));
  out.push(el("DATE", session.date ? usebioDate(session.date) : undefined, "    "));
  out.push(el("BOARD_SCORING_METHOD", session.scoring === "matchpoints" ? "MATCH_POINTS" : "IMPS", "    "));
  out.push(el("BRIDGE_TD_EDITION", session.edition, "    "));
  out.push(el("BRIDGE_TD_SCORING", session.scoring, "    "));
  const header = sessionHeaderToJson(session);
  const opts: Raw = { ...((header.options as Raw | undefined) ?? {}) };
  if (session.sessionPercentage) opts.sessionPercentage = true;
  if (Object.keys(opts).length) out.push(el("BRIDGE_TD_OPTIONS", JSON.stringify(opts), "    "));
  if (session.pairs.length) {
    out.push("    <PARTICIPANTS>\n");
    for (const p of session.pairs) {
      out.push("      <PAIR>\n");
      out.push(el("PAIR_NUMBER", p.id, "        "));
      for (const n of p.names)
        out.push(`        <PLAYER>\n${el("PLAYER_NAME", n, "          ")}        </PLAYER>\n`);
      out.push("      </PAIR>\n");
    }
    out.push("    </PARTICIPANTS>\n");
  }
  session.boards.forEach((b, bi) => {
    out.push("    <BOARD>\n");
    out.push(el("BOARD_NUMBER", b.board, "      "));
    if (b.vulnerability !== boardCycle(b.board).vulnerability)
      out.push(el("BRIDGE_TD_VULNERABILITY", b.vulnerability, "      "));
    const scored = report?.boards[bi]?.board === b.board ? report.boards[bi] : undefined;
    b.results.forEach((r, ri) => {
      const i = "        ";
      out.push("      <TRAVELLER_LINE>\n");
      out.push(el("NS_PAIR_NUMBER", r.ns, i));
      out.push(el("EW_PAIR_NUMBER", r.ew, i));
      const o = r.outcome;
      if (o.kind === "table") {
        const p = o.played;
        if (p.contract) out.push(el("CONTRACT", p.contract === "passed-out" ? "PASS" : p.contract, i));
        if (p.declarer) out.push(el("PLAYED_BY", p.declarer, i));
        if (p.tricks !== undefined) out.push(el("TRICKS", p.tricks, i));
        out.push(el("SCORE", p.score, i));
      } else if (o.kind === "artificial") {
        out.push(el("SCORE", `${artificialSideText(o.ns)}/${artificialSideText(o.ew)}`, i));
      } else if (o.kind === "notPlayed") {
        out.push(el("SCORE", "NP", i));
      } else {
        if (o.kind === "assigned") out.push(el("SCORE", o.played.score, i));
        out.push(el("BRIDGE_TD_ADJUSTED", JSON.stringify(adjustedJson(o)), i));
      }
      // The table result an adjustment replaced (12C1(a)), kept for the round trip.
      if (r.replaced && o.kind !== "table")
        out.push(el("BRIDGE_TD_REPLACED", JSON.stringify(played(r.replaced)), i));
      if (r.ruling) out.push(el("BRIDGE_TD_RULING", r.ruling, i));
      const s = scored?.results[ri];
      if (s?.nsMP !== undefined) out.push(el("NS_MATCH_POINTS", s.nsMP, i));
      if (s?.ewMP !== undefined) out.push(el("EW_MATCH_POINTS", s.ewMP, i));
      if (s?.nsIMPs !== undefined) out.push(el("NS_IMPS", s.nsIMPs, i));
      if (s?.ewIMPs !== undefined) out.push(el("EW_IMPS", s.ewIMPs, i));
      out.push("      </TRAVELLER_LINE>\n");
    });
    out.push("    </BOARD>\n");
  });
  out.push("  </EVENT>\n</USEBIO>\n");
  return { ok: true, value: out.join("") };
};
