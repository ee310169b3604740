/**
 * A committee account's club (issue 21): a committee member, of a club or of the federation, sees the
 * rulings of the appeals he hears in any club of the federation, and decides them; no other unpublished
 * ruling, of his own club or another. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, PG_SKIP } from "./backends.js";
import { type Harness, startRegister } from "./harness.js";
import { insufficient27B1a, insufficient27B2, report } from "./logs.js";

const HEARD = "alpha-heard-1";
const OTHER = "alpha-other-1";
const OWN = "beta-own-1";

for (const name of BACKENDS)
  describe.skipIf(name === "postgres" && PG_SKIP)(`a committee account's club, on ${name}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startRegister(name, [
        ["chief", "admin"],
        ["anna", "director", "Alpha"],
        ["boris", "director", "Beta"],
        ["cora", "committee", "Beta"],
      ]);
      const put = async (who: string, id: string, log: unknown) =>
        expect(
          (await h.api("PUT", `/api/rulings/${id}`, { token: h.tok[who], body: { log, report: report() } }))
            .status,
        ).toBe(201);
      await put("anna", HEARD, insufficient27B2);
      await put("anna", OTHER, insufficient27B1a);
      await put("boris", OWN, insufficient27B2);
      const lodged = await h.api("POST", `/api/rulings/${HEARD}/appeal`, {
        token: h.tok.anna,
        body: { appellant: "NS", grounds: "g", concurrence: { partner: "concurs" } },
      });
      expect(lodged.status).toBe(201);
      const panel = await h.api("PUT", `/api/rulings/${HEARD}/appeal/panel`, {
        token: h.tok.chief,
        body: { committee: { chairman: "Cora", members: ["Cora", "Dan", "Eve"] }, accounts: ["cora"] },
      });
      expect(panel.status).toBe(200);
    }, 60_000);
    afterAll(() => h?.close());

    it("sees and decides the ruling he hears in another club, and nothing else unpublished", async () => {
      const get = (id: string) => h.api("GET", `/api/rulings/${id}`, { token: h.tok.cora });
      expect((await get(HEARD)).status).toBe(200);
      expect((await get(OTHER)).status).toBe(404);
      expect((await get(OWN)).status).toBe(404);
      const list = await h.api("GET", "/api/rulings", { token: h.tok.cora });
      expect(list.body.items.map((x: { id: string }) => x.id)).toEqual([HEARD]);
      const decided = await h.api("PUT", `/api/rulings/${HEARD}/appeal/decision`, {
        token: h.tok.cora,
        body: { facts: "f", outcome: "upheld", comments: "" },
      });
      expect(decided.status).toBe(200);
      expect(decided.body.state).toBe("decided");
    });
  });
