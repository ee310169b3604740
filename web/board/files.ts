/**
 * The board's files (web/App.tsx's session screen): a board saved as its table log, a file opened (a table
 * log; a PBN or LIN file, every board of it), a new board after the last.
 */
import { explainError } from "../../src/engine.js";
import { tr } from "../i18n.js";
import { importLog, newLog } from "../model.js";
import { addBoard, fileName } from "../session.js";
import type { Board } from "./useBoard.js";

type Tab = "table" | "board" | "session" | "train";

/** Saves the current board's log as a JSON file (a download). */
export const saveBoard = (b: Board): void => {
  const blob = new Blob([`${JSON.stringify(b.log, null, 2)}\n`], { type: "application/json" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = fileName(b.log);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
};

/** A new board, numbered after the session's highest, in the current board's code; its setup shown. */
export const newBoard = (b: Board, setView: (v: Tab) => void): void => {
  const max = b.session.boards.reduce((m, x) => Math.max(m, x.log.board ?? 0), 0);
  b.setSession(addBoard(b.session, newLog(max + 1, b.log.edition)));
  b.setNotice(null);
  setView("board");
};

/** Opens a file: a PBN or LIN file's boards all join the session; a table log becomes the current board. */
export const loadFile = async (b: Board, file: File, setView: (v: Tab) => void): Promise<void> => {
  if (/\.(pbn|lin)$/i.test(file.name)) return loadBoardFile(b, file, setView);
  const { lang } = b;
  const failed = (message: string) =>
    b.setNotice({ kind: "error", text: tr(lang, "session.loadError", { file: file.name, message }) });
  let data: unknown;
  try {
    const text = await file.text();
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    failed(explainError(lang, { code: "json-invalid", params: { detail } }));
    return;
  }
  const r = importLog(data);
  if (!r.ok) {
    failed(explainError(lang, r.error));
    return;
  }
  b.setSession(addBoard(b.session, r.log));
  b.setNotice({ kind: "info", text: tr(lang, "session.loaded", { file: file.name }) });
  setView("table");
};

/** A PBN or LIN file: every board it holds joins the session (web/formats.ts, loaded when first needed). */
const loadBoardFile = async (b: Board, file: File, setView: (v: Tab) => void): Promise<void> => {
  const { boardFileNotice, importBoardFile } = await import("../formats.js");
  const r = importBoardFile(file.name, new Uint8Array(await file.arrayBuffer()), b.lang);
  let s = b.session;
  for (const l of r.logs) s = addBoard(s, l);
  b.setSession(s);
  b.setNotice({
    kind: r.errors.length || !r.logs.length ? "error" : "info",
    text: boardFileNotice(b.lang, file.name, r),
  });
  if (r.logs.length) setView("session");
};
