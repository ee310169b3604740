/** Law 26 (2017, as amended 20 June 2017): lead restrictions after a withdrawn call. */

import { parseCall } from "../../core/call.js";
import { partner, type Seat } from "../../core/seat.js";
import { SUITS, type Suit } from "../../core/strain.js";
import type { Effect } from "../../model/effects.js";
import { knownSuits } from "../../model/events.js";
import type { View } from "../../model/rules.js";
import type { LeadRestriction } from "../../model/state.js";
import { ask } from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/2017/law26.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 26A — a withdrawn call replaced by a comparable call brings no lead restriction (see 23C). */
export const P26A = at("26A", "withdrawn call replaced by a comparable call: no lead restriction");
/**
 * 26B — otherwise, if the offender becomes a defender, declarer may prohibit his partner's first lead of any
 * one suit the offender did not specify in the legal auction, for as long as that partner keeps the lead.
 * (The option to require a lead was deleted by the amendment.)
 */
export const P26B = at(
  "26B",
  "not comparable, offender a defender: declarer may prohibit one suit the offender did not specify",
);

/** The suits `seat` specified in the calls that stand: natural suit bids, and calls with a `suits` finding. */
export const specifiedSuits = (s: Pick<View, "auction">, seat: Seat): Suit[] => {
  const out = new Set<Suit>();
  for (const e of s.auction) {
    if (e.by !== seat || e.implied) continue;
    // A `?` (a suit shown but not identified, Michaels' minor) specifies nothing; its known suits do.
    if (Array.isArray(e.suits)) for (const x of knownSuits(e.suits)) out.add(x);
    else if (e.suits === undefined && !e.artificial) {
      const c = parseCall(e.call);
      if (c.ok && c.value.type === "bid" && c.value.strain !== "NT") out.add(c.value.strain);
    }
  }
  return [...out];
};

/**
 * Adds (unless one awaits declarer's choice already) the 26B restriction on the offender's partner to
 * `list`, when the offender is a defender. True when it added one.
 */
const addTo = (s: View, list: LeadRestriction[], offender: Seat, lawLabel: string): boolean => {
  if (s.declarer === null || offender === s.declarer || offender === partner(s.declarer)) return false;
  const specified = specifiedSuits(s, offender);
  const suits = SUITS.filter((x) => !specified.includes(x));
  if (suits.length === 0) return false;
  const leader = partner(offender);
  if (list.some((r) => r.leader === leader && r.chosen === undefined)) return false;
  list.push({ leader, declarerMay: "prohibit-one-suit", suits, law: lawLabel });
  return true;
};

/** The 26B restriction on the offender's partner, when the offender is a defender (as effects). */
export const addLeadRestriction = (s: View, offender: Seat, lawLabel: string = P26B): Effect[] => {
  const list = [...s.leadRestrictions];
  return addTo(s, list, offender, lawLabel) ? [{ kind: "set", key: "leadRestrictions", value: list }] : [];
};

const isDefender = (s: View, seat: Seat): boolean =>
  s.declarer !== null && seat !== s.declarer && seat !== partner(s.declarer);

/**
 * At the end of the auction: each recorded candidate becomes a restriction if its offender is a defender.
 * A candidate whose replacement was never found comparable or not (26A vs 26B) now needs that finding.
 */
export const leadRestrictionsAtEnd = (s: View): Effect[] => {
  const list = [...s.leadRestrictions];
  let added = false;
  const fx: Effect[] = [];
  for (const c of s.leadCandidates ?? []) {
    if (!isDefender(s, c.offender)) continue;
    if (c.askAbout !== undefined) {
      fx.push(
        ask("comparable", c.askAbout, c.subject ?? { by: c.offender, call: "" }, {
          irregularity: "change-of-call",
          offender: c.offender,
          call: "",
          law: P26B,
        }),
      );
      break;
    }
    if (addTo(s, list, c.offender, P26B)) added = true;
  }
  return added ? [{ kind: "set", key: "leadRestrictions", value: list }, ...fx] : fx;
};
