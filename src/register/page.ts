/**
 * A ruling as people read it: the page of one ruling in the shape of an appeal form (header, the hands
 * when the log has them, the auction as it happened with the irregular calls marked, the ruling and the
 * laws, the result, the adjustment, the appeal), printable on A4; a casebook of many (one HTML file, or
 * CSV); and the anonymous view, without the players' names.
 */

import { auctionGrid, callText, cardText, parseDeal, suitsText } from "../engine.js";
import { type Lang, t } from "../explain/index.js";
import { LAW_WORD } from "../explain/ru-words.js";
import { analyse } from "./analyse.js";
import { APPEAL_CSV_COLUMNS, appealCells, appealHtml } from "./appeal-page.js";
import type { Appeal } from "./appeals.js";
import type { Adjusted, ArtificialMark, Component, SideScore } from "./report.js";
import type { Change, StoredRuling } from "./repository.js";
import { rt } from "./words.js";

export { anonymise } from "./privacy.js";

const SEATS = ["N", "E", "S", "W"] as const;
type Seat = (typeof SEATS)[number];

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const seatName = (lang: Lang, s: string): string => t(lang, `seat.${s}`);

const componentText = (lang: Lang, c: Component): string =>
  c.contract === "passed-out"
    ? rt(lang, "page.passedOut")
    : `${rt(lang, "page.contract", { contract: contractText(lang, c.contract), declarer: seatName(lang, c.declarer ?? "") })}, ${rt(lang, "page.tricks", { tricks: c.tricks ?? "?" })}`;

const contractText = (lang: Lang, c: string): string => {
  const m = /^(\d(?:C|D|H|S|NT))(X{0,2})$/.exec(c);
  return m ? `${callText(lang, m[1]!)}${m[2]}` : c;
};

const markText = (lang: Lang, m: ArtificialMark): string =>
  typeof m === "string" ? m : rt(lang, "page.percent", { percent: m.percent });

const sideText = (lang: Lang, s: SideScore): string =>
  "weighted" in s
    ? s.weighted.map((w) => `${w.weight} × ${componentText(lang, w)}`).join(" + ")
    : componentText(lang, s);

/** «Закон» for the 2017 code, «Правило» for 1987 (docs/terms-ru.md); "Law" in English. */
const lawWord = (lang: Lang, edition: string): string => LAW_WORD[lang][edition === "1987" ? "1987" : "2017"];

export const adjustmentText = (
  lang: Lang,
  a: Adjusted | undefined,
  edition: "2017" | "1987" = "2017",
): string => {
  if (!a) return rt(lang, "page.noAdjustment");
  const w = lawWord(lang, edition);
  if ("artificial" in a)
    return rt(lang, "page.artificial", {
      ns: markText(lang, a.artificial.ns),
      ew: markText(lang, a.artificial.ew),
      lawWord: w,
    });
  if ("assigned" in a)
    return rt(lang, "page.assigned", { result: componentText(lang, a.assigned), lawWord: w });
  if ("weighted" in a)
    return rt(lang, "page.weighted", { parts: sideText(lang, { weighted: a.weighted }), lawWord: w });
  return rt(lang, "page.split", { ns: sideText(lang, a.split.ns), ew: sideText(lang, a.split.ew) });
};

const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" } as const;

const handHtml = (hand: Record<string, string[]>): string =>
  (["S", "H", "D", "C"] as const)
    .map(
      (s) =>
        `<div><span class="suit ${s}">${SUIT_SYMBOL[s]}</span> ${escapeHtml((hand[s] ?? []).map((r) => (r === "T" ? "10" : r)).join(" ") || "—")}</div>`,
    )
    .join("");

const handsHtml = (lang: Lang, deal: string | undefined): string => {
  if (!deal) return "";
  const d = parseDeal(deal);
  if (!d.ok) return "";
  const h = (s: Seat) =>
    `<div class="hand ${s}"><b>${escapeHtml(seatName(lang, s))}</b>${handHtml(d.value[s] as unknown as Record<string, string[]>)}</div>`;
  return `<section><h2>${rt(lang, "page.hands")}</h2><div class="compass">${h("N")}${h("W")}${h("E")}${h("S")}</div></section>`;
};

interface LogEvent {
  by?: string;
  call?: string;
  change?: string;
  accept?: boolean;
  director?: boolean;
  leadRestriction?: { prohibit?: string; require?: string; waive?: boolean };
  lead?: string;
}

const row = (label: string, value: string): string =>
  value === "" ? "" : `<tr><th>${escapeHtml(label)}</th><td>${value}</td></tr>`;

const paragraphs = (s: string): string =>
  s
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

/** The director as the report names him, and the account that stored the ruling (the token's) beside it. */
const directorText = (lang: Lang, x: StoredRuling): string => {
  if (x.owner === "") return x.director;
  const account = x.ownerDisabled ? rt(lang, "page.ownerDisabled", { account: x.owner }) : x.owner;
  return x.owner === x.director && !x.ownerDisabled
    ? x.director
    : rt(lang, "page.reportedBy", { director: x.director, account });
};

/** Every change of the ruling: version, when, who (not for an anonymous reader), what. */
const historyHtml = (lang: Lang, changes: Change[]): string => {
  if (changes.length === 0) return "";
  const what = (c: Change): string => {
    const parts = [rt(lang, `page.history.${c.action}`)];
    if (c.changes.includes("log")) parts.push(rt(lang, "page.history.log"));
    const keys = c.changes.filter((k) => k.startsWith("report.")).map((k) => k.slice(7));
    if (keys.length) parts.push(rt(lang, "page.history.report", { keys: keys.join(", ") }));
    return parts.join("; ");
  };
  const anyone = changes.some((c) => c.by !== "");
  const head = ["version", "at", ...(anyone ? ["by"] : []), "what"]
    .map((k) => `<th>${escapeHtml(rt(lang, `page.history.${k}`))}</th>`)
    .join("");
  const rows = changes
    .map(
      (c) =>
        `<tr><td>${c.version}</td><td>${escapeHtml(c.at.slice(0, 16).replace("T", " "))}</td>${anyone ? `<td>${escapeHtml(c.by)}</td>` : ""}<td>${escapeHtml(what(c))}</td></tr>`,
    )
    .join("");
  return `<section class="history"><h2>${escapeHtml(rt(lang, "page.history"))}</h2><table class="facts"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></section>`;
};

/** The body of one ruling's page (an <article>), shared by the page and the casebook. */
export const rulingArticle = (
  x: StoredRuling,
  lang: Lang,
  changes: Change[] = [],
  appealed?: Appeal,
): string => {
  const rep = x.report;
  const log = x.log as {
    dealer?: string;
    vulnerability?: string;
    deal?: string;
    events: LogEvent[];
    board?: number;
  };
  const a = analyse(x.log);
  const state = a.ok ? a.value.state : undefined;
  const irregular = new Map((a.ok ? a.value.irregular : []).map((i) => [i.event, i]));
  const dealer = state?.dealer ?? log.dealer ?? "";
  const vul = state?.vulnerability ?? log.vulnerability ?? "";
  const board = x.board ?? undefined;
  const title =
    board === undefined
      ? rt(lang, "page.titleNoBoard", { event: x.event })
      : rt(lang, "page.title", { event: x.event, board });

  // Which calls as made were withdrawn: the cancelled list of the final state, matched in order.
  const cancelled = [...(state?.cancelled ?? [])];
  const lines: string[] = [];
  log.events.forEach((e, i) => {
    const seat = e.by ? escapeHtml(seatName(lang, e.by)) : "";
    const made = e.call ?? e.change;
    if (made !== undefined) {
      const k = cancelled.findIndex((c) => c.by === e.by && c.call === made.replace(/^Pass$/i, "P"));
      const gone = k >= 0 ? cancelled.splice(k, 1)[0] : undefined;
      const irr = irregular.get(i);
      const callHtml = escapeHtml(callText(lang, made));
      const marks = [
        irr
          ? `<span class="irregular">⚠ ${escapeHtml(rt(lang, "page.irregular", { irregularity: t(lang, `irregularity.${irr.irregularity}`), law: irr.law, lawWord: lawWord(lang, x.edition) }))}</span>`
          : "",
        gone
          ? `<span class="withdrawn">${escapeHtml(rt(lang, "page.withdrawn", { law: gone.law, lawWord: lawWord(lang, x.edition) }))}</span>`
          : "",
      ].filter(Boolean);
      lines.push(
        `<li${irr ? ' class="irr"' : ""}><span class="seat">${seat}</span> ${e.change !== undefined ? `${escapeHtml(rt(lang, "page.changes"))} ` : ""}${gone ? `<s>${callHtml}</s>` : `<b>${callHtml}</b>`} ${marks.join(" ")}</li>`,
      );
    } else if (e.accept !== undefined)
      lines.push(
        `<li class="note">${escapeHtml(rt(lang, e.accept ? "page.accepts" : "page.refuses", { seat: seatName(lang, e.by ?? "") }))}</li>`,
      );
    else if (e.director) lines.push(`<li class="note">${escapeHtml(rt(lang, "page.directorRules"))}</li>`);
    else if (e.leadRestriction) {
      const lr = e.leadRestriction;
      const key = lr.waive ? "page.waives" : lr.prohibit ? "page.prohibits" : "page.requires";
      lines.push(
        `<li class="note">${escapeHtml(rt(lang, key, { suit: suitsText(lr.prohibit ?? lr.require ?? "") }))}</li>`,
      );
    } else if (e.lead)
      lines.push(
        `<li class="note">${escapeHtml(rt(lang, "page.lead", { card: cardText(e.lead), seat: seatName(lang, e.by ?? "") }))}</li>`,
      );
  });

  // The auction that stands, in the usual grid: West North East South, each call under the seat that made
  // it (the engine's one grid builder, src/auction/grid.ts).
  const order = ["W", "N", "E", "S"] as const;
  const gridRows = state
    ? auctionGrid(state, { columns: order }).map(
        (r) =>
          `<tr>${r.map((c) => (c.call ? `<td${c.call.implied ? ' class="implied"' : ""}>${escapeHtml(callText(lang, c.call.call))}</td>` : "<td></td>")).join("")}</tr>`,
      )
    : [];
  const grid = `<table class="grid"><thead><tr>${order.map((s) => `<th>${escapeHtml(seatName(lang, s))}</th>`).join("")}</tr></thead><tbody>${gridRows.join("")}</tbody></table>`;

  const res = rep.result;
  const resultText = res
    ? `${escapeHtml(componentText(lang, res))}${res.score !== undefined ? `, ${escapeHtml(rt(lang, "page.score", { score: res.score }))}` : ""}`
    : state?.contract === "passed-out"
      ? escapeHtml(rt(lang, "page.passedOut"))
      : state?.contract
        ? escapeHtml(
            rt(lang, "page.contract", {
              contract: contractText(lang, state.contract),
              declarer: seatName(lang, state.declarer ?? ""),
            }),
          )
        : escapeHtml(rt(lang, "page.noResult"));

  const players = rep.players
    ? SEATS.filter((s) => rep.players?.[s])
        .map((s) => `${escapeHtml(seatName(lang, s))}: ${escapeHtml(rep.players![s]!)}`)
        .join("; ")
    : "";
  const ap = rep.appeal;
  const appeal = ap
    ? `<table class="facts">${row(rt(lang, "page.lodged"), rt(lang, ap.lodged ? "page.yes" : "page.no"))}${row(rt(lang, "page.appealBy"), escapeHtml(ap.by ?? ""))}${row(rt(lang, "page.reason"), escapeHtml(ap.reason ?? ""))}${row(rt(lang, "page.committee"), escapeHtml(ap.committee ?? ""))}${row(rt(lang, "page.decision"), escapeHtml(ap.decision ?? ""))}${row(rt(lang, "page.deposit"), ap.deposit ? escapeHtml(rt(lang, `page.deposit.${ap.deposit}`)) : "")}${row(rt(lang, "page.comment"), escapeHtml(ap.comment ?? ""))}</table>`
    : `<p>${escapeHtml(rt(lang, "page.noAppeal"))}</p>`;

  return `<article class="ruling" id="ruling-${escapeHtml(x.id)}">
<h1>${escapeHtml(title)}</h1>
<table class="header">
${row(rt(lang, "page.event"), escapeHtml(x.event))}
${row(rt(lang, "page.session"), escapeHtml(x.session))}
${row(rt(lang, "page.date"), escapeHtml(x.date))}
${row(rt(lang, "page.table"), escapeHtml(x.table))}
${row(rt(lang, "page.board"), board === undefined ? "" : String(board))}
${row(rt(lang, "page.dealer"), dealer ? escapeHtml(seatName(lang, dealer)) : "")}
${row(rt(lang, "page.vulnerability"), vul ? escapeHtml(rt(lang, `page.vul.${vul}`)) : "")}
${row(rt(lang, "page.edition"), escapeHtml(rt(lang, `page.edition.${x.edition}`)))}
${row(rt(lang, "page.director"), escapeHtml(directorText(lang, x)))}
${row(rt(lang, "page.players"), players)}
</table>
${handsHtml(lang, log.deal)}
<section><h2>${escapeHtml(rt(lang, "page.auction"))}</h2>
<p class="small">${escapeHtml(rt(lang, "page.auctionNote"))}</p>
<ol class="events">${lines.join("")}</ol>
<h3>${escapeHtml(rt(lang, "page.standing"))}</h3>${grid}</section>
<section><h2>${escapeHtml(rt(lang, "page.facts"))}</h2>${paragraphs(rep.facts)}</section>
<section><h2>${escapeHtml(rt(lang, "page.ruling"))}</h2>${paragraphs(rep.ruling)}
<p><b>${escapeHtml(rt(lang, x.edition === "1987" ? "page.laws.1987" : "page.laws"))}:</b> ${x.laws.map((l) => `<span class="law">${escapeHtml(l)}</span>`).join(", ")}</p></section>
<section><h2>${escapeHtml(rt(lang, "page.result"))}</h2><p>${resultText}</p>
<h3>${escapeHtml(rt(lang, "page.adjustment"))}</h3><p>${escapeHtml(adjustmentText(lang, rep.adjustment, x.edition === "1987" ? "1987" : "2017"))}</p></section>
${appealed ? appealHtml(lang, x, appealed, { vulnerability: state?.vulnerability ?? "None", edition: x.edition === "1987" ? "1987" : "2017" }) : `<section><h2>${escapeHtml(rt(lang, "page.appeal"))}</h2>${appeal}</section>`}
${rep.notes ? `<section><h2>${escapeHtml(rt(lang, "page.notes"))}</h2>${paragraphs(rep.notes)}</section>` : ""}
${historyHtml(lang, changes)}
<footer>${escapeHtml(rt(lang, "page.footer", { id: x.id, created: x.createdAt.slice(0, 10), updated: x.updatedAt.slice(0, 10) }))}${x.ownerId === 0 ? ` · ${escapeHtml(rt(lang, rep.players ? "page.published" : "page.anonymous"))}` : ""}</footer>
</article>`;
};

const STYLE = `
:root { color-scheme: light; }
body { font: 11pt/1.4 system-ui, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #111; margin: 1.5rem auto; max-width: 52rem; padding: 0 1rem; }
h1 { font-size: 1.4rem; margin: 0 0 .5rem; } h2 { font-size: 1.1rem; border-bottom: 1px solid #999; margin: 1rem 0 .4rem; } h3 { font-size: 1rem; margin: .6rem 0 .3rem; }
table { border-collapse: collapse; } th, td { text-align: left; padding: .1rem .6rem .1rem 0; vertical-align: top; }
table.header th, table.facts th { font-weight: 600; white-space: nowrap; }
.grid th, .grid td { width: 4.5rem; } .grid td.implied { font-style: italic; color: #555; }
.compass { display: grid; grid-template-columns: repeat(3, 11rem); grid-template-areas: ". n ." "w . e" ". s ."; gap: .4rem; }
.hand.N { grid-area: n; } .hand.W { grid-area: w; } .hand.E { grid-area: e; } .hand.S { grid-area: s; }
.suit.H, .suit.D { color: #b00; }
.events { padding-left: 1.8rem; } .events li.irr { font-weight: 600; } .events li.note { color: #444; font-style: italic; }
.irregular { color: #b00; } .withdrawn { color: #555; } .law { font-weight: 600; } .small { font-size: .9em; color: #444; }
footer { margin-top: 1.5rem; font-size: .85em; color: #555; border-top: 1px solid #ccc; padding-top: .3rem; }
article + article { margin-top: 2rem; }
@page { size: A4; margin: 15mm; }
@media print {
  body { margin: 0; max-width: none; padding: 0; font-size: 10.5pt; }
  article { break-after: page; } article:last-child { break-after: auto; }
  section, table, .compass { break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}`;

/** The start of one of our HTML documents, up to its body. */
export const docHead = (lang: Lang, title: string): string =>
  `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
`;
export const DOC_END = `
</body>
</html>
`;

const doc = (lang: Lang, title: string, body: string): string => `${docHead(lang, title)}${body}${DOC_END}`;

/** One ruling's page, a whole HTML document. */
export const rulingPage = (x: StoredRuling, lang: Lang, changes: Change[] = [], appealed?: Appeal): string =>
  doc(
    lang,
    x.board === null
      ? rt(lang, "page.titleNoBoard", { event: x.event })
      : rt(lang, "page.title", { event: x.event, board: x.board }),
    rulingArticle(x, lang, changes, appealed),
  );

/** The casebook's own header (its title, and how many rulings when known). */
export const casebookHeader = (lang: Lang, count?: number): string =>
  `<header><h1>${escapeHtml(rt(lang, "page.casebook"))}</h1>${count === undefined ? "" : `<p>${escapeHtml(rt(lang, "page.casebookCount", { count }))}</p>`}</header>\n`;

/** Many rulings in one HTML file, one per printed page. */
export const casebookHtml = (xs: StoredRuling[], lang: Lang): string =>
  doc(
    lang,
    rt(lang, "page.casebook"),
    `${casebookHeader(lang, xs.length)}${xs.map((x) => rulingArticle(x, lang)).join("\n")}`,
  );

const CSV_COLUMNS = [
  "id",
  "date",
  "event",
  "session",
  "table",
  "board",
  "director",
  "edition",
  "laws",
  "irregularities",
  "contract",
  "declarer",
  "tricks",
  "score",
  "adjustment",
  "appeal",
  "decision",
  "facts",
  "ruling",
] as const;

/** A cell: quoted when it needs it; a text that a spreadsheet would run as a formula is defused with '. */
const cell = (v: string | number | undefined | null): string => {
  if (v === undefined || v === null) return "";
  if (typeof v === "number") return String(v);
  const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const CSV_HEADER = `${[...CSV_COLUMNS, ...APPEAL_CSV_COLUMNS].join(",")}\r\n`;

/** One ruling as a line of CSV (with its CRLF). */
export const csvLine = (x: StoredRuling, appealed?: Appeal): string => {
  const r = x.report;

  return `${[
    cell(x.id),
    cell(x.date),
    cell(x.event),
    cell(x.session),
    cell(x.table),
    cell(x.board),
    cell(x.director),
    cell(x.edition),
    cell(x.laws.join(" ")),
    cell(x.irregularities.join(" ")),
    cell(r.result?.contract),
    cell(r.result?.declarer),
    cell(r.result?.tricks),
    cell(r.result?.score),
    cell(r.adjustment ? adjustmentText("en", r.adjustment) : ""),
    cell(r.appeal ? (r.appeal.lodged ? "lodged" : "not lodged") : ""),
    cell(r.appeal?.decision),
    cell(r.facts),
    cell(r.ruling),
    ...(appealed ? appealCells(appealed, boardOf(x)) : APPEAL_CSV_COLUMNS.map(() => "")).map(cell),
  ].join(",")}\r\n`;
};

/** The board's vulnerability as the replayed log has it, and its code (for an appeal's new score). */
const boardOf = (x: StoredRuling) => {
  const a = analyse(x.log);
  return {
    vulnerability: a.ok ? a.value.state.vulnerability : "None",
    edition: x.edition === "1987" ? "1987" : "2017",
  } as const;
};

/** The rulings as CSV (RFC 4180, CRLF), one line each; the adjustment in English words. */
export const casebookCsv = (xs: StoredRuling[]): string => CSV_HEADER + xs.map((x) => csvLine(x)).join("");
