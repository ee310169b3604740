/**
 * 2017, Law 27: an insufficient bid from the taps to the enforced bar (27B2) and the final contract,
 * the lead restriction (26B) and the opening lead checked by the engine; and a comparable call (23A).
 */
import { describe, expect, it } from "vitest";
import { call, gridText, shot, storedSession, useSession } from "./browser.js";
import { openNewBoard } from "./support.js";

describe("insufficient bid (2017)", () => {
  const t = useSession();

  it("runs from the taps to the bar, the contract, the lead restriction and the opening lead", async () => {
    const p = t.s.page;
    await openNewBoard(p, t.s.url);
    // Board 1: dealer North, nobody vulnerable.
    await call(p, "1H");
    await call(p, "1D");
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("insufficient bid");
    expect(await ruling.textContent()).toContain("Law 27A1");
    expect(await ruling.textContent()).toContain("South chooses");
    await shot(p, "ib-1-ruling-27A1");

    await ruling.getByRole("button", { name: /^Do not accept/ }).click();
    await expect.poll(() => ruling.textContent()).toContain("Law 27B");
    expect(await ruling.textContent()).toContain("East chooses");
    await shot(p, "ib-2-ruling-27B");

    // East will make a replacement the Laws call "any other": the app points to the bidding box.
    const other = ruling
      .getByRole("listitem")
      .filter({ hasText: /rest of the auction/ })
      .first();
    await other.getByRole("button").click();
    await expect.poll(() => p.getByRole("status").first().textContent()).toContain("East");
    await call(p, "2NT");
    const question = p.getByRole("region", { name: "The director decides" });
    await expect.poll(() => question.textContent()).toContain("comparable");
    await shot(p, "ib-3-question");
    await question.getByRole("button", { name: "No", exact: true }).click();

    // The bar: West must pass for the rest of the auction.
    const badges = p.locator("table.grid tr.badges td");
    await expect.poll(() => badges.nth(3).textContent()).toContain("must pass — rest of auction");
    const rows = await gridText(p);
    expect(rows[0]).toContain("1♥");
    expect(rows[0]).toContain("1♦Law 27B2");
    expect(rows[0]).toContain("2NT");
    await shot(p, "ib-4-bar");

    // West's pass is compulsory; South is declarer and West, the offender's partner, is on lead.
    for (const c of ["3S", "P", "P", "P"]) await call(p, c);
    const end = p.getByRole("region", { name: /by South/ });
    await expect.poll(() => end.textContent()).toContain("3♠");
    expect(await p.locator(".badges").count()).toBe(0);
    await shot(p, "ib-5-contract");

    // 26B: declarer may prohibit West's lead in a suit East did not specify in the legal auction.
    const restriction = p.getByRole("region", { name: "Lead restriction" });
    await expect.poll(() => restriction.textContent()).toContain("Law 26B");
    expect(await restriction.textContent()).toContain("Declarer South may prohibit West's lead");
    await restriction.getByRole("button", { name: "Prohibit a lead in hearts" }).click();
    await expect.poll(() => restriction.textContent()).toContain("West may not lead");

    // A lead against the prohibition is recorded, not refused (61A; with no deal entered it stands: a
    // revoke, if West could have led another suit, is named when attention is drawn to it).
    const lead = p.getByRole("region", { name: "Opening lead by West" });
    await lead.getByRole("button", { name: "hearts" }).click();
    await lead.getByRole("button", { name: "K of hearts" }).click();
    await expect.poll(() => p.locator(".lead-done").textContent()).toContain("The auction period is over");
    expect(await p.locator(".lead-done").textContent()).toContain("K by West");
    await shot(p, "ib-7-lead");
    expect(t.errors).toEqual([]);
  });

  it("asks whether a replacement is comparable and records the answer on the call", async () => {
    const p = t.s.page;
    await p.getByRole("button", { name: "Session", exact: true }).click();
    await p.getByRole("button", { name: "New board" }).click();
    await p.getByRole("button", { name: "To the table" }).click();
    // Board 2: dealer East.
    await call(p, "1H");
    await call(p, "1D");
    await p.getByRole("button", { name: /^Do not accept/ }).click();
    await call(p, "2NT");
    const question = p.getByRole("region", { name: "The director decides" });
    await expect.poll(() => question.textContent()).toContain("comparable");
    await question.getByRole("button", { name: "Yes", exact: true }).click();
    await expect.poll(() => p.locator(".status").textContent()).toContain("Next to call: West");
    expect(await p.locator(".badges").count()).toBe(0);
    const watch = p.getByRole("region", { name: /check for damage/ });
    expect(await watch.textContent()).toContain("23C");
    await shot(p, "comparable-yes");
    // The finding is on the call event itself.
    const saved = await storedSession<{
      current: string;
      boards: { id: string; log: { events: unknown[] } }[];
    }>(p);
    const board = saved.boards.find((b) => b.id === saved.current)!;
    expect(board.log.events[3]).toEqual({ by: "S", call: "2NT", comparable: true });
    expect(t.errors).toEqual([]);
  });
});
