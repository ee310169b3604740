/** Hostile input: whatever the bytes, the readers give a result or an error value, never a throw or a hang. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSession, validateSession } from "../../src/formats/session.js";
import { parseTravellers } from "../../src/formats/travellers.js";
import { parseUsebio } from "../../src/formats/usebio.js";
import { scoreSession } from "../../src/scoring/session.js";

const keys = [
  "format",
  "edition",
  "scoring",
  "boards",
  "board",
  "results",
  "ns",
  "ew",
  "contract",
  "declarer",
  "tricks",
  "score",
  "adjusted",
  "artificial",
  "weighted",
  "split",
  "assigned",
  "weight",
  "notPlayed",
  "options",
];
const value = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: "small" },
    fc.constantFrom("session@1", "2017", "1987", "matchpoints", "butler", "4S", "N", "A+", "passed-out"),
    fc.integer({ min: -20, max: 20 }),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("v"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...keys), tie("v"), { maxKeys: 5 }),
  ),
})).v;

describe("hostile input", () => {
  it("validateSession and scoreSession never throw", () => {
    fc.assert(
      fc.property(value, (v) => {
        const doc =
          typeof v === "object" && v !== null && !Array.isArray(v)
            ? { format: "session@1", edition: "2017", scoring: "matchpoints", ...v }
            : v;
        const r = validateSession(doc);
        if (r.ok) expect(scoreSession(r.value).ok).toBeTypeOf("boolean");
        else expect(r.error.code).toBeTypeOf("string");
      }),
      { numRuns: 2000 },
    );
  });

  it("the text readers never throw on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        for (const r of [
          parseSession(s),
          parseUsebio(s),
          parseTravellers(s),
          parseUsebio(`<USEBIO>${s}</USEBIO>`),
        ])
          expect(typeof r.ok).toBe("boolean");
      }),
      { numRuns: 1000 },
    );
  });

  it("deep nesting is refused, not recursed into", () => {
    const deep = `<USEBIO>${"<A>".repeat(5000)}${"</A>".repeat(5000)}</USEBIO>`;
    const r = parseUsebio(deep);
    expect(r.ok || r.error.code).toBe("xml-too-deep");
  });
});
