/**
 * Versioned migrations of the register, run in order on start (Kysely's Migrator keeps the list of those
 * done in `kysely_migration` and holds a lock while it runs, so several servers may start at once). Never
 * edit a migration that has shipped: add the next one.
 */
import type { Migration } from "kysely";
import type { Dialect } from "../db.js";
import { initial } from "./001_initial.js";
import { accountsHistory } from "./002_accounts_history.js";
import { appeals } from "./003_appeals.js";
import { clubs } from "./004_clubs.js";

export const migrations = (dialect: Dialect): Record<string, Migration> => ({
  "001_initial": initial(dialect),
  "002_accounts_history": accountsHistory(dialect),
  "003_appeals": appeals(dialect),
  "004_clubs": clubs(dialect),
});
