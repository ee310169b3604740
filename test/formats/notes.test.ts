/**
 * The `notes` extension of table-log@1: the director's notes on the watch-for-damage list. They are read
 * back as written (a round trip through JSON), change nothing the engine computes, and a bad value is an
 * error naming the key.
 */
import { describe, expect, it } from "vitest";
import { replay, validateTableLog } from "../../src/index.js";

const base = {
  format: "table-log@1",
  edition: "2017",
  dealer: "N",
  vulnerability: "None",
  events: [
    { by: "N", call: "1H" },
    { by: "E", call: "P" },
    { by: "S", call: "P" },
    { by: "W", call: "P" },
  ],
};

describe("table-log@1 notes (extension)", () => {
  it("round-trips the notes through JSON and leaves the state as it was", () => {
    const notes = [
      { law: "64C", side: "EW", text: "Without the revoke NS make 11: no adjustment." },
      { law: "16B1(a)", text: "Пауза перед пасом; ущерба нет." },
    ];
    const log = { ...base, notes };
    const v = validateTableLog(JSON.parse(JSON.stringify(log)));
    expect(v.ok && v.value.notes).toEqual(notes);
    const a = replay(base);
    const b = replay(JSON.stringify(log));
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(b.value).toEqual(a.value);
  });

  it("reads a log without notes as before (no notes key)", () => {
    const v = validateTableLog(base);
    expect(v.ok && "notes" in v.value).toBe(false);
  });

  it.each([
    [{ notes: {} }, "type-array", "notes"],
    [{ notes: ["x"] }, "type-object", "notes.0"],
    [{ notes: [{ law: "64C" }] }, "missing-key", "notes.0.text"],
    [{ notes: [{ text: "t" }] }, "missing-key", "notes.0.law"],
    [{ notes: [{ law: "64C", text: 3 }] }, "type-string", "notes.0.text"],
    [{ notes: [{ law: "64C", text: "", x: 1 }] }, "unknown-key", "notes.0.x"],
    [
      {
        notes: [
          { law: "64C", text: "a" },
          { law: "Law 64", text: "" },
        ],
      },
      "note-law-invalid",
      "notes.1.law",
    ],
    [{ notes: [{ law: "64C", side: "N", text: "" }] }, "side-invalid", "notes.0.side"],
    [{ notes: [{ law: "64C", text: "a".repeat(4001) }] }, "note-too-long", "notes.0.text"],
  ])("refuses %j with %s at %s", (extra, code, key) => {
    const v = validateTableLog({ ...base, ...extra });
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error).toMatchObject({ code, key });
  });
});
