/** Law 60 (1987): play after an illegal play (applied as in 2017: src/laws/play/leads.ts, penalty.ts). */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law60.ts";
const BASIS = "1997 Law 60 (the 2017 digest: the same content in 2017); the 1987 text was not seen";
const r97 = (label: string, paraphrase: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis: BASIS });

export const P60A1 = r97(
  "60A1",
  "a non-offender who plays after his RHO's lead or play out of turn, before the rectification is settled, gives up the rectification",
);
export const P60A2 = r97("60A2", "the illegal lead or play then counts as made in turn");
export const P60A3 = r97(
  "60A3",
  "the offending side's earlier obligations (a penalty card to play, a lead or play restriction) stay in force",
);
export const P60B = r97(
  "60B",
  "a defender's card after declarer was made to take back his lead from the wrong hand, before he leads from the right one, is a major penalty card",
);
/**
 * 60C — the offending side's own lead or play before the rectification is settled leaves the opponents'
 * rights as they were and may itself be rectified: the offender's partner's card, played while declarer's
 * option over a lead out of turn is open, is a major penalty card (a defender's card shown out of the normal
 * play, 49, 50B) and the option stays (src/laws/play/leads.ts).
 */
export const P60C = r97(
  "60C",
  "the offending side's play before the rectification is settled leaves the opponents' rights intact and is itself rectified: the offender's partner's card is a major penalty card",
);
