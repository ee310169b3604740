import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ddCommand } from "../../src/cli/dd.js";
import { ddsLoadable } from "../../src/cli/ddsEngine.js";
import { run as main } from "../../src/cli/main.js";
import { readDdsFile } from "../dd/ddsFile.js";

const run = (...args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = ddCommand(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out, err };
};

// A two-card ending worked out by hand, east on lead in no trump, north declarer: north-south take both
// tricks when south wins the first spade with the queen and leads to north's ace; after south plays the
// four instead, only one (north must take the ace, then east's king wins); after north ducks with the
// two, still one (west's five wins the first trick, north's ace the last). DDS gives the same.
const ENDING = "N:A2... K3... Q4... J5...";
const FULL = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";

describe("bridge-td dd", () => {
  it("prints the table as JSON: tricks for each declarer in each strain", () => {
    const r = run("N:A... K... Q... J...", "--json");
    expect(r).toEqual({
      code: 0,
      out: [
        '{"table":{"N":{"C":1,"D":1,"H":1,"S":1,"NT":1},"E":{"C":0,"D":0,"H":0,"S":0,"NT":0},"S":{"C":1,"D":1,"H":1,"S":1,"NT":1},"W":{"C":0,"D":0,"H":0,"S":0,"NT":0}}}',
      ],
      err: [],
    });
  });

  it("prints a readable table", () => {
    const r = run("N:A... K... Q... J...");
    expect(r.code).toBe(0);
    expect(r.out[0]!.trim().split(/\s+/)).toEqual(["C", "D", "H", "S", "NT"]);
    expect(r.out[1]!.trim().split(/\s+/)).toEqual(["N", "1", "1", "1", "1", "1"]);
    expect(r.out[2]!.trim().split(/\s+/)).toEqual(["E", "0", "0", "0", "0", "0"]);
    // an ending is always ours: libdds takes full deals only
    expect(r.out[5]).toBe("engine: our solver (src/dd)");
    expect(run("N:A... K... Q... J...", "--engine", "dds").err).toEqual([
      "bridge-td dd: --engine dds: libdds takes full deals (13 cards a hand) only",
    ]);
    expect(run("N:A... K... Q... J...", "--engine", "ours").out[5]).toBe("engine: our solver (src/dd)");
  });

  it("prints the trace of a play with --trump --leader --play", () => {
    const r = run(ENDING, "--trump", "NT", "--leader", "E", "--play", "S3S4S5S2", "--json");
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out[0]!)).toEqual({ trace: [2, 2, 1, 1, 1] });
    expect(
      run(ENDING, "--trump", "NT", "--leader", "E", "--play", "S3S4S5S2", "--engine", "ours").out,
    ).toEqual(["trace: 2 2 1 1 1", "engine: our solver (src/dd)"]);
  });

  it("says which card of the play is not held", () => {
    const r = run(ENDING, "--trump", "S", "--leader", "E", "--play", "SA");
    expect(r.code).toBe(1);
    expect(r.err).toEqual(["bridge-td dd: card 1 of the play, SA, is not in E's hand"]);
  });

  it("names the fault of a bad deal in one line", () => {
    const twelve = FULL.replace("QJ6.", "QJ.");
    expect(run(twelve)).toEqual({
      code: 1,
      out: [],
      err: ["bridge-td dd: N holds 12 cards, the others 13: every hand must hold as many"],
    });
    const twice = FULL.replace("873.", "863.");
    expect(run(twice).err).toEqual(["bridge-td dd: S6 is dealt twice (to N and E)"]);
    expect(run(twice).code).toBe(1);
  });

  it("ends a search past its time limit with an error and exit code 1", () => {
    const r = run(FULL, "--time-limit", "0.05", "--engine", "ours");
    expect(r.code).toBe(1);
    expect(r.err).toEqual(["bridge-td dd: the search passed its time limit of 0.05 s (raise --time-limit)"]);
  });

  it("is a command of bridge-td, with a usage line", () => {
    const out: string[] = [];
    const io = { out: (s: string) => out.push(s), err: () => {}, readFile: () => "", readStdin: () => "" };
    expect(main(["dd", "N:A... K... Q... J...", "--json"], io)).toBe(0);
    expect(out[0]).toContain('"table"');
    out.length = 0;
    main(["--help"], io);
    expect(out.some((l) => l.includes("dd "))).toBe(true);
    expect(run("--bogus").code).toBe(2);
  });

  it("--engine: a word it does not know is a usage error; dds without libdds says what to install", () => {
    expect(run(FULL, "--engine", "fast")).toEqual({
      code: 2,
      out: [],
      err: ['bridge-td dd: --engine "fast": write auto, ours or dds (run "bridge-td dd --help" for usage)'],
    });
    const old = process.env.DDS_LIB;
    process.env.DDS_LIB = "/nonexistent/libdds.so";
    try {
      expect(run(FULL, "--engine", "dds")).toEqual({
        code: 1,
        out: [],
        err: ["bridge-td dd: --engine dds: libdds is not installed (apt-get install libdds0; npm i koffi)"],
      });
      // auto falls back to our solver (here told to give up at once: the words are what is tested)
      expect(run(FULL, "--time-limit", "0.01").err).toEqual([
        "bridge-td dd: the search passed its time limit of 0.01 s (raise --time-limit)",
      ]);
    } finally {
      if (old === undefined) delete process.env.DDS_LIB;
      else process.env.DDS_LIB = old;
    }
  });

  it.skipIf(!ddsLoadable())(
    "--engine dds gives what our solver gives: a full deal's table and a trace",
    () => {
      const viaDds = run(FULL, "--engine", "dds", "--json");
      expect(viaDds.err).toEqual([]);
      expect(JSON.parse(viaDds.out[0]!)).toEqual({
        table: {
          N: { C: 7, D: 5, H: 6, S: 5, NT: 6 },
          E: { C: 5, D: 7, H: 6, S: 8, NT: 6 },
          S: { C: 7, D: 5, H: 6, S: 5, NT: 6 },
          W: { C: 5, D: 7, H: 6, S: 8, NT: 6 },
        },
      });
      // list10.txt's first board: its TRACE line
      const b = readDdsFile(readFileSync("/work/shared/peer/dds/list10.txt", "utf8"))[0]!;
      const play = b.play.map((c) => `${c.suit}${c.rank}`).join("");
      const args = [b.pbn, "--trump", b.trump, "--leader", b.leader, "--play", play, "--engine", "dds"];
      expect(run(...args).out).toEqual([`trace: ${b.trace.join(" ")}`, "engine: libdds (DDS 2.9.0)"]);
      // the play is checked by our own code before libdds sees it
      expect(run(FULL, "--trump", "S", "--leader", "E", "--play", "SA", "--engine", "dds").err).toEqual([
        "bridge-td dd: card 1 of the play, SA, is not in E's hand",
      ]);
    },
  );
});
