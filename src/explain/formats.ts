/** Words for the format diagnostics: `explainDiagnostic(lang, d)` and the `FILE:line:column:` form. */
import type { Diagnostic } from "../formats/pbnLex.js";
import { formatsEn } from "./formats-en.js";
import { formatsRu } from "./formats-ru.js";
import type { Lang } from "./index.js";

const CATALOG: Record<Lang, Record<string, string>> = { en: formatsEn, ru: formatsRu };

/** The message `key` of the formats catalog in `lang`, with `{name}` placeholders filled. */
export const formatText = (lang: Lang, key: string, params: Record<string, string | number> = {}): string => {
  const template = CATALOG[lang][key] ?? (formatsEn as Record<string, string>)[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
};

const WORD: Record<Lang, Record<Diagnostic["severity"], string>> = {
  en: { error: "error", warning: "warning" },
  ru: { error: "ошибка", warning: "предупреждение" },
};

/** `FILE:12:5: error: tag Event has no value` (the form compilers use, so editors can jump to it). */
export const explainDiagnostic = (lang: Lang, d: Diagnostic, file?: string): string =>
  `${file ? `${file}:` : ""}${d.line}:${d.column}: ${WORD[lang][d.severity]}: ${formatText(lang, d.code, d.params ?? {})}`;
