/**
 * The page's side of the double-dummy worker: one worker, made at the first job (its code is a separate
 * part of the build, loaded then); a job reports its progress and ends with the answer or an error; a
 * cancel terminates the worker (the next job makes a new one). The screen never waits on a search.
 */
import type { DdAnswer, DdJob, DdReply, DdRequest } from "./protocol.js";

export type DdOutcome =
  | { kind: "done"; answer: DdAnswer; ms: number }
  | { kind: "error"; code: string; params?: Record<string, string | number> }
  | { kind: "cancelled" };

export interface DdHandle {
  done: Promise<DdOutcome>;
  cancel: () => void;
}

let worker: Worker | null = null;
let nextId = 1;
let current: { id: number; settle: (o: DdOutcome) => void } | null = null;

const make = (): Worker => {
  const w = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
  w.onerror = () => {
    current?.settle({ kind: "error", code: "dd-worker" });
    stop();
  };
  return w;
};

const stop = () => {
  worker?.terminate();
  worker = null;
  current = null;
};

/** Starts a job (a job still running is cancelled first); `onProgress` gets the milliseconds so far. */
export const ddStart = (
  request: DdRequest,
  timeLimitMs: number,
  onProgress: (ms: number) => void,
): DdHandle => {
  if (current) {
    current.settle({ kind: "cancelled" });
    stop();
  }
  worker ??= make();
  const id = nextId++;
  let settle: (o: DdOutcome) => void = () => {};
  const done = new Promise<DdOutcome>((resolve) => {
    settle = (o) => {
      if (current?.id === id) current = null;
      resolve(o);
    };
  });
  current = { id, settle };
  worker.onmessage = (e: MessageEvent<DdReply>) => {
    const m = e.data;
    if (m.id !== id) return;
    if (m.kind === "progress") onProgress(m.ms);
    else if (m.kind === "done") settle({ kind: "done", answer: m.answer, ms: m.ms });
    else settle({ kind: "error", code: m.code, ...(m.params ? { params: m.params } : {}) });
  };
  const job: DdJob = { id, request, timeLimitMs };
  worker.postMessage(job);
  return {
    done,
    cancel: () => {
      if (current?.id !== id) return;
      settle({ kind: "cancelled" });
      stop();
    },
  };
};
