/**
 * The page set-up every end-to-end file uses (issue 23, "one e2e page set-up"): the app opened in a
 * language, a board opened as the app would keep it (a one-board session in the page's storage, then a
 * reload), a code chosen by the table log's `edition`, and the app made ready to work offline. The
 * browser and the server are test/e2e/browser.ts's; the play's card names and legal cards are
 * test/e2e/play-support.ts's.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Session } from "./browser.js";

/** The keys the app keeps in localStorage (web/session.ts, web/i18n.ts). */
const SESSION_KEY = "bridge-td.session@1";
const LANG_KEY = "bridge-td.lang";

export type AppLang = "en" | "ru";

/** Stores the app's language (it applies at the next load of the page). */
export const setLang = (p: Page, lang: AppLang): Promise<void> =>
  p.evaluate(([k, l]) => localStorage.setItem(k as string, l as string), [LANG_KEY, lang]);

/** Opens the app at `url`; with `lang`, stores that language for the next load. */
export const openApp = async (p: Page, url: string, lang?: AppLang): Promise<void> => {
  await p.goto(url);
  if (lang !== undefined) await setLang(p, lang);
};

/** A one-board session as the app stores it, with `log` as its board. */
export const oneBoardSession = (log: unknown, id = "b1") => ({
  version: 1,
  current: id,
  boards: [{ id, created: 1, updated: 1, log, undo: [] }],
});

/** A table log of board 1 (dealer North, nobody vulnerable unless given) in a code, with `events`. */
export const boardLog = (
  edition: string,
  events: unknown[],
  o: { dealer?: string; vulnerability?: string; deal?: string } = {},
): Record<string, unknown> => ({
  format: "table-log@1",
  edition,
  board: 1,
  dealer: o.dealer ?? "N",
  vulnerability: o.vulnerability ?? "None",
  events,
  ...(o.deal ? { deal: o.deal } : {}),
});

/**
 * Opens `log` as the only board of the page's session (its id `id`, "b" unless given), in `lang` when one is
 * given, and reloads the page already open; `waitGrid` waits for the auction grid.
 */
export const loadBoard = async (
  p: Page,
  log: unknown,
  o: { lang?: AppLang; waitGrid?: boolean; id?: string } = {},
): Promise<void> => {
  await p.evaluate(
    ([k, s]) => localStorage.setItem(k as string, s as string),
    [SESSION_KEY, JSON.stringify(oneBoardSession(log, o.id ?? "b"))],
  );
  if (o.lang !== undefined) await setLang(p, o.lang);
  await p.reload();
  if (o.waitGrid) await p.locator("table.grid").waitFor();
};

/**
 * What the director sees after a reload with `log` saved as the only board (id "b1"), the app in `lang`
 * (English unless given): the page opened at `url`, the board stored, the page reloaded; `waitGrid` (on
 * unless false) waits for the auction grid.
 */
export const storeBoard = async (
  p: Page,
  url: string,
  log: unknown,
  o: { lang?: AppLang; waitGrid?: boolean } = {},
): Promise<void> => {
  await p.goto(url);
  await loadBoard(p, log, { lang: o.lang ?? "en", waitGrid: o.waitGrid ?? true, id: "b1" });
};

/** Opens the Session screen and waits until the service worker has cached the app (the offline note). */
export const readyOffline = async (p: Page, timeout = 15_000): Promise<void> => {
  await p.getByRole("button", { name: "Session", exact: true }).click();
  await expect
    .poll(() => p.locator("[data-offline]").getAttribute("data-offline"), { timeout })
    .toBe("ready");
};

/** Board 1's auction as the set-up gives it (dealer North): 1NT by North, passed out; East on opening lead. */
export const ONE_NT = [
  { by: "N", call: "1NT" },
  { by: "E", call: "P" },
  { by: "S", call: "P" },
  { by: "W", call: "P" },
];

/** Opens the app at `url` on a new board: the board set-up opened, then the table (board 1, Laws 2017). */
export const openNewBoard = async (p: Page, url: string): Promise<void> => {
  await openApp(p, url);
  await p.getByRole("button", { name: "Board set-up" }).click();
  await p.getByRole("button", { name: "To the table" }).click();
};

/** Chooses the code of the board on the set-up screen (English UI) and waits for the header to show it. */
export const chooseCode = async (p: Page, edition: "2017" | "1987"): Promise<void> => {
  await p.getByRole("button", { name: "Board", exact: true }).click();
  await p.getByRole("button", { name: `Laws ${edition}` }).click();
  await expect.poll(() => p.locator(".board-info").textContent()).toContain(edition);
};

/**
 * Opens the app (in `lang` when given), waits until it is cached for offline use, then stops the server:
 * what follows runs offline.
 */
export const goOffline = async (
  s: Pick<Session, "page" | "url" | "stopServer">,
  o: { lang?: AppLang; timeout?: number } = {},
): Promise<void> => {
  await openApp(s.page, s.url, o.lang);
  await readyOffline(s.page, o.timeout);
  await s.stopServer();
};
