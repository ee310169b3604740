/** Law 36 (2017): inadmissible doubles and redoubles (those Law 19 does not permit). */

import {
  contractText,
  type Entry,
  finalContract,
  inadmissibility,
  isAuctionOver,
  isLegalCall,
} from "../../auction/auction.js";
import { formatCall } from "../../core/call.js";
import { err, ok } from "../../core/result.js";
import { partner, type Seat } from "../../core/seat.js";
import { standingCalls } from "../../table/machine.js";
import type { Apply } from "../held.js";
import { bar, cancel, closeRuling, flag, leadCandidate } from "../procedure.js";
import { law } from "../registry.js";
import { leadRestrictionsAtEnd } from "./law26.js";

const M = "laws/2017/law36.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 36A — the offender's LHO calls before rectification: the inadmissible call and all later calls are cancelled; no 26B. */
export const P36A = at(
  "36A",
  "LHO called first: the inadmissible call and everything after it are cancelled, nothing more",
);
/** 36B1 — otherwise the inadmissible double or redouble is cancelled. */
export const P36B1 = at("36B1", "the inadmissible double or redouble is cancelled");
/** 36B2 — the offender substitutes a legal call; his partner must pass for the rest of the auction. */
export const P36B2 = at("36B2", "the offender makes a legal call; partner must pass throughout");
/** 36B3 — Law 72C and the Law 26B lead restrictions may apply. */
export const P36B3 = at("36B3", "72C and 26B may apply");
/** 36B4 — made out of turn: the auction reverts to the right player; offender any legal call; partner barred throughout. */
export const P36B4 = at(
  "36B4",
  "inadmissible and out of turn: revert to the right player; partner must pass throughout",
);
/** 36C — noticed only after the opening lead is faced: the contract is scored as if the call had not been made. */
export const P36C = at(
  "36C",
  "noticed after the opening lead: score as if the inadmissible call had not been made",
);

export const apply36: Apply = (s, p, d, rules) => {
  const outOfTurn = p.turnWas !== p.offender;
  if (d.lhoCalled) {
    cancel(s, p.offender, p.call, P36A);
    for (const h of d.held) cancel(s, h.event.by, formatCall(h.event.call), P36A);
    closeRuling(s, rules);
    return ok(s);
  }
  const label = outOfTurn ? P36B4 : P36B1;
  cancel(s, p.offender, p.call, label);
  for (const h of d.held) cancel(s, h.event.by, formatCall(h.event.call), label);
  bar(s, partner(p.offender), "throughout", outOfTurn ? P36B4 : P36B2);
  leadCandidate(s, { offender: p.offender, law: "26B" });
  flag(s, p.offender, "72C");
  closeRuling(s, rules);
  return ok(s);
};

/**
 * 36C: the opening lead came before anyone drew attention to the inadmissible call. The calls made over it
 * end the auction; the contract is what they make of it without the inadmissible call.
 */
export const lead36: Apply = (s, p, d, rules) => {
  // A held double or redouble that is itself inadmissible where it was made (19A1, 19B1) was not noticed
  // before the lead either: 36C drops it too, as if it had not been made.
  const calls: Entry[] = [...standingCalls(s)];
  const dropped: { by: Seat; call: string }[] = [];
  const kept: { by: Seat; call: string }[] = [];
  for (const h of d.held) {
    const x = { by: h.event.by, call: formatCall(h.event.call) };
    if (inadmissibility(h.event.by, h.event.call, calls) !== null) dropped.push(x);
    else if (!isLegalCall(h.event.by, h.event.call, calls))
      // An insufficient bid or a bid above seven among them: not an auction 36C can score; the director
      // must rule on the held calls first (the lead is refused, as when they do not end the auction).
      return err("director-needed", { law: p.law }, { event: p.event, key: "call" });
    else {
      calls.push({ by: h.event.by, call: h.event.call });
      kept.push(x);
    }
  }
  if (!isAuctionOver(calls)) return err("director-needed", { law: p.law }, { event: p.event, key: "call" });
  cancel(s, p.offender, p.call, P36C);
  for (const x of dropped) cancel(s, x.by, x.call, P36C);
  for (const x of kept) s.auction.push(x);
  delete s.pending;
  s.ruling = null;
  const c = finalContract(calls);
  if (c === null) {
    s.contract = "passed-out";
    s.phase = "done";
    s.turn = null;
    return ok(s);
  }
  s.contract = contractText(c);
  s.declarer = c.declarer;
  s.phase = "lead";
  s.turn = c.leader;
  s.obligations = [];
  // Not atEndOfAuction: the calls made over the inadmissible one are not in rotation with it gone (no 17D3).
  leadRestrictionsAtEnd(s);
  void rules;
  return ok(s);
};
