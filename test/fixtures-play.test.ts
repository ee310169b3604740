/**
 * The play-period fixture corpus under test/fixtures-play/<edition>/lawNN/<paragraph>-<slug>.json.
 *
 * The engine cannot replay these logs yet (issue 10 builds the play period), so this file only checks
 * the corpus itself: every file is JSON with the keys a fixture needs, sits in a known edition and law
 * folder, is named after its paragraph, keeps its steps inside its log, and the edition pairs listed
 * in PAIRS.md exist. It deliberately does not call the engine and is not part of test/fixtures.test.ts.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = new URL("./fixtures-play/", import.meta.url).pathname;
const EDITIONS = new Set(["2017", "1987"]);
/** Law 24, Laws 41-71, and Law 77 for the score at the end of the board. */
const LAWS = new Set(["24", ...Array.from({ length: 31 }, (_, i) => String(41 + i)), "77"]);
const SEATS = new Set(["N", "E", "S", "W"]);

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : f.endsWith(".json") ? [p] : [];
  });

const files = walk(ROOT).sort();

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === "string" && s.length > 0);

/** Problems with one fixture file, as plain sentences (empty when the file is fine). */
const problems = (file: string): string[] => {
  const out: string[] = [];
  const rel = relative(ROOT, file);
  const parts = rel.split("/");
  if (parts.length !== 3) return [`${rel}: expected <edition>/lawNN/<file>.json`];
  const [edition, lawDir, name] = parts as [string, string, string];
  if (!EDITIONS.has(edition)) out.push(`${rel}: unknown edition folder ${edition}`);
  const law = /^law(\d+)$/.exec(lawDir)?.[1];
  if (law === undefined || !LAWS.has(law)) out.push(`${rel}: unknown law folder ${lawDir}`);

  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    return [...out, `${rel}: not valid JSON (${(e as Error).message})`];
  }
  if (!isObject(data)) return [...out, `${rel}: the fixture is not a JSON object`];

  for (const key of ["name", "paragraph", "basis"]) {
    if (typeof data[key] !== "string" || (data[key] as string).length === 0)
      out.push(`${rel}: "${key}" must be a non-empty string`);
  }
  if (!isStringList(data.paragraphs)) out.push(`${rel}: "paragraphs" must be a non-empty list of labels`);
  if (!isStringList(data.source)) out.push(`${rel}: "source" must be a non-empty list of sources`);
  const paragraph = typeof data.paragraph === "string" ? data.paragraph : "";
  if (!/^\d{2}[A-Za-z0-9]*$/.test(paragraph))
    out.push(`${rel}: "paragraph" ${paragraph} is not a label like 64A2`);
  if (law !== undefined && !paragraph.startsWith(law))
    out.push(`${rel}: paragraph ${paragraph} is not in law folder ${lawDir}`);
  if (!name.startsWith(`${paragraph}-`)) out.push(`${rel}: the file name must start with "${paragraph}-"`);

  const log = data.log;
  if (!isObject(log)) return [...out, `${rel}: "log" must be an object`];
  if (log.format !== "table-log@1") out.push(`${rel}: log.format must be table-log@1`);
  if (log.edition !== edition)
    out.push(`${rel}: log.edition ${String(log.edition)} is not the folder's ${edition}`);
  if (!SEATS.has(String(log.dealer))) out.push(`${rel}: log.dealer must be a seat`);
  if (!["None", "NS", "EW", "All"].includes(String(log.vulnerability)))
    out.push(`${rel}: log.vulnerability must be None, NS, EW or All`);
  const events = log.events;
  if (!Array.isArray(events) || events.length === 0 || !events.every(isObject))
    return [...out, `${rel}: log.events must be a non-empty list of objects`];
  events.forEach((e, i) => {
    if (!("director" in e) && !("position" in e) && !SEATS.has(String(e.by)))
      out.push(`${rel}: event ${i} has no seat in "by"`);
  });

  if (data.expect === undefined && data.steps === undefined && data.expectError === undefined)
    out.push(`${rel}: needs "expect", "steps" or "expectError"`);
  if (data.expect !== undefined && !isObject(data.expect)) out.push(`${rel}: "expect" must be an object`);
  if (data.steps !== undefined) {
    if (!Array.isArray(data.steps)) out.push(`${rel}: "steps" must be a list`);
    else
      data.steps.forEach((s, i) => {
        if (!isObject(s) || !Number.isInteger(s.after) || !isObject(s.expect))
          out.push(`${rel}: step ${i} must be {after: <event index>, expect: {...}}`);
        else if ((s.after as number) < 0 || (s.after as number) >= events.length)
          out.push(`${rel}: step ${i} is after event ${String(s.after)}, outside the log`);
      });
  }
  const known = new Set([
    "name",
    "paragraph",
    "paragraphs",
    "source",
    "basis",
    "log",
    "expect",
    "steps",
    "expectError",
  ]);
  for (const k of Object.keys(data)) if (!known.has(k)) out.push(`${rel}: unknown key "${k}"`);
  return out;
};

describe("play-period fixture corpus (test/fixtures-play)", () => {
  it("has fixtures for both editions", () => {
    const eds = new Set(files.map((f) => relative(ROOT, f).split("/")[0]));
    expect([...eds].sort()).toEqual(["1987", "2017"]);
    expect(files.length).toBeGreaterThanOrEqual(60);
  });

  for (const f of files) {
    it(relative(ROOT, f), () => expect(problems(f)).toEqual([]));
  }

  it("PAIRS.md names only fixtures that exist, each pair in both editions", () => {
    const text = readFileSync(join(ROOT, "PAIRS.md"), "utf8");
    const named = [...text.matchAll(/`((?:2017|1987)\/law\d+\/[^`]+\.json)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    const rels = new Set(files.map((f) => relative(ROOT, f)));
    expect(named.filter((n) => !rels.has(n))).toEqual([]);
    const editions = new Set(named.map((n) => n.split("/")[0]));
    expect([...editions].sort()).toEqual(["1987", "2017"]);
  });

  it("a fixture that expects tricks records the deal (the full record needs it)", () => {
    const missing = files.filter((f) => {
      const d = JSON.parse(readFileSync(f, "utf8")) as {
        log: { deal?: string };
        expect?: Record<string, unknown>;
        steps?: { expect: Record<string, unknown> }[];
      };
      const wantsTricks = "tricks" in (d.expect ?? {}) || (d.steps ?? []).some((s) => "tricks" in s.expect);
      return wantsTricks && d.log.deal === undefined;
    });
    expect(missing.map((f) => relative(ROOT, f))).toEqual([]);
  });
});
