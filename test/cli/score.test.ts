import { describe, expect, it } from "vitest";
import { scoreCommand } from "../../src/cli/score.js";

const run = (...args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = scoreCommand(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out, err };
};

describe("score CONTRACT --tricks N", () => {
  it("prints declarer's score", () => {
    expect(run("4SX", "--tricks", "11", "--vul")).toEqual({ code: 0, out: ["990"], err: [] });
    expect(run("3NT", "--tricks", "9", "--vul")).toEqual({ code: 0, out: ["600"], err: [] });
    expect(run("4S", "--tricks", "11")).toEqual({ code: 0, out: ["450"], err: [] });
    expect(run("--vul", "--tricks", "6", "3NTX")).toEqual({ code: 0, out: ["-800"], err: [] });
    expect(run("7CX", "--tricks=0")).toEqual({ code: 0, out: ["-3500"], err: [] });
    expect(run("3n", "--tricks", "9")).toEqual({ code: 0, out: ["400"], err: [] });
  });

  it("prints JSON with --json, contract in canonical form", () => {
    const r = run("4SX", "--tricks", "11", "--vul", "--json");
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out).toEqual(['{"contract":"4SX","vulnerable":true,"tricks":11,"score":990}']);
    expect(run("3N", "--tricks", "9", "--json").out).toEqual([
      '{"contract":"3NT","vulnerable":false,"tricks":9,"score":400}',
    ]);
  });
});

describe("score --table", () => {
  it("prints a header and one line per contract/doubling/vulnerability with 14 scores", () => {
    const r = run("--table");
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out).toHaveLength(1 + 35 * 3 * 2);
    const header = r.out[0]!.trim().split(/\s+/);
    expect(header).toEqual(["contract", "vul", ...Array.from({ length: 14 }, (_, t) => String(t))]);
    expect(r.out[1]!.trim().split(/\s+/)).toEqual([
      "1C",
      "no",
      ...[
        "-350",
        "-300",
        "-250",
        "-200",
        "-150",
        "-100",
        "-50",
        "70",
        "90",
        "110",
        "130",
        "150",
        "170",
        "190",
      ],
    ]);
    const last = r.out.at(-1)!.trim().split(/\s+/);
    expect(last.slice(0, 2)).toEqual(["7NTXX", "yes"]);
    expect(last).toHaveLength(16);
    expect(last.at(-1)).toBe("2980");
    const fourSpadesDoubledVul = r.out
      .find((l) => /^4SX\s+yes\s/.test(l))!
      .trim()
      .split(/\s+/);
    expect(fourSpadesDoubledVul[2 + 10]).toBe("790");
    expect(fourSpadesDoubledVul[2 + 11]).toBe("990");
  });

  it("prints a JSON array with --json", () => {
    const r = run("--table", "--json");
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.out.join("\n")) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(2940);
    expect(rows[0]).toEqual({ contract: "1C", vulnerable: false, tricks: 0, score: -350 });
    expect(rows).toContainEqual({ contract: "4SX", vulnerable: true, tricks: 11, score: 990 });
  });
});

describe("score --help", () => {
  it("prints usage to out and exits 0", () => {
    for (const flag of ["--help", "-h"]) {
      const r = run(flag);
      expect(r.code).toBe(0);
      expect(r.err).toEqual([]);
      expect(r.out[0]).toMatch(/^Usage: bridge-td score CONTRACT --tricks N/);
    }
    expect(run("4Z", "--bogus", "-h").code).toBe(0);
  });
});

describe("score: invalid input exits 1 with one line", () => {
  const bad = (args: string[], message: RegExp) => {
    const r = run(...args);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([]);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(message);
    expect(r.err[0]).not.toMatch(/\n|at .*\.ts/);
  };

  it("rejects text that is not a contract", () => {
    expect(run("4Z", "--tricks", "10").err).toEqual([
      'bridge-td score: "4Z" is not a contract (write e.g. 4S, 3NTX, 1NTXX)',
    ]);
    bad(["4Z", "--tricks", "10"], /"4Z" is not a contract/);
    bad(["8S", "--tricks", "10"], /"8S" is not a contract: the level must be 1 to 7/);
    bad(["0NT", "--tricks", "10"], /level must be 1 to 7/);
  });

  it("rejects tricks that are not a whole number 0..13", () => {
    for (const t of ["14", "-1", "2.5", "ten", "1e1"]) {
      bad(["4S", "--tricks", t], new RegExp(`--tricks must be a whole number from 0 to 13, not "${t}"`));
    }
    bad(["4S", "--tricks=99"], /not "99"/);
    bad(["4S", "--tricks", "NaN"], /not "NaN"/);
  });
});

describe("score: usage errors exit 2 with one line and a hint", () => {
  const usage = (args: string[], message: RegExp) => {
    const r = run(...args);
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(message);
    expect(r.err[0]).toContain("--help");
  };

  it("unknown flag", () => usage(["4S", "--tricks", "10", "--bogus"], /unknown option "--bogus"/));
  it("missing --tricks", () => usage(["4S"], /missing --tricks/));
  it("--tricks without a value", () => {
    usage(["4S", "--tricks"], /--tricks needs a number/);
    usage(["4S", "--tricks", "--vul"], /--tricks needs a number/);
  });
  it("--tricks twice", () => usage(["4S", "--tricks", "10", "--tricks", "11"], /--tricks given twice/));
  it("missing contract", () => {
    usage([], /missing contract/);
    usage(["--tricks", "10"], /missing contract/);
  });
  it("extra arguments", () => usage(["4S", "5S", "--tricks", "10"], /unexpected extra argument "5S"/));
  it("--table with a contract, --tricks or --vul", () => {
    usage(["--table", "4S"], /--table takes no contract/);
    usage(["--table", "--tricks", "10"], /--table cannot be combined with --tricks/);
    usage(["--table", "--vul"], /--table cannot be combined with --vul/);
  });
});
