/**
 * The composition root: the two codes of laws the engine knows, by edition. The reducer (src/table/) is
 * handed an edition's rules; the law modules (src/laws/) never see the reducer. Both codes are registered
 * here statically (the app registers each code when it needs it: src/editions-core.ts).
 */
import { RULES, registerRules, replayLog, replayUntilError } from "./editions-core.js";
import { rules1987 } from "./laws/1987/index.js";
import { rules2017 } from "./laws/2017/index.js";

registerRules("2017", rules2017);
registerRules("1987", rules1987);

export { RULES, replayLog, replayUntilError };
