/**
 * What `npm pack` ships (issue 9): the same files whatever was built before — the library's build, the
 * schema, the README, the licence — never the app's Vite output (dist/app/), files an earlier build left
 * behind, or tests. Runs `npm pack --dry-run --json` (whose `prepack` builds) in a scratch copy of the
 * package whose dist/ holds a stale module and a built app, so the working tree's dist/ is not touched.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

let scratch = "";
let packed: string[] = [];

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "bridge-td-pack-"));
  for (const f of ["package.json", "tsconfig.json", "tsconfig.build.json", "README.md", "LICENSE"])
    cpSync(join(root, f), join(scratch, f));
  for (const d of ["src", "schema", "scripts", "packages"])
    cpSync(join(root, d), join(scratch, d), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(scratch, "node_modules"), "dir");
  // What earlier builds leave: the app, a module since renamed, a folder since removed.
  mkdirSync(join(scratch, "dist", "app", "assets"), { recursive: true });
  writeFileSync(join(scratch, "dist", "app", "index.html"), "<!doctype html>");
  writeFileSync(join(scratch, "dist", "app", "assets", "index-0000.js"), "");
  writeFileSync(join(scratch, "dist", "stale.js"), "");
  mkdirSync(join(scratch, "dist", "gone"));
  writeFileSync(join(scratch, "dist", "gone", "old.js"), "");
  const r = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts=false"], {
    cwd: scratch,
    encoding: "utf8",
    env: { ...process.env, npm_config_loglevel: "error" },
  });
  if (r.status !== 0) throw new Error(`npm pack failed (${r.status}): ${r.stderr}`);
  const json = r.stdout.slice(r.stdout.indexOf("["));
  packed = (JSON.parse(json) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path).sort();
}, 240_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("npm pack", () => {
  it("ships the build, the schema, the README, the licence and package.json", () => {
    for (const f of [
      "package.json",
      "README.md",
      "LICENSE",
      "schema/table-log-1.json",
      "dist/index.js",
      "dist/index.d.ts",
      "dist/cli/bin.js",
    ])
      expect(packed).toContain(f);
    expect(packed.filter((f) => f.startsWith("dist/")).length).toBeGreaterThan(50);
  });

  it("never the app's build, files left by an earlier build, tests or sources", () => {
    expect(packed.filter((f) => f.startsWith("dist/app/"))).toEqual([]);
    expect(packed.filter((f) => /dist\/(stale|gone)/.test(f))).toEqual([]);
    expect(packed.filter((f) => /\.test\.|(^|\/)test\//.test(f))).toEqual([]);
    expect(packed.filter((f) => /^(src|web|scripts|bench|docs|examples)\//.test(f))).toEqual([]);
    expect(packed.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([]);
  });

  it("every file it ships comes from the package's `files` (or is one npm always adds)", () => {
    const allowed = /^(package\.json|README\.md|LICENSE|schema\/[^/]+\.json|dist\/.+\.(js|d\.ts|js\.map))$/;
    expect(packed.filter((f) => !allowed.test(f))).toEqual([]);
  });

  it("the build leaves the command executable (npx bridge-td in a checkout runs it directly)", () => {
    expect(statSync(join(scratch, pkg.bin["bridge-td"])).mode & 0o111).toBe(0o111);
  });

  it("the bin, the main module and the exports point at shipped files", () => {
    expect(packed).toContain(pkg.bin["bridge-td"].replace(/^\.\//, ""));
    expect(packed).toContain(pkg.main);
    expect(packed).toContain(pkg.types);
    for (const target of Object.values(pkg.exports as Record<string, string | Record<string, string>>))
      for (const p of typeof target === "string" ? [target] : Object.values(target))
        if (!p.includes("*")) expect(packed).toContain(p.replace(/^\.\//, ""));
  });

  it("depends at run time on nothing; the register and the server are the package bridge-td-server's", () => {
    // The app's Preact is bundled at build time, the scorers' saxes and csv-parse into dist/vendor/.
    expect(pkg.devDependencies.preact).toBeDefined();
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(packed).toContain("dist/vendor/saxes.js");
    expect(packed.filter((f) => f.startsWith("dist/server/"))).toEqual([]);
    const server = JSON.parse(readFileSync(join(root, "packages", "server", "package.json"), "utf8"));
    expect(Object.keys(server.dependencies).sort()).toEqual([
      "@fastify/helmet",
      "@fastify/rate-limit",
      "better-sqlite3",
      "bridge-td",
      "fastify",
      "kysely",
      "pg",
    ]);
    expect(server.dependencies["bridge-td"]).toBe(pkg.version);
    // The library entry and everything it imports name none of them (only `bridge-td user`, `register`
    // and the server load them).
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/from\s+"([^"]+)"/g)) {
        const spec = m[1]!;
        if (spec.startsWith(".")) visit(join(file, "..", spec));
        else
          expect(spec.startsWith("node:") ? "node builtin" : spec).not.toMatch(
            /fastify|sqlite|kysely|^pg$|saxes|csv-parse/,
          );
      }
    };
    visit(join(root, "dist", "index.js"));
    expect(seen.size).toBeGreaterThan(10);
  });
});

describe("the package as installed", () => {
  it("runs its bin from node_modules, from any directory: --version, score, replay", () => {
    // What `npm install bridge-td` puts on disk: exactly the packed files, under node_modules/bridge-td/.
    const app = join(scratch, "consumer");
    const installed = join(app, "node_modules", "bridge-td");
    for (const f of packed) {
      mkdirSync(join(installed, f, ".."), { recursive: true });
      cpSync(join(scratch, f), join(installed, f));
    }
    const bin = join(installed, pkg.bin["bridge-td"]);
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, [bin, ...args], { cwd: tmpdir(), encoding: "utf8" });
    expect(cli("--version")).toMatchObject({ status: 0, stdout: `${pkg.version}\n`, stderr: "" });
    expect(cli("score", "4SX", "--tricks", "11", "--vul")).toMatchObject({ status: 0, stdout: "990\n" });
    const example = join(root, "examples", "insufficient-bid.json");
    const replayed = cli("replay", example, "--json");
    expect(replayed.status).toBe(0);
    expect(JSON.parse(replayed.stdout).phase).toBe("ruling");
  });
});

describe("the licence", () => {
  it("is MIT, as package.json says, for the Bridge TD developers", () => {
    const text = readFileSync(join(root, "LICENSE"), "utf8");
    expect(pkg.license).toBe("MIT");
    expect(text.split("\n")[0]).toBe("MIT License");
    expect(text).toContain("Copyright (c) 2026 the Bridge TD developers");
    expect(pkg.files).toContain("LICENSE");
  });
});
