/** Words for people: the engine emits ids and data; this turns them into English or Russian. */
import type { BridgeError } from "../core/result.js";
import type { Seat } from "../core/seat.js";
import type { TableState } from "../table/state.js";
import { en, type MessageKey } from "./en.js";
import { ru } from "./ru.js";

export const LANGS = ["en", "ru"] as const;
export type Lang = (typeof LANGS)[number];
export const isLang = (x: unknown): x is Lang => x === "en" || x === "ru";

export const CATALOGS: Record<Lang, Record<MessageKey, string>> = { en, ru };

/** The message `key` in `lang`, with `{name}` placeholders filled from params. Unknown keys come back as is. */
export const t = (lang: Lang, key: string, params: Record<string, string | number> = {}): string => {
  const template =
    (CATALOGS[lang] as Record<string, string>)[key] ?? (en as Record<string, string>)[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
};

export const seatName = (lang: Lang, s: Seat): string => t(lang, `seat.${s}`);

/** One line describing an error, with where it is: `event 3, key "accept": ...`. */
export const explainError = (lang: Lang, e: BridgeError): string => {
  const params: Record<string, string | number> = { ...e.params };
  for (const k of ["seat", "other", "declarer", "leader"]) {
    const v = params[k];
    if (typeof v === "string" && /^[NESW]$/.test(v)) params[k] = seatName(lang, v as Seat);
  }
  const where: string[] = [];
  if (e.event !== undefined) where.push(t(lang, "error.where.event", { event: e.event }));
  if (e.key !== undefined) where.push(t(lang, "error.where.key", { key: e.key }));
  const message = t(lang, `error.${e.code}`, params);
  return where.length ? `${where.join(", ")}: ${message}` : message;
};

/** The text the director reads out for the current ruling. */
export const explainRuling = (lang: Lang, s: TableState): string => {
  const r = s.ruling;
  if (r === null) return "";
  if ("question" in r) return t(lang, `question.${r.question}`);
  const lines = [
    t(lang, "ruling.open", {
      offender: seatName(lang, r.offender),
      irregularity: t(lang, `irregularity.${r.irregularity}`),
      call: r.call,
      law: r.law,
    }),
  ];
  const step = `ruling.step.${r.law}`;
  if (t(lang, step) !== step) lines.push(t(lang, step, { offender: seatName(lang, r.offender) }));
  if (r.chooser !== undefined) {
    lines.push(t(lang, "ruling.chooser", { chooser: seatName(lang, r.chooser) }));
    for (const o of r.options) {
      lines.push(`- ${t(lang, `option.${o.id}`)}`);
      for (const c of o.consequences) lines.push(`  ${t(lang, `consequence.${c.id}`, c.params ?? {})}`);
    }
  } else lines.push(t(lang, "ruling.director"));
  return lines.join("\n");
};

/** A copy of the state with `ruling.explain` filled in `lang` and the engine's working memory left out. */
export const presentState = (
  s: TableState,
  lang: Lang,
): Omit<TableState, "pending" | "awaiting" | "leadCandidates" | "suspended"> => {
  const { pending: _p, awaiting: _a, leadCandidates: _l, suspended: _s, ...rest } = s;
  if (rest.ruling === null) return rest;
  return { ...rest, ruling: { ...rest.ruling, explain: explainRuling(lang, s) } };
};
