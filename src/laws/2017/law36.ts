/** Law 36 (2017): inadmissible doubles and redoubles (those Law 19 does not permit). */

import { type Entry, inadmissibility, isAuctionOver, isLegalCall } from "../../auction/auction.js";
import { standingCalls } from "../../auction/classify.js";
import { formatCall } from "../../core/call.js";
import { err, ok } from "../../core/result.js";
import { partner, type Seat } from "../../core/seat.js";
import type { Effect } from "../../model/effects.js";
import type { AuctionEntry } from "../../model/state.js";
import { type Apply, cancelHeld } from "../held.js";
import { bar, CLOSE, cancel, closeRuling, done, flag, leadCandidate } from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

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

export const apply36: Apply = (_s, p) => {
  const outOfTurn = p.turnWas !== p.offender;
  if (p.lhoCalled)
    return ok(done([cancel(p.offender, p.call, P36A), ...cancelHeld(p, P36A), ...closeRuling()]));
  const label = outOfTurn ? P36B4 : P36B1;
  return ok(
    done([
      cancel(p.offender, p.call, label),
      ...cancelHeld(p, label),
      bar(partner(p.offender), "throughout", outOfTurn ? P36B4 : P36B2),
      leadCandidate({ offender: p.offender, law: "26B" }),
      flag(p.offender, "72C"),
      ...closeRuling(),
    ]),
  );
};

export const lead36: Apply = (s, p) => {
  // A held double or redouble that is itself inadmissible where it was made (19A1, 19B1) was not noticed
  // before the lead either: 36C drops it too, as if it had not been made.
  const calls: Entry[] = [...standingCalls(s)];
  const dropped: { by: Seat; call: string }[] = [];
  const kept: AuctionEntry[] = [];
  for (const h of p.held) {
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
  const fx: Effect[] = [cancel(p.offender, p.call, P36C)];
  for (const x of dropped) fx.push(cancel(x.by, x.call, P36C));
  // The auction ends as the reducer ends any auction (contract, declarer, the bars put aside, the end hooks
  // with the Law 24 cards), but on the calls as they stand: the calls made over the inadmissible one are
  // not in rotation with it gone, and that is no 17D3 reversal (`revert: false`).
  fx.push({ kind: "set", key: "auction", value: [...s.auction, ...kept] }, CLOSE, {
    kind: "resume",
    hooks: true,
    revert: false,
  });
  return ok(done(fx));
};
