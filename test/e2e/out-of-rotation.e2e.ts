/** 2017, Laws 29 and 31: a bid out of rotation, accepted (it stands) and not accepted (cancelled). */
import { describe, expect, it } from "vitest";
import { call, gridText, shot, useSession } from "./browser.js";
import { openApp } from "./support.js";

describe("bid out of rotation (2017)", () => {
  const t = useSession();

  it("is accepted by the offender's left-hand opponent and stands", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    // Board 1, dealer North: South bids 1H first, out of rotation, with one tap on South.
    const box = p.getByRole("region", { name: "Bidding box" });
    expect(await box.getByRole("button", { name: "North (in turn)" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await box.getByRole("button", { name: "South", exact: true }).click();
    await expect.poll(() => box.locator(".who").textContent()).toContain("out of rotation");
    await shot(p, "oor-1-seat");
    await call(p, "1H");
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("bid out of rotation");
    expect(await ruling.textContent()).toContain("Law 29A");
    expect(await ruling.textContent()).toContain("West chooses");
    await shot(p, "oor-2-ruling");
    await ruling.getByRole("button", { name: /^Accept/ }).click();
    await expect.poll(() => p.locator(".status").textContent()).toContain("Next to call: West");
    const rows = await gridText(p);
    expect(rows[0]).toBe("||1♥*|?");
    expect(t.errors).toEqual([]);
  });

  it("is not accepted: the call is cancelled and the auction goes back to the player whose turn it was", async () => {
    const p = t.s.page;
    await p.getByRole("button", { name: "Undo last event" }).click();
    await expect.poll(() => p.getByRole("region", { name: /Ruling/ }).textContent()).toContain("Law 29A");
    await p.getByRole("button", { name: /^Do not accept/ }).click();
    await expect.poll(() => p.locator(".status").textContent()).toContain("Next to call: North");
    const del = p.locator("table.grid del");
    expect(await del.count()).toBe(1);
    expect((await del.textContent())?.replace(/\uFE0E/g, "")).toBe("1♥");
    expect(await p.locator("table.grid .cancelled .law").textContent()).toMatch(/^Law (29B|3\d)/);
    await shot(p, "oor-3-not-accepted");
    // North opens; the auction runs on and South's turn comes with the rectification for the cancelled bid.
    await call(p, "1C");
    await call(p, "P");
    await shot(p, "oor-4-after");
    expect(await p.locator("table.grid del").count()).toBe(1);
    expect(t.errors).toEqual([]);
  });
});
