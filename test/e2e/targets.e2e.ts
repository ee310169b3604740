/**
 * Sizes at 360 x 640 (issue 11, item 4): every tap target at least 44 x 44 CSS px and no text under 12 px,
 * checked by computing the layout and the styles on each screen, in both languages and both codes.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { call, fullShot, tooSmall, useSession } from "./browser.js";
import { type AppLang, boardLog, storeBoard } from "./support.js";

const IB = [
  { by: "N", call: "1H" },
  { by: "E", call: "1D" },
];

const load = (p: Page, url: string, edition: string, events: unknown[], lang: AppLang) =>
  storeBoard(p, url, boardLog(edition, events, { vulnerability: "NS" }), { lang });

/** Opens every fold on the screen (the read-out, the notes, More… in the bidding box). */
const openAll = async (p: Page) => {
  await p.evaluate(`document.querySelectorAll("details").forEach((d) => { d.open = true; })`);
  const more = p.locator("section.box .more > button[aria-expanded=false]");
  if ((await more.count()) > 0) await more.click();
  const flags = p.locator("section.box .flags input[type=checkbox]");
  for (let i = 0; i < (await flags.count()); i++) {
    const f = flags.nth(i);
    if (!(await f.isChecked())) await f.check();
  }
};

describe("tap targets and text sizes at 360 x 640", () => {
  const t = useSession();

  for (const lang of ["en", "ru"] as const)
    for (const edition of ["2017", "1987"] as const)
      it(`${lang}, ${edition}: the table with a ruling, a question, the end of the auction, the other views`, async () => {
        const p = t.s.page;
        const tag = `targets-${lang}-${edition}`;
        // A ruling with options, every fold open.
        await load(p, t.s.url, edition, [...IB, { by: "S", accept: false }], lang);
        await p.locator("section.ruling").waitFor();
        await openAll(p);
        expect(await tooSmall(p)).toEqual([]);
        await fullShot(p, `${tag}-1-ruling`);
        // A question (2017) or the bar it leads to (1987), and a barred player's turn.
        await load(p, t.s.url, edition, [...IB, { by: "S", accept: false }, { by: "E", call: "2NT" }], lang);
        await openAll(p);
        expect(await tooSmall(p)).toEqual([]);
        await fullShot(p, `${tag}-2-question`);
        // A ruling nobody chooses (an inadmissible double).
        await load(
          p,
          t.s.url,
          edition,
          [
            { by: "N", call: "1H" },
            { by: "E", call: "P" },
            { by: "S", call: "X" },
          ],
          lang,
        );
        await openAll(p);
        expect(await tooSmall(p)).toEqual([]);
        // The end of the auction: the lead restriction and the opening lead.
        await load(
          p,
          t.s.url,
          edition,
          [
            ...IB,
            { by: "S", accept: false },
            { by: "E", call: "2NT", ...(edition === "2017" ? { comparable: false } : {}) },
            { by: "S", call: "3S" },
            { by: "W", call: "P" },
            { by: "N", call: "P" },
            { by: "E", call: "P" },
          ],
          lang,
        );
        await openAll(p);
        expect(await tooSmall(p)).toEqual([]);
        await fullShot(p, `${tag}-3-end`);
        const suits = p.locator("section.lead .lead-suits button");
        if ((await suits.count()) > 0) {
          await suits.first().click();
          expect(await tooSmall(p)).toEqual([]);
        }
        // The board set-up and the session.
        await p.locator("nav.tabs button").nth(1).click();
        expect(await tooSmall(p)).toEqual([]);
        await fullShot(p, `${tag}-4-board`);
        await p.locator("nav.tabs button").nth(2).click();
        await openAll(p);
        // The adjusted-score form of the board with the ruling, with each kind of score.
        const record = { en: "Record an adjusted score", ru: "Записать компенсирующий результат" }[lang];
        await p.getByRole("button", { name: record }).first().click();
        const kinds = p.locator("form.adjusted-form select").first();
        for (const kind of ["artificial", "assigned", "weighted"]) {
          await kinds.selectOption(kind);
          expect(await tooSmall(p)).toEqual([]);
        }
        await fullShot(p, `${tag}-5-session`);
        expect(t.errors).toEqual([]);
      });

  it("keeps the level buttons one tap each on an empty board", async () => {
    const p = t.s.page;
    await load(p, t.s.url, "2017", [], "en");
    await call(p, "1C");
    const sizes = await p.evaluate<{ w: number; h: number }[]>(
      `[...document.querySelectorAll("section.box button.level")].map((b) => {
        const r = b.getBoundingClientRect();
        return { w: r.width, h: r.height };
      })`,
    );
    expect(sizes).toHaveLength(8);
    for (const s of sizes) {
      expect(s.w).toBeGreaterThanOrEqual(44);
      expect(s.h).toBeGreaterThanOrEqual(44);
    }
  });
});
