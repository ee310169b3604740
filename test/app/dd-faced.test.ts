/**
 * The hands faced at a claim in the app (web/dd/faced.ts, 70B3), under Node: the sizes the form checks, the
 * fourth hand as the rest, the `faced` text and the log it records, and the claim position the worker gets
 * from the state's `claim.faced` when no deal is recorded. The 70A fixture's position, worked out by hand:
 * North H9 D7 C8, East H7 CT C6, South SJ H3 C7, West HT H8 D5, after ten tricks.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type PublicState, replay } from "../../src/index.js";
import { claimPosition } from "../../web/dd/claimPosition.js";
import { facedChosen, facedText, handSizes, theRest, withFaced } from "../../web/dd/faced.js";
import type { LogJson } from "../../web/model.js";

const fixture = JSON.parse(
  readFileSync(
    new URL("../fixtures/2017/law70/70A-disputed-claim-director-awards.json", import.meta.url),
    "utf8",
  ),
).log as LogJson;
const { deal: _d, ...noDeal } = fixture;
const atClaim = { ...noDeal, events: fixture.events.slice(0, 48) } as LogJson;
const stateOf = (log: LogJson): PublicState => {
  const r = replay(log);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const FACED = "N:.9.7.8 .7..T6 J.3..7 .T8.5.";

describe("the hands faced at a claim (web/dd/faced.ts)", () => {
  it("each hand holds one card for each trick it has not played to", () => {
    expect(handSizes(stateOf(atClaim))).toEqual({ N: 3, E: 3, S: 3, W: 3 });
    // In the middle of a trick: South led the spade jack; the others still hold three.
    const open = { ...noDeal, events: [...fixture.events.slice(0, 46), { by: "S", play: "SJ" }] } as LogJson;
    expect(handSizes(stateOf(open))).toEqual({ N: 3, E: 3, S: 2, W: 3 });
  });

  it("offers the fourth hand as the rest once three are in, and writes the faced text North first", () => {
    const s = stateOf(atClaim);
    const chosen = { N: ["H9", "D7", "C8"], E: ["H7", "CT", "C6"], S: ["SJ", "H3", "C7"], W: [] };
    expect(theRest(s, chosen)).toEqual({ seat: "W", cards: ["HT", "H8", "D5"] });
    expect(theRest(s, { ...chosen, S: ["SJ"] })).toBeNull();
    expect(facedText({ ...chosen, W: ["D5", "H8", "HT"] })).toBe(FACED);
    expect(facedText({ N: [], E: [], S: ["C7", "SJ", "H3"], W: [] })).toBe("N:- - J.3..7 -");
  });

  it("records them on the claim event; the state keeps them and the worker's position comes from them", () => {
    const log = withFaced(atClaim, FACED);
    expect(log.events[46]).toEqual({ by: "S", claim: 3, faced: FACED });
    expect(claimPosition(atClaim, stateOf(atClaim))).toBeNull();
    const s = stateOf(log);
    expect(facedChosen(s).W).toEqual(["HT", "H8", "D5"]);
    const p = claimPosition(log, s);
    expect(p).toMatchObject({ trump: "S", leader: "S", trick: [] });
    expect(p?.hands.S).toEqual({ S: ["J"], H: ["3"], D: [], C: ["7"] });
  });
});
