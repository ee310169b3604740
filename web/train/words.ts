/** The Train screen's words (src/explain/app-train-en.ts, app-train-ru.ts), registered when its part loads. */
import type { Edition, Lang } from "../../src/engine.js";
import { appTrainEn } from "../../src/explain/app-train-en.js";
import { appTrainRu } from "../../src/explain/app-train-ru.js";
import { registerCatalog, t } from "../../src/explain/core.js";
import { inCodeWords } from "../../src/explain/ru-words.js";

registerCatalog("en", appTrainEn);
registerCatalog("ru", appTrainRu);

/** A word of the Train screen, with the law word of the code (Правило for 1987 in Russian). */
export const tw = (lang: Lang, edition: Edition, key: string, params: Record<string, string | number> = {}) =>
  inCodeWords(lang, edition, t(lang, key, params));
