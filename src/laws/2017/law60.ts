/**
 * Law 60 (2017): play after an illegal play. 60A is applied where each option is held (src/laws/play/
 * leads.ts 53A, penalty.ts 57A: the non-offender's card over the irregularity accepts it); 60B where
 * declarer's lead from the wrong hand is retracted (leads.ts, step `55B2`).
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law60.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

export const P60A1 = at(
  "60A1",
  "a non-offender who plays after his RHO's lead or play out of turn, before the rectification is settled, gives up the rectification",
);
export const P60A2 = at("60A2", "the illegal lead or play then counts as made in turn (53B aside)");
export const P60A3 = at(
  "60A3",
  "the offending side's earlier obligations (a penalty card to play, a lead or play restriction) stay in force",
);
export const P60B = at(
  "60B",
  "a defender's card after declarer was made to take back his lead from the wrong hand, before he leads from the right one, is a major penalty card",
);
/**
 * 60C — the offending side's own lead or play before the rectification is settled leaves the opponents'
 * rights as they were and may itself be rectified: the offender's partner's card, played while declarer's
 * option over a lead out of turn is open, is a major penalty card (a defender's card shown out of the normal
 * play, 49, 50B) and the option stays (src/laws/play/leads.ts).
 */
export const P60C = at(
  "60C",
  "the offending side's play before the rectification is settled leaves the opponents' rights intact and is itself rectified: the offender's partner's card is a major penalty card",
);
