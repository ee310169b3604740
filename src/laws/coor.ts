/**
 * Calls out of rotation, the procedure both codes share (Laws 28-32): the option of the offender's LHO,
 * the right player's call before the ruling (28B), the cancellation, and consequences that wait for a
 * later call (RHO's call, the offender's own next call). Each edition supplies a policy: its paragraph
 * labels and, for each kind of call and position, a rule made of plain data (it is kept in the state).
 */
import { callOf, formatCall } from "../core/call.js";
import { ok, type Result } from "../core/result.js";
import { distance, lho, partner, rho, type Seat } from "../core/seat.js";
import { type Effect, type Outcome, stand } from "../model/effects.js";
import type { Findings, TableEvent } from "../model/events.js";
import type { CallEvent, Irregular, View } from "../model/rules.js";
import type {
  AuctionEntry,
  Awaiting,
  AwaitingRule,
  Consequence,
  CoorRule,
  Decision,
  LeadCandidate,
  Obligation,
  PendingOf,
  QuestionSubject,
  RulingOption,
} from "../model/state.js";
import {
  ask,
  bar,
  CLOSE,
  cancel,
  done,
  flag,
  leadCandidate,
  obligate,
  pendingFor,
  relabel,
  setAwaiting,
  showRuling,
} from "./procedure.js";
import { duringOption } from "./stage.js";

export type { Consequence, CoorRule, Decision };

/** Where the call out of rotation was made, relative to the player whose turn it was. */
export type Position = "rho" | "partner" | "lho";
export const position = (offender: Seat, turnWas: Seat): Position => {
  const d = distance(offender, turnWas);
  return d === 3 ? "rho" : d === 2 ? "partner" : "lho";
};

export interface CoorPolicy {
  edition: "2017" | "1987";
  P28B: string;
  P29A: string;
  P29B: string;
  /** Flags raised when 28B cancels a call (2017: 16C2 applies; 1987: none). */
  flags28B: string[];
  /** Prefix of the consequence ids that describe the refusal in the catalogs (`coor`, `coor87`). */
  texts: string;
  rule: (s: View, p: PendingOf<"coor">, pos: Position) => CoorRule;
}

/** The effects of a consequence on the offender's side. */
export const consequenceEffects = (
  offender: Seat,
  withdrawn: { call: string; findings: Findings; from: number },
  c: Consequence,
  policy: CoorPolicy,
  later?: { index: number; subject: QuestionSubject },
): Effect[] => {
  const fx: Effect[] = [relabel(offender, withdrawn.call, policy.P29B, c.law)];
  if (c.bar) fx.push(bar(c.bar.who === "offender" ? offender : partner(offender), c.bar.duration, c.law));
  if (c.mayNotCall)
    fx.push(
      obligate({
        seat: partner(offender),
        mayNotCall: c.mayNotCall.calls,
        at: "next-turn",
        law: c.mayNotCall.law,
      }),
    );
  if (c.lead) {
    const candidate: LeadCandidate = {
      offender,
      law: policy.edition === "2017" ? "26B" : "26",
      call: withdrawn.call,
      findings: withdrawn.findings,
      from: withdrawn.from,
    };
    // 1987: whether the repeated call has the same meaning is asked only if it matters, at the end.
    if (c.lead === "unless-same-meaning" && later)
      Object.assign(candidate, { askAbout: later.index, question: "sameMeaning", subject: later.subject });
    fx.push(leadCandidate(candidate));
  }
  for (const f of c.flags ?? []) fx.push(flag(offender, f));
  return fx;
};

const options = (p: PendingOf<"coor">, texts: string): RulingOption[] => [
  {
    id: "accept",
    consequences: [
      { id: "call-stands", params: { call: p.call } },
      { id: "lho-calls-next", params: { seat: lho(p.offender) } },
    ],
  },
  {
    id: "refuse",
    consequences: [
      {
        id: `${texts}.${p.irregularity}.${position(p.offender, p.turnWas)}`,
        params: { offender: p.offender, partner: partner(p.offender), turn: p.turnWas },
      },
    ],
  },
];

/** A call out of rotation: the offender's LHO has the option to accept it (29A). */
export const openCoor = (
  _s: View,
  e: CallEvent,
  index: number,
  c: Irregular,
  policy: CoorPolicy,
): Result<Outcome> => {
  const p: PendingOf<"coor"> = {
    ...pendingFor(e, index, {
      irregularity: c.irregularity,
      turnWas: c.turnWas,
      law: policy.P29A,
      lhoOption: true,
    }),
    proc: "coor",
    step: "29A",
  };
  return ok(done([{ kind: "turn", seat: c.turnWas }, showRuling(p, options(p, policy.texts))]));
};

export const duringCoor = (s: View, e: TableEvent, index: number, policy: CoorPolicy): Result<Outcome> => {
  const p = s.pending as PendingOf<"coor">;
  return duringOption(
    {
      holder: p.chooser!,
      accept: () => ok(accept(p)),
      refuse: () => ok(refuse(s, p, policy)),
      callOver: "call",
      director: () => ok(done([{ kind: "pending", pending: { ...p, directorCame: true } }])),
      // 28B: the player whose turn it was calls before the director has ruled: his call is in rotation and
      // the call out of rotation is cancelled (also when he is the offender's LHO: docs/decisions-2017.md).
      other: (x) =>
        x.type === "call" && x.by === p.turnWas && !p.directorCame
          ? ok(
              done(
                [
                  cancel(p.offender, p.call, policy.P28B),
                  ...policy.flags28B.map((f) => flag(p.offender, f)),
                  CLOSE,
                ],
                [{ kind: "call", event: x, index }],
              ),
            )
          : null,
    },
    e,
    index,
  );
};

/** 29A: accepted, the call stands as if in rotation; the auction continues from it. */
const accept = (p: PendingOf<"coor">): Outcome =>
  done([
    CLOSE,
    stand({ by: p.offender, call: callOf(p.call), findings: p.findings }, { outOfRotation: true }),
  ]);

/** 29B: not accepted: cancelled, the auction reverts to the player whose turn it was; Laws 30-32 decide. */
const refuse = (s: View, p: PendingOf<"coor">, policy: CoorPolicy): Outcome => {
  const fx: Effect[] = [CLOSE, { kind: "turn", seat: p.turnWas }, cancel(p.offender, p.call, policy.P29B)];
  const rule = policy.rule(s, p, position(p.offender, p.turnWas));
  const withdrawn = { call: p.call, findings: p.findings, from: s.auction.length };
  if (rule.atCancel) fx.push(...consequenceEffects(p.offender, withdrawn, rule.atCancel, policy));
  const step = rule.awaitRho ? "rho-call" : rule.decide ? "offender-call" : null;
  if (step) {
    const data: AwaitingRule = { rule, from: withdrawn.from };
    if (rule.decide) data.decide = rule.decide;
    fx.push(
      setAwaiting([
        ...(s.awaiting ?? []),
        { step, offender: p.offender, call: p.call, event: p.event, findings: p.findings, rule: data },
      ]),
    );
  }
  return done(fx);
};

const isLive = (a: Awaiting): boolean => a.suspended !== true;

/** 31A/32A: the call of the offender's RHO (whose turn it was) decides what the offender must do. */
export const coorAfterStand = (s: View, entry: AuctionEntry, policy: CoorPolicy): Effect[] => {
  if (!s.awaiting) return [];
  const fx: Effect[] = [];
  let changed = false;
  const list: Awaiting[] = [];
  for (const a of s.awaiting) {
    if (!isLive(a) || a.step !== "rho-call" || entry.by !== rho(a.offender)) {
      list.push(a);
      continue;
    }
    changed = true;
    const data = a.rule!;
    const r = data.rule.awaitRho!;
    const settled: Awaiting = { ...a, rho: s.auction.indexOf(entry) };
    if (entry.call === "P") {
      fx.push(obligate({ seat: a.offender, mustCall: a.call, law: r.repeat }));
      list.push({ ...settled, step: "repeat" });
    } else if (r.act.decide) {
      list.push({ ...settled, step: "offender-call", rule: { ...data, decide: r.act.decide } });
    } else if (r.act.consequence)
      fx.push(
        ...consequenceEffects(
          a.offender,
          { call: a.call, findings: a.findings, from: data.from },
          r.act.consequence,
          policy,
        ),
      );
  }
  if (changed) fx.push(setAwaiting(list));
  return fx;
};

/**
 * The RHO's call at auction index `i`, which settled what the offender of a call out of rotation must do
 * (31A/32A), is being replaced (a 25A correction, an accepted 25B1 change): what it settled is undone and
 * the step waits again for the call that takes its place. A repeat already made is not undone. `reopened`
 * when something was reopened: the caller then passes the new call to `afterStand`.
 */
export const coorReopen = (s: View, i: number): { fx: Effect[]; reopened: boolean } => {
  if (!s.awaiting) return { fx: [], reopened: false };
  let obligations: Obligation[] = s.obligations;
  let reopened = false;
  const list = s.awaiting.map((a) => {
    if (!isLive(a) || a.rho !== i || (a.step !== "repeat" && a.step !== "offender-call")) return a;
    if (a.step === "repeat")
      obligations = obligations.filter(
        (o) => !(o.seat === a.offender && "mustCall" in o && o.mustCall === a.call),
      );
    reopened = true;
    const { rho: _r, ...rest } = a;
    return { ...rest, step: "rho-call" as const };
  });
  if (!reopened) return { fx: [], reopened };
  const fx: Effect[] = [];
  if (obligations !== s.obligations) fx.push({ kind: "set", key: "obligations", value: obligations });
  fx.push(setAwaiting(list));
  return { fx, reopened };
};

/**
 * The offender's own legal call while a consequence of his cancelled call out of rotation awaits it: the
 * repeat (31A1/32A1), or his call at his proper turn. Returns null when nothing awaits it.
 */
export const coorAwaitedCall = (
  s: View,
  e: CallEvent,
  index: number,
  policy: CoorPolicy,
): Result<Outcome> | null => {
  const list = s.awaiting;
  if (list === undefined) return null;
  const i = list.findIndex(
    (a) => isLive(a) && a.offender === e.by && (a.step === "repeat" || a.step === "offender-call"),
  );
  if (i < 0) return null;
  const a = list[i]!;
  const data = a.rule!;
  const rest = setAwaiting(list.filter((_, j) => j !== i));
  const withdrawn = { call: a.call, findings: a.findings, from: data.from };
  if (a.step === "repeat")
    return ok(done([relabel(a.offender, a.call, policy.P29B, data.rule.awaitRho!.repeat), rest, stand(e)]));
  const decide = data.decide!;
  const subject: QuestionSubject = { by: e.by, call: formatCall(e.call), withdrawn: a.call };
  let c: Consequence;
  if (decide.kind === "comparable") {
    const comparable = e.findings.comparable;
    if (comparable === undefined)
      return ok(
        done([
          ask("comparable", index, subject, {
            irregularity: "bid-out-of-rotation",
            offender: a.offender,
            call: a.call,
            law: decide.yes.law,
          }),
        ]),
      );
    c = comparable ? decide.yes : decide.no;
  } else {
    const was = callOf(a.call);
    const same =
      e.call.type === "bid" && was.type === "bid" ? e.call.strain === was.strain : e.call.type === was.type;
    c = same ? decide.same : decide.other;
    // Commentary 26.2, 29.4: repeating the call or its denomination brings a lead penalty only when the
    // meaning differs. The answer matters only if the offender becomes a defender, so the director is not
    // asked now (27.7(iii): no hurry): the question waits for the end of the auction (1987 Law 26).
    if (c.lead === "unless-same-meaning" && e.findings.sameMeaning !== undefined)
      c = { ...c, lead: !e.findings.sameMeaning };
  }
  return ok(
    done([rest, ...consequenceEffects(a.offender, withdrawn, c, policy, { index, subject }), stand(e)]),
  );
};

/** The offender, required to repeat (31A1/32A1), makes that call and it is irregular: the repeat is made. */
export const repeatIsIrregular = (s: View, by: Seat, policy: CoorPolicy): Effect[] => {
  const list = s.awaiting ?? [];
  const a = list.find((x) => isLive(x) && x.step === "repeat" && x.offender === by);
  if (!a) return [];
  return [
    relabel(a.offender, a.call, policy.P29B, a.rule!.rule.awaitRho!.repeat),
    setAwaiting(list.filter((x) => x !== a)),
    {
      kind: "set",
      key: "obligations",
      value: s.obligations.filter((o) => !(o.seat === by && "mustCall" in o)),
    },
  ];
};
