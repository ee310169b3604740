/**
 * The appeals in the database: every step (lodging, the panel, the decision, the approval) is one
 * transaction that checks the ruling's version (If-Match), writes the appeal, raises the ruling's
 * version and adds the change to its history, so an appeal is never silently overwritten and every step
 * is on the ruling's page.
 */
import type { Transaction } from "kysely";
import type { User } from "./accounts.js";
import type { Appeal, AppealError, AppealRecord, AppealState } from "./appeals.js";
import type { RegisterDb } from "./db.js";
import { remember } from "./repository.js";
import type { Database } from "./schema.js";

const now = (): string => new Date().toISOString();

const toAppeal = (x: { state: string; record: string }): Appeal => ({
  ...(JSON.parse(x.record) as AppealRecord),
  state: x.state as AppealState,
});

/** The appeal of a ruling, or undefined. */
export const appealOf = async (r: RegisterDb, id: string): Promise<Appeal | undefined> => {
  const row = await r.db
    .selectFrom("appeals")
    .select(["state", "record"])
    .where("ruling_id", "=", id)
    .executeTakeFirst();
  return row ? toAppeal(row) : undefined;
};

/** The appeals of many rulings at once (a casebook's page), by ruling id. */
export const appealsOf = async (r: RegisterDb, ids: string[]): Promise<Map<string, Appeal>> => {
  if (ids.length === 0) return new Map();
  const rows = await r.db
    .selectFrom("appeals")
    .select(["ruling_id", "state", "record"])
    .where("ruling_id", "in", ids)
    .execute();
  return new Map(rows.map((x) => [x.ruling_id, toAppeal(x)]));
};

/** Whether the account hears the ruling's appeal (a committee account reads only those). */
export const hears = async (r: RegisterDb, user: User, id: string): Promise<boolean> =>
  (await r.db
    .selectFrom("appeal_hearers")
    .select("user_id")
    .where("ruling_id", "=", id)
    .where("user_id", "=", user.id)
    .executeTakeFirst()) !== undefined;

/** What the ruling is when a step is asked of its appeal. */
export interface RulingAt {
  ownerId: number;
  createdAt: string;
  version: number;
  published: boolean;
  log: string;
  edition: string;
  /** The report's JSON. */
  report: string;
}

/** A step's answer: the next appeal, the keys it changed, the accounts that hear it (when they change). */
export interface StepResult {
  appeal: Appeal;
  changes: string[];
  hearers?: number[];
  /** Publish the ruling as well (an approved appeal goes to the casebook). */
  publish?: boolean;
}

export type Step = (
  tx: Transaction<Database>,
  ruling: RulingAt,
  old: Appeal | undefined,
) => Promise<StepResult | AppealError>;

export type StepOutcome =
  | { ok: true; version: number; appeal: Appeal }
  | { ok: false; error: AppealError; current?: number };

/**
 * Runs one step of the appeal of ruling `id` in one transaction: 404 without the ruling, 412 with the
 * current version when `expect` is not it, the step's own refusal, or the change written with its history.
 */
export const appealStep = async (
  r: RegisterDb,
  user: User,
  id: string,
  action: string,
  expect: number | undefined,
  step: Step,
): Promise<StepOutcome> =>
  r.db.transaction().execute(async (tx): Promise<StepOutcome> => {
    let q = tx
      .selectFrom("rulings")
      .select(["owner_id", "created_at", "version", "published", "log", "edition", "report"])
      .where("id", "=", id);
    if (r.dialect === "postgres") q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) return { ok: false, error: { code: "register.not-found", status: 404 } };
    const current = Number(row.version);
    if (expect !== undefined && expect !== current)
      return { ok: false, error: { code: "register.version-conflict", status: 412 }, current };
    const oldRow = await tx
      .selectFrom("appeals")
      .select(["state", "record"])
      .where("ruling_id", "=", id)
      .executeTakeFirst();
    const ruling: RulingAt = {
      ownerId: Number(row.owner_id),
      createdAt: row.created_at,
      version: current,
      published: Number(row.published) === 1,
      log: row.log,
      edition: row.edition,
      report: row.report,
    };
    const res = await step(tx, ruling, oldRow ? toAppeal(oldRow) : undefined);
    if ("code" in res) return { ok: false, error: res };
    const { state, ...record } = res.appeal;
    const values = { state, lodged_at: record.lodgedAt, record: JSON.stringify(record) };
    if (oldRow) await tx.updateTable("appeals").set(values).where("ruling_id", "=", id).execute();
    else
      await tx
        .insertInto("appeals")
        .values({ ruling_id: id, ...values })
        .execute();
    if (res.hearers) {
      await tx.deleteFrom("appeal_hearers").where("ruling_id", "=", id).execute();
      if (res.hearers.length)
        await tx
          .insertInto("appeal_hearers")
          .values(res.hearers.map((user_id) => ({ ruling_id: id, user_id })))
          .execute();
    }
    const version = current + 1;
    const published = res.publish && !ruling.published;
    await tx
      .updateTable("rulings")
      .set({ version, updated_at: now(), ...(published ? { published: 1 } : {}) })
      .where("id", "=", id)
      .execute();
    await remember(tx, id, version, user, action, [...res.changes, ...(published ? ["published"] : [])]);
    return { ok: true, version, appeal: res.appeal };
  });

/** The ids of the named accounts of the committee role; the first name that is not one, otherwise. */
export const committeeIds = async (
  tx: Transaction<Database>,
  names: string[],
): Promise<{ ok: true; ids: number[] } | { ok: false; name: string }> => {
  const rows = names.length
    ? await tx.selectFrom("users").select(["id", "name", "role"]).where("name", "in", names).execute()
    : [];
  for (const n of names) {
    const u = rows.find((x) => x.name === n);
    if (u?.role !== "committee") return { ok: false, name: n };
  }
  return { ok: true, ids: rows.map((x) => x.id) };
};

export { now as stepTime };
