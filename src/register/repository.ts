/**
 * The register's queries, one typed layer (Kysely) over SQLite and PostgreSQL. Every value reaches the
 * database as a parameter; the only SQL written as text is fixed (FTS5 / tsvector matching), with the
 * user's words bound as parameters. A ruling and its laws are written in one transaction: a ruling is
 * either there whole or not at all.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql, type Transaction } from "kysely";
import type { User } from "./accounts.js";
import { type Collected, lawKeys, normaliseLaw } from "./analyse.js";
import { writeTx } from "./batch.js";
import { clubSees } from "./clubs.js";
import type { RegisterDb } from "./db.js";
import { foldCase, publicText } from "./privacy.js";
import type { Report } from "./report.js";
import type { Database } from "./schema.js";
import { sha256 } from "./upload.js";

export { authenticate, createUser, type User, userByName } from "./accounts.js";

const now = (): string => new Date().toISOString();

/** A ruling to store: its log (or the log's JSON, as an upload's worker made it), report and replay. */
export interface RulingInput {
  log?: unknown;
  logJson?: string;
  report: Report;
  analysis: Collected;
  /** sha256 of `[log, report]`, when made already. */
  digest?: string;
}

/** `forbidden-club`: the ruling is another club's (clubs.ts). */
export type PutOutcome = "created" | "updated" | "unchanged" | "forbidden" | "forbidden-club" | "conflict";

/** Whether `user` may change a ruling of club `clubId`: a federation's account any, a club's its own club's. */
const sameClub = (user: User, clubId: number | null): boolean =>
  user.clubId == null || user.clubId === clubId;

/**
 * What the writer expects of the stored ruling: a version (If-Match: "3"), that there is one (If-Match: *),
 * or that there is none yet (If-None-Match: *). Anything else is a conflict, and nothing is written.
 */
export type Expect = number | "exists" | "none" | undefined;

const list = (xs: string[]): string => (xs.length ? ` ${xs.join(" ")} ` : " ");

const rowOf = (id: string, owner: User, input: RulingInput) => {
  const { report, analysis } = input;
  const log = input.logJson ?? JSON.stringify(input.log);
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
    log,
    report: JSON.stringify(report),
    // JSON.stringify([log, report]), the log not stringified twice.
    digest: input.digest ?? sha256(`[${log},${JSON.stringify(report)}]`),
    public_text: publicText(report),
    event_key: foldCase(report.event),
    director_key: foldCase(report.director ?? owner.name),
    club_id: owner.clubId ?? null,
  };
};

const lawRows = (id: string, laws: string[]) => {
  const keys = new Map<string, number>();
  for (const l of laws) for (const k of lawKeys(l)) keys.set(k, Math.max(keys.get(k) ?? 0, k === l ? 1 : 0));
  return [...keys].map(([law_key, exact]) => ({ ruling_id: id, law_key, exact }));
};

/** What an edit changed: the log, and each key of the report whose value is not the same. */
export const changesOf = (old: { log: string; report: string }, next: { log: string; report: string }) => {
  const out: string[] = [];
  if (old.log !== next.log) out.push("log");
  const a = JSON.parse(old.report) as Record<string, unknown>;
  const b = JSON.parse(next.report) as Record<string, unknown>;
  for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort())
    if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) out.push(`report.${k}`);
  return out;
};

export const remember = (
  tx: Transaction<Database>,
  id: string,
  version: number,
  user: User,
  action: string,
  changes: string[],
) =>
  tx
    .insertInto("ruling_history")
    .values({ ruling_id: id, version, at: now(), user_id: user.id, action, changes: JSON.stringify(changes) })
    .execute();

export interface Put {
  outcome: PutOutcome;
  /** The ruling's version after the write; for a conflict, the version stored (0: none). */
  version: number;
}

/**
 * Stores a ruling under `id`: creates it, or replaces it when `user` may edit it (its director, or an
 * admin) and `expect` holds. Uploading the same log and report again changes nothing (`unchanged`).
 * Every change is kept in the ruling's history, in the same transaction.
 */
export const putRuling = async (
  r: RegisterDb,
  user: User,
  id: string,
  input: RulingInput,
  expect?: Expect,
): Promise<Put> =>
  writeTx(r, async (tx) => {
    const row = rowOf(id, user, input);
    const t = now();
    const inserted =
      typeof expect === "number" || expect === "exists"
        ? undefined
        : await tx
            .insertInto("rulings")
            .values({ ...row, published: 0, created_at: t, updated_at: t })
            .onConflict((oc) => oc.column("id").doNothing())
            .executeTakeFirst();
    if (inserted && Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      const laws = lawRows(id, input.analysis.laws);
      if (laws.length) await tx.insertInto("ruling_laws").values(laws).execute();
      await remember(tx, id, 1, user, "created", []);
      return { outcome: "created", version: 1 };
    }
    let q = tx
      .selectFrom("rulings")
      .select(["owner_id", "digest", "version", "log", "report", "club_id"])
      .where("id", "=", id);
    if (r.dialect === "postgres") q = q.forUpdate();
    const old = await q.executeTakeFirst();
    const current = Number(old?.version ?? 0);
    if (!old) return { outcome: "conflict", version: 0 };
    if (user.role !== "admin" && old.owner_id !== user.id) return { outcome: "forbidden", version: current };
    if (!sameClub(user, old.club_id)) return { outcome: "forbidden-club", version: current };
    // The same log and report again is unchanged whatever the writer expected: a retry whose first answer
    // was lost is never a conflict.
    if (old.digest === row.digest) return { outcome: "unchanged", version: current };
    if (expect === "none" || (typeof expect === "number" && expect !== current))
      return { outcome: "conflict", version: current };
    // The ruling keeps its director (the account that first stored it) and his club when an admin edits it.
    const { id: _id, owner_id: _owner, club_id: _club, ...rest } = row;
    const version = current + 1;
    await tx
      .updateTable("rulings")
      .set({ ...rest, updated_at: t, version })
      .where("id", "=", id)
      .execute();
    await tx.deleteFrom("ruling_laws").where("ruling_id", "=", id).execute();
    const laws = lawRows(id, input.analysis.laws);
    if (laws.length) await tx.insertInto("ruling_laws").values(laws).execute();
    await remember(tx, id, version, user, "updated", changesOf(old, row));
    return { outcome: "updated", version };
  });

/** Publishes or withdraws a ruling (a change in its history); `expect` as for putRuling. */
export const setPublished = async (
  r: RegisterDb,
  user: User,
  id: string,
  published: boolean,
  expect?: number,
): Promise<Put | undefined> =>
  writeTx(r, async (tx) => {
    let q = tx.selectFrom("rulings").select(["version", "published", "club_id"]).where("id", "=", id);
    if (r.dialect === "postgres") q = q.forUpdate();
    const old = await q.executeTakeFirst();
    const seen =
      old && clubSees(user.clubId, { clubId: old.club_id, published: Number(old.published) === 1 });
    if (!old || !seen) return undefined;
    const current = Number(old.version);
    if (!sameClub(user, old.club_id)) return { outcome: "forbidden-club", version: current };
    if (expect !== undefined && expect !== current) return { outcome: "conflict", version: current };
    if ((Number(old.published) === 1) === published) return { outcome: "unchanged", version: current };
    const version = current + 1;
    await tx
      .updateTable("rulings")
      .set({ published: published ? 1 : 0, version })
      .where("id", "=", id)
      .execute();
    await remember(tx, id, version, user, published ? "published" : "unpublished", ["published"]);
    return { outcome: "updated", version };
  });

export interface Change {
  version: number;
  at: string;
  by: string;
  action: string;
  changes: string[];
}

/** Every change of a ruling, oldest first. */
export const historyOf = async (r: RegisterDb, id: string): Promise<Change[]> => {
  const rows = await r.db
    .selectFrom("ruling_history as h")
    .innerJoin("users as u", "u.id", "h.user_id")
    .select(["h.version", "h.at", "u.name", "h.action", "h.changes"])
    .where("h.ruling_id", "=", id)
    .orderBy("h.version")
    .orderBy("h.id")
    .execute();
  return rows.map((x) => ({
    version: Number(x.version),
    at: x.at,
    by: x.name,
    action: x.action,
    changes: JSON.parse(x.changes) as string[],
  }));
};

export interface StoredRuling {
  id: string;
  ownerId: number;
  /** The account that stored it (the token's, never the report's text). */
  owner: string;
  /** True when that account has been disabled (the ruling is kept). */
  ownerDisabled: boolean;
  /** The club of the account that stored it (its id and name), or null / absent: the federation's. */
  clubId?: number | null;
  club?: string | null;
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
  version: number;
  log: unknown;
  report: Report;
}

const split = (s: string): string[] => s.trim().split(/\s+/).filter(Boolean);

const COLUMNS = [
  "r.id",
  "r.owner_id",
  "u.name as owner",
  "u.disabled_at as owner_disabled",
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
  "r.version",
  "r.log",
  "r.report",
  "r.club_id",
  "c.name as club",
] as const;

type Row = {
  id: string;
  owner_id: number;
  owner: string;
  owner_disabled: string | null;
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
  version: number;
  log: string;
  report: string;
  club_id: number | null;
  club: string | null;
};

const toRuling = (x: Row): StoredRuling => ({
  id: x.id,
  ownerId: Number(x.owner_id),
  owner: x.owner,
  ownerDisabled: x.owner_disabled !== null,
  clubId: x.club_id === null ? null : Number(x.club_id),
  club: x.club,
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
  version: Number(x.version),
  log: JSON.parse(x.log),
  report: JSON.parse(x.report) as Report,
});

const base = (r: RegisterDb) =>
  r.db
    .selectFrom("rulings as r")
    .innerJoin("users as u", "u.id", "r.owner_id")
    .leftJoin("clubs as c", "c.id", "r.club_id");

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
  /** Search the public text (the players' names removed), as an anonymous reader must. */
  publicText?: boolean;
  /** Only the rulings whose appeal this committee account hears (all a committee account may read). */
  heardBy?: number;
  /** Only the rulings of this club (its id; 0: of no club that exists). */
  club?: number;
  /** The viewer's club: its own club's rulings, and the others' published ones only (clubs.ts). */
  viewerClub?: number | null;
}

/** The rulings whose appeal the account `user` hears (appeal_hearers, migration 003). */
const heardByFilter = (eb: EB, user: number) =>
  eb.exists(
    eb
      .selectFrom("appeal_hearers as ah")
      .select("ah.ruling_id")
      .whereRef("ah.ruling_id", "=", "r.id")
      .where("ah.user_id", "=", user),
  );

const likeEscape = (s: string): string => `%${foldCase(s).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a free-text query (letters and digits only, at most 12), for FTS5 or tsquery. */
export const words = (q: string): string[] => (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);

type EB = ExpressionBuilder<Database & { r: Database["rulings"]; u: Database["users"] }, "r" | "u">;

/** Clubs: the club asked for, and what the viewer's club lets it see (clubs.ts `clubSees`, as a query). */
const clubWhere = (eb: EB, f: Filters): Expression<SqlBool>[] => {
  const out: Expression<SqlBool>[] = [];
  if (f.club !== undefined) out.push(eb("r.club_id", "=", f.club));
  if (f.viewerClub != null) out.push(eb.or([eb("r.published", "=", 1), eb("r.club_id", "=", f.viewerClub)]));
  return out;
};

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
  // Case-insensitive in every script: the columns are folded when stored, the words here (privacy.ts).
  if (f.event) all.push(sql<SqlBool>`${eb.ref("r.event_key")} like ${likeEscape(f.event)} escape '\\'`);
  if (f.director)
    all.push(sql<SqlBool>`${eb.ref("r.director_key")} like ${likeEscape(f.director)} escape '\\'`);
  if (f.board !== undefined) all.push(eb("r.board", "=", f.board));
  if (f.from) all.push(eb("r.date", ">=", f.from));
  if (f.to) all.push(eb("r.date", "<=", f.to));
  if (f.ownerId !== undefined) all.push(eb("r.owner_id", "=", f.ownerId));
  if (f.publishedOnly) all.push(eb("r.published", "=", 1));
  if (f.heardBy !== undefined) all.push(heardByFilter(eb, f.heardBy));
  all.push(...clubWhere(eb, f));
  const w = f.q ? words(f.q) : [];
  // A text query without a word to look for finds nothing (rather than everything).
  if (f.q && w.length === 0) all.push(sql<SqlBool>`1 = 0`);
  if (w.length) {
    if (r.dialect === "sqlite") {
      const match = w.map((x) => `"${x}"*`).join(" ");
      all.push(
        f.publicText
          ? sql<SqlBool>`r.rowid in (select rowid from rulings_public_fts where rulings_public_fts match ${match})`
          : sql<SqlBool>`r.rowid in (select rowid from rulings_fts where rulings_fts match ${match})`,
      );
    } else {
      const query = w.map((x) => `${x}:*`).join(" & ");
      all.push(
        f.publicText
          ? sql<SqlBool>`r.public_search @@ to_tsquery('simple', ${query})`
          : sql<SqlBool>`r.search @@ to_tsquery('simple', ${query})`,
      );
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

/** The matching rulings (for a casebook), oldest first, at most `max` from `offset`. */
export const allRulings = async (
  r: RegisterDb,
  f: Filters,
  max = 1000,
  offset = 0,
): Promise<StoredRuling[]> => {
  const rows = await base(r)
    .select(COLUMNS)
    .where(where(r, f))
    .orderBy("r.date", "asc")
    .orderBy("r.created_at", "asc")
    .orderBy("r.id", "asc")
    .limit(max)
    .offset(offset)
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
