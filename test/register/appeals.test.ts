/**
 * The appeal (Laws 92-93) as a workflow, on both databases over loopback: lodged by a side through the
 * ruling's director within the correction period (92A-C; refused after it, 92B), a deposit where the
 * register requires one, heard by a committee an admin names, decided by a committee account that hears
 * it (changed, with a weighted new score, 12C1(c), checked by the session scorer), approved by an admin
 * for publication, then on the ruling's page, in the casebook and the CSV under the privacy profile (a
 * player's name in another case and spelling removed, the director's too). A committee account reads only
 * what it hears and can do nothing of a director's or an admin's. Every step is in the history and
 * honours If-Match.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../src/register/repository.js";
import { type Started, startServer } from "../../src/server/serve.js";
import { BACKENDS, type Backend, backend, PG_SKIP } from "./backends.js";
import { client } from "./http.js";
import { insufficient27B1a, insufficient27B2, report } from "./logs.js";

const PLAYERS = { N: "Nina North", E: "Egor East", S: "Sam South", W: "Zoë Wright" };
const GROUNDS = "ZOE WRIGHT says nina's hesitation was not unauthorized information; E-W appeal.";
const HEARING = "The committee heard zoe wright and NINA: the pause was agreed, about ten seconds.";
const COMMENTS = "Nina's pass was a logical alternative; Wright's claim of no damage is not accepted.";
const WEIGHTED = {
  weighted: [
    { weight: 0.6, contract: "4H", declarer: "S", tricks: 10 },
    { weight: 0.4, contract: "3NT", declarer: "W", tricks: 9 },
  ],
};
/** Every spelling and case of the players' names and the director's that must not reach the public. */
const NAMES = /nina|zo[eë]|wright|egor|sam south|a\. director/i;

for (const name of BACKENDS)
  describe.skipIf(name === "postgres" && PG_SKIP)(`the appeal workflow on ${name}`, () => {
    let b: Backend;
    let s: Started;
    let api: ReturnType<typeof client>;
    let app: string;
    const tok: Record<string, string> = {};
    const ID = "appeal-case-01";
    const LATE = "appeal-case-02";
    let version = 0;

    beforeAll(async () => {
      b = await backend(name);
      app = mkdtempSync(join(tmpdir(), "bridge-td-app-"));
      writeFileSync(join(app, "index.html"), "<!doctype html><title>app</title>");
      s = await startServer({ root: app, port: 0, register: await b.fresh(), maxFailedAuth: 1000 });
      for (const [n, role] of [
        ["chief", "admin"],
        ["anna", "director"],
        ["boris", "director"],
        ["cora", "committee"],
        ["dima", "committee"],
        ["rita", "reader"],
      ] as const)
        tok[n] = (await createUser(s.register!, n, role)).token;
      api = client(s.url);
      const body = { log: insufficient27B2, report: report({ players: PLAYERS }) };
      const up = await api("PUT", `/api/rulings/${ID}`, { token: tok.anna, body });
      expect(up.status).toBe(201);
      version = up.body.version;
      const late = await api("PUT", `/api/rulings/${LATE}`, {
        token: tok.anna,
        body: { log: insufficient27B1a, report: report({ players: PLAYERS }) },
      });
      expect(late.status).toBe(201);
    }, 60_000);
    afterAll(async () => {
      await s?.close();
      await b?.stop();
      rmSync(app, { recursive: true, force: true });
    });

    const step = async (path: string, token: string | undefined, body: unknown, v = version) =>
      api(path.endsWith("/appeal") ? "POST" : "PUT", `/api/rulings/${ID}${path}`, {
        token,
        body,
        headers: { "if-match": `"${v}"` },
      });

    it("has the documented settings, which only an admin changes", async () => {
      const got = await api("GET", "/api/settings", { token: tok.rita });
      expect(got.body).toEqual({
        appealMinutes: 30,
        appealFrom: "ruling",
        deposit: null,
        privacy: { names: "removed", director: "shown" },
      });
      const bad = { deposit: "20 EUR", privacy: { director: "removed" } };
      for (const who of ["anna", "cora", "rita"])
        expect((await api("PUT", "/api/settings", { token: tok[who], body: bad })).status).toBe(403);
      const wrong = await api("PUT", "/api/settings", {
        token: tok.chief,
        body: { privacy: { names: "hidden" } },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toMatchObject({ code: "register.settings.privacy", key: "privacy.names" });
      const put = await api("PUT", "/api/settings", { token: tok.chief, body: bad });
      expect(put.body).toMatchObject({
        appealMinutes: 30,
        deposit: "20 EUR",
        privacy: { names: "removed", director: "removed" },
      });
    });

    it("is lodged by the ruling's director for a side, with the deposit, within the period", async () => {
      const lodging = {
        appellant: "EW",
        grounds: GROUNDS,
        deposit: "20 EUR",
        concurrence: { partner: "concurs" },
      };
      expect((await step("/appeal", tok.boris, lodging)).body.error.code).toBe("register.forbidden-owner");
      expect((await step("/appeal", tok.cora, lodging)).body.error.code).toBe("register.forbidden-role");
      expect((await step("/appeal", tok.rita, lodging)).status).toBe(403);
      const side = await step("/appeal", tok.anna, { ...lodging, appellant: "W" });
      expect(side.status).toBe(400);
      expect(side.body.error).toMatchObject({ code: "register.appeal.appellant", key: "appellant" });
      const noDeposit = await step("/appeal", tok.anna, { ...lodging, deposit: undefined });
      expect(noDeposit.body.error).toMatchObject({
        code: "register.appeal.deposit-required",
        key: "deposit",
      });
      expect(noDeposit.body.error.message).toContain("20 EUR");
      // 92D: the appeal is not heard without the partner's (pairs) or the captain's (teams) concurrence;
      // under the 2017 code an absent partner is not deemed to concur.
      const alone = await step("/appeal", tok.anna, { ...lodging, concurrence: undefined });
      expect(alone.status).toBe(422);
      expect(alone.body.error).toMatchObject({ code: "register.appeal.concurrence", key: "concurrence" });
      expect(alone.body.error.message).toContain("captain");
      const absent = await step("/appeal", tok.anna, { ...lodging, concurrence: { partner: "absent" } });
      expect(absent.status).toBe(422);
      expect(absent.body.error).toMatchObject({
        code: "register.appeal.partner-absent",
        key: "concurrence.partner",
      });
      const stale = await step("/appeal", tok.anna, lodging, version - 1 || 99);
      expect(stale.status).toBe(412);
      expect(stale.body.error.current).toBe(version);

      const ok = await step("/appeal", tok.anna, lodging);
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ id: ID, state: "lodged", version: version + 1 });
      version = ok.body.version;
      expect((await step("/appeal", tok.anna, lodging)).body.error.code).toBe("register.appeal.exists");
    });

    it("is refused after the correction period, nothing written", async () => {
      const old = new Date(Date.now() - 31 * 60_000).toISOString();
      await s.register!.db.updateTable("rulings").set({ created_at: old }).where("id", "=", LATE).execute();
      const before = await api("GET", `/api/rulings/${LATE}`, { token: tok.anna });
      const late = await api("POST", `/api/rulings/${LATE}/appeal`, {
        token: tok.anna,
        body: { appellant: "NS", grounds: "too late", deposit: "20 EUR", concurrence: { captain: "Ivan" } },
      });
      expect(late.status).toBe(409);
      expect(late.body.error).toMatchObject({ code: "register.appeal.late", params: { minutes: 30 } });
      expect(late.body.error.message).toContain("92B");
      const ru = await api("POST", `/api/rulings/${LATE}/appeal?lang=ru`, {
        token: tok.anna,
        body: { appellant: "NS", grounds: "too late", deposit: "20 EUR", concurrence: { captain: "Ivan" } },
      });
      expect(ru.body.error.message).toContain("срок апелляции");
      const after = await api("GET", `/api/rulings/${LATE}`, { token: tok.anna });
      expect(after.body.version).toBe(before.body.version);
      expect((await api("GET", `/api/rulings/${LATE}/appeal`, { token: tok.chief })).body.error.code).toBe(
        "register.appeal.none",
      );
    });

    it("counts the period from the ruling at the table (or the session's end), not the register entry", async () => {
      // Entered just now, but ruled at the table 40 minutes ago: the 30 minutes of 92B are over.
      const ago = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
      const put = (id: string, over: Record<string, unknown>) =>
        api("PUT", `/api/rulings/${id}`, {
          token: tok.anna,
          body: { log: insufficient27B1a, report: report({ players: PLAYERS, ...over }) },
        });
      expect((await put("appeal-case-03", { ruledAt: ago(40), sessionEnd: ago(5) })).status).toBe(201);
      const lodging = { appellant: "NS", grounds: "g", deposit: "20 EUR", concurrence: { individual: true } };
      const late = await api("POST", "/api/rulings/appeal-case-03/appeal", {
        token: tok.anna,
        body: lodging,
      });
      expect(late.status).toBe(409);
      expect(late.body.error).toMatchObject({ code: "register.appeal.late" });
      expect(late.body.error.params.from).toMatch(/^\d{4}-/);
      expect((await put("appeal-case-04", { ruledAt: "yesterday" })).body.error).toMatchObject({
        code: "register.moment",
        key: "report.ruledAt",
      });
      // A Regulating Authority counting from the session's end: the same ruling is in time.
      const set = await api("PUT", "/api/settings", {
        token: tok.chief,
        body: { appealFrom: "session-end" },
      });
      expect(set.body).toMatchObject({ appealFrom: "session-end" });
      const ok = await api("POST", "/api/rulings/appeal-case-03/appeal", { token: tok.anna, body: lodging });
      expect(ok.status).toBe(201);
      await api("PUT", "/api/settings", { token: tok.chief, body: { appealFrom: "ruling" } });
    });

    it("is heard by the committee an admin names; a committee account reads only what it hears", async () => {
      expect((await api("GET", `/api/rulings/${ID}`, { token: tok.cora })).status).toBe(404);
      const panel = {
        committee: { chairman: "C. Chairman", members: ["M. One", "M. Two"] },
        accounts: ["cora"],
      };
      expect((await step("/appeal/panel", tok.anna, panel)).status).toBe(403);
      expect((await step("/appeal/panel", tok.cora, panel)).status).toBe(403);
      const notCommittee = await step("/appeal/panel", tok.chief, { ...panel, accounts: ["anna"] });
      expect(notCommittee.body.error).toMatchObject({
        code: "register.appeal.account",
        params: { name: "anna" },
      });
      const both = await step("/appeal/panel", tok.chief, { ...panel, director: "R. Reviewer" });
      expect(both.body.error.code).toBe("register.appeal.panel-one");
      const ok = await step("/appeal/panel", tok.chief, panel);
      expect(ok.body).toMatchObject({ state: "heard", version: version + 1 });
      version = ok.body.version;

      expect((await api("GET", `/api/rulings/${ID}`, { token: tok.cora })).status).toBe(200);
      expect((await api("GET", `/api/rulings/${ID}/page`, { token: tok.cora })).text).toContain(
        "C. Chairman",
      );
      expect((await api("GET", `/api/rulings/${LATE}`, { token: tok.cora })).status).toBe(404);
      expect((await api("GET", `/api/rulings/${ID}`, { token: tok.dima })).status).toBe(404);
      const list = await api("GET", "/api/rulings", { token: tok.cora });
      expect(list.body.items.map((x: { id: string }) => x.id)).toEqual([ID]);
      const csv = await api("GET", "/api/casebook?format=csv", { token: tok.cora });
      expect(csv.text).toContain(ID);
      expect(csv.text).not.toContain(LATE);
      expect((await api("GET", "/api/stats", { token: tok.dima })).body.byMonth).toEqual([]);
    });

    it("lets a committee account do nothing of a director's or an admin's", async () => {
      const body = { log: insufficient27B2, report: report() };
      const tries: [string, string, unknown?][] = [
        ["POST", "/api/rulings", body],
        ["PUT", `/api/rulings/${ID}`, body],
        ["PUT", "/api/rulings/committee-own-1", body],
        ["PUT", `/api/rulings/${ID}/published`, { published: true }],
        ["GET", "/api/users"],
        ["POST", "/api/users", { name: "x1", role: "admin" }],
        ["POST", "/api/users/anna/revoke"],
        [
          "POST",
          `/api/rulings/${LATE}/appeal`,
          { appellant: "NS", grounds: "x", deposit: "20 EUR", concurrence: { individual: true } },
        ],
        ["PUT", `/api/rulings/${ID}/appeal/approval`, { approved: true }],
        ["PUT", "/api/settings", { appealMinutes: 60 }],
      ];
      for (const [method, path, b2] of tries) {
        const a = await api(method, path, { token: tok.cora, ...(b2 ? { body: b2 } : {}) });
        expect(a.status, `${method} ${path}`).toBe(403);
      }
      const other = await step("/appeal/decision", tok.dima, {
        facts: "x",
        outcome: "upheld",
        deposit: "returned",
      });
      expect(other.status).toBe(404);
      expect((await api("GET", `/api/rulings/${ID}`, { token: tok.chief })).body.version).toBe(version);
    });

    it("is decided by the committee: changed, with a weighted new score checked as session@1", async () => {
      const decision = {
        facts: HEARING,
        outcome: "changed",
        adjusted: WEIGHTED,
        deposit: "returned",
        comments: COMMENTS,
        points: [
          { kind: "fact", point: "Was the hesitation clear?", finding: "upheld" },
          { kind: "judgment", point: "Were there logical alternatives to 4S?", finding: "changed" },
        ],
      };
      const sum = await step("/appeal/decision", tok.cora, {
        ...decision,
        adjusted: { weighted: [{ ...WEIGHTED.weighted[0], weight: 0.5 }, WEIGHTED.weighted[1]] },
      });
      expect(sum.status).toBe(400);
      expect(sum.body.error).toMatchObject({ code: "register.appeal.adjusted", engine: "weights-sum" });
      const upheld = await step("/appeal/decision", tok.cora, {
        ...decision,
        outcome: "upheld",
        points: undefined,
      });
      expect(upheld.body.error.code).toBe("register.appeal.adjusted-upheld");
      // 93B3: the committee may not overrule the director on a point of law, only recommend a change.
      const law = { kind: "law", point: "Does 27B2 apply?", finding: "changed" };
      const onLaw = await step("/appeal/decision", tok.cora, { ...decision, points: [law] });
      expect(onLaw.status).toBe(422);
      expect(onLaw.body.error).toMatchObject({ code: "register.appeal.law-point", key: "points.0.finding" });
      const noPoints = await step("/appeal/decision", tok.cora, { ...decision, points: undefined });
      expect(noPoints.body.error).toMatchObject({ code: "register.appeal.points", key: "points" });
      const fate = await step("/appeal/decision", tok.cora, { ...decision, deposit: undefined });
      expect(fate.body.error).toMatchObject({ code: "register.deposit", key: "deposit" });
      expect((await step("/appeal/decision", tok.anna, decision)).status).toBe(403);
      expect((await step("/appeal/approval", tok.chief, { approved: true })).body.error.code).toBe(
        "register.appeal.state",
      );

      const ok = await step("/appeal/decision", tok.cora, decision);
      expect(ok.body).toMatchObject({ state: "decided", version: version + 1 });
      version = ok.body.version;
      const got = await api("GET", `/api/rulings/${ID}/appeal`, { token: tok.cora });
      expect(got.body).toMatchObject({
        state: "decided",
        appellant: "EW",
        deposit: "20 EUR",
        hearers: ["cora"],
        concurrence: { partner: "concurs" },
        decision: {
          outcome: "changed",
          adjusted: WEIGHTED,
          deposit: "returned",
          by: "cora",
          points: decision.points,
        },
      });
      expect((await api("GET", `/api/rulings/${ID}`)).status).toBe(404);
    });

    it("is published once an admin approves it, and the casebook shows it under the privacy profile", async () => {
      expect((await step("/appeal/approval", tok.chief, { approved: true }, version - 1)).status).toBe(412);
      expect((await step("/appeal/approval", tok.chief, { approved: "yes" })).status).toBe(400);
      const ok = await step("/appeal/approval", tok.chief, { approved: true });
      expect(ok.body).toMatchObject({ state: "approved", version: version + 1 });
      version = ok.body.version;

      const page = await api("GET", `/api/rulings/${ID}/page`);
      expect(page.status).toBe(200);
      for (const words of [
        "The appeal",
        "East-West",
        "20 EUR",
        "C. Chairman",
        "M. One, M. Two",
        "The facts found at the hearing",
        "The director&#39;s ruling is changed.",
        "Weighted adjusted score (Law 12C1(c)): 60% 4♥ South 10 (+620); 40% 3NT West 9 (−600)",
        "returned",
        "logical alternative",
      ])
        expect(page.text).toContain(words);
      expect(page.text).not.toMatch(NAMES);
      expect(page.text).not.toMatch(/\b(anna|cora|chief)\b/);

      const book = await api("GET", "/api/casebook");
      expect(book.text).toContain("The director&#39;s ruling is changed.");
      expect(book.text).toContain("The committee&#39;s comments");
      expect(book.text).not.toMatch(NAMES);
      const csv = await api("GET", "/api/casebook?format=csv");
      const [head, line] = csv.text.split("\r\n");
      expect(head).toContain("appeal_outcome,appeal_score,appeal_deposit");
      expect(line).toContain("approved,EW,");
      expect(line).toContain(",changed,");
      expect(line).toContain("Weighted adjusted score (Law 12C1(c))");
      expect(csv.text).not.toMatch(NAMES);
      const json = await api("GET", `/api/rulings/${ID}/appeal`);
      expect(json.body).toMatchObject({ state: "approved", lodgedBy: "", decision: { by: "" } });
      expect(json.body.hearers).toBeUndefined();
      expect(JSON.stringify(json.body)).not.toMatch(NAMES);
      expect(JSON.stringify((await api("GET", `/api/rulings/${ID}`)).body)).not.toMatch(NAMES);

      // The register's own accounts still see the names.
      expect((await api("GET", `/api/rulings/${ID}/page`, { token: tok.chief })).text).toContain(
        "Zoë Wright",
      );
      expect((await step("/appeal/decision", tok.cora, { facts: "x", outcome: "upheld" })).status).toBe(409);
    });

    it("shows the names when the profile says so, and keeps every step in the history", async () => {
      await api("PUT", "/api/settings", { token: tok.chief, body: { privacy: { names: "shown" } } });
      const page = await api("GET", `/api/rulings/${ID}/page`);
      expect(page.text).toContain("Zoë Wright");
      expect(page.text).toContain("East-West (Egor East, Zoë Wright)");
      expect(page.text).not.toContain("A. Director");
      expect(page.text).toContain("Published in the casebook.</footer>");
      await api("PUT", "/api/settings", { token: tok.chief, body: { privacy: { names: "removed" } } });

      const h = await api("GET", `/api/rulings/${ID}/history`, { token: tok.chief });
      const steps = h.body.changes.map((c: { action: string; by: string }) => `${c.action} ${c.by}`);
      expect(steps).toEqual([
        "created anna",
        "appeal.lodged anna",
        "appeal.panel chief",
        "appeal.decided cora",
        "appeal.approved chief",
      ]);
      expect(h.body.changes.at(-1).changes).toEqual(["appeal.approval", "published"]);
      expect(h.body.version).toBe(version);
      const page2 = await api("GET", `/api/rulings/${ID}/page`, { token: tok.chief });
      expect(page2.text).toContain("appeal decision approved for publication");
    });
  });
