/**
 * Law 64 (1987): the transfer after an established revoke. THE WEAKEST POINT OF THE 1987 PLAY LAWS: no 1987
 * text of 64A was seen. Following docs/research-play.md (Law 64, and §4 open points 1-2), the two-trick rule
 * is read as turning on the offending SIDE winning the revoke trick (issue 10 says 1987 and 1997 differ on
 * who "won the revoke trick"; the 1997 text says player); the 1997 extra trick is left out. No 64B7/64B8.
 */
import type { TransferRule } from "../play/revokes.js";
import { law } from "../registry.js";

const at = (label: string, paraphrase: string, basis: string): string =>
  law({ edition: "1987", label, paraphrase, module: "laws/1987/law64.ts", status: "reconstructed", basis });
const B97 = "docs/research-play.md (64B): the 1997 list used as a proxy (97; NO07 for the 2007 wording)";

/** 64A1 — (reconstructed) the offending side won the revoke trick: it and one later trick of the side go across. */
export const P64A1 = at(
  "64A1",
  "the offending side won the revoke trick: it and one later trick of the side (if any) are transferred",
  "RECONSTRUCTED (other), the weakest reading: 'won by the offending side', from issue 10's statement that 1987 and 1997 differ on who won the revoke trick (1997: player, WB04); no 1987 source seen. Pairs 1-5 in test/fixtures-play/PAIRS.md",
);
/** 64A2 — (reconstructed) the side did not win it: one trick if the side won a later trick. */
export const P64A2 = at(
  "64A2",
  "the offending side did not win the revoke trick: one trick if it won a later trick",
  "RECONSTRUCTED (other): the complement of the 64A1 reading; the 1997 extra trick (offender later winning with a card he could have played to the revoke trick) is left out",
);

/** The 1987 transfer as reconstructed: 64A1 when the offending side won the revoke trick, else 64A2. */
export const transfer1987: TransferRule = ({ offender, wonBy, later }) => {
  if (later === undefined) return "later";
  const sideWon = (wonBy === "N" || wonBy === "S") === (offender === "N" || offender === "S");
  if (sideWon) return { tricks: later > 0 ? 2 : 1, law: P64A1 };
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
