/** The register's tables as Kysely sees them (the same on SQLite and PostgreSQL). */
import type { Generated } from "kysely";

export type Role = "admin" | "director" | "reader";
export const ROLES: readonly Role[] = ["admin", "director", "reader"];

export interface UsersTable {
  id: Generated<number>;
  name: string;
  role: Role;
  /** sha256 of the token's secret, hex: the token itself is never stored. */
  token_hash: string;
  created_at: string;
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
}

/** Each law of a ruling, under its label and each shorter label it belongs to (27B1(a): 27, 27B, 27B1). */
export interface RulingLawsTable {
  ruling_id: string;
  law_key: string;
  /** 1 for the label the engine wrote, 0 for a shorter key. */
  exact: number;
}

export interface Database {
  users: UsersTable;
  rulings: RulingsTable;
  ruling_laws: RulingLawsTable;
}
