/**
 * `bridge-td import FILE.pbn|FILE.lin [--out DIR] [--edition 2017|1987] [--lang en|ru]`: one table log per
 * board (and `session.json` when the file has score tables or is a vugraph match). With `--out` the logs
 * are files named by event and board; without it they go to standard output, one JSON log a line.
 * Every problem is one line on stderr, `FILE:line:column: error: ...`.
 *
 * `bridge-td export LOG.json --pbn [--lang en|ru]`: the PBN text on stdout; what PBN cannot say, one line
 * each on stderr.
 *
 * Exit codes as the other commands: 0 success (warnings allowed), 1 invalid input (an error in the file),
 * 2 usage errors.
 */

import { explainDiagnostic, formatText } from "../explain/formats.js";
import { explainError, isLang, type Lang } from "../explain/index.js";
import { decodeText } from "../formats/decode.js";
import { type LinBoard, linSession, parseLin } from "../formats/lin.js";
import {
  type PbnGame,
  type PbnItem,
  PbnReader,
  PbnSessionBuilder,
  type SessionJson,
} from "../formats/pbn.js";
import type { Diagnostic } from "../formats/pbnLex.js";
import { exportPbn, exportSessionPbn } from "../formats/pbnWrite.js";
import type { TableLogJson } from "../formats/tricks.js";

export { decodeText };

export interface FormatIo {
  out: (line: string) => void;
  err: (line: string) => void;
  readBytes: (path: string) => Uint8Array;
  /** The file's bytes in chunks (a large file never whole in memory); default: `readBytes` in one. */
  readChunks?: (path: string) => Iterable<Uint8Array>;
  writeFile: (path: string, text: string) => void;
  mkdir: (path: string) => void;
}

export const IMPORT_USAGE = [
  "Usage: bridge-td import FILE.pbn|FILE.lin [--out DIR] [--edition 2017|1987] [--lang en|ru]",
  "",
  "Reads a PBN 2.1 or BBO LIN file and writes one table log (table-log@1) per board. With --out, each",
  "log is a file in DIR named by event and board (and the results, if any, in DIR/session.json);",
  "without it, the logs go to standard output, one JSON object a line. Problems are reported as",
  "FILE:line:column: error|warning: message.",
  "",
  "  --out DIR        write the logs into DIR (created if missing)",
  "  --edition E      the Laws the logs follow: 2017 (default) or 1987",
  "  --lang en|ru     language of the messages (default en)",
  "  -h, --help       show this help",
];

export const EXPORT_USAGE = [
  "Usage: bridge-td export LOG.json|SESSION.json --pbn [--lang en|ru]",
  "",
  "Writes a table log as PBN 2.1 on standard output. What PBN cannot say (a cancelled call, the",
  "director's findings and rulings) is written as a {comment} and listed on standard error.",
  "A session@1 file is written as score tables (ScoreTable, TotalScoreTable), one game per board.",
];

const slug = (s: string): string =>
  s
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 60);

const baseName = (path: string): string => (path.split(/[\\/]/).pop() ?? path).replace(/\.[^.]*$/, "");

interface Parsed {
  lang: Lang;
  file?: string;
  out?: string;
  edition: "2017" | "1987";
  pbn: boolean;
  help: boolean;
}

const parseArgs = (cmd: string, args: string[], io: FormatIo): Parsed | number => {
  const p: Parsed = { lang: "en", edition: "2017", pbn: false, help: false };
  const usage = (msg: string): number => {
    io.err(`bridge-td ${cmd}: ${msg} (run "bridge-td ${cmd} --help" for usage)`);
    return 2;
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "-h" || a === "--help") p.help = true;
    else if (a === "--pbn" && cmd === "export") p.pbn = true;
    else if ((a === "--out" || a === "--edition" || a === "--lang") && cmd === "import") {
      const v = args[++i];
      if (v === undefined) return usage(`${a} needs a value`);
      if (a === "--out") p.out = v;
      else if (a === "--edition") {
        if (v !== "2017" && v !== "1987") return usage(`--edition takes 2017 or 1987, not "${v}"`);
        p.edition = v;
      } else if (!isLang(v)) return usage(`--lang takes en or ru, not "${v}"`);
      else p.lang = v;
    } else if (a === "--lang" && cmd === "export") {
      const v = args[++i];
      if (!isLang(v)) return usage(`--lang takes en or ru, not "${v ?? ""}"`);
      p.lang = v;
    } else if (a.startsWith("-")) return usage(`unknown option ${a}`);
    else if (p.file !== undefined) return usage(`one file at a time (got "${p.file}" and "${a}")`);
    else p.file = a;
  }
  return p;
};

export const importCommand = (args: string[], io: FormatIo): number => {
  const p = parseArgs("import", args, io);
  if (typeof p === "number") return p;
  if (p.help) {
    for (const l of IMPORT_USAGE) io.out(l);
    return 0;
  }
  const file = p.file;
  if (file === undefined) {
    io.err(`bridge-td import: ${formatText(p.lang, "import-usage")}`);
    return 2;
  }
  const kind = /\.pbn$/i.test(file) ? "pbn" : /\.lin$/i.test(file) ? "lin" : null;
  if (!kind) {
    io.err(`bridge-td import: ${formatText(p.lang, "import-unknown-type", { file })}`);
    return 2;
  }
  const sink = new LogSink(p, file, io);
  try {
    if (kind === "pbn") importPbn(file, p, io, sink);
    else importLin(file, p, io, sink);
  } catch (e) {
    const code = e instanceof WriteFailed ? "import-write-failed" : "import-read-failed";
    io.err(
      `bridge-td import: ${formatText(p.lang, code, { file: e instanceof WriteFailed ? e.dir : file })}`,
    );
    return 1;
  }
  const failed = sink.failed;
  // An empty file (or one with no board in it, and no error to say why) is not a silent success.
  if (sink.count === 0 && !sink.session && !failed) {
    io.err(`bridge-td import: ${formatText(p.lang, "import-empty", { file })}`);
    return 1;
  }
  if (p.out === undefined) return failed ? 1 : 0;
  try {
    if (sink.session) sink.write("session", sink.session);
  } catch {
    io.err(`bridge-td import: ${formatText(p.lang, "import-write-failed", { file: sink.dir })}`);
    return 1;
  }
  io.out(
    formatText(p.lang, sink.count === 1 ? "import-done-one" : "import-done", {
      count: sink.count,
      dir: sink.dir,
    }),
  );
  if (sink.session) io.out(formatText(p.lang, "import-session", { file: `${sink.dir}/session.json` }));
  return failed ? 1 : 0;
};

class WriteFailed extends Error {
  constructor(public dir: string) {
    super(dir);
  }
}

/**
 * Where the logs go as they are read, one at a time: standard output, one JSON log a line, or a file
 * each in `--out` (the folder made before the first). Keeps the names used (for `-2`, `-3` when a board
 * comes twice), never the logs.
 */
class LogSink {
  count = 0;
  failed = false;
  session: unknown = null;
  readonly dir: string;
  private made = false;
  private readonly used = new Set<string>();
  constructor(
    private readonly p: Parsed,
    private readonly file: string,
    private readonly io: FormatIo,
  ) {
    this.dir = p.out === undefined ? "" : p.out.replace(/[\\/]+$/, "") || ".";
  }
  /** A batch of diagnostics, in the order of their lines. */
  report(diagnostics: Diagnostic[]): void {
    diagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
    for (const d of diagnostics) {
      if (d.severity === "error") this.failed = true;
      this.io.err(explainDiagnostic(this.p.lang, d, this.file));
    }
  }
  log(name: string, log: TableLogJson): void {
    this.count++;
    if (this.p.out === undefined) {
      this.io.out(JSON.stringify(log));
      return;
    }
    let unique = name;
    for (let k = 2; this.used.has(unique); k++) unique = `${name}-${k}`;
    this.used.add(unique);
    this.write(unique, log);
  }
  write(name: string, value: unknown): void {
    try {
      if (!this.made) this.io.mkdir(this.dir);
      this.made = true;
      this.io.writeFile(`${this.dir}/${name}.json`, `${JSON.stringify(value, null, 2)}\n`);
    } catch {
      throw new WriteFailed(this.dir);
    }
  }
}

/** The file's text in chunks: UTF-8 when the whole file is valid UTF-8, else Latin-1 (`decodeText`). */
function* textChunks(file: string, io: FormatIo): Generator<string> {
  const chunks = () => (io.readChunks ? io.readChunks(file) : [io.readBytes(file)]);
  let encoding: "utf-8" | "latin1" = "utf-8";
  const check = new TextDecoder("utf-8", { fatal: true });
  try {
    for (const c of chunks()) check.decode(c, { stream: true });
    check.decode();
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    encoding = "latin1";
  }
  const decoder = new TextDecoder(encoding);
  let first = true;
  for (const c of chunks()) {
    let text = decoder.decode(c, { stream: true });
    if (first && text.length) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** A PBN file read as a stream: each game's log written as the game ends, its diagnostics with it. */
const importPbn = (file: string, p: Parsed, io: FormatIo, sink: LogSink): void => {
  const reader = new PbnReader({ edition: p.edition });
  const session = new PbnSessionBuilder(p.edition);
  const take = (items: PbnItem[]) => {
    for (const it of items)
      if (it.kind === "game") {
        const g = it.game;
        sink.report([...g.diagnostics, ...session.add(g)]);
        if (g.log) sink.log(pbnName(g, file), g.log);
      } else sink.report(it.kind === "fatal" ? [it.error] : it.diagnostics);
  };
  for (const text of textChunks(file, io)) take(reader.push(text));
  take(reader.end());
  sink.session = session.result();
};

/** A LIN file (a vugraph match is small): read whole, as the match's session needs every board. */
const importLin = (file: string, p: Parsed, io: FormatIo, sink: LogSink): void => {
  const r = parseLin([...textChunks(file, io)].join(""), { edition: p.edition });
  const diagnostics: Diagnostic[] = [...r.stray];
  for (const b of r.boards) diagnostics.push(...b.diagnostics);
  if (r.fatal) diagnostics.push(r.fatal);
  let warnings: Diagnostic[] = [];
  if (r.match) {
    const s = linSession(r.match, r.boards, p.edition);
    sink.session = s.session;
    warnings = s.warnings;
  }
  sink.report([...diagnostics, ...warnings]);
  for (const b of r.boards) if (b.log) sink.log(linName(b, r.match?.event, file), b.log);
};

const pbnName = (g: PbnGame, file: string): string => {
  const event =
    g.tags.Event && g.tags.Event.value !== "?" && g.tags.Event.value !== ""
      ? g.tags.Event.value
      : baseName(file);
  const board = g.log?.board !== undefined ? `b${g.log.board}` : `game${g.index}`;
  return `${slug(event) || "pbn"}-${board}`;
};

const linName = (b: LinBoard, event: string | undefined, file: string): string =>
  `${slug(event ?? baseName(file)) || "lin"}-b${b.board ?? b.index}${b.room ? `-${b.room}` : ""}`;

/** A `session@1` document (its results as score tables), or null for anything else (a table log). */
const sessionOf = (text: string): SessionJson | null => {
  try {
    const v = JSON.parse(text) as Partial<SessionJson>;
    return v && v.format === "session@1" && Array.isArray(v.boards) && Array.isArray(v.pairs ?? [])
      ? ({ pairs: [], ...v } as SessionJson)
      : null;
  } catch {
    return null;
  }
};

export const exportCommand = (args: string[], io: FormatIo): number => {
  const p = parseArgs("export", args, io);
  if (typeof p === "number") return p;
  if (p.help) {
    for (const l of EXPORT_USAGE) io.out(l);
    return 0;
  }
  if (p.file === undefined || !p.pbn) {
    io.err(`bridge-td export: ${formatText(p.lang, "export-usage")}`);
    return 2;
  }
  let text: string;
  try {
    text = decodeText(io.readBytes(p.file));
  } catch {
    io.err(`bridge-td export: ${formatText(p.lang, "import-read-failed", { file: p.file })}`);
    return 1;
  }
  const session = sessionOf(text);
  if (session) {
    const out = exportSessionPbn(session);
    for (const l of out.text.replace(/\n$/, "").split("\n")) io.out(l);
    for (const l of out.lost)
      io.err(
        `bridge-td export: ${p.file}: ${formatText(p.lang, l.code, { event: l.event ?? "", ...(l.params ?? {}) })}`,
      );
    return 0;
  }
  const r = exportPbn(text);
  if (!r.ok) {
    io.err(`bridge-td export: ${p.file}: ${explainError(p.lang, r.error)}`);
    return 1;
  }
  for (const l of r.value.text.replace(/\n$/, "").split("\n")) io.out(l);
  for (const l of r.value.lost)
    io.err(
      `bridge-td export: ${p.file}: ${formatText(p.lang, l.code, { event: l.event ?? "", ...(l.params ?? {}) })}`,
    );
  return 0;
};
