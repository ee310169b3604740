/**
 * PBN 2.1 import (docs/formats.md): a streaming reader of Portable Bridge Notation files to games (tags
 * with inheritance applied, the Auction and Play sections, notes, tables) and from each game a table log
 * (`table-log@1`, docs/table-log.md and the play period) and, from score tables, `session@1` results.
 *
 * Feed it text in chunks (`new PbnReader().push(chunk)` / `.end()`), or lines (`readPbn(lines)`), or one
 * string (`parsePbn(text)`). Memory is bounded per game (see `PBN_LIMITS`). Problems are diagnostics with a
 * line and a column, `error` where the file breaks the standard, `warning` where it is legal PBN that a
 * table log cannot say; nothing throws.
 *
 * The irregularity tokens: `^I` before a call is an insufficient bid that was accepted; `^S` takes the
 * place of a player who was skipped because a call out of rotation was accepted; `^R` before a card is a
 * revoke; `^L` before a card is a lead out of turn that was accepted. In a table log the irregular call (or
 * lead) is logged as made, followed by the `accept` of the player who had the option (the engine says who).
 * `!` and `?` after a call are quality marks (NAGs), never alerts.
 *
 * The reader is in ./pbn/ by its seams: read.ts (the streaming reader, tag inheritance), tags.ts (tag
 * values), sections.ts (the Auction and Play sections, the tables), toTableLog.ts (a game to a table log)
 * and tables.ts (the score tables to `session@1`); this file is their public face.
 */

export { PbnReader, parsePbn, readPbn, readPbnAsync } from "./pbn/read.js";
export { PbnSessionBuilder, pbnSession, type SessionJson, type SessionResult } from "./pbn/tables.js";
export {
  KNOWN_TAGS,
  type PbnCall,
  type PbnCard,
  type PbnGame,
  type PbnItem,
  type PbnOptions,
  type PbnTable,
  type PbnTag,
} from "./pbn/types.js";
export { type Diagnostic, type Limits, PBN_LIMITS } from "./pbnLex.js";
export type { TableLogJson } from "./tricks.js";
