/**
 * Reliability with the real databases, on loopback, the server in its own process: hundreds of concurrent
 * uploads, every acknowledged one present afterwards; SIGKILL of the server at random moments while it
 * takes uploads and edits, then a restart: every ruling acknowledged before the kill is there in the
 * version acknowledged (or a later one sent), none is half-written, and the database checks itself
 * (SQLite: PRAGMA integrity_check and FTS5's integrity-check; PostgreSQL: amcheck on every index).
 * The figures are printed and written to test-results/register-figures.json.
 */

import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbOptions, integrityCheck, openDb, type RegisterDb } from "../../src/register/db.js";
import { migrations } from "../../src/register/migrations/index.js";
import { createUser } from "../../src/register/repository.js";
import { BACKENDS, type Backend, backend, PG_SKIP } from "./backends.js";
import { insufficient27B1a, insufficient27B2, outOfRotation, report } from "./logs.js";

const ROOT = resolve(import.meta.dirname, "..", "..");
const LOAD = 400;
const KILLS = 5;
const WORKERS = 24;
const FIGURES = join(ROOT, "test-results", "register-figures.json");

interface Server {
  url: string;
  child: ChildProcess;
}

const startChild = (opts: DbOptions): Promise<Server> =>
  new Promise((ok, fail) => {
    const env = { ...process.env, DATA_DIR: opts.dataDir ?? "", DATABASE_URL: opts.databaseUrl ?? "" };
    const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "test/register/server-entry.ts")], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    const timer = setTimeout(() => fail(new Error(`server did not start: ${err}`)), 30_000);
    child.stdout!.on("data", (d) => {
      out += String(d);
      const m = /listening (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok({ url: `http://127.0.0.1:${m[1]}/`, child });
      }
    });
    child.stderr!.on("data", (d) => {
      err += String(d);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${code}) before listening: ${err}`));
    });
  });

const stopChild = (s: Server, signal: NodeJS.Signals): Promise<void> =>
  new Promise((ok) => {
    if (s.child.exitCode !== null || s.child.signalCode !== null) return ok();
    s.child.once("exit", () => ok());
    s.child.kill(signal);
  });

const LOGS = [insufficient27B2, insufficient27B1a, outOfRotation];
/** Laws each log must be found under (Law 27B2, 27B1(a), 29A: worked out in logs.ts). */
const LAWS = [["27A1", "27B2"], ["27A1", "27B1(a)"], ["29A"]];

/** The body of upload `n`, version `v` (an edit changes the facts). */
const body = (n: number, v: number) => ({
  log: LOGS[n % 3],
  report: report({
    table: String(n % 20),
    facts: `Upload ${n}, version ${v}: West's call at table ${n % 20}.`,
  }),
});

const put = async (base: string, token: string, id: string, b: unknown) => {
  const res = await fetch(new URL(`api/rulings/${id}`, base), {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(b),
  });
  await res.arrayBuffer();
  return res.status;
};

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** A small seeded generator (mulberry32): the kill moments are random, and printed to replay a failure. */
const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const figures: Record<string, unknown> = {};

/** Every row whole: its log and report parse, its laws are in ruling_laws, its words in the search index. */
const checkWhole = async (r: RegisterDb): Promise<number> => {
  const rows = await r.db.selectFrom("rulings").select(["id", "log", "report", "laws", "version"]).execute();
  // Every change is in the history, in the same transaction as the change: the last one is the version.
  const history = await r.db
    .selectFrom("ruling_history")
    .select(["ruling_id", (eb) => eb.fn.max("version").as("v"), (eb) => eb.fn.countAll().as("n")])
    .groupBy("ruling_id")
    .execute();
  const last = new Map(history.map((h) => [h.ruling_id, [Number(h.v), Number(h.n)]]));
  for (const row of rows) expect(last.get(row.id)).toEqual([Number(row.version), Number(row.version)]);
  const laws = await r.db
    .selectFrom("ruling_laws")
    .select(["ruling_id", "law_key"])
    .where("exact", "=", 1)
    .execute();
  const byId = new Map<string, Set<string>>();
  for (const l of laws) byId.set(l.ruling_id, (byId.get(l.ruling_id) ?? new Set()).add(l.law_key));
  for (const row of rows) {
    const rep = JSON.parse(row.report) as { facts: string };
    JSON.parse(row.log);
    expect(rep.facts).toMatch(/^Upload \d+, version \d: /);
    const want = row.laws.trim().split(" ");
    expect(want).toEqual(expect.arrayContaining(LAWS[Number(/\d+$/.exec(row.id)![0]) % 3]!));
    expect([...(byId.get(row.id) ?? [])].sort()).toEqual([...want].sort());
  }
  if (r.dialect === "sqlite") {
    await sql`insert into rulings_fts(rulings_fts) values ('integrity-check')`.execute(r.db);
    await sql`insert into rulings_public_fts(rulings_public_fts) values ('integrity-check')`.execute(r.db);
    expect(await integrityCheck(r)).toBe("ok");
    const fts = await sql<{
      n: number;
    }>`select count(*) as n from rulings_fts where rulings_fts match 'upload'`.execute(r.db);
    expect(Number(fts.rows[0]!.n)).toBe(rows.length);
  } else {
    await sql`create extension if not exists amcheck`.execute(r.db);
    const idx = await sql<{
      name: string;
    }>`select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
      join pg_am a on a.oid = c.relam where a.amname = 'btree' and c.relnamespace = 'public'::regnamespace`.execute(
      r.db,
    );
    for (const i of idx.rows) await sql`select bt_index_check(${i.name}::regclass, true)`.execute(r.db);
    const n = await sql<{
      n: string;
    }>`select count(*) as n from rulings where search @@ to_tsquery('simple', 'upload')`.execute(r.db);
    expect(Number(n.rows[0]!.n)).toBe(rows.length);
  }
  return rows.length;
};

for (const name of BACKENDS)
  describe.skipIf(name === "postgres" && PG_SKIP)(`register reliability on ${name}`, () => {
    let b: Backend;
    beforeAll(async () => {
      b = await backend(name);
    }, 60_000);
    afterAll(async () => {
      await b?.stop();
      mkdirSync(join(ROOT, "test-results"), { recursive: true });
      let all: Record<string, unknown> = {};
      try {
        all = JSON.parse(readFileSync(FIGURES, "utf8"));
      } catch {}
      writeFileSync(FIGURES, `${JSON.stringify({ ...all, ...figures }, null, 2)}\n`);
    });

    it(`takes ${LOAD} concurrent uploads and keeps every one it acknowledged`, async () => {
      const opts = await b.fresh();
      const r = await openDb(opts);
      const { token } = await createUser(r, "loader", "director");
      await r.close();
      const s = await startChild(opts);
      try {
        const t0 = performance.now();
        const results = await Promise.all(
          Array.from({ length: LOAD }, async (_, n) => {
            const t = performance.now();
            const status = await put(s.url, token, `load-${n.toString().padStart(6, "0")}`, body(n, 0));
            return { n, status, ms: performance.now() - t };
          }),
        );
        const wall = performance.now() - t0;
        const acked = results.filter((x) => x.status === 201);
        const ms = results.map((x) => x.ms);
        figures[`${name}.load`] = {
          uploads: LOAD,
          acknowledged: acked.length,
          wallMs: Math.round(wall),
          perSecond: Math.round((LOAD / wall) * 1000),
          p50Ms: Math.round(percentile(ms, 50)),
          p95Ms: Math.round(percentile(ms, 95)),
          maxMs: Math.round(Math.max(...ms)),
        };
        console.log(`register load on ${name}:`, figures[`${name}.load`]);
        expect(acked.length).toBe(LOAD);
      } finally {
        await stopChild(s, "SIGTERM");
      }
      const after = await openDb(opts);
      try {
        const ids = new Set((await after.db.selectFrom("rulings").select("id").execute()).map((x) => x.id));
        for (let n = 0; n < LOAD; n++) expect(ids.has(`load-${n.toString().padStart(6, "0")}`)).toBe(true);
        expect(await checkWhole(after)).toBe(LOAD);
      } finally {
        await after.close();
      }
    }, 120_000);

    it.skipIf(name === "sqlite")(
      "runs several servers on one database: migrated at once, one ruling per id",
      async () => {
        const opts = await b.fresh();
        // Two servers start together on an empty database: the migrations run once, under their lock.
        const [s1, s2] = await Promise.all([startChild(opts), startChild(opts)]);
        const r = await openDb(opts);
        try {
          const { token } = await createUser(r, "twin", "director");
          const ids = Array.from({ length: 100 }, (_, n) => `twin-${n.toString().padStart(6, "0")}`);
          // The same upload to both servers at the same moment: one ruling, created once, the other unchanged.
          const statuses = await Promise.all(
            ids.flatMap((id, n) => [put(s1.url, token, id, body(n, 0)), put(s2.url, token, id, body(n, 0))]),
          );
          for (let n = 0; n < ids.length; n++)
            expect([statuses[2 * n], statuses[2 * n + 1]].sort()).toEqual([200, 201]);
          const done = await sql<{ name: string }>`select name from kysely_migration`.execute(r.db);
          expect(done.rows.map((x) => x.name)).toEqual(Object.keys(migrations("postgres")).sort());
          expect(await checkWhole(r)).toBe(ids.length);
        } finally {
          await r.close();
          await Promise.all([stopChild(s1, "SIGTERM"), stopChild(s2, "SIGTERM")]);
        }
      },
      60_000,
    );

    it(`survives ${KILLS} kill -9 at random moments of uploads and edits: every acknowledged ruling whole`, async () => {
      const opts = await b.fresh();
      const r0 = await openDb(opts);
      const { token } = await createUser(r0, "killer", "director");
      await r0.close();
      const seed = Number(process.env.REGISTER_KILL_SEED ?? Date.now() % 1_000_000);
      const random = rng(seed);
      /** For each id: the version last acknowledged, and the last version sent. */
      const acked = new Map<string, number>();
      const sent = new Map<string, number>();
      const moments: number[] = [];
      let inFlightAtKill = 0;
      let n = 0;
      for (let k = 0; k < KILLS; k++) {
        const s = await startChild(opts);
        let alive = true;
        let inFlight = 0;
        const worker = async () => {
          while (alive) {
            const i = n++;
            const id = `kill-${i.toString().padStart(6, "0")}`;
            for (const v of [0, 1]) {
              if (!alive) return;
              sent.set(id, v);
              inFlight++;
              try {
                const status = await put(s.url, token, id, body(i, v));
                if (status === 201 || status === 200) acked.set(id, v);
                else throw new Error(`unexpected ${status}`);
              } catch (e) {
                if (alive) throw e;
                return;
              } finally {
                inFlight--;
              }
            }
          }
        };
        const workers = Array.from({ length: WORKERS }, worker);
        const wait = 150 + Math.floor(random() * 600);
        moments.push(wait);
        await new Promise((r) => setTimeout(r, wait));
        alive = false;
        inFlightAtKill += inFlight;
        await stopChild(s, "SIGKILL");
        await Promise.all(workers);
      }
      const r = await openDb(opts);
      try {
        const rows = await r.db.selectFrom("rulings").select(["id", "report"]).execute();
        const stored = new Map(rows.map((x) => [x.id, JSON.parse(x.report).facts as string]));
        for (const [id, v] of acked) {
          const facts = stored.get(id);
          expect(facts, id).toBeDefined();
          const version = Number(/version (\d)/.exec(facts!)![1]);
          expect(version, id).toBeGreaterThanOrEqual(v);
          expect(version, id).toBeLessThanOrEqual(sent.get(id)!);
        }
        const whole = await checkWhole(r);
        figures[`${name}.kill`] = {
          seed,
          kills: KILLS,
          killAfterMs: moments,
          uploadsSent: sent.size,
          acknowledged: acked.size,
          inFlightAtKills: inFlightAtKill,
          rowsAfter: whole,
          lost: [...acked.keys()].filter((id) => !stored.has(id)).length,
        };
        console.log(`register kill -9 on ${name}:`, figures[`${name}.kill`]);
      } finally {
        await r.close();
      }
      // And the server starts again on what the kills left.
      const s = await startChild(opts);
      const probe = await fetch(new URL("api/health", s.url));
      expect(probe.status).toBe(200);
      await stopChild(s, "SIGTERM");
    }, 180_000);
  });
