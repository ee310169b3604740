/**
 * Fuzzing the PBN and LIN readers: arbitrary and binary text, the peer files with characters deleted,
 * inserted, duplicated or cut, malformed tags, unterminated comments and strings, 10 MB inputs. The readers
 * never throw and never hang; every problem is a diagnostic with a known code, a line and a column inside
 * the input; every log they make replays whole (the auction, the play, the claim) without an error value.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatsEn } from "../../src/explain/formats-en.js";
import { parseLin } from "../../src/formats/lin.js";
import { parsePbn } from "../../src/formats/pbn.js";
import type { Diagnostic } from "../../src/formats/pbnLex.js";
import type { TableLogJson } from "../../src/formats/tricks.js";
import { replay } from "../../src/index.js";
import { runs } from "./support.js";

const PEER = new URL("../peer/", import.meta.url).pathname;
const pbnTexts = ["correct_10", "correct_20", "errors_10"].map((n) =>
  readFileSync(`${PEER}pbn-verifier/${n}.pbn`, "latin1"),
);
const linText = readFileSync(`${PEER}lin-vugraph/usbf_sf_14502.lin`, "utf8");

const lineCount = (t: string) => t.split(/\r\n|\r|\n/).length;

const checkDiagnostic = (d: Diagnostic, text: string) => {
  expect(formatsEn, d.code).toHaveProperty(d.code);
  expect(d.line).toBeGreaterThanOrEqual(1);
  expect(d.line).toBeLessThanOrEqual(lineCount(text) + 1);
  expect(d.column).toBeGreaterThanOrEqual(1);
  expect(["error", "warning"]).toContain(d.severity);
};

/** Logs with a play that replayed whole to the end of the board (so the fuzzing reaches the play). */
const seen = { played: 0, done: 0 };
const checkLog = (log: TableLogJson | undefined) => {
  if (!log) return;
  const r = replay(log);
  expect(r.ok, JSON.stringify(r)).toBe(true);
  if (log.events.some((e) => "play" in e)) seen.played++;
  if (r.ok && r.value.phase === "done") seen.done++;
};

const checkPbn = (text: string) => {
  const r = parsePbn(text);
  for (const g of r.games) {
    for (const d of g.diagnostics) checkDiagnostic(d, text);
    checkLog(g.log);
  }
  for (const d of r.stray) checkDiagnostic(d, text);
  if (r.fatal) checkDiagnostic(r.fatal, text);
  return r;
};

const checkLin = (text: string) => {
  const r = parseLin(text);
  for (const b of r.boards) {
    for (const d of b.diagnostics) checkDiagnostic(d, text);
    checkLog(b.log);
  }
  for (const d of r.stray) checkDiagnostic(d, text);
  if (r.fatal) checkDiagnostic(r.fatal, text);
  return r;
};

const anyText = fc.oneof(
  fc.string({ maxLength: 400 }),
  fc.string({ unit: "binary", maxLength: 400 }),
  fc.string({ unit: "grapheme", maxLength: 200 }),
);

/** A peer text with a few edits: characters deleted, inserted (from PBN's and LIN's punctuation) or duplicated, or cut short. */
const edited = (texts: string[]) =>
  fc
    .tuple(
      fc.nat({ max: texts.length - 1 }),
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.constantFrom("del", "ins", "dup", "cut"),
          fc.constantFrom(
            "[",
            "]",
            '"',
            "{",
            "}",
            ";",
            "%",
            "^",
            "=",
            "$",
            "!",
            "|",
            "\n",
            " ",
            "-",
            "+",
            "*",
            "\\",
            "\u0000",
            "é",
            "Я",
          ),
        ),
        { minLength: 1, maxLength: 6 },
      ),
    )
    .map(([k, edits]) => {
      let t = texts[k]!;
      for (const [p, op, ch] of edits) {
        const i = p % (t.length + 1);
        if (op === "del") t = t.slice(0, i) + t.slice(i + 1);
        else if (op === "ins") t = t.slice(0, i) + ch + t.slice(i);
        else if (op === "dup") t = t.slice(0, i) + t.slice(i, i + 20) + t.slice(i);
        else t = t.slice(0, i);
      }
      return t;
    });

describe("PBN reader under fuzzing", () => {
  it("arbitrary and binary strings", () => {
    fc.assert(
      fc.property(anyText, (t) => void checkPbn(t)),
      runs(600),
    );
  });

  it("the Verifier's files, edited", () => {
    const before = { ...seen };
    fc.assert(
      fc.property(edited(pbnTexts), (t) => void checkPbn(t)),
      runs(150),
    );
    // the edited games still reach the play and the end of the board, and replay whole there
    expect(seen.played).toBeGreaterThan(before.played);
    expect(seen.done).toBeGreaterThan(before.done);
    // Time-bounded by the runs, not by the clock: on a loaded machine 150 edited files can take over 5 s.
  }, 60_000);

  it("malformed tags: an error on the tag's line", () => {
    const tag = fc
      .tuple(
        fc.constantFrom("[", "[ ", ""),
        fc.constantFrom("Event", "Deal", "Auction", "Play", "9x", ""),
        fc.constantFrom(' "v"', " v", ' "v', "", ' "#"', ' "##"'),
        fc.constantFrom("]", "", "]]", " ] ["),
      )
      .map((p) => p.join(""));
    fc.assert(
      fc.property(fc.array(tag, { minLength: 1, maxLength: 5 }), (tags) => {
        const text = `${tags.join("\n")}\n`;
        checkPbn(text);
      }),
      runs(300),
    );
    const r = parsePbn('[Event "x"]\n[Site "y\n[Date "1999.01.01"]\n');
    expect(r.games[0]!.diagnostics[0]).toMatchObject({ code: "string-unterminated", line: 2, column: 7 });
  });

  it("an unterminated comment names the line where it opens", () => {
    const base = pbnTexts[0]!.replaceAll("{", "(").replaceAll("}", ")");
    const starts = [0, ...[...base.matchAll(/\n/g)].map((m) => m.index! + 1)].filter((i) => base[i] !== "%");
    fc.assert(
      fc.property(fc.nat({ max: starts.length - 1 }), (k) => {
        const i = starts[k]!;
        const text = `${base.slice(0, i)}{${base.slice(i)}`;
        const r = checkPbn(text);
        const all = [...r.games.flatMap((g) => g.diagnostics), ...r.stray];
        expect(all).toContainEqual(
          expect.objectContaining({
            code: "comment-unterminated",
            line: lineCount(base.slice(0, i)),
            column: 1,
          }),
        );
      }),
      runs(60),
    );
  });

  it("10 MB inputs: many games, one long line, a long comment, a long string", { timeout: 120_000 }, () => {
    const game = pbnTexts[0]!.split("% ==================== game 2")[0]!;
    const many = game.repeat(Math.ceil((10 * 1024 * 1024) / game.length));
    const r = parsePbn(many);
    expect(r.fatal).toBeNull();
    expect(r.games.length).toBeGreaterThan(5000);
    expect(r.games.at(-1)!.log!.events.length).toBe(r.games[0]!.log!.events.length);
    // the last of the 5,000 and more games replays whole, to the end of the board (-300, as the first)
    const last = replay(r.games.at(-1)!.log!);
    expect(last.ok && [last.value.phase, last.value.score]).toEqual(["done", -300]);
    const ten = 10 * 1024 * 1024;
    const line = checkPbn("x".repeat(ten));
    expect(line.stray).toContainEqual(
      expect.objectContaining({ code: "token-outside-section", line: 1, column: 1 }),
    );
    const comment = checkPbn(`[Event "e"]\n{${"c".repeat(ten)}`);
    expect(comment.games[0]!.diagnostics.map((d) => d.code)).toEqual([
      "line-too-long",
      "comment-too-long",
      "comment-unterminated",
    ]);
    const string = checkPbn(`[Event "${"s".repeat(ten)}"]\n`);
    expect(string.games[0]!.diagnostics.map((d) => d.code)).toContain("string-too-long");
  });

  it("binary junk: refused as not text, with the line and column", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 200, maxLength: 4000 }), (bytes) => {
        const text = new TextDecoder("latin1").decode(bytes);
        const r = checkPbn(text);
        const controls = [...text].filter(
          (c) => c.charCodeAt(0) < 9 || (c.charCodeAt(0) > 13 && c.charCodeAt(0) < 32),
        ).length;
        if (controls > 64) expect(r.fatal?.code).toBe("not-text");
      }),
      runs(100),
    );
  });
});

describe("LIN reader under fuzzing", () => {
  it("arbitrary and binary strings", () => {
    fc.assert(
      fc.property(anyText, (t) => void checkLin(t)),
      runs(600),
    );
  });

  it("the vugraph file, edited", () => {
    const before = { ...seen };
    fc.assert(
      fc.property(edited([linText]), (t) => void checkLin(t)),
      runs(150),
    );
    expect(seen.done).toBeGreaterThan(before.done);
  });

  it("random key|value| pairs", () => {
    const pair = fc
      .tuple(
        fc.constantFrom("md", "mb", "pc", "mc", "sv", "qx", "pn", "an", "ah", "rs", "vg", "zz", "m"),
        fc.string({ maxLength: 30 }),
      )
      .map(([k, v]) => `${k}|${v.replaceAll("|", "")}|`);
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 60 }), (ps) => void checkLin(ps.join(""))),
      runs(300),
    );
  });

  it("10 MB: the vugraph repeated, and one unterminated value", { timeout: 120_000 }, () => {
    const r = parseLin(linText.repeat(Math.ceil((10 * 1024 * 1024) / linText.length)));
    expect(r.fatal).toBeNull();
    expect(r.boards.length).toBeGreaterThan(7000);
    const last = replay(r.boards.at(-1)!.log!);
    expect(last.ok && last.value.phase).toBe("done");
    const open = checkLin(`nt|${"x".repeat(10 * 1024 * 1024)}`);
    expect(open.stray.map((d) => d.code)).toEqual(["string-too-long", "lin-value-unterminated"]);
  });

  it("binary junk: refused as not text, with the line and column", () => {
    const r = checkLin("md|1S\u0000|");
    expect(r.fatal).toMatchObject({ code: "not-text", line: 1, column: 6 });
  });
});
