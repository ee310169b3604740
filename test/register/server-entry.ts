/**
 * The server as its own process for the reliability tests (they kill it with SIGKILL): the app server with
 * the register's API on DATABASE_URL or DATA_DIR, on a free loopback port it prints as `listening PORT`.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dbOptionsFromEnv } from "../../src/register/db.js";
import { startServer } from "../../src/server/serve.js";

const root = mkdtempSync(join(tmpdir(), "bridge-td-entry-app-"));
const s = await startServer({ root, port: 0, register: { ...dbOptionsFromEnv(), poolSize: 20 } });
process.stdout.write(`listening ${s.port}\n`);
process.once("SIGTERM", () => void s.close().then(() => process.exit(0)));
