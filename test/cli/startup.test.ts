/**
 * Issue 25 item 4: every command of `bridge-td` loads a database driver only when it needs one (the
 * register's `user` commands); the others start without better-sqlite3 and pg.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const HOOK = new URL("../support/loaded-drivers.mjs", import.meta.url).pathname;

/** The drivers a run of `bridge-td ARGS` loaded (the hook writes them on its last line of stderr). */
const driversOf = (args: string[]): string[] => {
  const r = spawnSync(process.execPath, ["--import", "tsx", "--import", HOOK, "src/cli/bin.ts", ...args], {
    encoding: "utf8",
  });
  const m = /drivers loaded: (\[.*\])/.exec(r.stderr);
  expect(m, r.stderr).not.toBeNull();
  return JSON.parse(m![1]!) as string[];
};

describe("bridge-td loads a database driver only when it needs one", () => {
  it.each([
    [["score", "4S", "--tricks", "10"]],
    [["replay", "examples/insufficient-bid.json"]],
    [["import", "--help"]],
    [["register", "push", "--help"]],
  ])("%j loads none", (args) => {
    expect(driversOf(args)).toEqual([]);
  });

  it("user list opens the database, so it loads the drivers (the check above can fail)", () => {
    const dir = mkdtempSync(join(tmpdir(), "bridge-td-startup-"));
    try {
      expect(driversOf(["user", "list", "--data-dir", dir])).toContain("better-sqlite3");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
