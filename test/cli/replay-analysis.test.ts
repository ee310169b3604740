/**
 * `bridge-td replay` and an early claim (issue 20): a claim at the first trick of a full deal passes the
 * default budget of the claim's analysis; the text says so and names `--analysis-time`, the JSON state
 * carries `notWorkedOut`; `--analysis-time` takes seconds (a bad value is a usage error, exit 2).
 */
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/main.js";

// list10.txt's first deal (../shared/peer/dds): 1NT by West, North leads the club ten, West claims all 13.
const EARLY = JSON.stringify({
  format: "table-log@1",
  edition: "2017",
  board: 9,
  dealer: "N",
  vulnerability: "None",
  deal: "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
  events: [
    ...["P", "P", "P", "1NT", "P", "P", "P"].map((call, i) => ({ by: "NESW"[i % 4], call })),
    { by: "N", lead: "CT" },
    { by: "W", claim: 13 },
    { by: "N", agree: false },
  ],
});
const replay = (...args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(["replay", "log.json", ...args], {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readFile: () => EARLY,
    readStdin: () => "",
  });
  return { code, out, err };
};

describe("replay: an early claim and the analysis's budget", () => {
  it("says the analysis passed its budget and how to give a bigger one, in English and Russian", () => {
    const en = replay();
    expect(en.code).toBe(0);
    expect(en.out.some((l) => l.includes("too big for the engine's budget"))).toBe(true);
    expect(en.out).toContain(
      "The analysis stopped at its budget (1 s): bridge-td replay --analysis-time SECONDS works it out with a bigger one (a full deal may take minutes).",
    );
    const ru = replay("--lang", "ru");
    expect(ru.out.some((l) => l.startsWith("Анализ остановлен на пределе (1 с)"))).toBe(true);
  });

  it("--json: the state's claim carries notWorkedOut, never a silent gap", () => {
    const j = replay("--json");
    const s = JSON.parse(j.out.join("\n"));
    expect(["nodes", "time"]).toContain(s.claim.analysis.notWorkedOut);
  });

  it("--analysis-time takes seconds: the hint names the budget given; a bad value is a usage error", () => {
    const r = replay("--analysis-time", "0.5");
    expect(r.code).toBe(0);
    expect(r.out.some((l) => l.startsWith("The analysis stopped at its budget (0.5 s)"))).toBe(true);
    for (const bad of ["soon", "0", "-1", ""]) expect(replay("--analysis-time", bad).code).toBe(2);
    expect(replay("--analysis-time").code).toBe(2);
  });
});
