/** Shrinking a failing log: events are removed while the log still shows a violation of the same kind. */
import { checkLog } from "./invariants.js";
import type { Header, Violation } from "./report.js";

/** Greedily removes events while the log still shows a violation of the same kind. */
export const shrink = (h: Header, v: Violation): Violation => {
  let best = v;
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < best.events.length; i++) {
      const candidate = [...best.events.slice(0, i), ...best.events.slice(i + 1)];
      const r = checkLog(h, candidate);
      if (r !== null && r.kind === best.kind && r.events.length < best.events.length) {
        best = r;
        changed = true;
        break;
      }
    }
  }
  // The log as checked may stop before its end (a transition check): keep only what leads to the violation.
  const again = checkLog(h, best.events);
  return again !== null && again.kind === best.kind ? again : best;
};
