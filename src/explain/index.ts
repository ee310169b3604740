/**
 * Words for people (src/explain/core.ts) with both languages' catalogs (and a claim's lines) registered
 * statically: what the Node entry, the command line and the tests use, so `t` has every message from the
 * start.
 */
import { joinCatalogs, type Lang, registerCatalog, registerClaimLines } from "./core.js";
import { enCore, type MessageKey } from "./en.js";
import { claimRulingLines } from "./play/claims-explain.js";
import { playEn } from "./play-en.js";
import { playRu } from "./play-ru.js";
import { ruCore } from "./ru.js";
import { RU_BASIS } from "./ru-basis.js";
import { registerNotesRu } from "./ru-words.js";

export * from "./core.js";

// The catalogs `en` and `ru` (./en.ts, ./ru.ts), joined here again: the app's parts of the words keep
// the play period's apart, and a module of the words' parts must not compute the whole (web/i18n.ts).
const en = joinCatalogs(playEn, enCore);
const ru: Record<MessageKey, string> = joinCatalogs(playRu, ruCore);
export const CATALOGS: Record<Lang, Record<MessageKey, string>> = { en, ru };
registerCatalog("en", en);
registerCatalog("ru", ru);
registerNotesRu(RU_BASIS);
registerClaimLines(claimRulingLines);
