/** `bridge-td train` in the terminal: a scripted standard input answers, the command marks and explains. */
import { describe, expect, it } from "vitest";
import type { Io } from "../../src/cli/io.js";
import { run } from "../../src/cli/main.js";
import { answerIndex } from "../../src/cli/train.js";
import type { Exercise } from "../../src/train/index.js";

const session = (args: string[], input: { stdin?: string; lines?: string[] }) => {
  const out: string[] = [];
  const err: string[] = [];
  const lines = input.lines ? [...input.lines] : undefined;
  const io: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readFile: () => "",
    readStdin: () => input.stdin ?? "",
    ...(lines ? { readLine: () => lines.shift() ?? null } : {}),
  };
  const code = run(["train", ...args], io);
  return { code, out: out.join("\n"), err: err.join("\n") };
};

const exercises = (args: string[]): Exercise[] =>
  JSON.parse(session([...args, "--json"], {}).out) as Exercise[];

describe("bridge-td train, asking", () => {
  const args = ["--edition", "2017", "--count", "3", "--seed", "7"];
  const xs = exercises(args);

  it("marks a right answer right and a wrong one wrong, explains each, and gives the score", () => {
    const right = `${xs[0]!.answer + 1}`;
    const wrong = `${((xs[1]!.answer + 1) % xs[1]!.choices.length) + 1}`;
    const third = `${xs[2]!.answer + 1}`;
    const r = session(args, { stdin: `${right}\n${wrong}\n${third}\n` });
    expect(r.code).toBe(0);
    expect(r.out).toContain("Exercise 1 of 3");
    expect(r.out.split("Right.").length - 1).toBe(2);
    expect(r.out).toContain(`Wrong: the answer is ${xs[1]!.answer + 1}.`);
    expect(r.out).toContain(xs[1]!.explanation.split("\n")[0]!);
    expect(r.out).toContain("Score: 2 of 3 (67%).");
    expect(r.out).toContain(`Laws missed: ${xs[1]!.laws.join(", ")}`);
  });

  it("reads one line at a time when the terminal gives lines, asks again after an answer it cannot read", () => {
    // Not a law question: there a word typed is read as a law (and is wrong), not asked again.
    const choiceArgs = [...args, "--kind", "options"];
    const first = exercises(choiceArgs)[0]!;
    const r = session(choiceArgs, { lines: ["nine", "0", `${first.answer + 1}`] });
    expect(r.out.split("Your answer (a number, or a law):").length - 1).toBe(4);
    expect(r.out).toContain("Right.");
    // The input ended after the first exercise: the score counts the one answered.
    expect(r.out).toContain("Score: 1 of 1 (100%).");
  });

  it("takes a law typed for a law question", () => {
    const law = exercises(["--edition", "1987", "--count", "2", "--kind", "law", "--seed", "3"]).find((x) =>
      x.choices[x.answer]!.startsWith("Law "),
    )!;
    const label = law.choices[law.answer]!.slice(4);
    expect(answerIndex(law, label)).toBe(law.answer);
    expect(answerIndex(law, ` law ${label.toLowerCase()} `)).toBe(law.answer);
    expect(answerIndex(law, "99Z")).toBeUndefined();
  });

  it("in Russian", () => {
    const r = session([...args, "--lang", "ru"], { stdin: "1\n1\n1\n" });
    expect(r.out).toContain("Упражнение 1 из 3");
    expect(r.out).toMatch(/Результат: \d из 3/);
  });
});

describe("bridge-td train, usage", () => {
  it.each([
    [["--edition", "1997"], '--edition takes 2017 or 1987, not "1997"'],
    [["--count", "0"], '--count takes 1 to 2000, not "0"'],
    [["--level", "4"], '--level takes 1, 2 or 3, not "4"'],
    [["--kind", "penalty"], "--kind takes law, options, consequences, readout or score"],
    [["--lang", "de"], '--lang takes en or ru, not "de"'],
    [["--frobnicate"], "unknown option --frobnicate"],
  ])("%j is a usage error", (a, msg) => {
    const r = session(a, {});
    expect(r.code).toBe(2);
    expect(r.err).toContain(msg);
  });
  it("--help", () => {
    const r = session(["--help"], {});
    expect([r.code, r.out.startsWith("Usage: bridge-td train")]).toEqual([0, true]);
  });
  it("is listed in bridge-td --help", () => {
    const out: string[] = [];
    run(["--help"], { out: (l) => out.push(l), err: () => {}, readFile: () => "", readStdin: () => "" });
    expect(out.some((l) => l.trimStart().startsWith("train "))).toBe(true);
  });
});
