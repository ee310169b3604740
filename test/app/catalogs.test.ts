/** The app's catalogs: every key in both languages, the same placeholders, no empty text. */
import { describe, expect, it } from "vitest";
import { appEn } from "../../src/explain/app-en.js";
import { appRu } from "../../src/explain/app-ru.js";

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe("app catalogs", () => {
  const en = appEn as Record<string, string>;
  const ru = appRu as Record<string, string>;

  it("has every English key in Russian", () => {
    expect(Object.keys(en).filter((k) => !(k in ru))).toEqual([]);
  });

  it("has every Russian key in English", () => {
    expect(Object.keys(ru).filter((k) => !(k in en))).toEqual([]);
  });

  it("fills the same placeholders in both languages", () => {
    const differ = Object.keys(en).filter(
      (k) => k in ru && placeholders(en[k]!).join() !== placeholders(ru[k]!).join(),
    );
    expect(differ).toEqual([]);
  });

  it("has no empty text", () => {
    expect(Object.entries({ ...en }).filter(([, v]) => v.trim() === "")).toEqual([]);
    expect(Object.entries({ ...ru }).filter(([, v]) => v.trim() === "")).toEqual([]);
  });

  it("uses the law book's Russian terms", () => {
    const all = Object.values(ru).join(" ").toLowerCase();
    for (const term of [
      "заявк",
      "назначени",
      "контра",
      "реконтра",
      "пас",
      "судья",
      "торговл",
      "разыгрывающ",
      "ход",
    ])
      expect(all).toContain(term);
  });
});
