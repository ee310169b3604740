/** The session's writer: a change is written later (after the paint in the app), the last one wins, flush now. */
import { describe, expect, it } from "vitest";
import {
  currentBoard,
  freshSession,
  loadSession,
  type Session,
  sessionWriter,
  withLog,
} from "../../web/session.js";

const memory = () => {
  const m = new Map<string, string>();
  let writes = 0;
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => {
      writes++;
      m.set(k, v);
    },
    writes: () => writes,
  };
};

/** A `later` that keeps the writes it is given until the test runs them. */
const queue = () => {
  const q: (() => void)[] = [];
  return {
    later: (f: () => void) => void q.push(f),
    run: () => {
      for (const f of q.splice(0)) f();
    },
    q,
  };
};

const tapped = (s: Session, n: number): Session => {
  const log = currentBoard(s).log;
  let out = s;
  for (let i = 0; i < n; i++)
    out = withLog(out, { ...log, events: [...currentBoard(out).log.events, { by: "N", call: "P" }] });
  return out;
};

describe("session writer", () => {
  it("writes nothing on the tap, then the latest session once, when `later` runs", () => {
    const store = memory();
    const l = queue();
    const w = sessionWriter(store, l.later, () => {});
    const s0 = freshSession();
    const s1 = tapped(s0, 1);
    const s2 = tapped(s1, 1);
    w.save(s1);
    w.save(s2);
    expect(store.writes()).toBe(0);
    expect(l.q).toHaveLength(1); // one write scheduled for both taps
    l.run();
    expect(store.writes()).toBe(1);
    expect(loadSession(store)).toEqual(s2);
    l.run();
    expect(store.writes()).toBe(1);
  });

  it("flush writes a pending session at once (the page hidden or closed) and nothing twice", () => {
    const store = memory();
    const l = queue();
    const w = sessionWriter(store, l.later, () => {});
    const s = tapped(freshSession(), 3);
    w.save(s);
    expect(w.flush()).toBe(true);
    expect(loadSession(store)).toEqual(s);
    l.run(); // the write scheduled before the flush finds nothing left
    expect(w.flush()).toBe(true);
    expect(store.writes()).toBe(1);
    // A change after the flush is scheduled again.
    const t = tapped(s, 1);
    w.save(t);
    expect(l.q).toHaveLength(1);
    l.run();
    expect(loadSession(store)).toEqual(t);
  });

  it("says when the browser refuses the write", () => {
    const l = queue();
    let refused = 0;
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    const w = sessionWriter(full, l.later, () => refused++);
    w.save(tapped(freshSession(), 1));
    l.run();
    expect(refused).toBe(1);
    w.save(tapped(freshSession(), 1));
    expect(w.flush()).toBe(false);
    expect(refused).toBe(2);
  });
});
