/**
 * Support for the play's end-to-end tests: the card buttons named as the app names them (from the same
 * catalogs, so one test reads in English or Russian), a legal card for the seat on turn (worked out with
 * the engine from the deal, as a player would choose: follow suit, else the first card), and the event
 * count of the board.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { type Lang, type PublicState, replay, type Seat, t } from "../../src/index.js";
import { tr } from "../../web/i18n.js";
import { HAND_SUITS, remainingHands, trickInProgress } from "../../web/play/cards.js";

/** A rank as the app writes it (web/ui.tsx: 10 for T; Т, К, Д, В in Russian). */
export const rankText = (lang: Lang, r: string): string =>
  r === "T" ? "10" : lang === "ru" ? ({ A: "Т", K: "К", Q: "Д", J: "В" }[r] ?? r) : r;

export type LogJson = {
  format: "table-log@1";
  edition: "2017" | "1987";
  board?: number;
  dealer: Seat;
  vulnerability: "None" | "NS" | "EW" | "All";
  deal?: string;
  events: Record<string, unknown>[];
};

/** The card button's accessible name: "K of spades from North" (Russian: «К, пики — Север»). */
export const cardName = (lang: Lang, by: Seat, card: string): string =>
  tr(lang, "play.card", {
    seat: t(lang, `seat.${by}`),
    rank: rankText(lang, card.slice(1)),
    suit: tr(lang, `strain.${card[0] as "S"}`),
  });

export const state = (log: LogJson): PublicState => {
  const r = replay(log);
  if (!r.ok) throw new Error(`engine: ${JSON.stringify(r.error)}`);
  return r.value;
};

/** A legal card for the seat on turn: the first of the suit led, else the first card of the hand. */
export const legalCard = (s: PublicState): { by: Seat; card: string } => {
  const by = s.turn!;
  const hands = remainingHands(s.deal, s.tricks ?? [])!;
  const led = trickInProgress(s)?.cards[0]?.card[0] as (typeof HAND_SUITS)[number] | undefined;
  const hand = hands[by];
  const follow = led ? hand[led] : [];
  const card = follow[0] ?? HAND_SUITS.flatMap((x) => hand[x])[0]!;
  return { by, card };
};

export const eventCount = async (p: Page): Promise<number> =>
  Number(((await p.locator(".actions .count").textContent()) ?? "").replace(/\D/g, ""));

/** Taps the card in its hand and waits for the engine to record it. */
export const tapCard = async (p: Page, lang: Lang, by: Seat, card: string): Promise<void> => {
  const before = await eventCount(p);
  await p.getByRole("button", { name: cardName(lang, by, card), exact: true }).click();
  await expect.poll(() => eventCount(p)).toBe(before + 1);
};

/** The board of the revoke fixture (test/fixtures/2017/law64/64A1-full-record-...): 4♥ by South. */
export const DEAL = "N:K74.KT93.A52.Q84 QJT98652.5.KQ.J3 A3.AQJ876.943.AK .42.JT876.T97652";
export const AUCTION = ["P", "3S", "4H", "P", "P", "P"] as const;

/** The revoke fixture's board in a code, the opening lead (West's ♦J) faced, then `more` events. */
export const afterLead = (edition: "2017" | "1987", ...more: Record<string, unknown>[]): LogJson => ({
  format: "table-log@1",
  edition,
  board: 1,
  dealer: "N",
  vulnerability: "None",
  deal: DEAL,
  events: [
    ...AUCTION.map((c, i) => ({ by: (["N", "E", "S", "W"] as const)[i % 4], call: c })),
    { by: "W", lead: "DJ" },
    ...more,
  ],
});
