/**
 * Law 64 (1987): the transfer after an established revoke. No 1987 text of 64A was seen. The EBL Commentary
 * to the 1987 Laws (64.1, Russian translation, seen in part) says that when the offender's PARTNER won the
 * revoke trick the penalty is as if the non-offending side had won it: the two-trick rule (64A1) is for the
 * offending player himself; otherwise (64A2) one trick, and only if the offending side won a later trick. This
 * replaces the earlier "offending side" reconstruction (which the same passage contradicts). The 1997 extra
 * trick is left out. No 64B7/64B8.
 */
import type { TransferRule } from "../play/revokes.js";
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const at = (label: string, paraphrase: string, basis: string): string =>
  law({ edition: "1987", label, paraphrase, module: "laws/1987/law64.ts", status: "reconstructed", basis });
const B97 = "docs/research-play.md (64B): the 1997 list used as a proxy (97; NO07 for the 2007 wording)";
const C87 =
  "EBL Commentary to the 1987 Laws 64.1 (Russian translation, https://modernlib.net/books/neizvesten_avtor/vse_o_bridzhe/read_23, seen in part): if the offender's partner, not the offender, won the revoke trick, the penalty is as if the non-offending side had won it";

/** 64A1 — (reconstructed) the offending player himself won the revoke trick: it and one later trick of the side go across. */
export const P64A1 = at(
  "64A1",
  "the offending player himself won the revoke trick: it and one later trick of his side (if any) are transferred",
  `${C87}; the 1997 64A1 (WB04) for the two tricks`,
);
/**
 * 64A2 — (reconstructed) anyone else won it (the non-offenders, or the offender's partner or dummy: as if the
 * non-offenders had): one trick, if the offending side won a later trick; none otherwise (64B1).
 */
export const P64A2 = at(
  "64A2",
  "anyone else won the revoke trick (his partner counts as the non-offenders): one trick if his side won a later trick",
  `${C87}; the 1997 extra trick (offender later winning with a card he could have played to the revoke trick) is left out`,
);

/** The 1987 transfer as the Commentary 64.1 reads: 64A1 when the offender himself won the revoke trick, else 64A2. */
export const transfer1987: TransferRule = ({ offender, wonBy, later }) => {
  if (later === undefined) return "later";
  if (wonBy === offender) return { tricks: later > 0 ? 2 : 1, law: P64A1 };
  return { tricks: later > 0 ? 1 : 0, law: P64A2 };
};

/** 64B1 — no transfer when the offending side won no trick from the revoke trick on. */
export const P64B1 = at("64B1", "no transfer: the offending side won no trick from the revoke trick on", B97);
/** 64B2 — a later revoke in the same suit by the same player. */
export const P64B2 = at("64B2", "no transfer for a second revoke in the same suit by the same player", B97);
/** 64B3 — failing to play any card of a hand faced on the table, dummy's included (or a penalty card). */
export const P64B3 = at(
  "64B3",
  "no transfer for failing to play a card of a hand faced on the table (dummy's included)",
  B97,
);
/** 64B4 — attention first drawn after a non-offender called on the next deal. */
export const P64B4 = at(
  "64B4",
  "no transfer when attention is first drawn after a non-offender called on the next deal",
  B97,
);
/** 64B5 — attention first drawn after the round ended. */
export const P64B5 = at("64B5", "no transfer when attention is first drawn after the round ended", B97);
/** 64B6 — a trick-12 revoke (whether the 1987/1997 list had it is not confirmed: 62D corrects it anyway). */
export const P64B6 = at(
  "64B6",
  "no transfer for a revoke on trick 12 (62D corrects it)",
  "docs/research-play.md (64B6): the 1997 text; whether 64B listed the trick-12 case is not confirmed",
);
/** 64C — the director restores equity when the transfer does not compensate (watched). */
export const P64C = at(
  "64C",
  "the director adjusts when the transfer does not compensate the non-offenders (watched)",
  "docs/research-play.md (64C1): the 1997 text (the 2007 text still has a single 64C)",
);

export const EXCEPTIONS_1987 = [P64B1, P64B2, P64B3, P64B4, P64B5, P64B6] as const;
