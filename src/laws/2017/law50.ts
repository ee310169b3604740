/** Law 50 (2017): disposition of a penalty card. The procedure both codes share is src/laws/play/penalty.ts. */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law50.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 50 — a card a defender exposed prematurely (not led: 57) is a penalty card unless the director rules otherwise (72C may apply). */
export const P50 = at(
  "50",
  "a card a defender exposed prematurely, not as a lead, is a penalty card (unless another law says otherwise)",
);
/** 50A — a penalty card stays face up in front of its owner until it is played or a rectification disposes of it. */
export const P50A = at(
  "50A",
  "a penalty card stays face up in front of its owner until it is played or a rectification disposes of it",
);
/** 50B — minor penalty card: one low card exposed unintentionally; major: an honour, or a card exposed deliberately; two or more of one defender: all major. */
export const P50B = at(
  "50B",
  "minor penalty card: one low card exposed unintentionally; major: an honour, or a card exposed deliberately; two or more of one defender: all major",
);
/** 50C — minor penalty card: no lower card of that suit below honour rank before it (an honour may be played); no lead restriction on partner. */
export const P50C = at(
  "50C",
  "minor penalty card: no lower card of that suit below honour rank before it (an honour may be played); no lead restriction on partner",
);
/** 50D1(a) — major penalty card: played at the first legal opportunity, leading, following, discarding or trumping. */
export const P50D1a = at(
  "50D1(a)",
  "major penalty card: played at the first legal opportunity, leading, following, discarding or trumping",
);
/** 50D1(b) — following suit and any lead or play restriction come first; the card stays for the next opportunity. */
export const P50D1b = at(
  "50D1(b)",
  "following suit and any lead or play restriction come first; the card stays for the next opportunity",
);
/** 50D2(a) — owner's partner to lead: declarer may require the suit (that lead) or prohibit it (while he keeps the lead); the card is picked up. */
export const P50D2a = at(
  "50D2(a)",
  "owner's partner to lead: declarer may require the suit (that lead) or prohibit it (while he keeps the lead); the card is picked up",
);
/** 50D2(b) — declarer does neither: the partner leads any card and the penalty card stays. */
export const P50D2b = at(
  "50D2(b)",
  "declarer does neither: the partner leads any card and the penalty card stays",
);
/** 50E3 — damage from the information a penalty card gave: the director adjusts at the end (watched for the owner's side). */
export const P50E3 = law({
  edition: "2017",
  label: "50E3",
  paraphrase:
    "damage from the information a penalty card gave is reviewed at the end: watched for the owner's side",
  module: M,
  status: "reconstructed",
  basis:
    "the exact 2017 wording of 50E3 was not seen: the digest (laws-2017-play-scoring.md, Law 50 item 12) gives its substance from 50E1-E2 and directors' notes",
});

// Paragraphs with no effect the engine can see (nothing in the table log to rule on): registered with
// `effect: "none"`, the coverage matrix lists them as "procedure: nothing to rule".

/** 50E1 — knowing what the rules for a penalty card require is authorized to every player: nothing to rule. */
export const P50E1 = law({
  edition: "2017",
  label: "50E1",
  paraphrase: "knowing what the penalty card rules require is authorized to every player",
  module: M,
  status: "confirmed",
  effect: "none",
});
/** 50E2 — other information from seeing a penalty card is unauthorized to its owner's partner: nothing to rule (50E3 is watched). */
export const P50E2 = law({
  edition: "2017",
  label: "50E2",
  paraphrase:
    "other information from seeing a penalty card is unauthorized to its owner's partner, authorized to declarer",
  module: M,
  status: "confirmed",
  effect: "none",
});
