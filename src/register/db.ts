/**
 * The register's database: SQLite (better-sqlite3, WAL, one file under DATA_DIR) for a club, PostgreSQL
 * (`pg`) when DATABASE_URL is set, for a federation running several servers on one database. Both behind
 * one Kysely query layer; the versioned migrations run on open.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { migrations } from "./migrations/index.js";
import type { Database } from "./schema.js";

export type Dialect = "sqlite" | "postgres";

export interface RegisterDb {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data is: the SQLite file, or the PostgreSQL URL without its password. */
  where: string;
  close: () => Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent, SQLite in `dataDir`. */
  databaseUrl?: string;
  /** Folder of the SQLite file (default ./data). */
  dataDir?: string;
  /** Connections in the PostgreSQL pool (default 10). */
  poolSize?: number;
}

export const SQLITE_FILE = "register.sqlite";

/** The options from the environment: DATABASE_URL, DATA_DIR. */
export const dbOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): DbOptions => ({
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  dataDir: env.DATA_DIR || "data",
});

const hidePassword = (url: string): string => {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres";
  }
};

/** Statements kept prepared: the queries are few and fixed, and preparing one costs more than running it. */
const STATEMENTS = 256;

/**
 * The SQLite file with its statements prepared once (Kysely's driver prepares every query it runs). A
 * statement still busy (an iteration not finished) is never handed out twice: a fresh one is prepared.
 */
const cachingPrepare = (file: SQLite.Database) => {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare: (query: string) => {
      const hit = cache.get(query);
      if (hit && !hit.busy) return hit;
      const stmt = file.prepare(query);
      if (!hit) {
        if (cache.size >= STATEMENTS) cache.delete(cache.keys().next().value as string);
        cache.set(query, stmt);
      }
      return stmt;
    },
  };
};

/** Opens (creating when needed) and migrates the database. Throws when it cannot: the server cannot run. */
export const openDb = async (options: DbOptions = {}): Promise<RegisterDb> => {
  let db: Kysely<Database>;
  let dialect: Dialect;
  let where: string;
  if (options.databaseUrl) {
    dialect = "postgres";
    where = hidePassword(options.databaseUrl);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client losing its server must not bring the process down; the next query reports it.
    pool.on("error", () => {});
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    dialect = "sqlite";
    const dir = resolve(options.dataDir ?? "data");
    mkdirSync(dir, { recursive: true });
    where = join(dir, SQLITE_FILE);
    const file = new SQLite(where);
    // WAL: readers do not block the writer; synchronous FULL: a commit is on disk before it is acknowledged.
    file.pragma("journal_mode = WAL");
    file.pragma("synchronous = FULL");
    file.pragma("foreign_keys = ON");
    file.pragma("busy_timeout = 5000");
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingPrepare(file) }) });
  }
  try {
    await migrate(db, dialect);
  } catch (e) {
    await db.destroy();
    throw e;
  }
  return { db, dialect, where, close: () => db.destroy() };
};

export const migrate = async (db: Kysely<Database>, dialect: Dialect): Promise<void> => {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error");
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `migration ${failed.migrationName} failed: ${why}` : why);
  }
};

/** SQLite's own check of the file (`ok` when sound); PostgreSQL has no such check and answers `ok`. */
export const integrityCheck = async (r: RegisterDb): Promise<string> => {
  if (r.dialect !== "sqlite") return "ok";
  const rows = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(r.db);
  return rows.rows.map((x) => x.integrity_check).join("; ");
};
