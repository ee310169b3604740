/**
 * The entry to the quick paths (web/play/QuickPaths.tsx, loaded on first use so the first load stays small):
 * a button from the end of the auction on, and the penalty cards in force once any is on the table.
 */
import { useEffect, useState } from "preact/hooks";
import type { BridgeError, Edition, Lang, PublicState } from "../../src/engine.js";
import { tr } from "../i18n.js";
import { type EventJson, type LogJson, tryAppend } from "../model.js";

type Module = typeof import("./QuickPaths.js");

export interface QuickEntryProps {
  state: PublicState;
  log: LogJson;
  lang: Lang;
  edition: Edition;
  open: boolean;
  onOpen: (open: boolean) => void;
  /** Records a new log (all the path's events at once: one undo takes them back). */
  onLog: (log: LogJson) => void;
  onRefused: (e: BridgeError) => void;
}

/** From the end of the auction with a contract, while the board is not over. */
const available = (s: PublicState): boolean =>
  s.contract !== null && s.contract !== "passed-out" && s.declarer !== null && s.phase !== "done";

export const QuickEntry = (p: QuickEntryProps) => {
  const [mod, setMod] = useState<Module | null>(null);
  const pcs = (p.state.penaltyCards ?? []).length > 0;
  // A disputed claim's award panel stays with its ruling, also after a reload or an undo (quick paths closed).
  const disputed = p.state.claim?.status === "disputed";
  const wanted = p.open || pcs || disputed;
  useEffect(() => {
    if (wanted && mod === null) import("./QuickPaths.js").then(setMod, () => p.onOpen(false));
  }, [wanted, mod]);
  if (!available(p.state) && !pcs && !disputed && !p.open) return null;
  const append = (events: EventJson | EventJson[]): boolean => {
    let log = p.log;
    for (const e of Array.isArray(events) ? events : [events]) {
      const r = tryAppend(log, e);
      if (!r.ok) {
        p.onRefused(r.error);
        return false;
      }
      log = r.log;
    }
    p.onLog(log);
    return true;
  };
  return (
    <>
      {/* Closed: the award of a disputed claim and the penalty cards first, under the ruling. */}
      {mod && wanted && (
        <mod.QuickPaths
          state={p.state}
          log={p.log}
          lang={p.lang}
          edition={p.edition}
          append={append}
          commit={p.onLog}
          open={p.open}
          onClose={() => p.onOpen(false)}
        />
      )}
      {!p.open && available(p.state) && (
        <button type="button" class="option quick-open" onClick={() => p.onOpen(true)}>
          <span class="label">{tr(p.lang, "quick.open")}</span>
          <span class="hint">{tr(p.lang, "quick.open.hint")}</span>
        </button>
      )}
    </>
  );
};
