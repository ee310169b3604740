/**
 * The ruling panel as directors found it at the table (issue 11, item 4), at 360 x 640: the new ruling
 * scrolls into view after a choice; the bidding box selects the player who must act; the text to read out
 * holds only what is said to the players, the director's notes apart; the question names its call and
 * what Yes and No lead to; a barred player's turn says he must pass; the word for "Law" per code.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { call, gridText, shot, storedSession, useSession } from "./browser.js";
import { boardLog, storeBoard } from "./support.js";

type Ev = Record<string, unknown>;

/** Opens the app on one board with these events already recorded, in `lang`. */
const board = (
  p: Page,
  url: string,
  o: { edition?: "2017" | "1987"; dealer?: string; events?: Ev[]; lang?: "en" | "ru" },
) =>
  storeBoard(p, url, boardLog(o.edition ?? "2017", o.events ?? [], { dealer: o.dealer }), {
    lang: o.lang ?? "en",
    waitGrid: false,
  });

/** The events of the current board as stored. */
const events = async (p: Page): Promise<Ev[]> => {
  const s = await storedSession<{
    current: string;
    boards: { id: string; log: { events: Ev[] } }[];
  }>(p);
  return s.boards.find((b) => b.id === s.current)!.log.events;
};

/** An element's text as the eye reads it (the text-presentation selector after suit symbols left out). */
const text = async (l: ReturnType<Page["locator"]>): Promise<string> =>
  ((await l.textContent()) ?? "").replace(/\uFE0E/g, "");

/** The seat the bidding box has selected (its short name). */
const boxSeat = (p: Page) => p.locator("section.box .seats button[aria-pressed=true]").textContent();

/** Whether the top of the ruling panel is on screen (the viewport is 640 px high). */
const rulingOnScreen = (p: Page) =>
  p.evaluate<boolean>(`(() => {
    const r = document.querySelector("section.ruling").getBoundingClientRect();
    return r.top >= 0 && r.top < innerHeight - 100;
  })()`);

const IB = [
  { by: "N", call: "1H" },
  { by: "E", call: "1D" },
];

describe("ruling panel (issue 11)", () => {
  const t = useSession();

  it("selects the chooser in the bidding box: South's call over East's insufficient bid is South's", async () => {
    const p = t.s.page;
    await board(p, t.s.url, { events: IB });
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("South chooses");
    // Law 27A1: South may accept the bid by calling; the box expects South, not East (whose turn it was).
    expect(await boxSeat(p)).toBe("S");
    expect(await p.locator("section.box .who").textContent()).toBe("South to call");
    await shot(p, "panel-1-box-chooser");
    await call(p, "2D");
    await expect.poll(() => events(p)).toEqual([...IB, { by: "S", call: "2D" }]);
    await expect.poll(() => p.getByRole("region", { name: /Ruling/ }).count()).toBe(0);
    expect(await gridText(p)).toEqual(["1♥|1♦|2♦|?"]);
    expect(t.errors).toEqual([]);
  });

  it("scrolls the next ruling into view after Do not accept, and selects the offender who must replace", async () => {
    const p = t.s.page;
    await board(p, t.s.url, { events: IB });
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("Law 27A1");
    // The director reads the consequences: the panel's end, the options at the bottom of the screen.
    await ruling.getByRole("button", { name: /^Do not accept/ }).scrollIntoViewIfNeeded();
    await p.evaluate("window.scrollBy(0, 400)");
    await ruling.getByRole("button", { name: /^Do not accept/ }).click();
    await expect.poll(() => ruling.textContent()).toContain("Law 27B");
    await expect.poll(() => rulingOnScreen(p)).toBe(true);
    expect(await ruling.textContent()).toContain("East chooses");
    expect(await boxSeat(p)).toBe("E");
    await shot(p, "panel-2-27B-in-view");
    expect(t.errors).toEqual([]);
  });

  it("reads out only what the players hear; the director's notes are apart (English)", async () => {
    const p = t.s.page;
    await board(p, t.s.url, { events: [...IB, { by: "S", accept: false }] });
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("Law 27B");
    await ruling.getByText("Text to read out").click();
    const say = (await ruling.locator(".readout .say").textContent()) ?? "";
    expect(say).toContain("Irregularity by East: insufficient bid (1♦). Law 27B applies.");
    expect(say).toContain("East chooses now.");
    expect(say).toContain("Replace it with 2♦");
    expect(say).toContain("West must pass for the rest of the auction.");
    // Not for the players: the watch for damage (27D, 23C) and the director's own instruction.
    expect(say).not.toMatch(/damage|Explain the consequences|reconstructed/);
    await ruling.getByText("Director's notes (not to read out)").click();
    const notes = (await ruling.locator(".notes").textContent()) ?? "";
    expect(notes).toContain("check for damage (Law 27D)");
    expect(notes).toContain("check for damage (Law 23C, Law 27D)");
    expect(notes).toContain("Explain the consequences of each choice");
    await ruling.locator(".readout").scrollIntoViewIfNeeded();
    await shot(p, "panel-3-readout-en");
    expect(t.errors).toEqual([]);
  });

  it("reads out in Russian, with the 1987 word and the reconstructed-paragraph note in Russian", async () => {
    const p = t.s.page;
    // 1987: East bids out of rotation before North (Law 29A, a reconstructed paragraph).
    await board(p, t.s.url, { edition: "1987", events: [{ by: "E", call: "1H" }], lang: "ru" });
    const ruling = p.getByRole("region", { name: /Решение судьи/ });
    await expect.poll(() => ruling.textContent()).toContain("Правило 29A");
    expect(await ruling.locator(".law-pill").textContent()).toBe("Правило 29A");
    // The LHO of the offender chooses; the box selects him.
    expect(await ruling.textContent()).toContain("Выбирает Юг");
    expect(await boxSeat(p)).toBe("Ю");
    await ruling.getByText("Текст для зачитывания").click();
    const say = (await ruling.locator(".readout .say").textContent()) ?? "";
    expect(say).toContain("Применяется Правило 29A");
    expect(say).not.toMatch(/реконструкц|ущерб|Закон/);
    await ruling.getByText("Заметки для судьи (не зачитывать)").click();
    const notes = (await ruling.locator(".notes").textContent()) ?? "";
    expect(notes).toContain("Правило 29A применяется в реконструкции");
    expect(notes).toContain("Комментарий 29.1–29.3");
    expect(notes).not.toMatch(/Commentary|lettering/);
    await ruling.locator(".readout").scrollIntoViewIfNeeded();
    await shot(p, "panel-4-readout-ru-1987");
    expect(t.errors).toEqual([]);
  });

  it("asks about the call by name and says what Yes and No lead to; a barred West must pass", async () => {
    const p = t.s.page;
    await board(p, t.s.url, { events: [...IB, { by: "S", accept: false }, { by: "E", call: "2NT" }] });
    const q = p.getByRole("region", { name: "The director decides" });
    await expect.poll(() => q.textContent()).toContain("comparable");
    expect(await text(q.locator(".what"))).toBe("About East's 2NT, which replaces the withdrawn 1♦");
    // Law 23C/27D: a comparable call stands with a review for damage; 27B2: otherwise partner is barred.
    const yes = (await q.locator("#answer-true").textContent()) ?? "";
    const no = (await q.locator("#answer-false").textContent()) ?? "";
    expect(yes).toContain("check for damage (Law 23C, Law 27D)");
    expect(yes).not.toContain("must pass");
    expect(no).toContain("West must pass for the rest of the auction (Law 27B2)");
    expect(no).toContain(
      "declarer may prohibit his partner's lead of one suit the offender did not show (Law 26B)",
    );
    expect(await q.getByRole("button", { name: "No", exact: true }).getAttribute("aria-describedby")).toBe(
      "answer-false",
    );
    await shot(p, "panel-5-question-en");
    // The answers are only tried: nothing was recorded.
    expect(await events(p)).toHaveLength(4);
    await q.getByRole("button", { name: "No", exact: true }).click();
    await call(p, "P"); // South
    await expect.poll(() => p.locator("section.box .bound").textContent()).toBe("West must pass (Law 27B2)");
    expect(await boxSeat(p)).toBe("W");
    expect(await p.locator("table.grid tr.badges").textContent()).toContain("Law 27B2");
    await shot(p, "panel-6-west-must-pass-en");
    await p.getByRole("button", { name: /^Language: switch to Русский/ }).click();
    await expect
      .poll(() => p.locator("section.box .bound").textContent())
      .toBe("Запад обязан пасовать (Закон 27B2)");
    expect(await p.locator("table.grid tr.badges").textContent()).toContain("Закон 27B2");
    expect(await p.locator("table.grid .cancelled .law").textContent()).toBe("Закон 27B2");
    await shot(p, "panel-7-west-must-pass-ru");
    expect(t.errors).toEqual([]);
  });

  it("asks the question in Russian, naming the call", async () => {
    const p = t.s.page;
    await board(p, t.s.url, {
      events: [...IB, { by: "S", accept: false }, { by: "E", call: "2NT" }],
      lang: "ru",
    });
    const q = p.getByRole("region", { name: "Решает судья" });
    await expect.poll(() => q.textContent()).toContain("сопоставима");
    expect(await text(q.locator(".what"))).toBe("Заявка 2БК, её сделал Восток вместо взятой назад 1♦");
    expect(await q.locator("#answer-false").textContent()).toContain(
      "Запад обязан пасовать до конца торговли (Закон 27B2)",
    );
    expect(await q.locator("#answer-true").textContent()).toContain("Закон 23C, Закон 27D");
    await shot(p, "panel-8-question-ru");
    expect(t.errors).toEqual([]);
  });

  it("1987: asks whether the repeated denomination means the same; only No brings the lead penalty (Law 26)", async () => {
    const p = t.s.page;
    // 31A2(a): East's 1NT out of rotation is refused, North bids, East repeats 1NT. The question waits for
    // the end of the auction and comes because East defends (issue 15); notrump names no suit (no 26A1).
    const events = [
      { by: "E", call: "1NT" },
      { by: "S", accept: false },
      { by: "N", call: "1C" },
      { by: "E", call: "1NT" },
      { by: "S", call: "P" },
      { by: "W", call: "P" },
      { by: "N", call: "3C" },
      { by: "E", call: "P" },
      { by: "S", call: "P" },
      { by: "W", call: "P" },
    ];
    await board(p, t.s.url, { edition: "1987", events });
    const q = p.getByRole("region", { name: "The director decides" });
    await expect.poll(() => q.textContent()).toContain("same meaning");
    expect(await text(q.locator(".what"))).toBe("About East's 1NT, which replaces the withdrawn 1NT");
    const yes = (await q.locator("#answer-true").textContent()) ?? "";
    const no = (await q.locator("#answer-false").textContent()) ?? "";
    expect(yes).not.toContain("lead penalty");
    expect(no).toContain("lead penalty");
    await shot(p, "panel-11-1987-same-meaning-en");
    await p.getByRole("button", { name: /^Language: switch to Русский/ }).click();
    const qr = p.getByRole("region", { name: "Решает судья" });
    await expect.poll(() => qr.locator("#answer-false").textContent()).toContain("наказание на ход");
    expect(await qr.locator("#answer-true").textContent()).not.toContain("наказание на ход");
    expect(await qr.textContent()).not.toContain("Закон");
    await shot(p, "panel-12-1987-same-meaning-ru");
    expect(t.errors).toEqual([]);
  });

  it("under the 1987 Laws says «Правило» in the grid, the badges and the box", async () => {
    const p = t.s.page;
    // 1987 27B2: East's 1♦ corrected to 2NT (not the lowest bid in diamonds): West passes throughout.
    await board(p, t.s.url, {
      edition: "1987",
      events: [...IB, { by: "S", accept: false }, { by: "E", call: "2NT" }, { by: "S", call: "P" }],
      lang: "ru",
    });
    await expect
      .poll(() => p.locator("section.box .bound").textContent())
      .toBe("Запад обязан пасовать (Правило 27B2)");
    expect(await p.locator("table.grid tr.badges").textContent()).toContain("Правило 27B2");
    expect(await p.locator("table.grid .cancelled .law").textContent()).toBe("Правило 27B2");
    expect(await p.locator("main").textContent()).not.toContain("Закон");
    await shot(p, "panel-9-1987-ru");
    await p.getByRole("button", { name: /^Язык/ }).click();
    await expect.poll(() => p.locator("section.box .bound").textContent()).toBe("West must pass (Law 27B2)");
    await shot(p, "panel-10-1987-en");
    expect(t.errors).toEqual([]);
  });
});
