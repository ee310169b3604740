/**
 * Issue 9: the command must not echo raw control characters from its input to the terminal (an ESC in a
 * table log's key or value, a file name or an option would otherwise recolour the terminal, set its title,
 * or hide the rest of the line).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Io } from "../../src/cli/io.js";
import { run } from "../../src/cli/main.js";
import { printable } from "../../src/cli/printable.js";

const ESC = "\u001b";
const CSI = "\u009b"; // the one-byte control sequence introducer of C1
const BEL = "\u0007";
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const RAW = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const log = (extra: Record<string, unknown>, events: unknown[] = []) =>
  JSON.stringify({
    format: "table-log@1",
    edition: "2017",
    dealer: "N",
    vulnerability: "None",
    ...extra,
    events,
  });

const cli = (files: Record<string, string>, ...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readFile: (p) => {
      const f = files[p];
      if (f === undefined) throw Object.assign(new Error("no such file"), { code: "ENOENT" });
      return f;
    },
    readStdin: () => files["-"] ?? "",
  };
  return { code: run(argv, io), out, err };
};

describe("printable", () => {
  it("writes control characters as \\u escapes and leaves everything else", () => {
    expect(printable(`a${ESC}[31mb${CSI}c${BEL}\u0000\u007f`)).toBe(
      "a\\u001b[31mb\\u009bc\\u0007\\u0000\\u007f",
    );
    expect(printable("1♥ — БК, ё, 東, 🂡, \\n stays")).toBe("1♥ — БК, ё, 東, 🂡, \\n stays");
    expect(printable("x\u202ey\u2066z")).toBe("x\\u202ey\\u2066z");
    expect(printable("one\ntwo\tthree")).toBe("one\\u000atwo\\u0009three");
    expect(printable("one\ntwo\tthree", { keepLayout: true })).toBe("one\ntwo\tthree");
    expect(printable(`one\n${ESC}`, { keepLayout: true })).toBe("one\n\\u001b");
  });

  it("keeps JSON valid and equal in value", () => {
    const json = JSON.stringify({ k: `a${CSI}b\u2028c` });
    expect(JSON.parse(printable(json))).toEqual({ k: `a${CSI}b\u2028c` });
  });
});

describe("no raw control character reaches the terminal", () => {
  it("an ESC sequence in a log's key: exit 1, one line, the key escaped", () => {
    const r = cli({ "k.json": log({ [`${ESC}[31mevil${CSI}`]: 1 }) }, "replay", "k.json");
    expect(r.code).toBe(1);
    expect(r.out).toEqual([]);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).not.toMatch(RAW);
    expect(r.err[0]).toContain('"\\u001b[31mevil\\u009b"');
  });

  it("an ESC sequence in a value (a call that sets the window title)", () => {
    const r = cli({ "v.json": log({}, [{ by: "N", call: `1${ESC}]0;pwned${BEL}H` }]) }, "replay", "v.json");
    expect(r.code).toBe(1);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).not.toMatch(RAW);
    expect(r.err[0]).toMatch(/event 0, key "call"/);
    expect(r.err[0]).toContain("1\\u001b]0;pwned\\u0007H");
  });

  it("in Russian too, and in a key deep inside an event, and a newline cannot fake a second line", () => {
    const bad = log({}, [{ by: "N", call: "1H", [`x\n${ESC}[2J`]: true }]);
    for (const lang of ["en", "ru"]) {
      const r = cli({ "d.json": bad }, "replay", "d.json", "--lang", lang);
      expect(r.code).toBe(1);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]).not.toMatch(RAW);
      expect(r.err[0]).not.toContain("\n");
    }
  });

  it("in a file name, an unknown option, an unknown command, a contract, a number of tricks", () => {
    const cases = [
      cli({}, "replay", `no${ESC}[31m.json`),
      cli({}, "replay", "x.json", `--${ESC}[31m`),
      cli({}, "replay", "x.json", "--lang", `r${ESC}u`),
      cli({}, `${ESC}[31mreplay`),
      cli({}, "score", `4${ESC}[31mS`, "--tricks", "10"),
      cli({}, "score", "4S", "--tricks", `1${CSI}0`),
      cli({}, "score", "4S", `--${CSI}vul`),
    ];
    for (const r of cases) {
      expect(r.code).toBeGreaterThan(0);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]).not.toMatch(RAW);
      expect(r.err[0]).toMatch(/\\u(001b|009b)/);
    }
  });

  it("standard input of any bytes gives one clean line", () => {
    const r = cli({ "-": `${ESC}[31m{${CSI}` }, "replay", "-");
    expect(r.code).toBe(1);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).not.toMatch(RAW);
  });
});

describe("the bridge-td process", () => {
  it("writes no ESC byte to stderr for a log whose key and value hold escape sequences", () => {
    const dir = mkdtempSync(join(tmpdir(), "bridge-td-esc-"));
    try {
      const root = new URL("../../", import.meta.url).pathname;
      for (const text of [
        log({ [`${ESC}[31mevil${CSI}`]: 1 }),
        log({}, [{ by: "N", call: `1${ESC}]0;pwned${BEL}H` }]),
      ]) {
        const file = join(dir, "log.json");
        writeFileSync(file, text);
        const r = spawnSync(process.execPath, ["--import", "tsx", "src/cli/bin.ts", "replay", file], {
          cwd: root,
        });
        expect(r.status).toBe(1);
        expect(r.stdout.length).toBe(0);
        expect([...r.stderr].filter((b) => b < 0x20 && b !== 0x0a)).toEqual([]);
        expect([...r.stderr].filter((b) => b === 0x0a)).toHaveLength(1);
        expect(r.stderr.includes(Buffer.from([0xc2, 0x9b]))).toBe(false); // U+009B in UTF-8
        expect(r.stderr.toString("utf8")).toContain("\\u001b");
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
