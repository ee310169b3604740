/**
 * `bridge-td register push` sends when the director ruled (`ruledAt`), so that the appeal period (92B)
 * counts from the ruling at the table: the report's own, else --ruled-at, else the bundle's, else the log
 * file's time (the documented fallback). A ruling pushed now from a file written 40 minutes ago is past a
 * 30-minute period; one whose report says it was ruled just now is in time.
 */
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Io } from "../../src/cli/io.js";
import { registerCli } from "../../src/cli/register.js";
import { createUser } from "../../src/register/repository.js";
import { type Started, startServer } from "../../src/server/serve.js";
import { client } from "../register/http.js";
import { insufficient27B1a, insufficient27B2, report } from "../register/logs.js";

const io = () => {
  const out: string[] = [];
  const err: string[] = [];
  const x: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readFile: (p) => readFileSync(p, "utf8"),
    readStdin: () => "",
  };
  return { io: x, out, err };
};
const ago = (m: number) => new Date(Date.now() - m * 60_000);

describe("register push sends the ruling's time", () => {
  let dir: string;
  let s: Started;
  let token: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "bridge-td-push-ruled-"));
    s = await startServer({ root: dir, port: 0, register: { dataDir: dir } });
    token = (await createUser(s.register!, "anna", "director")).token;
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const push = async (file: string, id: string, ...more: string[]) => {
    const r = io();
    const code = await registerCli(
      ["register", "push", file, "--url", s.url, "--token", token, "--id", id, ...more],
      r.io,
    );
    return { code, ...r };
  };
  const api = (method: string, path: string, body?: unknown) =>
    client(s.url)(method, path, { token, ...(body ? { body } : {}) });
  const lodge = (id: string) =>
    api("POST", `/api/rulings/${id}/appeal`, {
      appellant: "NS",
      grounds: "g",
      concurrence: { partner: "concurs" },
    });

  it("takes the log file's time when the report has none, and 92B counts from it", async () => {
    const file = join(dir, "old.json");
    writeFileSync(file, JSON.stringify({ log: insufficient27B2, report: report() }));
    const then = ago(40);
    utimesSync(file, then, then);
    const r = await push(file, "push-ruled-old");
    expect(r.code, r.err.join("\n")).toBe(0);
    expect(r.out[1]).toBe(`ruled at ${then.toISOString()} (from the log file's time)`);
    const got = await api("GET", "/api/rulings/push-ruled-old");
    expect(got.body.report.ruledAt).toBe(then.toISOString());
    const late = await lodge("push-ruled-old");
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: "register.appeal.late" });
  });

  it("keeps the report's ruledAt, and --ruled-at or the bundle's ruledAt when it has none", async () => {
    const now = ago(1).toISOString();
    const file = join(dir, "given.json");
    writeFileSync(file, JSON.stringify({ log: insufficient27B2, report: report({ ruledAt: now }) }));
    utimesSync(file, ago(90), ago(90));
    const given = await push(file, "push-ruled-given");
    expect(given.code).toBe(0);
    expect(given.out).toHaveLength(1);
    expect((await api("GET", "/api/rulings/push-ruled-given")).body.report.ruledAt).toBe(now);
    expect((await lodge("push-ruled-given")).status).toBe(201);

    const bundle = join(dir, "bundle.json");
    const at = "2026-11-24T20:15:00+01:00";
    writeFileSync(bundle, JSON.stringify({ log: insufficient27B1a, report: report(), ruledAt: at }));
    expect((await push(bundle, "push-ruled-bundle")).out[1]).toBe(`ruled at ${at} (from the file's ruledAt)`);
    expect((await api("GET", "/api/rulings/push-ruled-bundle")).body.report.ruledAt).toBe(at);
    const flag = await push(bundle, "push-ruled-flag", "--ruled-at", "2026-11-24T20:20:00Z");
    expect(flag.out[1]).toBe("ruled at 2026-11-24T20:20:00Z (from --ruled-at)");
    const bad = await push(bundle, "push-ruled-bad", "--ruled-at", "yesterday");
    expect(bad.code).toBe(1);
    expect(bad.err[0]).toContain("(400)");
  });
});
