/**
 * Clubs on one server (issue 21 item 4), on both databases: two clubs, Alpha and Beta, and the
 * federation. A club's accounts see their own club's unpublished rulings and nobody else's; the
 * federation's see all; search, stats and casebooks by club. Every route of the API is taken from the
 * server's own route table, so a route added later is swept too: none may show Alpha's unpublished ruling
 * to Beta's director, admin or reader, or to anyone without a token, nor let them change it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, PG_SKIP } from "./backends.js";
import { type Harness, startRegister } from "./harness.js";
import { insufficient27B1a, insufficient27B2, report } from "./logs.js";

const SECRET = "alpha-secret-1";
/** What only Alpha's unpublished ruling holds: its id, a word of its facts, its month, its law. */
const MARKERS = [SECRET, "zebrafinch", "2025-03", "27B1(a)"];
const leaks = (text: string) => MARKERS.filter((m) => text.toLowerCase().includes(m.toLowerCase()));

/** The API's routes (method, path) from Fastify's printed route tree. */
export const apiRoutes = (tree: string): { method: string; path: string }[] => {
  const out: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (depth > 0 ? stack[depth - 1]! : "") + m[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    if (!path.startsWith("/api")) continue;
    for (const method of (m[3] ?? "").split(/,\s*/).filter(Boolean)) out.push({ method, path });
  }
  return out;
};

for (const name of BACKENDS)
  describe.skipIf(name === "postgres" && PG_SKIP)(`clubs on one server, on ${name}`, () => {
    let h: Harness;
    let api: Harness["api"];
    let tok: Record<string, string>;

    beforeAll(async () => {
      h = await startRegister(name, [
        ["chief", "admin"],
        ["fedya", "director"],
        ["alice", "admin", "Alpha"],
        ["anna", "director", "Alpha"],
        ["bella", "admin", "Beta"],
        ["boris", "director", "Beta"],
        ["rita", "reader", "Beta"],
      ]);
      ({ api, tok } = h);
      const put = async (who: string, id: string, log: unknown, over: Record<string, unknown>) =>
        expect(
          (await api("PUT", `/api/rulings/${id}`, { token: tok[who], body: { log, report: report(over) } }))
            .status,
        ).toBe(201);
      await put("anna", SECRET, insufficient27B1a, {
        event: "Spring cup",
        date: "2025-03-14",
        facts: "The zebrafinch convention was not alerted.",
      });
      await put("anna", "alpha-public-1", insufficient27B2, { event: "Alpha open" });
      await put("boris", "beta-own-1", insufficient27B2, { event: "Beta pairs" });
      const pub = await api("PUT", "/api/rulings/alpha-public-1/published", {
        token: tok.alice,
        body: { published: true },
      });
      expect(pub.status).toBe(200);
    }, 60_000);
    afterAll(() => h?.close());

    it("sweeps every route of the API: Beta's accounts and anonymous readers never see or change Alpha's unpublished ruling", async () => {
      const routes = apiRoutes(h.s.app.printRoutes({ commonPrefix: false }));
      const seen = new Set(routes.map((r) => `${r.method} ${r.path}`));
      // The sweep is not vacuous: the routes that return rulings are among those taken from the table.
      for (const r of [
        "GET /api/rulings",
        "GET /api/rulings/:id",
        "GET /api/rulings/:id/page",
        "GET /api/rulings/:id/history",
        "GET /api/casebook",
        "GET /api/stats",
        "PUT /api/rulings/:id",
        "PUT /api/rulings/:id/published",
      ])
        expect(seen).toContain(r);
      const queries = [
        "",
        "?club=Alpha",
        "?q=zebrafinch",
        "?format=csv",
        "?law=27B1",
        "?from=2025-03&to=2025-03",
        "?mine=1",
      ];
      const bodies = [
        {},
        { published: true },
        { log: insufficient27B2, report: report({ facts: "overwritten" }) },
      ];
      const found: string[] = [];
      let calls = 0;
      for (const who of ["boris", "bella", "rita", undefined])
        for (const { method, path } of routes) {
          const url = path
            .replace(":id", SECRET)
            .replace(":name", "anna")
            .replace(":verb", "rotate")
            .replace("*", `rulings/${SECRET}`);
          const token = who === undefined ? {} : { token: tok[who]! };
          const answers =
            method === "GET" || method === "HEAD" || method === "OPTIONS"
              ? await Promise.all(queries.map((q) => api(method, url + q, token)))
              : await Promise.all(bodies.map((body) => api(method, url, { ...token, body })));
          calls += answers.length;
          for (const a of answers) {
            const bad = leaks(a.text);
            if (bad.length)
              found.push(`${who ?? "anonymous"} ${method} ${url}: ${a.status} shows ${bad.join(", ")}`);
            if (/^\/api\/rulings\/:id(\/page|\/history)?$/.test(path) && method === "GET")
              expect(a.status).toBe(404);
          }
        }
      expect(found).toEqual([]);
      expect(calls).toBeGreaterThan(100);
      // Nothing was changed: still Alpha's, unpublished, in its first version.
      const after = await api("GET", `/api/rulings/${SECRET}`, { token: tok.chief });
      expect(after.body).toMatchObject({ version: 1, published: false, club: "Alpha", owner: "anna" });
      expect(after.body.report.facts).toContain("zebrafinch");
      expect(
        (await api("GET", "/api/users", { token: tok.chief })).body.items.find(
          (a: { name: string }) => a.name === "anna",
        ).state,
      ).toBe("active");
    });

    it("shows Alpha's unpublished ruling to Alpha's accounts and to the federation's, on every route that lists rulings", async () => {
      for (const who of ["anna", "alice", "chief", "fedya"]) {
        const t = { token: tok[who]! };
        for (const url of [
          "/api/rulings",
          "/api/rulings?q=zebrafinch",
          `/api/rulings/${SECRET}`,
          `/api/rulings/${SECRET}/page`,
          `/api/rulings/${SECRET}/history`,
          "/api/casebook",
          "/api/casebook?format=csv",
          "/api/stats",
        ]) {
          const a = await api("GET", url, t);
          expect(a.status, `${who} ${url}`).toBe(200);
          expect(leaks(a.text).length, `${who} ${url}`).toBeGreaterThan(0);
        }
      }
    });

    it("searches, counts and draws casebooks by club", async () => {
      const ids = async (url: string, token?: string) =>
        ((await api("GET", url, token ? { token } : {})).body.items as { id: string }[])
          .map((x) => x.id)
          // Not the rulings the sweep stored with POST (new ids, Beta's)
          .filter((id) => !/^[0-9a-f]{8}-/.test(id))
          .sort();
      expect(await ids("/api/rulings?club=Alpha", tok.chief)).toEqual(["alpha-public-1", SECRET]);
      expect(await ids("/api/rulings?club=Beta", tok.chief)).toEqual(["beta-own-1"]);
      expect(await ids("/api/rulings?club=Alpha", tok.boris)).toEqual(["alpha-public-1"]);
      expect(await ids("/api/rulings?club=Beta", tok.boris)).toEqual(["beta-own-1"]);
      expect(await ids("/api/rulings", tok.rita)).toEqual(["alpha-public-1", "beta-own-1"]);
      expect(await ids("/api/rulings?club=Alpha")).toEqual(["alpha-public-1"]);
      expect(await ids("/api/rulings?club=Nowhere", tok.chief)).toEqual([]);
      const list = await api("GET", "/api/rulings?club=Beta", { token: tok.boris });
      expect(list.body.items.find((x: { id: string }) => x.id === "beta-own-1")).toMatchObject({
        club: "Beta",
        reportedBy: "boris",
      });
      const stats = await api("GET", "/api/stats?club=Alpha", { token: tok.chief });
      expect(stats.body.byMonth.map((x: { month: string }) => x.month)).toEqual(["2025-03", "2026-11"]);
      const beta = await api("GET", "/api/stats?club=Beta", { token: tok.anna });
      expect(beta.body.byMonth).toEqual([]);
      const csv = await api("GET", "/api/casebook?format=csv&club=Alpha", { token: tok.anna });
      expect(csv.text.trim().split("\n")).toHaveLength(3);
      expect((await api("GET", "/api/rulings?club=bad%00name", { token: tok.chief })).status).toBe(400);
    });

    it("lets a club's admin change and publish his own club's rulings only, and manage no accounts", async () => {
      const edit = await api("PUT", "/api/rulings/alpha-public-1", {
        token: tok.bella,
        body: { log: insufficient27B2, report: report({ event: "Alpha open", facts: "changed by Beta" }) },
      });
      expect(edit.status).toBe(403);
      expect(edit.body.error.code).toBe("register.forbidden-club");
      const withdraw = await api("PUT", "/api/rulings/alpha-public-1/published", {
        token: tok.bella,
        body: { published: false },
      });
      expect(withdraw.status).toBe(403);
      const own = await api("PUT", "/api/rulings/beta-own-1/published", {
        token: tok.bella,
        body: { published: true },
      });
      expect(own.status).toBe(200);
      expect((await api("GET", "/api/rulings/beta-own-1", { token: tok.anna })).status).toBe(200);
      expect((await api("GET", "/api/users", { token: tok.bella })).status).toBe(403);
      const made = await api("POST", "/api/users", {
        token: tok.chief,
        body: { name: "carl", role: "director", club: "Gamma" },
      });
      expect(made.status).toBe(201);
      expect(made.body.club).toBe("Gamma");
      const me = await api("GET", "/api/me", { token: made.body.token });
      expect(me.body).toEqual({ name: "carl", role: "director", club: "Gamma" });
      expect((await api("GET", `/api/rulings/${SECRET}`, { token: made.body.token })).status).toBe(404);
      const accounts = (await api("GET", "/api/users", { token: tok.chief })).body.items as {
        name: string;
        club: string | null;
      }[];
      expect(accounts.find((a) => a.name === "carl")?.club).toBe("Gamma");
      expect(accounts.find((a) => a.name === "chief")?.club).toBeNull();
    });
  });
