/** Law 28 (2017): calls considered to be in rotation (the shared procedure is src/laws/coor.ts). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law28.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 28A — a call at the turn of a right-hand opponent who is required to pass counts as in rotation. */
export const P28A = at(
  "28A",
  "calling at the turn of an RHO who must pass is in rotation (his pass is skipped)",
);
/** 28B — the right player calling before rectification of an opponent's call out of rotation calls in rotation; the other call is cancelled. */
export const P28B = at(
  "28B",
  "the right player calling first makes the call out of rotation void; no rectification but 16C2",
);
