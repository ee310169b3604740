/**
 * The server of `npm start` (Fastify): the director's app built into dist/app/ (`npm run build:app`) —
 * correct MIME types, the one page for any path without a file extension (SPA fallback), no cache for the
 * page and the service worker, long cache for the hashed assets, nothing outside the app's folder, a
 * Content-Security-Policy the built app runs under — and, when a register is configured, the rulings
 * register's API under /api/ (src/register/api.ts; SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL).
 * Node only: no DOM.
 *
 *   node dist/server/serve.js            # http://localhost:8080 (PORT and HOST override)
 */
import { readFile, stat } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { dirname, extname, join, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import { registerApi } from "../register/api.js";
import { type DbOptions, dbOptionsFromEnv, openDb, type RegisterDb } from "../register/db.js";
import type { PoolOptions } from "../register/replay-pool.js";
import { rt } from "../register/words.js";

export const MIME: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** Where `npm run build:app` puts the app, seen from dist/server/serve.js. */
export const defaultRoot = (): string => resolve(dirname(fileURLToPath(import.meta.url)), "..", "app");

export interface Started {
  server: Server;
  app: FastifyInstance;
  url: string;
  port: number;
  /** The register's database, when the API is served. */
  register?: RegisterDb;
  close: () => Promise<void>;
}

/**
 * The app's policy: scripts, styles, fonts, the manifest and the service worker from this origin only;
 * `connect-src` also https: and http:, so the app can sync to a register on another host.
 */
export const APP_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", "https:", "http:"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const cacheControl = (path: string): string =>
  /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache";

const send = async (reply: FastifyReply, file: string): Promise<FastifyReply> => {
  const body = await readFile(file);
  return reply
    .code(200)
    .header("content-type", MIME[extname(file).toLowerCase()] ?? "application/octet-stream")
    .header("cache-control", cacheControl(file))
    .header("x-content-type-options", "nosniff")
    .send(body);
};

const isFile = async (p: string): Promise<boolean> => {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
};

const text = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header("content-type", "text/plain; charset=utf-8").send(body);

/** The request handler for the app in `root` (every path the API does not answer). */
export const handler =
  (root: string) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.raw.url ?? "/", "http://localhost").pathname);
    } catch {
      return text(reply, 400, "Bad request\n");
    }
    // A path under /api/ that no API route answered is the API's 404, never the app's page.
    if (path === "/api" || path.startsWith("/api/"))
      return reply
        .code(404)
        .send({ error: { code: "register.no-route", message: rt("en", "register.no-route") } });
    if (req.method !== "GET" && req.method !== "HEAD")
      return text(reply, 405, "Method not allowed\n").header("allow", "GET, HEAD");
    const file = resolve(root, `.${path}`);
    if (file !== root && !file.startsWith(root + sep)) return text(reply, 403, "Forbidden\n");
    try {
      if (await isFile(file)) return await send(reply, file);
      const index = join(root, "index.html");
      // A path without an extension is a page of the app: the one page answers it.
      if (extname(path) === "" && (await isFile(index))) return await send(reply, index);
      return text(reply, 404, "Not found\n");
    } catch {
      return text(reply, 500, "Server error\n");
    }
  };

export interface ServerOptions {
  root?: string;
  port?: number;
  host?: string;
  /** Serve the register's API under /api/ on this database (options to open, or an open one). */
  register?: DbOptions | RegisterDb;
  /** Largest body the API accepts, in bytes. */
  bodyLimit?: number;
  /** Failed token checks per address per minute before 429. */
  maxFailedAuth?: number;
  /** The uploads' replay threads and their queue (src/register/replay-pool.ts). */
  replay?: PoolOptions;
  /** The request log's level (default: logLevelOf the environment). */
  logLevel?: string;
  /** Where the request log goes (default standard output). */
  logStream?: { write: (line: string) => void };
}

/**
 * The request log's level: LOG_LEVEL when set; otherwise `silent` under tests, `info` in production and
 * in development alike (one line per request: method, URL, status, time — never a token or a body).
 */
export const logLevelOf = (env: NodeJS.ProcessEnv = process.env): string =>
  env.LOG_LEVEL || (env.NODE_ENV === "test" || env.VITEST ? "silent" : "info");

/** Fastify's logger (pino): what a request line holds, the Authorization header never among it. */
const loggerOptions = (options: ServerOptions) => ({
  level: options.logLevel ?? logLevelOf(),
  ...(options.logStream ? { stream: options.logStream } : {}),
  redact: { paths: ["req.headers.authorization", "req.headers.cookie"], censor: "[hidden]" },
  serializers: {
    req: (req: { method: string; url: string; ip?: string }) => ({
      method: req.method,
      // The path and the search, never a body; a query string holds no token (tokens travel in a header).
      url: req.url,
      ip: req.ip,
    }),
  },
});

/**
 * One log line per request, written when it is answered (method, URL, address, status, time), not
 * Fastify's two (incoming, completed): half the log's cost under load.
 */
class OneLine extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

/** Loopback addresses: a server listening only there is reached from this machine only. */
const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);

/**
 * The warning printed when the server listens beyond this machine: tokens travel in a header, so put
 * TLS in front (docs/register.md, "TLS"). Silenced by BEHIND_TLS=1 once a proxy terminates TLS.
 */
export const exposureWarning = (host: string, env: NodeJS.ProcessEnv = process.env): string | undefined =>
  LOOPBACK.has(host) || env.BEHIND_TLS === "1"
    ? undefined
    : `Warning: listening on ${host}, beyond this machine, over plain http: tokens would cross the network readable. Put TLS in front (a reverse proxy such as Caddy or nginx, docs/register.md "TLS") and set BEHIND_TLS=1, or listen on 127.0.0.1.`;

/** Starts serving `root` on `port` (0: any free port), with the register's API when `register` is given. */
export const startServer = async (options: ServerOptions = {}): Promise<Started> => {
  const root = resolve(options.root ?? defaultRoot());
  const host = options.host ?? "127.0.0.1";
  const register =
    options.register === undefined
      ? undefined
      : "db" in options.register
        ? options.register
        : await openDb(options.register);
  // A slow sender gets a minute for one request (a phone on a poor network sends a board in seconds).
  const app = Fastify({
    logger: loggerOptions(options),
    logController: new OneLine(),
    forceCloseConnections: true,
    requestTimeout: 60_000,
    routerOptions: { maxParamLength: 200 },
  });
  try {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
      // Served over plain http on a club's network too: no HSTS, no upgrade of requests.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
    await app.register(rateLimit, { global: false });
    if (register)
      await app.register(registerApi, {
        prefix: "/api",
        register,
        ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
        ...(options.maxFailedAuth !== undefined ? { maxFailedAuth: options.maxFailedAuth } : {}),
        ...(options.replay !== undefined ? { replay: options.replay } : {}),
      });
    app.all("*", handler(root));
    await app.listen({ port: options.port ?? 8080, host });
  } catch (e) {
    await app.close().catch(() => {});
    if (register && register !== options.register) await register.close();
    throw e;
  }
  const port = (app.server.address() as AddressInfo).port;
  const shown = host === "127.0.0.1" || host === "::1" || host === "localhost" ? "localhost" : host;
  return {
    server: app.server,
    app,
    port,
    url: `http://${shown.includes(":") ? `[${shown}]` : shown}:${port}/`,
    ...(register ? { register } : {}),
    close: async () => {
      await app.close();
      // A database handed in open belongs to the caller.
      if (register && register !== options.register) await register.close();
    },
  };
};

/** The register's address that `npm start` prints: one that answers (the bare /api/ is a 404). */
export const registerAddress = (url: string): string => `${url}api/health`;

const main = async (): Promise<void> => {
  const root = defaultRoot();
  if (!(await isFile(join(root, "index.html")))) {
    console.error(`The app is not built (no ${join(root, "index.html")}): run npm run build:app first.`);
    process.exit(1);
  }
  const port = process.env.PORT === undefined ? 8080 : Number(process.env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, not ${JSON.stringify(process.env.PORT)}.`);
    process.exit(2);
  }
  let register: RegisterDb;
  try {
    register = await openDb(dbOptionsFromEnv());
  } catch (e) {
    const where = process.env.DATABASE_URL ? "DATABASE_URL" : `DATA_DIR (${process.env.DATA_DIR || "data"})`;
    console.error(
      `Cannot open the rulings register's database at ${where}: ${e instanceof Error ? e.message : String(e)}`,
    );
    process.exit(1);
  }
  try {
    const s = await startServer({ root, port, host: process.env.HOST ?? "127.0.0.1", register });
    console.log(`Bridge TD, the director's app: ${s.url}  (Ctrl+C stops it)`);
    console.log(
      `  the rulings register: ${registerAddress(s.url)}  (${s.register?.dialect}: ${s.register?.where})`,
    );
    const warning = exposureWarning(process.env.HOST ?? "127.0.0.1");
    if (warning) console.warn(warning);
    // Listening on every interface: say where a phone on the same network can reach it. (Offline use needs
    // a secure origin: localhost, or the built dist/app/ put on an HTTPS host; see docs/guide.md.)
    if (s.url.includes("0.0.0.0") || s.url.includes("[::]"))
      for (const list of Object.values(networkInterfaces()))
        for (const a of list ?? [])
          if (!a.internal && a.family === "IPv4")
            console.log(`  on this network: http://${a.address}:${s.port}/`);
    const stop = () =>
      void s
        .close()
        .then(() => register.close())
        .then(() => process.exit(0));
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  } catch (e) {
    console.error(`Cannot serve on port ${port}: ${e instanceof Error ? e.message : String(e)}`);
    await register.close();
    process.exit(1);
  }
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  void main();
