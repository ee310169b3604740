/** Human-readable display of a table state: the auction grid from the dealer, contract, ruling. */
import { rotate, type Seat } from "../core/seat.js";
import { callText, cardText, explainRuling, type Lang, seatName, suitsText, t } from "../explain/index.js";
import type { TableState } from "../model/state.js";

const COL = 8;

/** The auction as a grid with columns N E S W... starting at the dealer. */
export const auctionGrid = (s: TableState, lang: Lang): string[] => {
  const seats: Seat[] = [0, 1, 2, 3].map((i) => rotate(s.dealer, i));
  const lines = [
    seats
      .map((x) => x.padEnd(COL))
      .join("")
      .trimEnd(),
  ];
  let row: string[] = [];
  for (const e of s.auction) {
    // Bids with suit symbols; P, X and XX stay short, as on a scoring slip.
    const text = /^\d/.test(e.call) ? callText(lang, e.call) : e.call;
    row.push(e.implied ? `(${text})` : text);
    if (row.length === 4) {
      lines.push(
        row
          .map((c) => c.padEnd(COL))
          .join("")
          .trimEnd(),
      );
      row = [];
    }
  }
  if (s.phase === "auction" || s.phase === "ruling") row.push("?");
  if (row.length)
    lines.push(
      row
        .map((c) => c.padEnd(COL))
        .join("")
        .trimEnd(),
    );
  return lines;
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
        out.push(`  ${t(lang, "show.mustCall", { seat, call: callText(lang, o.mustCall), law: o.law })}`);
      else
        out.push(
          `  ${t(lang, "show.mayNotCall", { seat, calls: o.mayNotCall.map((c) => callText(lang, c)).join(", "), law: o.law })}`,
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
      const key =
        r.declarerMay === "require-or-prohibit" ? "show.leadRestriction.require" : "show.leadRestriction";
      out.push(
        `  ${t(lang, key, { leader: seatName(lang, r.leader), suits: suitsText(r.suits.join(" ")), law: r.law })}`,
      );
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
  return out;
};
