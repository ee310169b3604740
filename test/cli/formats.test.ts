/** `bridge-td import` and `bridge-td export`: files named by event and board, errors as FILE:line:column, exit codes. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeText, exportCommand, type FormatIo, importCommand } from "../../src/cli/formats.js";
import type { TableLogJson } from "../../src/formats/tricks.js";
import { replay } from "../../src/index.js";

const PEER = new URL("../peer/", import.meta.url).pathname;

const fakeIo = (files: Record<string, Uint8Array | string> = {}) => {
  const out: string[] = [];
  const err: string[] = [];
  const written: Record<string, string> = {};
  const io: FormatIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readBytes: (p) => {
      const f = files[p] ?? readFileSync(p);
      return typeof f === "string" ? new TextEncoder().encode(f) : f;
    },
    writeFile: (p, t) => {
      written[p] = t;
    },
    mkdir: () => {},
  };
  return { io, out, err, written };
};

describe("bridge-td import", () => {
  it("a vugraph LIN file: one log per board and room, and the teams session", () => {
    const f = fakeIo();
    expect(importCommand([`${PEER}lin-vugraph/usbf_sf_14502.lin`, "--out", "/x"], f.io)).toBe(0);
    const names = Object.keys(f.written).sort();
    expect(names).toHaveLength(31);
    expect(names[0]).toBe("/x/2010-usbf-sf-a-b46-closed.json");
    expect(names).toContain("/x/session.json");
    const log = JSON.parse(f.written["/x/2010-usbf-sf-a-b46-open.json"]!) as TableLogJson;
    // board 46 open, 4H by East, claimed for 10 tricks: the whole board replays to its score
    const end = replay(log);
    expect(end.ok && [end.value.phase, end.value.score]).toEqual(["done", 420]);
    expect(f.out).toEqual(["30 table logs written to /x", "session written to /x/session.json"]);
    expect(f.err).toEqual([]);
  });

  it("a Latin-1 PBN file with errors: FILE:line:column on stderr, exit 1, the good games still written", () => {
    const file = `${PEER}pbn-verifier/errors_10.pbn`;
    const f = fakeIo();
    expect(importCommand([file, "--out", "/y"], f.io)).toBe(1);
    expect(f.err).toContain(`${file}:11:1: error: tag Event has no value`);
    expect(Object.keys(f.written).length).toBeGreaterThan(10);
  });

  it("without --out: one JSON log a line on stdout; Russian messages with --lang ru", () => {
    const f = fakeIo();
    expect(importCommand([`${PEER}pbn-verifier/errors_21.pbn`, "--lang", "ru"], f.io)).toBe(1);
    expect(f.err[0]).toMatch(/errors_21\.pbn:7:1: ошибка: тег OptimumScore/);
    const g = fakeIo();
    expect(importCommand([`${PEER}pbn-verifier/correct_21.pbn`], g.io)).toBe(0);
    expect(g.out.map((l) => JSON.parse(l).format)).toEqual(["table-log@1", "table-log@1"]);
  });

  it("usage errors exit 2; an unreadable file exits 1", () => {
    expect(importCommand([], fakeIo().io)).toBe(2);
    expect(importCommand(["a.txt"], fakeIo().io)).toBe(2);
    expect(importCommand(["a.pbn", "--edition", "1997"], fakeIo().io)).toBe(2);
    const f = fakeIo();
    f.io.readBytes = () => {
      throw new Error("ENOENT");
    };
    expect(importCommand(["missing.pbn"], f.io)).toBe(1);
    expect(f.err).toEqual(["bridge-td import: cannot read missing.pbn"]);
  });

  it("binary junk is a one-line error with its line, never a crash", () => {
    const junk = new Uint8Array(5000).map((_, i) => (i * 7919) % 256);
    const f = fakeIo({ "junk.pbn": junk });
    expect(importCommand(["junk.pbn"], f.io)).toBe(1);
    expect(f.err.at(-1)).toMatch(/^junk\.pbn:\d+:\d+: error: /);
  });

  it("decodes UTF-8, and Latin-1 when the bytes are not UTF-8", () => {
    expect(decodeText(new TextEncoder().encode('[West "Иванов"]'))).toBe('[West "Иванов"]');
    expect(decodeText(new Uint8Array([0x4c, 0x69, 0xe8, 0x67, 0x65]))).toBe("Liège");
  });
});

describe("bridge-td export", () => {
  it("writes PBN on stdout and what is lost on stderr", () => {
    const f = fakeIo();
    expect(exportCommand(["examples/insufficient-bid.json", "--pbn"], f.io)).toBe(0);
    expect(f.out).toContain('[Auction "S"]');
    expect(f.out).toContain("1H +");
    expect(f.err[0]).toMatch(
      /^bridge-td export: examples\/insufficient-bid\.json: the log stops while an irregularity awaits a ruling/,
    );
  });

  it("an invalid log exits 1 naming the event and key; no --pbn is a usage error", () => {
    const f = fakeIo({
      "bad.json":
        '{"format":"table-log@1","edition":"2017","dealer":"N","vulnerability":"None","events":[{"by":"N","call":"9Z"}]}',
    });
    expect(exportCommand(["bad.json", "--pbn"], f.io)).toBe(1);
    expect(f.err[0]).toBe(
      'bridge-td export: bad.json: event 0, key "call": "9Z" is not a call (write P, X, XX or a bid such as 1C, 3NT)',
    );
    expect(exportCommand(["bad.json"], fakeIo().io)).toBe(2);
  });
});

describe("bridge-td export of a session", () => {
  it("a session@1 file becomes score tables", () => {
    const session = {
      format: "session@1",
      edition: "2017",
      scoring: "matchpoints",
      pairs: [],
      boards: [{ board: 1, results: [{ ns: "1", ew: "2", contract: "3NT", declarer: "S", tricks: 9 }] }],
    };
    const f = fakeIo({ "s.json": JSON.stringify(session) });
    expect(exportCommand(["s.json", "--pbn"], f.io)).toBe(0);
    expect(f.out).toContain("1 2 3NT S 9 400");
    expect(f.err).toEqual([]);
  });
});
