/** Reads every fixture's edition and paragraphs (for the coverage matrix). */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { FixtureRef } from "./coverage-lib.js";

const root = new URL("../test/fixtures/", import.meta.url).pathname;
/** The play-period fixtures count only once the engine passes them (not in their known-failing list). */
const playRoot = new URL("../test/fixtures-play/", import.meta.url).pathname;
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : f.endsWith(".json") ? [p] : [];
  });

const playFailing = (): Set<string> =>
  new Set(
    readFileSync(join(playRoot, "known-failing.txt"), "utf8")
      .split("\n")
      .map((l) => l.replace(/#.*/, "").trim())
      .filter(Boolean),
  );

export const loadFixtureRefs = (): FixtureRef[] => {
  const failing = playFailing();
  const refs = (dir: string, prefix: string, skip: Set<string>) =>
    walk(dir)
      .sort()
      .filter((f) => !skip.has(relative(dir, f)))
      .map((f) => {
        const j = JSON.parse(readFileSync(f, "utf8"));
        return { file: prefix + relative(dir, f), edition: j.log?.edition, paragraphs: j.paragraphs ?? [] };
      })
      .filter((f) => f.edition === "2017" || f.edition === "1987");
  return [...refs(root, "", new Set()), ...refs(playRoot, "play/", failing)];
};
