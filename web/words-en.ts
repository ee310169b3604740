/**
 * The English words but the play's, loaded as one part when the app shows English (web/i18n.ts
 * `loadWords`); the play's come with the play's laws (web/words-play-en.ts).
 */
export { appEn as app } from "../src/explain/app-en.js";
export { enCore as engine } from "../src/explain/en.js";
