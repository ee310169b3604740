/** One PBN game being read, and its diagnostics (the `Ctx` the readers of its tags and sections share). */
import type { Diagnostic, RawTag, Severity } from "../pbnLex.js";
import type { PbnGame } from "./types.js";

export class Ctx {
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

export const checkUnusedNotes = (
  ctx: Ctx,
  notes: Map<string, { text: string; tag: RawTag; used: boolean }>,
) => {
  for (const [k, n] of notes) if (!n.used) ctx.warn("note-unused", n.tag, { number: k });
};
