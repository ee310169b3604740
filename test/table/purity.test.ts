/**
 * The reducer writes only the state it makes: `step` never touches the state it is given (every state
 * handed to it here is deep-frozen, so any write to it throws), and a replay in place (linear time) gives
 * the same state as stepping through the events one at a time.
 */
import { describe, expect, it } from "vitest";
import { alphabet, deepFreeze, walkEvents } from "../../src/explore/alphabet.js";
import { prng } from "../../src/explore/index.js";
import { presentState, RULES, replayLog, type TableEvent, type TableState } from "../../src/index.js";
import { initialState, step } from "../../src/table/machine.js";

const EVENTS = alphabet({ simultaneous: true, artificial: true });

describe("step never writes the state it is given", () => {
  for (const edition of ["2017", "1987"] as const)
    it(`${edition}: 600 random walks on frozen states agree with the replay in place`, () => {
      const rules = RULES[edition];
      let accepted = 0;
      let refused = 0;
      for (let run = 0; run < 600; run++) {
        const next = prng(run + 1000);
        const header = { edition, dealer: "NESW"[run % 4] as "N", vulnerability: "None" as const };
        let s: TableState = deepFreeze(initialState(header));
        const log: TableEvent[] = [];
        for (let i = 0; i < 40 && s.phase !== "play"; i++) {
          const helpful = walkEvents(s);
          const e =
            next() < 0.5
              ? helpful[Math.floor(next() * helpful.length)]!
              : EVENTS[Math.floor(next() * EVENTS.length)]!;
          const r = step(s, e, log.length, rules); // throws if it writes the frozen input
          if (!r.ok) {
            refused++;
            continue;
          }
          accepted++;
          log.push(e);
          s = deepFreeze(r.value);
        }
        const whole = replayLog({ ...header, events: log });
        expect(whole.ok).toBe(true);
        if (whole.ok) expect(presentState(whole.value, "en")).toEqual(presentState(s, "en"));
      }
      // The walks did exercise the engine: both accepted and refused events.
      expect(accepted).toBeGreaterThan(5000);
      expect(refused).toBeGreaterThan(500);
    });
});
