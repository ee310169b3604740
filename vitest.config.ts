import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    exclude: ["test/e2e/**", "node_modules/**"],
    environment: "node",
    // The JSON report lets CI print one plain closing line (scripts/test-summary.mjs).
    reporters: ["default", ["json", { outputFile: "test-results/unit.json" }]],
  },
});
