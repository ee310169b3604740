/**
 * The uploads' replays on worker threads (node:worker_threads), off the event loop that answers requests
 * and commits: by default one thread per core but one (the main thread's share: HTTP, the database, the
 * group commit), at least one. The queue is bounded: a task beyond `queue` waiting ones is refused at once
 * (`busy`), and the API answers 503 with Retry-After, so a burst never piles up memory or latency. A
 * thread that dies fails its tasks and is replaced. `size: 0` prepares in the calling thread (no worker).
 */

import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { prepareUpload, type Upload } from "./upload.js";

export interface PoolOptions {
  /** Threads (default: cores - 1, at least 1; REGISTER_WORKERS); 0: in the calling thread. */
  size?: number;
  /** Tasks that may wait beyond those running before `busy` (default 512; REGISTER_QUEUE). */
  queue?: number;
}

/** `busy`: the queue is full (503); `crashed`: the thread died on this task (500). */
export type PoolAnswer = Upload | { ok: false; busy: true } | { ok: false; crashed: true };

export interface ReplayPool {
  size: number;
  /** Uploads in hand: being prepared or waiting for a thread. */
  busy: () => number;
  /** The body text prepared by a worker, or `busy` when the queue is full. */
  run: (text: string) => Promise<PoolAnswer>;
  close: () => Promise<void>;
}

export const DEFAULT_QUEUE = 512;

const envNumber = (name: string): number | undefined => {
  const v = process.env[name];
  return v !== undefined && /^\d{1,4}$/.test(v) ? Number(v) : undefined;
};

export const defaultPoolSize = (): number => Math.max(1, availableParallelism() - 1);

/**
 * A worker on this module's sibling: the built .js as it is; the source .ts (a checkout run by tsx or
 * vitest) through tsx's loader, registered in the thread before the worker is imported.
 */
const spawnWorker = (): Worker => {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return new Worker(new URL("./replay-worker.js", here));
  const file = new URL("./replay-worker.ts", here).href;
  const api = pathToFileURL(createRequire(fileURLToPath(here)).resolve("tsx/esm/api")).href.replace(
    /\.cjs$/,
    ".mjs",
  );
  const code = `import(${JSON.stringify(api)}).then((m) => m.register()).then(() => import(${JSON.stringify(file)}))`;
  return new Worker(code, { eval: true });
};

interface Task {
  id: number;
  text: string;
  done: (a: PoolAnswer) => void;
}

interface Slot {
  worker: Worker;
  task?: Task;
}

export const replayPool = (options: PoolOptions = {}): ReplayPool => {
  const size = options.size ?? envNumber("REGISTER_WORKERS") ?? defaultPoolSize();
  const queueMax = options.queue ?? envNumber("REGISTER_QUEUE") ?? DEFAULT_QUEUE;
  if (size === 0)
    return { size, busy: () => 0, run: async (text) => prepareUpload(text), close: async () => {} };
  const waiting: Task[] = [];
  const slots: Slot[] = [];
  let nextId = 0;
  let closed = false;

  const give = (slot: Slot) => {
    const task = waiting.shift();
    slot.task = task;
    if (task) slot.worker.postMessage({ id: task.id, text: task.text });
  };
  const start = (): Slot => {
    const slot: Slot = { worker: spawnWorker() };
    slot.worker.on("message", (m: { id: number; upload: Upload }) => {
      const task = slot.task;
      if (task?.id === m.id) task.done(m.upload);
      give(slot);
    });
    // A thread that fails (out of memory, a defect) fails its task and is replaced.
    slot.worker.on("error", () => {});
    slot.worker.on("exit", () => {
      if (closed) return;
      slot.task?.done({ ok: false, crashed: true });
      slots[slots.indexOf(slot)] = start();
    });
    slot.worker.unref();
    return slot;
  };
  for (let i = 0; i < size; i++) slots.push(start());

  const run = (text: string): Promise<PoolAnswer> => {
    const idle = slots.find((s) => s.task === undefined);
    if (closed || (!idle && waiting.length >= queueMax)) return Promise.resolve({ ok: false, busy: true });
    return new Promise((done) => {
      waiting.push({ id: nextId++, text, done });
      if (idle) give(idle);
    });
  };
  const close = async () => {
    closed = true;
    for (const t of waiting.splice(0)) t.done({ ok: false, busy: true });
    await Promise.all(slots.map((s) => s.worker.terminate()));
  };
  const busy = () => waiting.length + slots.filter((s) => s.task !== undefined).length;
  return { size, busy, run, close };
};
