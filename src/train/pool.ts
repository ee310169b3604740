/**
 * The app's exercise pools (docs/train.md "In the app"): for each code and language, taken from the
 * exercises of `bridge-td train --count 500 --seed 1 --json`, written by `npm run train:app` to
 * web/public/train/<edition>-<lang>.json and fetched by the Train screen when it opens. Pure: no generator
 * here, so the app's part imports only this file's types and the typed-law reader.
 */
import type { Exercise } from "./types.js";

/** What the pools are made from: the generator's options, the same as the quality test's. */
export const POOL_SOURCE = { count: 500, seed: 1 } as const;
/** How many exercises a pool keeps. */
export const POOL_SIZE = 200;
/** The longest log a pool keeps: a table a trainee can read on a phone. */
export const POOL_MAX_EVENTS = 30;

/** A pool file: the exercises of one code and one language. */
export interface Pool {
  format: "train-pool@1";
  edition: Exercise["edition"];
  lang: Exercise["lang"];
  seed: number;
  exercises: Exercise[];
}

const eventCount = (x: Exercise): number => (x.log.events as unknown[] | undefined)?.length ?? 0;

/**
 * The pool of a code and a language: the first POOL_SIZE exercises (in the generator's order) with a short
 * log that are tables of the fixtures (`keep`: src/train/fixtureScenes.ts `fromFixture`, passed in so that
 * the app's part does not carry the corpus).
 */
export const poolOf = (exercises: readonly Exercise[], keep: (x: Exercise) => boolean): Exercise[] =>
  exercises.filter((x) => eventCount(x) <= POOL_MAX_EVENTS && keep(x)).slice(0, POOL_SIZE);

const norm = (v: string): string =>
  v
    .replace(/^\D+/, "")
    .toLowerCase()
    .replace(/[\s()]/g, "");

/**
 * The choice a typed law names (`27B1(b)`, `law 27b1b`, `Закон 27A1`), or -1 when it names none: the
 * word before the label, the case, spaces and brackets do not count.
 */
export const typedChoice = (x: Pick<Exercise, "choices">, typed: string): number => {
  const want = norm(typed.trim());
  if (want === "") return -1;
  return x.choices.findIndex((c) => norm(c) === want);
};

/** True when a typed law is the expected label of a law exercise (whether or not it is one of the choices). */
export const typedRight = (x: Pick<Exercise, "laws">, typed: string): boolean =>
  x.laws[0] !== undefined && norm(x.laws[0]) === norm(typed.trim()) && norm(typed.trim()) !== "";
