/** Law 57 (2017): premature lead or play by a defender. The procedure both codes share is src/laws/play/penalty.ts. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law57.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 57A — a defender plays before his partner: his card is a major penalty card and declarer restricts partner's play to the trick (2017: highest, lowest, require or prohibit another suit; 1987: highest, lowest, another suit). */
export const P57A = at(
  "57A",
  "a defender plays before his partner: his card is a major penalty card and declarer restricts partner's play to the trick (2017: highest, lowest, require or prohibit another suit; 1987: highest, lowest, another suit)",
);
/** 57A4 — declarer may forbid the offender's partner to play a card of another suit he names. */
export const P57A4 = at(
  "57A4",
  "declarer may forbid the offender's partner to play a card of another suit he names",
);
/** 57B — the partner who cannot comply with declarer's choice (following suit comes first) plays any card; one who could but does not revokes (61A). */
export const P57B = at(
  "57B",
  "the partner who cannot comply with declarer's choice plays any legal card; one who could and does not has revoked",
);
/** 57C1 — no rectification once declarer has played from both hands: the defender's card counts as played in turn. */
export const P57C1 = at(
  "57C1",
  "no rectification once declarer has played from both hands: the defender's card counts as played in turn",
);
/** 57C2 — no rectification when dummy had on his own selected or suggested a card before the defender played (finding `dummyPrompted`). */
export const P57C2 = at(
  "57C2",
  "no rectification when dummy had on his own selected or suggested a card before the defender played",
);
/** 57C3 — declarer's premature play (not a lead) from either hand is played and, legal, stands. */
export const P57C3 = at(
  "57C3",
  "declarer's premature play (not a lead) from either hand is played and, legal, stands",
);
/** 57D — a defender's legal card played at his RHO's turn is played at his own turn (otherwise a major penalty card). */
export const P57D = at(
  "57D",
  "a defender's legal card played at his RHO's turn is played at his own turn (otherwise a major penalty card)",
);
