/**
 * 003: the appeal (Laws 92-93) as a workflow and the register's settings. The `committee` role joins the
 * accounts' roles (SQLite cannot change a CHECK in place: the users table is rebuilt with its rows and
 * ids, foreign keys off for the rebuild only); `appeals` keeps one appeal per ruling (its state and its
 * record as JSON), `appeal_hearers` the committee accounts that hear it (what such an account may read),
 * and `register_settings` the Regulating Authority's correction period, the deposit and the privacy profile.
 */
import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../db.js";

const ROLES_CHECK = sql`role in ('admin', 'director', 'reader', 'committee')`;

const USER_COLUMNS =
  "id, name, role, token_hash, created_at, expires_at, revoked_at, disabled_at, last_used_at";

/** SQLite: the users table again, with the new CHECK, keeping every row (and so every id the rulings name). */
const rebuildUsersSqlite = async (db: Kysely<unknown>): Promise<void> => {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    await sql`create table users_new (
      id integer primary key autoincrement,
      name text not null unique,
      role text not null check (${ROLES_CHECK}),
      token_hash text not null,
      created_at text not null,
      expires_at text, revoked_at text, disabled_at text, last_used_at text)`.execute(db);
    await sql`insert into users_new (${sql.raw(USER_COLUMNS)}) select ${sql.raw(USER_COLUMNS)} from users`.execute(
      db,
    );
    await sql`drop table users`.execute(db);
    await sql`alter table users_new rename to users`.execute(db);
    await sql`commit`.execute(db);
  } catch (e) {
    await sql`rollback`.execute(db);
    throw e;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
};

export const appeals = (dialect: Dialect): Migration => ({
  up: async (db: Kysely<unknown>) => {
    if (dialect === "sqlite") await rebuildUsersSqlite(db);
    else {
      await sql`alter table users drop constraint if exists users_role_check`.execute(db);
      await sql`alter table users add constraint users_role_check check (${ROLES_CHECK})`.execute(db);
    }
    await db.schema
      .createTable("register_settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("appeals")
      .addColumn("ruling_id", "text", (c) => c.primaryKey().references("rulings.id").onDelete("cascade"))
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("lodged_at", "text", (c) => c.notNull())
      .addColumn("record", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("appeal_hearers")
      .addColumn("ruling_id", "text", (c) => c.notNull().references("appeals.ruling_id").onDelete("cascade"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addPrimaryKeyConstraint("appeal_hearers_pk", ["ruling_id", "user_id"])
      .execute();
    await db.schema
      .createIndex("appeal_hearers_user")
      .on("appeal_hearers")
      .columns(["user_id", "ruling_id"])
      .execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.dropTable("appeal_hearers").execute();
    await db.schema.dropTable("appeals").execute();
    await db.schema.dropTable("register_settings").execute();
  },
});
