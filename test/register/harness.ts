/**
 * The register's test server, set up once for every test file: a fresh database on one of the two backends
 * (SQLite, or the tests' own PostgreSQL), the app server over loopback with an app folder of its own, the
 * accounts asked for (their tokens by name), and a client. `close` stops it all.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createUser } from "../../src/register/repository.js";
import type { Role } from "../../src/register/schema.js";
import { type ServerOptions, type Started, startServer } from "../../src/server/serve.js";
import { type Backend, backend } from "./backends.js";
import { client } from "./http.js";

/** An account to create: its name, role, and club (none: the federation's). */
export type AccountSpec = readonly [name: string, role: Role, club?: string];

export interface Harness {
  b: Backend;
  s: Started;
  /** The app folder the server serves (an index.html only). */
  app: string;
  api: ReturnType<typeof client>;
  tok: Record<string, string>;
  close: () => Promise<void>;
}

export const startRegister = async (
  name: Backend["name"],
  accounts: readonly AccountSpec[],
  options: Omit<ServerOptions, "root" | "port" | "register"> = {},
): Promise<Harness> => {
  const b = await backend(name);
  const app = mkdtempSync(join(tmpdir(), "bridge-td-app-"));
  writeFileSync(join(app, "index.html"), "<!doctype html><title>app</title>");
  const s = await startServer({
    root: app,
    port: 0,
    register: await b.fresh(),
    maxFailedAuth: 1000,
    ...options,
  });
  const tok: Record<string, string> = {};
  for (const [n, role, club] of accounts)
    tok[n] = (await createUser(s.register!, n, role, club === undefined ? {} : { club })).token;
  return {
    b,
    s,
    app,
    api: client(s.url),
    tok,
    close: async () => {
      await s.close();
      await b.stop();
      rmSync(app, { recursive: true, force: true });
    },
  };
};
