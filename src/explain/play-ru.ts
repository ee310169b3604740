/**
 * The play period's Russian words: each group of play laws keeps its words in its own file
 * (src/explain/play/). Part of the catalog `ru` (./ru.ts); the app loads them as a part of their own, with
 * the play's laws (web/words-play-ru.ts).
 */
import { claimsRu } from "./play/claims-ru.js";
import { leadsRu } from "./play/leads-ru.js";
import { penaltyRu } from "./play/penalty-ru.js";
import { revokesRu } from "./play/revokes-ru.js";
import { sequenceRu } from "./play/sequence-ru.js";

export const playRu = { ...leadsRu, ...penaltyRu, ...revokesRu, ...sequenceRu, ...claimsRu } as const;
