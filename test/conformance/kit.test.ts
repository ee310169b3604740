/**
 * The conformance kit (conformance/, docs/conformance.md): it is what the fixture trees give (a stale kit
 * fails: run `npm run conformance:kit`), its cases carry what the protocol promises, this engine passes
 * every case through the kit's own runner and protocol, a wrong implementation fails them, and the
 * engine's published results file is for the kit as it stands.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildKit, KIT_DIR, kitOnDisk } from "../../scripts/conformance-lib.js";

const built = buildKit();
const kit = JSON.parse(built.get("kit.json")!) as {
  digest: string;
  unordered: string[];
  cases: { file: string; id: string; code: string; law: string; checks: number }[];
};
const ROOT = new URL("../../", import.meta.url).pathname;

/** Runs conformance/run.mjs with this engine's adapter over the sources (no build needed). */
const runKit = (options: string[], command: string[]) => {
  const out = join(mkdtempSync(join(tmpdir(), "kit-results-")), "results");
  const r = spawnSync(
    process.execPath,
    [join(KIT_DIR, "run.mjs"), ...options, "--out", out, "--", ...command],
    {
      encoding: "utf8",
      cwd: ROOT,
      env: { ...process.env, BRIDGE_TD_MODULE: join(ROOT, "src/index.ts") },
    },
  );
  const results = JSON.parse(readFileSync(`${out}.json`, "utf8")) as {
    passed: number;
    cases: number;
    totals: Record<string, { passed: number; cases: number }>;
    failures: { id: string; reason: string }[];
  };
  return { status: r.status, results, md: readFileSync(`${out}.md`, "utf8") };
};
const ADAPTER = [process.execPath, "--import", "tsx", join(KIT_DIR, "adapters/bridge-td.mjs")];

describe("conformance kit", () => {
  it("is up to date with the fixture trees (npm run conformance:kit)", () => {
    const disk = kitOnDisk();
    expect([...disk.keys()].sort()).toEqual([...built.keys()].sort());
    const stale = [...built].filter(([file, text]) => disk.get(file) !== text).map(([file]) => file);
    expect(stale).toEqual([]);
  });

  it("has every fixture of both periods and both codes, each case with its log, checks, paragraphs and source", () => {
    expect(kit.cases.length).toBeGreaterThan(400);
    const periods = new Set(kit.cases.map((c) => `${c.id.split("/")[0]} ${c.code}`));
    expect([...periods].sort()).toEqual(["auction 1987", "auction 2017", "play 1987", "play 2017"]);
    for (const e of kit.cases) {
      const c = JSON.parse(built.get(e.file)!);
      expect(c.log.format, e.id).toBe("table-log@1");
      expect(c.code).toBe(c.log.edition);
      expect(c.paragraphs.length, e.id).toBeGreaterThan(0);
      expect(c.checks.length).toBe(e.checks);
      expect(c.checks.at(-1).events, e.id).toBe(c.log.events.length);
      expect(c.source.length > 0 || c.basis.length > 0, e.id).toBe(true);
    }
    expect(kit.unordered).toEqual(["obligations", "watchForDamage", "leadRestrictions"]);
  });

  it("this engine passes every case through the protocol (one process, --stream)", () => {
    const r = runKit(["--stream", "--name", "bridge-td"], [...ADAPTER, "--stream"]);
    expect(r.results.failures).toEqual([]);
    expect(r.results.passed).toBe(kit.cases.length);
    expect(r.status).toBe(0);
    expect(r.md).toContain(`**${kit.cases.length} of ${kit.cases.length} cases pass (100.0%)**`);
  });

  it("one process per log, the log on standard input or in a file, gives the same", () => {
    for (const mode of ["--stdin", "--path"]) {
      const r = runKit([mode, "--only", "auction/2017/law27/27B1b"], ADAPTER);
      expect(r.results.cases).toBe(1);
      expect(r.results.passed).toBe(r.results.cases);
    }
  });

  it("an implementation that answers wrongly fails (the runner can fail)", () => {
    const r = runKit(["--only", "play/1987/law61"], [process.execPath, "-e", 'console.log("{}")']);
    expect(r.status).toBe(1);
    expect(r.results.passed).toBe(0);
    expect(r.results.failures.length).toBe(r.results.cases);
    expect(r.md).toContain("✗");
    // a rejected log expected, a state given; and a state expected, an error given
    const state = runKit(
      ["--only", "play/2017/law45/45B-dummy-card"],
      [process.execPath, "-e", 'console.log("{}")'],
    );
    expect(state.results.failures[0]!.reason).toMatch(/should be rejected/);
    const error = [process.execPath, "-e", "console.log('{\"error\":{}}')"];
    expect(runKit(["--only", "auction/2017/law27/27A1-l"], error).results.failures[0]!.reason).toMatch(
      /unexpected error/,
    );
  });

  it("the engine's results file (conformance/results/bridge-td.json) is for this kit and at 100%", () => {
    const r = JSON.parse(readFileSync(join(KIT_DIR, "results/bridge-td.json"), "utf8"));
    expect(r.kit.digest).toBe(kit.digest);
    expect(r.kit.cases).toBe(kit.cases.length);
    expect(r.only).toBeUndefined();
    expect(r.passed).toBe(kit.cases.length);
    expect(r.failures).toEqual([]);
  });
});
