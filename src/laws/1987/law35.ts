/**
 * Law 35 (1987): inadmissible calls condoned by the offender's LHO calling over them (35A-35D). The director rules when he comes (src/laws/held.ts holds the calls made
 * meanwhile); Law 35 says what becomes of the call when the offender's LHO called first.
 */
import type { Effect } from "../../model/effects.js";
import type { View } from "../../model/rules.js";
import type { PendingBase } from "../../model/state.js";
import { leadCandidate } from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law35.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 35A — LHO called over a double or redouble Law 19 forbids: it and all later calls are cancelled, no penalty. */
export const P35A = reconstructed(
  "35A",
  "LHO called over an inadmissible double: it and all later calls cancelled, no penalty",
  "Commentary 32.5; 1997 Law 35A",
);
/** 35B — LHO called over a barred player's call: it and all later calls stand; a rest-of-auction bar remains. */
export const P35B = reconstructed(
  "35B",
  "LHO called over a barred player's call: everything stands",
  "1997 Law 35B",
);
/** 35C — LHO called over a bid above seven: it and later calls are cancelled, a pass substituted, no penalty. */
export const P35C = reconstructed(
  "35C",
  "LHO called over a bid above seven: cancelled, a pass substituted, no penalty",
  "1997 structure; 1987 text not seen",
);
/** 35D — LHO called over a call after the final pass: it and later calls are cancelled, no penalty. */
export const P35D = reconstructed(
  "35D",
  "LHO called over a call after the final pass: cancelled without penalty",
  "Commentary 39.5",
);

/** The lead penalty a withdrawn call may bring (Law 26) if its maker becomes a defender. */
export const leadPenaltyOf = (s: View, p: PendingBase): Effect =>
  leadCandidate({
    offender: p.offender,
    law: "26",
    call: p.call,
    findings: p.findings,
    from: s.auction.length,
  });
