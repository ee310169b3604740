/**
 * Offline in the play: the play's chunk (loaded with import() at the opening lead) is precached by the
 * service worker, so a board in the play opens and takes cards with the server gone.
 */
import { describe, expect, it } from "vitest";
import { shot, useSession } from "./browser.js";
import { afterLead, tapCard } from "./play-support.js";
import { goOffline, loadBoard } from "./support.js";

describe("the play offline", () => {
  const t = useSession();

  it("opens a board in the play and records cards after the server is stopped", async () => {
    const p = t.s.page;
    const sw = await (await fetch(new URL("sw.js", t.s.url))).text();
    expect(sw).toMatch(/"\.\/assets\/PlayView-[\w-]+\.js"/);
    await goOffline(t.s);
    const log = afterLead("2017");
    await loadBoard(p, log);
    await p.getByRole("button", { name: "Table", exact: true }).click();
    await tapCard(p, "en", "N", "D2");
    await tapCard(p, "en", "E", "DQ");
    await expect.poll(() => p.locator(".status").textContent()).toContain("South to play");
    await shot(p, "play-offline");
    expect(t.errors).toEqual([]);
  });
});
