/** The English words, loaded as one part when the app shows English (web/i18n.ts `loadWords`). */
export { appEn as app } from "../src/explain/app-en.js";
export { en as engine } from "../src/explain/en.js";
