/**
 * The quick paths' chunk (loaded on first use) is precached by the service worker: with the server gone,
 * the app still opens them, and the ruling comes.
 */
import { describe, expect, it } from "vitest";
import { shot, useSession } from "./browser.js";
import { boardLog, goOffline, loadBoard, ONE_NT } from "./support.js";

describe("quick paths offline", () => {
  const t = useSession();

  it("precaches the chunk and opens it with the server stopped", async () => {
    const p = t.s.page;
    const sw = await (await fetch(new URL("sw.js", t.s.url))).text();
    expect(sw).toMatch(/"\.\/assets\/QuickPaths-[\w-]+\.js"/);
    expect(sw).toMatch(/"\.\/assets\/QuickPaths-[\w-]+\.css"/);
    await goOffline(t.s);
    await loadBoard(p, boardLog("2017", ONE_NT), { lang: "en", id: "b1" });
    await p.getByRole("button", { name: "Table", exact: true }).click();
    // The chunk has never been loaded in this page: it comes from the cache.
    await p.getByRole("button", { name: /^Director called during the play/ }).click();
    const quick = p.locator("section.quick");
    await quick.getByRole("button", { name: /^Revoke/ }).click();
    await quick
      .getByRole("group", { name: "Who revoked", exact: true })
      .getByRole("button", { name: /^East/ })
      .click();
    await quick.locator("#quick-revoke-trick").fill("4");
    await quick.locator("#quick-revoke-trick").dispatchEvent("change");
    await quick
      .getByRole("group", { name: /^Had East or his partner/ })
      .getByRole("button")
      .first()
      .click();
    await quick
      .getByRole("group", { name: "Who won trick 4, the revoke trick", exact: true })
      .getByRole("button", { name: /^East/ })
      .click();
    await quick.locator("#quick-later").fill("2");
    await quick.locator("#quick-later").dispatchEvent("change");
    await quick.getByRole("button", { name: "Rule", exact: true }).click();
    // East won the revoke trick himself and EW won a later one: 64A1, two tricks.
    await expect.poll(() => quick.locator(".ruling-out").textContent()).toContain("Law 64A1");
    expect(await quick.locator(".ruling-out").textContent()).toContain(
      "tricks transferred to North-South: 2",
    );
    await shot(p, "quick-offline-revoke");
    expect(t.errors).toEqual([]);
  });
});
