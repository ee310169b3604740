/**
 * The parts of the app loaded when needed, before what needs them shows: the words of each language
 * (web/i18n.ts), each code's auction period and its play period with the play's words
 * (web/engine/adapter.ts). The service worker precaches them all, so they load offline too.
 */
import type { Edition, Lang } from "../src/engine.js";
import { hasNotes, hasPlayWords, hasWords, loadNotes, loadPlayWords, loadWords } from "./i18n.js";
import {
  hasEdition,
  hasPlay,
  type LogJson,
  loadEdition,
  loadPlayLaws,
  pastAuction,
  waitsForPlay,
} from "./model.js";
import { currentBoard, type Session } from "./session.js";

/** The codes of the session's boards: every board of the session may be replayed (the session list, the register). */
export const editionsOf = (session: Session): Edition[] => [
  ...new Set(session.boards.map((b) => b.log.edition)),
];

/** True when the words of `lang` (and its notes) and the rules of every code in `editions` are loaded. */
export const partsReady = (lang: Lang, editions: Edition[]): boolean =>
  hasWords(lang) && hasNotes(lang) && editions.every(hasEdition);

/**
 * Loads the words of `lang` and the rules of `editions` (their auction periods), and the notes on
 * reconstructed paragraphs unless `notes` is false (the first screen does without them: web/main.tsx).
 */
export const loadParts = async (lang: Lang, editions: Edition[], notes = true): Promise<void> => {
  await Promise.all([loadWords(lang), ...(notes ? [loadNotes(lang)] : []), ...editions.map(loadEdition)]);
};

const listeners = new Set<() => void>();

/** Calls `listener` each time a play part has loaded (what was computed without it is computed again). */
export const onPlayLoaded = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Loads the play period of `edition` and the play's words (of the languages loaded); a failed load may be tried again. */
export const loadPlay = (edition: Edition): Promise<void> => {
  const had = hasPlay(edition);
  return Promise.all([loadPlayLaws(edition), loadPlayWords()]).then(() => {
    if (!had) for (const l of listeners) l();
  });
};

/** Loads the play parts of `editions` in the background (right after the first draw, a code new to the session). */
export const prefetchPlay = (editions: Edition[]): void => {
  for (const e of editions) if (!hasPlay(e)) loadPlay(e).catch(() => {});
};

/**
 * True when `log` reaches the play (or a Law 24 card in the auction) and its code's play part is not
 * loaded: it must be loaded before the board shows. Its code's auction period must be loaded.
 */
export const needsPlayPart = (log: LogJson): boolean =>
  hasEdition(log.edition) && !hasPlay(log.edition) && waitsForPlay(log);

/** What the current board of `session` needs in `lang` beyond the words and the auction periods: the play's part. */
const playWanted = (lang: Lang, log: LogJson): boolean =>
  needsPlayPart(log) || (!hasPlayWords(lang) && hasEdition(log.edition) && pastAuction(log));

/**
 * Loads what `session` needs before it shows in `lang`: the words of `lang`, the codes of its boards (their
 * auction periods), the notes unless `notes` is false (the first screen does without them: web/main.tsx),
 * and the play's part of the current board's code when that board is in the play.
 */
export const loadFor = (lang: Lang, session: Session, notes = true): Promise<void> => {
  const log = currentBoard(session).log;
  return loadParts(lang, editionsOf(session), notes).then(() =>
    playWanted(lang, log)
      ? Promise.all([loadPlay(log.edition), loadPlayWords([lang])]).then(() => {})
      : undefined,
  );
};

/**
 * Calls `apply` at once when the parts the session needs are loaded (a tap re-renders in the same task),
 * otherwise once they are: the words of `lang`, the codes of its boards, and the play's part of the current
 * board's code when that board is in the play; `failed` with the parts missing (`ru`, `1987`) when they
 * could not be loaded. The play parts of the session's codes are then loaded in the background.
 */
export const whenReady = (
  lang: Lang,
  session: Session,
  apply: () => void,
  failed: (missing: string) => void,
): void => {
  const editions = editionsOf(session);
  const log = currentBoard(session).log;
  const done = () => {
    apply();
    prefetchPlay(editions);
  };
  if (partsReady(lang, editions) && !playWanted(lang, log)) {
    done();
    return;
  }
  loadFor(lang, session).then(done, () =>
    failed(
      [
        ...(hasWords(lang) && hasNotes(lang) && (hasPlayWords(lang) || !pastAuction(log)) ? [] : [lang]),
        ...editions.filter((e) => !hasEdition(e) || (e === log.edition && needsPlayPart(log))),
      ].join(", "),
    ),
  );
};

/**
 * When `error` is a step given up for want of a play part (`part-loading`), loads it and calls `retry`
 * (`failed` if it cannot be loaded) and says true; otherwise false.
 */
export const afterPlayPart = (
  error: { code: string },
  edition: Edition,
  retry: () => void,
  failed: (missing: string) => void,
): boolean => {
  if (error.code !== "part-loading") return false;
  loadPlay(edition).then(retry, () => failed(edition));
  return true;
};
