/**
 * The shape of one fixture file of test/fixtures/ (test/fixtures/README.md), as plain sentences: it is
 * JSON with the keys a fixture needs, sits in a known edition and law folder (or in `editions/` with its
 * code in its name), is named after its paragraph, and keeps its steps inside its log. The play period's
 * fixtures also name their main `paragraph` and their `source`. It does not call the engine.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FIXTURES_DIR, periodOf } from "./fixtures.js";

const EDITIONS = new Set(["2017", "1987"]);
const SEATS = new Set(["N", "E", "S", "W"]);
const KNOWN = new Set([
  "name",
  "paragraph",
  "paragraphs",
  "source",
  "basis",
  "log",
  "expect",
  "steps",
  "expectError",
]);

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === "string" && s.length > 0);

/** The edition a path's place gives (`2017/law64/x.json`, `editions/x.1987.json`), or a problem. */
const placeOf = (rel: string): { edition?: string; law?: string; name: string; out: string[] } => {
  const parts = rel.split("/");
  if (parts.length === 2 && parts[0] === "editions") {
    const edition = /\.(\d{4})\.json$/.exec(parts[1]!)?.[1];
    const out =
      edition && EDITIONS.has(edition)
        ? []
        : [`${rel}: an edition pair's name ends in .2017.json or .1987.json`];
    return { ...(edition ? { edition } : {}), name: parts[1]!, out };
  }
  if (parts.length !== 3) return { name: rel, out: [`${rel}: expected <edition>/lawNN/<file>.json`] };
  const [edition, lawDir, name] = parts as [string, string, string];
  const out: string[] = [];
  if (!EDITIONS.has(edition)) out.push(`${rel}: unknown edition folder ${edition}`);
  const law = /^law(\d{2})$/.exec(lawDir)?.[1];
  if (law === undefined || Number(law) < 1 || Number(law) > 93)
    out.push(`${rel}: unknown law folder ${lawDir}`);
  return { edition, ...(law ? { law: String(Number(law)) } : {}), name, out };
};

/** The fixture's own keys: its name, paragraphs, basis and (for the play) its main paragraph and sources. */
const keyProblems = (rel: string, data: Record<string, unknown>, law: string | undefined, name: string) => {
  const out: string[] = [];
  const play = periodOf(rel) === "play";
  for (const key of play ? ["name", "paragraph", "basis"] : ["name", "basis"]) {
    if (typeof data[key] !== "string" || (data[key] as string).length === 0)
      out.push(`${rel}: "${key}" must be a non-empty string`);
  }
  if (!isStringList(data.paragraphs)) out.push(`${rel}: "paragraphs" must be a non-empty list of labels`);
  if ((play || data.source !== undefined) && !isStringList(data.source))
    out.push(`${rel}: "source" must be a non-empty list of sources`);
  if (typeof data.paragraph === "string") {
    const paragraph = data.paragraph;
    if (!/^\d{2}[A-Za-z0-9]*$/.test(paragraph))
      out.push(`${rel}: "paragraph" ${paragraph} is not a label like 64A2`);
    if (law !== undefined && String(Number(paragraph.slice(0, 2))) !== law)
      out.push(`${rel}: paragraph ${paragraph} is not in its law folder`);
    if (!name.startsWith(`${paragraph}-`)) out.push(`${rel}: the file name must start with "${paragraph}-"`);
  }
  for (const k of Object.keys(data)) if (!KNOWN.has(k)) out.push(`${rel}: unknown key "${k}"`);
  return out;
};

/** The log's header and events: the format, the folder's code, a dealer, a vulnerability, seats. */
const logProblems = (rel: string, log: Record<string, unknown>, edition: string | undefined): string[] => {
  const out: string[] = [];
  if (log.format !== "table-log@1") out.push(`${rel}: log.format must be table-log@1`);
  if (edition !== undefined && log.edition !== edition)
    out.push(`${rel}: log.edition ${String(log.edition)} is not the place's ${edition}`);
  // Law 2: a board number gives the dealer and the vulnerability the log leaves out.
  const board = Number.isInteger(log.board);
  if (!SEATS.has(String(log.dealer)) && !(board && log.dealer === undefined))
    out.push(`${rel}: log.dealer must be a seat (or left to the board number)`);
  if (
    !["None", "NS", "EW", "All"].includes(String(log.vulnerability)) &&
    !(board && log.vulnerability === undefined)
  )
    out.push(`${rel}: log.vulnerability must be None, NS, EW or All (or left to the board number)`);
  const events = log.events;
  if (!Array.isArray(events) || events.length === 0 || !events.every(isObject))
    return [...out, `${rel}: log.events must be a non-empty list of objects`];
  events.forEach((e, i) => {
    // The director's events and the `position` extension (the director arrives mid-play) have no seat.
    if (!("director" in e) && !("position" in e) && !SEATS.has(String(e.by)))
      out.push(`${rel}: event ${i} has no seat in "by"`);
  });
  return out;
};

/** What the fixture expects: a state, steps inside the log, or an error. */
const expectationProblems = (rel: string, data: Record<string, unknown>, events: number): string[] => {
  const out: string[] = [];
  if (data.expect === undefined && data.steps === undefined && data.expectError === undefined)
    out.push(`${rel}: needs "expect", "steps" or "expectError"`);
  if (data.expect !== undefined && !isObject(data.expect)) out.push(`${rel}: "expect" must be an object`);
  if (data.expectError !== undefined && !isObject(data.expectError))
    out.push(`${rel}: "expectError" must be an object`);
  if (data.steps === undefined) return out;
  if (!Array.isArray(data.steps)) return [...out, `${rel}: "steps" must be a list`];
  data.steps.forEach((s, i) => {
    if (!isObject(s) || !Number.isInteger(s.after) || !isObject(s.expect))
      out.push(`${rel}: step ${i} must be {after: <event index>, expect: {...}}`);
    else if ((s.after as number) < 0 || (s.after as number) >= events)
      out.push(`${rel}: step ${i} is after event ${String(s.after)}, outside the log`);
  });
  return out;
};

/** Problems with one fixture file (`rel` relative to test/fixtures/); empty when the file is fine. */
export const fixtureProblems = (rel: string): string[] => {
  const place = placeOf(rel);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(FIXTURES_DIR, rel), "utf8"));
  } catch (e) {
    return [...place.out, `${rel}: not valid JSON (${(e as Error).message})`];
  }
  if (!isObject(data)) return [...place.out, `${rel}: the fixture is not a JSON object`];
  const out = [...place.out, ...keyProblems(rel, data, place.law, place.name)];
  if (!isObject(data.log)) return [...out, `${rel}: "log" must be an object`];
  const events = Array.isArray(data.log.events) ? data.log.events.length : 0;
  return [...out, ...logProblems(rel, data.log, place.edition), ...expectationProblems(rel, data, events)];
};
