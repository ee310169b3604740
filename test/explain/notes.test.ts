/**
 * The registry's notes in Russian (translateNotes): a note that begins with a shorter note is translated
 * whole. The 1987 54D basis begins with the 54 one; replaced shortest first, it kept "; refusal from the
 * 1997 54D/56/50D" in English (found by the trainer's check of its Russian exercises).
 */
import { expect, it } from "vitest";
import "../../src/explain/index.js";
import { paragraphs } from "../../src/editions.js";
import { translateNotes } from "../../src/explain/ru-words.js";

it("every reconstructed paragraph's basis comes out of translateNotes with no English word", () => {
  const english = paragraphs()
    .filter((p) => p.basis !== undefined)
    .map((p) => [p.edition, p.label, translateNotes("ru", p.basis!)] as const)
    .filter(([, , ru]) => /\b(?:the|from|of|and|not|seen)\b/.test(ru));
  expect(english).toEqual([]);
});
