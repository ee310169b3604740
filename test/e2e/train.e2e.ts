/**
 * The Train screen (issue 22 item 3): in both codes and both languages, with the server gone (the service
 * worker serves the screen's part and the exercise pools), a trainee answers ten exercises, some right and
 * some wrong (one law typed), and reads the score; the exam mode hides the explanations until the score,
 * which gives the percentage and the paragraphs missed, and a session whose time is up ends with the
 * exercises not answered counted wrong. What the session did is kept on the device.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appTrainEn } from "../../src/explain/app-train-en.js";
import { appTrainRu } from "../../src/explain/app-train-ru.js";
import type { Exercise } from "../../src/train/types.js";
import { fullShot, shot, tooSmall, useSession } from "./browser.js";
import { goOffline, setLang } from "./support.js";

type Lang = "en" | "ru";
const W = { en: appTrainEn, ru: appTrainRu } as const;
const TAB = { en: "Train", ru: "Задачи" } as const;
const CODE = {
  en: { 2017: "Laws of 2017", 1987: "Laws of 1987" },
  ru: { 2017: "Законы 2017 года", 1987: "Правила 1987 года" },
};

interface Current {
  ids: string[];
  answers: ({ right: boolean } | null)[];
  deadline?: number;
  done: boolean;
}

const current = (p: Page) =>
  p.evaluate<Current>(() => JSON.parse(localStorage.getItem("bridge-td.train@1") ?? "{}").current);

/** The pool the page fetched, as the service worker gives it. */
const pool = (p: Page, edition: string, lang: Lang) =>
  p.evaluate<Exercise[]>(
    `fetch("/train/${edition}-${lang}.json").then((r) => r.json()).then((j) => j.exercises)`,
  );

const openTrain = async (p: Page, lang: Lang) => {
  await setLang(p, lang);
  await p.reload();
  await p.getByRole("button", { name: TAB[lang], exact: true }).click();
  await expect.poll(() => p.locator(".train").count()).toBe(1);
  // A session done shows its score until a new one is asked for.
  const again = p.getByRole("button", { name: W[lang]["trainer.again"], exact: true });
  if ((await again.count()) > 0) await again.click();
  await expect.poll(() => p.locator(".train h2").first().textContent()).toBe(W[lang]["trainer.title"]);
};

const start = async (p: Page, lang: Lang, edition: "2017" | "1987", mode: "practice" | "exam") => {
  await p.getByRole("button", { name: CODE[lang][edition], exact: true }).click();
  await p.getByRole("button", { name: new RegExp(`^${W[lang][`trainer.mode.${mode}`]}`) }).click();
  await p.getByRole("button", { name: W[lang]["trainer.start"], exact: true }).click();
  await expect.poll(() => p.locator(".train-choice").count()).toBeGreaterThan(2);
};

/** Answers the exercise shown: right unless `wrong`; a law typed when the choices are paragraphs and `type`. */
const answerOne = async (
  p: Page,
  x: Exercise,
  wrong: boolean,
  type: boolean,
): Promise<"typed" | "tapped"> => {
  if (type && !wrong && (await p.locator(".type-law input").count()) > 0) {
    await p.locator(".type-law input").fill(x.laws[0]!.toLowerCase());
    await p.locator(".type-law button[type=submit]").click();
    return "typed";
  }
  const i = wrong ? (x.answer + 1) % x.choices.length : x.answer;
  await p.locator(".train-choice").nth(i).click();
  return "tapped";
};

describe("the Train screen", () => {
  const t = useSession();

  it("answers ten exercises in each code and language, offline, and reads the score", async () => {
    const p = t.s.page;
    await goOffline(t.s, { lang: "en", timeout: 20_000 });
    for (const [edition, lang] of [
      ["2017", "en"],
      ["1987", "en"],
      ["2017", "ru"],
      ["1987", "ru"],
    ] as const) {
      await openTrain(p, lang);
      await start(p, lang, edition, "practice");
      const byId = new Map((await pool(p, edition, lang)).map((x) => [x.id, x]));
      const { ids } = await current(p);
      expect(ids).toHaveLength(10);
      const missed = new Set<string>();
      let right = 0;
      let typed = 0;
      for (const [i, id] of ids.entries()) {
        const x = byId.get(id)!;
        expect(x.edition).toBe(edition);
        // The table as the Table screen draws it: the auction grid, the question in the exercise's words.
        await expect.poll(() => p.locator("table.grid").count()).toBe(1);
        expect(await p.locator(".ask").textContent()).toBe(x.question.slice(x.question.indexOf("\n\n") + 2));
        const wrong = i % 3 === 1;
        if ((await answerOne(p, x, wrong, typed === 0)) === "typed") typed++;
        const mark = wrong
          ? W[lang]["trainer.wrong"].replace("{n}", String(x.answer + 1))
          : W[lang]["trainer.right"];
        await expect.poll(() => p.locator(".feedback .mark").textContent()).toBe(mark);
        expect(await p.locator(".explanation pre").textContent()).toBe(x.explanation);
        if (wrong && x.laws[0] !== undefined) missed.add(x.laws[0]);
        if (!wrong) right++;
        if (i === 0) {
          await fullShot(p, `train-${edition}-${lang}-answered`);
          expect(await tooSmall(p)).toEqual([]);
        }
        const last = i === ids.length - 1;
        await p
          .getByRole("button", { name: W[lang][last ? "trainer.finish" : "trainer.next"], exact: true })
          .click();
      }
      const score = W[lang]["trainer.score"].replace("{right}", String(right)).replace("{count}", "10");
      await expect.poll(() => p.locator(".score").textContent()).toBe(`${score} ${right * 10}%`);
      const word = lang === "en" ? "Law" : edition === "2017" ? "Закон" : "Правило";
      const laws = [...missed]
        .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
        .map((l) => `${word} ${l}`)
        .join(", ");
      expect(await p.locator(".missed").textContent()).toContain(laws);
      expect(right).toBe(7);
      await shot(p, `train-${edition}-${lang}-score`);
      expect(await tooSmall(p)).toEqual([]);
      await p.getByRole("button", { name: W[lang]["trainer.again"], exact: true }).click();
      // The session is kept on the device: its line in the history.
      await expect.poll(() => p.locator(".train-history li").first().textContent()).toContain(`${right}`);
    }
    expect(await p.locator(".train-history li").count()).toBe(4);
    expect(t.errors).toEqual([]);
  });

  it("gives an exam: timed, no explanation until the score, the percentage and the paragraphs missed", async () => {
    const p = t.s.page;
    await openTrain(p, "en");
    await start(p, "en", "2017", "exam");
    expect(await p.getByRole("timer").textContent()).toMatch(/^Time left: (10:00|9:5\d)$/);
    const byId = new Map((await pool(p, "2017", "en")).map((x) => [x.id, x]));
    const { ids } = await current(p);
    const missed = new Set<string>();
    for (const [i, id] of ids.entries()) {
      const x = byId.get(id)!;
      await expect
        .poll(() => p.locator(".ask").textContent())
        .toBe(x.question.slice(x.question.indexOf("\n\n") + 2));
      const wrong = i % 2 === 0;
      if (wrong && x.laws[0] !== undefined) missed.add(x.laws[0]);
      await answerOne(p, x, wrong, false);
      // No mark and no explanation during the exam.
      expect(await p.locator(".feedback").count()).toBe(0);
    }
    await expect.poll(() => p.locator(".score").textContent()).toBe("Score: 5 of 10 50%");
    const laws = [...missed]
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
      .map((l) => `Law ${l}`)
      .join(", ");
    expect(await p.locator(".missed").textContent()).toBe(`Laws missed: ${laws}`);
    // The review opens each exercise with its answer and explanation.
    await p.locator(".review-head").first().click();
    await expect
      .poll(() => p.locator(".review .explanation pre").textContent())
      .toBe(byId.get(ids[0]!)!.explanation);
    await fullShot(p, "train-exam-score");
    expect(t.errors).toEqual([]);
  });

  it("ends an exam whose time is up, the exercises not answered counted wrong", async () => {
    const p = t.s.page;
    await openTrain(p, "en");
    await start(p, "en", "1987", "exam");
    const byId = new Map((await pool(p, "1987", "en")).map((x) => [x.id, x]));
    const { ids } = await current(p);
    await answerOne(p, byId.get(ids[0]!)!, false, false);
    await expect.poll(async () => (await current(p)).answers[0]?.right).toBe(true);
    // The clock runs on the device: a session reopened after its deadline is over.
    await p.evaluate(() => {
      const v = JSON.parse(localStorage.getItem("bridge-td.train@1")!);
      v.current.deadline = Date.now() - 1000;
      localStorage.setItem("bridge-td.train@1", JSON.stringify(v));
    });
    await p.reload();
    await p.getByRole("button", { name: TAB.en, exact: true }).click();
    await expect.poll(() => p.locator(".score").textContent()).toBe("Score: 1 of 10 10%");
    expect(await p.locator(".notice").textContent()).toBe(appTrainEn["trainer.timeUp"]);
    expect(t.errors).toEqual([]);
  });
});
