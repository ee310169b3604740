/**
 * The search: a depth-first enumeration ("perft") of every sequence of events up to a depth, from the
 * start of a board or from a given position, with the state invariants on every state reached, the
 * transition checks on every event, the heavy checks on internal nodes and a sample of leaves, and every
 * value of a question's finding tried.
 */
import { isDeepStrictEqual } from "node:util";
import { ANSWERS, alphabet, deepFreeze, withFinding } from "./alphabet.js";
import {
  type FindingName,
  type Result,
  RULES,
  replayLog,
  type TableEvent,
  type TableState,
} from "./engine.js";
import {
  apply,
  type Context,
  lawLabels,
  replayChecked,
  stateViolations,
  tableJson,
  walk,
} from "./invariants.js";
import { playAlphabet } from "./play.js";
import { bump, type ExploreOptions, emptyReport, type Header, logOf, type Report } from "./report.js";

// ---------------------------------------------------------------------------------------------------
// The search

const fnv = (str: string): number => {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    const c = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return (h1 >>> 0) * 0x200000 + ((h2 >>> 0) & 0x1fffff);
};

class Stop extends Error {}

/** Every leaf is fully checked up to depth 2; from depth 3 one leaf in 32 (internal nodes always are). */
export const defaultSample = (depth: number): number => (depth <= 2 ? 1 : 32);

/** Explores every sequence of up to `depth` events. Never throws: what goes wrong is in `violations`. */
export const explore = (opts: ExploreOptions): Report => {
  const t0 = performance.now();
  const h: Header = {
    edition: opts.edition,
    dealer: opts.dealer ?? "N",
    vulnerability: opts.vulnerability ?? "None",
    ...(opts.deal === undefined ? {} : { deal: opts.deal }),
  };
  const rules = RULES[h.edition];
  const report = emptyReport(h.edition, h.dealer, opts.depth);
  const events = opts.play ? [...alphabet(opts), ...deepFreeze(playAlphabet())] : alphabet(opts);
  const sample = Math.max(1, opts.sample ?? defaultSample(opts.depth));
  const checks = opts.checks ?? true;
  const maxViolations = opts.keepGoing ? (opts.maxViolations ?? 50) : 1;
  const perKind = new Map<string, number>();
  const seen = opts.distinct ? new Set<number>() : null;
  let leaves = 0;
  let clock = 0;
  const base = opts.from?.length ?? 0;

  const path: TableEvent[] = [];
  const states: TableState[] = [];

  const violation = (kind: string, message: string, evs: readonly TableEvent[]) => {
    const k = perKind.get(kind) ?? 0;
    perKind.set(kind, k + 1);
    if (k < (opts.keepGoing ? 3 : 1)) report.violations.push({ kind, message, events: [...evs] });
    if (report.violations.length >= maxViolations) throw new Stop();
  };

  /** The checks of a state the search has just reached (not yet expanded). */
  const reached = (s: TableState, accepted: readonly string[]): boolean => {
    const d = path.length - base;
    // The root belongs to part 0 when the search is split.
    if (d > 0 || (opts.part ?? 0) === 0) {
      report.nodes[d] = (report.nodes[d] ?? 0) + 1;
      bump(report.phases, s.phase);
      if (s.tricks !== undefined) report.playStates++;
    }
    if (seen && seen.size < 16_000_000) seen.add(fnv(tableJson(s)));
    if (s.ruling !== null) {
      if ("question" in s.ruling) bump(report.questions, s.ruling.question);
      else bump(report.irregularities, s.ruling.irregularity);
    }
    if (!checks) return true;
    const ctx: Context = {
      edition: h.edition,
      dealer: h.dealer,
      events: path,
      acceptedInsufficient: accepted,
      notes: report.notes,
    };
    const f = stateViolations(s, ctx);
    if (f.length) {
      for (const x of f) violation(x.kind, x.message, path);
      return false;
    }
    return true;
  };

  /** Replay equality, JSON round trip, and the pass-out walk. */
  const heavy = (s: TableState, accepted: readonly string[]) => {
    if (!checks) return;
    report.replays++;
    const back = JSON.parse(JSON.stringify(s)) as unknown;
    if (!isDeepStrictEqual(back, s))
      violation("not-plain-json", "JSON.parse(JSON.stringify(state)) differs from the state", path);
    let r: Result<TableState>;
    try {
      r = replayLog(logOf(h, path));
    } catch (x) {
      violation("exception", `replayLog threw: ${String(x)}`, path);
      return;
    }
    if (!r.ok) violation("replay-differs", `replayLog fails: ${JSON.stringify(r.error)}`, path);
    else if (!isDeepStrictEqual(r.value, s))
      violation("replay-differs", "replayLog gives another state", path);
    if (s.ruling !== null && "question" in s.ruling) return;
    report.walks++;
    const w = walk(h, path, s, accepted);
    if (w.end === "violation") violation(w.found.kind, w.found.message, w.events);
    else if (w.end === "unimplemented") report.walksUnimplemented++;
    else {
      report.walksEnded++;
      report.walkMax = Math.max(report.walkMax, w.events.length - path.length);
    }
  };

  const countLaws = (parent: TableState, a: Map<string, number>, child: TableState) => {
    if (!checks) return;
    const pr = parent.ruling && "law" in parent.ruling ? parent.ruling.law : null;
    const cr = child.ruling && "law" in child.ruling ? child.ruling.law : null;
    for (const [l, n] of lawLabels(child)) {
      let k = n - (a.get(l) ?? 0);
      if (l === cr && cr !== pr && k <= 0) k = 1;
      if (k > 0) bump(report.laws, l, k);
    }
  };

  /** Expands a question: every value of the finding, put on the event it is about and replayed from there. */
  const answer = (s: TableState, remaining: number, acceptedStack: (readonly string[])[]) => {
    const q = s.ruling as { question: FindingName; about: number };
    const k = q.about;
    const original = path[k];
    if (original === undefined) return violation("question-about", `about ${k}`, path);
    let ok = 0;
    const saved = { path: path.slice(k), states: states.slice(k + 1), acc: acceptedStack.slice(k + 1) };
    for (const value of ANSWERS[q.question] ?? [true, false]) {
      const amended = withFinding(original, q.question, value);
      if (amended === null) return violation("question-about", `about event ${k}, a ${original.type}`, path);
      deepFreeze(amended);
      path[k] = amended;
      let cur = states[k]!;
      let acc = acceptedStack[k]!;
      let failed = false;
      for (let i = k; i < saved.path.length + k; i++) {
        const o = apply(cur, path[i]!, i, rules, acc);
        for (const x of o.found) violation(x.kind, x.message, path.slice(0, i + 1));
        if (!o.ok) {
          violation(
            "answer-rejected",
            `${q.question}=${JSON.stringify(value)} on event ${k}, then event ${i} is refused: ${JSON.stringify(o.error)}`,
            path.slice(0, i + 1),
          );
          failed = true;
          break;
        }
        cur = o.state;
        acc = o.accepted;
        states[i + 1] = cur;
        acceptedStack[i + 1] = acc;
      }
      if (failed) continue;
      const r = cur.ruling;
      if (r !== null && "question" in r && r.question === q.question && r.about === k) {
        violation(
          "question-repeats",
          `${q.question}=${JSON.stringify(value)} on event ${k} asks it again`,
          path,
        );
        continue;
      }
      ok++;
      report.answered++;
      if (reached(cur, acc)) visit(cur, remaining, acc, acceptedStack);
    }
    path.length = k;
    path.push(...saved.path);
    states.length = k + 1;
    states.push(...saved.states);
    acceptedStack.length = k + 1;
    acceptedStack.push(...saved.acc);
    if (ok === 0)
      violation("question-dead-end", `no answer to ${q.question} about event ${k} can be replayed`, path);
  };

  const visit = (
    s: TableState,
    remaining: number,
    accepted: readonly string[],
    acceptedStack: (readonly string[])[],
  ) => {
    if (opts.deadline !== undefined && (++clock & 1023) === 0 && performance.now() > opts.deadline) {
      report.aborted = true;
      throw new Stop();
    }
    states[path.length] = s;
    acceptedStack[path.length] = accepted;
    if (s.ruling !== null && "question" in s.ruling) return answer(s, remaining, acceptedStack);
    if (remaining === 0) {
      // Leaves: the state invariants always; the heavy checks (and the dead-end check of the walk) on a sample.
      if (leaves++ % sample === 0) heavy(s, accepted);
      return;
    }
    heavy(s, accepted);
    const json = checks ? tableJson(s) : "";
    const labels = checks ? lawLabels(s) : new Map<string, number>();
    let moved = 0;
    let unimplemented = false;
    const root = path.length === base;
    for (let i = 0; i < events.length; i++) {
      if (root && opts.parts !== undefined && i % opts.parts !== (opts.part ?? 0)) continue;
      const e = events[i]!;
      report.tried++;
      const o = apply(s, e, path.length, rules, accepted);
      if (o.found.length) for (const x of o.found) violation(x.kind, x.message, [...path, e]);
      if (!o.ok) {
        const code = o.error?.code ?? "exception";
        bump(report.rejected, code);
        if (code === "rectification-not-implemented") unimplemented = true;
        continue;
      }
      const child = o.state;
      // Only `director` (nothing pending) may leave the table as it was; any other accepted event moves it.
      if (checks && (e.type === "director" || e.type === "accept") && tableJson(child) === json) {
        report.noops++;
        if (e.type === "accept")
          violation("accept-noop", "an accepted `accept` event changed nothing", [...path, e]);
      } else moved++;
      countLaws(s, labels, child);
      path.push(e);
      if (reached(child, o.accepted)) visit(child, remaining - 1, o.accepted, acceptedStack);
      path.pop();
    }
    if (checks && tableJson(s) !== json)
      violation("parent-mutated", "step changed the state it was given", path);
    if (
      checks &&
      moved === 0 &&
      s.phase !== "done" &&
      (s.phase !== "play" || opts.play) &&
      !(root && opts.parts !== undefined)
    ) {
      if (unimplemented) report.unimplemented++;
      else violation("dead-end", `phase ${s.phase}: no event moves the table on`, path);
    }
  };

  try {
    const from = opts.from ?? [];
    const start = replayChecked(h, from);
    if (start.found || start.error || start.states.length !== from.length + 1) {
      const why = start.found ? `${start.found.kind}: ${start.found.message}` : JSON.stringify(start.error);
      violation("start-refused", `the starting log does not replay cleanly: ${why}`, from);
    } else {
      path.push(...from);
      states.push(...start.states);
      const acceptedStack: (readonly string[])[] = [...start.accepted];
      const s0 = start.states[from.length]!;
      const acc0 = start.accepted[from.length]!;
      if (reached(s0, acc0)) visit(s0, opts.depth, acc0, acceptedStack);
    }
  } catch (x) {
    if (!(x instanceof Stop)) throw x;
  }
  report.distinct = seen ? seen.size : null;
  report.ms = performance.now() - t0;
  return report;
};
