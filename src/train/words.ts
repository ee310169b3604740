/**
 * The table as the director finds it, in words: the board, the hands where the play has begun, and every
 * event as it happened (the calls as made, the cards as played, the findings already given). Every word
 * comes from the src/explain catalogs; a finding with no words makes the scene unusable (null), so that an
 * exercise never shows a fact it cannot name.
 */

import { callText, cardIn, type Lang, rankIn, seatName, suitsText, t } from "../explain/core.js";
import { inCodeWords } from "../explain/ru-words.js";
import {
  formatCall,
  formatCard,
  parseDeal,
  SEATS,
  type TableEvent,
  type TableLog,
} from "../explore/engine.js";

/** A message in `lang` with the law word of the code (Правило for 1987 in Russian). */
export const say = (
  lang: Lang,
  edition: TableLog["edition"],
  key: string,
  params: Record<string, string | number> = {},
) => inCodeWords(lang, edition, t(lang, key, params));

const SUIT_SYMBOL: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** A finding's answer in words, or null when it has none. */
const answerText = (lang: Lang, v: unknown): string | null => {
  if (v === true) return t(lang, "train.yes");
  if (v === false) return t(lang, "train.no");
  if (typeof v === "number") return `${v}.`;
  if (typeof v === "string" && /^[NESW]$/.test(v)) return `${seatName(lang, v as "N")}.`;
  if (v === "unknown") return null;
  if (Array.isArray(v) && v.every((x) => typeof x === "string" && x in SUIT_SYMBOL))
    return `${v.map((x) => SUIT_SYMBOL[x as string]).join(" ")}.`;
  return null;
};

/** The findings on an event, each as "the director found: question — answer", or null if one has no words. */
const findingLines = (lang: Lang, findings: Record<string, unknown> | undefined): string[] | null => {
  const out: string[] = [];
  for (const [name, v] of Object.entries(findings ?? {})) {
    const key = `question.${name}`;
    const a = answerText(lang, v);
    if (t(lang, key) === key || a === null) return null;
    // "Director: was it...?" reads "The director's finding: was it...? Yes."
    const q = t(lang, key);
    const prefix = t(lang, "train.director");
    const question = q.startsWith(prefix) ? q.slice(prefix.length) : q;
    out.push(`  ${t(lang, "train.finding", { question, answer: a })}`);
  }
  return out;
};

/** One event in words, without its findings. */
const eventLine = (lang: Lang, e: TableEvent): string => {
  const seat = "by" in e ? seatName(lang, e.by) : "";
  const card = "card" in e ? cardIn(lang, formatCard(e.card)) : "";
  switch (e.type) {
    case "call":
      return t(lang, e.simultaneous ? "train.event.call.simultaneous" : "train.event.call", {
        seat,
        call: callText(lang, formatCall(e.call)),
      });
    case "change":
      return t(lang, "train.event.change", { seat, call: callText(lang, formatCall(e.call)) });
    case "accept":
      return t(lang, e.accept ? "train.event.accept.yes" : "train.event.accept.no", { seat });
    case "agree":
      return t(lang, e.agree ? "train.event.agree.yes" : "train.event.agree.no", { seat });
    case "director":
      return e.award === undefined
        ? t(lang, "train.event.director")
        : t(lang, "train.event.director.award", { n: e.award });
    case "leadRestriction":
    case "playRestriction": {
      const [verb, suit] = Object.entries(e.choice)[0] ?? ["waive", ""];
      return t(lang, `train.event.${e.type}.${verb}`, { seat, suit: suitsText(String(suit)) });
    }
    case "lead":
      return t(lang, e.faceDown ? "train.event.lead.faceDown" : "train.event.lead", { seat, card });
    case "attention":
      return e.revoke === undefined
        ? t(lang, "train.event.attention", { seat })
        : t(lang, "train.event.attention.revoke", {
            seat,
            offender: seatName(lang, e.revoke.by),
            trick: e.revoke.trick,
          });
    case "claim":
    case "result":
      return t(lang, `train.event.${e.type}`, { seat, n: e.tricks });
    case "position":
      return t(lang, "train.event.position", {
        played: e.played,
        NS: e.NS,
        EW: e.EW,
        lead: seatName(lang, e.lead),
      });
    default:
      return t(lang, `train.event.${e.type}`, { seat, card });
  }
};

/** The hands of the deal, one line a seat, suits as symbols and ranks in the language's letters. */
const handLines = (lang: Lang, deal: string): string[] => {
  const d = parseDeal(deal);
  if (!d.ok) return [];
  return SEATS.map((s) =>
    t(lang, "train.hand", {
      seat: seatName(lang, s),
      cards: (["S", "H", "D", "C"] as const)
        .map((x) => `${SUIT_SYMBOL[x]}${d.value[s][x].map((r) => rankIn(lang, r)).join("") || "—"}`)
        .join(" "),
    }),
  );
};

/**
 * The table in words up to the moment the director arrives: the board, the hands when the play has begun,
 * the events. Null when some finding has no words.
 */
export const tableText = (lang: Lang, log: TableLog, inPlay: boolean): string[] | null => {
  const lines = [
    say(lang, log.edition, "train.board", {
      edition: log.edition,
      dealer: seatName(lang, log.dealer),
      vul: t(lang, `show.vul.${log.vulnerability}`),
    }),
  ];
  if (inPlay && log.deal !== undefined)
    lines.push(t(lang, "train.hands"), ...handLines(lang, log.deal).map((l) => `  ${l}`));
  lines.push(t(lang, "train.events"));
  for (const [i, e] of log.events.entries()) {
    const f = findingLines(lang, "findings" in e ? (e.findings as Record<string, unknown>) : undefined);
    if (f === null) return null;
    lines.push(`  ${i + 1}. ${eventLine(lang, e)}`, ...f);
  }
  return lines;
};

/**
 * The Latin words of a text once the law labels (27B1(b), 64A, 10C1) are taken out: none may be left in a
 * Russian exercise. Some of the engine's texts still carry English (a reconstructed paragraph's basis not yet
 * translated, the ranks of a claim's remaining cards, a question's note for the log's writer): an exercise
 * that would show one is not made.
 */
export const latinWords = (text: string): string[] =>
  text.replace(/(?<![\p{L}\d])\d{1,2}(?:[A-Z][0-9A-Za-z()]*)?/gu, " ").match(/\p{Script=Latin}+/gu) ?? [];
