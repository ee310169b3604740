/**
 * The play-period fixtures (test/fixtures-play/<edition>/lawNN/, worked out from the Laws and published
 * rulings before the play engine was written): replayed and compared like test/fixtures/. Those the engine
 * does not pass yet are listed in test/fixtures-play/known-failing.txt and run as `it.fails`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { replay } from "../src/index.js";
import { mismatches } from "./support/fixtures.js";

const ROOT = new URL("./fixtures-play/", import.meta.url).pathname;
const walk = (d: string): string[] =>
  readdirSync(d).flatMap((f) => {
    const p = join(d, f);
    return statSync(p).isDirectory() ? walk(p) : f.endsWith(".json") ? [p] : [];
  });

interface PlayFixture {
  name: string;
  paragraphs: string[];
  log: { events: unknown[] };
  expect?: Record<string, unknown>;
  steps?: { after: number; expect: Record<string, unknown> }[];
  expectError?: { event?: number; key?: string; code?: string };
}

/** The play fixtures expect the engine's proposals from the cards (70 claim.analysis, 64C equity). */
const ANALYSIS = { analysis: {} } as const;

const run = (f: PlayFixture) => {
  for (const s of f.steps ?? []) {
    const r = replay({ ...f.log, events: f.log.events.slice(0, s.after + 1) }, ANALYSIS);
    if (!r.ok) throw new Error(`after event ${s.after}: unexpected error ${JSON.stringify(r.error)}`);
    expect(mismatches(s.expect, r.value), `after event ${s.after}`).toEqual([]);
  }
  const r = replay(f.log, ANALYSIS);
  if (f.expectError) {
    expect(r.ok, "the log should be rejected").toBe(false);
    if (!r.ok && f.expectError.code !== undefined) expect(r.error.code).toBe(f.expectError.code);
    if (!r.ok && f.expectError.event !== undefined) expect(r.error.event).toBe(f.expectError.event);
    return;
  }
  if (!r.ok) throw new Error(`unexpected error ${JSON.stringify(r.error)}`);
  expect(mismatches(f.expect ?? {}, r.value)).toEqual([]);
};

const knownFailing = new Set(
  readFileSync(join(ROOT, "known-failing.txt"), "utf8")
    .split("\n")
    .map((l) => l.replace(/#.*/, "").trim())
    .filter(Boolean),
);
const files = walk(ROOT).sort();

describe("play-period fixtures", () => {
  it("the known-failing list names only existing fixtures", () => {
    const all = new Set(files.map((f) => relative(ROOT, f)));
    expect([...knownFailing].filter((f) => !all.has(f))).toEqual([]);
  });
  for (const file of files) {
    const rel = relative(ROOT, file);
    const f = JSON.parse(readFileSync(file, "utf8")) as PlayFixture;
    const title = `${f.paragraphs.join(" ")}: ${f.name} (${rel})`;
    if (knownFailing.has(rel)) it.fails(`[known failing] ${title}`, () => run(f));
    else it(title, () => run(f));
  }
});
