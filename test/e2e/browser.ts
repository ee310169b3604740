/**
 * End-to-end support: the app's own server on a free port, Debian's chromium driven by playwright-core
 * with a fresh profile, screenshots at 360 x 640 under test-results/screenshots/.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type Started, startServer } from "../../src/server/serve.js";

export const ROOT = resolve(import.meta.dirname, "..", "..");
export const APP = join(ROOT, "dist", "app");
export const SHOTS = join(ROOT, "test-results", "screenshots");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Session {
  server: Started;
  context: BrowserContext;
  page: Page;
  url: string;
  /** Stops the server (the browser stays: for the offline test). */
  stopServer: () => Promise<void>;
  close: () => Promise<void>;
}

/** Starts the server on a free port and a browser with a fresh user-data dir, 360 x 640. */
export const open = async (): Promise<Session> => {
  if (!existsSync(join(APP, "index.html")))
    throw new Error(`The app is not built (${APP}): run npm run build:app (npm run test:e2e does).`);
  if (!existsSync(CHROMIUM))
    throw new Error(`No chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  const server = await startServer({ root: APP, port: 0 });
  const profile = mkdtempSync(join(tmpdir(), "bridge-td-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    acceptDownloads: true,
    locale: "en-GB",
  });
  context.setDefaultTimeout(10_000);
  const page = context.pages()[0] ?? (await context.newPage());
  let stopped = false;
  const stopServer = async () => {
    if (!stopped) await server.close();
    stopped = true;
  };
  return {
    server,
    context,
    page,
    url: `http://127.0.0.1:${server.port}/`,
    stopServer,
    close: async () => {
      await context.close();
      await stopServer();
      rmSync(profile, { recursive: true, force: true });
    },
  };
};

export const shot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
};

export const fullShot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" } as const;
const STRAIN_NAMES = { C: "clubs", D: "diamonds", H: "hearts", S: "spades", NT: "no trump" } as const;

/**
 * Records a call by taps on the bidding box, as a director would (English UI): the seat first when one
 * is given (a call out of rotation), then the level and the denomination, or Pass / Double / Redouble.
 */
export const call = async (page: Page, text: string, seat?: keyof typeof SEAT_NAMES): Promise<void> => {
  const box = page.getByRole("region", { name: "Bidding box" });
  if (seat !== undefined)
    await box.getByRole("button", { name: new RegExp(`^${SEAT_NAMES[seat]}( \\(in turn\\))?$`) }).click();
  if (text === "P") return box.getByRole("button", { name: "Pass", exact: true }).click();
  if (text === "X") return box.getByRole("button", { name: "Double", exact: true }).click();
  if (text === "XX") return box.getByRole("button", { name: "Redouble", exact: true }).click();
  const m = /^(\d+)(C|D|H|S|NT)$/.exec(text);
  if (!m) throw new Error(`not a call: ${text}`);
  const level = Number(m[1]);
  const strain = m[2] as keyof typeof STRAIN_NAMES;
  if (level > 7) {
    for (let l = 8; l <= level; l++) await box.getByRole("button", { name: /^Bid above seven/ }).click();
  } else await box.getByRole("button", { name: String(level), exact: true }).click();
  await box.getByRole("button", { name: `Bid ${level} ${STRAIN_NAMES[strain]}`, exact: true }).click();
};

/** The auction grid as the eye reads it, row by row (cells separated by `|`; text for screen readers left out). */
export const gridText = async (page: Page): Promise<string[]> =>
  page.evaluate<string[]>(`[...document.querySelectorAll("table.grid tbody tr")].map((row) =>
    [...row.children].map((cell) => {
      const c = cell.cloneNode(true);
      c.querySelectorAll(".visually-hidden").forEach((e) => e.remove());
      return c.textContent.replace(/\uFE0E/g, "").trim();
    }).join("|"))`);

/** Page errors, collected so a test can check the app never crashed. */
export const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
};

/**
 * A browser session for the enclosing describe block: opened before its tests, closed after them, with
 * the page's errors collected (`t.s`, `t.errors` once the tests run).
 */
export const useSession = (): { s: Session; errors: string[] } => {
  const t = {} as { s: Session; errors: string[] };
  beforeAll(async () => {
    t.s = await open();
    t.errors = watchErrors(t.s.page);
  });
  afterAll(async () => {
    await t.s?.close();
  });
  return t;
};

/**
 * What is too small on the page: tap targets under 44 x 44, text under 12 px, a page wider than the screen;
 * `skip`: a region whose targets are another screen's (checked by that screen's test).
 */
export const tooSmall = (p: Page, skip?: string) =>
  p.evaluate<string[]>(`(() => {
    const skip = ${JSON.stringify(skip ?? null)};
    const out = [];
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      if (el.closest(".visually-hidden")) return false;
      const cs = getComputedStyle(el);
      return cs.visibility !== "hidden" && cs.display !== "none";
    };
    const name = (el) =>
      el.tagName.toLowerCase() + (el.className ? "." + String(el.className).split(" ").join(".") : "") +
      " '" + (el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 30) + "'";
    const targets = document.querySelectorAll(
      "button, summary, a[href], select, textarea, input:not([type=hidden]), label",
    );
    for (const el of targets) {
      if (!visible(el)) continue;
      if (skip !== null && el.closest(skip)) continue;
      if (el.tagName === "LABEL" && !el.querySelector("input")) continue;
      if (el.tagName === "INPUT" && el.closest("label")) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 43.5 || r.height < 43.5)
        out.push("target " + name(el) + " " + r.width.toFixed(1) + "x" + r.height.toFixed(1));
    }
    for (const el of document.querySelectorAll("body *")) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== "");
      if (!own || !visible(el)) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 12) out.push("text " + name(el) + " " + size + "px");
    }
    if (document.documentElement.scrollWidth > 360)
      out.push("page wider than the screen: " + document.documentElement.scrollWidth + "px");
    return out;
  })()`);

/**
 * The session as the app has stored it (localStorage, `bridge-td.session@1`), read once the app's write of
 * the last change has run: the app writes right after the next paint (web/session.ts), so this waits for a
 * frame and the task after it before reading.
 */
export const storedSession = async <T = unknown>(page: Page): Promise<T> =>
  JSON.parse(
    await page.evaluate<string>(`new Promise((done) => requestAnimationFrame(() =>
      setTimeout(() => done(localStorage.getItem("bridge-td.session@1") ?? "null"), 0)))`),
  ) as T;

/** The table log of a fixture (a path under the repository's root). */
export const fixtureLog = <T = Record<string, unknown>>(path: string): T =>
  (JSON.parse(readFileSync(join(ROOT, path), "utf8")) as { log: T }).log;
