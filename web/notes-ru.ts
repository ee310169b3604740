/**
 * The Russian notes on what a reconstructed paragraph rests on (the director's notes of a ruling), loaded
 * apart from the words: right after the app first draws, and before a switch to Russian shows (web/i18n.ts).
 */
export { RU_BASIS as notes } from "../src/explain/ru-basis.js";
