/** Writes the conformance kit (`npm run conformance:kit`): conformance/kit.json and conformance/cases/. */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildKit, KIT_DIR } from "./conformance-lib.js";

const files = buildKit();
rmSync(join(KIT_DIR, "cases"), { recursive: true, force: true });
let bytes = 0;
for (const [file, text] of files) {
  const path = join(KIT_DIR, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  bytes += Buffer.byteLength(text);
}
console.log(`wrote ${files.size - 1} cases and kit.json to ${KIT_DIR} (${(bytes / 1e6).toFixed(2)} MB)`);
