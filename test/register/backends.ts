/** The two databases every register test runs against: SQLite in a temp folder, and a PostgreSQL 15 of the tests' own. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DbOptions } from "../../src/register/db.js";
import { type Postgres, postgresAbsent, startPostgres } from "./postgres.js";

export interface Backend {
  name: "sqlite" | "postgres";
  /** Options for a fresh, empty database. */
  fresh: () => Promise<DbOptions>;
  stop: () => Promise<void>;
}

export const BACKENDS = ["sqlite", "postgres"] as const;
export const PG_SKIP = postgresAbsent();
if (PG_SKIP) console.warn(PG_SKIP);

export const backend = async (name: Backend["name"]): Promise<Backend> => {
  if (name === "sqlite") {
    const dirs: string[] = [];
    return {
      name,
      fresh: async () => {
        const d = mkdtempSync(join(tmpdir(), "bridge-td-register-"));
        dirs.push(d);
        return { dataDir: d };
      },
      stop: async () => {
        for (const d of dirs) rmSync(d, { recursive: true, force: true });
      },
    };
  }
  const pg: Postgres = await startPostgres();
  return {
    name,
    fresh: async () => ({ databaseUrl: await pg.createDatabase() }),
    stop: () => pg.stop(),
  };
};
