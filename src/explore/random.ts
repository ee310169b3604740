/**
 * Random deep walks: the same checks along long random paths, to reach what the exhaustive search
 * cannot. Deterministic for a seed.
 */

/** Mulberry32 (src/core/random.ts), shared with the trainer and the app's Train screen. */
import { prng } from "../core/random.js";
import { ANSWERS, alphabet, PLAY_FINDINGS_ON, walkEvents, withFinding } from "./alphabet.js";
import {
  type Edition,
  initialState,
  RULES,
  SEATS,
  type Seat,
  type TableEvent,
  type Vulnerability,
} from "./engine.js";
import { apply, checkLog, lawLabels, replayChecked, stateViolations } from "./invariants.js";
import { ALL_CARDS, playAlphabet, randomDeal } from "./play.js";
import { bump, emptyReport, type Header, logOf, type Report, type Violation } from "./report.js";

export { prng };

export interface RandomOptions {
  edition: Edition;
  dealer?: Seat;
  /** Number of walks, and the most events in one. */
  runs: number;
  length: number;
  seed?: number;
  keepGoing?: boolean;
  maxViolations?: number;
  deadline?: number;
  /**
   * The play: each walk gets a random deal (and dealer and vulnerability), goes on past the auction through
   * the play to the end of the board, and draws play events (any card from any hand, any play verb, play
   * findings) once the opening lead is made.
   */
  play?: boolean;
  /** Called with each walk's header and events when the walk ends (tests replay the walks' logs). */
  onWalk?: (header: Header, events: readonly TableEvent[]) => void;
}

const VULS: readonly Vulnerability[] = ["None", "NS", "EW", "All"];

/**
 * One event drawn for a walk: half the time from the events that help the walk on (`helpful`), else from the
 * whole alphabet (`pool`); the end of the board by the players' count or a claim only rarely, so that most
 * walks play on; in the play, now and then with a finding its verb may carry. Undefined when the list drawn
 * from is empty. The golden corpus (scripts/golden.ts) draws its walks with it too.
 */
export const drawEvent = (
  next: () => number,
  helpful: readonly TableEvent[],
  pool: readonly TableEvent[],
  play: boolean,
): TableEvent | undefined => {
  let e =
    next() < 0.5 ? helpful[Math.floor(next() * helpful.length)] : pool[Math.floor(next() * pool.length)];
  if (e === undefined) return undefined;
  if ((e.type === "result" || e.type === "claim") && next() < 0.9) e = helpful[0] ?? e;
  const may = play ? PLAY_FINDINGS_ON[e.type] : undefined;
  if (may !== undefined && next() < 0.15) {
    const q = may[Math.floor(next() * may.length)]!;
    const values = ANSWERS[q];
    e = withFinding(e, q, values[Math.floor(next() * values.length)]) ?? e;
  }
  return e;
};

/**
 * Random walks from the start of the board: at each state an event is drawn from the alphabet (half the time
 * from the events the pass-out walk would use, so that auctions also end) until the engine accepts one;
 * questions get a random answer. Every state is checked as in the search; the last state of each walk gets
 * the heavy checks. `nodes[d]` counts the states reached at each length.
 */
export const randomWalks = (o: RandomOptions): Report => {
  const t0 = performance.now();
  let h: Header = { edition: o.edition, dealer: o.dealer ?? "N", vulnerability: "None" };
  const rules = RULES[h.edition];
  const report = emptyReport(h.edition, h.dealer, o.length);
  const events = alphabet();
  const inPlay = o.play ? playAlphabet(ALL_CARDS) : events;
  const next = prng(o.seed ?? 1);
  const maxViolations = o.keepGoing ? (o.maxViolations ?? 200) : 1;
  const perKind = new Map<string, number>();
  const add = (v: Violation): boolean => {
    const k = perKind.get(v.kind) ?? 0;
    perKind.set(v.kind, k + 1);
    bump(report.violationKinds, v.kind);
    if (k < (o.keepGoing ? 8 : 1)) report.violations.push(o.play ? { ...v, header: h } : v);
    return report.violations.length >= maxViolations;
  };
  runs: for (let run = 0; run < o.runs; run++) {
    if (o.deadline !== undefined && performance.now() > o.deadline) {
      report.aborted = true;
      break;
    }
    if (o.play) {
      const dealer = o.dealer ?? SEATS[Math.floor(next() * 4)]!;
      h = {
        edition: o.edition,
        dealer,
        vulnerability: VULS[Math.floor(next() * 4)]!,
        deal: randomDeal(next),
      };
    }
    let log: TableEvent[] = [];
    let s = initialState(logOf(h, []));
    let acc: readonly string[] = [];
    for (let i = 0; i < o.length && (o.play ? s.phase !== "done" : s.phase !== "play"); i++) {
      const r = s.ruling;
      if (r !== null && "question" in r) {
        const values = ANSWERS[r.question];
        const e = log[r.about];
        const amended = e && withFinding(e, r.question, values[Math.floor(next() * values.length)]);
        if (!amended) {
          if (add({ kind: "question-about", message: JSON.stringify(r), events: log })) break runs;
          continue runs;
        }
        log = [...log.slice(0, r.about), amended, ...log.slice(r.about + 1)];
        const re = replayChecked(h, log);
        if (re.found || re.error) {
          const v: Violation = re.found
            ? { kind: re.found.kind, message: re.found.message, events: log.slice(0, re.found.at + 1) }
            : { kind: "answer-rejected", message: JSON.stringify(re.error), events: log };
          if (add(v)) break runs;
          continue runs;
        }
        s = re.states[re.states.length - 1]!;
        acc = re.accepted[re.accepted.length - 1]!;
        report.answered++;
        continue;
      }
      const helpful = walkEvents(s, h.deal);
      const pool = s.tricks === undefined ? events : inPlay;
      let moved = false;
      for (let tries = 0; tries < 60 && !moved; tries++) {
        const e = drawEvent(next, helpful, pool, o.play === true);
        if (e === undefined) continue;
        report.tried++;
        const x = apply(s, e, log.length, rules, acc);
        if (x.found.length) {
          if (add({ kind: x.found[0]!.kind, message: x.found[0]!.message, events: [...log, e] })) break runs;
          continue runs;
        }
        if (!x.ok) {
          bump(report.rejected, x.error?.code ?? "exception");
          continue;
        }
        log = [...log, e];
        s = x.state;
        acc = x.accepted;
        moved = true;
        report.nodes[log.length] = (report.nodes[log.length] ?? 0) + 1;
        bump(report.phases, s.phase);
        if (s.tricks !== undefined) report.playStates++;
        if (s.ruling !== null) {
          if ("question" in s.ruling) bump(report.questions, s.ruling.question);
          else bump(report.irregularities, s.ruling.irregularity);
        }
        for (const [l] of lawLabels(s)) bump(report.laws, l);
        const f = stateViolations(s, {
          edition: h.edition,
          dealer: h.dealer,
          events: log,
          acceptedInsufficient: acc,
          notes: report.notes,
        });
        if (f.length) {
          if (add({ kind: f[0]!.kind, message: f[0]!.message, events: log })) break runs;
          continue runs;
        }
      }
      if (!moved) break;
    }
    // The end of the walk: the heavy checks, the pass-out walk and the dead-end check of checkLog.
    report.replays++;
    o.onWalk?.(h, log);
    if (o.play) bump(report.ends, s.phase);
    const v = checkLog(h, log);
    if (v !== null && add(v)) break;
  }
  report.ms = performance.now() - t0;
  return report;
};
