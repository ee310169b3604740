/** Nothing is lost: the board survives a reload and a killed tab; a board saved as .json opens again. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { call, gridText, shot, useSession, watchErrors } from "./browser.js";

describe("history", () => {
  const t = useSession();

  it("keeps the board on reload and when the tab is killed", async () => {
    let p = t.s.page;
    await p.goto(t.s.url);
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
    await p.goto(t.s.url);
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
