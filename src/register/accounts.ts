/**
 * The register's accounts: a token is `btd_<user id>_<secret>` and only the SHA-256 of the secret is kept,
 * compared in constant time. A token expires (DEFAULT_EXPIRY unless said otherwise), can be revoked, or
 * rotated (a new secret, the old one dead at once); an account with rulings is disabled rather than
 * removed (its rulings stay, its name shown as their owner). Every check reads the row, so a change takes
 * effect on the next request.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { ensureClub } from "./clubs.js";
import type { RegisterDb } from "./db.js";
import type { Role } from "./schema.js";

export interface User {
  id: number;
  name: string;
  role: Role;
  /** The account's club (its id), or null / absent: the federation's (clubs.ts). */
  clubId?: number | null;
}

/** How long a new or rotated token works when nothing else is said. */
export const DEFAULT_EXPIRY = "365d";

const sha256 = (s: string): string => createHash("sha256").update(s).digest("hex");
const now = (): string => new Date().toISOString();
const DAY = 86_400_000;

/**
 * When a token given `expires` stops working: `180d`, `12w`, `6m`, `1y` from `from`, a date
 * `YYYY-MM-DD` (the end of that day, UTC), or `never` (null). Undefined for anything else.
 */
export const expiryOf = (expires: string, from = Date.now()): string | null | undefined => {
  if (expires === "never") return null;
  const m = /^(\d{1,4})([dwmy])$/.exec(expires);
  if (m) {
    const n = Number(m[1]);
    if (n < 1) return undefined;
    const days = { d: 1, w: 7, m: 30, y: 365 }[m[2] as "d" | "w" | "m" | "y"] * n;
    return new Date(from + days * DAY).toISOString();
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(expires)) {
    const d = new Date(`${expires}T23:59:59.999Z`);
    return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== expires
      ? undefined
      : d.toISOString();
  }
  return undefined;
};

const newSecret = () => {
  const secret = randomBytes(32).toString("base64url");
  return { secret, hash: sha256(secret) };
};

export const createUser = async (
  r: RegisterDb,
  name: string,
  role: Role,
  options: { expires?: string; club?: string } = {},
): Promise<{ user: User; token: string; expiresAt: string | null }> => {
  const expiresAt = expiryOf(options.expires ?? DEFAULT_EXPIRY);
  if (expiresAt === undefined) throw new Error(`not an expiry: ${options.expires}`);
  const clubId = options.club === undefined ? null : await ensureClub(r, options.club);
  const { secret, hash } = newSecret();
  const row = await r.db
    .insertInto("users")
    .values({
      name,
      role,
      token_hash: hash,
      created_at: now(),
      expires_at: expiresAt,
      revoked_at: null,
      disabled_at: null,
      last_used_at: null,
      club_id: clubId,
    })
    .returning(["id", "name", "role"])
    .executeTakeFirstOrThrow();
  return { user: { ...row, clubId }, token: `btd_${row.id}_${secret}`, expiresAt };
};

export const userByName = (r: RegisterDb, name: string) =>
  r.db
    .selectFrom("users")
    .select(["id", "name", "role", "club_id as clubId"])
    .where("name", "=", name)
    .executeTakeFirst();

/** The last use is written at most once a minute per account (a write per request would cost a sync). */
const LAST_USE_STEP = 60_000;

/**
 * The account a token belongs to, or null (unknown, wrong, revoked, expired, or the account disabled).
 * The hashes are compared in constant time.
 */
export const authenticate = async (r: RegisterDb, token: string): Promise<User | null> => {
  const m = /^btd_(\d{1,12})_([A-Za-z0-9_-]{43})$/.exec(token);
  // Even a malformed token costs one hash and one comparison, like a real one.
  const given = Buffer.from(sha256(m?.[2] ?? token), "hex");
  const row = m
    ? await r.db.selectFrom("users").selectAll().where("id", "=", Number(m[1])).executeTakeFirst()
    : undefined;
  const stored = Buffer.from(row?.token_hash ?? "0".repeat(64), "hex");
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || !same || row.revoked_at !== null || row.disabled_at !== null) return null;
  const t = Date.now();
  if (row.expires_at !== null && Date.parse(row.expires_at) <= t) return null;
  if (row.last_used_at === null || t - Date.parse(row.last_used_at) >= LAST_USE_STEP)
    await r.db
      .updateTable("users")
      .set({ last_used_at: new Date(t).toISOString() })
      .where("id", "=", row.id)
      .execute();
  return { id: row.id, name: row.name, role: row.role, clubId: row.club_id };
};

export interface Account {
  name: string;
  role: Role;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  disabledAt: string | null;
  /** active, revoked, expired or disabled. */
  state: "active" | "revoked" | "expired" | "disabled";
  rulings: number;
  /** The account's club, or null: the federation's. */
  club: string | null;
}

export const listAccounts = async (r: RegisterDb): Promise<Account[]> => {
  const rows = await r.db
    .selectFrom("users as u")
    .leftJoin("clubs as c", "c.id", "u.club_id")
    .selectAll("u")
    .select("c.name as club")
    .select((eb) =>
      eb
        .selectFrom("rulings as x")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("x.owner_id", "=", "u.id")
        .as("rulings"),
    )
    .orderBy("u.name")
    .execute();
  const t = Date.now();
  return rows.map((u) => ({
    name: u.name,
    role: u.role,
    createdAt: u.created_at,
    expiresAt: u.expires_at,
    lastUsedAt: u.last_used_at,
    revokedAt: u.revoked_at,
    disabledAt: u.disabled_at,
    state: u.disabled_at
      ? "disabled"
      : u.revoked_at
        ? "revoked"
        : u.expires_at && Date.parse(u.expires_at) <= t
          ? "expired"
          : "active",
    rulings: Number(u.rulings ?? 0),
    club: u.club ?? null,
  }));
};

/** Revokes the account's token at once (rotate gives a new one). False when there is no such account. */
export const revokeUser = async (r: RegisterDb, name: string): Promise<boolean> => {
  const u = await r.db
    .updateTable("users")
    .set({ revoked_at: now() })
    .where("name", "=", name)
    .executeTakeFirst();
  return Number(u.numUpdatedRows) === 1;
};

/** A new token for the account (the old one dead at once), with a new expiry; undefined: no such account. */
export const rotateUser = async (
  r: RegisterDb,
  name: string,
  expires = DEFAULT_EXPIRY,
): Promise<{ token: string; expiresAt: string | null } | undefined> => {
  const expiresAt = expiryOf(expires);
  if (expiresAt === undefined) throw new Error(`not an expiry: ${expires}`);
  const u = await userByName(r, name);
  if (!u) return undefined;
  const { secret, hash } = newSecret();
  await r.db
    .updateTable("users")
    .set({ token_hash: hash, revoked_at: null, expires_at: expiresAt })
    .where("id", "=", u.id)
    .execute();
  return { token: `btd_${u.id}_${secret}`, expiresAt };
};

/** Disables (or enables again) an account: no token of it works; its rulings are kept. */
export const setDisabled = async (r: RegisterDb, name: string, disabled: boolean): Promise<boolean> => {
  const u = await r.db
    .updateTable("users")
    .set({ disabled_at: disabled ? now() : null })
    .where("name", "=", name)
    .executeTakeFirst();
  return Number(u.numUpdatedRows) === 1;
};
