/**
 * What an established revoke will transfer, said while the play goes on (issue 24): the engine's ruling of
 * the rest played two ways (web/play/revokeAhead.ts), worked out here from Law 64A, not from the code.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type LogJson, run } from "../../web/model.js";
import { revokesAhead } from "../../web/play/revokeAhead.js";

// 4♥ by South; East ruffs the third trick (♣A led) with ♥5 holding a club and wins it; West wins trick 4.
const FULL = (
  JSON.parse(
    readFileSync(
      "test/fixtures/2017/law64/64A1-full-record-revoker-ruffs-and-wins-the-revoke-trick.json",
      "utf8",
    ),
  ) as { log: LogJson }
).log;
const at = (n: number, edition: "2017" | "1987" = "2017"): LogJson => ({
  ...FULL,
  edition,
  events: [...FULL.events.slice(0, n), { by: "S", attention: true }],
});
const ahead = (log: LogJson) => revokesAhead(log, run(log, "en").state!, "en");

describe("a revoke's transfer before the end of the play", () => {
  for (const edition of ["2017", "1987"] as const) {
    it(`${edition}: after trick 10, East-West have won trick 4 since: two tricks, certain (64A1)`, () => {
      expect(ahead(at(46, edition))).toEqual([
        {
          by: "E",
          trick: 3,
          card: "H5",
          to: "NS",
          none: { tricks: 2, law: "64A1" },
          more: { tricks: 2, law: "64A1" },
          certain: true,
        },
      ]);
    });

    it(`${edition}: mid-trick 11 (South has led): the same`, () => {
      const [a] = ahead(at(47, edition));
      expect(a?.certain).toBe(true);
      expect(a?.none).toEqual({ tricks: 2, law: "64A1" });
    });
  }

  it("2017: the revoke established by East's lead to trick 4, West not yet played: 1 or 2 (64A1)", () => {
    // Trick 4 in progress: East has led ♠J (establishing the revoke, 63A1); East-West may still win a trick.
    const [a] = ahead(at(19));
    expect(a).toMatchObject({ none: { tricks: 1, law: "64A1" }, more: { tricks: 2, law: "64A1" } });
    expect(a?.certain).toBe(false);
  });

  it("nothing waits once the play is over, nor for a revoke nobody noticed", () => {
    expect(ahead({ ...FULL })).toEqual([]);
    expect(ahead({ ...FULL, events: FULL.events.slice(0, 46) })).toEqual([]);
  });
});
