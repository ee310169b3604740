/**
 * The director's walk through the play on a phone (issue 24, "In the app"), at 360 x 640: each defect found
 * there, by role and by the words on the screen. The award comes back with a disputed claim's ruling after
 * a reload; a penalty card is offered only in its owner's hand; a revoke found late says what will happen
 * and has its words to read out; the quick paths' words are on screen at Rule; the words themselves.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fixtureLog, shot, useSession } from "./browser.js";
import type { LogJson } from "./play-support.js";
import { loadBoard, ONE_NT, openApp, setLang } from "./support.js";

/** 4♥ by South: East ruffs trick 3 (♣A led) with ♥5 holding a club and wins it; West wins trick 4. */
const FULL = fixtureLog<LogJson>(
  "test/fixtures/2017/law64/64A1-full-record-revoker-ruffs-and-wins-the-revoke-trick.json",
);

/** 1NT by North (board 1: dealer North, nobody vulnerable); East is on opening lead. */
const AUCTION = ONE_NT;
const DEAL = "N:KQ3.952.KQ73.842 862.764.T92.T653 AJT94.AK3.84.AK7 75.QJT8.AJ65.QJ9";
const board = (events: unknown[], more: Partial<LogJson> = {}): LogJson =>
  ({
    format: "table-log@1",
    edition: "2017",
    board: 1,
    dealer: "N",
    vulnerability: "None",
    events,
    ...more,
  }) as LogJson;

/** Is the element's top within the 640 px screen? */
const inView = async (p: Page, sel: string) => {
  const box = await p.locator(sel).boundingBox();
  return box !== null && box.y >= 0 && box.y < 600;
};

const text = async (p: Page, sel: string) =>
  ((await p.locator(sel).textContent()) ?? "").replace(/\uFE0E/g, "");

describe("the play as a director walks it (issue 24)", () => {
  const t = useSession();

  it("a disputed claim after a reload: the award panel is under its ruling, once", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    // The claim came from the quick path at trick 7 (the play not recorded), doubted; then a reload.
    await loadBoard(
      p,
      board([
        ...AUCTION,
        { position: { played: 6, NS: 4, EW: 2, lead: "N" } },
        { by: "N", claim: 7 },
        { by: "E", agree: false },
      ]),
    );
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("Record the award below (Law 70)");
    const award = p.getByRole("region", { name: "The director's award (Law 70)" });
    await expect.poll(() => award.count()).toBe(1);
    await shot(p, "walk3-claim-reload");
    await award.getByRole("spinbutton").fill("5");
    await award.getByRole("button", { name: "Record the award: 5" }).click();
    // 1NT by North, 4 + 5 tricks: made 9 tricks, +150.
    await expect.poll(() => p.locator(".score-big").textContent()).toBe("+150");
    // With the play recorded, the same panel, and no second award entry further down.
    await loadBoard(
      p,
      board([...AUCTION, { by: "E", lead: "C5" }, { by: "N", claim: 10 }, { by: "E", agree: false }], {
        deal: DEAL,
      }),
    );
    await expect.poll(() => award.count()).toBe(1);
    expect(await p.getByRole("button", { name: /^Record the award/ }).count()).toBe(1);
    expect(t.errors).toEqual([]);
  });

  it("a defender's penalty card is offered only in its owner's hand", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    // No deal: the 52-card picker. West's lead, then East exposes ♥Q on purpose: a major penalty card.
    await loadBoard(
      p,
      board([...AUCTION, { by: "E", lead: "C5" }, { by: "W", expose: "HQ", accidental: false }]),
    );
    const pickFrom = async (seat: string) =>
      p
        .getByRole("group", { name: "Card from" })
        .getByRole("button", { name: new RegExp(`^${seat}`) })
        .click();
    const picker = (seat: string) => p.getByRole("group", { name: `Cards for ${seat}` });
    await expect.poll(() => picker("South").locator("button.pcard").count()).toBe(52);
    for (const seat of ["North", "East", "South"]) {
      await pickFrom(seat);
      const card = picker(seat).getByRole("button", { name: new RegExp(`^Q of hearts from ${seat}`) });
      expect(await card.getAttribute("aria-label")).toBe(`Q of hearts from ${seat}`);
      expect(await card.isDisabled()).toBe(true);
    }
    await pickFrom("West");
    const own = picker("West").getByRole("button", { name: /^Q of hearts from West/ });
    expect(await own.isDisabled()).toBe(false);
    expect(await own.getAttribute("aria-label")).toContain("penalty card");
    await shot(p, "walk3-penalty-owner");
    expect(t.errors).toEqual([]);
  });

  it("a revoke found at trick 11: the law, what will be transferred, the words to read out, in view", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    // Ten tricks played; South draws attention to East's revoke of trick 3 (East-West won trick 4 since).
    await loadBoard(p, { ...FULL, board: 2, events: FULL.events.slice(0, 46) });
    await p.evaluate("window.scrollTo(0, document.body.scrollHeight)");
    await p.getByRole("button", { name: "Attention drawn by South" }).click();
    const revokes = p.getByRole("region", { name: "Revokes" });
    await expect.poll(() => inView(p, "section.revokes")).toBe(true);
    const certain = "Law 64A1: at the end of the play, tricks transferred to North-South: 2.";
    expect(await text(p, "section.revokes li")).toContain(certain);
    await revokes.getByText("Text to read out").click();
    expect(await text(p, "section.revokes .say")).toBe(`Revoke: East on trick 3 ♥5. ${certain}`);
    await shot(p, "walk3-revoke-trick-11");
    // Before it is certain: East has led to trick 4 (the revoke established), nobody else has played.
    await loadBoard(p, {
      ...FULL,
      board: 2,
      events: [...FULL.events.slice(0, 19), { by: "S", attention: true }],
    });
    await expect
      .poll(() => text(p, "section.revokes li"))
      .toContain(
        "Law 64A1: at the end of the play, tricks transferred to North-South: 2 if East-West win another trick, 1 if they do not.",
      );
    expect(t.errors).toEqual([]);
  });

  it("a quick path: the words to read out on the screen at Rule, shortened to what the director says", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    await loadBoard(p, board(AUCTION, { deal: DEAL, board: 3 }));
    // Director called, the path, the facts (who, the suit, the card), Rule: nothing to unfold after it.
    await p.getByRole("button", { name: /^Director called during the play/ }).click();
    await p.getByRole("button", { name: /^Lead out of turn/ }).click();
    await p
      .getByRole("group", { name: "Who led out of turn", exact: true })
      .getByRole("button", { name: /^West/ })
      .click();
    const led = p.getByRole("group", { name: "Card led by West", exact: true });
    await led.locator(".lead-suits button").nth(0).click();
    await led.getByRole("button", { name: "Q of clubs", exact: true }).click();
    await p.getByRole("button", { name: "Rule", exact: true }).click();
    const say = p.locator("section.ruling .say");
    await expect.poll(() => say.first().isVisible()).toBe(true);
    expect(await inView(p, "section.ruling .say")).toBe(true);
    const words = await text(p, "section.ruling .say");
    expect(words).toContain("Irregularity by West: faced opening lead out of turn (♣Q). Law 54 applies.");
    // Who plays next is on the buttons, not read out; the three refusals take the card back once.
    expect(words).not.toContain("plays next");
    expect(words.split("West takes back the ♣Q (Law 54D).").length).toBe(2);
    await shot(p, "walk3-quick-rule-words");
    expect(t.errors).toEqual([]);
  });

  it("the words: no jargon, the law of the choice made, one penalty box that points where the choice is", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    // Trick 7 from a position; West leads out of turn, North does not accept (56): a major penalty card.
    await loadBoard(
      p,
      board([...AUCTION, { position: { played: 6, NS: 4, EW: 2, lead: "E" } }, { by: "W", play: "CJ" }]),
    );
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("Law 56");
    expect(await text(p, "section.ruling")).not.toContain("first chooses for");
    expect(await text(p, "section.ruling")).toContain(
      "When East is to lead, declarer may require or prohibit a lead in ♣, or leave the card a penalty card (Law 50D2(a)).",
    );
    await ruling.getByRole("button", { name: /^Do not accept the lead/ }).click();
    await expect.poll(() => ruling.textContent()).toContain("Law 50D2");
    // The penalty card box points to the ruling, where the choice is (no restriction panel is shown now).
    expect(await text(p, "section.quick.penalty")).toContain(
      "Declarer's choice is asked in the ruling above.",
    );
    expect(await p.locator("section.restrictions").count()).toBe(0);
    await ruling.getByRole("button", { name: /^No lead restriction/ }).click();
    await expect
      .poll(() => text(p, "section.restrictions"))
      .toContain("Declarer waived the lead restriction (Law 50D2(b))");
    // One box for the penalty card, whatever screen shows the play.
    expect(await p.locator("section.penalty-cards, section.quick.penalty").count()).toBe(1);
    // In the play: no "Next board" button and no call after the final pass.
    expect(await p.getByRole("button", { name: "Next board" }).count()).toBe(0);
    expect(await p.getByRole("button", { name: "Record a call made after the final pass" }).count()).toBe(0);
    await shot(p, "walk3-50D2-waived");
    expect(t.errors).toEqual([]);
  });

  it("the end of the board after a position: not 'by play'; no call after the final pass", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    await loadBoard(
      p,
      board([
        ...AUCTION,
        { position: { played: 6, NS: 4, EW: 2, lead: "N" } },
        { by: "N", claim: 5 },
        { by: "E", agree: true },
      ]),
    );
    await expect.poll(() => p.locator(".score-big").textContent()).toBe("+150");
    expect(await text(p, ".result-line")).toContain(
      "Result: declarer 9 tricks (4 before the claim, 5 by the claim)",
    );
    expect(await p.getByRole("button", { name: "Record a call made after the final pass" }).count()).toBe(0);
    expect(await p.getByRole("button", { name: "Next board" }).count()).toBe(1);
    expect(t.errors).toEqual([]);
  });

  it("1987, Russian: the director's notes on a reconstructed paragraph are all in Russian", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    await setLang(p, "ru");
    await loadBoard(p, board([...AUCTION, { by: "W", lead: "CQ" }], { edition: "1987", deal: DEAL }));
    const notes = p.locator("section.ruling details.notes");
    await notes.locator("summary").click();
    const n = await text(p, "section.ruling details.notes");
    expect(n).toContain("отказ — по Правилам 54D, 56 и 50D редакции 1997 года");
    expect(n).not.toMatch(/refusal from|the 1997/);
    await setLang(p, "en");
    expect(t.errors).toEqual([]);
  });
});
