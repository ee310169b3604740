/**
 * Opening a PBN or BBO LIN file in the app (docs/formats.md): each board with a log becomes a board of the
 * session, whole (the auction, the play, the claim or the result); the file's errors are explained with
 * their line and column.
 */
import { explainDiagnostic, formatText } from "../src/explain/formats.js";
import { decodeText } from "../src/formats/decode.js";
import type { Diagnostic } from "../src/formats/pbnLex.js";
import { type Lang, parseLin, parsePbn, type TableLogJson } from "../src/index.js";
import { importLog, type LogJson } from "./model.js";

export const isBoardFile = (name: string): boolean => /\.(pbn|lin)$/i.test(name);

export interface BoardFile {
  logs: LogJson[];
  /** The file's errors, one sentence each (FILE:line:column: ...). */
  errors: string[];
}

export const importBoardFile = (name: string, bytes: Uint8Array, lang: Lang): BoardFile => {
  const text = decodeText(bytes);
  const found: TableLogJson[] = [];
  const diagnostics: Diagnostic[] = [];
  if (/\.pbn$/i.test(name)) {
    const r = parsePbn(text);
    for (const g of r.games) {
      diagnostics.push(...g.diagnostics);
      if (g.log) found.push(g.log);
    }
    if (r.fatal) diagnostics.push(r.fatal);
  } else {
    const r = parseLin(text);
    for (const b of r.boards) {
      diagnostics.push(...b.diagnostics);
      if (b.log) found.push(b.log);
    }
    if (r.fatal) diagnostics.push(r.fatal);
  }
  const logs: LogJson[] = [];
  for (const l of found) {
    const r = importLog(l);
    if (r.ok) logs.push(r.log);
  }
  const errors = diagnostics
    .filter((d) => d.severity === "error")
    .map((d) => explainDiagnostic(lang, d, name));
  return { logs, errors };
};

/** The notice after opening: how many boards, and the first error if any. */
export const boardFileNotice = (lang: Lang, name: string, r: BoardFile): string =>
  [
    formatText(lang, r.logs.length ? "app-imported" : "app-no-boards", { count: r.logs.length, file: name }),
    r.errors[0],
    r.errors.length > 1 ? formatText(lang, "app-more-errors", { count: r.errors.length - 1 }) : "",
  ]
    .filter(Boolean)
    .join(" ");
