import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    exclude: ["test/e2e/**", "node_modules/**"],
    environment: "node",
    // The app's words and the 1987 code are loaded parts in the app (web/parts.ts): loaded here for every test.
    setupFiles: ["test/app/setup.ts"],
    // Some tests spawn the CLI, start a database or read 10 MB files: on a loaded 2-core machine they can
    // take longer than the default 5 s. Time is measured in bench/, never asserted here.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The JSON report lets CI print one plain closing line (scripts/test-summary.mjs).
    reporters: ["default", ["json", { outputFile: "test-results/unit.json" }]],
  },
});
