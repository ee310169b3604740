/**
 * Writes the app's exercise pools, web/public/train/<edition>-<lang>.json (src/train/pool.ts): for each code
 * and language, taken from the exercises of `bridge-td train --edition E --lang L --count 500 --seed 1
 * --json`; the Train screen fetches the one it needs when it opens (web/train/, docs/train.md "In the app").
 * `npm run train:app`; the quality test fails when a pool is stale (test/train/quality.test.ts).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import "../src/index.js";
import { fromFixture } from "../src/train/fixtureScenes.js";
import { generate } from "../src/train/index.js";
import { POOL_SOURCE, type Pool, poolOf } from "../src/train/pool.js";

const root = new URL("..", import.meta.url).pathname;

for (const edition of ["2017", "1987"] as const)
  for (const lang of ["en", "ru"] as const) {
    const exercises = poolOf(generate({ edition, lang, ...POOL_SOURCE }), fromFixture);
    const pool: Pool = { format: "train-pool@1", edition, lang, seed: POOL_SOURCE.seed, exercises };
    const file = join(root, "web/public/train", `${edition}-${lang}.json`);
    writeFileSync(file, `${JSON.stringify(pool)}\n`);
    console.log(`${file}: ${exercises.length} exercises`);
  }
