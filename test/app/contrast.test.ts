/**
 * The four suit colours of web/styles.css: readable on the app's white and on the selected (accent)
 * button... each at least 4.5:1 on white (WCAG AA), and the four told apart by lightness too.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("../../web/styles.css", import.meta.url), "utf8");
const variable = (name: string): string => {
  const m = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css);
  if (!m) throw new Error(`--${name} is not set in styles.css`);
  return m[1]!;
};
const luminance = (hex: string): number => {
  const c = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = c.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string): number => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

describe("suit colours", () => {
  const bg = variable("bg");
  const suits = ["C", "D", "H", "S"].map((s) => variable(`suit-${s}`));

  it("each reads at 4.5:1 or more on the background", () => {
    for (const c of suits) expect(contrast(c, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it("ink and muted text read at 4.5:1 or more", () => {
    expect(contrast(variable("ink"), bg)).toBeGreaterThanOrEqual(7);
    expect(contrast(variable("muted"), bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(variable("muted"), variable("panel"))).toBeGreaterThanOrEqual(4.5);
  });

  it("are four different colours", () => {
    expect(new Set(suits.map((s) => s.toLowerCase())).size).toBe(4);
  });
});
