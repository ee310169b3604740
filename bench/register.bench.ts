/**
 * The register under load: 2,000 uploads of whole played boards (a deal, the auction, all 52 cards) at
 * concurrency 20, to a server in its own process on SQLite (or PostgreSQL with DATABASE_URL), each
 * replayed, validated and committed to disk before its answer. Prints uploads per second, p50/p95/max
 * latency and errors. The target on a 2-core machine: >= 150/s, p95 < 500 ms, 0 errors.
 *
 *   npm run bench:register            # UPLOADS=2000 CONCURRENCY=20 LOG_LEVEL=info by default
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { openDb } from "../src/register/db.js";
import { createUser } from "../src/register/repository.js";
import { playCorpus } from "./corpus.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const UPLOADS = Number(process.env.UPLOADS ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);

const dir = mkdtempSync(join(tmpdir(), "bridge-td-bench-register-"));
const options = process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: dir };
const db = await openDb(options);
const { token } = await createUser(db, `bench-${Date.now()}`, "director");
await db.close();

const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "test/register/server-entry.ts")], {
  cwd: ROOT,
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

const boards = playCorpus(UPLOADS, 42);
const report = (i: number) => ({
  event: "Bench pairs",
  date: "2026-11-24",
  table: String(i % 30),
  facts: `Board ${i}: played to the end.`,
  ruling: "No irregularity; the score stands.",
});
const latencies: number[] = [];
let errors = 0;
let next = 0;
const started = performance.now();
const worker = async () => {
  while (next < UPLOADS) {
    const i = next++;
    const t = performance.now();
    try {
      const res = await fetch(new URL(`api/rulings/bench-${String(i).padStart(6, "0")}`, url), {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ log: boards[i], report: report(i) }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) errors++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - t);
  }
};
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const wall = (performance.now() - started) / 1000;
child.kill("SIGTERM");
rmSync(dir, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]!;
const events = boards.reduce((n, b) => n + b.events.length, 0) / boards.length;
console.log(
  `register load (${process.env.DATABASE_URL ? "postgres" : "sqlite"}): ${UPLOADS} uploads of whole boards (${events.toFixed(0)} events each on average), concurrency ${CONCURRENCY}`,
);
console.log(
  `  ${(UPLOADS / wall).toFixed(0)} uploads/s in ${wall.toFixed(1)} s; latency p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${at(1).toFixed(0)} ms; errors ${errors}`,
);
process.exit(errors === 0 ? 0 : 1);
