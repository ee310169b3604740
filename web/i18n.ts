/**
 * Every word of the app comes from the catalogs in src/explain/app-en.ts and app-ru.ts, and the engine's
 * from src/explain/en.ts and ru.ts. Each language is a part of its own (web/words-en.ts, words-ru.ts):
 * the app loads the language in use before it first draws (web/main.tsx) and the other one when the
 * director switches to it, before the switch shows (`loadWords`). The words of the play's laws are a part
 * of each language's own too, loaded with those laws (`loadPlayWords`).
 */
import type { ComponentChild } from "preact";
import type { Lang } from "../src/engine.js";
import type { AppKey } from "../src/explain/app-en.js";
import { registerCatalog } from "../src/explain/core.js";
import { registerNotesRu } from "../src/explain/ru-words.js";

export type { AppKey };

/** The app's catalogs loaded so far. */
const CATALOGS: Partial<Record<Lang, Record<AppKey, string>>> = {};

/** A language's part: the app's words and the engine's. */
interface Words {
  app: Record<AppKey, string>;
  engine: Record<string, string>;
}
const PARTS: Record<Lang, () => Promise<Words>> = {
  en: () => import("./words-en.js"),
  ru: () => import("./words-ru.js"),
};
const loading: Partial<Record<Lang, Promise<void>>> = {};

/**
 * The words of the play's laws, a part of each language's own (web/words-play-en.ts, words-play-ru.ts),
 * loaded with the play's laws (web/parts.ts `loadPlay`) and before a board in the play shows in a language.
 */
const PLAY_WORDS: Record<Lang, () => Promise<{ engine: Record<string, string> }>> = {
  en: () => import("./words-play-en.js"),
  ru: () => import("./words-play-ru.js"),
};
const playWords: Partial<Record<Lang, true>> = {};
const loadingPlay: Partial<Record<Lang, Promise<void>>> = {};

/** True once the words of the play's laws in `lang` are loaded. */
export const hasPlayWords = (lang: Lang): boolean => playWords[lang] === true;

const loadPlayWordsOf = (lang: Lang): Promise<void> => {
  if (hasPlayWords(lang)) return Promise.resolve();
  loadingPlay[lang] ??= PLAY_WORDS[lang]().then(
    (m) => {
      registerCatalog(lang, m.engine);
      playWords[lang] = true;
    },
    (e: unknown) => {
      delete loadingPlay[lang];
      throw e;
    },
  );
  return loadingPlay[lang];
};

/** Loads the words of the play's laws in `langs` (by default every language whose words are loaded or loading) once. */
export const loadPlayWords = (
  langs: Lang[] = (Object.keys(PLAY_WORDS) as Lang[]).filter((l) => CATALOGS[l] !== undefined || loading[l]),
): Promise<void> => Promise.all(langs.map(loadPlayWordsOf)).then(() => {});

/** True once the words of `lang` (the app's and the engine's but the play's laws') are loaded. */
export const hasWords = (lang: Lang): boolean => CATALOGS[lang] !== undefined;

/** Loads the words of `lang`, the app's and the engine's but the play's laws', once; a failed load may be tried again. */
export const loadWords = (lang: Lang): Promise<void> => loadCore(lang);

const loadCore = (lang: Lang): Promise<void> => {
  if (CATALOGS[lang] !== undefined) return Promise.resolve();
  loading[lang] ??= PARTS[lang]().then(
    (m) => {
      registerCatalog(lang, m.engine);
      CATALOGS[lang] = m.app;
    },
    (e: unknown) => {
      delete loading[lang];
      throw e;
    },
  );
  return loading[lang];
};

/**
 * The notes on reconstructed paragraphs in `lang` (Russian; English has the registry's own): a part of
 * their own, not needed for the first screen (web/main.tsx loads them right after it, then draws again).
 */
const NOTES: Record<Lang, (() => Promise<{ notes: Record<string, string> }>) | null> = {
  en: null,
  ru: () => import("./notes-ru.js"),
};
const notesLoaded: Partial<Record<Lang, Promise<void>>> = {};
let notesDone: Partial<Record<Lang, true>> = { en: true };

/** True once the notes of `lang` are loaded (always for English). */
export const hasNotes = (lang: Lang): boolean => notesDone[lang] === true;

/** Loads the notes of `lang` once; a failed load may be tried again. */
export const loadNotes = (lang: Lang): Promise<void> => {
  const load = NOTES[lang];
  if (hasNotes(lang) || load === null) return Promise.resolve();
  notesLoaded[lang] ??= load().then(
    (m) => {
      registerNotesRu(m.notes);
      notesDone = { ...notesDone, [lang]: true };
    },
    (e: unknown) => {
      delete notesLoaded[lang];
      throw e;
    },
  );
  return notesLoaded[lang];
};

/**
 * Each language's own name, known before its words are loaded: the switch names the other language
 * ("Language: switch to Русский"). The same as each catalog's `lang.name` (test/app/catalogs.test.ts).
 */
export const LANG_NAMES: Record<Lang, string> = { en: "English", ru: "Русский" };

const template = (lang: Lang, key: AppKey): string =>
  CATALOGS[lang]?.[key] ?? (key === "lang.name" ? LANG_NAMES[lang] : (CATALOGS.en?.[key] ?? key));

/** The text `key` in `lang`, `{name}` filled from params. */
export const tr = (lang: Lang, key: AppKey, params: Record<string, string | number> = {}): string =>
  template(lang, key).replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));

/** Like `tr`, but a parameter may be markup (a call with its suit symbol): gives a list of children. */
export const rich = (lang: Lang, key: AppKey, params: Record<string, ComponentChild>): ComponentChild[] => {
  const out: ComponentChild[] = [];
  const text = template(lang, key);
  let at = 0;
  for (const m of text.matchAll(/\{(\w+)\}/g)) {
    out.push(text.slice(at, m.index));
    const name = m[1]!;
    out.push(name in params ? params[name] : m[0]);
    at = (m.index ?? 0) + m[0].length;
  }
  out.push(text.slice(at));
  return out.filter((x) => x !== "");
};
