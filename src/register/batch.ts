/**
 * Group commit for SQLite: the writes that arrive while the event loop is busy (uploads read, replayed and
 * checked in one turn) are run in one transaction, each in its own savepoint, and acknowledged together
 * once that transaction is on disk. A commit costs a sync of the write-ahead log (synchronous FULL, a few
 * milliseconds that block the process); one sync for a batch keeps every acknowledged ruling durable
 * through `kill -9` and a power cut alike, at a fraction of the cost. A write that fails rolls back its own
 * savepoint and is answered with its error; the others commit. PostgreSQL runs each write in its own
 * transaction, as before (its server commits concurrent transactions in groups itself).
 */
import { sql, type Transaction } from "kysely";
import type { RegisterDb } from "./db.js";
import type { Database } from "./schema.js";

type Work<T> = (tx: Transaction<Database>) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  ok: (v: unknown) => void;
  fail: (e: unknown) => void;
}

/** The most writes one transaction holds (a batch's answers wait for all of them). */
export const BATCH_MAX = 64;

const queues = new WeakMap<RegisterDb, Pending[]>();

/**
 * The longest a batch waits for writes still on their way (uploads a replay worker is preparing) before it
 * commits; a commit does not wait when nothing is on its way, or the batch is full.
 */
export const BATCH_WAIT_MS = 4;

const coming = new WeakMap<RegisterDb, () => boolean>();

/**
 * Tells the group commit of `r` whether more writes are on their way (the replay pool has uploads in hand):
 * while they are, a batch waits up to BATCH_WAIT_MS for them, so the replies of a worker, which reach the
 * event loop one at a time, still share a commit.
 */
export const moreComing = (r: RegisterDb, probe: () => boolean): void => {
  coming.set(r, probe);
};

const flush = async (r: RegisterDb, batch: Pending[]): Promise<void> => {
  const results: { ok: boolean; v: unknown }[] = [];
  try {
    await r.db.transaction().execute(async (tx) => {
      for (const p of batch) {
        await sql`savepoint w`.execute(tx);
        try {
          results.push({ ok: true, v: await p.work(tx) });
          await sql`release w`.execute(tx);
        } catch (e) {
          await sql`rollback to w`.execute(tx);
          await sql`release w`.execute(tx);
          results.push({ ok: false, v: e });
        }
      }
    });
  } catch (e) {
    // The commit itself failed: nothing of the batch is stored, and every writer is told so.
    for (const p of batch) p.fail(e);
    return;
  }
  batch.forEach((p, i) => {
    const x = results[i]!;
    if (x.ok) p.ok(x.v);
    else p.fail(x.v);
  });
};

const drain = async (r: RegisterDb): Promise<void> => {
  const q = queues.get(r);
  while (q?.length) await flush(r, q.splice(0, BATCH_MAX));
  queues.delete(r);
};

/**
 * Runs `work` in a transaction and resolves once it is committed: on SQLite together with the other
 * writes of this turn of the event loop (group commit), on PostgreSQL on its own.
 */
export const writeTx = <T>(r: RegisterDb, work: Work<T>): Promise<T> => {
  if (r.dialect !== "sqlite") return r.db.transaction().execute(work);
  return new Promise<T>((ok, fail) => {
    const pending = { work, ok, fail } as Pending;
    const q = queues.get(r);
    if (q) q.push(pending);
    else {
      queues.set(r, [pending]);
      const since = performance.now();
      // After the requests this turn has read (their replays run first), never inside one of them; and
      // a few milliseconds more while uploads are still being replayed for it.
      const go = () => {
        const q = queues.get(r);
        const waits =
          (q?.length ?? 0) < BATCH_MAX && performance.now() - since < BATCH_WAIT_MS && coming.get(r)?.();
        if (waits) setTimeout(go, 1);
        else void drain(r);
      };
      setImmediate(go);
    }
  });
};
