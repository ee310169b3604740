/**
 * The app syncs to a rulings register: connect in Session (address and token kept on the device), the
 * board with a ruling goes up and shows "in the register"; a change goes up again as the same ruling; while
 * offline it waits ("saved here") and goes when the network is back. All under the app's CSP, which must
 * report no violation.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../src/register/repository.js";
import { type Started, startServer } from "../../src/server/serve.js";
import { APP, ARGS, CHROMIUM, call, shot, watchErrors } from "./browser.js";
import { openApp } from "./support.js";

describe("sync to a rulings register", () => {
  let s: Started;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let data: string;
  let profile: string;
  let errors: string[];
  const csp: string[] = [];

  beforeAll(async () => {
    data = mkdtempSync(join(tmpdir(), "bridge-td-e2e-register-"));
    profile = mkdtempSync(join(tmpdir(), "bridge-td-e2e-"));
    s = await startServer({ root: APP, port: 0, register: { dataDir: data } });
    token = (await createUser(s.register!, "anna", "director")).token;
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ARGS,
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
      locale: "en-GB",
    });
    context.setDefaultTimeout(10_000);
    page = context.pages()[0] ?? (await context.newPage());
    errors = watchErrors(page);
    page.on("console", (m) => {
      if (/Content.Security.Policy/i.test(m.text())) csp.push(m.text());
    });
  });
  afterAll(async () => {
    await context?.close();
    await s?.close();
    rmSync(data, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  });

  const inRegister = async () => {
    const res = await fetch(new URL("api/rulings?law=27A1", s.url), {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await res.json()) as { total: number; items: { id: string; event: string; laws: string[] }[] };
  };
  const state = () => page.locator(".sync-list li").first().getAttribute("data-sync");

  it("connects, sends the board with a ruling, and shows it in the register", async () => {
    const url = `http://127.0.0.1:${s.port}/`;
    await openApp(page, url);
    // Board 1, dealer North: East's 1D over 1H is insufficient (27A1); South accepts it.
    await call(page, "1H");
    await call(page, "1D");
    const ruling = page.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("Law 27A1");
    await ruling.getByRole("button", { name: /^Accept the call/ }).click();
    await page.getByRole("button", { name: "Session", exact: true }).click();
    const sync = page.getByRole("region", { name: "Rulings register" });
    expect(await sync.getByLabel("Register address").inputValue()).toBe(url.replace(/\/$/, ""));
    await sync.getByLabel("Token").fill(token);
    await sync.getByLabel("Event").fill("Club night");
    await sync.getByRole("button", { name: "Connect to a register" }).click();
    await expect.poll(() => sync.getByRole("status").textContent()).toContain("as anna (director)");
    await expect.poll(state).toBe("stored");
    expect(await page.locator(".sync-list li").first().textContent()).toContain("in the register");
    await shot(page, "register-1-stored");
    const r = await inRegister();
    expect(r.total).toBe(1);
    expect(r.items[0]!.event).toBe("Club night");
    expect(r.items[0]!.laws).toContain("27A1");
  });

  it("sends a changed board again as the same ruling, and waits while offline", async () => {
    await page.getByRole("button", { name: "Table", exact: true }).click();
    await context.setOffline(true);
    await call(page, "P");
    await page.getByRole("button", { name: "Session", exact: true }).click();
    await expect.poll(state).toBe("here");
    expect(await page.locator(".sync-list li").first().textContent()).toContain("saved here");
    await shot(page, "register-2-offline");
    await context.setOffline(false);
    await expect.poll(state).toBe("stored");
    const r = await inRegister();
    expect(r.total).toBe(1);
    const one = await fetch(new URL(`api/rulings/${r.items[0]!.id}`, s.url), {
      headers: { authorization: `Bearer ${token}` },
    });
    const stored = (await one.json()) as { log: { events: unknown[] } };
    expect(stored.log.events).toHaveLength(4);
    // The address and token survive a reload; the state is remembered.
    await page.reload();
    await page.getByRole("button", { name: "Session", exact: true }).click();
    await expect.poll(state).toBe("stored");
    expect(errors).toEqual([]);
    expect(csp).toEqual([]);
  });
});
