/**
 * The double-dummy worker (a lazily loaded part of the app, precached for offline use): one job at a time,
 * a progress line while it searches, the answer or an error value. A cancel is the page terminating the
 * worker (web/dd/client.ts): the search is synchronous, so nothing else could stop it at once.
 */
import { Solver } from "../../src/dd/index.js";
import { compute } from "./compute.js";
import type { DdJob, DdReply } from "./protocol.js";

/** A small transposition table for a phone: 2^17 entries of about 25 bytes (about 3 MB). */
const solver = new Solver(17);
const post = (m: DdReply) => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<DdJob>) => {
  const { id, request, timeLimitMs } = e.data;
  const start = Date.now();
  let told = start;
  // The search reads the clock every 2,048 positions: the progress line goes out from there, 4 times a second.
  const now = () => {
    const t = Date.now();
    if (t - told >= 250) {
      told = t;
      post({ id, kind: "progress", ms: t - start });
    }
    return t;
  };
  const r = compute(request, { timeLimitMs, now, solver });
  if (r.ok) post({ id, kind: "done", answer: r.value, ms: Date.now() - start });
  else post({ id, kind: "error", code: r.code, ...(r.params ? { params: r.params } : {}) });
};
