/** The 1987 Laws: chosen on the set-up screen; the engine's ruling, or its error, shown cleanly. */
import { describe, expect, it } from "vitest";
import { call, shot, useSession } from "./browser.js";
import { chooseCode, openApp } from "./support.js";

describe("1987 edition", () => {
  const t = useSession();

  it("shows the engine's result or its error, never crashes", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    await chooseCode(p, "1987");
    await shot(p, "1987-setup");
    await p.getByRole("button", { name: "To the table" }).click();
    await call(p, "1H");
    await call(p, "1D");
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("insufficient bid");
    expect(await ruling.textContent()).toMatch(/Law 27/);
    await shot(p, "1987-ruling");
    const options = ruling.locator("button.option");
    expect(await options.count()).toBeGreaterThan(0);
    await options.first().click();
    // Either the engine rules on (the ruling moves on, or the auction goes on), or it says why it cannot:
    // the app then shows the engine's message and records nothing.
    await expect
      .poll(async () => {
        if ((await p.locator(".notice.error").count()) > 0) return "error";
        return (await p.locator(".status").textContent()) ?? "";
      })
      .not.toBe("Ruling in progress");
    if ((await p.locator(".notice.error").count()) > 0) {
      const text = (await p.locator(".notice.error").textContent()) ?? "";
      expect(text).toMatch(/^Not recorded — /);
      expect(text).not.toMatch(/error\.|undefined|\[object/);
      expect(await p.locator(".count").textContent()).toBe("events: 2");
    }
    await shot(p, "1987-after-choice");
    const count = async () => Number((await p.locator(".count").textContent())?.replace(/\D/g, ""));
    const before = await count();
    await p.getByRole("button", { name: "Undo last event" }).click();
    await expect.poll(count).toBe(before - 1);
    expect(t.errors).toEqual([]);
  });

  it("shows an event the engine refuses with the engine's words, and records nothing", async () => {
    const p = t.s.page;
    while (!(await p.getByRole("button", { name: "Undo last event" }).isDisabled()))
      await p.getByRole("button", { name: "Undo last event" }).click();
    const box = p.getByRole("region", { name: "Bidding box" });
    await box.getByRole("button", { name: "More…" }).click();
    await box.getByLabel("Replaces the player's own last call (Law 25)").check();
    await call(p, "2H");
    const alert = p.locator(".notice.error");
    await expect.poll(() => alert.textContent()).toContain("North has no call to change");
    expect(await p.locator(".count").textContent()).toBe("events: 0");
    await shot(p, "1987-refused");
    expect(t.errors).toEqual([]);
  });

  it("runs a 1987 board to declarer's require-or-prohibit choice (26A2) and the opening lead", async () => {
    const p = t.s.page;
    await call(p, "1H");
    await call(p, "1D");
    await p.getByRole("button", { name: /^Do not accept/ }).click();
    await expect
      .poll(() => p.getByRole("region", { name: /Ruling/ }).textContent())
      .toContain("East chooses");
    for (const c of ["P", "2H", "P", "P", "P"]) await call(p, c);
    await expect.poll(() => p.getByRole("region", { name: /by North/ }).textContent()).toContain("2♥");
    const restriction = p.getByRole("region", { name: "Lead restriction" });
    expect(await restriction.textContent()).toContain("may require or prohibit West's lead");
    await shot(p, "1987-require-or-prohibit");
    await restriction.getByRole("button", { name: "Require a lead in diamonds" }).click();
    await expect.poll(() => restriction.textContent()).toContain("West must lead");
    const lead = p.getByRole("region", { name: "Opening lead by East" });
    await lead.getByRole("button", { name: "clubs" }).click();
    await lead.getByRole("button", { name: "A of clubs" }).click();
    await expect.poll(() => p.locator(".lead-done").textContent()).toContain("The auction period is over");
    expect(t.errors).toEqual([]);
  });
});
