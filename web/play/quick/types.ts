/** What the quick paths (web/play/quick/) are handed, and the paths themselves. */
import type { Edition, Lang, PublicState } from "../../../src/engine.js";
import type { EventJson, LogJson } from "../../model.js";

export interface QuickPathsProps {
  state: PublicState;
  log: LogJson;
  lang: Lang;
  edition: Edition;
  /** Records events in order if the engine takes them all (none otherwise); false when refused. */
  append: (events: EventJson | EventJson[]) => boolean;
  /** Records a changed log (a card exposed in the auction goes before its last call; an answer). */
  commit: (log: LogJson) => void;
  /** The paths are open (otherwise only the penalty cards in force are shown). */
  open: boolean;
  onClose: () => void;
}

export type Path = "lead" | "expose" | "revoke" | "claim" | "premature" | "simultaneous" | "defective";

/** A path's facts form: it records the facts' events, or a changed log (a card exposed in the auction). */
export type FactsProps = QuickPathsProps & {
  path: Path;
  record: (events: EventJson[]) => void;
  recordLog: (log: LogJson | null) => void;
};
