/**
 * The Train screen's model (web/train/trainModel.ts) and the typed law (src/train/pool.ts): a session's
 * draw, its mark in the shape of the course papers, what is kept on the device, a paragraph typed.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appTrainEn } from "../../src/explain/app-train-en.js";
import { appTrainRu } from "../../src/explain/app-train-ru.js";
import { fromFixture } from "../../src/train/fixtureScenes.js";
import { POOL_MAX_EVENTS, POOL_SIZE, type Pool, typedChoice, typedRight } from "../../src/train/pool.js";
import type { Exercise } from "../../src/train/types.js";
import {
  answer,
  asksLabel,
  clock,
  closeSession,
  draw,
  finish,
  loadProgress,
  markOf,
  newSession,
  next,
  percent,
  saveProgress,
  TRAIN_KEY,
} from "../../web/train/trainModel.js";

const ex = (id: string, law: string, kind: Exercise["kind"] = "law"): Exercise => ({
  id,
  edition: "2017",
  lang: "en",
  kind,
  level: 1,
  log: { events: [] },
  question: "q",
  choices: [`Law ${law}`, "Law 27A1", "Law 29A"],
  answer: 0,
  explanation: "e",
  laws: [law],
});

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe("the Train screen's model", () => {
  const pool = [ex("a", "27B1(b)"), ex("b", "27B1(b)"), ex("c", "50D2"), ex("d", "61B"), ex("e", "29A")];

  it("draws the exercises not yet done first, one of each paragraph and kind while others are left", () => {
    const ids = draw(pool, 3, ["c"], 7);
    expect(ids).toHaveLength(3);
    expect(ids).not.toContain("c");
    expect(ids.filter((i) => i === "a" || i === "b")).toHaveLength(1);
    expect(draw(pool, 3, ["c"], 7)).toEqual(ids);
    expect(draw(pool, 5, [], 1).sort()).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("marks a session: right of all, unanswered wrong, the paragraphs missed, the percentage", () => {
    let s = newSession("2017", "en", "exam", ["a", "c", "d", "e"], 1000);
    expect(s.deadline).toBe(1000 + 4 * 60_000);
    s = next(answer(s, { choice: 0, right: true }));
    s = next(answer(s, { choice: 1, right: false }));
    s = answer(s, { choice: -1, typed: "61b", right: true });
    s = finish(s, true);
    const byId = new Map(pool.map((x) => [x.id, x]));
    const m = markOf(s, byId, 5);
    expect([m.right, m.count, m.missed, percent(m), s.timedOut]).toEqual([2, 4, ["29A", "50D2"], 50, true]);
  });

  it("keeps the session and its mark on the device, and reads a spoiled store as empty", () => {
    const store = memory();
    const s = finish(answer(newSession("1987", "ru", "practice", ["a", "b"], 0), { choice: 0, right: true }));
    const p = closeSession(loadProgress(store), s, markOf(s, new Map(pool.map((x) => [x.id, x])), 9));
    expect(saveProgress(store, p)).toBe(true);
    const back = loadProgress(store);
    expect([back.history[0]?.right, back.history[0]?.count, back.done, back.current?.done]).toEqual([
      1,
      2,
      ["a"],
      true,
    ]);
    store.setItem(TRAIN_KEY, "{not json");
    expect(loadProgress(store)).toEqual({ current: null, history: [], done: [] });
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(saveProgress(full, p)).toBe(false);
  });

  it("reads a typed paragraph whatever its word, case, spaces and brackets", () => {
    const x = ex("a", "27B1(b)");
    expect(asksLabel(x)).toBe(true);
    expect(asksLabel({ ...x, choices: ["Director: was it a slip?", "b", "c"] })).toBe(false);
    expect(["27B1(b)", "law 27b1b", "Закон 27B1 (b)", " 27b1(B) "].map((t) => typedRight(x, t))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([
      typedRight(x, "27B1"),
      typedRight(x, ""),
      typedChoice(x, "law 29a"),
      typedChoice(x, "64A"),
    ]).toEqual([false, false, 2, -1]);
    expect([clock(61_000), clock(599_001), clock(-5)]).toEqual(["1:01", "10:00", "0:00"]);
  });
});

describe("the Train screen's words", () => {
  it("has every key in both languages with the same placeholders, and no Latin word in Russian", () => {
    const holes = (x: string) =>
      [...x.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .sort()
        .join();
    const en = appTrainEn as Record<string, string>;
    const ru = appTrainRu as Record<string, string>;
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).filter((k) => holes(en[k]!) !== holes(ru[k]!))).toEqual([]);
    // Latin only in the example of a paragraph typed (27B1(b)).
    const latin = Object.values(ru)
      .map((v) => v.replace(/\{\w+\}|27B1\(b\)/g, ""))
      .join(" ");
    expect(latin.match(/\p{Script=Latin}+/gu)).toEqual(null);
  });
});

describe("the app's pools (web/public/train)", () => {
  it("hold each code and language's exercises, with short logs and no Latin word in Russian", () => {
    for (const edition of ["2017", "1987"] as const)
      for (const lang of ["en", "ru"] as const) {
        const p = JSON.parse(
          readFileSync(new URL(`../../web/public/train/${edition}-${lang}.json`, import.meta.url), "utf8"),
        ) as Pool;
        expect([p.format, p.edition, p.lang, p.exercises.length > 50]).toEqual([
          "train-pool@1",
          edition,
          lang,
          true,
        ]);
        expect(p.exercises.length).toBeLessThanOrEqual(POOL_SIZE);
        expect(p.exercises.every((x) => x.edition === edition && x.lang === lang)).toBe(true);
        expect(p.exercises.every((x) => (x.log.events as unknown[]).length <= POOL_MAX_EVENTS)).toBe(true);
        expect(new Set(p.exercises.map((x) => x.id)).size).toBe(p.exercises.length);
        // Only the fixtures' tables (walkthrough B1, B3), and no paragraph with its parent or child among
        // the choices (B2), no director's note among the read-outs (B4).
        expect(p.exercises.filter((x) => !fromFixture(x)).map((x) => x.id)).toEqual([]);
        for (const x of p.exercises.filter((e) => e.kind === "law" && e.laws[0] !== undefined)) {
          const nest = x.choices
            .map((c) => c.slice(c.lastIndexOf(" ") + 1))
            .filter((l) => l !== x.laws[0] && (l.startsWith(x.laws[0]!) || x.laws[0]!.startsWith(l)));
          expect(nest, x.id).toEqual([]);
        }
        const notes = p.exercises.filter(
          (x) => x.kind === "readout" && x.choices.some((c) => /^(Note: Law|Внимание: текст)/m.test(c)),
        );
        expect(notes.map((x) => x.id)).toEqual([]);
      }
  });
});
