/**
 * The casebook drawn off the request path: the rulings read a page at a time and rendered one by one, the
 * event loop given back between them, so a casebook of 1000 rulings is a stream of chunks and never holds
 * the server (`/api/health` and every other request are answered while it is drawn).
 */
import { setImmediate as yieldLoop } from "node:timers/promises";
import type { Lang } from "../explain/index.js";
import { appealsOf } from "./appeal-store.js";
import type { Appeal } from "./appeals.js";
import type { RegisterDb } from "./db.js";
import { CSV_HEADER, casebookHeader, csvLine, DOC_END, docHead, rulingArticle } from "./page.js";
import type { PublicView } from "./profile.js";
import { allRulings, type Filters, type StoredRuling, searchRulings } from "./repository.js";
import { rt } from "./words.js";

/** The most rulings one casebook holds. */
export const CASEBOOK_MAX = 1000;
const PAGE = 50;

export async function* casebookChunks(
  r: RegisterDb,
  f: Filters,
  format: "html" | "csv",
  lang: Lang,
  view: (x: StoredRuling, appeal?: Appeal) => PublicView,
): AsyncGenerator<string> {
  if (format === "csv") yield CSV_HEADER;
  else {
    const { total } = await searchRulings(r, f, { limit: 1 });
    yield `${docHead(lang, rt(lang, "page.casebook"))}${casebookHeader(lang, Math.min(total, CASEBOOK_MAX))}`;
  }
  for (let offset = 0; offset < CASEBOOK_MAX; offset += PAGE) {
    const rows = await allRulings(r, f, Math.min(PAGE, CASEBOOK_MAX - offset), offset);
    const appeals = await appealsOf(
      r,
      rows.map((x) => x.id),
    );
    for (const x of rows) {
      const v = view(x, appeals.get(x.id));
      yield format === "csv"
        ? csvLine(v.ruling, v.appeal)
        : `${rulingArticle(v.ruling, lang, [], v.appeal)}\n`;
      await yieldLoop();
    }
    if (rows.length < PAGE) break;
  }
  if (format === "html") yield DOC_END;
}
