/**
 * Issue 25 item 5: `bridge-td import` of a large PBN file streams from the file to the logs, so its memory
 * does not grow with the board count. A generated 10^4-board file (2.3 MB) is imported under a 40 MB heap
 * (node --max-old-space-size=40): the reader that held the whole text, every game and every log ran out of
 * heap there (exit 134); the streaming one finishes. No time is asserted.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
const bin = join(root, "dist", "cli", "bin.js");
const dir = mkdtempSync(join(tmpdir(), "bridge-td-import-memory-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("import of a large PBN file", () => {
  it.skipIf(!existsSync(bin))(
    "10,000 boards import under a 40 MB heap, every log written",
    () => {
      const file = join(dir, "big.pbn");
      const g = spawnSync(
        process.execPath,
        ["--import", "tsx", join(root, "scripts", "pbn-big.ts"), "10000", file],
        {
          cwd: root,
        },
      );
      expect(g.status).toBe(0);
      const r = spawnSync(process.execPath, ["--max-old-space-size=40", bin, "import", file], {
        encoding: "utf8",
        maxBuffer: 1 << 30,
      });
      expect(r.stderr).toBe("");
      expect(r.status).toBe(0);
      const lines = r.stdout.split("\n").filter(Boolean);
      expect(lines).toHaveLength(10_000);
      expect(JSON.parse(lines[9_999]!).board).toBe(10_000);
    },
    300_000,
  );
});
