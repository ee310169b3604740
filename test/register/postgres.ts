/**
 * A PostgreSQL 15 server of the tests' own: initdb in a temporary folder, started on a free loopback port,
 * stopped (and the folder removed) at the end. As root (CI), initdb refuses to run, so the cluster belongs
 * to the `postgres` user and its programs run as that user (spawn's uid and gid). Absent binaries: null, and the
 * tests that need it say they are skipped and why.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface Postgres {
  url: (database: string) => string;
  createDatabase: () => Promise<string>;
  stop: () => Promise<void>;
}

export const postgresAbsent = (): string | null =>
  ["initdb", "postgres"].every((b) => existsSync(join(PG_BIN, b)))
    ? null
    : `PostgreSQL 15 binaries not found in ${PG_BIN}: the PostgreSQL half of the register tests is skipped`;

export const freePort = (): Promise<number> =>
  new Promise((ok, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });

const asRoot = process.getuid?.() === 0;
const uidOf = (user: string): [number, number] => {
  const uid = Number(execFileSync("id", ["-u", user]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", user]).toString().trim());
  return [uid, gid];
};
/** As root, the PostgreSQL programs run as the cluster's owner (initdb refuses to run as root). */
const owner = (): { uid?: number; gid?: number } => {
  if (!asRoot) return {};
  const [uid, gid] = uidOf("postgres");
  return { uid, gid };
};

let counter = 0;

export const startPostgres = async (): Promise<Postgres> => {
  const dir = mkdtempSync(join(tmpdir(), "bridge-td-pg-"));
  const user = owner();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  const data = join(dir, "data");
  execFileSync(
    join(PG_BIN, "initdb"),
    ["-D", data, "-U", "bridge", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-instructions"],
    { stdio: ["ignore", "ignore", "pipe"], ...user },
  );
  const port = await freePort();
  const child: ChildProcess = spawn(
    join(PG_BIN, "postgres"),
    [
      "-D",
      data,
      "-p",
      String(port),
      "-k",
      dir,
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=200",
      "-c",
      "shared_buffers=32MB",
    ],
    { stdio: ["ignore", "ignore", "pipe"], ...user },
  );
  let log = "";
  child.stderr?.on("data", (d) => {
    log += String(d);
  });
  const url = (database: string) => `postgres://bridge@127.0.0.1:${port}/${database}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const client = new pg.Client({ connectionString: url("postgres") });
      await client.connect();
      await client.end();
      break;
    } catch (e) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`PostgreSQL did not start: ${String(e)}\n${log.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    createDatabase: async () => {
      const name = `register_${process.pid}_${counter++}`;
      const client = new pg.Client({ connectionString: url("postgres") });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      return url(name);
    },
    stop: async () => {
      if (child.exitCode === null) {
        const done = new Promise((r) => child.once("exit", r));
        child.kill("SIGINT"); // fast shutdown
        await Promise.race([done, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
