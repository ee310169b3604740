/** Human-readable display of a table state: the auction grid from the dealer, contract, ruling. */
import { rotate, type Seat } from "../core/seat.js";
import { type AppKey, appEn } from "../explain/app-en.js";
import { appRu } from "../explain/app-ru.js";
import { callText, cardText, explainRuling, type Lang, seatName, suitsText, t } from "../explain/index.js";
import { callIn, forbiddenCalls, inWordsOf, seatIn } from "../explain/ru-words.js";
import type { TableState } from "../model/state.js";

/** The app's words (seat letters, pass, double), so the command line and the app say the same. */
const APP: Record<Lang, Record<AppKey, string>> = { en: appEn, ru: appRu };

/** How a grid cell writes a call: bids with suit symbols; pass, double and redouble short, as on a slip. */
const gridCall = (lang: Lang, call: string): string => {
  if (/^\d/.test(call)) return callText(lang, call);
  // English keeps P, X and XX of the scoring slip; Russian writes the app's пас, контра, реконтра.
  if (lang === "en") return call;
  const key =
    call === "P" ? "call.pass" : call === "X" ? "call.double" : call === "XX" ? "call.redouble" : null;
  return key ? APP[lang][key] : call;
};

/** The auction as a grid with columns N E S W (С В Ю З) starting at the dealer. */
export const auctionGrid = (s: TableState, lang: Lang): string[] => {
  const seats: Seat[] = [0, 1, 2, 3].map((i) => rotate(s.dealer, i));
  const rows: string[][] = [];
  let row: string[] = [];
  for (const e of s.auction) {
    const text = gridCall(lang, e.call);
    row.push(e.implied ? `(${text})` : text);
    if (row.length === 4) {
      rows.push(row);
      row = [];
    }
  }
  if (s.phase === "auction" || s.phase === "ruling") row.push("?");
  if (row.length) rows.push(row);
  const head = seats.map((x) => APP[lang][`seat.short.${x}`]);
  // Eight columns as before; wider when a Russian «(реконтра)» needs it.
  const col = Math.max(8, ...rows.flat().map((c) => c.length + 2));
  const line = (cells: string[]) =>
    cells
      .map((c) => c.padEnd(col))
      .join("")
      .trimEnd();
  return [line(head), ...rows.map(line)];
};

export const showState = (s: TableState, lang: Lang): string[] => {
  const out: string[] = [];
  const head = [
    s.board !== undefined ? t(lang, "show.board", { board: s.board }) : null,
    t(lang, "show.edition", { edition: s.edition }),
    t(lang, "show.dealer", { dealer: seatName(lang, s.dealer) }),
    t(lang, "show.vulnerability", { vulnerability: t(lang, `show.vul.${s.vulnerability}`) }),
  ].filter((x) => x !== null);
  out.push(head.join(" · "), "", `${t(lang, "show.auction")}:`, ...auctionGrid(s, lang).map((l) => `  ${l}`));
  if (s.cancelled.length) {
    out.push("", `${t(lang, "show.cancelled")}:`);
    for (const c of s.cancelled)
      out.push(
        `  ${t(lang, "show.cancelledEntry", { seat: seatName(lang, c.by), call: callText(lang, c.call), law: c.law })}`,
      );
  }
  if (s.obligations.length) {
    out.push("", `${t(lang, "show.obligations")}:`);
    for (const o of s.obligations) {
      const seat = seatName(lang, o.seat);
      if ("mustPass" in o) out.push(`  ${t(lang, `show.mustPass.${o.mustPass}`, { seat, law: o.law })}`);
      else if ("mustCall" in o)
        out.push(
          `  ${t(lang, "show.mustCall", { seat, call: callIn(lang, o.mustCall, "acc", (c) => callText(lang, c)), law: o.law })}`,
        );
      else if ("mayNotCall" in o)
        out.push(
          `  ${t(lang, "show.mayNotCall", { seat, calls: forbiddenCalls(lang, o.mayNotCall, (c) => callText(lang, c)), law: o.law })}`,
        );
    }
  }
  out.push("");
  if (s.contract === "passed-out") out.push(t(lang, "show.passedOut"));
  else if (s.contract !== null)
    out.push(
      t(lang, "show.contract", {
        contract: s.contract.replace(/^(\d+)(C|D|H|S|NT)/, (m) => callText(lang, m)),
        declarer: seatName(lang, s.declarer!),
      }),
    );
  if (s.phase === "auction" && s.turn) out.push(t(lang, "show.turn", { seat: seatName(lang, s.turn) }));
  if (s.phase === "lead" && s.turn) out.push(t(lang, "show.leader", { seat: seatName(lang, s.turn) }));
  if (s.lead)
    out.push(t(lang, "show.lead", { card: cardText(s.lead.card), seat: seatName(lang, s.lead.by) }));
  if (s.leadRestrictions.length) {
    out.push("", `${t(lang, "show.leadRestrictions")}:`);
    for (const r of s.leadRestrictions) {
      // Russian: «запретить Западу ход» (dative), «потребовать от Запада хода» (genitive).
      const key =
        r.declarerMay === "require-or-prohibit" ? "show.leadRestriction.require" : "show.leadRestriction";
      const leader = seatIn(lang, r.leader, key === "show.leadRestriction" ? "dat" : "gen");
      out.push(`  ${t(lang, key, { leader, suits: suitsText(r.suits.join(" ")), law: r.law })}`);
      if (r.chosen) {
        const c = r.chosen;
        const choice =
          "prohibit" in c
            ? t(lang, "show.choice.prohibit", { suit: suitsText(c.prohibit) })
            : "require" in c
              ? t(lang, "show.choice.require", { suit: suitsText(c.require) })
              : t(lang, "show.choice.waive");
        out.push(`    ${t(lang, "show.leadRestriction.chosen", { choice })}`);
      }
    }
  }
  if (s.ruling)
    out.push(
      "",
      `${t(lang, "show.ruling")}:`,
      ...explainRuling(lang, s)
        .split("\n")
        .map((l) => `  ${l}`),
    );
  if (s.watchForDamage.length) {
    out.push("", `${t(lang, "show.watch")}:`);
    for (const w of s.watchForDamage)
      out.push(`  ${t(lang, "show.watchEntry", { side: t(lang, `side.${w.offendingSide}`), law: w.law })}`);
  }
  // One blank line between blocks; every line in the words of this code's law books (Russian: «Правило»
  // for 1987, the notes on reconstructed paragraphs in Russian).
  return out
    .filter((l, i) => l !== "" || (i > 0 && out[i - 1] !== ""))
    .map((l) => inWordsOf(lang, s.edition, l));
};
