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
    for (const f of loadFixtures()) {
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
