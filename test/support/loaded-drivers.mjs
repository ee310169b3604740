// Preloaded into a `bridge-td` process by test/cli/startup.test.ts: at exit, writes to stderr the database
// drivers (CommonJS packages, so in require's cache once loaded) that the command loaded.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
process.on("exit", () => {
  const drivers = new Set();
  for (const k of Object.keys(require.cache)) {
    const m = /node_modules\/(better-sqlite3|pg)\//.exec(k);
    if (m) drivers.add(m[1]);
  }
  process.stderr.write(`drivers loaded: ${JSON.stringify([...drivers].sort())}\n`);
});
