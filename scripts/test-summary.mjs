// Prints one plain closing line, "Tests: N passed, N failed", from the Vitest JSON reports in
// test-results/ (unit, and e2e when present). Used by .ci/run after the README's test command.
import { existsSync, readdirSync, readFileSync } from "node:fs";

const dir = "test-results";
let passed = 0;
let failed = 0;
let skipped = 0;
for (const f of existsSync(dir) ? readdirSync(dir) : []) {
  if (!f.endsWith(".json")) continue;
  const r = JSON.parse(readFileSync(`${dir}/${f}`, "utf8"));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
