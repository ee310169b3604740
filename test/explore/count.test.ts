/**
 * The legal auction (Laws 17-22, src/auction) checked against the published numbers of complete legal
 * auctions by their number of bids: 980 with exactly one bid, 349,860 with two, 80,817,660 with three
 * (and one with none: four passes). Counted by the engine's own rules (src/explore/count.ts), not by a
 * formula; a rule that admits or refuses one call too many changes these numbers.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { countAuctions } from "../../src/explore/count.js";

describe("complete legal auctions by number of bids", () => {
  it("0, 1, 2 and 3 bids: 1, 980, 349,860 and 80,817,660", () => {
    expect(countAuctions(3)).toEqual([1n, 980n, 349_860n, 80_817_660n]);
  });

  it("the memoised count agrees with walking every auction whole (one bid)", () => {
    expect(countAuctions(1, { memo: false })).toEqual([1n, 980n]);
  });

  it("the same for every dealer", () => {
    for (const dealer of ["E", "S", "W"] as const)
      expect(countAuctions(2, { dealer })).toEqual([1n, 980n, 349_860n]);
  });

  it("npm run explore -- --count-auctions 3 prints them", () => {
    const cli = new URL("../../src/explore/cli.ts", import.meta.url).pathname;
    const r = spawnSync(process.execPath, ["--import", "tsx", cli, "--count-auctions", "3"], {
      encoding: "utf8",
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("complete legal auctions with exactly 1 bid: 980\n");
    expect(r.stdout).toContain("exactly 2 bids: 349,860\n");
    expect(r.stdout).toContain("exactly 3 bids: 80,817,660\n");
  });
});
