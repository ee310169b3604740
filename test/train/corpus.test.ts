/** src/train/corpus.ts holds what scripts/train-corpus.ts makes of the fixtures today (`npm run train:corpus`). */
import { expect, it } from "vitest";
import { corpusLogs } from "../../scripts/train-corpus.js";
import { CORPUS } from "../../src/train/corpus.js";

it("the trainer's corpus is up to date with the fixtures (run npm run train:corpus)", () => {
  expect(JSON.parse(CORPUS)).toEqual(corpusLogs());
});
