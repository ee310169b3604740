/**
 * The table tab as web/App.tsx routes it (web/TableView.tsx, web/board/useBoard.ts): the bidding box opened
 * for a call after the final pass (Law 39) goes once the play is under way (issue 24: the box and its
 * button were shown during the play).
 */
import { describe, expect, it } from "vitest";
import { useSession } from "./browser.js";
import { boardLog, loadBoard, ONE_NT, openApp } from "./support.js";

/** 1NT by North; East is on opening lead. */
const log = boardLog("2017", ONE_NT);

describe("the table tab", () => {
  const t = useSession();

  it("a box opened for a call after the final pass closes once the opening lead is recorded", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    await loadBoard(p, log);
    const after = p.getByRole("button", { name: "Record a call made after the final pass" });
    await after.click();
    await expect.poll(() => p.locator("#box").count()).toBe(1);
    // East leads the ♣5 from the lead panel.
    await p.locator("section.lead .lead-suits button").first().click();
    await p.getByRole("button", { name: "5 of clubs" }).click();
    await expect.poll(() => p.locator("p.status").textContent()).toContain("South");
    expect(await p.locator("#box").count()).toBe(0);
    expect(await after.count()).toBe(0);
    expect(t.errors).toEqual([]);
  });
});
