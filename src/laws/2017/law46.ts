/**
 * Law 46 (2017): incomplete or invalid designation of a card from dummy. The log records the card dummy
 * played and, as the finding `designation` (*extension*), what declarer said short of suit and rank; the
 * sequence group (src/laws/play/sequence.ts) checks that the card is the one 46B deems called.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law46.ts";
const at = (label: string, paraphrase: string, effect?: Paragraph["effect"]) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed", ...(effect ? { effect } : {}) });

export const P46A = at(
  "46A",
  "declarer calling a card from dummy should name both its suit and its rank",
  "none",
);
export const P46B1a = at(
  "46B1(a)",
  "declarer says 'high' (or the like): the highest card of the suit led is called",
);
export const P46B1b = at(
  "46B1(b)",
  "declarer says 'win': the lowest card known to win the trick is called (known: dummy plays last)",
);
export const P46B1c = at(
  "46B1(c)",
  "declarer says 'low' (or the like): the lowest card of the suit led is called",
);
export const P46B2 = at("46B2", "declarer names a suit only: the lowest card of that suit is called");
export const P46B3a = at(
  "46B3(a)",
  "declarer names a rank only when leading: the suit in which dummy won the last trick, if dummy has that rank in it",
);
export const P46B3b = at(
  "46B3(b)",
  "declarer names a rank only otherwise: a legal card of that rank (of two, declarer says which; the log records it)",
  "none",
);
export const P46B4 = at(
  "46B4",
  "declarer calls a card dummy does not hold: the call is void and he designates any legal card (the log records it)",
  "none",
);
export const P46B5 = at(
  "46B5",
  "declarer says neither suit nor rank ('play anything'): either defender designates dummy's card (the log records it)",
  "none",
);
