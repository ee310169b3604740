/** Nothing is lost: the board survives a reload and a killed tab; a board saved as .json opens again. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { call, gridText, shot, useSession, watchErrors } from "./browser.js";
import { openApp } from "./support.js";

describe("history", () => {
  const t = useSession();

  it("keeps the board on reload and when the tab is killed", async () => {
    let p = t.s.page;
    await openApp(p, t.s.url);
    for (const c of ["1C", "1H", "P"]) await call(p, c);
    const before = await gridText(p);
    await p.reload();
    await expect.poll(() => gridText(p)).toEqual(before);
    // Kill the tab without any unload handler running, then open the app again.
    const cdp = await t.s.context.newCDPSession(p);
    const crashed = new Promise((done) => p.once("crash", done));
    void cdp.send("Page.crash").catch(() => undefined);
    await crashed;
    await p.close().catch(() => undefined);
    p = await t.s.context.newPage();
    t.errors = watchErrors(p);
    t.s.page = p;
    await openApp(p, t.s.url);
    await expect.poll(() => gridText(p)).toEqual(before);
    await expect.poll(() => p.locator(".status").textContent()).toContain("Next to call: West");
    await shot(p, "persist-reloaded");
  });

  it("undoes the last event", async () => {
    const p = t.s.page;
    await p.getByRole("button", { name: "Undo last event" }).click();
    await expect.poll(() => p.locator(".status").textContent()).toContain("Next to call: South");
    await p.reload();
    await expect.poll(() => p.locator(".status").textContent()).toContain("Next to call: South");
  });

  it("saves the board as a .json table log and opens it again", async () => {
    const p = t.s.page;
    await p.getByRole("button", { name: "Session", exact: true }).click();
    const [download] = await Promise.all([
      p.waitForEvent("download"),
      p.getByRole("button", { name: "Save board as .json" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^board-1-\d{4}-\d\d-\d\d\.json$/);
    const path = await download.path();
    const log = JSON.parse(readFileSync(path, "utf8"));
    expect(log).toEqual({
      format: "table-log@1",
      edition: "2017",
      board: 1,
      dealer: "N",
      vulnerability: "None",
      events: [
        { by: "N", call: "1C" },
        { by: "E", call: "1H" },
      ],
    });
    // Open it (and a broken file, which is refused with the engine's reason).
    const input = p.locator('input[type="file"]');
    await input.setInputFiles({
      name: "bad.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"format":"x"}'),
    });
    await expect.poll(() => p.getByRole("alert").first().textContent()).toContain("Cannot open bad.json");
    expect(await p.getByRole("alert").first().textContent()).toContain("table-log@1");
    await shot(p, "persist-bad-file");
    const copy = { ...log, board: 5, events: [...log.events, { by: "S", call: "1D" }] };
    await input.setInputFiles({
      name: "b5.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(copy)),
    });
    await expect.poll(() => p.locator(".board-info").textContent()).toContain("Board 5");
    // The file's board is now in the session, its insufficient bid waiting for the ruling.
    await expect
      .poll(() => p.getByRole("region", { name: /Ruling/ }).textContent())
      .toContain("insufficient bid");
    await p.getByRole("button", { name: "Session", exact: true }).click();
    expect(await p.locator(".boards li").count()).toBe(2);
    await shot(p, "persist-session");
    expect(t.errors).toEqual([]);
  });
});

describe("the write of a tap", () => {
  const t = useSession();

  it("comes after the paint, and at once when the page is closed or hidden first", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    await call(p, "1C");
    const count = `const count = () => {
      const s = JSON.parse(localStorage.getItem("bridge-td.session@1"));
      return s.boards.find((b) => b.id === s.current).log.events.length;
    };
    const pass = () => document.querySelector("section.box .specials .pass");`;
    // Closed: the tap, then pagehide in the same task (before any frame).
    const closed = await p.evaluate<number[]>(`(async () => {
      ${count}
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const out = [count()];
      pass().click();
      out.push(count());
      window.dispatchEvent(new PageTransitionEvent("pagehide"));
      out.push(count());
      return out;
    })()`);
    expect(closed).toEqual([1, 1, 2]);
    await expect.poll(() => p.locator(".actions .count").textContent()).toContain("2");
    // Hidden (the director switches apps): the tap, then visibilitychange to hidden.
    const hidden = await p.evaluate<number[]>(`(() => {
      ${count}
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      pass().click();
      const out = [count()];
      document.dispatchEvent(new Event("visibilitychange"));
      out.push(count());
      delete document.visibilityState;
      return out;
    })()`);
    expect(hidden).toEqual([2, 3]);
    // Left alone, a tap is written once the next frame is painted.
    await p.getByRole("button", { name: "Pass", exact: true }).click();
    expect(
      await p.evaluate<number>(`new Promise((done) => requestAnimationFrame(() => setTimeout(() => {
        const s = JSON.parse(localStorage.getItem("bridge-td.session@1"));
        done(s.boards.find((b) => b.id === s.current).log.events.length);
      }, 0)))`),
    ).toBe(4);
    await p.reload();
    await expect.poll(() => p.locator(".actions .count").textContent()).toContain("4");
    expect(t.errors).toEqual([]);
  });
});
