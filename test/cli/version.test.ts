/** `bridge-td --version` (issue 9): the version of the package, from its own package.json. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Io } from "../../src/cli/io.js";
import { run, USAGE } from "../../src/cli/main.js";
import { packageVersion } from "../../src/cli/version.js";

const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));

const cli = (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readFile: () => {
      throw new Error("no file is read");
    },
    readStdin: () => "",
  };
  return { code: run(argv, io), out, err };
};

describe("bridge-td --version", () => {
  it("prints the package version alone on standard output and exits 0", () => {
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(cli("--version")).toEqual({ code: 0, out: [pkg.version], err: [] });
  });

  it("is listed in the help", () => {
    expect(USAGE.join("\n")).toContain("--version");
  });

  it("reads bridge-td's own package.json, not whatever package.json it is given", () => {
    expect(packageVersion()).toBe(pkg.version);
    expect(packageVersion(() => JSON.stringify({ name: "bridge-td", version: "9.8.7" }))).toBe("9.8.7");
    expect(packageVersion(() => JSON.stringify({ name: "some-app", version: "1.0.0" }))).toBeUndefined();
    expect(packageVersion(() => "{")).toBeUndefined();
    expect(
      packageVersion(() => {
        throw Object.assign(new Error("gone"), { code: "ENOENT" });
      }),
    ).toBeUndefined();
  });
});
