/** `bridge-td user add` and `bridge-td register push` against a register on loopback. */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Io } from "../../src/cli/io.js";
import { registerCli } from "../../src/cli/register.js";
import { analyse } from "../../src/register/analyse.js";
import { validateReport } from "../../src/register/report.js";
import {
  authenticate,
  getRuling,
  putRuling,
  searchRulings,
  userByName,
} from "../../src/register/repository.js";
import { type Started, startServer } from "../../src/server/serve.js";
import { insufficient27B2, report } from "../register/logs.js";

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

describe("bridge-td user and register push", () => {
  let dir: string;
  let s: Started;
  let token: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "bridge-td-cli-register-"));
    const a = io();
    expect(await registerCli(["user", "add", "anna", "--role", "director", "--data-dir", dir], a.io)).toBe(0);
    token = a.out.join("\n").match(/btd_\S+/)![0];
    s = await startServer({ root: dir, port: 0, register: { dataDir: dir } });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("user add --club puts the account in a club (created if new); user list shows it", async () => {
    const add = io();
    const args = ["user", "add", "nils", "--role", "director", "--club", "North club", "--data-dir", dir];
    expect(await registerCli(args, add.io)).toBe(0);
    expect(add.out[0]).toContain("(director, club North club)");
    const token = add.out.join("\n").match(/btd_\S+/)![0];
    expect(await authenticate(s.register!, token)).toMatchObject({
      name: "nils",
      clubId: expect.any(Number),
    });
    const list = io();
    expect(await registerCli(["user", "list", "--data-dir", dir], list.io)).toBe(0);
    expect(
      list.out
        .find((l) => l.startsWith("nils\t"))
        ?.split("\t")
        .at(-1),
    ).toBe("North club");
    expect(
      list.out
        .find((l) => l.startsWith("anna\t"))
        ?.split("\t")
        .at(-1),
    ).toBe("(federation)");
    const bad = io();
    expect(
      await registerCli(
        ["user", "add", "x", "--role", "director", "--club", "a;b", "--data-dir", dir],
        bad.io,
      ),
    ).toBe(2);
    expect(bad.err.join("\n")).toContain("--club takes a club's name");
  });

  it("user add prints the token once and keeps only its hash", async () => {
    expect(await authenticate(s.register!, token)).toMatchObject({ name: "anna", role: "director" });
    const file = readFileSync(join(dir, "register.sqlite")).toString("latin1");
    // The secret is everything after `btd_<id>_` (43 base64url characters, which may contain "_" themselves).
    const secret = token.replace(/^btd_\d+_/, "");
    expect(secret).toHaveLength(43);
    expect(file).not.toContain(secret);
    const again = io();
    expect(
      await registerCli(["user", "add", "anna", "--role", "director", "--data-dir", dir], again.io),
    ).toBe(1);
    expect(again.err[0]).toContain("already an account");
    const bad = io();
    expect(await registerCli(["user", "add", "x", "--role", "boss", "--data-dir", dir], bad.io)).toBe(2);
    expect(await registerCli(["user", "add", "--data-dir", dir], io().io)).toBe(2);
    const help = io();
    expect(await registerCli(["user", "--help"], help.io)).toBe(0);
    expect(help.out[0]).toContain("Usage: bridge-td user add NAME --role");
  });

  it("register push uploads a log with its report, once however often it is pushed", async () => {
    const log = join(dir, "board-7.json");
    const rep = join(dir, "report.json");
    writeFileSync(log, JSON.stringify(insufficient27B2));
    writeFileSync(rep, JSON.stringify(report()));
    const args = ["register", "push", log, "--report", rep, "--url", s.url, "--token", token];
    const first = io();
    expect(await registerCli(args, first.io)).toBe(0);
    expect(first.out[0]).toMatch(/^created: http:\/\/localhost:\d+\/api\/rulings\/cli-/);
    const second = io();
    expect(await registerCli(args, second.io)).toBe(0);
    expect(second.out[0]).toMatch(/^unchanged: /);
    expect((await searchRulings(s.register!, { law: "27B2" })).total).toBe(1);
    const bundle = join(dir, "bundle.json");
    writeFileSync(bundle, JSON.stringify({ log: insufficient27B2, report: report({ table: "9" }) }));
    expect(
      await registerCli(
        ["register", "push", bundle, "--url", s.url, "--token", token, "--id", "my-board-0007"],
        io().io,
      ),
    ).toBe(0);
    expect((await searchRulings(s.register!, {})).total).toBe(2);
  });

  it("register push says why the register refused, and exits 1; usage errors exit 2", async () => {
    const log = join(dir, "bad.json");
    writeFileSync(
      log,
      JSON.stringify({ log: { ...insufficient27B2, events: [{ by: "Q", call: "1S" }] }, report: report() }),
    );
    const bad = io();
    expect(await registerCli(["register", "push", log, "--url", s.url, "--token", token], bad.io)).toBe(1);
    expect(bad.err[0]).toContain('(400): the table log is refused: event 0, key "by"');
    const denied = io();
    expect(await registerCli(["register", "push", log, "--url", s.url, "--token", "nope"], denied.io)).toBe(
      1,
    );
    expect(denied.err[0]).toContain("(401)");
    const away = io();
    expect(
      await registerCli(["register", "push", log, "--url", "http://127.0.0.1:9", "--token", token], away.io),
    ).toBe(1);
    expect(away.err[0]).toContain("cannot reach");
    expect(await registerCli(["register", "push", log, "--token", token], io().io)).toBe(2);
    expect(await registerCli(["register", "push", log, "--url", "ftp://x", "--token", token], io().io)).toBe(
      2,
    );
    expect(await registerCli(["register", "pull"], io().io)).toBe(2);
    const missing = io();
    expect(
      await registerCli(
        ["register", "push", join(dir, "none.json"), "--url", s.url, "--token", token],
        missing.io,
      ),
    ).toBe(1);
    expect(missing.err[0]).toContain("cannot read");
  });

  it("user lists, revokes, rotates, disables accounts; the server sees it on the next request", async () => {
    const add = io();
    expect(
      await registerCli(
        ["user", "add", "vera", "--role", "reader", "--expires", "30d", "--data-dir", dir],
        add.io,
      ),
    ).toBe(0);
    const vera = add.out.join("\n").match(/btd_\S+/)![0];
    expect(add.out.join("\n")).toMatch(/It expires: \d{4}-\d{2}-\d{2}\./);
    const me = (t: string) => fetch(new URL("api/me", s.url), { headers: { authorization: `Bearer ${t}` } });
    expect((await me(vera)).status).toBe(200);
    const list = io();
    expect(await registerCli(["user", "list", "--data-dir", dir], list.io)).toBe(0);
    expect(list.out[0]).toBe("name\trole\tstate\texpires\tlast use\trulings\tcreated\tclub");
    expect(list.out.find((l) => l.startsWith("vera\t"))).toMatch(
      /^vera\treader\tactive\t\d{4}-\d\d-\d\d \d\d:\d\d\t\d{4}/,
    );
    expect(await registerCli(["user", "revoke", "vera", "--data-dir", dir], io().io)).toBe(0);
    expect((await me(vera)).status).toBe(401);
    const rot = io();
    expect(
      await registerCli(["user", "rotate", "vera", "--expires", "never", "--data-dir", dir], rot.io),
    ).toBe(0);
    const fresh = rot.out.join("\n").match(/btd_\S+/)![0];
    expect((await me(fresh)).status).toBe(200);
    expect((await me(vera)).status).toBe(401);
    expect(await registerCli(["user", "disable", "vera", "--data-dir", dir], io().io)).toBe(0);
    expect((await me(fresh)).status).toBe(401);
    expect(await registerCli(["user", "enable", "vera", "--data-dir", dir], io().io)).toBe(0);
    expect((await me(fresh)).status).toBe(200);
    const none = io();
    expect(await registerCli(["user", "revoke", "nobody", "--data-dir", dir], none.io)).toBe(1);
    expect(none.err[0]).toContain('no account named "nobody"');
    expect(
      await registerCli(
        ["user", "add", "x", "--role", "reader", "--expires", "soon", "--data-dir", dir],
        io().io,
      ),
    ).toBe(2);
    expect(await registerCli(["user", "rotate", "--data-dir", dir], io().io)).toBe(2);
  });

  it("register push takes the token from BRIDGE_TD_TOKEN or a file only its owner reads", async () => {
    const log = join(dir, "board-8.json");
    writeFileSync(log, JSON.stringify({ log: insufficient27B2, report: report({ table: "8" }) }));
    const args = ["register", "push", log, "--url", s.url, "--id", "token-board-0008"];
    process.env.BRIDGE_TD_TOKEN = token;
    try {
      const env = io();
      expect(await registerCli(args, env.io)).toBe(0);
      expect(env.out[0]).toMatch(/^created: .*\(version 1\)$/);
    } finally {
      delete process.env.BRIDGE_TD_TOKEN;
    }
    const missing = io();
    expect(await registerCli(args, missing.io)).toBe(2);
    expect(missing.err[0]).toContain("BRIDGE_TD_TOKEN");
    const file = join(dir, "token");
    writeFileSync(file, `${token}\n`);
    chmodSync(file, 0o644);
    const open = io();
    expect(await registerCli([...args, "--token-file", file], open.io)).toBe(2);
    expect(open.err[0]).toContain("chmod 600");
    chmodSync(file, 0o600);
    const ok = io();
    expect(await registerCli([...args, "--token-file", file], ok.io)).toBe(0);
    expect(ok.out[0]).toMatch(/^unchanged: /);
  });

  it("register push sends If-Match and shows the conflict when the ruling changed meanwhile", async () => {
    const log = join(dir, "board-9.json");
    const push = (table: string, extra: string[] = []) => {
      writeFileSync(log, JSON.stringify({ log: insufficient27B2, report: report({ table }) }));
      return [
        "register",
        "push",
        log,
        "--url",
        s.url,
        "--token",
        token,
        "--id",
        "conflict-board-9",
        ...extra,
      ];
    };
    expect(await registerCli(push("9"), io().io)).toBe(0);
    // Someone else changes it in the register (an admin's decision): version 2.
    const anna = (await userByName(s.register!, "anna"))!;
    const a = analyse(insufficient27B2);
    const rep = validateReport(report({ table: "9", notes: "The chief's note." }));
    if (!a.ok || !rep.ok) throw new Error("bad test data");
    await putRuling(s.register!, anna, "conflict-board-9", {
      log: insufficient27B2,
      report: rep.value,
      analysis: a.value,
    });
    const stale = io();
    expect(await registerCli(push("10", ["--version", "1"]), stale.io)).toBe(1);
    expect(stale.err[0]).toContain(
      "conflict: the ruling conflict-board-9 changed in the register (it is at version 2 now",
    );
    expect(stale.err[0]).toContain("--version 2");
    expect((await getRuling(s.register!, "conflict-board-9"))!.report.notes).toBe("The chief's note.");
    const again = io();
    expect(await registerCli(push("10", ["--version", "2"]), again.io)).toBe(0);
    expect(again.out[0]).toMatch(/^updated: .*\(version 3\)$/);
    expect(await registerCli(push("11"), io().io)).toBe(0);
    expect((await getRuling(s.register!, "conflict-board-9"))!.version).toBe(4);
  });
});
