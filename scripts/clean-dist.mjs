/**
 * Run before `tsc` by `npm run build`: empties dist/ of everything an earlier build left (renamed or
 * deleted modules would otherwise linger and be packed), except dist/app/, the app's Vite output
 * (`npm run build:app` rebuilds it from scratch itself; the package never ships it, see `files`).
 */
import { readdirSync, rmSync } from "node:fs";

const dist = new URL("../dist/", import.meta.url);
let entries = [];
try {
  entries = readdirSync(dist);
} catch {
  // no dist/ yet: nothing to clean
}
for (const name of entries) if (name !== "app") rmSync(new URL(name, dist), { recursive: true, force: true });
