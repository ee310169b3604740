/**
 * The Russian words but the play's, loaded as one part when the app shows Russian (web/i18n.ts
 * `loadWords`); the play's come with the play's laws (web/words-play-ru.ts).
 */
export { appRu as app } from "../src/explain/app-ru.js";
export { ruCore as engine } from "../src/explain/ru.js";
