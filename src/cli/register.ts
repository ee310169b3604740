/**
 * The register's commands (asynchronous: a database, the network):
 *   bridge-td user add NAME --role admin|director|reader|committee [--club CLUB]   prints the account's token, once
 *   bridge-td user list | revoke NAME | rotate NAME | disable NAME | enable NAME
 *   bridge-td register push LOG.json --url URL --token TOKEN [--report REPORT.json] [--id ID] [--ruled-at WHEN]
 * Exit 0 on success, 1 when the database or the register refuses, 2 on usage errors.
 */
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { DEFAULT_EXPIRY, expiryOf } from "../register/accounts.js";
import { CLUB_NAME } from "../register/clubs.js";
import type { DbOptions, RegisterDb } from "../register/db.js";
import { ROLES, type Role } from "../register/schema.js";
import { ACCOUNT_VERBS, accountVerb } from "./accounts.js";
import type { Io } from "./io.js";

export const USER_USAGE = [
  "Usage: bridge-td user add NAME --role admin|director|reader|committee [--expires 180d] [--club CLUB]",
  "       bridge-td user list                 roles, state, expiry, last use, rulings, club",
  "       bridge-td user revoke NAME          the token stops working at once",
  "       bridge-td user rotate NAME          a new token (printed once); the old one stops at once",
  "       bridge-td user disable|enable NAME  no token of the account works; its rulings are kept",
  "",
  "Accounts of the rulings register (docs/register.md). `add` prints the new account's token once: only a",
  "hash of it is kept, so write it down or give it to the director now. The database is the one the server",
  "uses: DATABASE_URL (PostgreSQL) when set, otherwise SQLite in DATA_DIR (default ./data).",
  "",
  "  --role ROLE          admin (edits any ruling, publishes), director (stores and edits his own), reader",
  `  --expires WHEN       180d, 12w, 6m, 1y, a date YYYY-MM-DD, or never (default ${DEFAULT_EXPIRY})`,
  "  --club CLUB          the account's club (created if new): it sees its own club's unpublished",
  "                       rulings and no other's; without it, the account is the federation's (sees all)",
  "  --data-dir DIR       the SQLite folder (default DATA_DIR or ./data)",
  "  --database-url URL   a PostgreSQL database (default DATABASE_URL)",
  "  -h, --help           show this help",
];

export const PUSH_USAGE = [
  "Usage: bridge-td register push LOG.json --url URL [--token-file FILE] [--report REPORT.json] [--id ID]",
  "                               [--ruled-at WHEN]",
  "",
  "Uploads a saved table log with the director's report to a rulings register (PUT /api/rulings/ID).",
  'LOG.json is a table log, or {"log": ..., "report": ...} with both; otherwise --report gives the report.',
  "The same file pushed twice is stored once: the id defaults to a digest of the log and report.",
  "",
  "  --url URL        the register, e.g. http://club.local:8080",
  "  --token-file F   a file holding the token, readable by its owner only (chmod 600)",
  "                   (or BRIDGE_TD_TOKEN in the environment; --token TOKEN works but other local",
  "                   users can read a command line)",
  "  --version N      the version of the ruling you edited: a newer one in the register is a conflict",
  "                   (by default the version the register has just before the push)",
  "  --report FILE    the report (event, date, facts, ruling, ...; see docs/register.md)",
  "  --ruled-at WHEN  when the director ruled (ISO 8601, e.g. 2026-11-24T20:15+01:00), for a report",
  "                   without its ruledAt; else the bundle's ruledAt, else the log file's time",
  "                   (the appeal period, Law 92B, counts from it)",
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
  const p = parse(args, ["role", "data-dir", "database-url", "expires", "club"]);
  if (typeof p === "string") return usage(p);
  if (p.help) {
    for (const l of USER_USAGE) io.out(l);
    return 0;
  }
  const [verb, name, ...more] = p.positional;
  if (!(ACCOUNT_VERBS as readonly string[]).includes(verb ?? ""))
    return usage(
      verb === undefined ? "add, list, revoke, rotate, disable or enable?" : `unknown verb "${verb}"`,
    );
  if (p.options.expires !== undefined && expiryOf(p.options.expires) === undefined)
    return usage(`--expires takes 180d, 12w, 6m, 1y, YYYY-MM-DD or never, not "${p.options.expires}"`);
  if (verb !== "add" && verb !== "list" && (name === undefined || more.length))
    return usage(`${verb} takes one account's NAME`);
  if (verb === "add") {
    if (name === undefined) return usage("the account's NAME is missing");
    if (more.length) return usage(`one name at a time (got "${name}" and "${more[0]}")`);
    if (!/^[\p{L}\p{N}][\p{L}\p{N} ._'-]{0,63}$/u.test(name))
      return usage(`"${name}" is not a name (letters, digits, spaces, . _ ' -; at most 64)`);
    const role = p.options.role;
    if (role === undefined) return usage("--role is required (admin, director, reader or committee)");
    if (!(ROLES as readonly string[]).includes(role))
      return usage(`--role takes admin, director, reader or committee, not "${role}"`);
    const { club } = p.options;
    if (club !== undefined && !CLUB_NAME.test(club))
      return usage(
        `--club takes a club's name (letters, digits, spaces, . _ ' & -; at most 64), not "${club}"`,
      );
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
      const { user, token, expiresAt } = await createUser(r, name, role as Role, {
        expires: p.options.expires ?? DEFAULT_EXPIRY,
        ...(club !== undefined ? { club } : {}),
      });
      io.out(
        `Account ${user.name} (${user.role}${club !== undefined ? `, club ${club}` : ""}) in ${r.where}.`,
      );
      io.out(`Token (shown only now; only a hash of it is kept): ${token}`);
      io.out(`It expires: ${expiresAt === null ? "never" : expiresAt.slice(0, 10)}.`);
      return 0;
    } finally {
      await r.close();
    }
  }
  if (verb === "list" && name !== undefined) return usage(`list takes no name (got "${name}")`);
  const r = await openRegister(p.options);
  if (r instanceof Error) {
    io.err(`bridge-td user: cannot open the register's database: ${r.message}`);
    return 1;
  }
  try {
    return await accountVerb(r, verb!, name, p.options.expires, io);
  } finally {
    await r.close();
  }
};

interface Push {
  file: string;
  base: URL;
  token: string;
  options: Record<string, string>;
}

/** The push's arguments checked, or the exit code of a usage error (2) or of help (0). */
const pushArgs = (args: string[], io: Io, usage: (msg: string) => number): Push | number => {
  const p = parse(args, ["url", "token", "token-file", "report", "id", "version", "ruled-at"]);
  if (typeof p === "string") return usage(p);
  if (p.help) {
    for (const l of PUSH_USAGE) io.out(l);
    return 0;
  }
  const [file, ...more] = p.positional;
  if (file === undefined) return usage("which table log? give LOG.json");
  if (more.length) return usage(`one file at a time (got "${file}" and "${more[0]}")`);
  const { url } = p.options;
  if (!url) return usage("--url is required (the register, e.g. http://localhost:8080)");
  const token = tokenOf(p.options, io);
  if (token instanceof Error) return usage(token.message);
  if (p.options.version !== undefined && !/^\d{1,9}$/.test(p.options.version))
    return usage(`--version takes a version number, not "${p.options.version}"`);
  let base: URL;
  try {
    base = new URL(url);
    if (base.protocol !== "http:" && base.protocol !== "https:") throw new Error("scheme");
  } catch {
    return usage(`--url must be an http or https address, not "${url}"`);
  }
  if (p.options.id !== undefined && !/^[A-Za-z0-9_-]{8,64}$/.test(p.options.id))
    return usage(`--id takes 8 to 64 letters, digits, - or _, not "${p.options.id}"`);
  return { file, base, token, options: p.options };
};

/** A JSON file (or `-`, standard input), or an Error saying why it cannot be read. */
const readJson = (f: string, io: Io): unknown | Error => {
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

type Bundle = { log: unknown; report: unknown; ruledAt?: unknown };

/** The log and its report from the file (a bundle) or from --report, or an exit code. */
const pushBody = (push: Push, io: Io, usage: (msg: string) => number): Bundle | number => {
  const fail = (e: Error): number => {
    io.err(`bridge-td register push: ${e.message}`);
    return 1;
  };
  const data = readJson(push.file, io);
  if (data instanceof Error) return fail(data);
  const bundle = data as { log?: unknown; report?: unknown; format?: unknown; ruledAt?: unknown };
  if (bundle && typeof bundle === "object" && "log" in bundle && bundle.format === undefined) {
    if (push.options.report !== undefined)
      return usage(`${push.file} has its report already; leave out --report`);
    return { log: bundle.log, report: bundle.report, ruledAt: bundle.ruledAt };
  }
  if (push.options.report === undefined) return usage("the report is missing: give --report REPORT.json");
  const report = readJson(push.options.report, io);
  return report instanceof Error ? fail(report) : { log: data, report };
};

/**
 * When the director ruled (92B counts the appeal period from it), for a report that does not say: --ruled-at,
 * else the bundle's `ruledAt`, else the log file's modification time (the time of the push for standard
 * input), with the source named. A report that gives its `ruledAt` keeps it.
 */
const ruledAtOf = (push: Push, b: Bundle): { at: string; from: string } | undefined => {
  const r = b.report as { ruledAt?: unknown } | null;
  if (typeof r !== "object" || r === null || Array.isArray(r) || r.ruledAt !== undefined) return undefined;
  if (push.options["ruled-at"] !== undefined) return { at: push.options["ruled-at"], from: "--ruled-at" };
  if (typeof b.ruledAt === "string") return { at: b.ruledAt, from: "the file's ruledAt" };
  if (push.file === "-") return { at: new Date().toISOString(), from: "the time of the push" };
  try {
    return { at: statSync(push.file).mtime.toISOString(), from: "the log file's time" };
  } catch {
    return undefined;
  }
};

export const pushCommand = async (args: string[], io: Io): Promise<number> => {
  const usage = (msg: string): number => {
    io.err(`bridge-td register push: ${msg} (run "bridge-td register push --help" for usage)`);
    return 2;
  };
  const push = pushArgs(args, io, usage);
  if (typeof push === "number") return push;
  const b = pushBody(push, io, usage);
  if (typeof b === "number") return b;
  // The default id is the digest of the log and the report as given, so a file pushed again is one ruling.
  const id =
    push.options.id ??
    `cli-${createHash("sha256")
      .update(JSON.stringify([b.log, b.report]))
      .digest("base64url")
      .slice(0, 32)}`;
  const ruled = ruledAtOf(push, b);
  const report = ruled ? { ...(b.report as object), ruledAt: ruled.at } : b.report;
  const code = await sendPush(push, id, { log: b.log, report }, io);
  if (code === 0 && ruled) io.out(`ruled at ${ruled.at} (from ${ruled.from})`);
  return code;
};

/** PUT the ruling with its If-Match, and say what the register answered (exit 0 or 1). */
const sendPush = async (push: Push, id: string, body: unknown, io: Io): Promise<number> => {
  const { base } = push;
  const api = new URL("api/", base.href.endsWith("/") ? base : new URL(`${base.href}/`));
  const target = new URL(`rulings/${id}`, api);
  const auth = { authorization: `Bearer ${push.token}` };
  let res: Response;
  try {
    const condition = await conditionOf(target, auth, push.options.version);
    res = await fetch(target, {
      method: "PUT",
      headers: { "content-type": "application/json", ...auth, ...condition },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code;
    io.err(`bridge-td register push: cannot reach ${base.origin}${cause ? ` (${cause})` : ""}`);
    return 1;
  }
  return pushAnswer(res, api, id, io);
};

const pushAnswer = async (res: Response, api: URL, id: string, io: Io): Promise<number> => {
  const answer = (await res.json().catch(() => ({}))) as {
    id?: string;
    outcome?: string;
    version?: number;
    error?: { message?: string; code?: string; current?: number };
  };
  if (res.ok) {
    io.out(
      `${answer.outcome ?? "stored"}: ${new URL(`rulings/${answer.id ?? id}`, api).href}${answer.version ? ` (version ${answer.version})` : ""}`,
    );
    return 0;
  }
  if (res.status === 412) {
    const now = answer.error?.current;
    io.err(
      now
        ? `bridge-td register push: conflict: the ruling ${id} changed in the register (it is at version ${now} now, not the one you edited); nothing was written. Look at ${new URL(`rulings/${id}/page`, api).href}, then push again with --version ${now} to replace it.`
        : `bridge-td register push: conflict: the ruling ${id} is not in the register in the version you gave; nothing was written.`,
    );
    return 1;
  }
  io.err(
    `bridge-td register push: the register refused it (${res.status}): ${answer.error?.message ?? res.statusText}`,
  );
  return 1;
};

/**
 * The token: --token-file (a file only its owner may read), BRIDGE_TD_TOKEN, or --token; an Error saying
 * what is wrong otherwise.
 */
const tokenOf = (o: Record<string, string>, io: Io): string | Error => {
  const file = o["token-file"];
  if (file !== undefined) {
    let mode: number;
    try {
      mode = statSync(file).mode;
    } catch (e) {
      return new Error(
        `cannot read the token file ${file} (${(e as NodeJS.ErrnoException).code ?? "error"})`,
      );
    }
    if (process.platform !== "win32" && (mode & 0o077) !== 0)
      return new Error(
        `the token file ${file} can be read by others (mode ${(mode & 0o777).toString(8)}): chmod 600 ${file}`,
      );
    const t = io.readFile(file).trim();
    return t ? t : new Error(`the token file ${file} is empty`);
  }
  const t = o.token ?? process.env.BRIDGE_TD_TOKEN;
  return t ? t : new Error("the token is missing: BRIDGE_TD_TOKEN, --token-file FILE or --token TOKEN");
};

/**
 * If-Match for the push: the version given, or the one the register has now (If-None-Match: * when it
 * has none), so a change made in between is a conflict rather than lost.
 */
const conditionOf = async (
  target: URL,
  auth: Record<string, string>,
  version: string | undefined,
): Promise<Record<string, string>> => {
  if (version !== undefined) return { "if-match": `"${version}"` };
  const got = await fetch(target, { headers: auth, signal: AbortSignal.timeout(30_000) });
  await got.arrayBuffer().catch(() => undefined);
  const tag = got.headers.get("etag");
  if (got.ok && tag) return { "if-match": tag };
  return got.status === 404 ? { "if-none-match": "*" } : {};
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
