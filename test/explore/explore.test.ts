/**
 * The table explorer inside the test suite: depth 2 for both editions with zero violations (the deeper run
 * is `npm run test:explore`), the explorer's own checks tried on hand-made bad states, every table-log
 * fixture put through the same checks, and the engine bugs the explorer found (test/explore/found/).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Seat } from "../../src/core/seat.js";
import { replayLog } from "../../src/editions.js";
import {
  auctionViolations,
  type Context,
  callEvent,
  checkLog,
  explore,
  type Header,
  logJson,
  type Violation,
} from "../../src/explore/index.js";
import { validateTableLog } from "../../src/formats/tableLog.js";
import { replay } from "../../src/index.js";
import { initialState } from "../../src/table/machine.js";
import type { AuctionEntry } from "../../src/table/state.js";
import { loadFixtures, mismatches } from "../support/fixtures.js";

const show = (h: Header, v: Violation) =>
  `${v.kind}: ${v.message.split("\n")[0]}\n  ${JSON.stringify(logJson(h, v.events))}`;

describe("explorer, depth 2", () => {
  for (const edition of ["2017", "1987"] as const)
    it(`${edition}: every sequence of two events, no violation`, () => {
      const r = explore({ edition, depth: 2, keepGoing: true });
      const h: Header = { edition, dealer: "N", vulnerability: "None" };
      expect(r.violations.map((v) => show(h, v))).toEqual([]);
      expect(r.nodes[0]).toBe(1);
      expect(r.nodes[1]).toBeGreaterThan(150);
      expect(r.nodes[2]).toBeGreaterThan(10_000);
      expect(r.walksEnded + r.walksUnimplemented).toBe(r.walks);
    }, 60_000);

  it("from a position: replacements of an insufficient bid, questions answered both ways", () => {
    const from = [
      callEvent("N", "1H"),
      callEvent("E", "1D"),
      { type: "accept", by: "S", accept: false } as const,
    ];
    for (const edition of ["2017", "1987"] as const) {
      const r = explore({ edition, depth: 1, from, keepGoing: true });
      const h: Header = { edition, dealer: "N", vulnerability: "None" };
      expect(r.violations.map((v) => show(h, v))).toEqual([]);
      expect(r.nodes[0]).toBe(1);
      expect(r.nodes[1], edition).toBeGreaterThan(30);
      // 2017 asks whether a replacement is comparable (23A); 1987 rules on the denomination alone.
      if (edition === "2017") expect(r.answered).toBeGreaterThan(0);
    }
  }, 60_000);

  it("the search can be split between workers without losing a state", () => {
    const whole = explore({ edition: "2017", depth: 2, dealer: "W" });
    const parts = [0, 1, 2].map((part) =>
      explore({ edition: "2017", depth: 2, dealer: "W", part, parts: 3 }),
    );
    for (const d of [0, 1, 2])
      expect(
        parts.reduce((n, p) => n + (p.nodes[d] ?? 0), 0),
        `depth ${d}`,
      ).toBe(whole.nodes[d]);
  }, 60_000);
});

describe("the explorer's checks catch what they claim to", () => {
  const ctx = (dealer: Seat = "N", accepted: string[] = []): Context => ({
    edition: "2017",
    dealer,
    events: [],
    acceptedInsufficient: accepted,
  });
  const kinds = (auction: AuctionEntry[], c = ctx()) => {
    const s = initialState({ edition: "2017", dealer: c.dealer, vulnerability: "None" });
    s.auction = auction;
    return auctionViolations(s, c).map((f) => f.kind);
  };
  it("a legal auction passes", () =>
    expect(
      kinds([
        { by: "N", call: "1H" },
        { by: "E", call: "X" },
        { by: "S", call: "XX" },
        { by: "W", call: "2C" },
      ]),
    ).toEqual([]));
  it("out of rotation", () =>
    expect(
      kinds([
        { by: "N", call: "1H" },
        { by: "S", call: "2H" },
      ]),
    ).toEqual(["auction-rotation"]));
  it("an accepted call out of rotation restarts the rotation", () =>
    expect(
      kinds([
        { by: "S", call: "1H", outOfRotation: true },
        { by: "W", call: "P" },
      ]),
    ).toEqual([]));
  it("insufficient, unless accepted under 27A1 or called over by LHO", () => {
    const a: AuctionEntry[] = [
      { by: "N", call: "1H" },
      { by: "E", call: "1D" },
    ];
    expect(kinds(a)).toEqual(["auction-insufficient"]);
    expect(kinds(a, ctx("N", ["E:1D"]))).toEqual([]);
    expect(kinds([...a, { by: "S", call: "P" }])).toEqual([]);
  });
  it("inadmissible doubles and redoubles, bids above seven", () => {
    expect(kinds([{ by: "N", call: "X" }])).toEqual(["auction-inadmissible"]);
    expect(
      kinds([
        { by: "N", call: "1C" },
        { by: "E", call: "P" },
        { by: "S", call: "X" },
      ]),
    ).toEqual(["auction-inadmissible"]);
    expect(kinds([{ by: "N", call: "8C" }])).toEqual(["auction-above-seven"]);
  });
  it("calls after the end", () =>
    expect(kinds(["N", "E", "S", "W", "N"].map((by) => ({ by: by as Seat, call: "P" })))).toEqual([
      "auction-after-end",
    ]));
});

describe("every table-log fixture passes the explorer's checks", () => {
  /** Fixtures whose log ends in a state where an open bug of test/explore/found/ shows (the file names it). */
  const KNOWN: Record<string, string> = {};
  for (const f of loadFixtures("", "auction")) {
    if (f.expectError) continue;
    const v = validateTableLog(f.log);
    if (!v.ok) continue;
    const h: Header = {
      edition: v.value.edition,
      dealer: v.value.dealer,
      vulnerability: v.value.vulnerability,
    };
    if (v.value.deal !== undefined) h.deal = v.value.deal;
    const run = () => {
      const found = checkLog(h, v.value.events);
      expect(found && show(h, found)).toBeNull();
    };
    const known = KNOWN[f.file];
    if (known) it.fails(`${f.file} [open: found/${known}]`, run);
    else it(f.file, run);
  }
});

describe("engine bugs found by the explorer (test/explore/found/)", () => {
  const dir = new URL("./found/", import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  it("each has a log, a basis and a status", () => {
    for (const f of files) {
      const x = JSON.parse(readFileSync(new URL(f, dir), "utf8"));
      expect(typeof x.basis, f).toBe("string");
      expect(["open", "fixed"], f).toContain(x.status);
      if (!x.expectError) expect(validateTableLog(x.log).ok, f).toBe(true);
    }
  });
  for (const f of files) {
    const x = JSON.parse(readFileSync(new URL(f, dir), "utf8")) as {
      name: string;
      status: "open" | "fixed";
      log: unknown;
      expect?: Record<string, unknown>;
      expectError?: { code?: string; key?: string; event?: number };
    };
    /** Fixed means: the log replays, passes every check of the explorer, and gives the expected state. */
    const run = () => {
      if (x.expectError) {
        // A reader bug: the log must be refused with this error, not throw.
        const r = replay(x.log);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error).toMatchObject(x.expectError);
        return;
      }
      const v = validateTableLog(x.log);
      if (!v.ok) throw new Error(JSON.stringify(v.error));
      const h: Header = {
        edition: v.value.edition,
        dealer: v.value.dealer,
        vulnerability: v.value.vulnerability,
        // The play walks' logs carry their deal: the checks need it (who holds what, 52B, revokes).
        ...(v.value.deal !== undefined ? { deal: v.value.deal } : {}),
      };
      const r = replayLog(v.value);
      if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
      const found = checkLog(h, v.value.events);
      expect(found && show(h, found)).toBeNull();
      if (x.expect) expect(mismatches(x.expect, r.value)).toEqual([]);
    };
    // An open bug is expected to fail; once the engine is fixed this test fails until the status says so.
    if (x.status === "open") it.fails(`[open] ${f}: ${x.name}`, run);
    else it(`[fixed] ${f}: ${x.name}`, run);
  }
});
