/**
 * Law 26 (1987): lead penalties after a withdrawn call, as the Commentary explains them (26.1-26.4). The
 * withdrawn call's meaning decides: (a) related only to identified suits -> 26A: no penalty when the offender
 * designated them later in the legal auction (26A1), otherwise declarer may require or prohibit the lead
 * of such a suit (26A2); (b) anything else -> 26B,
 * declarer may prohibit the lead of any one suit.
 */
import { parseCall } from "../../core/call.js";
import { partner, type Seat } from "../../core/seat.js";
import { SUITS, type Suit } from "../../core/strain.js";
import type { Effect } from "../../model/effects.js";
import { allSuitsKnown, type Findings, knownSuits } from "../../model/events.js";
import type { View } from "../../model/rules.js";
import type { LeadCandidate, LeadRestriction } from "../../model/state.js";
import { ask } from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law26.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 26A1 — a withdrawn call related to identified suits, each designated later by the offender: no lead penalty. */
export const P26A1 = reconstructed(
  "26A1",
  "withdrawn call about identified suits, all designated later in the legal auction: no lead penalty",
  "Commentary 26.1-26.4; Law 26 passed unchanged into 1997 (EBL Commentary as quoted on BLML)",
);
/** 26A2 — such a suit not designated later: declarer may require or prohibit its lead at partner's first lead. */
export const P26A2 = reconstructed(
  "26A2",
  "withdrawn call about identified suits not designated later: declarer may require or prohibit that suit's lead",
  "Commentary 26.1-26.4; Law 26 passed unchanged into 1997 (EBL Commentary as quoted on BLML)",
);
/** 26B — any other withdrawn call: declarer may prohibit the lead of any one suit. */
export const P26B = reconstructed(
  "26B",
  "any other withdrawn call: declarer may prohibit the lead of any one suit",
  "Commentary 26.3; 1997 Law 26B, unchanged from 1987",
);

/**
 * The suits a withdrawn call is about, when it relates only to identified suits (category (a), 26A): its
 * `suits` finding, or the suit of a natural suit bid. Null (category (b), 26B) when it relates to no suit or
 * to one not identified: `"unknown"`, or a `?` beside known suits (Commentary 26.3: a cue bid showing
 * spades and an unspecified minor).
 */
const suitsOf = (call: string, f: Findings | undefined): Suit[] | null => {
  if (Array.isArray(f?.suits)) return f.suits.length && allSuitsKnown(f.suits) ? knownSuits(f.suits) : null;
  if (f?.suits === "unknown" || f?.artificial) return null;
  return naturalSuit(call);
};

const naturalSuit = (call: string): Suit[] | null => {
  const c = parseCall(call);
  return c.ok && c.value.type === "bid" && c.value.strain !== "NT" ? [c.value.strain] : null;
};

/** The suits a legal call designates (26.4): the known ones of its `suits` finding, or a natural bid's suit. */
const designatedBy = (e: View["auction"][number]): Suit[] => {
  if (e.suits !== undefined) return knownSuits(e.suits);
  return e.artificial ? [] : (naturalSuit(e.call) ?? []);
};

/** Suits the offender designated in the legal auction after the withdrawal (26.4: a double can designate). */
const designatedAfter = (s: View, seat: Seat, from: number): Set<Suit> => {
  const out = new Set<Suit>();
  s.auction.forEach((e, i) => {
    if (i < from || e.by !== seat || e.implied) return;
    for (const x of designatedBy(e)) out.add(x);
  });
  return out;
};

const isDefender = (s: View, seat: Seat): boolean =>
  s.declarer !== null && seat !== s.declarer && seat !== partner(s.declarer);

/** The lead penalty a withdrawn call brings, if its maker is a defender (26A2 or 26B); null: none (26A1). */
const penaltyOf = (s: View, list: readonly LeadRestriction[], c: LeadCandidate): LeadRestriction | null => {
  if (!isDefender(s, c.offender)) return null;
  const leader = partner(c.offender);
  if (list.some((r) => r.leader === leader)) return null;
  const about = c.call === undefined ? null : suitsOf(c.call, c.findings);
  if (about === null) return { leader, declarerMay: "prohibit-one-suit", suits: [...SUITS], law: P26B };
  const designated = designatedAfter(s, c.offender, c.from ?? 0);
  const suits = SUITS.filter((x) => about.includes(x) && !designated.has(x));
  // 26A1: every such suit designated later, no penalty; 26A2: declarer may require or prohibit one not designated.
  return suits.length ? { leader, declarerMay: "require-or-prohibit", suits, law: P26A2 } : null;
};

/**
 * The restrictions the candidates bring. A candidate whose call repeated the withdrawn call's denomination
 * without a finding on its meaning (Commentary 26.2, 29.4) needs that finding now, but only if it would
 * bring a penalty: its maker defends, his partner is not restricted already, a suit is left undesignated.
 */
const restrictions = (s: View, candidates: readonly LeadCandidate[]): Effect[] => {
  const list = [...s.leadRestrictions];
  for (const c of candidates) {
    const r = penaltyOf(s, list, c);
    if (r === null) continue;
    if (c.askAbout !== undefined) {
      const fx: Effect[] = list.length === s.leadRestrictions.length ? [] : [setList(list)];
      fx.push(
        ask(c.question ?? "sameMeaning", c.askAbout, c.subject ?? { by: c.offender, call: c.call ?? "" }, {
          irregularity: "bid-out-of-rotation",
          offender: c.offender,
          call: c.call ?? "",
          law: r.law,
        }),
      );
      return fx;
    }
    list.push(r);
  }
  return list.length === s.leadRestrictions.length ? [] : [setList(list)];
};

const setList = (list: LeadRestriction[]): Effect => ({ kind: "set", key: "leadRestrictions", value: list });

/** The lead penalty of one withdrawn call (39 after the final pass), as effects. */
export const penaltyFor = (s: View, c: LeadCandidate): Effect[] => restrictions(s, [c]);

export const leadPenaltiesAtEnd = (s: View): Effect[] => restrictions(s, s.leadCandidates ?? []);
