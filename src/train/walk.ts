/**
 * Where the exercises come from: the explorer's seeded random walks through the auction and the play
 * (src/explore/alphabet.ts, play.ts), stopped at every state where the director is called, and any table
 * logs the caller hands in (the fixtures). Pure: no I/O; the same seed gives the same states.
 */

/** Mulberry32, as the explorer's walks use it (src/core/random.ts). */
import { prng } from "../core/random.js";
import { ANSWERS, alphabet, PLAY_FINDINGS_ON, walkEvents, withFinding } from "../explore/alphabet.js";
import {
  type Edition,
  initialState,
  RULES,
  replayLog,
  SEATS,
  step,
  type TableEvent,
  type TableLog,
  type TableState,
  type Vulnerability,
} from "../explore/engine.js";
import { playAlphabet, randomDeal } from "../explore/play.js";

export { prng };
export type Rng = () => number;
export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;

/** A state the director is called to (or the end of a board that had a ruling), with the log that reaches it. */
export interface Scene {
  log: TableLog;
  state: TableState;
  /** How many states of the log before this one had a ruling (the length of the procedure so far). */
  rulings: number;
}

const VULS: readonly Vulnerability[] = ["None", "NS", "EW", "All"];
let AUCTION: TableEvent[] | undefined;
let PLAY: TableEvent[] | undefined;
const auctionEvents = (): TableEvent[] => {
  AUCTION ??= alphabet();
  return AUCTION;
};
const playEvents = (): TableEvent[] => {
  PLAY ??= playAlphabet();
  return PLAY;
};

/** The next event of a walk: half the time one the pass-out walk would use, else any of the alphabet. */
const draw = (rng: Rng, s: TableState, deal: string | undefined, rarePlay: boolean): TableEvent => {
  const helpful = walkEvents(s, deal);
  const pool = s.tricks === undefined ? auctionEvents() : playEvents();
  let e = rng() < 0.55 ? pick(rng, helpful) : pick(rng, pool);
  if ((e.type === "result" || e.type === "claim") && rng() < (rarePlay ? 0.9 : 0.6)) e = helpful[0] ?? e;
  const may = PLAY_FINDINGS_ON[e.type];
  if (may !== undefined && s.tricks !== undefined && rng() < 0.1) {
    const q = pick(rng, may);
    e = withFinding(e, q, pick(rng, ANSWERS[q])) ?? e;
  }
  return e;
};

/** Answers a question with a random value of its finding and replays; null when the answer does not replay. */
const answer = (rng: Rng, log: TableLog, s: TableState): { log: TableLog; state: TableState } | null => {
  const r = s.ruling;
  if (r === null || !("question" in r)) return null;
  const e = log.events[r.about];
  const amended = e && withFinding(e, r.question, pick(rng, ANSWERS[r.question]));
  if (!amended) return null;
  const next: TableLog = { ...log, events: log.events.map((x, i) => (i === r.about ? amended : x)) };
  const re = replayLog(next);
  return re.ok ? { log: next, state: re.value } : null;
};

/**
 * One seeded walk of up to `length` events from the start of a board (with a random deal, dealer and
 * vulnerability when `play`), giving every state on the way that has a ruling, and the end of the board
 * when one was ruled on during it.
 */
export const walkScenes = (edition: Edition, rng: Rng, length: number, play: boolean): Scene[] => {
  const rules = RULES[edition];
  let log: TableLog = {
    edition,
    dealer: pick(rng, SEATS),
    vulnerability: pick(rng, VULS),
    events: [],
  };
  if (play) log.deal = randomDeal(rng);
  let s = initialState(log);
  const out: Scene[] = [];
  let rulings = 0;
  for (let i = 0; i < length && s.phase !== "done" && (play || s.phase !== "play"); i++) {
    if (s.ruling !== null && "question" in s.ruling) {
      const a = answer(rng, log, s);
      if (a === null) break;
      ({ log, state: s } = a);
      if (s.ruling !== null) out.push({ log, state: s, rulings: rulings++ });
      continue;
    }
    let moved = false;
    for (let tries = 0; tries < 40 && !moved; tries++) {
      const e = draw(rng, s, log.deal, rulings === 0);
      const x = step(s, e, log.events.length, rules);
      if (!x.ok) continue;
      log = { ...log, events: [...log.events, e] };
      s = x.value;
      moved = true;
    }
    if (!moved) break;
    if (s.ruling !== null) out.push({ log, state: s, rulings: rulings++ });
  }
  if (s.phase === "done" && rulings > 0) out.push({ log, state: s, rulings });
  return out;
};

/** Every prefix of a table log that reaches a ruling (a fixture's log, say), as scenes. */
export const logScenes = (log: TableLog): Scene[] => {
  const rules = RULES[log.edition];
  const out: Scene[] = [];
  let s = initialState(log);
  let rulings = 0;
  for (let i = 0; i < log.events.length; i++) {
    const x = step(s, log.events[i]!, i, rules);
    if (!x.ok) break;
    s = x.value;
    if (s.ruling !== null)
      out.push({ log: { ...log, events: log.events.slice(0, i + 1) }, state: s, rulings: rulings++ });
  }
  if (s.phase === "done" && rulings > 0 && s.events === log.events.length)
    out.push({ log, state: s, rulings });
  return out;
};
