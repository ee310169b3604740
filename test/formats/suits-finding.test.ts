/**
 * The `suits` finding with known and unknown suits (issue 15): `["S", "?"]` is spades and a suit the call
 * shows without identifying it (Michaels). The engine's validation and the JSON Schema agree on what is
 * well formed: known suits and at most one `?`, no repeats; `"unknown"` as before.
 */
import { readFileSync } from "node:fs";
import Ajv2020Module from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { validateTableLog } from "../../src/index.js";

const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ??
  Ajv2020Module) as typeof Ajv2020Module.default;
const schema = JSON.parse(readFileSync(new URL("../../schema/table-log-1.json", import.meta.url), "utf8"));
const check = new Ajv2020({ strict: true, allErrors: true }).compile(schema);

const log = (suits: unknown) => ({
  format: "table-log@1",
  edition: "2017",
  dealer: "N",
  vulnerability: "None",
  events: [
    { by: "N", call: "1H" },
    { by: "E", call: "2H", artificial: true, suits },
  ],
});

describe("suits finding with a suit not identified", () => {
  it('reads known suits with one `?`, and `"unknown"`', () => {
    for (const suits of [["S", "?"], ["?", "H"], ["?"], ["S", "C"], [], "unknown"]) {
      const r = validateTableLog(log(suits));
      expect(r.ok, JSON.stringify(suits)).toBe(true);
      if (r.ok) expect(r.value.events[1]).toMatchObject({ findings: { suits } });
      expect(check(log(suits)), `schema: ${JSON.stringify(suits)}`).toBe(true);
    }
  });
  it("refuses a repeated `?` or suit, anything else, naming the event and the key", () => {
    for (const suits of [["?", "?"], ["S", "S", "?"], ["S", "x"], ["NT"], "?", "S", [1]]) {
      const r = validateTableLog(log(suits));
      expect(r.ok, JSON.stringify(suits)).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: "suits-invalid", event: 1, key: "suits" });
      expect(check(log(suits)), `schema: ${JSON.stringify(suits)}`).toBe(false);
    }
  });
});
