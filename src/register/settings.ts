/**
 * The register's settings, set by its admin for the Regulating Authority: the correction period within
 * which a ruling may be appealed (Law 92B: 30 minutes after the official score when the Regulating
 * Authority sets nothing else), whether an appeal needs a deposit (and how much), and the privacy profile
 * of what the register publishes (the players' names shown or removed, and optionally the director's).
 */
import type { Kysely } from "kysely";
import type { RegisterDb } from "./db.js";
import type { Database } from "./schema.js";

export interface PrivacyProfile {
  /** `removed`: every player's name out of the public view, in every spelling and case; `shown`: kept. */
  names: "shown" | "removed";
  /** `removed`: the director's name out of the public view as well. */
  director: "shown" | "removed";
}

export interface Settings {
  /** Minutes within which a side may appeal a ruling (Law 92B), counted from `appealFrom`. */
  appealMinutes: number;
  /**
   * What the period counts from: the ruling's time at the table (the report's `ruledAt`), or the end of
   * the session (its `sessionEnd`), as the Regulating Authority sets; the register entry when not given.
   */
  appealFrom: "ruling" | "session-end";
  /** The deposit an appeal needs (`"20 EUR"`), or null when none is required. */
  deposit: string | null;
  privacy: PrivacyProfile;
}

/** Law 92B's period when the Regulating Authority specifies none; no deposit; names removed. */
export const DEFAULT_SETTINGS: Settings = {
  appealMinutes: 30,
  appealFrom: "ruling",
  deposit: null,
  privacy: { names: "removed", director: "shown" },
};

/** A bad setting: the key at fault and the catalog's code. */
export interface SettingsError {
  code: string;
  key: string;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === "object" && x !== null && !Array.isArray(x);

const privacyOf = (v: unknown, old: PrivacyProfile): PrivacyProfile | SettingsError => {
  if (!isObj(v)) return { code: "register.type-object", key: "privacy" };
  const out = { ...old };
  for (const [k, x] of Object.entries(v)) {
    if (k !== "names" && k !== "director") return { code: "register.unknown-key", key: `privacy.${k}` };
    if (x !== "shown" && x !== "removed") return { code: "register.settings.privacy", key: `privacy.${k}` };
    out[k] = x;
  }
  return out;
};

/** The settings after `body` changes some of them; an error naming the key at fault otherwise. */
export const changeSettings = (old: Settings, body: unknown): Settings | SettingsError => {
  if (!isObj(body)) return { code: "register.settings.body", key: "settings" };
  const next: Settings = { ...old, privacy: { ...old.privacy } };
  for (const [k, v] of Object.entries(body)) {
    if (k === "appealMinutes") {
      if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v > 525_600)
        return { code: "register.settings.minutes", key: k };
      next.appealMinutes = v;
    } else if (k === "appealFrom") {
      if (v !== "ruling" && v !== "session-end") return { code: "register.settings.from", key: k };
      next.appealFrom = v;
    } else if (k === "deposit") {
      if (v !== null && (typeof v !== "string" || v.trim() === "" || v.length > 60 || /\p{Cc}/u.test(v)))
        return { code: "register.settings.deposit", key: k };
      next.deposit = v;
    } else if (k === "privacy") {
      const p = privacyOf(v, old.privacy);
      if ("code" in p) return p;
      next.privacy = p;
    } else return { code: "register.unknown-key", key: k };
  }
  return next;
};

/** The register's settings (the defaults for any not set). */
export const getSettings = (r: RegisterDb): Promise<Settings> => settingsIn(r.db);

/** The settings read through `db` (a transaction's, inside one: SQLite has a single connection). */
export const settingsIn = async (db: Kysely<Database>): Promise<Settings> => {
  const rows = await db.selectFrom("register_settings").select(["key", "value"]).execute();
  const stored = Object.fromEntries(rows.map((x) => [x.key, JSON.parse(x.value) as unknown]));
  const s = changeSettings(DEFAULT_SETTINGS, stored);
  return "code" in s ? DEFAULT_SETTINGS : s;
};

/** Stores every setting (one row per key, in one transaction). */
export const putSettings = async (r: RegisterDb, s: Settings): Promise<void> =>
  r.db.transaction().execute(async (tx) => {
    for (const [key, v] of Object.entries(s)) {
      const value = JSON.stringify(v);
      await tx
        .insertInto("register_settings")
        .values({ key, value })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
        .execute();
    }
  });
