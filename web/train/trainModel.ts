/**
 * The Train screen's model (pure, tested in test/app/train.test.ts): a session of exercises drawn from the
 * pool of a code and a language (src/train/pool.ts), the answers, the score in the shape of the course
 * papers (right of all, the percentage, the paragraphs missed), and what is kept on the device
 * (localStorage, `bridge-td.train@1`: the session under way, the sessions done, the exercises done).
 */

import { prng as rng } from "../../src/core/random.js";
import type { Edition, Lang } from "../../src/engine.js";
import type { Exercise } from "../../src/train/types.js";
import type { KeyValue } from "../session.js";

export const TRAIN_KEY = "bridge-td.train@1";
export type Mode = "practice" | "exam";
/** An exam's time per exercise (in ms): a minute each, as the course papers allow about. */
export const EXAM_MS_PER_EXERCISE = 60_000;
export const COUNTS = [10, 20] as const;

/** One answer: the choice tapped, or the law typed (with the choice it names, if any). */
export interface Answer {
  choice: number;
  typed?: string;
  right: boolean;
}

/** A session under way or done. */
export interface TrainSession {
  edition: Edition;
  /** The language of its exercises (the pool it was drawn from). */
  lang: Lang;
  mode: Mode;
  ids: string[];
  answers: (Answer | null)[];
  /** Where the trainee is: the index of the exercise shown. */
  at: number;
  started: number;
  /** An exam's end (ms since 1970). */
  deadline?: number;
  /** True once the score is shown. */
  done: boolean;
  timedOut?: boolean;
}

/** A session done, as the history keeps it. */
export interface Mark {
  date: number;
  edition: Edition;
  lang: Lang;
  mode: Mode;
  right: number;
  count: number;
  missed: string[];
}

export interface Progress {
  current: TrainSession | null;
  history: Mark[];
  /** The exercises answered on this device, by id (a new session prefers the others). */
  done: string[];
}

const HISTORY = 50;
const DONE = 2000;

const empty = (): Progress => ({ current: null, history: [], done: [] });

/** The progress kept on the device; anything unreadable is set aside, never an error. */
export const loadProgress = (store: KeyValue): Progress => {
  try {
    const raw = store.getItem(TRAIN_KEY);
    if (raw === null) return empty();
    const p = JSON.parse(raw) as Partial<Progress>;
    return {
      current: p.current && Array.isArray(p.current.ids) ? p.current : null,
      history: Array.isArray(p.history) ? p.history : [],
      done: Array.isArray(p.done) ? p.done.filter((x) => typeof x === "string") : [],
    };
  } catch {
    return empty();
  }
};

/** Writes the progress; false when the browser refuses (storage full). */
export const saveProgress = (store: KeyValue, p: Progress): boolean => {
  try {
    store.setItem(TRAIN_KEY, JSON.stringify(p));
    return true;
  } catch {
    return false;
  }
};

/**
 * `count` exercises of the pool for a new session, in a seeded order: those not yet done on this device
 * first, and among them no two of the same paragraph and kind while others are left.
 */
export const draw = (
  pool: readonly Exercise[],
  count: number,
  done: readonly string[],
  seed: number,
): string[] => {
  const r = rng(seed);
  const seen = new Set(done);
  const shuffled = pool
    .map((x) => ({ x, k: r() }))
    .sort((a, b) => a.k - b.k)
    .map((e) => e.x);
  const fresh = shuffled.filter((x) => !seen.has(x.id));
  const old = shuffled.filter((x) => seen.has(x.id));
  const out: Exercise[] = [];
  const groups = new Set<string>();
  const group = (x: Exercise) => `${x.laws[0] ?? ""}|${x.kind}`;
  for (const list of [fresh, old])
    for (const pass of [0, 1])
      for (const x of list) {
        if (out.length >= count) break;
        if (out.includes(x) || (pass === 0 && groups.has(group(x)))) continue;
        out.push(x);
        groups.add(group(x));
      }
  return out.map((x) => x.id);
};

/** A new session. */
export const newSession = (
  edition: Edition,
  lang: Lang,
  mode: Mode,
  ids: string[],
  now: number,
): TrainSession => ({
  edition,
  lang,
  mode,
  ids,
  answers: ids.map(() => null),
  at: 0,
  started: now,
  ...(mode === "exam" ? { deadline: now + ids.length * EXAM_MS_PER_EXERCISE } : {}),
  done: false,
});

/** True when a law exercise's choices are paragraphs (the law may then be typed). */
export const asksLabel = (x: Exercise): boolean =>
  x.kind === "law" && x.choices.every((c) => /^\D+ \d{1,2}[A-Z0-9()a-z]*$/.test(c));

/** The session with the answer to the exercise shown. */
export const answer = (s: TrainSession, a: Answer): TrainSession => {
  const answers = [...s.answers];
  answers[s.at] = a;
  return { ...s, answers };
};

/** The session on its next exercise, or done after the last. */
export const next = (s: TrainSession): TrainSession =>
  s.at + 1 >= s.ids.length ? { ...s, done: true } : { ...s, at: s.at + 1 };

/** The session ended (the time is up, or the trainee asked for the score). */
export const finish = (s: TrainSession, timedOut = false): TrainSession => ({
  ...s,
  done: true,
  ...(timedOut ? { timedOut: true } : {}),
});

/** The mark of a session: right of all (unanswered count wrong), the percentage, the paragraphs missed. */
export const markOf = (s: TrainSession, byId: ReadonlyMap<string, Exercise>, now: number): Mark => {
  const missed = new Set<string>();
  let right = 0;
  for (const [i, id] of s.ids.entries()) {
    if (s.answers[i]?.right) right++;
    else for (const l of byId.get(id)?.laws.slice(0, 1) ?? []) missed.add(l);
  }
  return {
    date: now,
    edition: s.edition,
    lang: s.lang,
    mode: s.mode,
    right,
    count: s.ids.length,
    missed: [...missed].sort((a, b) => a.localeCompare(b, "en", { numeric: true })),
  };
};

export const percent = (m: Pick<Mark, "right" | "count">): number =>
  m.count === 0 ? 0 : Math.round((100 * m.right) / m.count);

/** The progress once a session is done: its mark in the history, its exercises done. */
export const closeSession = (p: Progress, s: TrainSession, mark: Mark): Progress => ({
  current: s,
  history: [mark, ...p.history].slice(0, HISTORY),
  done: [...new Set([...s.ids.filter((_, i) => s.answers[i] !== null), ...p.done])].slice(0, DONE),
});

/** m:ss */
export const clock = (ms: number): string => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};
