/**
 * Law 45 (1987): card played. 45E is confirmed (Rybnikov's 1987 text); the other paragraphs are
 * reconstructed, with their basis (docs/research-play.md). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law45.ts";
const reconstructed = (label: string, paraphrase: string, basis: string, effect?: Paragraph["effect"]) =>
  law({
    edition: "1987",
    label,
    paraphrase,
    module: M,
    status: "reconstructed",
    basis,
    ...(effect ? { effect } : {}),
  });
const NB97 = "1997 Law 45 (NB97, the English 1997 text); the 1987 text was not seen";

export const P45A = reconstructed(
  "45A",
  "each player but dummy plays a card by detaching it and facing it in front of him (the log records it as played)",
  NB97,
  "none",
);
/** 45B — declarer names dummy's card and dummy faces it: a dummy card is logged with dummy's seat. */
export const P45B = reconstructed(
  "45B",
  "declarer plays dummy's card by naming it and dummy faces it: a dummy card is logged with dummy's seat",
  NB97,
);
export const P45C1 = reconstructed(
  "45C1",
  "a defender's card held where his partner could see its face is played (the log records it as played)",
  NB97,
  "none",
);
export const P45C2 = reconstructed(
  "45C2",
  "declarer's card held face up near the table, or as if played, is played (the log records it as played)",
  NB97,
  "none",
);
export const P45C3 = reconstructed(
  "45C3",
  "a dummy card declarer deliberately touches is played, unless he was arranging or reaching another (the log records it as played)",
  NB97,
  "none",
);
/** 45C4(a) — a card named or designated as the one to be played is played (a change of mind is not undone). */
export const P45C4a = reconstructed(
  "45C4(a)",
  "a card named or designated as the one to be played is played",
  NB97,
);

/** 45C4(b) — 2017: declarer may correct an unintended designation from dummy until he plays again from either hand (a slip, not a change of mind); 1987: any player corrects an inadvertent designation at once (1997 Law 45C4(b) (NB97): any player, without pause for thought). */
export const P45C4b = reconstructed(
  "45C4(b)",
  "2017: declarer may correct an unintended designation from dummy until he plays again from either hand (a slip, not a change of mind); 1987: any player corrects an inadvertent designation at once",
  "1997 Law 45C4(b) (NB97): any player, without pause for thought",
);
/** 45C5 — a penalty card may have to be played (Law 50; 52 when another card is played instead). */
export const P45C5 = reconstructed("45C5", "a penalty card may have to be played as Law 50 requires", NB97);
export const P45G = reconstructed(
  "45G",
  "nobody turns his card face down before all four have played to the trick",
  NB97,
  "none",
);
/** 45E — a fifth card to a trick: a defender's is a penalty card, declarer's goes back, unless deemed a lead. */
export const P45E = law({
  edition: "1987",
  label: "45E",
  paraphrase:
    "a fifth card to a trick: a defender's becomes a penalty card, declarer's goes back, unless the director deems it a lead (53, 55, 56)",
  module: M,
  status: "confirmed",
  source:
    "Rybnikov's Russian translation of the 1987 Laws (1991), Law 45E1-45E2; the EBL Commentary 67.2(ii)-(iii)",
});
/** 45F — dummy indicates a card unasked: play goes on; reviewed at the end. */
export const P45F = reconstructed(
  "45F",
  "dummy touches or points at a card unasked: play goes on; adjusted at the end if he suggested a play (watched)",
  NB97,
);
/** 45D — dummy's card declarer did not name goes back in time; a defender who played after it may change his. */
export const P45D = reconstructed(
  "45D",
  "dummy's card declarer did not name goes back if noticed before each side plays to the next trick; a defender who played after it may change his card",
  NB97,
);
