/**
 * The register's queries, one typed layer (Kysely) over SQLite and PostgreSQL. Every value reaches the
 * database as a parameter; the only SQL written as text is fixed (FTS5 / tsvector matching), with the
 * user's words bound as parameters. A ruling and its laws are written in one transaction: a ruling is
 * either there whole or not at all.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { type Analysis, lawKeys, normaliseLaw } from "./analyse.js";
import type { RegisterDb } from "./db.js";
import type { Report } from "./report.js";
import type { Database, Role } from "./schema.js";

export interface User {
  id: number;
  name: string;
  role: Role;
}

const sha256 = (s: string): string => createHash("sha256").update(s).digest("hex");
const now = (): string => new Date().toISOString();

/** A token is `btd_<user id>_<secret>`; the register keeps only sha256 of the secret. */
export const createUser = async (
  r: RegisterDb,
  name: string,
  role: Role,
): Promise<{ user: User; token: string }> => {
  const secret = randomBytes(32).toString("base64url");
  const row = await r.db
    .insertInto("users")
    .values({ name, role, token_hash: sha256(secret), created_at: now() })
    .returning(["id", "name", "role"])
    .executeTakeFirstOrThrow();
  return { user: row, token: `btd_${row.id}_${secret}` };
};

export const userByName = (r: RegisterDb, name: string) =>
  r.db.selectFrom("users").select(["id", "name", "role"]).where("name", "=", name).executeTakeFirst();

/** The account a token belongs to, or null. The hashes are compared in constant time. */
export const authenticate = async (r: RegisterDb, token: string): Promise<User | null> => {
  const m = /^btd_(\d{1,12})_([A-Za-z0-9_-]{43})$/.exec(token);
  // Even a malformed token costs one hash and one comparison, like a real one.
  const given = Buffer.from(sha256(m?.[2] ?? token), "hex");
  const row = m
    ? await r.db
        .selectFrom("users")
        .select(["id", "name", "role", "token_hash"])
        .where("id", "=", Number(m[1]))
        .executeTakeFirst()
    : undefined;
  const stored = Buffer.from(row?.token_hash ?? "0".repeat(64), "hex");
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  return row && same ? { id: row.id, name: row.name, role: row.role } : null;
};

export interface RulingInput {
  log: unknown;
  report: Report;
  analysis: Analysis;
}

export type PutOutcome = "created" | "updated" | "unchanged" | "forbidden";

const list = (xs: string[]): string => (xs.length ? ` ${xs.join(" ")} ` : " ");

const rowOf = (id: string, owner: User, input: RulingInput) => {
  const { report, analysis } = input;
  const board = report.board ?? analysis.board ?? null;
  return {
    id,
    owner_id: owner.id,
    director: report.director ?? owner.name,
    event: report.event,
    session: report.session ?? "",
    date: report.date,
    table_no: report.table ?? "",
    board,
    edition: analysis.edition,
    laws: list(analysis.laws),
    irregularities: list(analysis.irregularities),
    facts: report.facts,
    ruling_text: report.ruling,
    notes: report.notes ?? "",
    log: JSON.stringify(input.log),
    report: JSON.stringify(report),
    digest: sha256(JSON.stringify([input.log, report])),
  };
};

const lawRows = (id: string, laws: string[]) => {
  const keys = new Map<string, number>();
  for (const l of laws) for (const k of lawKeys(l)) keys.set(k, Math.max(keys.get(k) ?? 0, k === l ? 1 : 0));
  return [...keys].map(([law_key, exact]) => ({ ruling_id: id, law_key, exact }));
};

/**
 * Stores a ruling under `id`: creates it, or replaces it when `user` may edit it (its director, or an
 * admin). Uploading the same log and report again changes nothing (`unchanged`).
 */
export const putRuling = async (
  r: RegisterDb,
  user: User,
  id: string,
  input: RulingInput,
): Promise<PutOutcome> =>
  r.db.transaction().execute(async (tx) => {
    const row = rowOf(id, user, input);
    const t = now();
    const inserted = await tx
      .insertInto("rulings")
      .values({ ...row, published: 0, created_at: t, updated_at: t })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      const laws = lawRows(id, input.analysis.laws);
      if (laws.length) await tx.insertInto("ruling_laws").values(laws).execute();
      return "created";
    }
    let q = tx.selectFrom("rulings").select(["owner_id", "digest", "director"]).where("id", "=", id);
    if (r.dialect === "postgres") q = q.forUpdate();
    const old = await q.executeTakeFirstOrThrow();
    if (user.role !== "admin" && old.owner_id !== user.id) return "forbidden";
    if (old.digest === row.digest) return "unchanged";
    // The ruling keeps its director (the account that first stored it) when an admin edits it.
    const { id: _id, owner_id: _owner, ...rest } = row;
    await tx
      .updateTable("rulings")
      .set({ ...rest, updated_at: t })
      .where("id", "=", id)
      .execute();
    await tx.deleteFrom("ruling_laws").where("ruling_id", "=", id).execute();
    const laws = lawRows(id, input.analysis.laws);
    if (laws.length) await tx.insertInto("ruling_laws").values(laws).execute();
    return "updated";
  });

export const setPublished = async (r: RegisterDb, id: string, published: boolean): Promise<boolean> => {
  const u = await r.db
    .updateTable("rulings")
    .set({ published: published ? 1 : 0 })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(u.numUpdatedRows) === 1;
};

export interface StoredRuling {
  id: string;
  ownerId: number;
  owner: string;
  director: string;
  event: string;
  session: string;
  date: string;
  table: string;
  board: number | null;
  edition: string;
  laws: string[];
  irregularities: string[];
  published: boolean;
  createdAt: string;
  updatedAt: string;
  log: unknown;
  report: Report;
}

const split = (s: string): string[] => s.trim().split(/\s+/).filter(Boolean);

const COLUMNS = [
  "r.id",
  "r.owner_id",
  "u.name as owner",
  "r.director",
  "r.event",
  "r.session",
  "r.date",
  "r.table_no",
  "r.board",
  "r.edition",
  "r.laws",
  "r.irregularities",
  "r.published",
  "r.created_at",
  "r.updated_at",
  "r.log",
  "r.report",
] as const;

type Row = {
  id: string;
  owner_id: number;
  owner: string;
  director: string;
  event: string;
  session: string;
  date: string;
  table_no: string;
  board: number | null;
  edition: string;
  laws: string;
  irregularities: string;
  published: number;
  created_at: string;
  updated_at: string;
  log: string;
  report: string;
};

const toRuling = (x: Row): StoredRuling => ({
  id: x.id,
  ownerId: Number(x.owner_id),
  owner: x.owner,
  director: x.director,
  event: x.event,
  session: x.session,
  date: x.date,
  table: x.table_no,
  board: x.board === null ? null : Number(x.board),
  edition: x.edition,
  laws: split(x.laws),
  irregularities: split(x.irregularities),
  published: Number(x.published) === 1,
  createdAt: x.created_at,
  updatedAt: x.updated_at,
  log: JSON.parse(x.log),
  report: JSON.parse(x.report) as Report,
});

const base = (r: RegisterDb) => r.db.selectFrom("rulings as r").innerJoin("users as u", "u.id", "r.owner_id");

export const getRuling = async (r: RegisterDb, id: string): Promise<StoredRuling | undefined> => {
  const row = await base(r).select(COLUMNS).where("r.id", "=", id).executeTakeFirst();
  return row ? toRuling(row as Row) : undefined;
};

export interface Filters {
  law?: string;
  irregularity?: string;
  event?: string;
  director?: string;
  board?: number;
  from?: string;
  to?: string;
  q?: string;
  /** Only the rulings stored by this account. */
  ownerId?: number;
  /** Only what an admin has published (anonymous readers). */
  publishedOnly?: boolean;
}

const likeEscape = (s: string): string => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a free-text query (letters and digits only, at most 12), for FTS5 or tsquery. */
export const words = (q: string): string[] => (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);

type EB = ExpressionBuilder<Database & { r: Database["rulings"]; u: Database["users"] }, "r" | "u">;

const where = (r: RegisterDb, f: Filters) => (eb: EB) => {
  const all: Expression<SqlBool>[] = [];
  if (f.law) {
    const key = normaliseLaw(f.law);
    all.push(
      eb.exists(
        eb
          .selectFrom("ruling_laws as l")
          .select("l.ruling_id")
          .whereRef("l.ruling_id", "=", "r.id")
          .where("l.law_key", "=", key),
      ),
    );
  }
  if (f.irregularity) all.push(eb("r.irregularities", "like", likeEscape(` ${f.irregularity} `)));
  if (f.event) all.push(sql<SqlBool>`lower(${eb.ref("r.event")}) like ${likeEscape(f.event)} escape '\\'`);
  if (f.director)
    all.push(sql<SqlBool>`lower(${eb.ref("r.director")}) like ${likeEscape(f.director)} escape '\\'`);
  if (f.board !== undefined) all.push(eb("r.board", "=", f.board));
  if (f.from) all.push(eb("r.date", ">=", f.from));
  if (f.to) all.push(eb("r.date", "<=", f.to));
  if (f.ownerId !== undefined) all.push(eb("r.owner_id", "=", f.ownerId));
  if (f.publishedOnly) all.push(eb("r.published", "=", 1));
  const w = f.q ? words(f.q) : [];
  // A text query without a word to look for finds nothing (rather than everything).
  if (f.q && w.length === 0) all.push(sql<SqlBool>`1 = 0`);
  if (w.length) {
    if (r.dialect === "sqlite") {
      const match = w.map((x) => `"${x}"*`).join(" ");
      all.push(sql<SqlBool>`r.rowid in (select rowid from rulings_fts where rulings_fts match ${match})`);
    } else {
      const query = w.map((x) => `${x}:*`).join(" & ");
      all.push(sql<SqlBool>`r.search @@ to_tsquery('simple', ${query})`);
    }
  }
  return eb.and(all);
};

export interface Page {
  total: number;
  limit: number;
  offset: number;
  items: StoredRuling[];
}

/** The rulings that match, newest date first, `limit` (at most 100) from `offset`. */
export const searchRulings = async (
  r: RegisterDb,
  f: Filters,
  page: { limit?: number; offset?: number } = {},
): Promise<Page> => {
  const limit = Math.min(Math.max(page.limit ?? 20, 1), 100);
  const offset = Math.max(page.offset ?? 0, 0);
  const [count, rows] = await Promise.all([
    base(r)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(where(r, f))
      .executeTakeFirstOrThrow(),
    base(r)
      .select(COLUMNS)
      .where(where(r, f))
      .orderBy("r.date", "desc")
      .orderBy("r.created_at", "desc")
      .orderBy("r.id")
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { total: Number(count.n), limit, offset, items: rows.map((x) => toRuling(x as Row)) };
};

/** All the matching rulings (for a casebook), at most `max`. */
export const allRulings = async (r: RegisterDb, f: Filters, max = 1000): Promise<StoredRuling[]> => {
  const rows = await base(r)
    .select(COLUMNS)
    .where(where(r, f))
    .orderBy("r.date", "asc")
    .orderBy("r.created_at", "asc")
    .limit(max)
    .execute();
  return rows.map((x) => toRuling(x as Row));
};

export interface Counts {
  byLaw: { law: string; count: number }[];
  byMonth: { month: string; count: number }[];
  byLawAndMonth: { law: string; month: string; count: number }[];
}

/** How many rulings name each law paragraph (as the engine wrote it), and how many each month. */
export const counts = async (r: RegisterDb, f: Filters): Promise<Counts> => {
  const month = sql<string>`substr(r.date, 1, 7)`;
  const joined = base(r).innerJoin("ruling_laws as l", "l.ruling_id", "r.id").where("l.exact", "=", 1);
  const [byLaw, byMonth, byLawAndMonth] = await Promise.all([
    joined
      .select(["l.law_key as law", (eb) => eb.fn.countAll<number>().as("count")])
      .where(where(r, f))
      .groupBy("l.law_key")
      .orderBy("l.law_key")
      .execute(),
    base(r)
      .select([month.as("month"), (eb) => eb.fn.countAll<number>().as("count")])
      .where(where(r, f))
      .groupBy(month)
      .orderBy(month)
      .execute(),
    joined
      .select(["l.law_key as law", month.as("month"), (eb) => eb.fn.countAll<number>().as("count")])
      .where(where(r, f))
      .groupBy(["l.law_key", month])
      .orderBy("l.law_key")
      .orderBy(month)
      .execute(),
  ]);
  const n = <T extends { count: unknown }>(xs: T[]) => xs.map((x) => ({ ...x, count: Number(x.count) }));
  return { byLaw: n(byLaw), byMonth: n(byMonth), byLawAndMonth: n(byLawAndMonth) };
};
