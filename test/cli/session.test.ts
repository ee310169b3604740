/** `bridge-td session`: text, JSON, HTML in English and Russian, USEBIO/CSV/lines input, exit codes. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/main.js";
import type { SessionIo } from "../../src/cli/session.js";

const examples = new URL("../../examples/", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "bridge-td-session-"));
// The club example's ruling names logs/b7.json relative to the session file.
cpSync(join(examples, "logs"), join(dir, "logs"), { recursive: true });

const io = (extra: Partial<SessionIo> = {}) => {
  const out: string[] = [];
  const err: string[] = [];
  const progress: (string | null)[] = [];
  const x: SessionIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readFile: (p) => readFileSync(p, "utf8"),
    readStdin: () => "",
    progress: (l) => progress.push(l),
    ...extra,
  };
  return { io: x, out, err, progress };
};

describe("bridge-td session", () => {
  it("prints the travellers with each result's score and matchpoints, the ranking, adjusted scores with their law", () => {
    const t = io();
    expect(run(["session", join(examples, "session-spec.json")], t.io)).toBe(0);
    const text = t.out.join("\n");
    expect(text).toContain("Board 1 · Vulnerable: none · top 10");
    expect(text).toMatch(/\n {2}1 +11 +4♠X +N +10 +\+590 +9\.80 +0\.20 +98\.00 +2\.00\n/);
    expect(text).toContain("Law 12C2(a)");
    expect(text).toContain("Law 12C1(c)");
    expect(text).toContain("Ranking, North-South");
    expect(t.err).toEqual([]);
  });

  it("--json gives the spec's output: boards with top and each result's MPs and percentages, the ranking", () => {
    const t = io();
    expect(run(["session", join(examples, "session-spec.json"), "--json"], t.io)).toBe(0);
    const r = JSON.parse(t.out.join("\n"));
    expect(r.boards[0]).toMatchObject({ board: 1, top: 10 });
    expect(r.boards[0].results[0]).toMatchObject({
      ns: "1",
      ew: "11",
      score: 590,
      nsMP: 9.8,
      ewMP: 0.2,
      nsPct: 98,
      ewPct: 2,
    });
    expect(r.ranking[0]).toMatchObject({ pair: "1", direction: "NS", mp: 9.8, pct: 98, rank: 1 });
  });

  it("--html writes one self-contained page with the ruling of each adjusted score, from its table log", () => {
    const page = join(dir, "club.html");
    const t = io();
    expect(run(["session", join(examples, "club-session.json"), "--html", page], t.io)).toBe(0);
    const html = readFileSync(page, "utf8");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(html).toContain("Weighted adjusted score — Law 12C1(c)");
    expect(html).toContain("Table log: logs/b7.json");
    expect(html).toContain("Watch for damage: 27D (offending side East-West)");
    expect(html).toContain('id="adj-7-1"');
  });

  it("--lang ru: the page and the text in Russian, 1987 sessions say Правило", () => {
    const page = join(dir, "club-ru.html");
    const t = io();
    expect(run(["session", join(examples, "club-session.json"), "--html", page, "--lang", "ru"], t.io)).toBe(
      0,
    );
    const html = readFileSync(page, "utf8");
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain("Взвешенный компенсирующий результат — Закон 12C1(c)");
    expect(html).toContain("Проверить ущерб: 27D");
    expect(t.out.join("\n")).toContain("Итоги, Север-Юг");
    const s1987 = join(dir, "s1987.json");
    writeFileSync(
      s1987,
      JSON.stringify({
        format: "session@1",
        edition: "1987",
        scoring: "matchpoints",
        boards: [
          {
            board: 1,
            results: [
              { ns: "1", ew: "2", score: 100 },
              { ns: "3", ew: "4", adjusted: { assigned: { score: 420 } } },
            ],
          },
        ],
      }),
    );
    const r = io();
    expect(run(["session", s1987, "--lang", "ru"], r.io)).toBe(0);
    expect(r.out.join("\n")).toContain("Правило 12C2");
  });

  it("invalid input: exit 1 and one line naming the board, the result and the key", () => {
    const bad = join(dir, "bad.json");
    writeFileSync(
      bad,
      JSON.stringify({
        format: "session@1",
        edition: "1987",
        scoring: "matchpoints",
        boards: [
          {
            board: 4,
            results: [
              { ns: "1", ew: "2", score: 100 },
              { ns: "3", ew: "4", adjusted: { weighted: [{ weight: 1, score: 420 }] } },
            ],
          },
        ],
      }),
    );
    const t = io();
    expect(run(["session", bad], t.io)).toBe(1);
    expect(t.err).toHaveLength(1);
    expect(t.err[0]).toBe(
      `bridge-td session: ${bad}: board 4, result 1, key adjusted.weighted: the 1987 Laws have no weighted adjusted scores (Law 12C there knows artificial and assigned scores only)`,
    );
    const missing = io();
    expect(run(["session", join(dir, "nope.json")], missing.io)).toBe(1);
    expect(missing.err[0]).toContain("ENOENT");
  });

  it("usage: --help exits 0; bad options exit 2", () => {
    const h = io();
    expect(run(["session", "--help"], h.io)).toBe(0);
    expect(h.out[0]).toContain("Usage: bridge-td session FILE");
    for (const args of [
      ["session"],
      ["session", "a.json", "--lang", "fr"],
      ["session", "a.json", "--bogus"],
      ["session", "a", "b"],
    ]) {
      const t = io();
      expect(run(args, t.io)).toBe(2);
      expect(t.err).toHaveLength(1);
    }
  });

  it("reads USEBIO and CSV, writes USEBIO", () => {
    const xml = join(dir, "out.xml");
    const t = io();
    expect(run(["session", join(examples, "club-session.json"), "--usebio", xml], t.io)).toBe(0);
    const back = io();
    expect(run(["session", xml, "--json"], back.io)).toBe(0);
    const a = io();
    run(["session", join(examples, "club-session.json"), "--json"], a.io);
    expect(JSON.parse(back.out.join("\n")).ranking).toEqual(JSON.parse(a.out.join("\n")).ranking);
    const csv = join(dir, "t.csv");
    writeFileSync(csv, "board,ns,ew,contract,declarer,tricks\n1,1,11,4S,N,10\n1,2,12,4S,N,9\n");
    const c = io();
    expect(run(["session", csv, "--scoring", "cross-imps"], c.io)).toBe(0);
    expect(c.out.join("\n")).toContain("cross-IMPs");
  });

  it("streams session@1 lines: the same scores as the whole file, progress on the way", () => {
    const whole = JSON.parse(readFileSync(join(examples, "club-session.json"), "utf8"));
    const { boards, ...header } = whole;
    const lines = join(dir, "club.jsonl");
    writeFileSync(
      lines,
      `${[JSON.stringify(header), ...boards.map((b: unknown) => JSON.stringify(b))].join("\n")}\n`,
    );
    const s = io({
      readChunks: function* (p) {
        const text = readFileSync(p, "utf8");
        for (let i = 0; i < text.length; i += 100) yield text.slice(i, i + 100);
      },
    });
    expect(run(["session", lines, "--json"], s.io)).toBe(0);
    const m = io();
    run(["session", join(examples, "club-session.json"), "--json"], m.io);
    expect(JSON.parse(s.out.join("\n"))).toEqual(JSON.parse(m.out.join("\n")));
    expect(s.progress.at(-1)).toBeNull();
    const bad = join(dir, "bad.jsonl");
    writeFileSync(
      bad,
      `${JSON.stringify(header)}\n${JSON.stringify(boards[0])}\n{"board": 2, "results": [{"ns": "1"}]}\n`,
    );
    const b = io();
    expect(run(["session", bad], b.io)).toBe(1);
    expect(b.err[0]).toContain("line 3, board 2, result 0, key ew: ew is missing");
  });

  it("scores the same club session in cross-IMPs and Butler", () => {
    for (const scoring of ["cross-imps", "butler"]) {
      const whole = JSON.parse(readFileSync(join(examples, "club-session.json"), "utf8"));
      whole.scoring = scoring;
      writeFileSync(join(dir, `club-${scoring}.json`), JSON.stringify(whole));
      const t = io();
      expect(run(["session", join(dir, `club-${scoring}.json`), "--json"], t.io)).toBe(0);
      const r = JSON.parse(t.out.join("\n"));
      const ns = r.ranking.filter((x: { direction: string }) => x.direction === "NS");
      const sum = ns.reduce((s: number, x: { imps: number }) => s + x.imps, 0);
      // Adjusted scores aside, IMPs against the field balance across a direction in cross-IMPs.
      if (scoring === "cross-imps") expect(Math.abs(sum)).toBeLessThan(10);
      expect(r.boards[6].results[1].adjusted.law).toBe("12C1(c)");
      expect(r.boards[2].results[2].adjusted.law).toBe("12C2(b)");
    }
  });
});

describe("bridge-td session: 12C proposals (extension)", () => {
  const file = join(examples, "proposal-session.json");

  it("shows each listed contract's double-dummy tricks and score, the weights, and the adjusted score they make", () => {
    const t = io();
    expect(run(["session", file], t.io)).toBe(0);
    const text = t.out.join("\n");
    expect(text).toContain(
      "Proposals for adjusted scores (Law 12C): a starting point for the director, not the ruling",
    );
    expect(text).toContain("3NT North 9 (+400) — tricks double dummy from the deal, weight 0.7");
    expect(text).toContain("4♠ North 9 (−50) — tricks double dummy from the deal, weight 0.3");
    expect(t.err).toEqual([]);
  });

  it("--json carries the proposal with its result; --lang ru in the book's words", () => {
    const t = io();
    expect(run(["session", file, "--json"], t.io)).toBe(0);
    const r = JSON.parse(t.out.join("\n"));
    expect(r.boards[0].results[2].proposal).toEqual({
      outcomes: [
        { contract: "3NT", declarer: "N", tricks: 9, from: "double-dummy", score: 400, weight: 0.7 },
        { contract: "4S", declarer: "N", tricks: 9, from: "double-dummy", score: -50, weight: 0.3 },
      ],
      weights: 1,
      adjusted: {
        weighted: [
          { weight: 0.7, contract: "3NT", declarer: "N", tricks: 9 },
          { weight: 0.3, contract: "4S", declarer: "N", tricks: 9 },
        ],
      },
    });
    // The proposal changes no score: result 3 keeps its artificial average.
    expect(r.boards[0].results[2].nsMP).toBe(2);
    const ru = io();
    expect(run(["session", file, "--lang", "ru"], ru.io)).toBe(0);
    expect(ru.out.join("\n")).toContain(
      "3БК Север 9 (+400) — взятки по анализу расклада с открытыми картами, вес 0.7",
    );
  });

  it("a search past --dd-time-limit is a one-line error naming the outcome, exit 1", () => {
    const t = io();
    expect(run(["session", file, "--dd-time-limit", "0.000001"], t.io)).toBe(1);
    expect(t.err).toEqual([
      `bridge-td session: ${file}: board 1, result 2, key proposal.outcomes.0.tricks: the double-dummy search for this outcome passed its time limit (0.001 ms): give its tricks, or a longer --dd-time-limit`,
    ]);
    expect(run(["session", file, "--dd-time-limit", "soon"], io().io)).toBe(2);
  });
});
