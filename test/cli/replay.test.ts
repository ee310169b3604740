import { describe, expect, it } from "vitest";
import type { Io } from "../../src/cli/io.js";
import { run } from "../../src/cli/main.js";

const files: Record<string, string> = {
  "ib.json": JSON.stringify({
    format: "table-log@1",
    edition: "2017",
    dealer: "N",
    vulnerability: "None",
    events: [
      { by: "N", call: "1H" },
      { by: "E", call: "1D" },
    ],
  }),
  "legal.json": JSON.stringify({
    format: "table-log@1",
    edition: "2017",
    board: 1,
    events: [
      { by: "N", call: "1S" },
      { by: "E", call: "P" },
      { by: "S", call: "4S" },
      { by: "W", call: "X" },
      { by: "N", call: "P" },
      { by: "E", call: "P" },
      { by: "S", call: "P" },
    ],
  }),
  "bad-key.json": JSON.stringify({
    format: "table-log@1",
    edition: "2017",
    board: 1,
    events: [{ by: "N", call: "1S", comparible: true }],
  }),
  "bad-json.json": "{ not json",
};

const io = (stdin = "") => {
  const out: string[] = [];
  const err: string[] = [];
  const x: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readFile: (p) => {
      const f = files[p];
      if (f === undefined) throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
      return f;
    },
    readStdin: () => stdin,
  };
  return { x, out, err };
};

describe("bridge-td replay", () => {
  it("shows the auction grid from the dealer, the contract and the declarer", () => {
    const { x, out, err } = io();
    expect(run(["replay", "legal.json"], x)).toBe(0);
    expect(err).toEqual([]);
    const text = out.join("\n");
    expect(text).toContain("N       E       S       W");
    expect(text).toContain("1♠      P       4♠      X");
    expect(text).toContain("Contract: 4♠X by North");
  });
  it("--json prints the state object and nothing else", () => {
    const { x, out } = io();
    expect(run(["replay", "legal.json", "--json"], x)).toBe(0);
    const s = JSON.parse(out.join("\n"));
    expect(s).toMatchObject({ phase: "lead", contract: "4SX", declarer: "N", turn: "E", ruling: null });
    expect(s.pending).toBeUndefined();
  });
  it("names the irregularity and the law, in Russian with --lang ru", () => {
    const { x, out } = io();
    expect(run(["replay", "ib.json", "--lang", "ru"], x)).toBe(0);
    const text = out.join("\n");
    expect(text).toContain("недостаточное назначение");
    expect(text).toContain("27A1");
  });
  it("reads standard input with -", () => {
    const { x, out } = io(files["legal.json"]);
    expect(run(["replay", "-", "--json"], x)).toBe(0);
    expect(JSON.parse(out.join("\n")).contract).toBe("4SX");
  });
  it("exits 1 with one line naming the event and key for an unknown key", () => {
    const { x, out, err } = io();
    expect(run(["replay", "bad-key.json"], x)).toBe(1);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toContain("event 0");
    expect(err[0]).toContain('"comparible"');
  });
  it("exits 1 on invalid JSON and on a missing file", () => {
    const a = io();
    expect(run(["replay", "bad-json.json"], a.x)).toBe(1);
    expect(a.err[0]).toMatch(/not valid JSON/);
    const b = io();
    expect(run(["replay", "nope.json"], b.x)).toBe(1);
    expect(b.err[0]).toContain("ENOENT");
  });
  it("exits 2 on usage errors", () => {
    expect(run(["replay"], io().x)).toBe(2);
    expect(run(["replay", "a", "b"], io().x)).toBe(2);
    expect(run(["replay", "legal.json", "--lang", "fr"], io().x)).toBe(2);
    expect(run(["replay", "legal.json", "--frobnicate"], io().x)).toBe(2);
    expect(run(["frobnicate"], io().x)).toBe(2);
  });
  it("--help exits 0", () => {
    const { x, out } = io();
    expect(run(["replay", "--help"], x)).toBe(0);
    expect(out[0]).toMatch(/Usage: bridge-td replay/);
    expect(run(["--help"], io().x)).toBe(0);
  });
});
