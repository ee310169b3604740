/**
 * What the director reads out to the players, apart from his own notes; and what each answer to the engine's
 * question leads to. Built in the app from the ruling's parts and the catalogs (the engine's `ruling.explain`
 * mixes the two: src/explain/index.ts is not changed for the app). No DOM here.
 */
import {
  callText,
  type Edition,
  explainError,
  type Lang,
  type Obligation,
  type PublicState,
  paragraphs,
  type Seat,
  type TableState,
  t,
  validateTableLog,
} from "../src/engine.js";
import { cardIn, explainOption } from "../src/explain/core.js";
import { callIn, forbiddenCalls, inCodeWords, LAW_WORD, translateNotes } from "../src/explain/ru-words.js";
import { tr } from "./i18n.js";
import { isQuestion, type LogJson, type OptionRuling, type QuestionRuling, replayLoaded } from "./model.js";

/** One thing to say: a sentence; for an option, with the consequences that go under it (`under`). */
export interface Said {
  text: string;
  under?: string[];
}

export interface ReadOut {
  /** What the director says to the players, in order. */
  say: Said[];
  /** What is for him alone: how sure the paragraph is, what to watch for, the calls held meanwhile. */
  notes: string[];
}

const seat = (lang: Lang, s: Seat): string => t(lang, `seat.${s}`);
/** How many held calls the note names before it gives the count of the others. */
const HELD_SHOWN = 12;
/** As lawLabel in ui.tsx: the word of the code's law book and the paragraph. */
const law = (lang: Lang, edition: Edition, label: string): string => `${LAW_WORD[lang][edition]} ${label}`;

/** The step of a ruling in the engine's catalog (the edition's own wording first), if it has one. */
const stepText = (lang: Lang, edition: Edition, r: OptionRuling): string | null => {
  for (const key of [`ruling.step.${edition}.${r.law}`, `ruling.step.${r.law}`]) {
    const text = t(lang, key, { offender: seat(lang, r.offender) });
    if (text !== key) return inCodeWords(lang, edition, text);
  }
  return null;
};

/**
 * The read-out of a ruling with options (or one the director applies), and the director's notes:
 * - said: what happened and the law; who chooses; each option with the consequences the players must hear
 *   (Law 10C1); where nobody chooses, what the director's ruling does;
 * - notes: a paragraph applied as reconstructed (and what it rests on), the reviews for damage at the end of
 *   play that an option brings, the director's instructions for this step, the calls held meanwhile.
 */
/** A claim's `n/of` (tricks claimed of those left) in words; anything else as it is. */
export const claimCall = (lang: Lang, call: string): string => {
  const m = /^(\d+)\/(\d+)$/.exec(call);
  return m ? tr(lang, "walk.claimCall", { n: m[1]!, of: m[2]! }) : call;
};

/** Consequences the button shows and the director does not read out: who plays next. */
const SILENT = new Set(["leads.next-to-play"]);

/** A claim is not an irregularity: its read-out says who claimed what, in neutral words (walk2 F16). */
const CLAIMS = new Set(["claim", "disputed-claim"]);

/** The text to read out and the director's notes; `statement`: a claimer's statement, read out with it. */
export const readOut = (lang: Lang, edition: Edition, r: OptionRuling, statement?: string): ReadOut => {
  const claim = CLAIMS.has(r.irregularity);
  const say: Said[] = [{ text: openingLine(lang, edition, r) }];
  if (claim && statement !== undefined && statement.trim() !== "")
    say.push({ text: t(lang, "show.play.statement", { statement: statement.trim() }) });
  const notes: string[] = [];
  const p = paragraphs(edition).find((x) => x.label === r.law);
  if (p?.status === "reconstructed")
    notes.push(
      tr(lang, "readout.reconstructed", {
        law: law(lang, edition, r.law),
        basis: translateNotes(lang, p.basis ?? ""),
      }),
    );
  const step = stepText(lang, edition, r);
  if (r.chooser !== undefined) {
    // The step is the director's instruction here ("explain every consequence before he chooses").
    if (step !== null) notes.push(step);
    say.push({
      // A claim: either opponent of the claimer may agree or doubt (68B, 68D); the side answers.
      text:
        r.irregularity === "claim"
          ? t(lang, "ruling.chooserSideNow", {
              side: t(lang, `side.${"NS".includes(r.chooser) ? "NS" : "EW"}`),
            })
          : t(lang, "ruling.chooser", { chooser: seat(lang, r.chooser) }),
    });
    sayOptions(lang, edition, r, say, notes);
  } else {
    // Nobody chooses: the step says what the director's ruling does, which the players hear.
    say.push({ text: step ?? t(lang, claim ? "ruling.director.claim" : "ruling.director") });
  }
  const held = heldNote(lang, r);
  if (held !== null) notes.push(held);
  return { say, notes };
};

/** The read-out's first line: who did what (a claim in neutral words), under which law. */
const openingLine = (lang: Lang, edition: Edition, r: OptionRuling): string => {
  const open = CLAIMS.has(r.irregularity)
    ? `ruling.open.${r.irregularity}${edition === "1987" ? ".1987" : ""}`
    : edition === "1987"
      ? "ruling.open.1987"
      : "ruling.open";
  return t(lang, open, {
    offender: seat(lang, r.offender),
    irregularity: t(lang, `irregularity.${r.irregularity}`),
    call: /^[CDHS][AKQJT2-9]( |$)/.test(r.call)
      ? r.call
          .split(" ")
          .map((c) => cardIn(lang, c))
          .join(" ")
      : claimCall(lang, callText(lang, r.call)),
    law: r.law,
  });
};

/**
 * What the director says of each option: its consequences, less who plays next (his direction to the
 * table, on the option's button) and less the lines it opens with that the option before it said just
 * now (three refusals that each take the card back and make it a penalty card say so once: issue 24).
 * An option's watches go to the notes.
 */
const sayOptions = (lang: Lang, edition: Edition, r: OptionRuling, say: Said[], notes: string[]): void => {
  let before: string[] = [];
  for (const o of r.options) {
    const e = explainOption(lang, o);
    const x = {
      label: inCodeWords(lang, edition, e.label),
      consequences: e.consequences.map((c) => inCodeWords(lang, edition, c)),
    };
    const under: string[] = [];
    const watch: string[] = [];
    o.consequences.forEach((c, i) => {
      const text = x.consequences[i]!;
      if (c.id === "watch") watch.push(law(lang, edition, String(c.params?.law ?? "")));
      else if (!SILENT.has(c.id)) under.push(text);
    });
    let same = 0;
    while (same < under.length - 1 && under[same] === before[same]) same++;
    say.push({ text: x.label, under: under.slice(same) });
    before = under;
    if (watch.length)
      notes.push(tr(lang, "readout.watch", { option: x.label.replace(/[.:]$/, ""), laws: watch.join(", ") }));
  }
};

/** The calls held (36-39): a long list says how long it is, the first calls, then the count. */
const heldNote = (lang: Lang, r: OptionRuling): string | null => {
  const held = r.held ?? [];
  if (!held.length) return null;
  const shown = held
    .slice(0, HELD_SHOWN)
    .map((h) => `${seat(lang, h.by)} ${callText(lang, h.call)}`)
    .join(", ");
  return tr(lang, "readout.held", {
    calls:
      held.length > HELD_SHOWN
        ? tr(lang, "readout.heldMore", { calls: shown, more: held.length - HELD_SHOWN })
        : shown,
  });
};

/** The call a question is about: the ruling's own `call`/`by` where the engine gives them, else the log's. */
export const questionCall = (r: QuestionRuling, log: LogJson): { by: Seat; call: string } | null => {
  const own = r as QuestionRuling & { call?: unknown; by?: unknown };
  if (typeof own.call === "string" && typeof own.by === "string")
    return { by: own.by as Seat, call: own.call };
  const e = log.events[r.about];
  const call = e?.call ?? e?.change;
  return e && typeof e.by === "string" && typeof call === "string" ? { by: e.by as Seat, call } : null;
};

/** The call the one a question is about replaces: the last call of the same player that was cancelled. */
export const withdrawnCall = (state: PublicState, by: Seat): string | null => {
  for (let i = state.cancelled.length - 1; i >= 0; i--) {
    const c = state.cancelled[i]!;
    if (c.by === by) return c.call;
  }
  return null;
};

/** An obligation as a sentence with its law: "North must pass for the rest of the auction (Law 27B2)". */
export const obligationSentence = (lang: Lang, edition: Edition, o: Obligation): string => {
  const text = (c: string) => callText(lang, c);
  const params = { seat: seat(lang, o.seat), law: o.law };
  const s =
    "mustPass" in o
      ? t(lang, `show.mustPass.${o.mustPass}`, params)
      : "mustCall" in o
        ? t(lang, "show.mustCall", { ...params, call: callIn(lang, o.mustCall, "acc", text) })
        : "mayNotCall" in o
          ? t(lang, "show.mayNotCall", { ...params, calls: forbiddenCalls(lang, o.mayNotCall, text) })
          : // The play period's obligations (a penalty card) are read out by the play screens.
            o.law;
  return inCodeWords(lang, edition, s);
};

const key = (x: unknown): string => JSON.stringify(x);

/** The engine's state of a log with its working memory (the lead restrictions still to come), or its error. */
const replayed = (log: LogJson) => {
  const v = validateTableLog(log);
  return v.ok ? replayLoaded(v.value) : v;
};

/**
 * What answering `value` to the question leads to, found by the engine: the log is replayed with the finding
 * on the call, and what differs from `now` (the state of the log as it is) is told: new obligations, calls
 * cancelled, a lead restriction to come if the offender defends (Law 26), reviews for damage, a ruling that
 * opens, who calls next. The app decides nothing itself.
 */
const leadsTo = (lang: Lang, log: LogJson, now: TableState, r: QuestionRuling, value: unknown): string[] => {
  const events = log.events.map((e, i) => (i === r.about ? { ...e, [r.question]: value } : e));
  const res = replayed({ ...log, events });
  if (!res.ok) return [explainError(lang, res.error, { where: false })];
  const after = res.value;
  const edition = log.edition;
  const out: string[] = [];
  const had = new Set(now.obligations.map(key));
  for (const o of after.obligations) if (!had.has(key(o))) out.push(obligationSentence(lang, edition, o));
  const wasCancelled = new Set(now.cancelled.map((c) => key([c.by, c.call])));
  for (const c of after.cancelled)
    if (!wasCancelled.has(key([c.by, c.call])))
      out.push(
        tr(lang, "outcome.cancelled", {
          seat: seat(lang, c.by),
          call: callText(lang, c.call),
          law: law(lang, edition, c.law),
        }),
      );
  const leads = (s: TableState) => (s.leadCandidates ?? []).filter((c) => c.askAbout === undefined).length;
  if (leads(after) > leads(now))
    out.push(
      inCodeWords(
        lang,
        edition,
        t(lang, edition === "1987" ? "consequence.87.lead-penalty" : "consequence.lead-restriction-26B"),
      ),
    );
  const watched = new Set(now.watchForDamage.map((w) => w.law));
  const watch = after.watchForDamage.filter((w) => !watched.has(w.law)).map((w) => law(lang, edition, w.law));
  if (watch.length) out.push(tr(lang, "outcome.watch", { laws: watch.join(", ") }));
  if (out.length === 0 && (after.ruling === null || !isQuestion(after.ruling)))
    out.push(t(lang, "consequence.no-rectification"));
  if (after.ruling !== null) {
    if (isQuestion(after.ruling)) out.push(tr(lang, "outcome.question"));
    else out.push(tr(lang, "outcome.ruling", { law: law(lang, edition, after.ruling.law) }));
  } else if (after.phase === "auction" && after.turn !== null)
    out.push(tr(lang, "outcome.next", { seat: seat(lang, after.turn) }));
  else if (after.contract !== null) out.push(tr(lang, "outcome.ended"));
  return out;
};

/** What Yes and No lead to (three replays of the log: as it is, and with either answer). */
export const answersLeadTo = (
  lang: Lang,
  log: LogJson,
  r: QuestionRuling,
): { yes: string[]; no: string[] } | null => {
  const now = replayed(log);
  if (!now.ok) return null;
  return { yes: leadsTo(lang, log, now.value, r, true), no: leadsTo(lang, log, now.value, r, false) };
};
