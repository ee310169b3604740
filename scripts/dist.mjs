/**
 * The two ends of `npm run build` around `tsc`:
 *
 *   node scripts/dist.mjs clean   empties dist/ of everything an earlier build left (renamed or deleted
 *                                 modules would otherwise linger and be packed), except dist/app/, the
 *                                 app's Vite output (`npm run build:app` rebuilds it from scratch itself;
 *                                 the package never ships it, see `files` in package.json)
 *   node scripts/dist.mjs bin     makes the command (package.json `bin`) executable, as `npx bridge-td`
 *                                 in a checkout runs it directly (tsc writes new files without the x bit)
 */
import { chmodSync, readdirSync, readFileSync, rmSync } from "node:fs";

const root = new URL("../", import.meta.url);
const dist = new URL("dist/", root);

const clean = () => {
  let entries = [];
  try {
    entries = readdirSync(dist);
  } catch {
    return; // no dist/ yet: nothing to clean
  }
  for (const name of entries)
    if (name !== "app") rmSync(new URL(name, dist), { recursive: true, force: true });
};

const bin = () => {
  const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
  for (const file of Object.values(pkg.bin ?? {})) chmodSync(new URL(file, root), 0o755);
};

const task = { clean, bin }[process.argv[2] ?? ""];
if (!task) {
  console.error("usage: node scripts/dist.mjs clean|bin");
  process.exit(2);
}
task();
