/**
 * Issue 25 item 4: the two packages as a user installs them. Both are packed (`npm pack`) and installed
 * into an empty project: bridge-td (the engine and the CLI) with `--offline` installs one package and no
 * dependency, and its CLI replays an example; bridge-td-server (the register and the app's server) with
 * its dependencies from the npm registry or, once they are there, the local cache (`--prefer-offline`;
 * scripts off, so better-sqlite3's binary is the repository's own, the same version) starts from the
 * installed copy and serves the app's page and /api/health. Slow (a minute or two): it runs in `npm test`.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
const server = join(root, "packages", "server");
const scratch = mkdtempSync(join(tmpdir(), "bridge-td-install-"));
const packs = join(scratch, "packs");
let child: ChildProcess | undefined;

const sh = (cmd: string, args: string[], cwd: string) => {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      npm_config_loglevel: "error",
      npm_config_fund: "false",
      npm_config_audit: "false",
    },
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}): ${r.stderr}`);
  return r.stdout;
};

const project = (name: string): string => {
  const dir = join(scratch, name);
  mkdirSync(dir);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name, version: "1.0.0", private: true }));
  return dir;
};

/** The packages under node_modules (scoped ones counted one by one). */
const installed = (dir: string): string[] =>
  readdirSync(join(dir, "node_modules"))
    .filter((n) => !n.startsWith("."))
    .flatMap((n) =>
      n.startsWith("@") ? readdirSync(join(dir, "node_modules", n)).map((m) => `${n}/${m}`) : [n],
    );

beforeAll(() => {
  if (!existsSync(join(root, "dist", "cli", "bin.js"))) sh("npm", ["run", "build"], root);
  if (!existsSync(join(root, "dist", "app", "index.html"))) sh("npm", ["run", "build:app"], root);
  mkdirSync(packs);
  // The builds are made: pack them as they are (the prepack scripts would build again).
  sh("npm", ["pack", "--ignore-scripts", "--pack-destination", packs], root);
  sh("node", ["build.mjs"], server);
  sh("npm", ["pack", "--ignore-scripts", "--pack-destination", packs], server);
}, 300_000);

afterAll(() => {
  if (child?.pid) child.kill();
  rmSync(scratch, { recursive: true, force: true });
});

const tarball = (name: string) =>
  join(packs, `${name}-${JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version}.tgz`);

describe("bridge-td installed alone", () => {
  it("installs offline as one package with no dependency, and its CLI replays an example", () => {
    const dir = project("engine");
    sh("npm", ["install", "--offline", tarball("bridge-td")], dir);
    expect(installed(dir)).toEqual(["bridge-td"]);
    const lock = JSON.parse(readFileSync(join(dir, "package-lock.json"), "utf8"));
    expect(Object.keys(lock.packages).filter((k) => k.startsWith("node_modules/"))).toEqual([
      "node_modules/bridge-td",
    ]);
    const bin = join(dir, "node_modules", ".bin", "bridge-td");
    const replay = spawnSync(bin, ["replay", join(root, "examples", "insufficient-bid.json")], {
      encoding: "utf8",
    });
    expect(replay.status).toBe(0);
    expect(replay.stdout).toContain("Board 7");
    // The scorers' readers are bundled: a USEBIO file scores without saxes installed.
    const usebio = spawnSync(bin, ["session", join(root, "test", "session", "data", "club.usebio.xml")], {
      encoding: "utf8",
    });
    expect(usebio.status).toBe(0);
    // The register's commands say which package brings their drivers.
    const user = spawnSync(bin, ["user", "list"], { encoding: "utf8", cwd: dir });
    expect(user.status).toBe(1);
    expect(user.stderr).toMatch(/install the package bridge-td-server/);
    expect(user.stderr).not.toMatch(/at .*\.js:\d+/);
  }, 120_000);
});

describe("bridge-td-server installed", () => {
  it("starts from the installed copy and serves the app's page and /api/health", async () => {
    const dir = project("server");
    sh(
      "npm",
      ["install", "--prefer-offline", "--ignore-scripts", tarball("bridge-td"), tarball("bridge-td-server")],
      dir,
    );
    expect(installed(dir)).toContain("bridge-td-server");
    const release = join("node_modules", "better-sqlite3", "build", "Release");
    mkdirSync(join(dir, release), { recursive: true });
    cpSync(join(root, release, "better_sqlite3.node"), join(dir, release, "better_sqlite3.node"));
    child = spawn(join(dir, "node_modules", ".bin", "bridge-td-server"), [], {
      cwd: dir,
      env: { ...process.env, PORT: "0", DATA_DIR: join(dir, "data"), LOG_LEVEL: "silent" },
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = "";
      child!.stdout!.on("data", (d: Buffer) => {
        out += d.toString();
        const m = /director's app: (http:\/\/\S+)/.exec(out);
        if (m) resolve(m[1]!);
      });
      child!.stderr!.on("data", (d: Buffer) => reject(new Error(d.toString())));
      child!.on("exit", (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/^<!doctype html>/i);
    const health = await fetch(`${url}api/health`);
    expect(await health.json()).toMatchObject({ ok: true, database: "sqlite" });
  }, 300_000);
});
