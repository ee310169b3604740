/**
 * Law 28 (1987): calls considered in rotation (the shared procedure is src/laws/coor.ts).
 *
 * Where the 1987 text itself was not seen, the paragraph is registered as reconstructed with its basis
 * (docs/research-1987.md); the ruling says so to the director.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law28.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });
const confirmed = (label: string, paraphrase: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "confirmed" });

/** 28A — a call at the turn of an RHO who is required to pass counts as in rotation. */
export const P28A = reconstructed(
  "28A",
  "calling at the turn of an RHO who must pass is in rotation",
  "1997 wording; Commentary 28.1",
);
/** 28B — the right player calling before a penalty is assessed calls in rotation; the penalty is forfeited. */
export const P28B = confirmed(
  "28B",
  "the right player calling first cancels the call out of rotation; no penalty (Commentary 28.2)",
);
