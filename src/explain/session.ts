/** Words of the session scorer: its catalogs (session-en.ts, session-ru.ts), errors, results in words. */
import type { Edition, Played, ResultReport, SessionError } from "../scoring/session-types.js";
import { callText, type Lang, seatName } from "./index.js";
import { type SessionKey, sessionEn } from "./session-en.js";
import { sessionRu } from "./session-ru.js";

export const SESSION_CATALOGS: Record<Lang, Record<SessionKey, string>> = { en: sessionEn, ru: sessionRu };

/** The message `key` in `lang` with `{name}` placeholders filled. Unknown keys come back as they are. */
export const st = (lang: Lang, key: string, params: Record<string, string | number> = {}): string => {
  const template =
    (SESSION_CATALOGS[lang] as Record<string, string>)[key] ??
    (sessionEn as Record<string, string>)[key] ??
    key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
};

/** One line for an error: where (board, result, key; line, column), then what. */
export const explainSessionError = (lang: Lang, e: SessionError): string => {
  const where: string[] = [];
  if (e.line !== undefined) where.push(st(lang, "where.line", { line: e.line }));
  if (e.column !== undefined) where.push(st(lang, "where.column", { column: e.column }));
  if (e.board !== undefined) where.push(st(lang, "where.board", { board: e.board }));
  if (e.result !== undefined) where.push(st(lang, "where.result", { result: e.result }));
  if (e.key !== undefined) where.push(st(lang, "where.key", { key: e.key }));
  const message = st(lang, `error.${e.code}`, e.params ?? {});
  return where.length ? `${where.join(", ")}: ${message}` : message;
};

/** A contract as people write it: `4♠X`, `3NT` (`3БК`), or "passed out". */
export const contractText = (lang: Lang, contract: string): string => {
  if (contract === "passed-out") return st(lang, "report.passedOut");
  const m = /^([1-7])(C|D|H|S|NT)(X{0,2})$/.exec(contract);
  return m ? `${callText(lang, `${m[1]}${m[2]}`)}${m[3]}` : contract;
};

/** A score to NS with its sign: `+420`, `−50`, `0`. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

/** A result in a line: `4♠ N 10 (+420)`, `passed out`, `+420`. */
export const playedText = (lang: Lang, p: Played): string => {
  if (p.contract === "passed-out") return st(lang, "report.passedOut");
  const parts: string[] = [];
  if (p.contract) parts.push(contractText(lang, p.contract));
  if (p.declarer) parts.push(seatName(lang, p.declarer));
  if (p.tricks !== undefined) parts.push(String(p.tricks));
  return parts.length ? `${parts.join(" ")} (${signed(p.score)})` : signed(p.score);
};

const artificialWord = (lang: Lang, s: string): string =>
  s === "A+" || s === "A" || s === "A-" ? `${s} (${st(lang, `report.artificial.${s}`)})` : s;

/** The law label in the session's code and language: "Law 12C1(c)", "Правило 12C2". */
export const lawText = (lang: Lang, edition: Edition, law: string): string =>
  st(lang, edition === "1987" ? "report.law.1987" : "report.law", { law });

/** An adjusted score in words: its kind, what each side got, the law. */
export const adjustmentText = (lang: Lang, edition: Edition, r: ResultReport): string[] => {
  if (!r.adjusted) return [];
  const lines = [`${st(lang, `report.kind.${r.adjusted.kind}`)} — ${lawText(lang, edition, r.adjusted.law)}`];
  if (r.artificial)
    lines.push(
      st(lang, "report.artificial", {
        ns: artificialWord(lang, r.artificial.ns),
        ew: artificialWord(lang, r.artificial.ew),
      }),
    );
  const partsText = (parts: NonNullable<ResultReport["parts"]>) =>
    parts
      .map((p) =>
        st(lang, "report.weighted.part", {
          weight: `${round1(p.weightValue * 100)}%`,
          result: playedText(lang, p),
        }),
      )
      .join("; ");
  if (r.parts) lines.push(partsText(r.parts));
  if (r.adjusted.kind === "assigned" && r.score !== undefined) lines.push(playedText(lang, r as Played));
  if (r.split) {
    const side = (s: NonNullable<ResultReport["split"]>["ns"]) =>
      s.parts ? partsText(s.parts) : playedText(lang, s as Played);
    lines.push(st(lang, "report.split", { ns: side(r.split.ns), ew: side(r.split.ew) }));
  }
  if (r.replaced) lines.push(st(lang, "report.replaced", { result: playedText(lang, r.replaced) }));
  if (r.adjusted.sessionPercentage?.length)
    lines.push(
      st(lang, "report.sessionPercentage", {
        sides: r.adjusted.sessionPercentage
          .map((d) => st(lang, d === "ns" ? "report.col.ns" : "report.col.ew"))
          .join(", "),
      }),
    );
  return lines;
};

const round1 = (x: number): string => String(Math.round(x * 100) / 100);

export type { SessionKey };
