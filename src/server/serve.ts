/**
 * A small static server for the director's app built into dist/app/ (`npm run build:app`): correct MIME
 * types, the one page for any path without a file extension (SPA fallback), no cache for the page and the
 * service worker, long cache for the hashed assets. Node only: no DOM.
 *
 *   node dist/server/serve.js            # http://localhost:8080 (PORT and HOST override)
 */
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { dirname, extname, join, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

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
  url: string;
  port: number;
  close: () => Promise<void>;
}

const cacheControl = (path: string): string =>
  /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache";

const send = async (res: ServerResponse, file: string, head: boolean): Promise<void> => {
  const body = await readFile(file);
  res.writeHead(200, {
    "Content-Type": MIME[extname(file).toLowerCase()] ?? "application/octet-stream",
    "Content-Length": body.length,
    "Cache-Control": cacheControl(file),
    "X-Content-Type-Options": "nosniff",
  });
  res.end(head ? undefined : body);
};

const isFile = async (p: string): Promise<boolean> => {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
};

/** The request handler for the app in `root`. */
export const handler =
  (root: string) =>
  async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const head = req.method === "HEAD";
    if (req.method !== "GET" && !head) {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method not allowed\n");
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Bad request\n");
      return;
    }
    const file = resolve(root, `.${path}`);
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Forbidden\n");
      return;
    }
    try {
      if (await isFile(file)) return await send(res, file, head);
      const index = join(root, "index.html");
      // A path without an extension is a page of the app: the one page answers it.
      if (extname(path) === "" && (await isFile(index))) return await send(res, index, head);
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Not found\n");
    } catch {
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Server error\n");
    }
  };

/** Starts serving `root` on `port` (0: any free port). */
export const startServer = (
  options: { root?: string; port?: number; host?: string } = {},
): Promise<Started> => {
  const root = resolve(options.root ?? defaultRoot());
  const host = options.host ?? "127.0.0.1";
  const server = createServer((req, res) => {
    void handler(root)(req, res);
  });
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(options.port ?? 8080, host, () => {
      const port = (server.address() as AddressInfo).port;
      const shown = host === "127.0.0.1" || host === "::1" || host === "localhost" ? "localhost" : host;
      ok({
        server,
        port,
        url: `http://${shown.includes(":") ? `[${shown}]` : shown}:${port}/`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
};

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
  try {
    const s = await startServer({ root, port, host: process.env.HOST ?? "127.0.0.1" });
    console.log(`Bridge TD, the director's app: ${s.url}  (Ctrl+C stops it)`);
    // Listening on every interface: say where a phone on the same network can reach it. (Offline use needs
    // a secure origin: localhost, or the built dist/app/ put on an HTTPS host; see docs/guide.md.)
    if (s.url.includes("0.0.0.0") || s.url.includes("[::]"))
      for (const list of Object.values(networkInterfaces()))
        for (const a of list ?? [])
          if (!a.internal && a.family === "IPv4")
            console.log(`  on this network: http://${a.address}:${s.port}/`);
    const stop = () => void s.close().then(() => process.exit(0));
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  } catch (e) {
    console.error(`Cannot serve on port ${port}: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  void main();
