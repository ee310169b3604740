/**
 * The register under load: 2,000 uploads of whole played boards (a deal, the auction, all 52 cards) at
 * concurrency 20, to a server in its own process on SQLite (or PostgreSQL with DATABASE_URL), each
 * replayed, validated and committed to disk before its answer. Prints uploads per second, p50/p95/max
 * latency, errors and the machine's load average. The target on a 2-core machine: >= 150/s, p95 < 500 ms,
 * 0 errors.
 *
 *   npm run bench:register            # UPLOADS=2000 CONCURRENCY=20 LOG_LEVEL=info by default
 *   COMPARE=/tmp/base npm run bench:register   # also a checkout of another commit, rounds alternating
 *   ROUNDS=2 PROFILE=/tmp/prof ...    # rounds per server; the server's CPU profile (node --cpu-prof)
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type DbOptions, openDb } from "../src/register/db.js";
import { createUser } from "../src/register/repository.js";
import { playCorpus } from "./corpus.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const UPLOADS = Number(process.env.UPLOADS ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const ROOTS = [ROOT, ...(process.env.COMPARE ? [resolve(process.env.COMPARE)] : [])];

const boards = playCorpus(UPLOADS, 42);
const report = (i: number) => ({
  event: "Bench pairs",
  date: "2026-11-24",
  table: String(i % 30),
  facts: `Board ${i}: played to the end.`,
  ruling: "No irregularity; the score stands.",
});

/** A director's token in a fresh database, migrated by this checkout's code. */
const account = async (options: DbOptions): Promise<string> => {
  const db = await openDb(options);
  const { token } = await createUser(db, `bench-${Date.now()}`, "director");
  await db.close();
  return token;
};

/** The same by the code of the checkout at `root` (its migrations, which this checkout may not know). */
const accountIn = (root: string, options: DbOptions): string => {
  const code = `const { openDb } = await import(${JSON.stringify(join(root, "src/register/db.ts"))});
    const { createUser } = await import(${JSON.stringify(join(root, "src/register/repository.ts"))});
    const db = await openDb(${JSON.stringify(options)});
    const { token } = await createUser(db, "bench", "director");
    await db.close();
    process.stdout.write(token);`;
  return execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: root,
  }).toString();
};

/** The server of the checkout at `root`, in its own process, on a fresh database: its URL and a stop. */
const serve = async (root: string, dir: string) => {
  // PROFILE=folder: the server writes a CPU profile there (node --cpu-prof) when it stops.
  const profile = process.env.PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${resolve(process.env.PROFILE)}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "test/register/server-entry.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: process.env.LOG_LEVEL ?? "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((ok) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += String(d);
      const m = /listening (\d+)/.exec(out);
      if (m) ok(`http://127.0.0.1:${m[1]}/`);
      // The request log is read and dropped: the server writes it as it would in production.
      if (out.length > 1e6) out = out.slice(-1000);
    });
  });
  const stop = () => new Promise<void>((ok) => child.once("exit", () => ok()).kill("SIGTERM"));
  return { url, stop, pid: child.pid ?? 0 };
};

/**
 * The server's CPU time so far in ms (Linux's /proc; zeros elsewhere): its main thread's (the event loop:
 * HTTP, the database, the commits) and the whole process's (the replay workers too). A loaded machine
 * stretches the wall time, not these: they say what a quiet machine would do.
 */
const cpuOf = (pid: number): { main: number; all: number } => {
  const ticks = (f: string) => {
    const fields = readFileSync(f, "utf8")
      .replace(/^.*\) /s, "")
      .split(" ");
    return Number(fields[11]) + Number(fields[12]);
  };
  try {
    const tick = 1000 / 100;
    const all = readdirSync(`/proc/${pid}/task`).reduce(
      (n, t) => n + ticks(`/proc/${pid}/task/${t}/stat`),
      0,
    );
    return { main: ticks(`/proc/${pid}/task/${pid}/stat`) * tick, all: all * tick };
  } catch {
    return { main: 0, all: 0 };
  }
};

interface Figures {
  /** CPU ms per upload: the server's main thread, and the whole process. */
  cpuMain: number;
  cpuAll: number;
  rate: number;
  wall: number;
  p50: number;
  p95: number;
  max: number;
  errors: number;
  load: number;
}

/**
 * One PUT over a kept-alive connection (node:http, lighter than fetch: the client shares the machine's
 * two cores with the server it measures); its status, or 0 when the request failed.
 */
const put = (agent: Agent, url: URL, token: string, body: string): Promise<number> =>
  new Promise((ok) => {
    const req = request(url, {
      agent,
      method: "PUT",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        authorization: `Bearer ${token}`,
      },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => ok(res.statusCode ?? 0));
    });
    req.on("error", () => ok(0));
    req.end(body);
  });

const round = async (root: string): Promise<Figures> => {
  const dir = mkdtempSync(join(tmpdir(), "bridge-td-bench-register-"));
  const options = process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: dir };
  const token = root === ROOT ? await account(options) : accountIn(root, options);
  const { url, stop, pid } = await serve(root, dir);
  const tag = Date.now().toString(36);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const cpu0 = cpuOf(pid);
  const worker = async () => {
    while (next < UPLOADS) {
      const i = next++;
      const t = performance.now();
      const to = new URL(`api/rulings/bench-${tag}-${String(i).padStart(6, "0")}`, url);
      const status = await put(agent, to, token, JSON.stringify({ log: boards[i], report: report(i) }));
      if (status !== 201) errors++;
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const wall = (performance.now() - started) / 1000;
  const load = loadavg()[0]!;
  const cpu1 = cpuOf(pid);
  agent.destroy();
  await stop();
  rmSync(dir, { recursive: true, force: true });
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]!;
  const cpuMain = (cpu1.main - cpu0.main) / UPLOADS;
  const cpuAll = (cpu1.all - cpu0.all) / UPLOADS;
  return {
    cpuMain,
    cpuAll,
    rate: UPLOADS / wall,
    wall,
    p50: at(0.5),
    p95: at(0.95),
    max: at(1),
    errors,
    load,
  };
};

const events = boards.reduce((n, b) => n + b.events.length, 0) / boards.length;
console.log(
  `register load (${process.env.DATABASE_URL ? "postgres" : "sqlite"}): ${UPLOADS} uploads of whole boards (${events.toFixed(0)} events each on average), concurrency ${CONCURRENCY}`,
);
let failed = 0;
for (let k = 0; k < ROUNDS; k++)
  for (const root of ROOTS) {
    const f = await round(root);
    failed += f.errors;
    console.log(
      `  ${root === ROOT ? "this checkout" : root}: ${f.rate.toFixed(0)} uploads/s in ${f.wall.toFixed(1)} s; latency p50 ${f.p50.toFixed(0)} ms, p95 ${f.p95.toFixed(0)} ms, max ${f.max.toFixed(0)} ms; errors ${f.errors}; load average ${f.load.toFixed(1)}; server CPU per upload ${f.cpuMain.toFixed(2)} ms main thread, ${f.cpuAll.toFixed(2)} ms in all`,
    );
  }
process.exit(failed === 0 ? 0 : 1);
