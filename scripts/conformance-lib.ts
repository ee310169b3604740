/**
 * The conformance kit (conformance/, docs/conformance.md) built from the one fixture tree: one case per
 * fixture of test/fixtures (the auction period, the edition pairs and the play period), both codes, in a form any implementation can run: the table log, the checks (the number of
 * events to replay and the expected state keys or the expected error), the law paragraphs and the sources.
 * `buildKit()` gives every file of the kit with its text; `npm run conformance:kit` writes them and
 * test/conformance/kit.test.ts fails when the kit on disk is not what the fixtures give.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { type Fixture as FixtureFile, loadFixtures } from "../test/support/fixtures.js";

export const KIT_FORMAT = "bridge-td-conformance@1";
/** The state keys whose lists are compared as unordered (test/support/fixtures.ts, `UNORDERED`). */
export const UNORDERED = ["obligations", "watchForDamage", "leadRestrictions"];

const ROOT = new URL("../", import.meta.url).pathname;
const TREE = "test/fixtures";

type Fixture = FixtureFile & { log: { edition: string; events: unknown[] } };

type Check = { events: number; expect: Record<string, unknown> } | { events: number; expectError: object };

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : f.endsWith(".json") ? [p] : [];
  });

/** The law a case is counted under: its folder's (law27 -> 27), or its first paragraph's (edition pairs). */
const lawOf = (rel: string, f: Fixture): string => {
  const folder = /(?:^|\/)law(\d+)\//.exec(rel)?.[1] ?? /^\d+/.exec(f.paragraphs[0] ?? "")?.[0] ?? "?";
  return String(Number(folder));
};

/** The checks of a fixture in replay order: each step, then the whole log (its state or its error). */
const checksOf = (f: Fixture): Check[] => {
  const n = f.log.events.length;
  const steps: Check[] = (f.steps ?? []).map((s) => ({ events: s.after + 1, expect: s.expect }));
  const last: Check = f.expectError
    ? { events: n, expectError: f.expectError }
    : { events: n, expect: f.expect ?? {} };
  return [...steps, last];
};

export interface KitEntry {
  file: string;
  id: string;
  code: string;
  law: string;
  checks: number;
}

/** Every file of the kit, by its path under conformance/, with its text. */
export const buildKit = (): Map<string, string> => {
  const files = new Map<string, string>();
  const entries: KitEntry[] = [];
  for (const f of loadFixtures() as Fixture[]) {
    const rel = f.file;
    const id = `${f.period}/${rel.replace(/\.json$/, "")}`;
    const code = f.log.edition;
    const law = lawOf(rel, f);
    const checks = checksOf(f);
    const c = {
      format: KIT_FORMAT,
      id,
      period: f.period,
      code,
      law,
      paragraphs: f.paragraphs,
      name: f.name,
      basis: f.basis ?? "",
      source: f.source ?? [],
      origin: `${TREE}/${rel}`,
      log: f.log,
      checks,
    };
    const file = `cases/${id}.json`;
    files.set(file, `${JSON.stringify(c, null, 2)}\n`);
    entries.push({ file, id, code, law, checks: checks.length });
  }
  const digest = createHash("sha256");
  for (const [file, text] of files) digest.update(`${file}\n${text}`);
  const manifest = {
    format: KIT_FORMAT,
    generatedBy: "npm run conformance:kit (scripts/conformance.ts) from test/fixtures",
    digest: digest.digest("hex"),
    unordered: UNORDERED,
    cases: entries,
  };
  files.set("kit.json", `${JSON.stringify(manifest, null, 2)}\n`);
  return files;
};

/** The kit's files on disk (under conformance/: kit.json and cases/), for the staleness check. */
export const kitOnDisk = (): Map<string, string> => {
  const base = join(ROOT, "conformance");
  const out = new Map<string, string>();
  const cases = join(base, "cases");
  for (const p of statSync(cases, { throwIfNoEntry: false })?.isDirectory() ? walk(cases).sort() : [])
    out.set(relative(base, p), readFileSync(p, "utf8"));
  const manifest = join(base, "kit.json");
  if (statSync(manifest, { throwIfNoEntry: false })) out.set("kit.json", readFileSync(manifest, "utf8"));
  return out;
};

export const KIT_DIR = join(ROOT, "conformance");
