/**
 * The play period's English words: each group of play laws keeps its words in its own file
 * (src/explain/play/). Part of the catalog `en` (./en.ts); the app loads them as a part of their own, with
 * the play's laws (web/words-play-en.ts).
 */
import { claimsEn } from "./play/claims-en.js";
import { leadsEn } from "./play/leads-en.js";
import { penaltyEn } from "./play/penalty-en.js";
import { revokesEn } from "./play/revokes-en.js";
import { sequenceEn } from "./play/sequence-en.js";

export const playEn = { ...leadsEn, ...penaltyEn, ...revokesEn, ...sequenceEn, ...claimsEn } as const;
