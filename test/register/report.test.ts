/** The director's report: the shapes the register takes (session@1 adjusted scores, Law 12C), and its errors. */
import { describe, expect, it } from "vitest";
import { APPEAL_CSV_COLUMNS } from "../../src/register/appeal-page.js";
import { casebookCsv } from "../../src/register/page.js";
import { validateAdjusted, validateReport } from "../../src/register/report.js";
import type { StoredRuling } from "../../src/register/repository.js";

const base = { event: "Club", date: "2026-02-28", facts: "", ruling: "" };

describe("report", () => {
  it("takes each kind of adjusted score of session@1", () => {
    for (const a of [
      { artificial: { ns: "A+", ew: "A-" } },
      { artificial: { ns: "A", ew: { percent: 55 } } },
      { assigned: { contract: "4S", declarer: "N", tricks: 10 } },
      { assigned: { contract: "passed-out" } },
      {
        weighted: [
          { weight: 0.6, contract: "4S", declarer: "N", tricks: 10 },
          { weight: 0.4, contract: "4S", declarer: "N", tricks: 9 },
        ],
      },
      {
        split: {
          ns: { contract: "3NT", declarer: "S", tricks: 9 },
          ew: {
            weighted: [
              { weight: 0.5, contract: "3NT", declarer: "S", tricks: 10 },
              { weight: 0.5, contract: "3NT", declarer: "S", tricks: 9 },
            ],
          },
        },
      },
    ])
      expect(validateAdjusted(a)).toEqual(a);
  });

  it("names the key at fault", () => {
    const err = (x: unknown) => {
      const r = validateReport(x);
      return r.ok ? null : r.error;
    };
    expect(err({ ...base, date: "2026-02-30" })).toMatchObject({ code: "register.date", key: "report.date" });
    expect(err({ ...base, event: " " })).toMatchObject({ code: "register.empty", key: "report.event" });
    expect(err({ ...base, adjustment: { assigned: { contract: "4S", declarer: "N" } } })).toMatchObject({
      code: "register.missing-key",
      key: "report.adjustment.assigned.tricks",
    });
    expect(
      err({ ...base, adjustment: { assigned: { contract: "8S", declarer: "N", tricks: 1 } } }),
    ).toMatchObject({
      code: "register.contract",
    });
    expect(
      err({
        ...base,
        adjustment: { assigned: { contract: "4S", declarer: "N", tricks: 10 }, artificial: {} },
      }),
    ).toMatchObject({ code: "register.adjusted-one", key: "report.adjustment" });
    expect(err({ ...base, result: { contract: "4S", declarer: "N", tricks: 14 } })).toMatchObject({
      code: "register.integer",
      key: "report.result.tricks",
    });
    expect(err({ ...base, players: { X: "a" } })).toMatchObject({ key: "report.players.X" });
    expect(err({ ...base, facts: "x".repeat(20_001) })).toMatchObject({ code: "register.too-long" });
    expect(err({ ...base, appeal: { lodged: "yes" } })).toMatchObject({ key: "report.appeal.lodged" });
    expect(err(null)).toMatchObject({ code: "register.type-object", key: "report" });
    expect(validateReport({ ...base, facts: "Line one\nline two\ttab" }).ok).toBe(true);
  });

  it("writes CSV a spreadsheet will not run", () => {
    const x = {
      id: "a",
      date: "2026-02-28",
      event: '=HYPERLINK("x")',
      session: "",
      table: "",
      board: 1,
      director: "D, E",
      edition: "2017",
      laws: ["27B2"],
      irregularities: ["insufficient-bid"],
      report: {
        ...base,
        result: { contract: "4S", declarer: "N", tricks: 9, score: -50 },
        facts: 'He said "no"\nthen',
      },
    } as unknown as StoredRuling;
    const [head, line] = casebookCsv([x]).split("\r\n");
    expect(head!.split(",")).toHaveLength(19 + APPEAL_CSV_COLUMNS.length);
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    expect(line).toContain('"D, E"');
    expect(line).toContain(",-50,");
    expect(line).toContain('"He said ""no""\nthen"');
  });
});
