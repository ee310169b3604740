/**
 * 004: clubs on one server. A federation's register holds several clubs (or events); each account belongs
 * to one club, or to the federation (club_id null); each ruling to the club of the account that first
 * stored it. A club's accounts see their own club's unpublished rulings and nobody else's (the repository's
 * filter builder, `clubWhere`).
 */
import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../db.js";

export const clubs = (dialect: Dialect): Migration => ({
  up: async (db: Kysely<unknown>) => {
    const t = db.schema.createTable("clubs");
    await (dialect === "postgres"
      ? t.addColumn("id", "serial", (c) => c.primaryKey())
      : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    )
      .addColumn("name", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    for (const table of ["users", "rulings"])
      await db.schema
        .alterTable(table)
        .addColumn("club_id", "integer", (c) => c.references("clubs.id"))
        .execute();
    await db.schema.createIndex("rulings_club").on("rulings").columns(["club_id", "published"]).execute();
  },
  down: async (db: Kysely<unknown>) => {
    await db.schema.dropIndex("rulings_club").execute();
    for (const table of ["rulings", "users"])
      await db.schema.alterTable(table).dropColumn("club_id").execute();
    await db.schema.dropTable("clubs").execute();
  },
});
