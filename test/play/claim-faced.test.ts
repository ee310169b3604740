/**
 * The hands faced at a claim (2017 70B3, 1987 70B; the `claim` event's extension `faced`): read, checked
 * against the record (each card once, not played, one card a trick left, the deal's when it is recorded),
 * written back, and used by the claim's analysis when the deal is not recorded. Worked out from the 70A
 * fixture's position: North H9 D7 C8, East H7 CT C6, South SJ H3 C7, West HT H8 D5, South to lead in 4S.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replay, validateTableLog } from "../../src/index.js";

const FILE = new URL("../fixtures/2017/law70/70A-disputed-claim-director-awards.json", import.meta.url)
  .pathname;
const FACED = "N:.9.7.8 .7..T6 J.3..7 .T8.5.";
type Log = { deal?: string; events: Record<string, unknown>[] };
const base = (): Log => JSON.parse(readFileSync(FILE, "utf8")).log;
const CLAIM = 46;

/** The log up to the claim's answer, the claim carrying `faced`, with or without the deal. */
const withFaced = (faced: unknown, deal = false): Log => {
  const { deal: d, ...log } = base();
  const events = log.events.slice(0, CLAIM + 2);
  events[CLAIM] = { by: "S", claim: 3, faced };
  return deal ? { ...log, deal: d, events } : { ...log, events };
};

describe("the hands faced at a claim (70B3)", () => {
  it("without a deal, the analysis works from them: double dummy 1, the worst normal line 1", () => {
    const r = replay(withFaced(FACED), { analysis: {} });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.claim).toMatchObject({ faced: FACED, analysis: { doubleDummy: 1, normal: 1 } });
  });

  it("without a deal and without them (or with only some hands), it says it needs the cards", () => {
    const none = replay(withFaced(undefined), { analysis: {} });
    const some = replay(withFaced("S:J.3..7 - - -"), { analysis: {} });
    expect(none.ok && none.value.claim?.analysis).toEqual({ needs: "cards" });
    expect(some.ok && some.value.claim).toMatchObject({
      faced: "N:- - J.3..7 -",
      analysis: { needs: "cards" },
    });
  });

  it("with the deal recorded, hands equal to the cards left are taken, others are an error", () => {
    expect(replay(withFaced(FACED, true)).ok).toBe(true);
    const r = replay(withFaced("N:.9.5.8 .7..T6 J.3..7 .T8.7.", true));
    expect(!r.ok && r.error).toMatchObject({ code: "faced-not-held", event: CLAIM, key: "faced" });
  });

  it.each([
    ["N:.9.7.8 .7..T6 J.3..7 .T8.5.X", "faced-unreadable"],
    ["S:J.3.7", "faced-unreadable"],
    [42, "type-string"],
    ["N:.9.7.8 .7..T6 J.3..8 .T8.5.", "faced-card-twice"],
    ["N:.9.7.8 .7..T6 J.3.. .T8.5.", "faced-count"],
    ["N:.9.7.8 .7..T6 A.3..7 .T8.5.", "faced-card-played"],
  ])("%j is an error value at the claim's faced key (%s)", (faced, code) => {
    const r = replay(withFaced(faced));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code, event: CLAIM, key: "faced" });
  });

  it("is read and written back in its canonical form, North first", () => {
    const v = validateTableLog(withFaced("S:J.3..7 .T8.5. .9.7.8 .7..T6"));
    expect(v.ok).toBe(true);
    const r = replay(withFaced("S:J.3..7 .T8.5. .9.7.8 .7..T6"));
    expect(r.ok && r.value.claim?.faced).toBe(FACED);
  });
});
