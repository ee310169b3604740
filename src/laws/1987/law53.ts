/** Law 53 (1987): a lead out of turn accepted (1987 letters: B the wrong defender, C the proper lead). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law53.ts";
const at = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 53A — a faced lead out of turn stands once the opponent with the option accepts it or the next hand plays to it. */
export const P53A = at(
  "53A",
  "a lead out of turn stands when the opponent with the option accepts it or the next hand plays to it",
  "1997 Law 53A in Russian (RU97), same content; no trick-13 footnote before 2017 (docs/research-play.md)",
);
/** 53C — the proper leader, an opponent of the offender, makes his proper lead: it stands, the irregular card goes back. */
export const P53C = at(
  "53C",
  "the proper leader's own lead after an opponent's lead out of turn stands; the card led in error goes back without penalty",
  "Stevenson on the 1987 Law 53C (STEV): the card goes back without penalty, its information usable by partner; lettering of 1997 (RU97)",
);
/** 53B — declarer's lead out of turn played to by the defender on its right: it stands (57 for him). */
export const P53B = at(
  "53B",
  "declarer's lead out of turn played to by the defender on its right stands; Law 57 applies to that defender",
  "1997 Law 53B in Russian (RU97), the 1997/2007 lettering (2017: 53C); no 1987 text seen",
);
