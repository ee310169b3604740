/**
 * What the director can do where nobody chooses (web/directorStep.ts): "Director rules now" only where the
 * engine takes it; the award on a disputed claim; the finding a 64A step after the play waits for.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { directorStep, findingKind } from "../../web/directorStep.js";
import { type LogJson, type OptionRuling, run, tryAppend } from "../../web/model.js";
import { calls, tableLog } from "../support/logs.js";

const FULL = (
  JSON.parse(
    readFileSync(
      new URL(
        "../fixtures/2017/law64/64A1-full-record-revoker-ruffs-and-wins-the-revoke-trick.json",
        import.meta.url,
      ),
      "utf8",
    ),
  ) as { log: LogJson }
).log;
const ruling = (log: LogJson): OptionRuling => {
  const o = run(log, "en");
  if (o.error || !o.state?.ruling || "question" in o.state.ruling) throw new Error("no option ruling");
  return o.state.ruling as OptionRuling;
};
const state = (log: LogJson) => {
  const o = run(log, "en");
  if (o.state === null) throw new Error("no state");
  return o.state;
};
const AUCTION = calls(["P", "P", "1NT", "P", "3NT", "P", "P", "P"]);
const log = (events: Record<string, unknown>[]): LogJson => tableLog([...AUCTION, ...events], { board: 1 });

describe("the director's step where nobody chooses", () => {
  it("a disputed claim: the award, not 'Director rules now'", () => {
    const l = log([
      { position: { played: 9, NS: 6, EW: 3, lead: "S" } },
      { by: "S", claim: 4 },
      { by: "W", agree: false },
    ]);
    expect(directorStep(l, ruling(l), state(l))).toEqual({ kind: "award" });
  });

  it("a revoke noticed in the play, then the players' result: the 64A step asks which finding, and takes it", () => {
    // East's revoke at trick 3 is noticed at trick 6; the players then agree declarer's tricks: the record
    // stops there, so the tricks the offenders won after the revoke trick are the director's finding.
    const l = {
      ...FULL,
      events: [...FULL.events.slice(0, 26), { by: "S", attention: true }, { by: "S", result: 9 }],
    };
    const r = ruling(l);
    expect(r.law).toBe("64A");
    const step = directorStep(l, r, state(l));
    expect(step).toEqual({ kind: "finding", question: "laterTricks" });
    expect(tryAppend(l, { director: true }).ok).toBe(false);
    const answered = tryAppend(l, { director: true, laterTricks: 1 });
    expect(answered.ok).toBe(true);
    if (!answered.ok) return;
    expect(run(answered.log, "en").state).toMatchObject({ phase: "done" });
  });

  it("in the auction, a ruling nobody chooses is the director's at once", () => {
    const l: LogJson = tableLog(calls(["1S", "P", "X"]), { board: 1 });
    const r = ruling(l);
    expect(r.chooser).toBeUndefined();
    expect(directorStep(l, r, state(l))).toEqual({ kind: "rule" });
    expect(tryAppend(l, { director: true }).ok).toBe(true);
  });

  it("answers each finding in its own terms", () => {
    expect(findingKind("trickWonBy")).toBe("seat");
    expect(findingKind("laterTricks")).toBe("count");
    expect(findingKind("tricks12and13")).toBe("lastTwo");
    expect(findingKind("accidental")).toBe("yesNo");
  });
});
