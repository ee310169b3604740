/** Rulings where nobody has an option: the Director button applies the law (2017 Laws 36 and 38). */
import { describe, expect, it } from "vitest";
import { call, gridText, shot, useSession } from "./browser.js";
import { openApp } from "./support.js";

describe("director rules", () => {
  const t = useSession();

  it("cancels a double of partner's bid and bars the partner (36B)", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    await call(p, "1H");
    await call(p, "P");
    await call(p, "X");
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("inadmissible double");
    expect(await ruling.textContent()).toContain("Nobody has an option");
    await shot(p, "director-1-inadmissible-double");
    await ruling.getByRole("button", { name: /^Director rules now/ }).click();
    await expect.poll(() => p.locator(".status").textContent()).toContain("Next to call: South");
    expect(await gridText(p)).toEqual(["1♥|Pass|XLaw 36B1?|"]);
    expect(await p.locator("table.grid tr.badges td").first().textContent()).toContain(
      "must pass — rest of auction",
    );
    await shot(p, "director-2-after");
  });

  it("records a bid above seven and applies Law 38", async () => {
    const p = t.s.page;
    await call(p, "P");
    await call(p, "8S");
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("bid above the seven level");
    expect((await gridText(p)).join("/")).toContain("8♠!");
    await shot(p, "director-3-above-seven");
    await ruling.getByRole("button", { name: /^Director rules now/ }).click();
    await expect.poll(() => p.locator("table.grid del").count()).toBe(2);
    expect((await gridText(p)).join("/")).toContain("8♠Law 38B");
    await shot(p, "director-4-after");
    expect(t.errors).toEqual([]);
  });

  it("is operable from the keyboard", async () => {
    const p = t.s.page;
    await p.getByRole("button", { name: "Undo last event" }).focus();
    await p.keyboard.press("Enter");
    await expect.poll(() => p.getByRole("region", { name: /Ruling/ }).count()).toBe(1);
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await ruling.getByRole("button", { name: /^Director rules now/ }).focus();
    await p.keyboard.press("Space");
    await expect.poll(() => p.locator("table.grid del").count()).toBe(2);
    await p.getByRole("button", { name: "Undo last event" }).focus();
    await p.keyboard.press("Enter");
    await p.keyboard.press("Enter");
    // Two undos: the director's ruling, then West's 8♠. West bids 2♦ with the keyboard alone.
    await expect.poll(() => p.locator(".status").textContent()).toContain("Next to call: West");
    const box = p.getByRole("region", { name: "Bidding box" });
    await box.getByRole("button", { name: "2", exact: true }).focus();
    await p.keyboard.press("Enter");
    await p.keyboard.press("Tab"); // 3
    await p.keyboard.press("Tab"); // 4
    await p.keyboard.press("Tab"); // 5
    await p.keyboard.press("Tab"); // 6
    await p.keyboard.press("Tab"); // 7
    await p.keyboard.press("Tab"); // clubs
    await p.keyboard.press("Tab"); // diamonds
    expect(await p.evaluate<string>("document.activeElement.getAttribute('aria-label')")).toBe(
      "Bid 2 diamonds",
    );
    await p.keyboard.press("Enter");
    await expect.poll(() => gridText(p)).toEqual(["1♥|Pass|XLaw 36B1Pass|2♦", "?|||"]);
    await shot(p, "director-5-keyboard");
    expect(t.errors).toEqual([]);
  });
});
