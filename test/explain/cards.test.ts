/** Cards in the words of a play ruling are shown as cards (♣5, ♥10), as calls are shown with their symbols. */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../src/editions.js";
import { parseTableLog } from "../../src/formats/tableLog.js";
import { explainRuling, replay } from "../../src/index.js";

const log = {
  format: "table-log@1",
  edition: "2017",
  board: 1,
  events: [
    { by: "N", call: "1NT" },
    { by: "E", call: "P" },
    { by: "S", call: "P" },
    { by: "W", call: "P" },
    { by: "W", lead: "HT" },
  ],
};

describe("cards in the words of a ruling", () => {
  for (const lang of ["en", "ru"] as const)
    it(`${lang}: a lead out of turn names its card with the suit symbol, never raw`, () => {
      const parsed = parseTableLog(JSON.stringify(log));
      if (!parsed.ok) throw new Error(parsed.error.code);
      const s = replayLog(parsed.value);
      if (!s.ok) throw new Error(s.error.code);
      const text = explainRuling(lang, s.value);
      expect(text).toContain("♥10");
      expect(text).not.toMatch(/\bHT\b/);
      const r = replay(log, { lang });
      expect(r.ok && JSON.stringify(r.value.ruling)).not.toMatch(/\bHT\b[^"]/);
    });
});
