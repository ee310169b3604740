/**
 * `bridge-td --version`: the version of the installed package, read from the package.json two folders
 * above this module — dist/cli/ in the built and installed package (node_modules/bridge-td/package.json),
 * src/cli/ when run from the sources — so it holds wherever the package is installed, whatever the
 * current directory.
 */
import { readFileSync } from "node:fs";

const PACKAGE_JSON = new URL("../../package.json", import.meta.url);

/** The version in bridge-td's package.json, or undefined if that file cannot be read as ours. */
export const packageVersion = (
  read: (url: URL) => string = (u) => readFileSync(u, "utf8"),
): string | undefined => {
  try {
    const pkg = JSON.parse(read(PACKAGE_JSON)) as { name?: unknown; version?: unknown };
    return pkg.name === "bridge-td" && typeof pkg.version === "string" ? pkg.version : undefined;
  } catch {
    return undefined;
  }
};
