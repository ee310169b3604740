/**
 * The basis of a claim's proposal names the card that wins each trick the claimer's side loses (70A), on the
 * 70A fixture's position worked out by hand: South (SJ H3 C7, spades trump, on lead) takes the SJ; his C7
 * loses to East's ♣10 over North's ♣8 and his ♥3 to West's ♥10 over North's ♥9. Before session 8 the basis
 * followed a line of harmless careless discards and named West's ♥8 and ♦5 instead.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replay } from "../../src/index.js";

const FILE = new URL("../fixtures/2017/law70/70A-disputed-claim-director-awards.json", import.meta.url)
  .pathname;
const log = JSON.parse(readFileSync(FILE, "utf8")).log as { events: unknown[] };
/** The state at the disputed claim, before the award, with the analysis and the ruling's words. */
const atClaim = (edition: "2017" | "1987", lang: "en" | "ru") => {
  const r = replay({ ...log, edition, events: log.events.slice(0, -1) }, { analysis: {}, lang });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const text = r.value.ruling && "explain" in r.value.ruling ? String(r.value.ruling.explain) : "";
  return { state: r.value, text };
};

describe("the 70A basis names the cards that win the tricks lost", () => {
  it.each(["2017", "1987"] as const)("%s: ♣10 (East) at trick 12, ♥10 (West) at trick 13", (edition) => {
    const { state } = atClaim(edition, "en");
    const a = state.claim?.analysis;
    expect(a && "basis" in a ? a.basis.map((b) => [b.trick, b.card, b.by]) : a).toEqual([
      [12, "CT", "E"],
      [13, "HT", "W"],
    ]);
  });

  it("reads them out in English and Russian", () => {
    expect(atClaim("2017", "en").text).toContain(
      "♣10 (East), lost with best play too (Law 70A); ♥10 (West), lost with best play too (Law 70A)",
    );
    expect(atClaim("2017", "ru").text).toContain(
      "♣10 (Восток): взятка проиграна и при лучшей игре (Закон 70A); ♥10 (Запад): взятка проиграна и при лучшей игре (Закон 70A)",
    );
  });
});
