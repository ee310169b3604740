/**
 * The session report as text (the terminal) and as one self-contained HTML page (a club can publish it):
 * travellers with each result's score and matchpoints or IMPs, the ranking, and each adjusted score with
 * its law and, when the result names one, the table log of the ruling. Written a board at a time, so a
 * streamed session of any size is reported with bounded memory.
 */

import type { Lang } from "../explain/index.js";
import { seatName, t } from "../explain/index.js";
import { adjustmentText, contractText, lawText, signed, st } from "../explain/session.js";
import { fracText, toNumber } from "../scoring/frac.js";
import { type ProposalReport, proposalAdjusted } from "../scoring/proposal.js";
import type {
  BoardReport,
  Edition,
  MatchReport,
  Method,
  RankRow,
  ResultReport,
  SessionHeader,
} from "../scoring/session-types.js";
import { printable } from "./printable.js";

/** What the table log behind a ruling says (read and replayed by the command). */
export interface RulingInfo {
  file: string;
  error?: string;
  phase?: string;
  contract?: string | null;
  watch?: { law: string; offendingSide: string }[];
  explain?: string;
}

/** An adjusted score kept for the report's last section. */
export interface AdjustedEntry {
  board: number;
  /** The result's index on its board. */
  index: number;
  result: ResultReport;
  ruling?: RulingInfo;
}

export interface ReportWriter {
  head(h: SessionHeader): string[];
  board(b: BoardReport): string[];
  /** `proposals`: the 12C proposals worked out (the HTML page shows them; the text report prints them after). */
  tail(
    ranking: RankRow[],
    matches: MatchReport[] | undefined,
    adjusted: AdjustedEntry[],
    proposals?: readonly ProposalReport[],
  ): string[];
}

const fixed = (x: number | undefined): string => (x === undefined ? "" : x.toFixed(2));

const scoring = (lang: Lang, m: Method): string => st(lang, `report.scoring.${m}`);

const headLine = (lang: Lang, h: SessionHeader): string =>
  [
    h.event ?? st(lang, "report.title"),
    h.date,
    st(lang, `report.edition.${h.edition}`),
    scoring(lang, h.scoring),
  ]
    .filter(Boolean)
    .join(" · ");

const boardLine = (lang: Lang, b: BoardReport): string =>
  [
    st(lang, "report.board", { board: b.board }),
    st(lang, `report.vul.${b.vulnerability}`),
    b.top !== undefined ? st(lang, "report.top", { top: b.top }) : "",
    b.datum !== undefined ? st(lang, "report.datum", { datum: signed(b.datum) }) : "",
  ]
    .filter(Boolean)
    .join(" · ");

/** The contract column of a traveller line. */
const contractCell = (lang: Lang, r: ResultReport): string => {
  if (r.notPlayed) return st(lang, "report.notPlayed");
  if (r.artificial) return `${r.artificial.ns} / ${r.artificial.ew}`;
  if (r.adjusted?.kind === "weighted") return st(lang, "report.cell.weighted");
  if (r.adjusted?.kind === "split") return st(lang, "report.cell.split");
  if (r.contract) return contractText(lang, r.contract);
  return "";
};

const pad = (s: string, n: number): string => (s.length >= n ? `${s} ` : s.padEnd(n));
const lpad = (s: string, n: number): string => s.padStart(n);

// ---------------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------------

export const textReport = (lang: Lang, edition: Edition, method: Method): ReportWriter => {
  const mp = method === "matchpoints";
  const teams = method === "teams";
  const header = (): string => {
    const cols = [
      pad(st(lang, "report.col.ns"), 6),
      pad(st(lang, "report.col.ew"), 6),
      teams ? pad(st(lang, "report.col.table"), 11) : "",
      pad(st(lang, "report.col.contract"), 12),
      pad(st(lang, "report.col.by"), 8),
      lpad(st(lang, "report.col.tricks"), 6),
      lpad(st(lang, "report.col.score"), 7),
      ...(mp
        ? ["report.col.nsMP", "report.col.ewMP", "report.col.nsPct", "report.col.ewPct"]
        : ["report.col.nsIMPs", "report.col.ewIMPs"]
      ).map((k) => lpad(st(lang, k), mp ? 8 : 9)),
    ];
    return `  ${cols.join("")}`;
  };
  return {
    head: (h) => [headLine(lang, h), ""],
    board: (b) => {
      const out = [boardLine(lang, b), header()];
      for (const r of b.results) {
        const cols = [
          pad(r.ns, 6),
          pad(r.ew, 6),
          teams ? pad(r.table ? `${r.table} ${r.match ?? ""}` : "", 11) : "",
          pad(contractCell(lang, r), 12),
          pad(r.declarer ? seatName(lang, r.declarer).slice(0, 1) : "", 8),
          lpad(r.tricks === undefined ? "" : String(r.tricks), 6),
          lpad(r.score === undefined || r.notPlayed ? "" : signed(r.score), 7),
          ...(mp ? [r.nsMP, r.ewMP, r.nsPct, r.ewPct] : [r.nsIMPs, r.ewIMPs]).map((x) =>
            lpad(fixed(x), mp ? 8 : 9),
          ),
        ];
        out.push(
          `  ${cols.join("")}${r.adjusted ? `  ${lawText(lang, edition, r.adjusted.law)}` : ""}`.trimEnd(),
        );
        if (r.adjusted) for (const l of adjustmentText(lang, edition, r).slice(1)) out.push(`        ${l}`);
      }
      out.push("");
      return out;
    },
    tail: (ranking, matches, adjusted) => {
      const out: string[] = [];
      if (matches?.length) {
        out.push(st(lang, "report.matches"));
        for (const m of matches)
          out.push(
            `  ${st(lang, "report.match", { match: m.match, home: m.home, away: m.away })}: ${fixed(m.homeIMPs)} – ${fixed(m.awayIMPs)} IMPs${m.homeVP !== undefined ? `, ${fixed(m.homeVP)} – ${fixed(m.awayVP)} VP` : ""}`,
          );
        out.push("");
      }
      let dir: string | undefined;
      for (const r of ranking) {
        if (r.direction !== dir) {
          dir = r.direction;
          out.push(st(lang, dir === "both" ? "report.ranking" : `report.ranking.${dir}`));
        }
        const score = mp
          ? `${lpad(fixed(r.mp), 9)} ${lpad(fixed(r.pct), 7)}%`
          : `${lpad(fixed(r.imps), 9)}${r.vp !== undefined ? ` ${lpad(fixed(r.vp), 7)} VP` : ""}`;
        out.push(
          `  ${lpad(`${r.rank}${r.tied ? "=" : ""}`, 4)}  ${pad(r.pair, 6)}${score}  ${r.names?.join(" – ") ?? ""}`.trimEnd(),
        );
      }
      if (adjusted.length) {
        out.push("", st(lang, "report.adjusted"));
        for (const a of adjusted) {
          const [first, ...rest] = adjustmentText(lang, edition, a.result);
          out.push(
            `  ${st(lang, "report.board", { board: a.board })}, ${a.result.ns}–${a.result.ew}: ${first}`,
          );
          for (const l of rest) out.push(`    ${l}`);
          for (const l of rulingLines(lang, a.ruling)) out.push(`    ${l}`);
        }
      }
      return out;
    },
  };
};

const rulingLines = (lang: Lang, r: RulingInfo | undefined): string[] => {
  if (!r) return [];
  if (r.error) return [st(lang, "report.ruling.unreadable", { file: r.file, reason: r.error })];
  const out = [st(lang, "report.ruling.file", { file: r.file })];
  if (r.phase) out.push(st(lang, "report.ruling.phase", { phase: st(lang, `report.phase.${r.phase}`) }));
  if (r.contract) out.push(st(lang, "report.ruling.contract", { contract: contractText(lang, r.contract) }));
  if (r.explain) out.push(...r.explain.split("\n").filter(Boolean));
  if (r.watch?.length)
    for (const w of r.watch)
      out.push(st(lang, "report.ruling.watch", { law: w.law, side: t(lang, `side.${w.offendingSide}`) }));
  else out.push(st(lang, "report.ruling.noWatch"));
  return out;
};

// ---------------------------------------------------------------------------------------------------
// HTML
// ---------------------------------------------------------------------------------------------------

/** Text for the page: control characters from the input (ESC...) as visible escapes, then HTML-escaped. */
const esc = (s: string): string =>
  printable(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:1.5rem auto;max-width:60rem;padding:0 1rem;color:#1a1a1a;background:#fff}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2rem}h3{font-size:1rem;margin:1.5rem 0 .3rem}
table{border-collapse:collapse;margin:.3rem 0 1rem;font-variant-numeric:tabular-nums}
th,td{padding:.2rem .55rem;border-bottom:1px solid #ddd;text-align:left}
td.n,th.n{text-align:right}tr.adj td{background:#fff6e0}
.law{font-size:.85em;color:#6a4a00;white-space:nowrap}.note{font-size:.9em;color:#444}
.ruling{border-left:3px solid #c58a24;padding:.2rem .8rem;margin:.5rem 0 1rem}
.proposal{border:1px dashed #2a6a8a;padding:.2rem .8rem;margin:.5rem 0 1rem}.proposal .mark{color:#2a6a8a;font-weight:600}
footer{margin-top:2rem;font-size:.8em;color:#666}
@media print{body{margin:0}h2{page-break-before:auto}}
`;

export const htmlReport = (lang: Lang, edition: Edition, method: Method): ReportWriter => {
  const mp = method === "matchpoints";
  const teams = method === "teams";
  const th = (k: string, n = false) => `<th${n ? ' class="n"' : ""}>${esc(st(lang, k))}</th>`;
  const td = (s: string, n = false) => `<td${n ? ' class="n"' : ""}>${esc(s)}</td>`;
  return {
    head: (h) => [
      "<!DOCTYPE html>",
      `<html lang="${lang}">`,
      "<head>",
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${esc(h.event ?? st(lang, "report.title"))}</title>`,
      `<style>${STYLE}</style>`,
      "</head>",
      "<body>",
      `<h1>${esc(headLine(lang, h))}</h1>`,
    ],
    board: (b) => {
      const out = [`<h3 id="board-${b.board}">${esc(boardLine(lang, b))}</h3>`, "<table>", "<thead><tr>"];
      out.push(
        [
          th("report.col.ns"),
          th("report.col.ew"),
          teams ? th("report.col.table") : "",
          th("report.col.contract"),
          th("report.col.by"),
          th("report.col.tricks", true),
          th("report.col.score", true),
          ...(mp
            ? ["report.col.nsMP", "report.col.ewMP", "report.col.nsPct", "report.col.ewPct"]
            : ["report.col.nsIMPs", "report.col.ewIMPs"]
          ).map((k) => th(k, true)),
          th("report.col.law"),
        ].join(""),
      );
      out.push("</tr></thead><tbody>");
      b.results.forEach((r, i) => {
        out.push(
          `<tr${r.adjusted ? ' class="adj"' : ""}>${[
            td(r.ns),
            td(r.ew),
            teams ? td(r.table ? `${r.table} ${r.match ?? ""}` : "") : "",
            td(contractCell(lang, r)),
            td(r.declarer ? seatName(lang, r.declarer) : ""),
            td(r.tricks === undefined ? "" : String(r.tricks), true),
            td(r.score === undefined || r.notPlayed ? "" : signed(r.score), true),
            ...(mp ? [r.nsMP, r.ewMP, r.nsPct, r.ewPct] : [r.nsIMPs, r.ewIMPs]).map((x) =>
              td(fixed(x), true),
            ),
            r.adjusted
              ? `<td class="law"><a href="#adj-${b.board}-${i}">${esc(lawText(lang, edition, r.adjusted.law))}</a></td>`
              : "<td></td>",
          ].join("")}</tr>`,
        );
      });
      out.push("</tbody></table>");
      return out;
    },
    tail: (ranking, matches, adjusted, proposals) => {
      const out: string[] = [];
      if (matches?.length) {
        out.push(`<h2>${esc(st(lang, "report.matches"))}</h2>`, "<table><tbody>");
        for (const m of matches)
          out.push(
            `<tr>${td(st(lang, "report.match", { match: m.match, home: m.home, away: m.away }))}${td(`${fixed(m.homeIMPs)} – ${fixed(m.awayIMPs)}`, true)}${td(m.homeVP !== undefined ? `${fixed(m.homeVP)} – ${fixed(m.awayVP)} VP` : "", true)}</tr>`,
          );
        out.push("</tbody></table>");
      }
      let dir: string | undefined;
      const close = () => {
        if (dir !== undefined) out.push("</tbody></table>");
      };
      for (const r of ranking) {
        if (r.direction !== dir) {
          close();
          dir = r.direction;
          out.push(
            `<h2>${esc(st(lang, dir === "both" ? "report.ranking" : `report.ranking.${dir}`))}</h2>`,
            "<table>",
          );
          out.push(
            `<thead><tr>${th("report.col.rank")}${th(teams ? "report.col.team" : "report.col.pair")}${th("report.col.names")}${th("report.col.boards", true)}${mp ? th("report.col.mp", true) + th("report.col.pct", true) : th("report.col.imps", true) + (r.vp !== undefined ? th("report.col.vp", true) : "")}</tr></thead><tbody>`,
          );
        }
        out.push(
          `<tr>${td(`${r.rank}${r.tied ? "=" : ""}`)}${td(r.pair)}${td(r.names?.join(" – ") ?? "")}${td(String(r.boards), true)}${mp ? td(fixed(r.mp), true) + td(fixed(r.pct), true) : td(fixed(r.imps), true) + (r.vp !== undefined ? td(fixed(r.vp), true) : "")}</tr>`,
        );
      }
      close();
      out.push(`<h2>${esc(st(lang, "report.adjusted"))}</h2>`);
      if (!adjusted.length) out.push(`<p class="note">${esc(st(lang, "report.noAdjusted"))}</p>`);
      for (const a of adjusted) {
        const [first, ...rest] = adjustmentText(lang, edition, a.result);
        const i = a.index;
        out.push(
          `<div class="ruling" id="adj-${a.board}-${i}"><p><a href="#board-${a.board}">${esc(st(lang, "report.board", { board: a.board }))}</a>, ${esc(`${a.result.ns}–${a.result.ew}`)}: <strong>${esc(first ?? "")}</strong></p>`,
        );
        for (const l of rest) out.push(`<p>${esc(l)}</p>`);
        const rl = rulingLines(lang, a.ruling);
        if (rl.length) out.push(`<p class="note">${rl.map(esc).join("<br>")}</p>`);
        out.push("</div>");
      }
      out.push(...proposalsHtml(lang, edition, proposals ?? [], adjusted));
      out.push(`<footer>${esc(st(lang, "report.generated"))}</footer>`, "</body>", "</html>");
      return out;
    },
  };
};

const weightText = (w: NonNullable<ProposalReport["outcomes"][number]["weight"]>): string =>
  fracText(w) === "1" ? "1" : String(toNumber(w));

/**
 * The 12C proposals (*extension*, docs/session.md "Proposals") on the page: for each one its outcomes
 * (contract, declarer, tricks and where they come from, NS's score by Law 77, the director's weight),
 * marked as a proposal, never the ruling; linked to the adjusted score it accompanies.
 */
const proposalsHtml = (
  lang: Lang,
  edition: Edition,
  list: readonly ProposalReport[],
  adjusted: readonly AdjustedEntry[],
): string[] => {
  if (!list.length) return [];
  const th = (k: string, n = false) => `<th${n ? ' class="n"' : ""}>${esc(st(lang, k))}</th>`;
  const td = (x: string, n = false) => `<td${n ? ' class="n"' : ""}>${esc(x)}</td>`;
  const linked = new Set(adjusted.map((a) => `${a.board}-${a.index}`));
  const out = [`<h2 id="proposals">${esc(st(lang, "report.proposals"))}</h2>`];
  for (const p of list) {
    const id = `${p.board}-${p.result}`;
    const board = esc(st(lang, "report.board", { board: p.board }));
    out.push(
      `<div class="proposal" id="proposal-${id}"><p>${linked.has(id) ? `<a href="#adj-${id}">${board}</a>` : board}, ${esc(`${p.ns}–${p.ew}`)}: <span class="mark">${esc(st(lang, "report.proposal.mark", { law: lawText(lang, edition, "12C") }))}</span></p>`,
      "<table>",
      `<thead><tr>${th("report.col.contract")}${th("report.col.by")}${th("report.col.tricks", true)}${th("report.col.source")}${th("report.col.score", true)}${th("report.col.weight", true)}</tr></thead><tbody>`,
    );
    for (const o of p.outcomes)
      out.push(
        `<tr>${td(contractText(lang, o.contract))}${td(seatName(lang, o.declarer))}${td(String(o.tricks), true)}${td(st(lang, `report.proposal.${o.from}`))}${td(signed(o.score), true)}${td(o.weight ? weightText(o.weight) : "", true)}</tr>`,
      );
    const sum = p.complete
      ? st(lang, "report.proposal.complete", { adjusted: JSON.stringify(proposalAdjusted(p)) })
      : st(lang, "report.proposal.weights", { sum: toNumber(p.weights) });
    out.push("</tbody></table>", `<p class="note">${esc(sum)}</p>`, "</div>");
  }
  return out;
};
