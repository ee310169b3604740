import { describe, expect, it } from "vitest";
import { en } from "../../src/explain/en.js";
import { ru } from "../../src/explain/ru.js";

describe("message catalogs", () => {
  it("have the same keys in English and Russian", () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });
  it("have no empty message and the same placeholders in both languages", () => {
    for (const [k, v] of Object.entries(en)) {
      const r = (ru as Record<string, string>)[k]!;
      expect(v.trim(), k).not.toBe("");
      expect(r.trim(), k).not.toBe("");
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(r), k).toEqual(names(v));
    }
  });
});

describe("every id the engine emits has a message", () => {
  it("options, consequences, questions, irregularities and errors met in the fixtures", async () => {
    const { replay } = await import("../../src/index.js");
    const { loadFixtures } = await import("../support/fixtures.js");
    const keys = new Set<string>();
    for (const f of loadFixtures("", "auction")) {
      const log = f.log as { events: unknown[] };
      for (let n = 0; n <= log.events.length; n++) {
        const r = replay({ ...log, events: log.events.slice(0, n) });
        if (!r.ok) {
          keys.add(`error.${r.error.code}`);
          break;
        }
        const ruling = r.value.ruling;
        if (ruling === null) continue;
        if ("question" in ruling) keys.add(`question.${ruling.question}`);
        else {
          keys.add(`irregularity.${ruling.irregularity}`);
          for (const o of ruling.options) {
            keys.add(`option.${o.id}`);
            for (const c of o.consequences) keys.add(`consequence.${c.id}`);
          }
        }
      }
    }
    expect(keys.size).toBeGreaterThan(20);
    const missing = [...keys].filter((k) => !(k in en) || !(k in ru));
    expect(missing).toEqual([]);
  });
});

describe("every error code and option id written in the engine has a message", () => {
  it("scans src/ for err(...) codes and option/consequence ids", async () => {
    const { readdirSync, readFileSync, statSync } = await import("node:fs");
    const { join } = await import("node:path");
    const root = new URL("../../src/", import.meta.url).pathname;
    const files = (d: string): string[] =>
      readdirSync(d).flatMap((f) =>
        statSync(join(d, f)).isDirectory() ? files(join(d, f)) : f.endsWith(".ts") ? [join(d, f)] : [],
      );
    const keys = new Set<string>();
    for (const f of files(root)) {
      const s = readFileSync(f, "utf8");
      for (const m of s.matchAll(/err\(\s*"([a-z0-9-]+)"/g)) keys.add(`error.${m[1]}`);
      if (f.includes("/laws/"))
        for (const m of s.matchAll(/\bid: "([\w.-]+)"/g))
          keys.add(
            `option.${m[1]}` in en || `option.${m[1]}` in ru ? `option.${m[1]}` : `consequence.${m[1]}`,
          );
    }
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((k) => !(k in en) || !(k in ru))).toEqual([]);
  });
});
