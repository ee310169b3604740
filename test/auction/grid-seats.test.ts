/**
 * Issue 25 item 1: every face that prints an auction (the command line's `replay`, the register's ruling
 * page, the app) puts each call under the seat that made it, over every fixture and random logs of the
 * explorer, both codes, calls out of rotation included.
 */
import { describe, expect, it } from "vitest";
import { showState } from "../../src/cli/show.js";
import { replayUntilError } from "../../src/editions.js";
import { randomWalks } from "../../src/explore/random.js";
import { logJson } from "../../src/explore/report.js";
import { parseTableLog } from "../../src/formats/tableLog.js";
import { callText, type Edition, type Seat } from "../../src/index.js";
import type { TableState } from "../../src/model/state.js";
import { analyse } from "../../src/register/analyse.js";
import { rulingArticle } from "../../src/register/page.js";
import type { StoredRuling } from "../../src/register/repository.js";
import { grid, type LogJson, run } from "../../web/model.js";
import { loadFixtures } from "../support/fixtures.js";

type Printed = { by: string; call: string };

const stateOf = (log: unknown): TableState | null => {
  const p = parseTableLog(JSON.stringify(log));
  return p.ok ? replayUntilError(p.value).state : null;
};

/** The calls that stand, in order, as the faces print them in English. */
const expected = (s: TableState, bare = false): Printed[] =>
  s.auction.map((e) => {
    const text = /^\d/.test(e.call) || bare ? callText("en", e.call) : e.call;
    return { by: e.by, call: e.implied && !bare ? `(${text})` : text };
  });

/** The command line's grid read back: each cell's column gives its seat. */
const cliCalls = (s: TableState): Printed[] => {
  const lines = showState(s, "en");
  const at = lines.indexOf("Auction:");
  const head = lines[at + 1]!;
  const starts = [...head.matchAll(/[NESW]/g)].map((m) => ({ seat: m[0], at: m.index }));
  const out: Printed[] = [];
  for (const line of lines.slice(at + 2)) {
    if (!line.startsWith("  ")) break;
    starts.forEach((c, i) => {
      const cell = line.slice(c.at, starts[i + 1]?.at ?? line.length).trim();
      if (cell !== "" && cell !== "?") out.push({ by: c.seat, call: cell });
    });
  }
  return out;
};

const stored = (log: unknown): StoredRuling => ({
  id: "grid-seats",
  ownerId: 1,
  owner: "td",
  ownerDisabled: false,
  version: 1,
  director: "td",
  event: "Test",
  session: "",
  date: "2026-12-01",
  table: "",
  board: null,
  edition: "2017",
  laws: [],
  irregularities: [],
  published: true,
  createdAt: "",
  updatedAt: "",
  log,
  report: { event: "Test", date: "2026-12-01", facts: "", ruling: "" },
});

const SEAT_OF: Record<string, string> = { West: "W", North: "N", East: "E", South: "S" };

/** The register page's grid read back: the header names the columns' seats. */
const pageCalls = (log: unknown): Printed[] => {
  const html = rulingArticle(stored(log), "en");
  const table = /<table class="grid">(.*?)<\/table>/s.exec(html)![1]!;
  const seats = [...table.matchAll(/<th>(.*?)<\/th>/g)].map((m) => SEAT_OF[m[1]!]!);
  const out: Printed[] = [];
  for (const row of table.matchAll(/<tr>(.*?)<\/tr>/g)) {
    if (row[1]!.startsWith("<th>")) continue;
    [...row[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].forEach((c, i) => {
      if (c[1] !== "") out.push({ by: seats[i]!, call: c[1]! });
    });
  }
  return out;
};

/** The app's grid: each standing call's column, from the dealer. */
const appCalls = (log: unknown): Printed[] => {
  const o = run(log as LogJson, "en");
  if (o.state === null) return [];
  const cols: Seat[] = ["N", "E", "S", "W"];
  const from = cols.indexOf(o.state.dealer);
  return grid(o.state, o.placement).flatMap((r) =>
    r.flatMap((c, i) => (c.call ? [{ by: cols[(from + i) % 4]!, call: c.call.call }] : [])),
  );
};

const check = (log: unknown): number => {
  const s = stateOf(log);
  if (s === null) return 0;
  expect(cliCalls(s)).toEqual(expected(s));
  // The register keeps only logs that replay whole (a log stopping at an error is refused).
  if (analyse(log).ok) expect(pageCalls(log)).toEqual(expected(s, true));
  expect(appCalls(log)).toEqual(s.auction.map((e) => ({ by: e.by, call: e.call })));
  return s.auction.filter((e) => e.outOfRotation).length;
};

describe("every printed call is under the seat that made it", () => {
  it("East's accepted 1♥ out of rotation and West's 4♥ print under East and West", () => {
    const log = {
      format: "table-log@1",
      edition: "2017",
      dealer: "N",
      vulnerability: "None",
      events: [
        { by: "E", call: "1H" },
        { by: "S", accept: true },
        { by: "S", call: "P" },
        { by: "W", call: "4H" },
        { by: "N", call: "P" },
        { by: "E", call: "P" },
        { by: "S", call: "P" },
      ],
    };
    const s = stateOf(log)!;
    expect([s.contract, s.declarer]).toEqual(["4H", "E"]);
    expect(cliCalls(s).slice(0, 2)).toEqual([
      { by: "E", call: "1♥" },
      { by: "S", call: "P" },
    ]);
    check(log);
  });

  it("over every fixture", () => {
    let outOfRotation = 0;
    for (const f of loadFixtures("", "auction")) outOfRotation += check(f.log);
    expect(outOfRotation).toBeGreaterThan(0);
  });

  it.each(["2017", "1987"] as Edition[])("over random walks of the explorer (%s)", (edition) => {
    const logs: unknown[] = [];
    randomWalks({
      edition,
      runs: 60,
      length: 40,
      seed: 7,
      onWalk: (h, events) => logs.push(logJson(h, events)),
    });
    expect(logs.length).toBe(60);
    let outOfRotation = 0;
    for (const l of logs) outOfRotation += check(l);
    expect(outOfRotation).toBeGreaterThan(0);
  });
});
