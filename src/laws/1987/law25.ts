/** Law 25 (1987): legal and illegal changes of call, possible only until the offender's LHO calls. */
import { marksOf } from "../../auction/classify.js";
import { type Call, formatCall } from "../../core/call.js";
import { err, ok, type Result } from "../../core/result.js";
import { lho, partner, type Seat } from "../../core/seat.js";
import type { Effect, Outcome } from "../../model/effects.js";
import type { Findings, TableEvent } from "../../model/events.js";
import type { CallEvent, Irregular, View } from "../../model/rules.js";
import type { PendingOf } from "../../model/state.js";
import { acceptChange, openChangeRuling } from "../change.js";
import { coorReopen } from "../coor.js";
import {
  after,
  bar,
  CLOSE,
  cancel,
  done,
  flag,
  lastCallOf,
  leadCandidate,
  relabel,
  resumeAwaiting,
  showRuling,
} from "../procedure.js";
import { lawInto, type Paragraph } from "../registry.js";
import { duringOption } from "../stage.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law25.ts";
const confirmed = (label: string, paraphrase: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "confirmed" });
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 25A — an inadvertent call may be replaced, without pause for thought, until LHO calls; no penalty. */
export const P25A = reconstructed(
  "25A",
  "an inadvertent call may be corrected until LHO calls, without penalty",
  "ACBL 1997 change article: before 1997 only until LHO called; wording not seen",
);
/** 25B1 — a purposeful change, until LHO calls, may be accepted (condoned) by LHO: the second call stands. */
export const P25B1 = reconstructed(
  "25B1",
  "LHO may accept a purposeful change: the second call stands",
  "1997 structure; Rybnikov's 25B2 seen",
);
/** 25B2 — not accepted: the change is cancelled and the offender chooses between (b)(1) and (b)(2). */
export const P25B2 = confirmed("25B2", "not accepted: the change is cancelled and the offender chooses");
/** 25B2(b) — the offender then chooses, by his next call, between (1) and (2). */
export const P25B2b = confirmed(
  "25B2(b)",
  "the first call was legal: the offender chooses between (1) and (2)",
);
/** 25B2(b)(1) — the first call stands: partner passes at his next turn (23A if damaging). */
export const P25B2b1 = confirmed("25B2(b)(1)", "the first call stands; partner passes at his next turn");
/** 25B2(b)(2) — any other legal call: partner passes for the rest of the auction (23A). */
export const P25B2b2 = confirmed(
  "25B2(b)(2)",
  "another legal call; partner passes for the rest of the auction",
);
/** 25B2(c) — either way, lead penalties (Law 26) if the offender becomes a defender. */
export const P25B2c = confirmed("25B2(c)", "either way, lead penalties if the offender defends");

/** A `change` event with no ruling pending (1987). */
export const change = (
  s: View,
  e: Extract<TableEvent, { type: "change" }>,
  index: number,
): Result<Outcome> => {
  const i = lastCallOf(s, e.by);
  if (i < 0) return err("change-nothing-to-change", { seat: e.by }, { event: index, key: "change" });
  // Too late once the auction has moved past the call: LHO has called (a pass the engine entered for him,
  // 28A or 37/38, counts), or any other call stands after it (one accepted out of rotation, or the pass
  // substituted for his own later call under 37/38): the call is no longer the one just made.
  const moved = s.auction.length > i + 1;
  // Too late once an opening lead has been faced (41C), also out of turn (54): the play keys are there.
  if (s.phase === "play" || (s.phase === "done" && s.lead !== undefined) || s.tricks !== undefined)
    return err("change-too-late", { seat: e.by, law: P25A }, { event: index, key: "change" });
  if (moved) return tooLate(s, e, index);
  const original = s.auction[i]!;
  if (e.findings.unintended) {
    const fx: Effect[] = [];
    if (s.phase !== "auction")
      fx.push(
        { kind: "set", key: "obligations", value: s.suspended ?? [] },
        { kind: "set", key: "suspended", value: undefined },
        ...resumeAwaiting(s),
        { kind: "set", key: "contract", value: null },
        { kind: "set", key: "declarer", value: null },
        { kind: "set", key: "leadRestrictions", value: [] },
      );
    fx.push({ kind: "set", key: "auction", value: s.auction.slice(0, i) }, cancel(e.by, original.call, P25A));
    fx.push(...coorReopen(after(s, fx), i).fx, { kind: "resume", hooks: false });
    const { unintended: _slip, ...findings } = e.findings;
    const call: CallEvent = { type: "call", by: e.by, call: e.call, simultaneous: false, findings };
    return ok(done(fx, [{ kind: "call", event: call, index }]));
  }
  if (s.phase !== "auction")
    return err("change-too-late", { seat: e.by, law: P25A }, { event: index, key: "change" });
  return open({ by: e.by, call: e.call, findings: e.findings }, index, s.turn ?? lho(e.by), original.call);
};

/** Commentary 25.12 (and the footnote to 31): a call at LHO's turn by a player who has called is a change. */
export const openFromCall = (s: View, e: CallEvent, index: number, c: Irregular): Result<Outcome> => {
  const i = lastCallOf(s, e.by);
  // Calls (even a pass entered for him) have followed his: too late; the director cancels the attempt.
  if (s.auction.length > i + 1) return tooLate(s, e, index);
  return open(e, index, c.turnWas, s.auction[i]!.call);
};

const open = (
  e: { by: Seat; call: Call; findings: Findings },
  index: number,
  turnWas: Seat,
  original: string,
): Result<Outcome> =>
  ok(
    openChangeRuling(e, index, { step: "25B1", law: P25B1, turnWas, original, lhoOption: true }, [
      {
        id: "accept-change",
        consequences: [{ id: "change-stands", params: { original, call: formatCall(e.call) } }],
      },
      { id: "refuse-change", consequences: [{ id: "87.25B2", params: { original, seat: partner(e.by) } }] },
    ]),
  );

export const during = (s: View, e: TableEvent, index: number): Result<Outcome> => {
  const p = s.pending as PendingOf<"change">;
  if (p.step === "25-late") {
    if (e.type !== "director") return err("director-needed", { law: P25A }, { event: index, key: e.type });
    return ok(done([cancel(p.offender, p.call, P25A), CLOSE, { kind: "resume", hooks: false }]));
  }
  const original = p.original!;
  if (e.type === "director") return ok(done([]));
  if (p.step === "25B1")
    return duringOption(
      {
        holder: p.chooser!,
        accept: () => ok(acceptChange(s, P25B1)),
        // 25B2: cancelled; the offender now chooses by his next call.
        refuse: () => ok(refuse(p, original)),
        callOver: "event",
      },
      e,
      index,
    );
  // 25B2(b): the offender's call decides his option.
  if (e.type !== "call" || e.by !== p.offender)
    return err(
      "ruling-awaits",
      { seat: "by" in e ? e.by : "", chooser: p.offender },
      { event: index, key: "by" },
    );
  const o = p.offender;
  const i = lastCallOf(s, o);
  if (formatCall(e.call) === original)
    return ok(
      done([
        CLOSE,
        relabel(o, p.call, P25B2, P25B2b1),
        bar(partner(o), "next-turn", P25B2b1),
        leadCandidate({ offender: o, law: "26", call: p.call, findings: p.findings, from: s.auction.length }),
        flag(o, "23"),
        { kind: "resume", hooks: false },
      ]),
    );
  const withdrawn = s.auction[i]!;
  // The other call takes the first call's place; if it is itself irregular, its own law rules it.
  return ok(
    done(
      [
        CLOSE,
        { kind: "set", key: "auction", value: s.auction.filter((_, k) => k !== i) },
        relabel(o, p.call, P25B2, P25B2b2),
        cancel(o, withdrawn.call, P25B2b2),
        bar(partner(o), "throughout", P25B2b2),
        leadCandidate({
          offender: o,
          law: "26",
          call: withdrawn.call,
          findings: {},
          from: s.auction.length - 1,
        }),
        flag(o, "23"),
        { kind: "resume", hooks: false },
      ],
      [{ kind: "substitute", event: e, index, replaced: marksOf(withdrawn) }],
    ),
  );
};

/** 25B2: the change is cancelled; the offender chooses between keeping his first call and another call. */
const refuse = (p: PendingOf<"change">, original: string): Outcome => {
  const next: PendingOf<"change"> = { ...p, step: "25B2", law: P25B2b, chooser: p.offender };
  return done([
    cancel(p.offender, p.call, P25B2),
    showRuling(next, [
      {
        id: "87.keep-first",
        call: original,
        consequences: [
          { id: "partner-barred-next-turn", params: { seat: partner(p.offender) } },
          { id: "87.lead-penalty" },
        ],
      },
      {
        id: "replace-any",
        consequences: [
          { id: "partner-barred-throughout", params: { seat: partner(p.offender) } },
          { id: "87.lead-penalty" },
        ],
      },
    ]),
  ]);
};

/** Too late for 25A and 25B: the director cancels the attempt and the first call stands, without penalty. */
const tooLate = (s: View, e: { by: Seat; call: Call; findings: Findings }, index: number): Result<Outcome> =>
  ok(openChangeRuling(e, index, { step: "25-late", law: P25A, turnWas: s.turn ?? lho(e.by) }));
