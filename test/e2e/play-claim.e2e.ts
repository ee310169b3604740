/**
 * The rest of the play's entry (issue 11): a claim agreed in the ruling panel (69A) and a disputed one
 * settled by the director's award (70), the 52-card picker when the deal is not known with the players'
 * result (65, 79A), and a passed-out board scoring 0.
 */
import { describe, expect, it } from "vitest";
import { fixtureLog, shot, useSession } from "./browser.js";
import { AUCTION, type LogJson, tapCard } from "./play-support.js";
import { loadBoard, openApp } from "./support.js";

const FULL = fixtureLog<LogJson>(
  "test/fixtures/2017/law64/64A1-full-record-revoker-ruffs-and-wins-the-revoke-trick.json",
);
/** Two tricks played (East won the first, South the second): South to lead to trick 3. */
const AFTER_TWO = { ...FULL, board: 5, events: FULL.events.slice(0, 14) };

describe("claims, the picker, a passed-out board", () => {
  const t = useSession();

  it("records a claim the opponents agree to (68A, 69A): the board is scored", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    await loadBoard(p, AFTER_TWO);
    await p.locator("details.claim summary").click();
    await p.getByLabel(/The claimer's statement/).fill("Drawing trumps, then the clubs");
    await p.getByRole("button", { name: "South claims 11", exact: true }).click();
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("Law 68D1");
    expect(await p.locator(".claim-line").textContent()).toContain(
      "Claim: South, 11 of 11 tricks: awaiting the opponents",
    );
    await shot(p, "play-claim-ruling");
    await ruling.locator("button.option").first().click();
    await expect.poll(() => p.locator(".score-big").textContent()).toBe("+480");
    expect(await p.locator(".result-line").textContent()).toContain("declarer 12 tricks");
    const line = (await p.locator(".claim-line").textContent()) ?? "";
    expect(line).toContain("agreed (Law 69A)");
    expect(line).toContain("Statement: «Drawing trumps, then the clubs»");
    expect(t.errors).toEqual([]);
  });

  it("settles a doubted claim with the director's award (70)", async () => {
    const p = t.s.page;
    await loadBoard(p, AFTER_TWO);
    await p.locator("details.claim summary").click();
    await p.getByRole("button", { name: "South claims 11", exact: true }).click();
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("Law 68D1");
    await ruling.locator("button.option").nth(1).click();
    await expect.poll(() => ruling.textContent()).toContain("68D2(a)");
    await shot(p, "play-claim-disputed");
    // The award panel sits under the ruling (the same as the quick paths'): the tricks, then the record.
    const award = p.getByRole("region", { name: "The director's award (Law 70)" });
    await award.getByRole("spinbutton").fill("10");
    await award.getByRole("button", { name: "Record the award: 10" }).click();
    await expect.poll(() => p.locator(".score-big").textContent()).toBe("+450");
    expect(t.errors).toEqual([]);
  });

  it("without the deal: a 52-card picker for the seat on turn, then the players' result", async () => {
    const p = t.s.page;
    const log: LogJson = {
      format: "table-log@1",
      edition: "2017",
      board: 6,
      dealer: "N",
      vulnerability: "None",
      events: [
        ...AUCTION.map((c, i) => ({ by: (["N", "E", "S", "W"] as const)[i % 4], call: c })),
        { by: "W", lead: "DJ" },
      ],
    };
    await loadBoard(p, log);
    const picker = p.getByRole("group", { name: "Cards for North" });
    await expect.poll(() => picker.locator("button.pcard").count()).toBe(52);
    // The card led is greyed out in the picker.
    expect(await picker.getByRole("button", { name: "J of diamonds from North" }).isDisabled()).toBe(true);
    await tapCard(p, "en", "N", "D2");
    await tapCard(p, "en", "E", "DQ");
    await tapCard(p, "en", "S", "D3");
    const rows = p.locator("table.trick-table tbody tr");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().locator("td").last().textContent()).toBe("E");
    await shot(p, "play-picker");
    await p.locator("details.result-entry summary").click();
    await p.getByRole("button", { name: "10 tricks", exact: true }).click();
    await expect.poll(() => p.locator(".score-big").textContent()).toBe("+420");
    expect(t.errors).toEqual([]);
  });

  it("shows a passed-out board's score as 0", async () => {
    const p = t.s.page;
    await loadBoard(p, {
      format: "table-log@1",
      edition: "1987",
      board: 7,
      dealer: "S",
      vulnerability: "All",
      events: ["S", "W", "N", "E"].map((by) => ({ by, call: "P" })),
    });
    await expect.poll(() => p.locator(".score-big").textContent()).toBe("0");
    expect(await p.locator(".score-box").textContent()).toContain("Passed out: no score");
    await shot(p, "play-passed-out");
    expect(t.errors).toEqual([]);
  });
});
