/** The Russian words of the play's laws, loaded with them (web/i18n.ts `loadPlayWords`). */
export { playRu as engine } from "../src/explain/play-ru.js";
