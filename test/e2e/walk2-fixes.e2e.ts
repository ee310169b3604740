/**
 * walk2's findings on the play rulings, at 360 x 640 (test/e2e/browser.ts): a pending lead-out-of-turn
 * ruling after a reload and after an undo takes every option (F21), in both codes and both languages; the
 * recorded option is one line with the play in view (F2, F4); a restriction complied with goes (F3); the
 * penalty card's badge in the card's words (F8); no next-call slot in the play (F11).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appEn } from "../../src/explain/app-en.js";
import { appRu } from "../../src/explain/app-ru.js";
import { inCodeWords } from "../../src/explain/ru-words.js";
import { fullShot, ROOT, shot, tooSmall, useSession } from "./browser.js";
import type { LogJson } from "./play-support.js";
import { boardLog, loadBoard, openApp, storeBoard } from "./support.js";

type Lang = "en" | "ru";
type Edition = "2017" | "1987";
const CAT = { en: appEn as Record<string, string>, ru: appRu as Record<string, string> };
const w = (lang: Lang, edition: Edition, key: string, params: Record<string, string | number> = {}) =>
  inCodeWords(
    lang,
    edition,
    CAT[lang][key]!.replace(/\{(\w+)\}/g, (m, n: string) => (n in params ? String(params[n]) : m)),
  );

/** 1NT by North (board 1: dealer North, nobody vulnerable); East is on opening lead. */
const AUCTION = [
  { by: "N", call: "1NT" },
  { by: "E", call: "P" },
  { by: "S", call: "P" },
  { by: "W", call: "P" },
];

/** A session saved with `events`, then the page reloaded (what the director sees after a reload). */
const load = (p: Page, url: string, edition: Edition, lang: Lang, events: unknown[]) =>
  storeBoard(p, url, boardLog(edition, events), { lang });
const count = async (p: Page) => Number(((await p.locator(".count").textContent()) ?? "").replace(/\D/g, ""));
const text = async (p: Page, sel: string) =>
  ((await p.locator(sel).first().textContent()) ?? "").replace(/\uFE0E/g, "");

describe("walk2: a play ruling after a reload or an undo, and after the choice", () => {
  const s = useSession();

  for (const lang of ["en", "ru"] as const)
    for (const edition of ["2017", "1987"] as const)
      it(`${lang} ${edition}: every 54 option works after a reload and after an undo`, async () => {
        const p = s.s.page;
        // West leads ♣5 while East is on lead; the ruling is pending when the page is reloaded.
        await load(p, s.s.url, edition, lang, [...AUCTION, { by: "W", lead: "C5" }]);
        const ruling = p.locator("section.ruling");
        await ruling.waitFor();
        const options = ruling.locator("button.option");
        expect(await options.count()).toBe(5);
        // No bidding box in the play, nor a hint to use one; no next-call slot in the grid (F11).
        expect(await ruling.locator(".hint").count()).toBe(0);
        expect(await p.locator("table.grid td.next").count()).toBe(0);
        expect(await tooSmall(p)).toEqual([]);
        const useBox = w(lang, edition, "notice.useBox", { seat: "" }).slice(-12);
        for (let i = 0; i < 5; i++) {
          const label = ((await options.nth(i).locator(".label").textContent()) ?? "").trim();
          await options.nth(i).click();
          await expect.poll(() => count(p)).toBeGreaterThan(5);
          expect(await p.locator("section.ruling").count(), label).toBe(0);
          // One line says what was chosen (F4), the ruling's panel is gone (F2).
          const chosen = await text(p, "section.chosen");
          expect(chosen).toContain(label);
          expect(await p.locator(".notice").count()).toBe(0);
          expect(chosen).not.toContain(useBox);
          if (i === 3) await fullShot(p, `walk2-${lang}-${edition}-54-refused`);
          // Undo: the ruling is back, and the next option is tried on it.
          await p.locator("button.undo").click();
          await expect.poll(() => count(p)).toBe(5);
          await ruling.waitFor();
        }
        expect(s.errors).toEqual([]);
      });

  it("en 2017: the quick path's choice gives way to the lead, the restriction goes once complied with", async () => {
    const p = s.s.page;
    const lang = "en";
    const edition = "2017";
    await load(p, s.s.url, edition, lang, AUCTION);
    await p.getByRole("button", { name: /^Director called during the play/ }).click();
    const quick = p.locator("section.quick").first();
    await quick.getByRole("button", { name: /^Lead out of turn/ }).click();
    await quick
      .getByRole("group", { name: w(lang, edition, "quick.lead.by"), exact: true })
      .getByRole("button", { name: /^West/ })
      .click();
    const picker = quick.getByRole("group", { name: w(lang, edition, "quick.card.led", { seat: "West" }) });
    await picker.locator(".lead-suits button").nth(1).click();
    await picker.getByRole("button", { name: "K of diamonds", exact: true }).click();
    await quick.getByRole("button", { name: w(lang, edition, "quick.rule"), exact: true }).click();
    const ruling = p.locator("section.ruling");
    await ruling.waitFor();
    // Refuse, then require diamonds.
    await ruling.locator("button.option").nth(2).click();
    await expect.poll(() => count(p)).toBe(7);
    // The quick panel is closed; the chosen option is one line; East's lead is the next thing on screen.
    expect(await p.locator("section.quick:not(.penalty)").count()).toBe(0);
    expect(await text(p, "section.chosen")).toContain("North chose: Refuse the lead");
    const lead = p.getByRole("region", { name: "Opening lead by East" });
    await expect.poll(() => lead.isVisible()).toBe(true);
    expect(await text(p, "section.restrictions")).toContain("East");
    await shot(p, "walk2-en-2017-chosen");
    // East leads the required diamond: the restriction is spent and no longer shown (F3).
    await lead.locator(".lead-suits button").nth(1).click();
    await lead.getByRole("button", { name: "5 of diamonds", exact: true }).click();
    await expect.poll(() => count(p)).toBe(8);
    expect(await p.locator("section.restrictions").count()).toBe(0);
    expect(await p.locator("section.chosen").count()).toBe(0);
    expect(await p.locator("table.grid td.next").count()).toBe(0);
    await shot(p, "walk2-en-2017-after-lead");
    // Refused with no restriction: West's ♦K stays a major penalty card; its badge is in the card's words
    // (F8): ♦K, not DK.
    await load(p, s.s.url, edition, lang, [
      ...AUCTION,
      { by: "W", lead: "DK" },
      { by: "N", accept: false },
      { by: "N", leadRestriction: { waive: true } },
    ]);
    const badges = await text(p, "table.grid tr.badges");
    expect(badges).toContain("♦K");
    expect(badges).not.toContain("DK");
    expect(s.errors).toEqual([]);
  });
  it("en 2017: a doubted claim shows the claimer's statement where the director decides, and reads it out", async () => {
    const p = s.s.page;
    await load(p, s.s.url, "2017", "en", [
      ...AUCTION,
      { position: { played: 9, NS: 6, EW: 3, lead: "N" } },
      { by: "N", claim: 4, statement: "Drawing trumps, then my clubs are good." },
      { by: "E", agree: false },
    ]);
    const ruling = p.locator("section.ruling");
    await ruling.waitFor();
    const box = ruling.locator("#ruling-statement");
    expect(await box.inputValue()).toBe("Drawing trumps, then my clubs are good.");
    await ruling.locator("details.readout summary").click();
    const say = await text(p, "section.ruling .say");
    expect(say).toContain("North has claimed or conceded (4 of the 4 tricks left); the claim is doubted.");
    expect(say).toContain("Statement: «Drawing trumps, then my clubs are good.»");
    expect(say).not.toContain("Irregularity");
    expect(await tooSmall(p)).toEqual([]);
    await fullShot(p, "walk2-en-2017-claim-statement");
    // A slip in the statement is put right before the award; it is kept (a reload shows it).
    await box.fill("Drawing trumps, then my clubs and diamonds are good.");
    await box.blur();
    await expect.poll(() => text(p, "section.ruling .say")).toContain("clubs and diamonds");
    await p.reload();
    await expect
      .poll(() => p.locator("#ruling-statement").inputValue())
      .toBe("Drawing trumps, then my clubs and diamonds are good.");
    expect(s.errors).toEqual([]);
  });
  it("en 2017: a revoke the record shows is listed for the director at the end, then read out and marked (F20)", async () => {
    const p = s.s.page;
    const full = JSON.parse(
      readFileSync(
        join(ROOT, "test/fixtures/2017/law64/64A1-full-record-revoker-ruffs-and-wins-the-revoke-trick.json"),
        "utf8",
      ),
    ) as { log: LogJson };
    // Every card played, nobody has drawn attention to East's ♥5 on a club at trick 3.
    await openApp(p, s.s.url);
    await loadBoard(p, { ...full.log, board: 3, events: full.log.events.slice(0, -1) });
    const eob = p.locator("section.end-of-board");
    await eob.waitFor();
    const unnoticed = p.locator("section.unnoticed");
    expect(await text(p, "section.unnoticed")).toContain(
      "East, trick 3: ♥5 did not follow suit (established).",
    );
    expect(await text(p, "section.end-of-board")).not.toContain("Nothing to check for damage");
    // The players hear nothing yet: no revoke listed, none marked.
    expect(await p.locator("section.revokes").count()).toBe(0);
    expect(await p.locator(".trick-table td.revoke").count()).toBe(0);
    await unnoticed.scrollIntoViewIfNeeded();
    await shot(p, "walk2-en-2017-revoke-unnoticed");
    await p.getByRole("button", { name: "Attention drawn by South" }).click();
    await expect.poll(() => unnoticed.count()).toBe(0);
    const rv = p.locator("section.revokes");
    await rv.locator("details.readout summary").click();
    expect(await text(p, "section.revokes .say")).toBe(
      "Revoke: East on trick 3 ♥5. Law 64A1: at the end of the play, tricks transferred to North-South: 2.",
    );
    const marked = p.locator(".trick-table td.revoke");
    expect(await marked.count()).toBe(1);
    expect(((await marked.textContent()) ?? "").replace(/\uFE0E/g, "")).toContain("♥5");
    expect(await tooSmall(p)).toEqual([]);
    await rv.scrollIntoViewIfNeeded();
    await shot(p, "walk2-en-2017-revoke-read-out");
    expect(s.errors).toEqual([]);
  });
  it("en 2017: the deal typed with 10s is shown back as four hands, and the opening lead offers the leader's cards", async () => {
    const p = s.s.page;
    await load(p, s.s.url, "2017", "en", AUCTION);
    await p.getByRole("button", { name: "Board", exact: true }).click();
    expect(await text(p, "#deal-help")).toContain("the ten is T or 10");
    // West's ten of hearts and North's ten of diamonds typed as 10; lower case, no "N:".
    await p.locator("#deal").fill("kq3.952.kq73.842 862.764.1092.10653 AJ1094.AK3.84.AK7 75.QJ108.AJ65.QJ9");
    await p.getByRole("button", { name: "Use this deal" }).click();
    const hands = p.getByRole("region", { name: "The deal set: check it against the hand record" });
    await hands.waitFor();
    const h = ((await hands.textContent()) ?? "").replace(/\uFE0E/g, "");
    expect(h).toContain("North (13)♠ K Q 3♥ 9 5 2♦ K Q 7 3♣ 8 4 2");
    expect(h).toContain("West (13)♠ 7 5♥ Q J 10 8♦ A J 6 5♣ Q J 9");
    expect(await p.locator(".error").count()).toBe(0);
    expect(await tooSmall(p)).toEqual([]);
    await fullShot(p, "walk2-en-2017-deal-hands");
    await p.getByRole("button", { name: "Table", exact: true }).click();
    // East holds ♥7 6 4: only those hearts can be led.
    const lead = p.getByRole("region", { name: "Opening lead by East" });
    await lead.locator(".lead-suits button").nth(2).click();
    const enabled = await lead.locator(".lead-ranks button:not(:disabled)").allTextContents();
    expect(enabled).toEqual(["7", "6", "4"]);
    expect(s.errors).toEqual([]);
  });
  it("en 1987: after a reload, a 56 refusal at trick 7 leaves the trick in view", async () => {
    const p = s.s.page;
    await load(p, s.s.url, "1987", "en", [
      ...AUCTION,
      { position: { played: 6, NS: 5, EW: 1, lead: "N" } },
      { by: "W", play: "H9" },
    ]);
    const ruling = p.locator("section.ruling");
    await ruling.waitFor();
    await ruling.getByRole("button", { name: /^Do not accept the lead/ }).click();
    await expect.poll(() => count(p)).toBe(7);
    expect(await text(p, "section.chosen")).toContain("North chose: Do not accept the lead");
    // The trick to play to is on the screen, not below a panel.
    const trick = p.locator("section.trick");
    await trick.waitFor();
    await shot(p, "walk2-en-1987-56-refused");
    await expect
      .poll(() =>
        trick.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.bottom > 0 && r.top < window.innerHeight;
        }),
      )
      .toBe(true);
    await shot(p, "walk2-en-1987-56-refused");
    expect(s.errors).toEqual([]);
  });
});
