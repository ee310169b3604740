/** The edition pairs: one log, two codes, two expected states (docs/editions.md). */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const dir = new URL("../fixtures/editions/", import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
const names = [...new Set(files.map((f) => f.replace(/\.(2017|1987)\.json$/, "")))];
const doc = readFileSync(new URL("../../docs/editions.md", import.meta.url), "utf8");

describe("edition pairs", () => {
  it("exist", () => expect(names.length).toBeGreaterThan(5));
  for (const n of names) {
    it(`${n}: same events under both codes, different expected states (at the end or on the way), listed in docs/editions.md`, () => {
      const a = JSON.parse(readFileSync(new URL(`${n}.2017.json`, dir), "utf8"));
      const b = JSON.parse(readFileSync(new URL(`${n}.1987.json`, dir), "utf8"));
      expect(a.log.edition).toBe("2017");
      expect(b.log.edition).toBe("1987");
      expect(b.log.events).toEqual(a.log.events);
      expect({ end: b.expect, steps: b.steps }).not.toEqual({ end: a.expect, steps: a.steps });
      expect(doc).toContain(n);
    });
  }
});
