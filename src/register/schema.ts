/** The register's tables as Kysely sees them (the same on SQLite and PostgreSQL). */
import type { Generated } from "kysely";

export type Role = "admin" | "director" | "reader" | "committee";
export const ROLES: readonly Role[] = ["admin", "director", "reader", "committee"];

export interface UsersTable {
  id: Generated<number>;
  name: string;
  role: Role;
  /** sha256 of the token's secret, hex: the token itself is never stored. */
  token_hash: string;
  created_at: string;
  /** When the token stops working (ISO time), or null: never. */
  expires_at: string | null;
  /** When the token was revoked (a rotation gives a new one), or null. */
  revoked_at: string | null;
  /** When the account was disabled (its rulings are kept), or null. */
  disabled_at: string | null;
  /** The last request made with the token (to the minute), or null. */
  last_used_at: string | null;
  /** The club the account belongs to (migration 004), or null: the federation's. */
  club_id: number | null;
}

export interface RulingsTable {
  id: string;
  owner_id: number;
  director: string;
  event: string;
  session: string;
  date: string;
  table_no: string;
  board: number | null;
  edition: string;
  /** The laws the replayed log names, space-separated with a space at each end (" 27A1 27B2 "). */
  laws: string;
  /** The irregularities met while replaying, space-separated likewise. */
  irregularities: string;
  facts: string;
  ruling_text: string;
  notes: string;
  /** The table log as uploaded (JSON text). */
  log: string;
  /** The director's report as uploaded (JSON text). */
  report: string;
  /** sha256 of the canonical log and report: an identical re-upload changes nothing. */
  digest: string;
  /** 1 when an admin has put it in the public casebook. */
  published: number;
  created_at: string;
  updated_at: string;
  /** 1 when stored, one more at every change (the ETag; a PUT with a stale If-Match is refused). */
  version: Generated<number>;
  /** The facts, ruling, notes and appeal with the players' names removed: anonymous searches run over it. */
  public_text: string;
  /** The event and the director in lower case (foldCase): the case-insensitive search reads these. */
  event_key: string;
  director_key: string;
  /** The club of the account that first stored it (migration 004), or null: the federation's. */
  club_id: number | null;
}

/** A club (or an event) of the federation's register: its accounts and rulings name it (migration 004). */
export interface ClubsTable {
  id: Generated<number>;
  name: string;
  created_at: string;
}

/** Every change of a ruling: who (the account), when, what. */
export interface RulingHistoryTable {
  id: Generated<number>;
  ruling_id: string;
  /** The ruling's version after the change. */
  version: number;
  at: string;
  user_id: number;
  /** created, updated, published, unpublished. */
  action: string;
  /** JSON list of what changed: "log", "report.facts", ..., "published". */
  changes: string;
}

/** Each law of a ruling, under its label and each shorter label it belongs to (27B1(a): 27, 27B, 27B1). */
export interface RulingLawsTable {
  ruling_id: string;
  law_key: string;
  /** 1 for the label the engine wrote, 0 for a shorter key. */
  exact: number;
}

/** The appeal of a ruling (Laws 92-93, migration 003): its state and its record (appeals.ts), JSON. */
export interface AppealsTable {
  ruling_id: string;
  /** lodged, heard, decided, approved. */
  state: string;
  lodged_at: string;
  record: string;
}

/** The committee accounts that hear an appeal: what a `committee` account may read. */
export interface AppealHearersTable {
  ruling_id: string;
  user_id: number;
}

/** The register's settings (settings.ts): one JSON value per key. */
export interface RegisterSettingsTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  rulings: RulingsTable;
  ruling_laws: RulingLawsTable;
  ruling_history: RulingHistoryTable;
  appeals: AppealsTable;
  appeal_hearers: AppealHearersTable;
  register_settings: RegisterSettingsTable;
  clubs: ClubsTable;
}
