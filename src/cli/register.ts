/**
 * The register's commands (asynchronous: a database, the network):
 *   bridge-td user add NAME --role admin|director|reader   prints the account's token, once
 *   bridge-td user list
 *   bridge-td register push LOG.json --url URL --token TOKEN [--report REPORT.json] [--id ID]
 * Exit 0 on success, 1 when the database or the register refuses, 2 on usage errors.
 */
import { createHash } from "node:crypto";
import type { DbOptions, RegisterDb } from "../register/db.js";
import { ROLES, type Role } from "../register/schema.js";
import type { Io } from "./io.js";

export const USER_USAGE = [
  "Usage: bridge-td user add NAME --role admin|director|reader",
  "       bridge-td user list",
  "",
  "Accounts of the rulings register (docs/register.md). `add` prints the new account's token once: only a",
  "hash of it is kept, so write it down or give it to the director now. The database is the one the server",
  "uses: DATABASE_URL (PostgreSQL) when set, otherwise SQLite in DATA_DIR (default ./data).",
  "",
  "  --role ROLE          admin (edits any ruling, publishes), director (stores and edits his own), reader",
  "  --data-dir DIR       the SQLite folder (default DATA_DIR or ./data)",
  "  --database-url URL   a PostgreSQL database (default DATABASE_URL)",
  "  -h, --help           show this help",
];

export const PUSH_USAGE = [
  "Usage: bridge-td register push LOG.json --url URL --token TOKEN [--report REPORT.json] [--id ID]",
  "",
  "Uploads a saved table log with the director's report to a rulings register (PUT /api/rulings/ID).",
  'LOG.json is a table log, or {"log": ..., "report": ...} with both; otherwise --report gives the report.',
  "The same file pushed twice is stored once: the id defaults to a digest of the log and report.",
  "",
  "  --url URL        the register, e.g. http://club.local:8080",
  "  --token TOKEN    a director's or admin's token (bridge-td user add)",
  "  --report FILE    the report (event, date, facts, ruling, ...; see docs/register.md)",
  "  --id ID          the ruling's id in the register (letters, digits, - and _, 8 to 64)",
  "  -h, --help       show this help",
];

interface Parsed {
  positional: string[];
  options: Record<string, string>;
  help: boolean;
}

const parse = (args: string[], valued: readonly string[]): Parsed | string => {
  const out: Parsed = { positional: [], options: {}, help: false };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "-h" || a === "--help") out.help = true;
    else if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      const name = eq < 0 ? a.slice(2) : a.slice(2, eq);
      if (!valued.includes(name)) return `unknown option --${name}`;
      const v = eq < 0 ? args[++i] : a.slice(eq + 1);
      if (v === undefined) return `--${name} needs a value`;
      out.options[name] = v;
    } else if (a.startsWith("-") && a !== "-") return `unknown option ${a}`;
    else out.positional.push(a);
  }
  return out;
};

const dbOptions = (o: Record<string, string>, env: DbOptions): DbOptions => {
  if (o["database-url"]) return { databaseUrl: o["database-url"] };
  if (o["data-dir"]) return { dataDir: o["data-dir"] };
  return env;
};

/**
 * The register's database, its drivers (better-sqlite3, pg) and Kysely loaded now, not when the command
 * line starts: `register push` and every other command never load them.
 */
const openRegister = async (o: Record<string, string>): Promise<RegisterDb | Error> => {
  const { dbOptionsFromEnv, openDb } = await import("../register/db.js");
  return openDb(dbOptions(o, dbOptionsFromEnv())).catch((e: unknown) => e as Error);
};

export const userCommand = async (args: string[], io: Io): Promise<number> => {
  const usage = (msg: string): number => {
    io.err(`bridge-td user: ${msg} (run "bridge-td user --help" for usage)`);
    return 2;
  };
  const p = parse(args, ["role", "data-dir", "database-url"]);
  if (typeof p === "string") return usage(p);
  if (p.help) {
    for (const l of USER_USAGE) io.out(l);
    return 0;
  }
  const [verb, name, ...more] = p.positional;
  if (verb !== "add" && verb !== "list")
    return usage(verb === undefined ? "add or list?" : `unknown verb "${verb}"`);
  if (verb === "add") {
    if (name === undefined) return usage("the account's NAME is missing");
    if (more.length) return usage(`one name at a time (got "${name}" and "${more[0]}")`);
    if (!/^[\p{L}\p{N}][\p{L}\p{N} ._'-]{0,63}$/u.test(name))
      return usage(`"${name}" is not a name (letters, digits, spaces, . _ ' -; at most 64)`);
    const role = p.options.role;
    if (role === undefined) return usage("--role is required (admin, director or reader)");
    if (!(ROLES as readonly string[]).includes(role))
      return usage(`--role takes admin, director or reader, not "${role}"`);
    const r = await openRegister(p.options);
    if (r instanceof Error) {
      io.err(`bridge-td user: cannot open the register's database: ${r.message}`);
      return 1;
    }
    const { createUser, userByName } = await import("../register/repository.js");
    try {
      if (await userByName(r, name)) {
        io.err(`bridge-td user: there is already an account named "${name}"`);
        return 1;
      }
      const { user, token } = await createUser(r, name, role as Role);
      io.out(`Account ${user.name} (${user.role}) in ${r.where}.`);
      io.out(`Token (shown only now; only a hash of it is kept): ${token}`);
      return 0;
    } finally {
      await r.close();
    }
  }
  if (name !== undefined) return usage(`list takes no name (got "${name}")`);
  const r = await openRegister(p.options);
  if (r instanceof Error) {
    io.err(`bridge-td user: cannot open the register's database: ${r.message}`);
    return 1;
  }
  try {
    const rows = await r.db
      .selectFrom("users")
      .select(["name", "role", "created_at"])
      .orderBy("name")
      .execute();
    for (const u of rows) io.out(`${u.name}\t${u.role}\t${u.created_at}`);
    return 0;
  } finally {
    await r.close();
  }
};

export const pushCommand = async (args: string[], io: Io): Promise<number> => {
  const usage = (msg: string): number => {
    io.err(`bridge-td register push: ${msg} (run "bridge-td register push --help" for usage)`);
    return 2;
  };
  const p = parse(args, ["url", "token", "report", "id"]);
  if (typeof p === "string") return usage(p);
  if (p.help) {
    for (const l of PUSH_USAGE) io.out(l);
    return 0;
  }
  const [file, ...more] = p.positional;
  if (file === undefined) return usage("which table log? give LOG.json");
  if (more.length) return usage(`one file at a time (got "${file}" and "${more[0]}")`);
  const { url, token } = p.options;
  if (!url) return usage("--url is required (the register, e.g. http://localhost:8080)");
  if (!token) return usage("--token is required");
  let base: URL;
  try {
    base = new URL(url);
    if (base.protocol !== "http:" && base.protocol !== "https:") throw new Error("scheme");
  } catch {
    return usage(`--url must be an http or https address, not "${url}"`);
  }
  if (p.options.id !== undefined && !/^[A-Za-z0-9_-]{8,64}$/.test(p.options.id))
    return usage(`--id takes 8 to 64 letters, digits, - or _, not "${p.options.id}"`);
  const read = (f: string): unknown | Error => {
    let text: string;
    try {
      text = f === "-" ? io.readStdin() : io.readFile(f);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return new Error(`cannot read ${f}${code ? ` (${code})` : ""}`);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (e) {
      return new Error(`${f} is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
    }
  };
  const data = read(file);
  if (data instanceof Error) {
    io.err(`bridge-td register push: ${data.message}`);
    return 1;
  }
  let body: { log: unknown; report: unknown };
  const bundle = data as { log?: unknown; report?: unknown; format?: unknown };
  if (bundle && typeof bundle === "object" && "log" in bundle && bundle.format === undefined) {
    if (p.options.report !== undefined) return usage(`${file} has its report already; leave out --report`);
    body = { log: bundle.log, report: bundle.report };
  } else {
    if (p.options.report === undefined) return usage("the report is missing: give --report REPORT.json");
    const report = read(p.options.report);
    if (report instanceof Error) {
      io.err(`bridge-td register push: ${report.message}`);
      return 1;
    }
    body = { log: data, report };
  }
  const id =
    p.options.id ??
    `cli-${createHash("sha256")
      .update(JSON.stringify([body.log, body.report]))
      .digest("base64url")
      .slice(0, 32)}`;
  const api = new URL("api/", base.href.endsWith("/") ? base : new URL(`${base.href}/`));
  const target = new URL(`rulings/${id}`, api);
  let res: Response;
  try {
    res = await fetch(target, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code;
    io.err(`bridge-td register push: cannot reach ${base.origin}${cause ? ` (${cause})` : ""}`);
    return 1;
  }
  const answer = (await res.json().catch(() => ({}))) as {
    id?: string;
    outcome?: string;
    error?: { message?: string; code?: string };
  };
  if (res.ok) {
    io.out(`${answer.outcome ?? "stored"}: ${new URL(`rulings/${answer.id ?? id}`, api).href}`);
    return 0;
  }
  io.err(
    `bridge-td register push: the register refused it (${res.status}): ${answer.error?.message ?? res.statusText}`,
  );
  return 1;
};

/** `bridge-td user ...` and `bridge-td register ...`. */
export const registerCli = async (argv: string[], io: Io): Promise<number> => {
  const [cmd, ...rest] = argv;
  if (cmd === "user") return userCommand(rest, io);
  const [verb, ...args] = rest;
  if (verb === "push") return pushCommand(args, io);
  if (verb === "-h" || verb === "--help") {
    for (const l of PUSH_USAGE) io.out(l);
    return 0;
  }
  io.err(
    `bridge-td register: ${verb === undefined ? "push what?" : `unknown verb "${verb}"`} (run "bridge-td register push --help")`,
  );
  return 2;
};
