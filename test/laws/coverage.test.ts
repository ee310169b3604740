/**
 * Every registered law paragraph has a table-log fixture (except those registered as procedure with nothing
 * to rule, `effect: "none"`), and docs/laws-coverage.md is up to date.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixturesFor, renderCoverage } from "../../scripts/coverage-lib.js";
import { loadFixtureRefs } from "../../scripts/fixture-refs.js";
import { paragraphs } from "../../src/editions.js";

const fixtures = loadFixtureRefs();

describe("laws coverage", () => {
  for (const edition of ["2017", "1987"] as const) {
    it(`every registered ${edition} paragraph has at least one fixture`, () => {
      const bare = paragraphs(edition)
        .filter((p) => p.effect !== "none" && fixturesFor(p, fixtures).length === 0)
        .map((p) => p.label);
      expect(bare).toEqual([]);
    });
  }
  it("docs/laws-coverage.md is regenerated (npm run coverage)", () => {
    const doc = readFileSync(new URL("../../docs/laws-coverage.md", import.meta.url), "utf8");
    expect(doc).toBe(`${renderCoverage(fixtures)}\n`);
  });
});
