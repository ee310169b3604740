/** Law 64 (2017): the procedure after an established revoke: the transfer (64A), its exceptions (64B), equity (64C). */
import type { TransferRule } from "../play/revokes.js";
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law64.ts";
const at = (label: string, paraphrase: string): string =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/**
 * 64A1 — the offending player won the revoke trick: after the play, that trick and one more (if his side
 * won a later trick) go to the other side. A trick won in dummy is not declarer's (the footnote).
 */
export const P64A1 = at(
  "64A1",
  "the offender won the revoke trick: it and one later trick of his side (if any) are transferred",
);
/** 64A2 — the offending player did not win it: one trick if his side won that trick or any later one. */
export const P64A2 = at(
  "64A2",
  "the offender did not win the revoke trick: one trick if his side won it or a later trick",
);

/** The 2017 transfer: 64A1 when the offending player himself won the revoke trick, else 64A2. */
export const transfer2017: TransferRule = ({ offender, wonBy, later }) => {
  if (wonBy === offender) return later === undefined ? "later" : { tricks: later > 0 ? 2 : 1, law: P64A1 };
  const sideWon = (wonBy === "N" || wonBy === "S") === (offender === "N" || offender === "S");
  if (sideWon) return { tricks: 1, law: P64A2 };
  if (later === undefined) return "later";
  return { tricks: later > 0 ? 1 : 0, law: P64A2 };
};

/** 64B1 — no transfer when the offending side won neither the revoke trick nor a later one. */
export const P64B1 = at("64B1", "no transfer: the offending side won no trick from the revoke trick on");
/** 64B2 — a later revoke in the same suit by the same player. */
export const P64B2 = at("64B2", "no transfer for a second revoke in the same suit by the same player");
/** 64B3 — failing to play a penalty card, or any card of dummy. */
export const P64B3 = at("64B3", "no transfer for failing to play a penalty card or a card of dummy");
/** 64B4 — attention first drawn after a non-offender called on the next deal. */
export const P64B4 = at(
  "64B4",
  "no transfer when attention is first drawn after a non-offender called on the next deal",
);
/** 64B5 — attention first drawn after the round ended. */
export const P64B5 = at("64B5", "no transfer when attention is first drawn after the round ended");
/** 64B6 — a revoke on trick 12. */
export const P64B6 = at("64B6", "no transfer for a revoke on trick 12 (62D corrects it)");
/** 64B7 — both sides revoked on the board and both revokes are established. */
export const P64B7 = at("64B7", "no automatic transfer when both sides have established revokes");
/** 64B8 — a revoke corrected under 62C3. */
export const P64B8 = at("64B8", "no transfer for revokes corrected under 62C3");
/**
 * 64C1 — after any established revoke (the 64B cases included) the director assigns an adjusted score when the
 * transfer does not compensate the non-offenders: watched for every established revoke attention was drawn to.
 */
export const P64C1 = at(
  "64C1",
  "after any established revoke the director adjusts when the transfer does not compensate the non-offenders (watched)",
);
/** 64C2(a) — a second revoke in the same suit by the same player (64B2): equity without the later revoke(s); watched. */
export const P64C2a = at(
  "64C2(a)",
  "after a second revoke in one suit by the same player (64B2) the director restores the result likely without the later revoke (watched)",
);
/** 64C2(b) — both sides revoked (64B7): equity as if neither revoke had happened; watched for each side. */
export const P64C2b = at(
  "64C2(b)",
  "when both sides have established revokes (64B7) the director restores the result likely had neither revoked (watched)",
);

export const EXCEPTIONS_2017 = [P64B1, P64B2, P64B3, P64B4, P64B5, P64B6, P64B7, P64B8] as const;
