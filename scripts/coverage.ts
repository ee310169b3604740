/** Writes docs/laws-coverage.md (`npm run coverage`). */
import { writeFileSync } from "node:fs";
import { renderCoverage } from "./coverage-lib.js";
import { loadFixtureRefs } from "./fixture-refs.js";

const path = new URL("../docs/laws-coverage.md", import.meta.url).pathname;
writeFileSync(path, `${renderCoverage(loadFixtureRefs())}\n`);
console.log(`wrote ${path}`);
