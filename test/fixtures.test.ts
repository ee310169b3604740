/**
 * Every table-log fixture under test/fixtures/: replay it and compare the expected state (after all
 * events, and after the listed steps), or the expected error. Fixtures live in
 * `test/fixtures/<edition>/law<NN>/`, by the law of their main paragraph, each named after the paragraphs
 * it exercises; the edition pairs are in `test/fixtures/editions/`.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replay } from "../src/index.js";
import { type Fixture, loadFixtures, mismatches } from "./support/fixtures.js";

const run = (f: Fixture) => {
  const log = f.log as { events: unknown[] };
  for (const s of f.steps ?? []) {
    const partial = { ...log, events: log.events.slice(0, s.after + 1) };
    const r = replay(partial);
    if (!r.ok) throw new Error(`after event ${s.after}: unexpected error ${JSON.stringify(r.error)}`);
    expect(mismatches(s.expect, r.value), `after event ${s.after}`).toEqual([]);
  }
  const r = replay(f.log);
  if (f.expectError) {
    expect(r.ok, "the log should be rejected").toBe(false);
    if (!r.ok) {
      if (f.expectError.event !== undefined) expect(r.error.event).toBe(f.expectError.event);
      if (f.expectError.key !== undefined) expect(r.error.key).toBe(f.expectError.key);
      if (f.expectError.code !== undefined) expect(r.error.code).toBe(f.expectError.code);
    }
    return;
  }
  if (!r.ok) throw new Error(`unexpected error ${JSON.stringify(r.error)}`);
  expect(mismatches(f.expect ?? {}, r.value)).toEqual([]);
};

/**
 * Fixtures the engine does not pass yet (work in progress, one file per line, `#` comments). They run as
 * `it.fails`, so a fixture that starts passing fails the suite until it is taken off the list.
 */
const knownFailing = new Set(
  readFileSync(new URL("./fixtures/known-failing.txt", import.meta.url), "utf8")
    .split("\n")
    .map((l) => l.replace(/#.*/, "").trim())
    .filter(Boolean),
);

const all = loadFixtures();
const groups = new Map<string, Fixture[]>();
for (const f of all) {
  const dir = f.file.split("/").slice(0, -1).join("/"); // "2017/law27", "1987/law31", "editions"
  groups.set(dir, [...(groups.get(dir) ?? []), f]);
}

describe("table-log fixtures", () => {
  it("exist", () => expect(all.length).toBeGreaterThan(0));
  it("the known-failing list names only existing fixtures", () => {
    const files = new Set(all.map((f) => f.file));
    expect([...knownFailing].filter((f) => !files.has(f))).toEqual([]);
  });
  for (const [dir, fixtures] of groups) {
    describe(dir, () => {
      for (const f of fixtures) {
        const title = `${f.paragraphs.join(" ")}: ${f.name} (${f.file})`;
        if (knownFailing.has(f.file)) it.fails(`[known failing] ${title}`, () => run(f));
        else it(title, () => run(f));
      }
    });
  }
});
