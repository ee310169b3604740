/** The app's model of a board: grid placement, what an option does, findings, undo, storage. */
import { describe, expect, it } from "vitest";
import { replay } from "../../src/index.js";
import {
  callEvent,
  columns,
  grid,
  importLog,
  type LogJson,
  newLog,
  type OptionRuling,
  optionAction,
  pendingCall,
  run,
  tryAppend,
  tryFinding,
} from "../../web/model.js";
import {
  addBoard,
  currentBoard,
  freshSession,
  loadLang,
  loadSession,
  nextBoardNumber,
  removeBoard,
  SESSION_KEY,
  saveSession,
  undo,
  withLog,
} from "../../web/session.js";
import { tableLog } from "../support/logs.js";

const log = (events: Record<string, unknown>[], dealer: LogJson["dealer"] = "N"): LogJson =>
  tableLog(events, { dealer });

const text = (l: LogJson) => {
  const o = run(l, "en");
  const rows = grid(o.state!, o.placement, pendingCall(o.state!, l));
  return rows.map((r) =>
    r
      .map((c) =>
        [
          ...c.cancelled.map((x) => `~${x.call}~${x.law}`),
          c.pending ? `${c.pending.call}!` : "",
          c.call
            ? (c.call.implied ? `(${c.call.call})` : c.call.call) + (c.call.outOfRotation ? "*" : "")
            : "",
          c.next ? "?" : "",
        ].join(""),
      )
      .join("|"),
  );
};

describe("board set-up", () => {
  it("follows the board cycle", () => {
    expect(newLog(7)).toMatchObject({
      board: 7,
      dealer: "S",
      vulnerability: "All",
      edition: "2017",
      events: [],
    });
    expect(columns("S")).toEqual(["S", "W", "N", "E"]);
  });

  it("imports a log and writes out the dealer and vulnerability of its board", () => {
    const r = importLog({
      format: "table-log@1",
      edition: "1987",
      board: 2,
      events: [{ by: "E", call: "1C" }],
    });
    expect(r).toEqual({
      ok: true,
      log: {
        format: "table-log@1",
        edition: "1987",
        board: 2,
        dealer: "E",
        vulnerability: "NS",
        events: [{ by: "E", call: "1C" }],
      },
    });
    const bad = importLog({
      format: "table-log@1",
      edition: "1999",
      dealer: "N",
      vulnerability: "None",
      events: [],
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatchObject({ code: "edition-unknown", key: "edition" });
  });
});

describe("auction grid", () => {
  it("puts calls in their seats' columns from the dealer and marks the next call", () => {
    expect(
      text(
        log(
          [
            { by: "S", call: "1H" },
            { by: "W", call: "P" },
            { by: "N", call: "2H" },
          ],
          "S",
        ),
      ),
    ).toEqual(["1H|P|2H|?"]);
  });

  it("shows the irregular call awaiting the ruling, then the cancelled call above its replacement", () => {
    const events = [
      { by: "N", call: "1H" },
      { by: "E", call: "1D" },
    ];
    expect(text(log(events))).toEqual(["1H|1D!||"]);
    events.push({ by: "S", accept: false } as never, { by: "E", call: "2D" });
    expect(text(log(events))).toEqual(["1H|~1D~27B1(a)2D|?|"]);
  });

  it("leaves the skipped seats of an accepted call out of rotation empty", () => {
    expect(
      text(
        log([
          { by: "S", call: "1H" },
          { by: "W", accept: true },
        ]),
      ),
    ).toEqual(["||1H*|?"]);
  });

  it("shows a compulsory pass entered by the Laws in brackets", () => {
    const l = log([
      { by: "N", call: "1H" },
      { by: "E", call: "1D" },
      { by: "S", accept: false },
      { by: "E", call: "2NT", comparable: false },
      { by: "S", call: "P" },
      { by: "N", call: "3H" },
    ]);
    const o = run(l, "en");
    expect(o.error).toBeNull();
    expect(text(l)).toEqual(["1H|~1D~27B22NT|P|(P)", "3H|?||"]);
  });
});

describe("ruling options and questions", () => {
  const ib = log([
    { by: "N", call: "1H" },
    { by: "E", call: "1D" },
  ]);

  it("turns accept and refuse into the option holder's accept event", () => {
    const r = run(ib, "en").state!.ruling as OptionRuling;
    expect(r.chooser).toBe("S");
    const [accept, refuse] = r.options;
    expect(optionAction(r, accept!)).toEqual({ kind: "event", event: { by: "S", accept: true } });
    expect(optionAction(r, refuse!)).toEqual({ kind: "event", event: { by: "S", accept: false } });
  });

  it("makes an option that names a call into that call by the chooser, and sends the others to the box", () => {
    const next = tryAppend(ib, { by: "S", accept: false });
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    const r = run(next.log, "en").state!.ruling as OptionRuling;
    expect(r.chooser).toBe("E");
    const lowest = r.options.find((o) => o.call !== undefined)!;
    expect(optionAction(r, lowest)).toEqual({ kind: "event", event: { by: "E", call: lowest.call } });
    const other = r.options.find((o) => o.call === undefined)!;
    expect(optionAction(r, other)).toEqual({ kind: "box", seat: "E" });
  });

  it("answers a question by setting the finding on the event it is about", () => {
    const l = log([
      { by: "N", call: "1H" },
      { by: "E", call: "1D" },
      { by: "S", accept: false },
      { by: "E", call: "2NT" },
    ]);
    const s = run(l, "en").state!;
    expect(s.ruling).toMatchObject({ question: "comparable", about: 3 });
    const r = tryFinding(l, 3, "comparable", true);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.log.events[3]).toEqual({ by: "E", call: "2NT", comparable: true });
      expect(run(r.log, "en").state!.phase).toBe("auction");
    }
  });

  it("refuses an event the engine refuses, with the engine's error, and keeps the log", () => {
    const r = tryAppend(ib, { by: "N", accept: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.event).toBe(2);
  });

  it("writes the bidding box's flags on the call", () => {
    expect(callEvent("E", "2D", { change: true, simultaneous: true })).toEqual({ by: "E", change: "2D" });
    expect(callEvent("E", "2D", { simultaneous: true, artificial: true })).toEqual({
      by: "E",
      call: "2D",
      simultaneous: true,
      artificial: true,
    });
  });

  it("gives the last good state with the error of a log the engine stops on", () => {
    const l = log([
      { by: "N", call: "1H" },
      { by: "S", lead: "SK" },
    ]);
    const o = run(l, "en");
    expect(o.error).toMatchObject({ event: 1 });
    expect(o.state?.auction).toEqual([{ by: "N", call: "1H" }]);
    expect(replay(l).ok).toBe(false);
  });
});

describe("session storage", () => {
  const memory = () => {
    const m = new Map<string, string>();
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      m,
    };
  };

  it("starts with board 1 and reads back what it wrote", () => {
    const store = memory();
    const s = loadSession(store);
    expect(currentBoard(s).log.board).toBe(1);
    const s2 = withLog(s, { ...currentBoard(s).log, events: [{ by: "N", call: "1C" }] });
    expect(saveSession(store, s2)).toBe(true);
    expect(loadSession(store)).toEqual(s2);
  });

  it("undoes the last change, a finding included, then drops events", () => {
    let s = freshSession();
    const base = currentBoard(s).log;
    s = withLog(s, { ...base, events: [{ by: "N", call: "1C" }] });
    s = withLog(s, { ...base, events: [{ by: "N", call: "1C", artificial: true }] });
    s = undo(s);
    expect(currentBoard(s).log.events).toEqual([{ by: "N", call: "1C" }]);
    s = { ...s, boards: s.boards.map((b) => ({ ...b, undo: [] })) };
    s = undo(s);
    expect(currentBoard(s).log.events).toEqual([]);
  });

  it("adds, numbers and removes boards", () => {
    let s = freshSession();
    s = addBoard(s, newLog(nextBoardNumber(s)));
    expect(currentBoard(s).log.board).toBe(2);
    s = removeBoard(s, s.current);
    expect(currentBoard(s).log.board).toBe(1);
  });

  it("keeps an unreadable session aside and starts afresh", () => {
    const store = memory();
    store.setItem(SESSION_KEY, "{not json");
    expect(currentBoard(loadSession(store)).log.board).toBe(1);
    expect(store.m.get(`${SESSION_KEY}.unreadable`)).toBe("{not json");
  });

  it("picks the language from the saved choice, else from the browser", () => {
    expect(loadLang(memory(), ["ru-RU", "en"])).toBe("ru");
    expect(loadLang(memory(), ["de"])).toBe("en");
    const store = memory();
    store.setItem("bridge-td.lang", "en");
    expect(loadLang(store, ["ru"])).toBe("en");
  });
});

describe("callEvent: the findings the bidding box records", () => {
  it("a change marked as a mechanical slip carries unintended (Law 25A)", () => {
    expect(callEvent("N", "1S", { change: true, unintended: true })).toEqual({
      by: "N",
      change: "1S",
      unintended: true,
    });
  });
  it("unintended only goes with a change", () => {
    expect(callEvent("N", "1S", { unintended: true })).toEqual({ by: "N", call: "1S" });
  });
  it("an artificial call carries the suits the director found it to show", () => {
    expect(callEvent("E", "2NT", { artificial: true, suits: ["C", "D"] })).toEqual({
      by: "E",
      call: "2NT",
      artificial: true,
      suits: ["C", "D"],
    });
  });
});
