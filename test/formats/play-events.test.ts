/** The play period's events and findings as docs/table-log.md (from the spec's play-period page) writes them. */
import { describe, expect, it } from "vitest";
import { eventToJson, validateEvent } from "../../src/index.js";

const good: Record<string, unknown>[] = [
  { by: "W", lead: "SK" },
  { by: "W", lead: "SK", faceDown: true },
  { by: "W", face: true },
  { by: "N", play: "H4" },
  { by: "N", play: "H4", simultaneous: true, accidental: true },
  { by: "E", expose: "HQ", accidental: true },
  { by: "S", attention: true },
  {
    by: "N",
    attention: true,
    revoke: { by: "E", trick: 7 },
    established: true,
    trickWonBy: "S",
    laterTricks: 1,
  },
  { by: "S", attention: true, namedLater: "W" },
  { by: "W", attention: true, illegalInquiry: true },
  { by: "S", attention: true, defectiveTrick: { trick: 5, by: "E", kind: "no-card" } },
  { by: "S", accept: true, sawDummy: true },
  { by: "S", spread: true },
  { by: "S", leadRestriction: { require: "H" } },
  { by: "S", playRestriction: { lowest: true } },
  { by: "S", playRestriction: { prohibit: "C" } },
  { by: "S", designate: "H4" },
  { by: "N", withdraw: "H4", misexplanation: true },
  { by: "S", claim: 3, statement: "cross-ruff" },
  { by: "W", agree: false },
  { by: "E", object: true },
  { by: "W", playOn: true },
  { by: "N", result: 9 },
  { director: true, award: 2 },
  { director: true, tricks12and13: { NS: 1, EW: 1 } },
];

describe("play-period events", () => {
  it("each event of the spec is read, and written back as it was", () => {
    good.forEach((raw, i) => {
      const e = validateEvent(raw, i);
      expect(e.ok, JSON.stringify(raw)).toBe(true);
      if (e.ok) expect(eventToJson(e.value)).toEqual(raw);
    });
  });

  it("a bad value names the event and the key", () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ by: "N", play: "H1" }, "card-unreadable", "play"],
      [{ by: "N", play: "H4", accidental: "yes" }, "type-boolean", "accidental"],
      [{ by: "N", claim: 14 }, "tricks-invalid", "claim"],
      [{ by: "N", result: -1 }, "tricks-invalid", "result"],
      [{ by: "N", attention: true, revoke: { by: "E", trick: 0 } }, "trick-invalid", "revoke.trick"],
      [{ by: "N", attention: true, revoke: { by: "E", trick: 3, when: 1 } }, "revoke-shape", "revoke"],
      [{ by: "N", attention: true, exception: "64C" }, "exception-invalid", "exception"],
      [{ by: "N", attention: false }, "verb-true", "attention"],
      [{ by: "N", attention: true, namedLater: "X" }, "seat-invalid", "namedLater"],
      [{ by: "N", attention: true, illegalInquiry: 1 }, "type-boolean", "illegalInquiry"],
      [{ by: "N", play: "H4", namedLater: "W" }, "unknown-key", "namedLater"],
      [
        { by: "S", playRestriction: { lowest: true, highest: true } },
        "play-restriction-shape",
        "playRestriction",
      ],
      [{ by: "S", playRestriction: { require: "X" } }, "suit-invalid", "playRestriction.require"],
      [{ director: true, tricks12and13: { NS: 2, EW: 1 } }, "tricks12and13-shape", "tricks12and13"],
      [{ by: "N", play: "H4", revoke: { by: "E", trick: 1 } }, "unknown-key", "revoke"],
    ];
    for (const [raw, code, key] of cases) {
      const e = validateEvent(raw, 3);
      expect(e.ok, JSON.stringify(raw)).toBe(false);
      if (!e.ok)
        expect({ code: e.error.code, event: e.error.event, key: e.error.key }).toEqual({
          code,
          event: 3,
          key,
        });
    }
  });
});
