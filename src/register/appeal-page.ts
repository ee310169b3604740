/**
 * The appeal on a ruling's page and in the casebook, in the order federations print their cases (the ACBL
 * and EBL casebooks): after the hands, the auction, the facts and the director's ruling come the appeal
 * (the appellant side, its grounds, the deposit), the committee (chairman and members) or the reviewing
 * director, the facts found at the hearing, the decision (upheld, or changed with its new score and its
 * law), the deposit's fate and the committee's comments. Also the appeal's CSV cells.
 */
import type { Vulnerability } from "../core/vulnerability.js";
import type { Lang } from "../explain/index.js";
import { LAW_WORD } from "../explain/ru-words.js";
import { playedText } from "../explain/session.js";
import { lawOf } from "../scoring/adjusted.js";
import type { ArtificialSide, Edition, Outcome, Part, SideScore } from "../scoring/session-types.js";
import { type Appeal, type Concurrence, type Decision, newScore } from "./appeals.js";
import type { StoredRuling } from "./repository.js";
import { rt } from "./words.js";

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const paragraphs = (s: string): string =>
  s
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== "")
    .map((p) => `<p>${esc(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

const row = (label: string, html: string): string =>
  html === "" ? "" : `<tr><th>${esc(label)}</th><td>${html}</td></tr>`;

const sideMark = (s: ArtificialSide): string =>
  "code" in s ? s.code : "percent" in s ? `${s.percent}%` : `${s.imps} IMP`;

const partsText = (lang: Lang, parts: Part[]): string =>
  parts
    .map(
      (p) =>
        `${Math.round((Number(p.weight.n) / Number(p.weight.d)) * 10000) / 100}% ${playedText(lang, p.played)}`,
    )
    .join("; ");

const sideText = (lang: Lang, s: SideScore): string =>
  s.kind === "assigned" ? playedText(lang, s.played) : partsText(lang, s.parts);

/** A decision's new score in words, with the law it is given under (12C1(c) for a weighted one). */
export const scoreText = (lang: Lang, o: Outcome, edition: Edition, method: Parameters<typeof lawOf>[2]) => {
  const law = lawOf(o, edition, method) ?? "12C";
  const lawWord = LAW_WORD[lang][edition];
  switch (o.kind) {
    case "artificial":
      return rt(lang, "appeal.score.artificial", { law, lawWord, ns: sideMark(o.ns), ew: sideMark(o.ew) });
    case "assigned":
      return rt(lang, "appeal.score.assigned", { law, lawWord, result: playedText(lang, o.played) });
    case "weighted":
      return rt(lang, "appeal.score.weighted", { law, lawWord, parts: partsText(lang, o.parts) });
    case "split":
      return rt(lang, "appeal.score.split", {
        law,
        lawWord,
        ns: sideText(lang, o.ns),
        ew: sideText(lang, o.ew),
      });
    default:
      return "";
  }
};

interface Board {
  vulnerability: Vulnerability;
  edition: Edition;
}

const appellantText = (lang: Lang, x: StoredRuling, a: Appeal): string => {
  const seats = a.appellant === "NS" ? (["N", "S"] as const) : (["E", "W"] as const);
  const names = seats.map((s) => x.report.players?.[s]).filter((n): n is string => !!n);
  return `${esc(rt(lang, `appeal.side.${a.appellant}`))}${names.length ? ` (${esc(names.join(", "))})` : ""}`;
};

const panelHtml = (lang: Lang, a: Appeal): string => {
  if (!a.panel) return "";
  if ("director" in a.panel)
    return `<h3>${esc(rt(lang, "appeal.reviewer"))}</h3><p>${esc(a.panel.director)}</p>`;
  const c = a.panel.committee;
  return `<h3>${esc(rt(lang, "appeal.committee"))}</h3><table class="facts">${row(rt(lang, "appeal.chairman"), esc(c.chairman))}${row(rt(lang, "appeal.members"), esc(c.members.join(", ")))}</table>`;
};

/** 92D: whose concurrence the appeal had (a captain removed by the privacy profile has an empty name). */
const concurrenceText = (lang: Lang, c: Concurrence | undefined): string => {
  if (!c) return "";
  if ("captain" in c)
    return c.captain === ""
      ? rt(lang, "appeal.concurrence.captain-removed")
      : rt(lang, "appeal.concurrence.captain", { name: c.captain });
  return rt(lang, "individual" in c ? "appeal.concurrence.individual" : `appeal.concurrence.${c.partner}`);
};

/** 93B3: each point decided, of fact, judgment or law, with what was found on it. */
const pointsHtml = (lang: Lang, d: Decision, edition: Edition): string =>
  !d.points?.length
    ? ""
    : `<h3>${esc(rt(lang, "appeal.points", { lawWord: LAW_WORD[lang][edition] }))}</h3><ol class="points">${d.points
        .map(
          (p) =>
            `<li class="point-${p.kind}"><b>${esc(rt(lang, `appeal.point.${p.kind}`))}.</b> ${esc(p.point)} — <i>${esc(rt(lang, `appeal.finding.${p.finding}`))}</i></li>`,
        )
        .join("")}</ol>`;

const decisionHtml = (lang: Lang, a: Appeal, b: Board): string => {
  const d = a.decision;
  if (!d) return "";
  const o = newScore(d, b.vulnerability, b.edition);
  const fate = d.deposit ? rt(lang, `appeal.deposit.${d.deposit}`) : "";
  return `<h3>${esc(rt(lang, "appeal.hearing"))}</h3>${paragraphs(d.facts)}
${pointsHtml(lang, d, b.edition)}
<h3>${esc(rt(lang, "appeal.decision"))}</h3><p class="decision">${esc(rt(lang, `appeal.${d.outcome}`))}</p>
<table class="facts">${row(rt(lang, "appeal.newScore"), o ? esc(scoreText(lang, o, b.edition, d.scoring)) : "")}${row(rt(lang, "appeal.depositFate"), esc(fate))}</table>
${d.comments ? `<h3>${esc(rt(lang, "appeal.comments"))}</h3>${paragraphs(d.comments)}` : ""}`;
};

/** The appeal's section of a ruling's page (and of its casebook article). */
export const appealHtml = (lang: Lang, x: StoredRuling, a: Appeal, b: Board): string =>
  `<section class="appeal"><h2>${esc(rt(lang, "appeal.title"))}</h2>
<table class="facts">${row(rt(lang, "appeal.appellant"), appellantText(lang, x, a))}${row(rt(lang, "appeal.concurrence", { lawWord: LAW_WORD[lang][b.edition] }), esc(concurrenceText(lang, a.concurrence)))}${row(rt(lang, "appeal.lodgedAt"), esc(a.lodgedAt.slice(0, 16).replace("T", " ")))}${row(rt(lang, "appeal.deposit"), esc(a.deposit ?? ""))}${row(rt(lang, "appeal.state"), esc(rt(lang, `appeal.state.${a.state}`)))}</table>
<h3>${esc(rt(lang, "appeal.grounds"))}</h3>${paragraphs(a.grounds)}
${panelHtml(lang, a)}
${decisionHtml(lang, a, b)}</section>`;

export const APPEAL_CSV_COLUMNS = [
  "appeal_state",
  "appellant",
  "appeal_grounds",
  "appeal_committee",
  "appeal_hearing",
  "appeal_outcome",
  "appeal_score",
  "appeal_deposit",
  "appeal_comments",
  "appeal_concurrence",
  "appeal_points",
] as const;

/** The appeal's CSV cells, in APPEAL_CSV_COLUMNS' order (empty without an appeal). */
export const appealCells = (a: Appeal, b: Board): (string | undefined)[] => {
  const d = a.decision;
  const o = newScore(d, b.vulnerability, b.edition);
  const panel = !a.panel
    ? ""
    : "director" in a.panel
      ? a.panel.director
      : [a.panel.committee.chairman, ...a.panel.committee.members].join("; ");
  return [
    a.state,
    a.appellant,
    a.grounds,
    panel,
    d?.facts,
    d?.outcome,
    o && d ? scoreText("en", o, b.edition, d.scoring) : "",
    d?.deposit ?? a.deposit ?? "",
    d?.comments,
    concurrenceText("en", a.concurrence),
    (d?.points ?? []).map((p) => `${p.kind}: ${p.point} (${p.finding})`).join("; "),
  ];
};
