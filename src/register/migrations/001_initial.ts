/** 001: accounts, rulings, the laws of each ruling, and full-text search (FTS5 / tsvector). */
import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../db.js";

export const initial = (dialect: Dialect): Migration => ({
  up: async (db: Kysely<unknown>) => {
    const users = db.schema.createTable("users");
    await (dialect === "postgres"
      ? users.addColumn("id", "serial", (c) => c.primaryKey())
      : users.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    )
      .addColumn("name", "text", (c) => c.notNull().unique())
      .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('admin', 'director', 'reader')`))
      .addColumn("token_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("rulings")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("owner_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("director", "text", (c) => c.notNull())
      .addColumn("event", "text", (c) => c.notNull())
      .addColumn("session", "text", (c) => c.notNull())
      .addColumn("date", "text", (c) => c.notNull())
      .addColumn("table_no", "text", (c) => c.notNull())
      .addColumn("board", "integer")
      .addColumn("edition", "text", (c) => c.notNull())
      .addColumn("laws", "text", (c) => c.notNull())
      .addColumn("irregularities", "text", (c) => c.notNull())
      .addColumn("facts", "text", (c) => c.notNull())
      .addColumn("ruling_text", "text", (c) => c.notNull())
      .addColumn("notes", "text", (c) => c.notNull())
      .addColumn("log", "text", (c) => c.notNull())
      .addColumn("report", "text", (c) => c.notNull())
      .addColumn("digest", "text", (c) => c.notNull())
      .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    for (const col of ["date", "event", "director", "owner_id", "board"])
      await db.schema.createIndex(`rulings_${col}`).on("rulings").column(col).execute();

    await db.schema
      .createTable("ruling_laws")
      .addColumn("ruling_id", "text", (c) => c.notNull().references("rulings.id").onDelete("cascade"))
      .addColumn("law_key", "text", (c) => c.notNull())
      .addColumn("exact", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("ruling_laws_pk", ["ruling_id", "law_key"])
      .execute();
    await db.schema
      .createIndex("ruling_laws_key")
      .on("ruling_laws")
      .columns(["law_key", "ruling_id"])
      .execute();

    if (dialect === "sqlite") {
      // An external-content FTS5 index over the words of a ruling, kept in step by triggers (so in the
      // same transaction as the row).
      await sql`create virtual table rulings_fts using fts5(
        facts, ruling_text, notes, event, director, content='rulings', content_rowid='rowid',
        tokenize='unicode61 remove_diacritics 2')`.execute(db);
      await sql`create trigger rulings_ai after insert on rulings begin
        insert into rulings_fts(rowid, facts, ruling_text, notes, event, director)
        values (new.rowid, new.facts, new.ruling_text, new.notes, new.event, new.director);
      end`.execute(db);
      await sql`create trigger rulings_ad after delete on rulings begin
        insert into rulings_fts(rulings_fts, rowid, facts, ruling_text, notes, event, director)
        values ('delete', old.rowid, old.facts, old.ruling_text, old.notes, old.event, old.director);
      end`.execute(db);
      await sql`create trigger rulings_au after update on rulings begin
        insert into rulings_fts(rulings_fts, rowid, facts, ruling_text, notes, event, director)
        values ('delete', old.rowid, old.facts, old.ruling_text, old.notes, old.event, old.director);
        insert into rulings_fts(rowid, facts, ruling_text, notes, event, director)
        values (new.rowid, new.facts, new.ruling_text, new.notes, new.event, new.director);
      end`.execute(db);
    } else {
      // The 'simple' configuration: no stemming, so English and Russian words are matched alike.
      await sql`alter table rulings add column search tsvector generated always as (
        to_tsvector('simple', facts || ' ' || ruling_text || ' ' || notes || ' ' || event || ' ' || director)
      ) stored`.execute(db);
      await sql`create index rulings_search on rulings using gin (search)`.execute(db);
    }
  },
  down: async (db: Kysely<unknown>) => {
    if (dialect === "sqlite") await sql`drop table if exists rulings_fts`.execute(db);
    await db.schema.dropTable("ruling_laws").execute();
    await db.schema.dropTable("rulings").execute();
    await db.schema.dropTable("users").execute();
  },
});
