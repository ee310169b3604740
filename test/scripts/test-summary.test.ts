/**
 * Issue 25 item 7: `npm test` ends with the totals of every part (unit, explorer, e2e) on one line, and
 * last with the plain "N passed, N failed" that CI reads, printed by npm test itself.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SCRIPT = new URL("../../scripts/test-summary.mjs", import.meta.url).pathname;
const PACKAGE = new URL("../../package.json", import.meta.url).pathname;

const summary = (reports: Record<string, unknown>): string[] => {
  const cwd = mkdtempSync(join(tmpdir(), "bridge-td-summary-"));
  mkdirSync(join(cwd, "test-results"));
  for (const [f, r] of Object.entries(reports))
    writeFileSync(join(cwd, "test-results", f), JSON.stringify(r));
  const r = spawnSync(process.execPath, [SCRIPT], { cwd, encoding: "utf8" });
  return r.stdout.trimEnd().split("\n");
};

describe("the closing lines of npm test", () => {
  it("one line of every part's totals, then 'N passed, N failed' alone, last", () => {
    const lines = summary({
      "unit.json": { numPassedTests: 10, numFailedTests: 1, numPendingTests: 2 },
      "explore.json": [{ violations: [] }, { violations: [{ kind: "x" }] }],
      "e2e.json": { numPassedTests: 5, numFailedTests: 0 },
    });
    expect(lines.at(-2)).toBe(
      "Tests: unit 10 passed, 1 failed, 2 skipped · explorer 1 passed, 1 failed · e2e 5 passed, 0 failed",
    );
    expect(lines.at(-1)).toBe("16 passed, 2 failed");
  });

  it("a part that did not run says so", () => {
    expect(summary({ "unit.json": { numPassedTests: 3, numFailedTests: 0 } })).toEqual([
      "Tests: unit 3 passed, 0 failed · explorer did not run · e2e did not run",
      "3 passed, 0 failed",
    ]);
  });

  it("npm test prints it last, whether the parts pass or fail, and keeps their exit status", () => {
    const test = (JSON.parse(readFileSync(PACKAGE, "utf8")) as { scripts: Record<string, string> }).scripts
      .test!;
    expect(test).toMatch(/^node scripts\/test-summary\.mjs --clean && /);
    expect(test).toMatch(/; s=\$\?; node scripts\/test-summary\.mjs; exit \$s$/);
    const explore = (JSON.parse(readFileSync(PACKAGE, "utf8")) as { scripts: Record<string, string> })
      .scripts["test:explore"]!;
    expect(explore).toContain("--json test-results/explore.json");
  });
});
