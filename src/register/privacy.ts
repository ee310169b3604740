/**
 * The players' names out of what an anonymous reader sees: the whole name and each of its words, in any
 * case, with or without accents (Zoë, ZOE), a Latin possessive (Nina's) or a Russian ending (Нины, Ивановой),
 * replaced by the seat. The same scrubbing gives the public text that anonymous searches run over, so a
 * removed name never finds a ruling.
 */
import { type Lang, t } from "../explain/index.js";
import type { Report } from "./report.js";
import type { StoredRuling } from "./repository.js";

const MARKS = /\p{M}+/gu;
const fold = (s: string): string => s.normalize("NFD").replace(MARKS, "");
const reEscape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const CYRILLIC = /\p{Script=Cyrillic}/u;
/** The final letter a Russian name drops in its cases (Нина: Нины, Нине, Нину, Ниной). */
const RU_FINAL_VOWEL = /[аяйьоеыи]$/u;
/** The endings of the cases, folded as the text is (й is и with its mark): Нину, Ниной, Кузнецовой. */
const RU_ENDINGS =
  "а я ы и е у ю ои еи ою ею ом ем ым им ого его ому ему ая яя ую юю ых их ыми ими ам ям ами ями ах ях"
    .split(" ")
    .sort((a, b) => b.length - a.length);
const marked = (s: string): string => [...s].map((c) => `${reEscape(c)}\\p{M}*`).join("");
const RU_ENDING = `(?:${RU_ENDINGS.map(marked).join("|")})?`;

/** One word of a name as a pattern over NFD text: any accents, and the endings its language gives it. */
const wordPattern = (word: string): string => {
  const w = fold(word);
  const cyr = CYRILLIC.test(w);
  const stem = cyr && w.length > 3 ? w.replace(RU_FINAL_VOWEL, "") : w;
  return cyr ? `${marked(stem)}${RU_ENDING}` : `${marked(stem)}(?:['’]s)?`;
};

/** The names' patterns, longest first (the whole name before its words). */
const patternsOf = (names: string[]): { pattern: string; length: number }[] => {
  const out = new Map<string, number>();
  for (const name of names) {
    const words = name.split(/[\s\-‐]+/u).filter((w) => fold(w).replace(/[^\p{L}\p{N}]/gu, "").length >= 2);
    if (words.length === 0) continue;
    out.set(words.map(wordPattern).join("[\\s\\-‐]+"), name.length);
    if (words.length > 1) for (const w of words) out.set(wordPattern(w), w.length);
  }
  return [...out].map(([pattern, length]) => ({ pattern, length })).sort((a, b) => b.length - a.length);
};

/** Lower case in every script, the form the event and director are searched in (Турнир: турнир). */
export const foldCase = (s: string): string => s.normalize("NFC").toLowerCase();

export type Seat = "N" | "E" | "S" | "W";

/** A function that removes the players' names from a text, putting `seatWord(seat)` in their place. */
export const scrubber = (
  players: Partial<Record<Seat, string>> | undefined,
  seatWord: (seat: Seat) => string,
): ((s: string) => string) => {
  const named = Object.entries(players ?? {}).filter(
    (e): e is [Seat, string] => typeof e[1] === "string" && e[1].trim().length > 1,
  );
  if (named.length === 0) return (s) => s;
  const bySeat = named.map(([seat, name]) => ({ seat, pats: patternsOf([name]) }));
  const all = bySeat
    .flatMap(({ seat, pats }) => pats.map((p) => ({ ...p, seat })))
    .sort((a, b) => b.length - a.length);
  const re = new RegExp(
    all.map((p) => `(?<![\\p{L}\\p{N}])(${p.pattern})(?![\\p{L}\\p{N}])`).join("|"),
    "giu",
  );
  return (s) =>
    s
      .normalize("NFD")
      .replace(re, (...m: unknown[]) => {
        const i = m.slice(1, all.length + 1).findIndex((g) => g !== undefined);
        return seatWord(all[i]!.seat);
      })
      .normalize("NFC");
};

const APPEAL_TEXTS = ["by", "reason", "committee", "decision", "comment"] as const;

/** The report without the players (their names replaced by seats in its texts). */
export const scrubReport = (report: Report, seatWord: (seat: Seat) => string): Report =>
  scrubReportWith(report, scrubber(report.players, seatWord));

/** The report without the players, every text passed through `scrub`. */
export const scrubReportWith = (report: Report, scrub: (s: string) => string): Report => {
  const { players: _p, ...rest } = report;
  const r: Report = { ...rest, facts: scrub(rest.facts), ruling: scrub(rest.ruling) };
  if (rest.notes !== undefined) r.notes = scrub(rest.notes);
  if (rest.appeal) {
    const a = { ...rest.appeal };
    for (const k of APPEAL_TEXTS) if (a[k] !== undefined) a[k] = scrub(a[k]);
    r.appeal = a;
  }
  return r;
};

/** The ruling as an anonymous reader sees it: no players' names, no account. */
export const anonymise = (x: StoredRuling, lang: Lang): StoredRuling => ({
  ...x,
  owner: "",
  ownerId: 0,
  report: scrubReport(x.report, (seat) => t(lang, `seat.${seat}`)),
});

/** The words anonymous searches match: the report's texts with the names removed (seats in English). */
export const publicText = (report: Report): string => {
  const r = scrubReport(report, (seat) => t("en", `seat.${seat}`));
  const a = r.appeal;
  return [r.facts, r.ruling, r.notes ?? "", ...APPEAL_TEXTS.map((k) => a?.[k] ?? "")]
    .filter(Boolean)
    .join("\n");
};
