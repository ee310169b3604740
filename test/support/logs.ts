/**
 * The one builder of the table logs the tests write by hand (`table-log@1`, docs/table-log.md): a header
 * with the usual defaults (2017 code, dealer North, nobody vulnerable) and the events, and the calls of
 * an auction in rotation. The keys come in the format's order (format, edition, board, dealer,
 * vulnerability, deal, events), so a log built here prints as one written out in full.
 */
import type { JsonEvent, TableLogJson } from "../../src/formats/tricks.js";

export type LogHeader = Partial<Omit<TableLogJson, "format" | "events">>;

const SEATS = ["N", "E", "S", "W"] as const;
type Seat = (typeof SEATS)[number];

/** A table log of `events` under `header` (by default the 2017 code, dealer North, nobody vulnerable). */
export const tableLog = (events: JsonEvent[], header: LogHeader = {}): TableLogJson => ({
  format: "table-log@1",
  edition: header.edition ?? "2017",
  ...(header.board !== undefined ? { board: header.board } : {}),
  dealer: header.dealer ?? "N",
  vulnerability: header.vulnerability ?? "None",
  ...(header.deal !== undefined ? { deal: header.deal } : {}),
  events,
});

/** The calls in rotation from `first` (North by default): `calls(["1NT", "P"])` is N 1NT, E pass. */
export const calls = (list: string[], first: Seat = "N"): JsonEvent[] =>
  list.map((call, i) => ({ by: SEATS[(SEATS.indexOf(first) + i) % 4]!, call }));
