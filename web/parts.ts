/**
 * The parts of the app loaded when needed, before what needs them shows: the words of each language
 * (web/i18n.ts) and the 1987 code (web/model.ts). The service worker precaches them all, so they load
 * offline too.
 */
import type { Edition, Lang } from "../src/engine.js";
import { hasNotes, hasWords, loadNotes, loadWords } from "./i18n.js";
import { hasEdition, loadEdition } from "./model.js";
import type { Session } from "./session.js";

/** The codes of the session's boards: every board of the session may be replayed (the session list, the register). */
export const editionsOf = (session: Session): Edition[] => [
  ...new Set(session.boards.map((b) => b.log.edition)),
];

/** True when the words of `lang` (and its notes) and the rules of every code in `editions` are loaded. */
export const partsReady = (lang: Lang, editions: Edition[]): boolean =>
  hasWords(lang) && hasNotes(lang) && editions.every(hasEdition);

/**
 * Loads the words of `lang` and the rules of `editions`, and the notes on reconstructed paragraphs unless
 * `notes` is false (the first screen does without them: web/main.tsx).
 */
export const loadParts = async (lang: Lang, editions: Edition[], notes = true): Promise<void> => {
  await Promise.all([loadWords(lang), ...(notes ? [loadNotes(lang)] : []), ...editions.map(loadEdition)]);
};

/**
 * Calls `apply` at once when the parts it needs are loaded (a tap re-renders in the same task), otherwise
 * once they are; `failed` with the parts missing (`ru`, `1987`) when they could not be loaded.
 */
export const whenReady = (
  lang: Lang,
  editions: Edition[],
  apply: () => void,
  failed: (missing: string) => void,
): void => {
  if (partsReady(lang, editions)) {
    apply();
    return;
  }
  loadParts(lang, editions).then(apply, () =>
    failed(
      [...(hasWords(lang) && hasNotes(lang) ? [] : [lang]), ...editions.filter((e) => !hasEdition(e))].join(
        ", ",
      ),
    ),
  );
};
