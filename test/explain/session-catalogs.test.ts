/** The session scorer's catalogs: the same keys in English and Russian, and a message for every error code. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sessionEn } from "../../src/explain/session-en.js";
import { sessionRu } from "../../src/explain/session-ru.js";

const SOURCES = [
  "src/formats/session.ts",
  "src/formats/session-check.ts",
  "src/formats/session-header.ts",
  "src/formats/session-result.ts",
  "src/formats/session-proposal.ts",
  "src/formats/usebio.ts",
  "src/formats/travellers.ts",
  "src/scoring/session.ts",
  "src/cli/session.ts",
];

describe("session catalogs", () => {
  it("English and Russian have the same keys, none empty", () => {
    expect(Object.keys(sessionRu).sort()).toEqual(Object.keys(sessionEn).sort());
    for (const v of Object.values(sessionRu)) expect(v.trim()).not.toBe("");
  });

  it("every error code the readers, the scorer and the command emit has a message", () => {
    const codes = new Set<string>(["contract-unreadable", "contract-level"]);
    for (const f of SOURCES) {
      const text = readFileSync(new URL(`../../${f}`, import.meta.url), "utf8");
      for (const m of text.matchAll(/(?:fail|teamsError)\(\s*"([a-z0-9-]+)"/g)) codes.add(m[1]!);
      for (const m of text.matchAll(/code: "([a-z0-9-]+)"/g)) codes.add(m[1]!);
    }
    expect(codes.size).toBeGreaterThan(40);
    const missing = [...codes].filter((c) => !(`error.${c}` in sessionEn));
    expect(missing).toEqual([]);
  });
});
