/**
 * The play's part (each code's play period and the play's words, web/parts.ts) is not in the first load:
 * it comes right after the first draw. Held back by the network, the app waits for it and never shows a
 * state computed without it: the call that ends the auction waits (the box says the part is loading) and
 * is recorded once the part has come; a board already in the play shows once its part has come.
 */
import { chromium, type Page, type Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../src/server/serve.js";
import { APP, ARGS, CHROMIUM, call, shot, storedSession, watchErrors } from "./browser.js";
import { AUCTION, afterLead } from "./play-support.js";
import { oneBoardSession } from "./support.js";

describe("the play's part held back by the network", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Awaited<ReturnType<typeof chromium.launch>>;
  beforeAll(async () => {
    server = await startServer({ root: APP, port: 0 });
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A page (no service worker: every request goes through the route) whose play part of 2017 is held. */
  const held = async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      serviceWorkers: "block",
      locale: "en-GB",
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const waiting: Route[] = [];
    let open = false;
    await page.route(/\/assets\/play-2017-[\w-]+\.js$/, (r) => (open ? r.continue() : waiting.push(r)));
    const release = async () => {
      open = true;
      for (const r of waiting.splice(0)) await r.continue();
    };
    return { context, page, errors, release, asked: () => waiting.length };
  };
  // The session as stored once the app has written it (after the paint of a tap, web/session.ts).
  const events = async (p: Page) =>
    (
      (await storedSession<{ boards: { log: { events: unknown[] } }[] } | null>(p))?.boards[0]?.log.events ??
      []
    ).length;

  it("records the call that ends the auction once the play's part has come", async () => {
    const { context, page: p, errors, release, asked } = await held();
    await p.goto(`http://127.0.0.1:${server.port}/`);
    // The first draw did not wait for it; it was asked for right after.
    await expect.poll(() => p.getByRole("region", { name: "Bidding box" }).count()).toBe(1);
    await expect.poll(asked).toBeGreaterThan(0);
    for (const c of AUCTION.slice(0, -1)) await call(p, c);
    await expect.poll(() => events(p)).toBe(AUCTION.length - 1);
    await call(p, "P");
    // The pass waits: nothing recorded, no contract, the box says what it waits for.
    await expect
      .poll(() => p.locator(".notice.info").textContent())
      .toContain("loading the part of the app for the play");
    expect(await events(p)).toBe(AUCTION.length - 1);
    expect(await p.locator("section.lead").count()).toBe(0);
    await shot(p, "play-part-waiting");
    await release();
    await expect.poll(() => events(p)).toBe(AUCTION.length);
    await expect.poll(() => p.locator("section.lead").count()).toBe(1);
    await expect.poll(() => p.locator(".notice.info").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a board already in the play only with its part, at the right trick", async () => {
    const { context, page: p, errors, release, asked } = await held();
    const log = afterLead("2017", { by: "N", play: "D2" });
    const session = oneBoardSession(log, "b");
    await p.addInitScript(
      `localStorage.setItem("bridge-td.session@1", ${JSON.stringify(JSON.stringify(session))})`,
    );
    await p.goto(`http://127.0.0.1:${server.port}/`);
    await expect.poll(asked).toBeGreaterThan(0);
    // Nothing of the board is drawn while its part is held: no auction box, no contract, no play.
    await new Promise((r) => setTimeout(r, 300));
    expect(await p.locator("#app").innerHTML()).toBe("");
    await release();
    await expect.poll(() => p.locator(".status").textContent()).toContain("East to play");
    expect(await p.getByRole("region", { name: "Bidding box" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
