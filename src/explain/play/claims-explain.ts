/**
 * What the director reads for a claim (Laws 68-70): the claim, the statement, the cards not yet played
 * when the deal is known, the outstanding trumps, the range of results, the tests of 70A-70E in words,
 * and how to enter his award. `t` is the catalog lookup of src/explain/index.ts (passed in: no cycle).
 */
import { parseDeal } from "../../core/card.js";
import { SEATS, type Seat, sameSide, sideOf } from "../../core/seat.js";
import { SUITS, type Suit } from "../../core/strain.js";
import { declarerTricksWith } from "../../laws/play/claims.js";
import type { TableState } from "../../model/state.js";
import { remaining as remainingCards, trumpOf } from "../../play/play.js";
import { boardScore, transfersOf } from "../../scoring/board.js";

type T = (key: string, params?: Record<string, string | number>) => string;

const SYMBOL: Record<Suit, string> = { C: "♣", D: "♦", H: "♥", S: "♠" };
const rankEn = (r: string) => (r === "T" ? "10" : r);

const scoreOf = (s: TableState, tricks: number): string =>
  String(boardScore(s, tricks, transfersOf(s.revokes)).score);

const cardShown = (card: string, rankText: (r: string) => string): string =>
  `${SYMBOL[card[0] as Suit]}${rankText(card.slice(1))}`;

/** The engine's proposal for the claim (70), when the analysis is on the state: never the ruling. */
export const analysisLines = (
  s: TableState,
  t: T,
  seat: (x: Seat) => string,
  rankText: (r: string) => string = rankEn,
): string[] => {
  const a = s.claim?.analysis;
  if (a === undefined) return [];
  if ("needs" in a) return [t("claims.analysis.needs")];
  if ("notWorkedOut" in a)
    return [
      a.notWorkedOut === "position"
        ? t("claims.analysis.gap")
        : t("claims.analysis.too-big", { limit: t(`claims.limit.${a.notWorkedOut}`) }),
    ];
  const items = a.basis.map((b) =>
    t(`claims.basis.${b.reason}`, { card: cardShown(b.card, rankText), seat: seat(b.by), law: b.law }),
  );
  return [
    t("claims.analysis", {
      dd: a.doubleDummy,
      normal: a.normal,
      basis: items.length ? `: ${items.join("; ")}` : "",
    }),
  ];
};

/** The lines for a pending claim (empty when no claim is pending); `rankText`: a rank in the language's letters. */
export const claimRulingLines = (
  s: TableState,
  t: T,
  seat: (x: Seat) => string,
  rankText: (r: string) => string = rankEn,
): string[] => {
  const p = s.pending;
  const claim = s.claim;
  if (p?.proc !== "claims" || claim === undefined) return [];
  const remaining = p.remaining;
  const lines = [
    claim.tricks === 0
      ? t("claims.concession", { claimer: seat(claim.by), remaining, law: p.claimLaw })
      : t("claims.claim", { claimer: seat(claim.by), tricks: claim.tricks, remaining, law: p.claimLaw }),
    claim.statement !== undefined
      ? t("claims.statement", { statement: claim.statement })
      : t("claims.no-statement"),
  ];
  if (p.step !== "director") return lines;
  const deal = s.deal === undefined ? null : parseDeal(s.deal);
  const left = deal?.ok ? remainingCards(s) : null;
  const trump = trumpOf(s.contract);
  if (left) {
    lines.push(t("claims.cards"));
    for (const x of SEATS) {
      const hand = [...SUITS]
        .reverse()
        .map((suit) => `${SYMBOL[suit]}${left[x][suit].map(rankText).join("") || "—"}`)
        .join(" ");
      lines.push(t("claims.hand", { seat: seat(x), cards: hand }));
    }
    if (trump === null) lines.push(t("claims.notrump"));
    else {
      const out = SEATS.filter((x) => !sameSide(x, claim.by)).flatMap((x) =>
        left[x][trump].map((r) => `${SYMBOL[trump]}${rankText(r)} (${seat(x)})`),
      );
      lines.push(out.length ? t("claims.trumps", { cards: out.join(", ") }) : t("claims.no-trumps-out"));
    }
  } else {
    lines.push(t("claims.no-deal"));
    if (trump === null) lines.push(t("claims.notrump"));
    else {
      const played = (s.tricks ?? []).flatMap((k) => k.cards).filter((c) => c.card[0] === trump).length;
      lines.push(t("claims.trumps-count", { count: 13 - played }));
    }
  }
  const most = declarerTricksWith(s, claim, claim.tricks, remaining);
  const least = declarerTricksWith(s, claim, 0, remaining);
  lines.push(
    t("claims.range", {
      most,
      mostScore: scoreOf(s, most),
      least,
      leastScore: scoreOf(s, least),
    }),
  );
  lines.push(...analysisLines(s, t, seat, rankText));
  // The tests of 70 are the consequences of the award option (the state lists them): each in words.
  const award =
    s.ruling && "options" in s.ruling ? s.ruling.options.find((o) => o.id === "claim-award") : undefined;
  for (const c of award?.consequences ?? []) {
    const params: Record<string, string> = { ...(c.params ?? {}) };
    if (params.trumps !== undefined)
      params.trumps = params.trumps.replace(
        /\b([CDHS])([2-9TJQKA]) \(([NESW])\)/g,
        (_m, suit: Suit, r: string, x: Seat) => `${SYMBOL[suit]}${rankText(r)} (${seat(x)})`,
      );
    lines.push(t(`consequence.${c.id}`, params));
  }
  lines.push(t("claims.test.normal"));
  if (s.edition === "2017") lines.push(t("claims.play-on"));
  lines.push(t("claims.award", { remaining, side: t(`side.${sideOf(claim.by)}`) }));
  return lines;
};
