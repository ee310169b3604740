/**
 * A full board played to the end with a known deal (issue 11): the deal set on the Board screen, the
 * auction in the bidding box, the opening lead, then every card tapped in its hand; the trick in progress,
 * the tricks played and the score at the end. Under the 2017 Laws in English, under the 1987 Laws in
 * Russian (the language switched before the play).
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "../../src/index.js";
import { t } from "../../src/index.js";
import { tr } from "../../web/i18n.js";
import { call, fullShot, shot, useSession } from "./browser.js";
import { AUCTION, afterLead, DEAL, legalCard, rankText, state, tapCard } from "./play-support.js";
import { openApp } from "./support.js";

const board = async (
  edition: "2017" | "1987",
  lang: Lang,
  t0: { s: { page: import("playwright-core").Page; url: string }; errors: string[] },
) => {
  const p = t0.s.page;
  await openApp(p, t0.s.url);
  await p.evaluate("localStorage.clear()");
  await p.reload();
  await p.getByRole("button", { name: "Board", exact: true }).click();
  await p.getByRole("button", { name: `Laws ${edition}` }).click();
  await p.locator("#deal").fill(DEAL);
  await p.getByRole("button", { name: "Use this deal" }).click();
  await p.getByRole("button", { name: "To the table" }).click();
  for (const c of AUCTION) await call(p, c);
  if (lang === "ru") await p.locator("header .lang").click();
  await expect.poll(() => p.locator("html").getAttribute("lang")).toBe(lang);
  // The opening lead: West leads the ♦J.
  const lead = p.locator("section.lead");
  await lead.getByRole("button", { name: tr(lang, "strain.D") }).click();
  await lead
    .getByRole("button", {
      name: tr(lang, "lead.card", { rank: rankText(lang, "J"), suit: tr(lang, "strain.D") }),
    })
    .click();
  const log = afterLead(edition);

  // The play: dummy (North) face up, the hand on turn shown; a card tapped is recorded at once.
  await expect.poll(() => p.locator("section.hands").count()).toBe(1);
  const dummy = p.getByRole("group", { name: `${t(lang, "seat.N")} (${tr(lang, "play.dummy")})` });
  await expect.poll(() => dummy.locator("button.pcard").count()).toBe(13);
  for (let i = 0; i < 51; i++) {
    const s = state(log);
    expect(s.phase).toBe("play");
    const { by, card } = legalCard(s);
    await tapCard(p, lang, by, card);
    log.events.push({ by, play: card });
    if (i === 5) {
      await shot(p, `play-${edition}-${lang}-trick-in-progress`);
      const compass = (await p.locator(".compass").textContent()) ?? "";
      expect(compass.replace(/\uFE0E/g, "")).toMatch(/♠|♥|♦|♣/);
    }
  }
  const end = state(log);
  expect(end.phase).toBe("done");
  // The end of the board: the result, the score in big type, the tricks played (13 rows).
  const eob = p.locator("section.end-of-board");
  await expect.poll(() => eob.count()).toBe(1);
  const score = end.score ?? 0;
  expect(await eob.locator(".score-big").textContent()).toBe(score > 0 ? `+${score}` : String(score));
  expect(await eob.textContent()).toContain(
    tr(lang, "eob.result.play", { tricks: end.result!.declarerTricks, played: end.result!.byPlay }),
  );
  expect(await p.locator("table.trick-table tbody tr").count()).toBe(13);
  expect(await p.locator(".won-line").textContent()).toBe(
    t(lang, "show.play.won", { ns: end.tricksWon!.NS, ew: end.tricksWon!.EW }),
  );
  await eob.scrollIntoViewIfNeeded();
  await shot(p, `play-${edition}-${lang}-end-of-board`);
  await fullShot(p, `play-${edition}-${lang}-full`);
  expect(t0.errors).toEqual([]);
  return end;
};

describe("a full board played to the end", () => {
  const s = useSession();

  it("2017, English: every card tapped, the score shown", async () => {
    const end = await board("2017", "en", s);
    expect(end.contract).toBe("4H");
  });

  it("1987, Russian: every card tapped, the score shown", async () => {
    const end = await board("1987", "ru", s);
    expect(end.contract).toBe("4H");
    const p = s.s.page;
    expect(await p.locator("section.end-of-board h2").first().textContent()).toBe("Сдача окончена");
    expect(await p.locator(".score-law").textContent()).toBe("Правило 77");
  });
});
