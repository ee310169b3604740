/**
 * Words for people (src/explain/core.ts) with both languages' catalogs registered statically: what the
 * Node entry, the command line and the tests use, so `t` has every message from the start.
 */
import { type Lang, registerCatalog } from "./core.js";
import { en, type MessageKey } from "./en.js";
import { ru } from "./ru.js";
import { RU_BASIS } from "./ru-basis.js";
import { registerNotesRu } from "./ru-words.js";

export * from "./core.js";

export const CATALOGS: Record<Lang, Record<MessageKey, string>> = { en, ru };
registerCatalog("en", en);
registerCatalog("ru", ru);
registerNotesRu(RU_BASIS);
