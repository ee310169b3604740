/** Reads every fixture's edition and paragraphs (for the coverage matrix), from the one fixture tree. */
import { knownFailing, loadFixtures } from "../test/support/fixtures.js";
import type { FixtureRef } from "./coverage-lib.js";

/** A fixture counts only once the engine passes it (not in test/fixtures/known-failing.txt). */
export const loadFixtureRefs = (): FixtureRef[] => {
  const failing = knownFailing();
  return loadFixtures()
    .filter((f) => !failing.has(f.file))
    .map((f) => ({
      file: f.file,
      edition: (f.log as { edition?: string } | undefined)?.edition as FixtureRef["edition"],
      paragraphs: f.paragraphs ?? [],
    }))
    .filter((f) => f.edition === "2017" || f.edition === "1987");
};
