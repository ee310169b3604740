/** Law 53 (2017): a lead out of turn accepted. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law53.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/**
 * 53A — before trick 13 a faced lead out of turn may be treated as correct: it is, once the opponent with
 * the option accepts it or the hand next in rotation plays to it; otherwise the right hand leads.
 * Footnote: at trick 13 it is retracted, never accepted.
 */
export const P53A = at(
  "53A",
  "a lead out of turn stands when the opponent with the option accepts it or the next hand plays to it; at trick 13 it goes back",
);
/** 53B — the proper leader, an opponent of the offender, makes his proper lead: it stands, the irregular card goes back. */
export const P53B = at(
  "53B",
  "the proper leader's own lead after an opponent's lead out of turn stands; the card led in error goes back (16C)",
);
/**
 * 53C — declarer led out of turn and the defender on its right played to it: the lead stands and Law 57
 * applies to him (src/laws/play/leads.ts hands his card to the penalty group's 57A).
 */
export const P53C = at(
  "53C",
  "declarer's lead out of turn played to by the defender on its right stands; Law 57 applies to that defender",
);
