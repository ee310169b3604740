/**
 * The Node entry's editions: both codes of laws the engine knows, each composed whole by the root
 * (src/laws/compose.ts, through src/laws/<code>/index.ts) and registered here, explicitly. The reducer
 * (src/table/) is handed an edition's rules; the law modules (src/laws/) never see the reducer. The app
 * composes each code from the parts it has loaded instead (web/engine/adapter.ts).
 */
import {
  paragraph,
  paragraphs,
  RULES,
  registerEdition,
  replayLog,
  replayUntilError,
} from "./editions-core.js";
import { edition1987 } from "./laws/1987/index.js";
import { edition2017 } from "./laws/2017/index.js";

/** The two codes as values, in the order the engine lists them. */
export const EDITIONS = [edition2017, edition1987] as const;
for (const e of EDITIONS) registerEdition(e);

export { paragraph, paragraphs, RULES, replayLog, replayUntilError };
