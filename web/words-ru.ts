/** The Russian words, loaded as one part when the app shows Russian (web/i18n.ts `loadWords`). */
export { appRu as app } from "../src/explain/app-ru.js";
export { ru as engine } from "../src/explain/ru.js";
