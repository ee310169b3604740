/** The English words of the play's laws, loaded with them (web/i18n.ts `loadPlayWords`). */
export { playEn as engine } from "../src/explain/play-en.js";
