/**
 * `bridge-td train --edition 2017|1987 [--count N] [--seed S] [--kind K] [--level 1-3] [--lang en|ru] [--json]`:
 * ruling exercises generated from the engine (src/train/, docs/train.md), asked one by one in the terminal
 * (answers by number, or by typing a law for a `law` exercise), marked and explained; `--json` writes them
 * as a JSON array. Exit 0 on success, 2 on usage errors.
 */
import { isLang, type Lang, t } from "../explain/index.js";
import { inCodeWords } from "../explain/ru-words.js";
import { type Exercise, generate, isKind, type Kind } from "../train/index.js";
import type { Io } from "./io.js";

export const TRAIN_USAGE = [
  "Usage: bridge-td train [--edition 2017|1987] [--count N] [--seed S] [--kind K] [--level 1-3] [--lang en|ru] [--json]",
  "",
  "Ruling exercises generated from the engine: the table as the director finds it, a question, the choices;",
  "answer by number (or type a law, e.g. 27B1(b), for a law question); each answer is marked and explained,",
  "and the score and the laws missed come at the end. The same seed gives the same exercises.",
  "",
  "  --edition 2017|1987  the code of the Laws (default 2017)",
  "  --count N            how many exercises (default 20, at most 2000)",
  "  --seed S             the seed (default 1)",
  "  --kind K             only one kind: law, options, consequences, readout or score",
  "  --level 1-3          only one level of difficulty",
  "  --lang en|ru         the language (default en)",
  "  --json               write the exercises as a JSON array (docs/train.md) and ask nothing",
  "  -h, --help           show this help",
];

interface Args {
  edition: "2017" | "1987";
  count: number;
  seed: number;
  kind?: Kind;
  level?: 1 | 2 | 3;
  lang: Lang;
  json: boolean;
}

const int = (v: string | undefined, lo: number, hi: number): number | undefined => {
  if (v === undefined || !/^\d+$/.test(v)) return undefined;
  const n = Number(v);
  return n >= lo && n <= hi ? n : undefined;
};

/** The options, or the usage problem in one line. */
const parseArgs = (args: string[]): Args | string => {
  const a: Args = { edition: "2017", count: 20, seed: 1, lang: "en", json: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [name, inline] = arg.startsWith("--") && arg.includes("=") ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => inline ?? args[++i];
    if (name === "--json") a.json = true;
    else if (name === "--edition") {
      const v = value();
      if (v !== "2017" && v !== "1987") return `--edition takes 2017 or 1987, not ${show(v)}`;
      a.edition = v;
    } else if (name === "--count" || name === "--seed" || name === "--level") {
      const v = value();
      const n = int(
        v,
        name === "--seed" ? 0 : 1,
        name === "--level" ? 3 : name === "--count" ? 2000 : 2 ** 31,
      );
      if (n === undefined) return `${name} takes ${RANGE[name]}, not ${show(v)}`;
      if (name === "--count") a.count = n;
      else if (name === "--seed") a.seed = n;
      else a.level = n as 1 | 2 | 3;
    } else if (name === "--kind") {
      const v = value();
      if (!isKind(v)) return `--kind takes law, options, consequences, readout or score, not ${show(v)}`;
      a.kind = v;
    } else if (name === "--lang") {
      const v = value();
      if (!isLang(v)) return `--lang takes en or ru, not ${show(v)}`;
      a.lang = v;
    } else return `unknown option ${arg}`;
  }
  return a;
};
const RANGE: Record<string, string> = {
  "--count": "1 to 2000",
  "--seed": "a whole number",
  "--level": "1, 2 or 3",
};
const show = (v: string | undefined) => (v === undefined ? "nothing" : `"${v}"`);

/** The choice an answer names: a number from 1, or (for a law question) the law typed, «27B1(b)». */
export const answerIndex = (x: Exercise, input: string): number | undefined => {
  const s = input.trim();
  const n = int(s, 1, x.choices.length);
  if (n !== undefined) return n - 1;
  if (x.kind !== "law") return undefined;
  const norm = (v: string) => v.toLowerCase().replace(/\s+/g, "");
  const i = x.choices.findIndex((c) => norm(c.replace(/^\D+/, "")) === norm(s.replace(/^\D+/, "")));
  return i < 0 ? undefined : i;
};

/** The lines of the next answer: `readLine` where the terminal gives one at a time, else standard input whole. */
const lineReader = (io: Io): (() => string | null) => {
  if (io.readLine) return io.readLine;
  let lines: string[] | undefined;
  return () => {
    lines ??= io.readStdin().split(/\r?\n/);
    return lines.length ? lines.shift()! : null;
  };
};

/** Asks the exercises one by one; stops at the end of input, then gives the score and the laws missed. */
const ask = (xs: Exercise[], lang: Lang, io: Io): number => {
  const read = lineReader(io);
  let right = 0;
  let asked = 0;
  const missed = new Set<string>();
  for (const [k, x] of xs.entries()) {
    io.out(
      t(lang, "train.cli.header", {
        n: k + 1,
        count: xs.length,
        kind: t(lang, `train.kind.${x.kind}`),
        level: x.level,
      }),
    );
    io.out(x.question);
    for (const [i, c] of x.choices.entries()) io.out(`  ${i + 1}. ${c.split("\n").join("\n     ")}`);
    let chosen: number | undefined;
    let line: string | null = null;
    while (chosen === undefined) {
      io.out(inCodeWords(lang, x.edition, t(lang, "train.cli.prompt")));
      line = read();
      if (line === null) break;
      chosen = answerIndex(x, line);
    }
    if (chosen === undefined) break;
    asked++;
    if (chosen === x.answer) {
      right++;
      io.out(t(lang, "train.cli.right"));
    } else {
      for (const l of x.laws) missed.add(l);
      io.out(t(lang, "train.cli.wrong", { answer: `${x.answer + 1}` }));
    }
    io.out(x.explanation);
    if (x.laws.length) io.out(t(lang, "train.cli.laws", { laws: x.laws.join(", ") }));
    io.out("");
  }
  const percent = asked === 0 ? 0 : Math.round((100 * right) / asked);
  io.out(t(lang, "train.cli.score", { right, count: asked, percent }));
  if (missed.size) io.out(t(lang, "train.cli.missed", { laws: [...missed].join(", ") }));
  return 0;
};

export const trainCommand = (args: string[], io: Io): number => {
  if (args.includes("-h") || args.includes("--help")) {
    for (const l of TRAIN_USAGE) io.out(l);
    return 0;
  }
  const a = parseArgs(args);
  if (typeof a === "string") {
    io.err(`bridge-td train: ${a} (run "bridge-td train --help" for usage)`);
    return 2;
  }
  const xs = generate({
    edition: a.edition,
    lang: a.lang,
    count: a.count,
    seed: a.seed,
    kind: a.kind,
    level: a.level,
  });
  if (a.json) {
    io.out(JSON.stringify(xs, null, 2));
    return 0;
  }
  if (xs.length === 0) {
    io.out(t(a.lang, "train.cli.none"));
    return 0;
  }
  return ask(xs, a.lang, io);
};
