/**
 * Claims and concessions (Laws 68-71): outcomes worked out from the Laws (docs/research-play.md) on the
 * deal of the play fixtures (test/fixtures/*\/law68): after ten tricks NS have 9, three remain.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replay } from "../../src/index.js";

const base = JSON.parse(
  readFileSync(
    new URL("../fixtures/2017/law70/70A-disputed-claim-director-awards.json", import.meta.url),
    "utf8",
  ),
).log as { edition: string; events: unknown[] };
const upToTen = base.events.slice(0, 46);
const run = (edition: "2017" | "1987", more: unknown[]) =>
  replay({ ...base, edition, events: [...upToTen, ...more] });

describe("claims (68-71)", () => {
  it("68D: play ceases after a claim; a card is an error naming the event", () => {
    const r = run("2017", [
      { by: "S", claim: 3 },
      { by: "S", play: "SJ" },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "claim-pending", event: 47 });
  });
  it("a claim of more tricks than remain, or by dummy, is an error", () => {
    const a = run("2017", [{ by: "S", claim: 4 }]);
    expect(!a.ok && a.error.code).toBe("claim-too-many");
    const b = run("2017", [{ by: "N", claim: 1 }]);
    expect(!b.ok && b.error.code).toBe("claim-by-dummy");
  });
  it("69A: the claimer's side cannot agree to its own claim", () => {
    const r = run("2017", [
      { by: "S", claim: 3 },
      { by: "N", agree: true },
    ]);
    expect(!r.ok && r.error.code).toBe("claim-answer-by-claimer");
  });
  it("69A: a concession of all three by a defender, agreed: declarer 12, 480", () => {
    const r = run("1987", [
      { by: "W", claim: 0 },
      { by: "S", agree: true },
    ]);
    expect(r.ok && { c: r.value.claim?.status, t: r.value.result?.declarerTricks, s: r.value.score }).toEqual(
      {
        c: "agreed",
        t: 12,
        s: 480,
      },
    );
  });
  it("68B2: only the conceding defender's partner may object", () => {
    const r = run("2017", [
      { by: "E", claim: 0 },
      { by: "S", object: true },
    ]);
    expect(!r.ok && r.error.code).toBe("claim-object-not-allowed");
  });
  it("70: the ruling shows the remaining cards, the trumps and the tests, in both languages", () => {
    for (const lang of ["en", "ru"] as const) {
      const r = replay(
        { ...base, events: [...upToTen, { by: "S", claim: 3 }, { by: "W", agree: false }] },
        { lang },
      );
      expect(r.ok).toBe(true);
      const text =
        r.ok && r.value.ruling && "explain" in r.value.ruling ? String(r.value.ruling.explain) : "";
      // The ranks in the language's letters (♠J, ♠В), the award in the log's words for English only.
      expect(text).toContain(lang === "en" ? "♠J" : "♠В");
      expect(text).toContain("70C");
      expect(text).toContain(lang === "en" ? '"award": n' : "число взяток из 3 оставшихся");
      // No Latin word in Russian once the law labels (70C, 68D2(a)) are taken out.
      const words = text.replace(/(?<![\p{L}\d])\d{1,2}(?:[A-Z][0-9A-Za-z()]*)?/gu, " ");
      if (lang === "ru") expect(words.match(/\p{Script=Latin}+/gu)).toEqual(null);
    }
  });
  it("70: an award above the tricks remaining is an error", () => {
    const r = run("2017", [
      { by: "S", claim: 3 },
      { by: "W", agree: false },
      { director: true, award: 4 },
    ]);
    expect(!r.ok && r.error.code).toBe("award-out-of-range");
  });
  it("1987: a request to play on changes nothing (no 68D2(b)); play may not resume", () => {
    const r = run("1987", [
      { by: "S", claim: 3 },
      { by: "W", agree: false },
      { by: "W", playOn: true },
      { by: "S", play: "SJ" },
    ]);
    expect(!r.ok && r.error.code).toBe("claim-awaits-director");
  });
  it("65, 79A: a result after an agreed claim must be what it settled", () => {
    const ok = run("2017", [
      { by: "S", claim: 2 },
      { by: "W", agree: true },
      { by: "S", result: 11 },
    ]);
    expect(ok.ok && ok.value.score).toBe(450);
    const bad = run("2017", [
      { by: "S", claim: 2 },
      { by: "W", agree: true },
      { by: "S", result: 12 },
    ]);
    expect(!bad.ok && bad.error.code).toBe("result-contradicts-claim");
  });
  it("65, 79A: a result that contradicts the record (NS have 9 with 3 left) is an error", () => {
    const low = run("2017", [{ by: "S", result: 8 }]);
    expect(!low.ok && low.error).toMatchObject({
      code: "result-contradicts-record",
      event: 46,
      key: "result",
    });
    const high = run("2017", [{ by: "S", result: 13 }]);
    expect(!high.ok && high.error.code).toBe("result-contradicts-record");
    const fits = run("2017", [{ by: "S", result: 12 }]);
    expect(fits.ok && fits.value.score).toBe(480);
  });
  it("48B2: only declarer faces his hand as a claim; a defender's spread is an error", () => {
    const r = run("2017", [{ by: "W", spread: true }]);
    expect(!r.ok && r.error).toMatchObject({ code: "spread-not-declarer", event: 46 });
  });
  it("70C without the deal: the ruling gives the number of trumps not yet played", () => {
    const { deal: _d, ...noDeal } = base as { deal?: string; edition: string; events: unknown[] };
    const r = replay({
      ...noDeal,
      events: [...upToTen, { by: "E", claim: 1 }, { by: "S", agree: false }],
    } as never);
    expect(r.ok).toBe(true);
    const award =
      r.ok && r.value.ruling && "options" in r.value.ruling ? r.value.ruling.options[0] : undefined;
    const c70 = award?.consequences.find((c) => c.id.startsWith("claim-test-70C"));
    // Ten tricks recorded, twelve spades among their cards: one trump not yet played (South's jack).
    expect(c70).toEqual({ id: "claim-test-70C", params: { law: "70C", trumps: "1" } });
  });
  it("70D2 is listed for a defender's claim only", () => {
    const ids = (by: string) => {
      const r = run("2017", [
        { by, claim: 1 },
        { by: by === "S" ? "W" : "S", agree: false },
      ]);
      return r.ok && r.value.ruling && "options" in r.value.ruling
        ? r.value.ruling.options[0]!.consequences.map((c) => c.id)
        : [];
    };
    expect(ids("E")).toContain("claim-test-70D2");
    expect(ids("S")).not.toContain("claim-test-70D2");
  });
});

describe("cards the claimer faces (68C; issue 24)", () => {
  it("a card not held is bad input naming the event; the same card twice is recorded once", () => {
    const a = run("2017", [
      { by: "E", claim: 0 },
      { by: "E", expose: "SJ" },
    ]);
    expect(!a.ok && a.error).toMatchObject({ code: "card-not-held", event: 47, key: "expose" });
    const b = run("2017", [
      { by: "E", claim: 0 },
      { by: "E", expose: "H7" },
      { by: "E", expose: "H7" },
    ]);
    expect(b.ok && b.value.claim?.shown).toEqual(["H7"]);
  });
  it("68D2(b): play goes on after a defender's doubted concession: no penalty card, watched under 16C2", () => {
    const r = run("2017", [
      { by: "E", claim: 0 },
      { by: "E", expose: "H7" },
      { by: "S", agree: false },
      { by: "S", playOn: true },
    ]);
    expect(r.ok && [r.value.claim?.status, r.value.penaltyCards, r.value.watchForDamage]).toEqual([
      "void",
      [],
      [{ offendingSide: "EW", law: "16C2" }],
    ]);
  });
  it("declarer's cards faced in his claim are nothing, whatever becomes of the claim (48A)", () => {
    const r = run("2017", [
      { by: "S", claim: 3 },
      { by: "S", expose: "SJ" },
      { by: "W", agree: false },
      { by: "W", playOn: true },
    ]);
    expect(r.ok && [r.value.claim?.shown, r.value.penaltyCards, r.value.watchForDamage]).toEqual([
      ["SJ"],
      [],
      [],
    ]);
  });
});
