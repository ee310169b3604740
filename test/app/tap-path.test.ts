/**
 * What a tap and an undo cost on a long board (web/model.ts): a tap is applied to the last state, an undo
 * takes the state kept for the events it goes back to; both give the state a replay of the log gives.
 */
import { describe, expect, it } from "vitest";
import { type EventJson, extendsEvents, type LogJson, run, tryAppend, tryFinding } from "../../web/model.js";
import { currentBoard, freshSession, undo, withLog } from "../../web/session.js";
import { calls, tableLog } from "../support/logs.js";

const seats = ["N", "E", "S", "W"] as const;
const passes = (n: number): EventJson[] => calls(Array(n).fill("P"));
const board = (events: EventJson[]): LogJson => tableLog(events);
/** The same log with copies of its events: nothing kept matches it, so it is replayed. */
const copied = (l: LogJson): LogJson => ({ ...l, events: l.events.map((e) => ({ ...e })) });

describe("the tap's path on a 4,000-event board", () => {
  it("knows an appended log extends the last one, and tells a changed event apart", () => {
    const a = passes(4000);
    const r = tryAppend(board(a), { by: "N", call: "P" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(extendsEvents(a, r.log.events)).toBe(true);
    // Not made by tryAppend: compared one by one.
    const b = [...a.slice(0, 10), { ...a[10]! }, ...a.slice(11), { by: "N", call: "P" }];
    expect(extendsEvents(a, b)).toBe(false);
    expect(extendsEvents(a, [...a, { by: "N", call: "P" }])).toBe(true);
    expect(extendsEvents(a, a)).toBe(false);
  });

  it("undoes taps to the kept state, which is the state a replay gives", () => {
    let s = freshSession();
    s = withLog(s, board(passes(4000)), false);
    const before = run(currentBoard(s).log, "en").state!;
    for (let i = 0; i < 3; i++) {
      const r = tryAppend(currentBoard(s).log, { by: seats[i % 4], call: "P" });
      if (!r.ok) throw new Error(r.error.code);
      s = withLog(s, r.log);
      run(r.log, "en");
    }
    expect(currentBoard(s).log.events).toHaveLength(4003);
    for (let i = 0; i < 3; i++) s = undo(s);
    const back = currentBoard(s).log;
    expect(back.events).toHaveLength(4000);
    const state = run(back, "en").state!;
    // The kept state: the engine's very arrays of that state, not a replay's new ones.
    expect(state.auction).toBe(before.auction);
    expect(state).toEqual(run(copied(back), "en").state);
    expect(state.ruling && "held" in state.ruling ? state.ruling.held?.length : 0).toBeGreaterThan(3990);
  });

  it("replays a finding written on an earlier event (nothing kept matches it)", () => {
    const l = board([
      { by: "N", call: "1C" },
      { by: "E", call: "1C" },
    ]);
    const first = run(l, "en").state!;
    const r = tryFinding(l, 1, "comparable", true);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const after = run(r.log, "en").state!;
    expect(after).toEqual(run(copied(r.log), "en").state);
    // A replay's state: new arrays, not those kept for the same number of events.
    expect(after.auction).not.toBe(first.auction);
  });
});
