/** Law 43 (1987): dummy's limitations (43A1 applied by the revoke laws; the rest is conduct the log does not record). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law43.ts";
const r = (label: string, paraphrase: string, basis: string, effect?: Paragraph["effect"]) =>
  law({
    edition: "1987",
    label,
    paraphrase,
    module: M,
    status: "reconstructed",
    basis,
    ...(effect ? { effect } : {}),
  });

/** 43A1 — dummy may not draw attention to an irregularity during the play; rectified, and watched for damage. */
export const P43A1 = r(
  "43A1",
  "dummy may not draw attention to an irregularity during the play: rectified, and watched for damage",
  "docs/research-play.md (43A1): Rybnikov's 1987 subject index lists dummy's limitations under 43; the wording is the 1997 text's",
);
export const P43A2 = r(
  "43A2",
  "dummy may not exchange hands with declarer, leave his seat to watch declarer play, or look at a defender's cards",
  "1997 Law 43A2 (JFR97 node9); the 1987 text was not seen",
  "none",
);
export const P43A3 = r(
  "43A3",
  "a defender may not show dummy his hand",
  "1997 Law 43A3 (JFR97 node9); the 1987 text was not seen",
  "none",
);
export const P43B1 = r(
  "43B1",
  "a breach of 43A1 or 43A2 may earn a procedural penalty (the director's)",
  "1997 Law 43B1 (JFR97 node9); the 1987 text was not seen",
  "none",
);
const DK97 =
  "1997 Law 43B2-43B3 (DK97, the 1997 play laws on the Danish federation's site); the 1987 text was not seen";
/** 43B2(a) — after forfeiting his rights, dummy warns declarer against the wrong hand: a defender picks it. */
export const P43B2a = r(
  "43B2(a)",
  "dummy, after forfeiting his rights, warns declarer against leading from the wrong hand: either defender picks the hand (logged as the lead, or as a 55A acceptance)",
  DK97,
  "none",
);
/** 43B2(b) — after forfeiting his rights, dummy first asks about declarer's revoke: corrected, 64 as if established. */
export const P43B2b = r(
  "43B2(b)",
  "dummy, after forfeiting his rights, first asks about declarer's revoke: declarer corrects it and the tricks go as if it were established (64)",
  DK97,
);
/** 43B3 — after forfeiting his rights, dummy first points out a defender's irregularity: no rectification, watched. */
export const P43B3 = r(
  "43B3",
  "dummy, after forfeiting his rights, first points out a defender's revoke: no rectification; the director removes the defenders' gain at the end (watched)",
  DK97,
);
