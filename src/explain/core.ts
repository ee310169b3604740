/**
 * Words for people: the engine emits ids and data; this turns them into English or Russian, with the
 * catalogs registered at run time (`registerCatalog`). The Node entry (src/explain/index.ts) registers both
 * languages statically; the app (src/engine.ts) loads the language in use first and the other on switching.
 */
import { formatCall } from "../core/call.js";
import type { BridgeError } from "../core/result.js";
import type { Seat } from "../core/seat.js";
import { paragraph } from "../editions-core.js";
import type { RulingOption, TableState } from "../model/state.js";
import { seatIn } from "./ru-words.js";

export const LANGS = ["en", "ru"] as const;
export type Lang = (typeof LANGS)[number];
export const isLang = (x: unknown): x is Lang => x === "en" || x === "ru";

/** The message catalogs registered so far, by language (src/explain/en.ts, ru.ts). */
const registered: Partial<Record<Lang, Record<string, string>>> = {};

/** Two parts of a language's catalog as one (src/explain/en.ts: the play period's words and the rest). */
export const joinCatalogs = <A extends object, B extends object>(a: A, b: B): A & B => ({ ...a, ...b });

/** Makes the messages of `catalog` available in `lang` (added to those already registered). */
export const registerCatalog = (lang: Lang, catalog: Record<string, string>): void => {
  const had = registered[lang];
  registered[lang] = had === undefined ? catalog : { ...had, ...catalog };
};

/** What a pending claim adds to its ruling's text (src/explain/play/claims-explain.ts `claimRulingLines`). */
export type ClaimLines = (
  s: TableState,
  t: (key: string, params?: Record<string, string | number>) => string,
  seat: (x: Seat) => string,
  rank?: (r: string) => string,
) => string[];
let claimLines: ClaimLines = () => [];

/**
 * Makes the claim's lines part of a ruling's text. The Node entry registers them with the catalogs
 * (src/explain/index.ts); the app with the play's laws, the only source of a pending claim (web/model.ts).
 */
export const registerClaimLines = (lines: ClaimLines): void => {
  claimLines = lines;
};

/**
 * The message `key` in `lang`, with `{name}` placeholders filled from params. A key missing in `lang` comes
 * in English when that is registered; an unknown key comes back as is.
 */
export const t = (lang: Lang, key: string, params: Record<string, string | number> = {}): string => {
  const template = registered[lang]?.[key] ?? registered.en?.[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
};

export const seatName = (lang: Lang, s: Seat): string => t(lang, `seat.${s}`);

/**
 * One line describing an error. With `where` (the default, for files and the command line) it starts with
 * the event index and the key at fault; without it, just the sentence (for the app).
 */
export const explainError = (lang: Lang, e: BridgeError, opts: { where?: boolean } = {}): string => {
  const message = t(lang, `error.${e.code}`, humanParams(lang, e.params));
  if (opts.where === false) return message;
  const where: string[] = [];
  if (e.event !== undefined) where.push(t(lang, "error.where.event", { event: e.event }));
  if (e.key !== undefined) where.push(t(lang, "error.where.key", { key: e.key }));
  return where.length ? `${where.join(", ")}: ${message}` : message;
};

const SEAT_PARAMS = ["seat", "offender", "partner", "turn", "chooser", "leader", "declarer", "other"];
const CALL_PARAMS = ["call", "original", "calls"];
const SUIT_PARAMS = ["suit", "suits"];
const CARD_PARAMS = ["card", "penaltyCard", "played"];
const CARD = /^[SHDC][2-9TJQKA]$/;
const SUIT_SYMBOL: Record<string, string> = { C: "♣", D: "♦", H: "♥", S: "♠" };

/** A call as people write it: suit symbols, and notrump in the language's abbreviation (NT, БК). */
export const callText = (lang: Lang, call: string): string => {
  const m = /^(\d+)(C|D|H|S|NT)$/.exec(call);
  if (m) return `${m[1]}${m[2] === "NT" ? t(lang, "strain.NT") : SUIT_SYMBOL[m[2]!]}`;
  if (call === "P" || call === "X" || call === "XX") return t(lang, `call.${call}`);
  return call;
};

/** A card as people write it: `♠K`, `♥10`. */
export const cardText = (card: string): string => cardIn("en", card);

/** A rank in a language's words: 10 for T; the Russian ranks are Т, К, Д, В, as the app's pickers show them. */
export const rankIn = (lang: Lang, rank: string): string =>
  rank === "T" ? "10" : lang === "ru" ? (RU_RANK[rank] ?? rank) : rank;
const RU_RANK: Record<string, string> = { A: "Т", K: "К", Q: "Д", J: "В" };

/** A card in a language's words (`♦К` in Russian). */
export const cardIn = (lang: Lang, card: string): string =>
  card.length === 2 ? `${SUIT_SYMBOL[card[0]!] ?? card[0]}${rankIn(lang, card[1]!)}` : card;

/** Suits as symbols: `C H S` → `♣ ♥ ♠`. */
export const suitsText = (suits: string): string => suits.replace(/\b[CDHS]\b/g, (x) => SUIT_SYMBOL[x]!);

/** Params shown to people: seats by name, calls and suits with their symbols. */
const humanParams = (
  lang: Lang,
  params: Record<string, string | number> = {},
): Record<string, string | number> => {
  const out = { ...params };
  for (const k of SEAT_PARAMS) {
    const v = out[k];
    if (typeof v === "string" && /^[NESW]$/.test(v)) out[k] = seatName(lang, v as Seat);
  }
  for (const k of CALL_PARAMS) {
    const v = out[k];
    if (typeof v === "string")
      out[k] = v
        .split(/(, | )/)
        .map((x) => callText(lang, x))
        .join("");
  }
  for (const k of SUIT_PARAMS) {
    const v = out[k];
    if (typeof v === "string") out[k] = suitsText(v);
  }
  for (const k of CARD_PARAMS) {
    const v = out[k];
    if (typeof v === "string" && CARD.test(v)) out[k] = cardIn(lang, v);
  }
  return out;
};

/** One option of a ruling in words: its label and each consequence (Law 10C1: all of them, before the choice). */
export const explainOption = (lang: Lang, o: RulingOption): { label: string; consequences: string[] } => ({
  label: t(lang, `option.${o.id}`, humanParams(lang, o.call === undefined ? {} : { call: o.call })),
  consequences: o.consequences.map((c) => t(lang, `consequence.${c.id}`, humanParams(lang, c.params ?? {}))),
});

/** The text the director reads out for the current ruling. */
export const explainRuling = (lang: Lang, s: TableState): string => {
  const r = s.ruling;
  if (r === null) return "";
  if ("question" in r) {
    // The question names the call it is about: "Is South's 3NT comparable to the withdrawn 2♣?"
    const params: Record<string, string> = {};
    if (r.by !== undefined) params.by = seatIn(lang, r.by, "gen");
    if (r.call !== undefined) params.call = callText(lang, r.call);
    if (r.withdrawn !== undefined) params.withdrawn = callText(lang, r.withdrawn);
    const named = r.by !== undefined && r.call !== undefined;
    const key = `question.${r.question}${named ? (r.withdrawn !== undefined ? ".named" : ".call") : ""}`;
    return t(lang, t(lang, key) === key ? `question.${r.question}` : key, params);
  }
  // A claim is not an irregularity: its opening line says who claimed (walk2 F16).
  const claim = r.irregularity === "claim" || r.irregularity === "disputed-claim";
  const open = claim ? `ruling.open.${r.irregularity}` : "ruling.open";
  const lines = [
    t(lang, s.edition === "1987" ? `${open}.1987` : open, {
      offender: seatName(lang, r.offender),
      irregularity: t(lang, `irregularity.${r.irregularity}`),
      // A ruling of the play names the card (♣5) or the cards (51A: ♣3 ♣5) it is about, one of the auction the call.
      call: r.call.split(" ").every((c) => CARD.test(c))
        ? r.call
            .split(" ")
            .map((c) => cardIn(lang, c))
            .join(" ")
        : callText(lang, r.call),
      law: r.law,
    }),
  ];
  const p = paragraph(s.edition, r.law);
  if (p?.status === "reconstructed")
    lines.push(t(lang, "ruling.reconstructed", { law: r.law, basis: p.basis ?? "" }));
  for (const step of [`ruling.step.${s.edition}.${r.law}`, `ruling.step.${r.law}`]) {
    if (t(lang, step) === step) continue;
    lines.push(t(lang, step, { offender: seatName(lang, r.offender) }));
    break;
  }
  // A claim (68-70): what the director needs to see (src/explain/play/claims-explain.ts).
  lines.push(
    ...claimLines(
      s,
      (k, p) => t(lang, k, p),
      (x) => seatName(lang, x),
      (r) => rankIn(lang, r),
    ),
  );
  if (r.chooser !== undefined) {
    lines.push(t(lang, "ruling.chooser", { chooser: seatName(lang, r.chooser) }));
    for (const o of r.options) {
      const x = explainOption(lang, o);
      lines.push(`- ${x.label}`);
      for (const c of x.consequences) lines.push(`  ${c}`);
    }
  } else lines.push(t(lang, "ruling.director"));
  const held = s.pending?.proc === "held" ? s.pending.held : undefined;
  if (held?.length)
    lines.push(
      t(lang, "ruling.held", {
        calls: held
          .map((h) => `${seatName(lang, h.event.by)} ${callText(lang, formatCall(h.event.call))}`)
          .join(", "),
      }),
    );
  return lines.join("\n");
};

type HeldEntry = NonNullable<Extract<TableState["pending"], { proc: "held" }>>["held"][number];
type HeldShown = { by: Seat; call: string; event: number };
const heldSeen = new WeakMap<HeldEntry, HeldShown>();
/** A held call as the state shows it, made once per entry (a long board holds thousands, shown per event). */
const heldShown = (h: HeldEntry): HeldShown => {
  let x = heldSeen.get(h);
  if (x === undefined) {
    x = { by: h.event.by, call: formatCall(h.event.call), event: h.index };
    heldSeen.set(h, x);
  }
  return x;
};

/**
 * A copy of the state with `ruling.explain` filled in `lang` and the engine's working memory left out. With
 * `explain: false` the ruling has no `explain` (a caller that words the ruling from its parts, as the app
 * does: the text names every call held meanwhile, thousands on a long board).
 */
export const presentState = (
  s: TableState,
  lang: Lang,
  opts: { explain?: boolean } = {},
): Omit<TableState, "pending" | "awaiting" | "leadCandidates" | "suspended" | "period"> => {
  const { pending: _p, awaiting: _a, leadCandidates: _l, suspended: _s, period: _t, ...rest } = s;
  // A passed-out board is over and scores 0 for both sides (Law 77; docs/table-log.md).
  if (rest.contract === "passed-out" && rest.phase === "done" && rest.score === undefined) rest.score = 0;
  if (rest.ruling === null) return rest;
  const ruling =
    opts.explain === false ? { ...rest.ruling } : { ...rest.ruling, explain: explainRuling(lang, s) };
  const held = s.pending?.proc === "held" ? s.pending.held : undefined;
  if ("offender" in ruling && held && held.length) ruling.held = held.map(heldShown);
  return { ...rest, ruling };
};
