/** Offline: after the first visit the service worker serves the app with the server gone. */
import { describe, expect, it } from "vitest";
import { call, gridText, shot, useSession } from "./browser.js";
import { openApp, readyOffline } from "./support.js";

describe("offline", () => {
  const t = useSession();

  it("has a web manifest and a service worker", async () => {
    const p = t.s.page;
    const manifest = (await (await fetch(new URL("manifest.webmanifest", t.s.url))).json()) as {
      display: string;
    };
    expect(manifest.display).toBe("standalone");
    const res = await fetch(new URL("sw.js", t.s.url));
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    const sw = await res.text();
    expect(sw).toContain('"./index.html"');
    expect(sw).toMatch(/"\.\/assets\/index-[\w-]+\.js"/);
    await openApp(p, t.s.url);
    await readyOffline(p);
  });

  it("loads and records calls after the server is stopped", async () => {
    const p = t.s.page;
    await p.getByRole("button", { name: "Table", exact: true }).click();
    await call(p, "1NT");
    await t.s.stopServer();
    expect(
      await fetch(t.s.url).then(
        () => "up",
        () => "down",
      ),
    ).toBe("down");
    await p.reload();
    await expect.poll(() => gridText(p)).toEqual(["1NT|?||"]);
    await call(p, "2C");
    await expect.poll(() => p.locator(".status").textContent()).toContain("Next to call: South");
    await shot(p, "offline-reloaded");
    // A navigation to another path of the app is answered from the cache as well.
    await p.goto(`${t.s.url}board/1`);
    await expect.poll(() => gridText(p)).toEqual(["1NT|2♣|?|"]);
    expect(t.errors).toEqual([]);
  });
});
