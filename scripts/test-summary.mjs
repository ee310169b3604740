// The closing lines of `npm test`: one line with the totals of every part (unit, explorer, e2e), then the
// plain line "N passed, N failed" alone, last, which CI reads. The parts' reports are in test-results/:
// Vitest's JSON (unit.json, e2e.json) and the explorer's (explore.json, one report per code, passed when
// it found no violation). A part whose report is missing did not run (or stopped before it wrote one).
// `--clean` removes the old reports first (npm test starts with it).
import { existsSync, readFileSync, rmSync } from "node:fs";

const dir = "test-results";
if (process.argv.includes("--clean")) {
  for (const f of ["unit.json", "explore.json", "e2e.json"]) rmSync(`${dir}/${f}`, { force: true });
  process.exit(0);
}
const read = (f) => (existsSync(`${dir}/${f}`) ? JSON.parse(readFileSync(`${dir}/${f}`, "utf8")) : null);
const vitest = (r) => ({
  passed: r.numPassedTests ?? 0,
  failed: r.numFailedTests ?? 0,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
});
const explorer = (rs) => ({
  passed: rs.filter((r) => r.violations.length === 0).length,
  failed: rs.filter((r) => r.violations.length > 0).length,
  skipped: 0,
});
const parts = [
  ["unit", read("unit.json"), vitest],
  ["explorer", read("explore.json"), explorer],
  ["e2e", read("e2e.json"), vitest],
];
let passed = 0;
let failed = 0;
const words = parts.map(([name, r, count]) => {
  if (r === null) return `${name} did not run`;
  const c = count(r);
  passed += c.passed;
  failed += c.failed;
  return `${name} ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}`;
});
console.log(`Tests: ${words.join(" · ")}`);
console.log(`${passed} passed, ${failed} failed`);
