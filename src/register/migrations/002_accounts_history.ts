/**
 * 002: accounts a federation can manage (expiry, revocation, disabling, last use), a version on every
 * ruling and the history of its changes, the event and director folded to lower case in every script
 * (searched case-insensitively on both databases), and the public text (the players' names removed) that anonymous
 * searches run over (FTS5 / tsvector).
 */
import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../db.js";
import { foldCase, publicText } from "../privacy.js";

/** The public text and the folded names of the rulings stored before this migration. */
const backfill = async (db: Kysely<unknown>): Promise<void> => {
  const rows = await sql<{
    id: string;
    report: string;
    event: string;
    director: string;
  }>`select id, report, event, director from rulings`.execute(db);
  for (const x of rows.rows)
    await sql`update rulings set public_text = ${publicText(JSON.parse(x.report))},
      event_key = ${foldCase(x.event)}, director_key = ${foldCase(x.director)} where id = ${x.id}`.execute(
      db,
    );
};

export const accountsHistory = (dialect: Dialect): Migration => ({
  up: async (db: Kysely<unknown>) => {
    for (const col of ["expires_at", "revoked_at", "disabled_at", "last_used_at"])
      await db.schema.alterTable("users").addColumn(col, "text").execute();
    await db.schema
      .alterTable("rulings")
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    // The event and the director in lower case, folded here for every script: SQLite's lower() folds
    // ASCII only, and PostgreSQL's follows the database's locale (C folds ASCII only too).
    for (const col of ["public_text", "event_key", "director_key"])
      await db.schema
        .alterTable("rulings")
        .addColumn(col, "text", (c) => c.notNull().defaultTo(""))
        .execute();

    const history = db.schema.createTable("ruling_history");
    await (dialect === "postgres"
      ? history.addColumn("id", "serial", (c) => c.primaryKey())
      : history.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    )
      .addColumn("ruling_id", "text", (c) => c.notNull().references("rulings.id").onDelete("cascade"))
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("changes", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("ruling_history_ruling")
      .on("ruling_history")
      .columns(["ruling_id", "version"])
      .execute();

    await backfill(db);
    if (dialect === "sqlite") {
      await sql`create virtual table rulings_public_fts using fts5(
        public_text, event, director, content='rulings', content_rowid='rowid',
        tokenize='unicode61 remove_diacritics 2')`.execute(db);
      await sql`create trigger rulings_public_ai after insert on rulings begin
        insert into rulings_public_fts(rowid, public_text, event, director)
        values (new.rowid, new.public_text, new.event, new.director);
      end`.execute(db);
      await sql`create trigger rulings_public_ad after delete on rulings begin
        insert into rulings_public_fts(rulings_public_fts, rowid, public_text, event, director)
        values ('delete', old.rowid, old.public_text, old.event, old.director);
      end`.execute(db);
      await sql`create trigger rulings_public_au after update on rulings begin
        insert into rulings_public_fts(rulings_public_fts, rowid, public_text, event, director)
        values ('delete', old.rowid, old.public_text, old.event, old.director);
        insert into rulings_public_fts(rowid, public_text, event, director)
        values (new.rowid, new.public_text, new.event, new.director);
      end`.execute(db);
      await sql`insert into rulings_public_fts(rulings_public_fts) values ('rebuild')`.execute(db);
    } else {
      await sql`alter table rulings add column public_search tsvector generated always as (
        to_tsvector('simple', public_text || ' ' || event || ' ' || director)
      ) stored`.execute(db);
      await sql`create index rulings_public_search on rulings using gin (public_search)`.execute(db);
    }
  },
  down: async (db: Kysely<unknown>) => {
    if (dialect === "sqlite") await sql`drop table if exists rulings_public_fts`.execute(db);
    await db.schema.dropTable("ruling_history").execute();
  },
});
