/** The storage layer on both databases: migrations, storing whole, search by each field, paging, counts. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAccounts, revokeUser, rotateUser, setDisabled } from "../../src/register/accounts.js";
import { analyse } from "../../src/register/analyse.js";
import { integrityCheck, openDb, type RegisterDb } from "../../src/register/db.js";
import { validateReport } from "../../src/register/report.js";
import {
  authenticate,
  counts,
  createUser,
  getRuling,
  historyOf,
  putRuling,
  searchRulings,
  type User,
} from "../../src/register/repository.js";
import { BACKENDS, type Backend, backend, PG_SKIP } from "./backends.js";
import { insufficient27B1a, insufficient27B2, outOfRotation, report } from "./logs.js";

const input = (log: unknown, over: Record<string, unknown> = {}) => {
  const a = analyse(log);
  const r = validateReport(report(over));
  if (!a.ok || !r.ok) throw new Error("bad test data");
  return { log, report: r.value, analysis: a.value };
};

for (const name of BACKENDS)
  describe.skipIf(name === "postgres" && PG_SKIP)(`register storage on ${name}`, () => {
    let b: Backend;
    let r: RegisterDb;
    let dir: User;
    let other: User;
    beforeAll(async () => {
      b = await backend(name);
      const opts = await b.fresh();
      r = await openDb(opts);
      // Opening again runs no migration twice.
      await r.close();
      r = await openDb(opts);
      dir = (await createUser(r, "anna", "director")).user;
      other = (await createUser(r, "boris", "director")).user;
      await putRuling(r, dir, "r1", input(insufficient27B2));
      await putRuling(
        r,
        dir,
        "r2",
        input(insufficient27B1a, { date: "2026-10-03", facts: "Lowest sufficient bid." }),
      );
      await putRuling(
        r,
        other,
        "r3",
        input(outOfRotation, {
          event: "Club championship",
          date: "2026-09-15",
          director: "B. Second",
          facts: "Запад объявил вне очереди.",
        }),
      );
    }, 60_000);
    afterAll(async () => {
      await r?.close();
      await b?.stop();
    });

    it("keeps the ruling whole, with the laws the replayed states name", async () => {
      const x = await getRuling(r, "r1");
      expect(x?.laws).toEqual(expect.arrayContaining(["27A1", "27B2", "72C"]));
      expect(x?.irregularities).toEqual(["insufficient-bid"]);
      expect(x?.log).toEqual(insufficient27B2);
      expect(x?.report.players?.W).toBe("Wanda West");
      expect(x?.board).toBe(7);
      expect(x?.owner).toBe("anna");
      expect(await integrityCheck(r)).toBe("ok");
    });

    it("finds by law paragraph: exact, shorter label, not a different law", async () => {
      const ids = async (law: string) => (await searchRulings(r, { law })).items.map((x) => x.id).sort();
      expect(await ids("27B2")).toEqual(["r1"]);
      expect(await ids("27b1(a)")).toEqual(["r2"]);
      expect(await ids("27B")).toEqual(["r1", "r2"]);
      expect(await ids("27")).toEqual(["r1", "r2"]);
      expect(await ids("2")).toEqual([]);
      expect(await ids("29")).toEqual(["r3"]);
    });

    it("finds by irregularity, event, director, board, date range, free text", async () => {
      const ids = async (f: Parameters<typeof searchRulings>[1]) =>
        (await searchRulings(r, f)).items.map((x) => x.id).sort();
      expect(await ids({ irregularity: "bid-out-of-rotation" })).toEqual(["r3"]);
      expect(await ids({ irregularity: "insufficient-bid" })).toEqual(["r1", "r2"]);
      expect(await ids({ event: "championship" })).toEqual(["r3"]);
      expect(await ids({ director: "second" })).toEqual(["r3"]);
      expect(await ids({ board: 7 })).toEqual(["r1", "r2", "r3"]);
      expect(await ids({ board: 8 })).toEqual([]);
      expect(await ids({ from: "2026-10-01", to: "2026-10-31" })).toEqual(["r2"]);
      expect(await ids({ q: "opening" })).toEqual(["r1"]);
      expect(await ids({ q: "sufficient bid" })).toEqual(["r2"]);
      expect(await ids({ q: "очереди" })).toEqual(["r3"]);
      expect(await ids({ q: "' OR 1=1 --" })).toEqual([]);
      expect(await ids({ q: '"unbalanced AND (' })).toEqual([]);
      expect(await ids({ event: "%" })).toEqual([]);
      expect(await ids({ q: "%%% --" })).toEqual([]);
      expect(await ids({ ownerId: other.id })).toEqual(["r3"]);
    });

    it("pages newest first", async () => {
      const p1 = await searchRulings(r, {}, { limit: 2 });
      const p2 = await searchRulings(r, {}, { limit: 2, offset: 2 });
      expect(p1.total).toBe(3);
      expect(p1.items.map((x) => x.id)).toEqual(["r1", "r2"]);
      expect(p2.items.map((x) => x.id)).toEqual(["r3"]);
    });

    it("edits: the same upload changes nothing, another director may not, the laws follow the log", async () => {
      const out = async (...a: Parameters<typeof putRuling>) => (await putRuling(...a)).outcome;
      expect(await out(r, dir, "r1", input(insufficient27B2))).toBe("unchanged");
      expect(await out(r, other, "r1", input(insufficient27B1a))).toBe("forbidden");
      expect(await out(r, dir, "r1", input(insufficient27B1a))).toBe("updated");
      expect((await searchRulings(r, { law: "27B2" })).total).toBe(0);
      expect(await out(r, dir, "r1", input(insufficient27B2))).toBe("updated");
      expect((await searchRulings(r, { law: "27B2" })).total).toBe(1);
      expect((await searchRulings(r, { q: "opening" })).total).toBe(1);
    });

    it("versions every change: a stale expectation writes nothing, and the history lists each change", async () => {
      const v = (await getRuling(r, "r1"))!.version;
      expect(v).toBe(3);
      expect(await putRuling(r, dir, "r1", input(insufficient27B1a), v - 1)).toEqual({
        outcome: "conflict",
        version: v,
      });
      expect((await getRuling(r, "r1"))!.laws).toContain("27B2");
      expect(await putRuling(r, dir, "r1", input(insufficient27B1a), "none")).toMatchObject({
        outcome: "conflict",
      });
      expect(await putRuling(r, dir, "nothing-here", input(insufficient27B1a), "exists")).toEqual({
        outcome: "conflict",
        version: 0,
      });
      expect(await putRuling(r, dir, "r1", input(insufficient27B1a), v)).toEqual({
        outcome: "updated",
        version: v + 1,
      });
      const h = await historyOf(r, "r1");
      expect(h.map((c) => [c.version, c.action, c.by])).toEqual([
        [1, "created", "anna"],
        [2, "updated", "anna"],
        [3, "updated", "anna"],
        [4, "updated", "anna"],
      ]);
      expect(h[1]!.changes).toEqual(["log"]);
      await putRuling(r, dir, "r1", input(insufficient27B2));
    });

    it("counts by law paragraph and by month", async () => {
      const c = await counts(r, {});
      const law = (l: string) => c.byLaw.find((x) => x.law === l)?.count;
      expect(law("27A1")).toBe(2);
      expect(law("27B2")).toBe(1);
      expect(law("27B1(a)")).toBe(1);
      expect(law("27")).toBeUndefined();
      expect(c.byMonth).toEqual([
        { month: "2026-09", count: 1 },
        { month: "2026-10", count: 1 },
        { month: "2026-11", count: 1 },
      ]);
      expect(c.byLawAndMonth).toContainEqual({ law: "27A1", month: "2026-10", count: 1 });
    });

    it("knows a token once made, in constant time, and nothing else", async () => {
      const { user, token } = await createUser(r, "reader1", "reader");
      expect(await authenticate(r, token)).toEqual(user);
      expect(await authenticate(r, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
      expect(await authenticate(r, "btd_1_' or '1'='1")).toBeNull();
      expect(await authenticate(r, "")).toBeNull();
    });

    it("finds a Cyrillic event or director in any case (SQLite's lower() folds ASCII only)", async () => {
      await putRuling(
        r,
        other,
        "r-ru",
        input(outOfRotation, { event: "Турнир по вторникам", director: "Ёлкин Пётр", date: "2026-08-01" }),
      );
      for (const event of ["Турнир", "турнир", "ТУРНИР ПО", "вторникам"])
        expect((await searchRulings(r, { event })).items.map((x) => x.id)).toEqual(["r-ru"]);
      expect((await searchRulings(r, { director: "ЁЛКИН" })).items.map((x) => x.id)).toEqual(["r-ru"]);
      expect((await searchRulings(r, { event: "турнир", director: "петр" })).total).toBe(0);
    });

    it("searches the public text for anonymous readers: a removed name finds nothing", async () => {
      await putRuling(
        r,
        other,
        "r-pub",
        input(outOfRotation, {
          date: "2026-08-02",
          players: { N: "Zebedee Quartermaine", E: "Нина Кузнецова" },
          facts: "ZEBEDEE said he had not seen it; zebedee's partner and Нину Кузнецову called me.",
        }),
      );
      const pub = { publicText: true };
      expect((await searchRulings(r, { q: "zebedee" })).items.map((x) => x.id)).toEqual(["r-pub"]);
      expect((await searchRulings(r, { ...pub, q: "zebedee" })).total).toBe(0);
      expect((await searchRulings(r, { ...pub, q: "quartermaine" })).total).toBe(0);
      expect((await searchRulings(r, { ...pub, q: "кузнецову" })).total).toBe(0);
      expect((await searchRulings(r, { ...pub, q: "нину" })).total).toBe(0);
      expect((await searchRulings(r, { ...pub, q: "partner north" })).items.map((x) => x.id)).toEqual([
        "r-pub",
      ]);
    });

    it("revokes, rotates, expires and disables accounts: the next check sees it", async () => {
      const made = await createUser(r, "vera", "director", { expires: "30d" });
      expect(await authenticate(r, made.token)).toMatchObject({ name: "vera" });
      expect(await revokeUser(r, "vera")).toBe(true);
      expect(await authenticate(r, made.token)).toBeNull();
      const again = await rotateUser(r, "vera", "never");
      expect(again?.expiresAt).toBeNull();
      expect(await authenticate(r, again!.token)).toMatchObject({ name: "vera" });
      expect(await authenticate(r, made.token)).toBeNull();
      const next = await rotateUser(r, "vera");
      expect(await authenticate(r, again!.token)).toBeNull();
      expect(await authenticate(r, next!.token)).toMatchObject({ name: "vera" });
      expect(await setDisabled(r, "anna", true)).toBe(true);
      const anna = (await listAccounts(r)).find((a) => a.name === "anna")!;
      expect(anna).toMatchObject({ state: "disabled", role: "director" });
      expect(anna.rulings).toBeGreaterThan(0);
      expect((await getRuling(r, "r1"))!).toMatchObject({ owner: "anna", ownerDisabled: true });
      await setDisabled(r, "anna", false);
      const vera = (await listAccounts(r)).find((a) => a.name === "vera")!;
      expect(vera.lastUsedAt).not.toBeNull();
      expect(Date.parse(vera.expiresAt!) - Date.now()).toBeGreaterThan(364 * 86_400_000);
      const old = await createUser(r, "old", "reader", { expires: "2020-01-01" });
      expect(await authenticate(r, old.token)).toBeNull();
      expect((await listAccounts(r)).find((a) => a.name === "old")!.state).toBe("expired");
      expect(await revokeUser(r, "nobody")).toBe(false);
    });
  });
