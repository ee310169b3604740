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
