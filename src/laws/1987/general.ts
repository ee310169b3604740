/**
 * 1987 paragraphs applied through others: withdrawn-call information (16C: in 1987 the offenders may use
 * their own withdrawn call's information once the penalty is paid, so no 16C flag), the damaging enforced
 * pass (23), simultaneous calls (33) and the retention of the right to call (34).
 */
import type { Effect } from "../../model/effects.js";
import type { CallEvent, Irregular, View } from "../../model/rules.js";
import { cancel } from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/general.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });
const confirmed = (label: string, paraphrase: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "confirmed" });

/** 16C — information from withdrawn calls; the 1987 code let the offenders use their own once the penalty was paid. */
export const P16C = reconstructed(
  "16C",
  "withdrawn calls: no unauthorized-information flag for the offenders' own call (new only in 1997)",
  "Stevenson and Kooijman on the 1997 changes; Rybnikov 21B2 cites 16C",
);
/** 23 — when a penalty compels a player to pass and that could damage the other side, the director may adjust (flag 23). */
export const P23 = reconstructed(
  "23",
  "an enforced pass that damaged the other side: the director may adjust (flag 23)",
  "Rybnikov 25B2(b) points to 23A; Commentary 32.6; 23B not seen",
);
/** 33 — simultaneous calls are treated as made in turn, the call out of turn as the later one. */
export const P33 = confirmed(
  "33",
  "simultaneous calls: the call out of turn counts as the later one (Commentary 33.1)",
);
/** 34 — three passes with one out of rotation do not end the auction; it reverts to the player deprived of his turn. */
export const P34 = reconstructed(
  "34",
  "a pass out of rotation cannot end the auction by depriving a player of his turn",
  "1997 Law 34; Commentary 34.1 (first words)",
);

/** 34 applied as the pass is made: it is cancelled and the auction stays with the player it skipped. */
export const passSkipsPlayer = (_s: View, e: CallEvent, c: Irregular): Effect[] => [
  cancel(e.by, "P", P34),
  { kind: "turn", seat: c.turnWas },
];
