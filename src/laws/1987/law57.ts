/**
 * Law 57 (1987): premature lead or play by a defender. No 1987 text of the play laws was seen: every paragraph is
 * reconstructed, with its basis (docs/research-play.md). The procedure both codes share is src/laws/play/penalty.ts.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law57.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 57A — a defender plays before his partner: his card is a major penalty card and declarer restricts partner's play to the trick (2017: highest, lowest, require or prohibit another suit; 1987: highest, lowest, another suit) (1997 Law 57A: highest, lowest, or a card of another suit named by declarer (the 1987 list is not confirmed)). */
export const P57A = reconstructed(
  "57A",
  "a defender plays before his partner: his card is a major penalty card and declarer restricts partner's play to the trick (2017: highest, lowest, require or prohibit another suit; 1987: highest, lowest, another suit)",
  "1997 Law 57A: highest, lowest, or a card of another suit named by declarer (the 1987 list is not confirmed)",
);
/** 57B — the partner who cannot comply with declarer's choice plays any card; one who could but does not revokes (1997 Law 57B). */
export const P57B = reconstructed(
  "57B",
  "the partner who cannot comply with declarer's choice plays any legal card; one who could and does not has revoked",
  "1997 Law 57B (docs/research-play.md, Law 57); no 1987 text seen",
);
/** 57C1 — no rectification once declarer has played from both hands: the defender's card counts as played in turn (1997 Law 57C). */
export const P57C1 = reconstructed(
  "57C1",
  "no rectification once declarer has played from both hands: the defender's card counts as played in turn",
  "1997 Law 57C (docs/research-play.md, Law 57; the 2017 sub-lettering, the 1997 text has the rule under 57C); no 1987 text seen",
);
/** 57C2 — no rectification when dummy had on his own selected or suggested a card before the defender played (finding `dummyPrompted`). */
export const P57C2 = reconstructed(
  "57C2",
  "no rectification when dummy had on his own selected or suggested a card before the defender played",
  "docs/research-play.md (Law 57): the 1997 text as the proxy, the 2017 sub-lettering; no 1987 text seen",
);
/** 57C3 — declarer's premature play (not a lead) from either hand is played and, legal, stands (1997 Law 57C). */
export const P57C3 = reconstructed(
  "57C3",
  "declarer's premature play (not a lead) from either hand is played and, legal, stands",
  "1997 Law 57C (docs/research-play.md, Law 57; the 2017 sub-lettering, the 1997 text has the rule under 57C); no 1987 text seen",
);
