/** Human-readable display of a table state: the auction grid from the dealer, contract, ruling. */
import { auctionGrid, gridColumns } from "../auction/grid.js";
import { SEATS, type Seat } from "../core/seat.js";
import { type AppKey, appEn } from "../explain/app-en.js";
import { appRu } from "../explain/app-ru.js";
import { rankIn } from "../explain/core.js";
import { callText, cardIn, explainRuling, type Lang, seatName, suitsText, t } from "../explain/index.js";
import { analysisLines } from "../explain/play/claims-explain.js";
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

/**
 * The auction as a grid with columns from the dealer (С В Ю З in Russian), each call under the seat that
 * made it (the engine's one grid builder, src/auction/grid.ts); `?` where the next call goes.
 */
export const auctionLines = (s: TableState, lang: Lang): string[] => {
  const seats = gridColumns(s.dealer);
  const rows = auctionGrid(s).map((r) =>
    r.map((c) => {
      if (c.call === undefined) return c.next ? "?" : "";
      const text = gridCall(lang, c.call.call);
      return c.call.implied ? `(${text})` : text;
    }),
  );
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

/**
 * The play as a trick table: trick number, leader, the four cards in seat order N E S W (С В Ю З) with
 * the leader's card marked `*` (a card the engine entered at its maker's turn, 57D, in brackets), and
 * the winner; the trick in progress without a winner.
 */
export const trickTable = (s: TableState, lang: Lang): string[] => {
  const short = (x: Seat) => APP[lang][`seat.short.${x}`];
  const before = s.unrecorded?.tricks ?? 0;
  const rows: string[][] = (s.tricks ?? []).map((k, i) => [
    String(before + i + 1),
    short(k.leader),
    ...SEATS.map((x) => {
      const c = k.cards.find((c) => c.by === x);
      if (c === undefined) return "";
      const text = c.implied ? `(${cardIn(lang, c.card)})` : cardIn(lang, c.card);
      return x === k.leader ? `${text}*` : text;
    }),
    k.winner === undefined ? "" : short(k.winner),
  ]);
  const head = [
    t(lang, "show.play.trick"),
    t(lang, "show.play.leader"),
    ...SEATS.map(short),
    t(lang, "show.play.winner"),
  ];
  const col = Math.max(6, ...[head, ...rows].flat().map((c) => c.length + 2));
  const line = (cells: string[]) =>
    cells
      .map((c) => c.padEnd(col))
      .join("")
      .trimEnd();
  const unrecorded = s.unrecorded
    ? [
        t(lang, "show.play.unrecorded", {
          n: String(before),
          ns: String(s.unrecorded.NS),
          ew: String(s.unrecorded.EW),
        }),
      ]
    : [];
  return [...unrecorded, line(head), ...rows.map(line)];
};

/** The play period: the trick table, tricks won, penalty cards, revokes, the claim, the result and score. */
export const playLines = (s: TableState, lang: Lang): string[] => {
  const out: string[] = [];
  if (s.tricks?.length) {
    out.push("", `${t(lang, "show.play")}:`, ...trickTable(s, lang).map((l) => `  ${l}`));
    if (s.tricksWon)
      out.push(
        t(lang, "show.play.won", {
          ns: s.tricksWon.NS,
          ew: s.tricksWon.EW,
        }),
      );
  }
  if (s.phase === "play" && s.turn) out.push(t(lang, "show.play.turn", { seat: seatName(lang, s.turn) }));
  if (s.penaltyCards?.length) {
    out.push("", `${t(lang, "show.play.penaltyCards")}:`);
    for (const p of s.penaltyCards)
      out.push(
        `  ${t(lang, `show.play.penaltyCard.${p.kind}`, { seat: seatName(lang, p.seat), card: cardIn(lang, p.card), law: p.law })}`,
      );
  }
  if (s.revokes?.length) {
    out.push("", `${t(lang, "show.play.revokes")}:`);
    for (const r of s.revokes) {
      const parts = [
        t(lang, "show.play.revoke", {
          seat: seatName(lang, r.by),
          trick: r.trick,
          card: r.card === undefined ? "" : cardIn(lang, r.card),
        }),
        t(
          lang,
          r.corrected
            ? "show.play.corrected"
            : r.established
              ? "show.play.established"
              : "show.play.notEstablished",
        ),
      ];
      if (r.transfer !== undefined) parts.push(t(lang, "show.play.transfer", { tricks: r.transfer }));
      if (r.law !== undefined) parts.push(t(lang, "show.play.law", { law: r.law }));
      if (r.equity !== undefined) parts.push(t(lang, "show.play.equity", { ...r.equity }));
      out.push(`  ${parts.join(", ")}`);
    }
  }
  const c = s.claim;
  if (c) {
    const what =
      c.tricks === 0
        ? t(lang, "show.play.concession", { seat: seatName(lang, c.by), remaining: c.remaining ?? "" })
        : t(lang, "show.play.claim", {
            seat: seatName(lang, c.by),
            tricks: c.tricks,
            remaining: c.remaining ?? "",
          });
    const status = t(lang, `show.play.claim.${c.status}`, { award: c.award ?? "" });
    out.push("", `${what}: ${status}${c.law ? ` (${t(lang, "show.play.law", { law: c.law })})` : ""}`);
    if (c.tests !== undefined && c.tests.length > 0)
      out.push(`  ${t(lang, "show.play.claim.tests", { tests: c.tests.join(", ") })}`);
    if (c.statement !== undefined)
      out.push(`  ${t(lang, "show.play.statement", { statement: c.statement })}`);
    // 70: the engine's proposal from the cards (never the ruling).
    for (const l of analysisLines(
      s,
      (k, p) => t(lang, k, p),
      (x) => seatName(lang, x),
      (r) => rankIn(lang, r),
    ))
      out.push(`  ${l}`);
  }
  if (s.result) {
    const r = s.result;
    out.push("", t(lang, "show.play.result", { tricks: r.declarerTricks, byPlay: r.byPlay }));
    for (const x of r.transferred)
      out.push(
        `  ${t(lang, "show.play.transferred", { tricks: x.tricks, side: t(lang, `side.${x.to}`), law: x.law })}`,
      );
  }
  if (s.score !== undefined && s.contract !== "passed-out")
    out.push(
      t(lang, "show.play.score", {
        score: s.score > 0 ? `+${s.score}` : String(s.score),
        side: s.declarer ? t(lang, `side.${s.declarer === "N" || s.declarer === "S" ? "NS" : "EW"}`) : "",
      }),
    );
  else if (s.score !== undefined) out.push(t(lang, "show.play.scoreZero"));
  return out;
};

export const showState = (s: TableState, lang: Lang): string[] => {
  const out: string[] = [];
  const head = [
    s.board !== undefined ? t(lang, "show.board", { board: s.board }) : null,
    t(lang, "show.edition", { edition: s.edition }),
    t(lang, "show.dealer", { dealer: seatName(lang, s.dealer) }),
    t(lang, "show.vulnerability", { vulnerability: t(lang, `show.vul.${s.vulnerability}`) }),
  ].filter((x) => x !== null);
  out.push(
    head.join(" · "),
    "",
    `${t(lang, "show.auction")}:`,
    ...auctionLines(s, lang).map((l) => `  ${l}`),
  );
  if (s.cancelled.length) {
    out.push("", `${t(lang, "show.cancelled")}:`);
    for (const c of s.cancelled)
      out.push(
        `  ${t(lang, "show.cancelledEntry", { seat: seatName(lang, c.by), call: callText(lang, c.call), law: c.law })}`,
      );
  }
  // The auction's obligations here; a penalty card's (mustPlay, mayNotPlay) is shown with the card, in the play.
  const auctionObligations = s.obligations.filter((o) => !("mustPlay" in o) && !("mayNotPlay" in o));
  if (auctionObligations.length) {
    out.push("", `${t(lang, "show.obligations")}:`);
    for (const o of auctionObligations) {
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
    out.push(t(lang, "show.lead", { card: cardIn(lang, s.lead.card), seat: seatName(lang, s.lead.by) }));
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
  out.push(...playLines(s, lang));
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
      out.push(
        `  ${t(lang, "show.watchEntry", { side: t(lang, `side.${w.offendingSide}`), law: w.law })}${
          w.tricks === undefined ? "" : ` ${t(lang, "show.watchShort", { tricks: w.tricks })}`
        }`,
      );
  }
  // One blank line between blocks; every line in the words of this code's law books (Russian: «Правило»
  // for 1987, the notes on reconstructed paragraphs in Russian).
  return out
    .filter((l, i) => l !== "" || (i > 0 && out[i - 1] !== ""))
    .map((l) => inWordsOf(lang, s.edition, l));
};
