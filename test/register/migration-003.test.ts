/**
 * Migration 003 on a register that already holds accounts and rulings, on both databases: the users table
 * keeps every row and id (SQLite rebuilds it for the new role's CHECK), the rulings still point at their
 * owners, and a `committee` account can be stored afterwards (refused before, by the old CHECK).
 */
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dialect } from "../../src/register/db.js";
import { migrations } from "../../src/register/migrations/index.js";
import type { Database } from "../../src/register/schema.js";
import { BACKENDS, type Backend, backend, PG_SKIP } from "./backends.js";

const open = (o: { dataDir?: string; databaseUrl?: string }): Kysely<Database> =>
  o.databaseUrl
    ? new Kysely<Database>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: o.databaseUrl }) }),
      })
    : new Kysely<Database>({
        dialect: new SqliteDialect({
          database: (() => {
            const f = new SQLite(`${o.dataDir}/register.sqlite`);
            f.pragma("foreign_keys = ON");
            return f;
          })(),
        }),
      });

const user = (name: string, role: string) => ({
  name,
  role: role as "admin",
  token_hash: "0".repeat(64),
  created_at: "2026-01-01T00:00:00.000Z",
  expires_at: null,
  revoked_at: null,
  disabled_at: null,
  last_used_at: null,
});

for (const name of BACKENDS)
  describe.skipIf(name === "postgres" && PG_SKIP)(`migration 003 on ${name}`, () => {
    let b: Backend;
    let db: Kysely<Database>;
    beforeAll(async () => {
      b = await backend(name);
      db = open(await b.fresh());
    }, 60_000);
    afterAll(async () => {
      await db?.destroy();
      await b?.stop();
    });

    it("keeps the accounts and their rulings, and lets a committee account in", async () => {
      const dialect: Dialect = name;
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
      expect((await migrator.migrateTo("002_accounts_history")).error).toBeUndefined();
      await expect(db.insertInto("users").values(user("early", "committee")).execute()).rejects.toThrow();
      await db
        .insertInto("users")
        .values([user("a1", "admin"), user("d1", "director")])
        .execute();
      const d1 = await db.selectFrom("users").select("id").where("name", "=", "d1").executeTakeFirstOrThrow();
      const t = "2026-01-01T00:00:00.000Z";
      await db
        .insertInto("rulings")
        .values({
          id: "before-003",
          owner_id: d1.id,
          director: "d1",
          event: "e",
          session: "",
          date: "2026-01-01",
          table_no: "",
          board: 1,
          edition: "2017",
          laws: " ",
          irregularities: " ",
          facts: "",
          ruling_text: "",
          notes: "",
          log: "{}",
          report: "{}",
          digest: "x",
          published: 0,
          created_at: t,
          updated_at: t,
          public_text: "",
          event_key: "e",
          director_key: "d1",
        })
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const users = await db.selectFrom("users").select(["id", "name", "role"]).orderBy("id").execute();
      expect(users.map((u) => [u.name, u.role])).toEqual([
        ["a1", "admin"],
        ["d1", "director"],
      ]);
      expect(users[1]!.id).toBe(d1.id);
      const owner = await db
        .selectFrom("rulings as r")
        .innerJoin("users as u", "u.id", "r.owner_id")
        .select("u.name")
        .where("r.id", "=", "before-003")
        .executeTakeFirstOrThrow();
      expect(owner.name).toBe("d1");
      await db.insertInto("users").values(user("c1", "committee")).execute();
      await expect(db.insertInto("users").values(user("x1", "owner")).execute()).rejects.toThrow();
      if (name === "sqlite") {
        expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
        const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
        expect(fk.rows[0]!.foreign_keys).toBe(1);
      }
    });
  });
