/**
 * The app loads each language's words and the 1987 code when it needs them (web/parts.ts); under Node its
 * modules are tested with all of them loaded, as the app has them once a director has used both.
 */
import "../../src/index.js";
import { loadParts } from "../../web/parts.js";

await loadParts("en", ["2017", "1987"]);
await loadParts("ru", ["2017", "1987"]);
