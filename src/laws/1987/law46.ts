/**
 * Law 46 (1987): incomplete or invalid designation of a card from dummy (the finding `designation`,
 * *extension*; checked by src/laws/play/sequence.ts). Reconstructed: the 1987 text was not seen; the 1997
 * text (as the research reads it) and the 2007 and 2017 texts have the same paragraphs.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law46.ts";
const BASIS =
  "1997 Law 46 (docs/research-play.md: the same defaults in 1997, 2007 and 2017, the 2017 text PZ17 l46 with 'low' as 46B1(c)); the 1987 text was not seen";
const r97 = (label: string, paraphrase: string, effect?: Paragraph["effect"]) =>
  law({
    edition: "1987",
    label,
    paraphrase,
    module: M,
    status: "reconstructed",
    basis: BASIS,
    ...(effect ? { effect } : {}),
  });

export const P46A = r97(
  "46A",
  "declarer calling a card from dummy should name both its suit and its rank",
  "none",
);
export const P46B1a = r97(
  "46B1(a)",
  "declarer says 'high' (or the like): the highest card of the suit led is called",
);
export const P46B1b = r97(
  "46B1(b)",
  "declarer says 'win': the lowest card known to win the trick is called (known: dummy plays last)",
);
export const P46B1c = r97(
  "46B1(c)",
  "declarer says 'low' (or the like): the lowest card of the suit led is called",
);
export const P46B2 = r97("46B2", "declarer names a suit only: the lowest card of that suit is called");
export const P46B3a = r97(
  "46B3(a)",
  "declarer names a rank only when leading: the suit in which dummy won the last trick, if dummy has that rank in it",
);
export const P46B3b = r97(
  "46B3(b)",
  "declarer names a rank only otherwise: a legal card of that rank (of two, declarer says which; the log records it)",
  "none",
);
export const P46B4 = r97(
  "46B4",
  "declarer calls a card dummy does not hold: the call is void and he designates any legal card (the log records it)",
  "none",
);
export const P46B5 = r97(
  "46B5",
  "declarer says neither suit nor rank: either defender designates dummy's card (the log records it)",
  "none",
);
