/**
 * The register's HTTP API on both databases, over loopback: uploads replayed on the way in, who may do
 * what, bad input refused with a clear 4xx and nothing stored, the anonymous casebook, the reports.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Started, startServer } from "../../src/server/serve.js";
import { BACKENDS, PG_SKIP } from "./backends.js";
import { type Harness, startRegister } from "./harness.js";
import { client } from "./http.js";
import { insufficient27B1a, insufficient27B2, outOfRotation, report } from "./logs.js";

const SQL = ["'; DROP TABLE rulings; --", "1 OR 1=1", '" OR ""="', "x'); DELETE FROM users; --"];

for (const name of BACKENDS)
  describe.skipIf(name === "postgres" && PG_SKIP)(`register API on ${name}`, () => {
    let h: Harness;
    let s: Started;
    let api: Harness["api"];
    let app: string;
    let tok: Record<string, string>;
    const count = async () =>
      (await api("GET", "/api/rulings?limit=1", { token: tok.admin })).body.total as number;

    beforeAll(async () => {
      h = await startRegister(
        name,
        [
          ["admin", "admin"],
          ["anna", "director"],
          ["boris", "director"],
          ["rita", "reader"],
        ],
        { bodyLimit: 64 * 1024 },
      );
      ({ s, api, app, tok } = h);
    }, 60_000);
    afterAll(() => h?.close());

    it("stores an upload once durable (201 with its id) and gives it back whole", async () => {
      const up = await api("POST", "/api/rulings", {
        token: tok.anna,
        body: { log: insufficient27B2, report: report() },
      });
      expect(up.status).toBe(201);
      expect(up.body.id).toMatch(/^[0-9a-f-]{36}$/);
      const got = await api("GET", `/api/rulings/${up.body.id}`, { token: tok.rita });
      expect(got.status).toBe(200);
      expect(got.body.log).toEqual(insufficient27B2);
      expect(got.body.report.facts).toBe(report().facts);
      expect(got.body.laws).toEqual(expect.arrayContaining(["27A1", "27B2", "72C"]));
      expect(got.body.owner).toBe("anna");
      const found = await api("GET", "/api/rulings?law=27B2", { token: tok.rita });
      expect(found.body.items.map((x: { id: string }) => x.id)).toContain(up.body.id);
    });

    it("refuses an invalid log with the engine's event index and key, and stores nothing", async () => {
      const before = await count();
      const bad = { ...insufficient27B2, events: [...insufficient27B2.events, { by: "Q", call: "1S" }] };
      const r = await api("POST", "/api/rulings", { token: tok.anna, body: { log: bad, report: report() } });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({
        code: "register.log",
        in: "log",
        engine: "seat-invalid",
        event: 7,
        key: "by",
      });
      expect(r.body.error.message).toContain("event 7");
      const r2 = await api("POST", "/api/rulings", {
        token: tok.anna,
        body: {
          log: {
            ...insufficient27B2,
            events: [
              { by: "S", call: "1H" },
              { by: "S", acept: true },
            ],
          },
          report: report(),
        },
      });
      expect(r2.status).toBe(400);
      expect(r2.body.error).toMatchObject({ event: 1 });
      expect(await count()).toBe(before);
    });

    it("refuses malformed JSON, huge bodies, other content types, bad shapes: 4xx, nothing stored", async () => {
      const before = await count();
      const cases: [Parameters<typeof api>[2], number, string][] = [
        [{ raw: '{"log": {' }, 400, "register.json-invalid"],
        [{ raw: "" }, 400, "register.json-invalid"],
        [{ raw: '{"__proto__": {"x": 1}, "log": {}, "report": {}}' }, 400, "register.json-invalid"],
        [{ raw: "x".repeat(70 * 1024) }, 413, "register.body-too-large"],
        [
          { body: { log: insufficient27B2, report: report({ facts: "é".repeat(40_000) }) } },
          413,
          "register.body-too-large",
        ],
        [{ raw: "log=1", type: "application/x-www-form-urlencoded" }, 415, "register.content-type"],
        [{ body: [1, 2] }, 400, "register.body-shape"],
        [{ body: "text" }, 400, "register.body-shape"],
        [{ body: { log: insufficient27B2 } }, 400, "register.missing-key"],
        [{ body: { log: insufficient27B2, report: report(), extra: 1 } }, 400, "register.unknown-key"],
        [{ body: { log: insufficient27B2, report: report({ date: "24/11/2026" }) } }, 400, "register.date"],
        [{ body: { log: insufficient27B2, report: report({ colour: "red" }) } }, 400, "register.unknown-key"],
        [
          { body: { log: insufficient27B2, report: report({ facts: "a\u0000b" }) } },
          400,
          "register.control-char",
        ],
        [
          {
            body: {
              log: insufficient27B2,
              report: report({
                adjustment: {
                  weighted: [
                    { weight: 0.5, contract: "4S", declarer: "N", tricks: 10 },
                    { weight: 0.6, contract: "4S", declarer: "N", tricks: 9 },
                  ],
                },
              }),
            },
          },
          400,
          "register.weights-sum",
        ],
        [
          {
            body: {
              log: insufficient27B2,
              report: report({ adjustment: { artificial: { ns: "A++", ew: "A-" } } }),
            },
          },
          400,
          "register.artificial",
        ],
      ];
      for (const [o, status, code] of cases) {
        const r = await api("POST", "/api/rulings", { token: tok.anna, ...o });
        expect([r.status, r.body?.error?.code], JSON.stringify(o).slice(0, 80)).toEqual([status, code]);
        expect(typeof r.body.error.message).toBe("string");
      }
      expect(await count()).toBe(before);
    });

    it("needs a valid token to write; a reader only reads; a director edits only his own; an admin any", async () => {
      const before = await count();
      const body = { log: insufficient27B1a, report: report() };
      expect((await api("POST", "/api/rulings", { body })).status).toBe(401);
      expect((await api("POST", "/api/rulings", { body, token: `${tok.anna}x` })).status).toBe(401);
      expect(
        (await api("POST", "/api/rulings", { body, headers: { authorization: `Basic ${tok.anna}` } })).status,
      ).toBe(401);
      const reader = await api("POST", "/api/rulings", { body, token: tok.rita });
      expect([reader.status, reader.body.error.code]).toEqual([403, "register.forbidden-role"]);
      expect(await count()).toBe(before);

      const id = "board-7-anna-0001";
      expect((await api("PUT", `/api/rulings/${id}`, { body, token: tok.anna })).status).toBe(201);
      const again = await api("PUT", `/api/rulings/${id}`, { body, token: tok.anna });
      expect([again.status, again.body.outcome]).toEqual([200, "unchanged"]);
      const boris = await api("PUT", `/api/rulings/${id}`, {
        body: { log: insufficient27B2, report: report() },
        token: tok.boris,
      });
      expect([boris.status, boris.body.error.code]).toEqual([403, "register.forbidden-owner"]);
      expect((await api("GET", `/api/rulings/${id}`, { token: tok.boris })).body.log).toEqual(
        insufficient27B1a,
      );
      const edit = await api("PUT", `/api/rulings/${id}`, {
        body: { log: insufficient27B2, report: report() },
        token: tok.anna,
      });
      expect([edit.status, edit.body.outcome]).toEqual([200, "updated"]);
      const admin = await api("PUT", `/api/rulings/${id}`, {
        body: { log: insufficient27B1a, report: report() },
        token: tok.admin,
      });
      expect([admin.status, admin.body.outcome]).toEqual([200, "updated"]);
      const after = await api("GET", `/api/rulings/${id}`, { token: tok.anna });
      expect(after.body.owner).toBe("anna");
      expect(after.body.laws).toContain("27B1(a)");
      expect(await count()).toBe(before + 1);
      expect((await api("PUT", "/api/rulings/short", { body, token: tok.anna })).status).toBe(400);
      expect((await api("PUT", "/api/rulings/has%20space%20in%20it", { body, token: tok.anna })).status).toBe(
        400,
      );
    });

    it("SQL in every structured field is a 400 with nothing stored; in the texts it is kept as text", async () => {
      const before = await count();
      for (const x of SQL) {
        const bodies = [
          { log: { ...insufficient27B2, edition: x }, report: report() },
          { log: { ...insufficient27B2, events: [{ by: x, call: "1H" }] }, report: report() },
          { log: { ...insufficient27B2, events: [{ by: "S", call: x }] }, report: report() },
          { log: insufficient27B2, report: report({ date: x }) },
          { log: insufficient27B2, report: report({ board: x }) },
          { log: insufficient27B2, report: report({ result: { contract: x, declarer: "W", tricks: 9 } }) },
          { log: insufficient27B2, report: report({ result: { contract: "3NT", declarer: x, tricks: 9 } }) },
          { log: insufficient27B2, report: report({ appeal: { lodged: x } }) },
          { log: insufficient27B2, report: report({ appeal: { lodged: true, deposit: x } }) },
          { log: insufficient27B2, report: report({ [x]: 1 }) },
        ];
        for (const body of bodies) {
          const r = await api("POST", "/api/rulings", { token: tok.anna, body });
          expect(r.status, JSON.stringify(body).slice(0, 120)).toBe(400);
        }
        expect(
          (await api("PUT", `/api/rulings/${encodeURIComponent(x)}`, { token: tok.anna, body: bodies[0] }))
            .status,
        ).toBe(400);
        expect((await api("POST", "/api/rulings", { token: x, body: bodies[0] })).status).toBe(401);
        for (const k of ["law", "board", "from", "to", "irregularity", "limit", "offset", "club"]) {
          const r = await api("GET", `/api/rulings?${k}=${encodeURIComponent(x)}`, { token: tok.rita });
          expect([r.status, r.body.error.code]).toEqual([400, "register.query-invalid"]);
        }
        for (const k of ["q", "event", "director"]) {
          const r = await api("GET", `/api/rulings?${k}=${encodeURIComponent(x)}`, { token: tok.rita });
          expect(r.status).toBe(200);
          expect(r.body.total).toBe(0);
        }
      }
      expect(await count()).toBe(before);
      const text = SQL.join(" | ");
      const kept = await api("POST", "/api/rulings", {
        token: tok.anna,
        body: {
          log: outOfRotation,
          report: report({ event: text, facts: text, ruling: text, notes: text, director: text }),
        },
      });
      expect(kept.status).toBe(201);
      const back = await api("GET", `/api/rulings/${kept.body.id}`, { token: tok.anna });
      expect(back.body.report.facts).toBe(text);
      expect(back.body.event).toBe(text);
      expect(await count()).toBe(before + 1);
      expect((await api("GET", "/api/me", { token: tok.anna })).body).toEqual({
        name: "anna",
        role: "director",
        club: null,
      });
    });

    it("shows the anonymous only what an admin published, without the players' names", async () => {
      const up = await api("POST", "/api/rulings", {
        token: tok.boris,
        body: {
          log: insufficient27B2,
          report: report({ facts: "Wanda West said she had not seen 1H. Sam South called the director." }),
        },
      });
      const id = up.body.id as string;
      expect((await api("GET", `/api/rulings/${id}`)).status).toBe(404);
      expect((await api("GET", "/api/rulings")).body.items.map((x: { id: string }) => x.id)).not.toContain(
        id,
      );
      expect(
        (await api("PUT", `/api/rulings/${id}/published`, { token: tok.boris, body: { published: true } }))
          .status,
      ).toBe(403);
      expect(
        (await api("PUT", `/api/rulings/${id}/published`, { token: tok.admin, body: { published: true } }))
          .status,
      ).toBe(200);
      const anon = await api("GET", `/api/rulings/${id}`);
      expect(anon.status).toBe(200);
      expect(anon.body.report.players).toBeUndefined();
      expect(anon.body.owner).toBe("");
      expect(anon.body.report.facts).toBe("West said she had not seen 1H. South called the director.");
      expect(anon.text).not.toMatch(/Wanda|Sam South|Nina|Egor/);
      const list = await api("GET", "/api/rulings");
      expect(list.body.items.map((x: { id: string }) => x.id)).toEqual([id]);
      const page = await api("GET", `/api/rulings/${id}/page`);
      expect(page.status).toBe(200);
      expect(page.text).not.toMatch(/Wanda|Sam South/);
      const csv = await api("GET", "/api/casebook?format=csv");
      expect(csv.text.trim().split("\r\n")).toHaveLength(2);
      expect(csv.text).not.toMatch(/Wanda/);
      expect((await api("GET", "/api/rulings?mine=1")).status).toBe(401);
    });

    it("serves a ruling's page in English and Russian under a strict CSP, the casebook, the counts", async () => {
      const up = await api("POST", "/api/rulings", {
        token: tok.anna,
        body: {
          log: {
            ...insufficient27B2,
            deal: "N:AK97.Q42.J5.AT83 QJ8.AK7.Q9842.K6 T64.J9653.A7.954 532.T8.KT63.QJ72",
          },
          report: report({
            adjustment: {
              weighted: [
                { weight: 0.6, contract: "4H", declarer: "S", tricks: 10 },
                { weight: 0.4, contract: "3NT", declarer: "W", tricks: 9 },
              ],
            },
            appeal: {
              lodged: true,
              by: "NS",
              committee: "C. One, D. Two",
              decision: "Director's ruling upheld.",
              deposit: "returned",
            },
          }),
        },
      });
      const en = await api("GET", `/api/rulings/${up.body.id}/page?lang=en`, { token: tok.rita });
      expect(en.status).toBe(200);
      expect(en.headers.get("content-type")).toContain("text/html");
      expect(en.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(en.text).toContain("Ruling: Tuesday pairs, board 7");
      expect(en.text).toContain("insufficient bid (Law 27A1)");
      expect(en.text).toContain("<s>1♦</s>");
      expect(en.text).toContain("27B2");
      expect(en.text).toContain("Weighted adjusted score (Law 12C1(c))");
      expect(en.text).toContain("Director&#39;s ruling upheld.");
      expect(en.text).toContain("@page { size: A4");
      expect(en.text).toContain("♠</span> A K 9 7");
      const ru = await api("GET", `/api/rulings/${up.body.id}/page`, {
        token: tok.rita,
        headers: { "accept-language": "ru-RU,ru;q=0.9" },
      });
      expect(ru.text).toContain("Решение: Tuesday pairs, сдача 7");
      expect(ru.text).toContain("Апелляция");
      expect(ru.text).toContain('<html lang="ru">');
      const book = await api("GET", "/api/casebook?law=27B2", { token: tok.rita });
      expect(book.status).toBe(200);
      expect(book.text.match(/<article/g)?.length).toBeGreaterThanOrEqual(2);
      const stats = await api("GET", "/api/stats", { token: tok.rita });
      expect(stats.body.byLaw.find((x: { law: string }) => x.law === "27B2").count).toBeGreaterThanOrEqual(2);
      expect(stats.body.byMonth).toContainEqual(expect.objectContaining({ month: "2026-11" }));
      const pre = await api("OPTIONS", "/api/rulings", {
        headers: { origin: "https://elsewhere.example", "access-control-request-method": "PUT" },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get("access-control-allow-headers")).toContain("authorization");
      expect((await api("GET", "/api/nothing-here")).status).toBe(404);
      const appPage = await api("GET", "/board/7");
      expect(appPage.text).toContain("<title>app</title>");
      expect(appPage.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(appPage.headers.get("content-security-policy")).not.toContain("unsafe-inline");
      expect(appPage.headers.get("strict-transport-security")).toBeNull();
    });

    it("rate-limits the failed token checks of an address (429), never a correct token", async () => {
      const strict = await startServer({ root: app, port: 0, register: s.register!, maxFailedAuth: 5 });
      try {
        const call = client(strict.url);
        expect((await call("GET", "/api/me", { token: tok.anna })).status).toBe(200);
        const statuses: number[] = [];
        for (let i = 0; i < 200; i++) {
          statuses.push((await call("GET", "/api/me", { token: `btd_1_${"x".repeat(43)}` })).status);
          // A correct token from the same address, between the wrong ones, is never turned away.
          if (i % 20 === 19) expect((await call("GET", "/api/me", { token: tok.anna })).status).toBe(200);
        }
        expect(statuses.slice(0, 7)).toEqual([401, 401, 401, 401, 401, 429, 429]);
        expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
        const locked = await call("GET", "/api/me", { token: `btd_1_${"y".repeat(43)}` });
        expect(locked.status).toBe(429);
        expect(locked.body.error.code).toBe("register.rate-limited");
        expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
        const good = await call("PUT", "/api/rulings/after-the-storm", {
          token: tok.anna,
          body: { log: insufficient27B2, report: report() },
        });
        expect(good.status).toBe(201);
        // Reading without a token is not a failed attempt.
        expect((await call("GET", "/api/rulings")).status).toBe(200);
      } finally {
        await strict.close();
      }
    });
  });
