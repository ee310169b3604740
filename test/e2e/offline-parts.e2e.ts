/**
 * The parts the app loads when needed (web/parts.ts: the other language's words, the 1987 code, the
 * session screen's register and adjusted scores, each code's play period and the play's words) come from
 * the service worker's cache: with the server gone, a page that has loaded none of them switches to the
 * 1987 Laws and to Russian, and opens a 1987 board already in the play.
 */
import { describe, expect, it } from "vitest";
import { call, shot, useSession } from "./browser.js";
import { afterLead, tapCard } from "./play-support.js";
import { chooseCode, goOffline, loadBoard, setLang } from "./support.js";

describe("offline: the parts loaded when needed", () => {
  const t = useSession();

  it("switches code and language with the server stopped", async () => {
    const p = t.s.page;
    const sw = await (await fetch(new URL("sw.js", t.s.url))).text();
    for (const part of [
      "words-ru",
      "1987",
      "notes-ru",
      "RegisterSync",
      "play-1987",
      "play-words-ru",
      "play-laws",
    ])
      expect(sw).toMatch(new RegExp(`"\\./assets/${part}-[\\w-]+\\.js"`));
    await goOffline(t.s, { lang: "en" });
    await p.reload();
    // This page has loaded the English words and the 2017 code only (its play period after the first draw).
    const loaded = await p.evaluate(() =>
      performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname),
    );
    expect(loaded.filter((f) => /\/(words-ru|notes-ru|1987|play-1987|play-words-ru)-/.test(f))).toEqual([]);

    await chooseCode(p, "1987");
    await p.getByRole("button", { name: "To the table" }).click();
    await call(p, "1H");
    await call(p, "1D");
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("insufficient bid");
    expect(await ruling.textContent()).toMatch(/Law 27/);

    await p.getByRole("button", { name: /^Language: switch to Русский/ }).click();
    await expect.poll(() => p.evaluate<string>("document.documentElement.lang")).toBe("ru");
    const ru = p.getByRole("region", { name: /Решение судьи/ });
    await expect.poll(() => ru.textContent()).toContain("недостаточное назначение");
    expect(await ru.textContent()).toMatch(/Правило 27/);
    await shot(p, "offline-parts-ru-1987");

    await p.getByRole("button", { name: /^Язык: переключить на English/ }).click();
    await expect.poll(() => p.evaluate<string>("document.documentElement.lang")).toBe("en");

    // A 1987 board in the play, opened in Russian by a page that has loaded no part of it yet: its play
    // period and the play's Russian words come from the cache before it shows, and it takes a card.
    await setLang(p, "ru");
    await loadBoard(p, afterLead("1987"));
    await expect.poll(() => p.locator(".status").textContent()).toContain("карту играет Север");
    await tapCard(p, "ru", "N", "D2");
    await expect.poll(() => p.locator(".status").textContent()).toContain("карту играет Восток");
    await shot(p, "offline-parts-ru-1987-play");
    expect(t.errors).toEqual([]);
  });
});
