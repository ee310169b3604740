/**
 * Issue 25 item 5: a pair on both sides of one result (`ns` = `ew`). With one field, or teams, it is a pair
 * playing itself: an error naming the result. With `winners: "auto"` the same id on both sides is ambiguous
 * (one pair playing itself, or a Mitchell's NS 3 meeting its EW 3), so it is an error that says how to
 * mean the Mitchell: `winners: "two"`, where ids are per direction (docs/session.md, "One field or two").
 */
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/main.js";
import type { SessionIo } from "../../src/cli/session.js";
import { explainSessionError } from "../../src/explain/session.js";
import { validateSession } from "../../src/formats/session.js";
import { scoreSession } from "../../src/scoring/session.js";
import { parseTravellers, parseUsebio, writeUsebio } from "../../src/session-io.js";

const doc = (winners?: string, scoring = "matchpoints") => ({
  format: "session@1",
  edition: "2017",
  scoring,
  ...(winners ? { options: { winners } } : {}),
  boards: [
    {
      board: 1,
      results: [
        { ns: "1", ew: "2", score: 420, ...(scoring === "teams" ? { table: "open", match: "m" } : {}) },
        { ns: "3", ew: "3", score: 170, ...(scoring === "teams" ? { table: "closed", match: "m" } : {}) },
      ],
    },
  ],
});

const io = (files: Record<string, string>) => {
  const out: string[] = [];
  const err: string[] = [];
  const t: SessionIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readFile: (p) => files[p] ?? "",
    readStdin: () => "",
    progress: () => {},
  };
  return { io: t, out, err };
};

describe("a pair on both sides of a result (ns = ew)", () => {
  it.each([undefined, "auto", "one"])(
    "winners %s: an error naming the board, the result and the pair",
    (w) => {
      const v = validateSession(doc(w));
      expect(v.ok).toBe(false);
      if (v.ok) return;
      expect(v.error).toMatchObject({ board: 1, result: 1, key: "ew", params: { pair: "3" } });
      expect(v.error.code).toBe(w === "one" ? "pair-self" : "pair-self-auto");
    },
  );

  it("teams: an error whatever winners says", () => {
    const v = validateSession(doc("two", "teams"));
    expect(v.ok ? "ok" : v.error.code).toBe("pair-self");
  });

  it('the auto error says how to mean a Mitchell: "winners": "two", in English and Russian', () => {
    const v = validateSession(doc());
    if (v.ok) throw new Error("accepted");
    expect(explainSessionError("en", v.error)).toContain('"winners": "two"');
    expect(explainSessionError("en", v.error)).toContain("pair 3");
    expect(explainSessionError("ru", v.error)).toContain("Митчелл");
  });

  it('winners "two": ids are per direction, NS 3 and EW 3 are two pairs ranked in two fields', () => {
    const v = validateSession(doc("two"));
    if (!v.ok) throw new Error(JSON.stringify(v.error));
    const r = scoreSession(v.value);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.ranking.map((x) => `${x.direction} ${x.pair}`).sort()).toEqual([
      "EW 2",
      "EW 3",
      "NS 1",
      "NS 3",
    ]);
  });

  it("bridge-td session: exit 1 and one line naming board 1, result 2 (index 1) and the pair", () => {
    const t = io({ "s.json": JSON.stringify(doc()) });
    expect(run(["session", "s.json"], t.io)).toBe(1);
    expect(t.err).toHaveLength(1);
    expect(t.err[0]).toMatch(/s\.json: .*board 1.*pair 3 is on both sides/);
  });

  it("a travellers CSV of a Mitchell: refused as auto, scored with --winners two", () => {
    const csv = "board,ns,ew,score\n1,1,1,420\n1,2,2,170\n";
    expect(parseTravellers(csv).ok).toBe(false);
    const p = parseTravellers(csv, { winners: "two" });
    expect(p.ok ? p.value.options.winners : p.error).toBe("two");
    const t = io({ "t.csv": csv });
    expect(run(["session", "t.csv"], t.io)).toBe(1);
    const u = io({ "t.csv": csv });
    expect(run(["session", "t.csv", "--winners", "two"], u.io)).toBe(0);
    expect(u.out.join("\n")).toContain("North-South");
    expect(run(["session", "t.csv", "--winners", "three"], io({ "t.csv": csv }).io)).toBe(2);
  });

  it('USEBIO keeps winners "two" (written in BRIDGE_TD_OPTIONS), and --winners gives it to a file that does not say', () => {
    const v = validateSession(doc("two"));
    if (!v.ok) throw new Error(JSON.stringify(v.error));
    const xml = writeUsebio(v.value);
    if (!xml.ok) throw new Error(JSON.stringify(xml.error));
    const back = parseUsebio(xml.value);
    expect(back.ok ? back.value.options.winners : back.error).toBe("two");
    const bare = xml.value.replace(/<BRIDGE_TD_OPTIONS>[^<]*<\/BRIDGE_TD_OPTIONS>\s*/, "");
    expect(parseUsebio(bare).ok).toBe(false);
    const given = parseUsebio(bare, { winners: "two" });
    expect(given.ok ? given.value.options.winners : given.error).toBe("two");
  });
});
