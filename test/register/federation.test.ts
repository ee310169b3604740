/**
 * What a federation needs of the register, on both databases over loopback: accounts an admin revokes,
 * rotates and disables (taking effect on the next request), no lost update (ETag, If-Match, 412), the
 * history of every change on the ruling's page, the director as the token's account, the request log
 * without tokens or bodies, control characters and text/plain refused, anonymous search over the public
 * text, case-insensitive Cyrillic search, and the Russian page's word for a law of each code.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, PG_SKIP } from "./backends.js";
import { type Harness, startRegister } from "./harness.js";
import { insufficient27B1a, insufficient27B2, outOfRotation, report } from "./logs.js";

for (const name of BACKENDS)
  describe.skipIf(name === "postgres" && PG_SKIP)(`the register for a federation on ${name}`, () => {
    let h: Harness;
    let api: Harness["api"];
    let tok: Record<string, string>;
    const logLines: string[] = [];

    beforeAll(async () => {
      h = await startRegister(
        name,
        [
          ["chief", "admin"],
          ["anna", "director"],
          ["boris", "director"],
        ],
        {
          logLevel: "info",
          logStream: { write: (line: string) => void logLines.push(line) },
        },
      );
      ({ api, tok } = h);
    }, 60_000);
    afterAll(() => h?.close());

    it("lets an admin add, list, revoke, rotate and disable accounts: the next request sees it", async () => {
      const made = await api("POST", "/api/users", {
        token: tok.chief,
        body: { name: "vera", role: "director", expires: "180d" },
      });
      expect(made.status).toBe(201);
      const vera = made.body.token as string;
      expect(Date.parse(made.body.expiresAt) - Date.now()).toBeGreaterThan(179 * 86_400_000);
      expect(
        (await api("POST", "/api/users", { token: tok.anna, body: { name: "x", role: "admin" } })).status,
      ).toBe(403);
      const up = await api("PUT", "/api/rulings/vera-0000001", {
        token: vera,
        body: { log: insufficient27B2, report: report() },
      });
      expect(up.status).toBe(201);
      const list = await api("GET", "/api/users", { token: tok.chief });
      expect(list.body.items.find((a: { name: string }) => a.name === "vera")).toMatchObject({
        role: "director",
        state: "active",
        rulings: 1,
      });
      expect(list.body.items.find((a: { name: string }) => a.name === "vera").lastUsedAt).not.toBeNull();

      expect((await api("POST", "/api/users/vera/revoke", { token: tok.chief })).body.state).toBe("revoked");
      for (const [method, path] of [
        ["GET", "/api/me"],
        ["GET", "/api/rulings"],
        ["GET", "/api/rulings/vera-0000001"],
        ["PUT", "/api/rulings/vera-0000001"],
      ] as const)
        expect(
          (
            await api(method, path, {
              token: vera,
              ...(method === "PUT" ? { body: { log: insufficient27B2, report: report() } } : {}),
            })
          ).status,
        ).toBe(401);
      const rotated = await api("POST", "/api/users/vera/rotate", { token: tok.chief });
      expect((await api("GET", "/api/me", { token: rotated.body.token })).body.name).toBe("vera");
      expect((await api("GET", "/api/me", { token: vera })).status).toBe(401);
      const again = await api("POST", "/api/users/vera/rotate", {
        token: tok.chief,
        body: { expires: "never" },
      });
      expect(again.body.expiresAt).toBeNull();
      expect((await api("GET", "/api/me", { token: rotated.body.token })).status).toBe(401);

      expect((await api("POST", "/api/users/vera/disable", { token: tok.chief })).body.state).toBe(
        "disabled",
      );
      expect((await api("GET", "/api/me", { token: again.body.token })).status).toBe(401);
      const kept = await api("GET", "/api/rulings/vera-0000001", { token: tok.anna });
      expect(kept.body).toMatchObject({ owner: "vera", ownerDisabled: true, reportedBy: "vera" });
      const page = await api("GET", "/api/rulings/vera-0000001/page", { token: tok.anna });
      expect(page.text).toContain("vera, account disabled");
      expect((await api("POST", "/api/users/nobody/revoke", { token: tok.chief })).status).toBe(404);
      expect(
        (await api("POST", "/api/users", { token: tok.chief, body: { name: "y", role: "god" } })).status,
      ).toBe(400);
    });

    it("answers a stale If-Match with 412 and the current version, and overwrites nothing", async () => {
      const id = "appeal-board-0007";
      const put = await api("PUT", `/api/rulings/${id}`, {
        token: tok.anna,
        body: { log: insufficient27B2, report: report() },
      });
      expect([put.status, put.body.version, put.headers.get("etag")]).toEqual([201, 1, '"1"']);
      const got = await api("GET", `/api/rulings/${id}`, { token: tok.boris });
      expect([got.body.version, got.headers.get("etag")]).toEqual([1, '"1"']);
      // The admin records the appeal's decision against version 1...
      const decided = await api("PUT", `/api/rulings/${id}`, {
        token: tok.chief,
        headers: { "if-match": '"1"' },
        body: { log: insufficient27B2, report: report({ appeal: { lodged: true, decision: "Upheld." } }) },
      });
      expect([decided.status, decided.body.version]).toEqual([200, 2]);
      // ...and the director's later edit, made from version 1, is refused: nothing is overwritten.
      const late = await api("PUT", `/api/rulings/${id}`, {
        token: tok.anna,
        headers: { "if-match": '"1"' },
        body: { log: insufficient27B1a, report: report({ facts: "Later facts." }) },
      });
      expect([late.status, late.body.error.code, late.body.error.current]).toEqual([
        412,
        "register.version-conflict",
        2,
      ]);
      expect(late.headers.get("etag")).toBe('"2"');
      const now = await api("GET", `/api/rulings/${id}`, { token: tok.anna });
      expect(now.body.report.appeal.decision).toBe("Upheld.");
      expect(now.body.log).toEqual(insufficient27B2);
      const create = await api("PUT", `/api/rulings/${id}`, {
        token: tok.anna,
        headers: { "if-none-match": "*" },
        body: { log: insufficient27B1a, report: report() },
      });
      expect(create.status).toBe(412);
      expect(
        (
          await api("PUT", `/api/rulings/${id}`, {
            token: tok.anna,
            headers: { "if-match": "yesterday" },
            body: { log: insufficient27B1a, report: report() },
          })
        ).body.error.code,
      ).toBe("register.if-match");
      const stalePublish = await api("PUT", `/api/rulings/${id}/published`, {
        token: tok.chief,
        headers: { "if-match": '"1"' },
        body: { published: true },
      });
      expect(stalePublish.status).toBe(412);
      const publish = await api("PUT", `/api/rulings/${id}/published`, {
        token: tok.chief,
        headers: { "if-match": '"2"' },
        body: { published: true },
      });
      expect([publish.status, publish.body.version]).toEqual([200, 3]);
      const edit = await api("PUT", `/api/rulings/${id}`, {
        token: tok.anna,
        headers: { "if-match": '"3"' },
        body: { log: insufficient27B1a, report: report({ appeal: { lodged: true, decision: "Upheld." } }) },
      });
      expect([edit.status, edit.body.version]).toEqual([200, 4]);

      const h = await api("GET", `/api/rulings/${id}/history`, { token: tok.boris });
      expect(
        h.body.changes.map((c: { version: number; by: string; action: string; changes: string[] }) => [
          c.version,
          c.by,
          c.action,
          c.changes,
        ]),
      ).toEqual([
        [1, "anna", "created", []],
        [2, "chief", "updated", ["report.appeal"]],
        [3, "chief", "published", ["published"]],
        [4, "anna", "updated", ["log"]],
      ]);
      const page = await api("GET", `/api/rulings/${id}/page`, { token: tok.boris });
      expect(page.text).toContain('<section class="history">');
      expect(page.text).toContain("the report: appeal");
      expect(page.text).toMatch(/<td>3<\/td><td>[\d-]+ [\d:]+<\/td><td>chief<\/td><td>published<\/td>/);
      const anonymous = await api("GET", `/api/rulings/${id}/page`);
      expect(anonymous.text).toContain('<section class="history">');
      expect(anonymous.text).not.toContain("chief");
    });

    it("names the token's account as the reporter, whatever the report's director says", async () => {
      const up = await api("POST", "/api/rulings", {
        token: tok.boris,
        body: { log: insufficient27B2, report: report({ director: "anna" }) },
      });
      const got = await api("GET", `/api/rulings/${up.body.id}`, { token: tok.anna });
      expect(got.body).toMatchObject({ director: "anna", reportedBy: "boris", owner: "boris" });
      const list = await api("GET", "/api/rulings?director=anna", { token: tok.anna });
      expect(list.body.items.find((x: { id: string }) => x.id === up.body.id).reportedBy).toBe("boris");
      const page = await api("GET", `/api/rulings/${up.body.id}/page`, { token: tok.anna });
      expect(page.text).toContain("anna (account boris)");
    });

    it("refuses NUL and other control characters in parameters (400), and a text/plain body (415)", async () => {
      for (const q of ["event=a%00b", "director=%00", "q=x%01", "law=27%00", "event=%7F"]) {
        const r = await api("GET", `/api/rulings?${q}`, { token: tok.anna });
        expect([r.status, r.body.error.code], q).toEqual([400, "register.query-invalid"]);
        expect((await api("GET", `/api/casebook?${q}`, { token: tok.anna })).status).toBe(400);
        expect((await api("GET", `/api/stats?${q}`)).status).toBe(400);
      }
      const plain = await api("POST", "/api/rulings", {
        token: tok.anna,
        raw: JSON.stringify({ log: insufficient27B2, report: report() }),
        type: "text/plain",
      });
      expect([plain.status, plain.body.error.code]).toEqual([415, "register.content-type"]);
    });

    it("searches an anonymous caller's view over the public text, and Cyrillic in any case", async () => {
      const body = {
        log: outOfRotation,
        report: report({
          event: "Турнир по вторникам",
          players: { N: "Zebedee Quartermaine", E: "Нина Кузнецова", S: "Sam South", W: "Wanda West" },
          facts: "ZEBEDEE said he had not seen it; Нину Кузнецову called me.",
        }),
      };
      const up = await api("PUT", "/api/rulings/zebedee-board-1", { token: tok.anna, body });
      await api("PUT", "/api/rulings/zebedee-board-1/published", {
        token: tok.chief,
        body: { published: true },
      });
      const ids = async (q: string, token?: string) =>
        (await api("GET", `/api/rulings?${q}`, token ? { token } : {})).body.items.map(
          (x: { id: string }) => x.id,
        );
      expect(up.status).toBe(201);
      expect(await ids("q=zebedee", tok.anna)).toEqual(["zebedee-board-1"]);
      for (const q of ["q=zebedee", "q=Quartermaine", "q=%D0%BD%D0%B8%D0%BD%D1%83", "q=ZEBEDEE"])
        expect(await ids(q), q).toEqual([]);
      expect(await ids("q=north%20called")).toEqual(["zebedee-board-1"]);
      for (const e of ["Турнир", "турнир", "ТУРНИР"]) {
        expect(await ids(`event=${encodeURIComponent(e)}`, tok.anna)).toEqual(["zebedee-board-1"]);
        expect(await ids(`event=${encodeURIComponent(e)}`)).toEqual(["zebedee-board-1"]);
      }
      const csv = await api("GET", "/api/casebook?format=csv&event=%D1%82%D1%83%D1%80%D0%BD%D0%B8%D1%80");
      expect(csv.text).toContain("zebedee-board-1,");
      expect(csv.text.replace("zebedee-board-1,", "").toLowerCase()).not.toContain("zebedee");
      expect(csv.text).not.toContain("Кузнецов");
    });

    it("calls a 2017 law «Закон» and a 1987 one «Правило» on the Russian page", async () => {
      await api("PUT", "/api/rulings/ru-2017-board-7", {
        token: tok.anna,
        body: { log: outOfRotation, report: report() },
      });
      const p2017 = await api("GET", "/api/rulings/ru-2017-board-7/page?lang=ru", { token: tok.anna });
      expect(p2017.text).toMatch(/\(Закон \d+/);
      expect(p2017.text).not.toMatch(/Правило \d/);
      await api("PUT", "/api/rulings/ru-1987-board-7", {
        token: tok.anna,
        body: { log: { ...outOfRotation, edition: "1987" }, report: report() },
      });
      const p1987 = await api("GET", "/api/rulings/ru-1987-board-7/page?lang=ru", { token: tok.anna });
      expect(p1987.text).toMatch(/\(Правило \d+/);
      expect(p1987.text).not.toMatch(/Закон \d/);
    });

    it("logs every request through pino, never a token or a body", async () => {
      const secretFacts = "A very private fact about table nine.";
      await api("POST", "/api/rulings", {
        token: tok.anna,
        body: { log: insufficient27B2, report: report({ facts: secretFacts }) },
      });
      await api("GET", "/api/me", { token: "btd_1_wrongwrongwrongwrongwrongwrongwrongwrong123" });
      const text = logLines.join("");
      expect(text).toContain('"url":"/api/rulings"');
      expect(text).toContain('"statusCode":201');
      for (const t of Object.values(tok)) expect(text).not.toContain(t.slice(8));
      expect(text).not.toContain("wrongwrong");
      expect(text).not.toContain(secretFacts);
      expect(text.toLowerCase()).not.toContain("bearer");
    });
  });
