/** The end-to-end tests: a real browser (Debian's chromium) against the built app (npm run test:e2e). */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["test/e2e/**/*.e2e.ts"],
    environment: "node",
    // The tests name the app's controls with its catalogs (src/explain, loaded as parts in the app): all here.
    setupFiles: ["test/app/setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 10_000, interval: 50 } },
    // Read with the unit report by scripts/test-summary.mjs for CI's closing line.
    reporters: ["default", ["json", { outputFile: "test-results/e2e.json" }]],
  },
});
