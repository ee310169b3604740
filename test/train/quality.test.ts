/**
 * The trainer's quality (issue 22, item 4): every exercise of `bridge-td train --count 500 --seed 1 --json`,
 * in both codes and both languages, replays to a state with the ruling it asks about, and its answer is the
 * engine's own (read here from the state with the catalogs, not from the generator); at least 40 distinct
 * paragraphs per code; no duplicates; no English in the Russian exercises.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Io } from "../../src/cli/io.js";
import { run } from "../../src/cli/main.js";
import { replayLog } from "../../src/editions.js";
import { explainOption, explainRuling, type Lang, seatName, t } from "../../src/explain/index.js";
import { inWordsOf } from "../../src/explain/ru-words.js";
import { parseTableLog } from "../../src/formats/tableLog.js";
import type { TableState } from "../../src/model/state.js";
import { fromFixture } from "../../src/train/fixtureScenes.js";
import { poolOf } from "../../src/train/pool.js";
import type { Exercise } from "../../src/train/types.js";

interface Ex {
  id: string;
  edition: "2017" | "1987";
  lang: Lang;
  kind: string;
  level: number;
  log: unknown;
  question: string;
  choices: string[];
  answer: number;
  explanation: string;
  laws: string[];
}

const KEYS = [
  "id",
  "edition",
  "lang",
  "kind",
  "level",
  "log",
  "question",
  "choices",
  "answer",
  "explanation",
  "laws",
];

const trainJson = (args: string[]): { exercises: Ex[]; ms: number } => {
  const out: string[] = [];
  const io: Io = {
    out: (l) => out.push(l),
    err: (l) => out.push(l),
    readFile: () => "",
    readStdin: () => "",
  };
  const t0 = performance.now();
  const code = run(["train", ...args, "--json"], io);
  const ms = performance.now() - t0;
  expect(code).toBe(0);
  return { exercises: JSON.parse(out.join("\n")) as Ex[], ms };
};

/** What the engine says, in the exercise's words (the law word of its code, the notes translated). */
const words = (x: Ex, text: string) => inWordsOf(x.lang, x.edition, text);

/** The failure, if any, of one exercise against the state its log replays to. */
const disagreement = (x: Ex, s: TableState): string | null => {
  const right = x.choices[x.answer];
  if (right === undefined) return "answer out of range";
  const r = s.ruling;
  if (x.kind === "score") {
    if (s.phase !== "done" || typeof s.score !== "number") return "no score at the end";
    return right === (s.score > 0 ? `+${s.score}` : String(s.score)) ? null : `score ${s.score} != ${right}`;
  }
  if (r === null) return "no ruling";
  if ("question" in r) {
    if (x.kind !== "law") return "a question for a non-law kind";
    return right === words(x, t(x.lang, `question.${r.question}`)) ? null : "not the question asked";
  }
  const label = (o: (typeof r.options)[number]) => words(x, explainOption(x.lang, o).label);
  const costs = (o: (typeof r.options)[number]) => words(x, explainOption(x.lang, o).consequences.join(" "));
  switch (x.kind) {
    case "law":
      if (x.laws[0] !== r.law) return `laws[0] ${x.laws[0]} != ${r.law}`;
      if (!right.endsWith(` ${r.law}`) || x.choices.filter((c) => c.endsWith(` ${r.law}`)).length !== 1)
        return `choice ${right} is not ${r.law}`;
      // No distractor is the answer's parent or child (27B and 27B1(b)): it would be no wrong answer.
      for (const c of x.choices) {
        const l = c.slice(c.lastIndexOf(" ") + 1);
        if (l !== r.law && (l.startsWith(r.law) || r.law.startsWith(l))) return `${l} nests with ${r.law}`;
      }
      return null;
    case "options":
      if (r.chooser === undefined) return right === t(x.lang, "train.choice.director") ? null : "no chooser";
      return right.includes(seatName(x.lang, r.chooser)) && r.options.every((o) => right.includes(label(o)))
        ? null
        : "not the chooser and his options";
    case "consequences":
      return r.options.some((o) => x.question.includes(label(o).replace(/[.:]$/, "")) && costs(o) === right)
        ? null
        : "not the costs of the option asked about";
    case "readout": {
      // What is said at the table: not the note that the paragraph is reconstructed (the director's own).
      const note = t(x.lang, "ruling.reconstructed").split("{law}")[0]!;
      if (x.choices.some((c) => c.includes(note))) return "a director's note among the read-outs";
      const said = words(x, explainRuling(x.lang, s))
        .split("\n")
        .filter((l) => !l.startsWith(note))
        .join("\n");
      return right === said ? null : "not the read-out";
    }
    default:
      return `unknown kind ${x.kind}`;
  }
};

/** Latin words once the law labels (27B1(b), 64A, 10C1) are taken out. */
const latin = (text: string): string[] =>
  text.replace(/(?<![\p{L}\d])\d{1,2}(?:[A-Z][0-9A-Za-z()]*)?/gu, " ").match(/\p{Script=Latin}+/gu) ?? [];

describe.each(["2017", "1987"] as const)("train --edition %s --count 500 --seed 1", (edition) => {
  it.each(["en", "ru"] as const)(
    "in %s: every exercise replays to its ruling and agrees with the engine",
    (lang) => {
      const { exercises, ms } = trainJson([
        "--edition",
        edition,
        "--count",
        "500",
        "--seed",
        "1",
        "--lang",
        lang,
      ]);
      expect(exercises).toHaveLength(500);
      // The app's pool of this code and language is taken from these (npm run train:app when it is stale).
      const pool = JSON.parse(
        readFileSync(new URL(`../../web/public/train/${edition}-${lang}.json`, import.meta.url), "utf8"),
      ) as { exercises: unknown };
      expect(pool.exercises, "web/public/train is stale: npm run train:app").toEqual(
        poolOf(exercises as Exercise[], fromFixture),
      );
      expect(ms).toBeLessThan(90_000); // seconds on a quiet machine; a loaded one is slower
      const problems: string[] = [];
      for (const x of exercises) {
        expect(Object.keys(x)).toEqual(KEYS);
        expect([x.edition, x.lang, x.choices.length >= 3, [1, 2, 3].includes(x.level)]).toEqual([
          edition,
          lang,
          true,
          true,
        ]);
        const log = parseTableLog(JSON.stringify(x.log));
        if (!log.ok) {
          problems.push(`${x.id}: log does not read: ${JSON.stringify(log.error)}`);
          continue;
        }
        const s = replayLog(log.value);
        if (!s.ok) {
          problems.push(`${x.id}: log does not replay: ${JSON.stringify(s.error)}`);
          continue;
        }
        const d = disagreement(x, s.value);
        if (d !== null) problems.push(`${x.id} (${x.kind}): ${d}`);
        if (new Set(x.choices).size !== x.choices.length) problems.push(`${x.id}: two choices alike`);
        if (lang === "ru")
          for (const text of [x.question, ...x.choices, x.explanation])
            if (latin(text).length) problems.push(`${x.id}: English in Russian: ${latin(text).join(" ")}`);
      }
      expect(problems.slice(0, 10)).toEqual([]);
      expect(new Set(exercises.flatMap((x) => x.laws)).size).toBeGreaterThanOrEqual(40);
      expect(new Set(exercises.map((x) => x.id)).size).toBe(500);
      expect(new Set(exercises.map((x) => `${x.question}\n${x.choices.join("\n")}`)).size).toBe(500);
      for (const kind of ["law", "options", "consequences", "readout", "score"])
        expect(
          exercises.some((x) => x.kind === kind),
          kind,
        ).toBe(true);
    },
    240_000,
  );
});

describe("train options", () => {
  it("the same seed gives the same exercises, another seed others", () => {
    const a = trainJson(["--count", "15", "--seed", "4"]).exercises.map((x) => x.id);
    expect(trainJson(["--count", "15", "--seed", "4"]).exercises.map((x) => x.id)).toEqual(a);
    expect(trainJson(["--count", "15", "--seed", "5"]).exercises.map((x) => x.id)).not.toEqual(a);
  }, 60_000);
  it("--kind and --level select", () => {
    const xs = trainJson([
      "--edition",
      "1987",
      "--count",
      "12",
      "--kind",
      "consequences",
      "--level",
      "2",
    ]).exercises;
    expect(xs.length).toBeGreaterThan(0);
    expect(xs.every((x) => x.kind === "consequences" && x.level === 2)).toBe(true);
  }, 60_000);
});
