/** Undo on a long board: a tap's history entry is a count, not a copy, so storage stays small. */
import { describe, expect, it } from "vitest";
import { currentBoard, freshSession, loadSession, saveSession, undo, withLog } from "../../web/session.js";

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe("undo history", () => {
  it("keeps a tap as the length before it and a finding as a copy, and undoes both", () => {
    let s = freshSession();
    const base = currentBoard(s).log;
    const a = { by: "N", call: "1C" };
    const b = { by: "E", call: "1D" };
    s = withLog(s, { ...base, events: [a] });
    s = withLog(s, { ...base, events: [a, b] });
    s = withLog(s, { ...base, events: [a, { ...b, artificial: true }] });
    expect(currentBoard(s).undo).toEqual([0, 1, [a, b]]);
    s = undo(s);
    expect(currentBoard(s).log.events).toEqual([a, b]);
    s = undo(s);
    expect(currentBoard(s).log.events).toEqual([a]);
    s = undo(s);
    expect(currentBoard(s).log.events).toEqual([]);
  });

  it("stores 4,000 taps in a few hundred kilobytes and reads them back", () => {
    let s = freshSession();
    const base = currentBoard(s).log;
    const seats = ["N", "E", "S", "W"];
    let events = Array.from({ length: 3800 }, (_, i) => ({ by: seats[i % 4]!, call: "P" }));
    s = withLog(s, { ...base, events }, false);
    for (let i = 0; i < 200; i++) {
      events = [...events, { by: seats[i % 4]!, call: "P" }];
      s = withLog(s, { ...base, events });
    }
    const store = memory();
    expect(saveSession(store, s)).toBe(true);
    const text = store.getItem("bridge-td.session@1")!;
    expect(text.length).toBeLessThan(200_000);
    const back = loadSession(store);
    expect(back).toEqual(s);
    expect(currentBoard(undo(back)).log.events).toHaveLength(3999);
  });

  it("reads a session written with copies in its history (the earlier form)", () => {
    const store = memory();
    const s = freshSession();
    const a = { by: "N", call: "1C" };
    const old = {
      ...s,
      boards: s.boards.map((b) => ({ ...b, log: { ...b.log, events: [a] }, undo: [[]] })),
    };
    store.setItem("bridge-td.session@1", JSON.stringify(old));
    expect(currentBoard(undo(loadSession(store))).log.events).toEqual([]);
  });
});
