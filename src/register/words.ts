/** The register's words: its own catalogs (src/explain/register-*.ts), the engine's for seats, calls, irregularities. */

import { appealEn } from "../explain/appeal-en.js";
import { appealRu } from "../explain/appeal-ru.js";
import { type Lang, t } from "../explain/index.js";
import { registerEn } from "../explain/register-en.js";
import { registerRu } from "../explain/register-ru.js";

const CATALOGS: Record<Lang, Record<string, string>> = {
  en: { ...registerEn, ...appealEn },
  ru: { ...registerRu, ...appealRu },
};

/** The register's message `key` in `lang` (falling back to the engine's catalog, then the key itself). */
export const rt = (lang: Lang, key: string, params: Record<string, string | number> = {}): string => {
  const template = CATALOGS[lang][key] ?? CATALOGS.en[key];
  if (template === undefined) return t(lang, key, params);
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
};

/** The language asked for: ?lang=, else the first of Accept-Language we speak, else English. */
export const langOf = (query: unknown, acceptLanguage: string | undefined): Lang => {
  const q = (query as { lang?: unknown } | undefined)?.lang;
  if (q === "ru" || q === "en") return q;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const l = part.trim().slice(0, 2).toLowerCase();
    if (l === "ru" || l === "en") return l;
  }
  return "en";
};
