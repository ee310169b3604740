/** Every word of the app comes from the catalogs in src/explain/app-en.ts and app-ru.ts. */
import type { ComponentChild } from "preact";
import { type AppKey, appEn } from "../src/explain/app-en.js";
import { appRu } from "../src/explain/app-ru.js";
import type { Lang } from "../src/index.js";

export type { AppKey };

const CATALOGS: Record<Lang, Record<AppKey, string>> = { en: appEn, ru: appRu };

/** The text `key` in `lang`, `{name}` filled from params. */
export const tr = (lang: Lang, key: AppKey, params: Record<string, string | number> = {}): string =>
  CATALOGS[lang][key].replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));

/** Like `tr`, but a parameter may be markup (a call with its suit symbol): gives a list of children. */
export const rich = (lang: Lang, key: AppKey, params: Record<string, ComponentChild>): ComponentChild[] => {
  const out: ComponentChild[] = [];
  const template = CATALOGS[lang][key];
  let at = 0;
  for (const m of template.matchAll(/\{(\w+)\}/g)) {
    out.push(template.slice(at, m.index));
    const name = m[1]!;
    out.push(name in params ? params[name] : m[0]);
    at = (m.index ?? 0) + m[0].length;
  }
  out.push(template.slice(at));
  return out.filter((x) => x !== "");
};
