/** Reads every fixture's edition and paragraphs (for the coverage matrix). */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { FixtureRef } from "./coverage-lib.js";

const root = new URL("../test/fixtures/", import.meta.url).pathname;
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : f.endsWith(".json") ? [p] : [];
  });

export const loadFixtureRefs = (): FixtureRef[] =>
  walk(root)
    .sort()
    .map((f) => {
      const j = JSON.parse(readFileSync(f, "utf8"));
      return { file: relative(root, f), edition: j.log?.edition, paragraphs: j.paragraphs ?? [] };
    })
    .filter((f) => f.edition === "2017" || f.edition === "1987");
