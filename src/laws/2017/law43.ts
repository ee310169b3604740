/**
 * Law 43 (2017): dummy's limitations. 43A1 is applied by the revoke laws (src/laws/play/revokes.ts: dummy's
 * attention during the play is watched); the rest concerns conduct the log does not record.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law43.ts";
const at = (label: string, paraphrase: string, effect?: Paragraph["effect"]) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed", ...(effect ? { effect } : {}) });

/**
 * 43A1 — during the play dummy may not draw attention to an irregularity (nor call the director unless
 * someone else has). The irregularity is still rectified; the declaring side is watched for damage.
 */
export const P43A1 = at(
  "43A1",
  "dummy may not draw attention to an irregularity during the play: rectified, and watched for damage",
);
export const P43A2 = at(
  "43A2",
  "dummy may not exchange hands with declarer, leave his seat to watch declarer play, or look at a defender's cards",
  "none",
);
export const P43A3 = at("43A3", "a defender may not show dummy his hand", "none");
export const P43B1 = at(
  "43B1",
  "a breach of 43A1 or 43A2 may earn a procedural penalty (the director's, Law 90)",
  "none",
);
/**
 * 43B2(a) — dummy, having broken 43A2, warns declarer against leading from the wrong hand: either defender
 * picks the hand he leads from. The log records the choice as it is made: the lead from the right hand, or
 * declarer's lead from the wrong one and the defenders' acceptance (55A).
 */
export const P43B2a = at(
  "43B2(a)",
  "dummy, after breaking 43A2, warns declarer against leading from the wrong hand: either defender picks the hand (logged as the lead, or as a 55A acceptance)",
  "none",
);
/**
 * 43B2(b) — dummy, having broken 43A2 (finding `dummyForfeited` on his attention), is the first to ask
 * whether declarer's card is a revoke: declarer corrects it, and 64 applies as if it were established.
 */
export const P43B2b = at(
  "43B2(b)",
  "dummy, after breaking 43A2, first asks about declarer's revoke: declarer corrects it and the tricks go as if it were established (64)",
);
/**
 * 43B3 — dummy, having broken 43A2, is the first to point out a defender's irregularity: no rectification,
 * play goes on as if nothing had happened; at the end only the defenders' score loses what they gained.
 */
export const P43B3 = at(
  "43B3",
  "dummy, after breaking 43A2, first points out a defender's revoke: no rectification; the defenders' gain is taken away at the end (watched)",
);
