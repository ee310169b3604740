/**
 * Issue 25 items 5 and 6: what a new user met with imports, sessions and the words of the command line.
 * Each test failed before its fix.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type FormatIo, importCommand } from "../../src/cli/formats.js";
import { run } from "../../src/cli/main.js";
import type { SessionIo } from "../../src/cli/session.js";
import { sessionRu } from "../../src/explain/session-ru.js";
import { parseUsebio, writeUsebio } from "../../src/formats/usebio.js";
import { parseSession, parseTableLog, scoreSession } from "../../src/index.js";
import { registerAddress, startServer } from "../../src/server/serve.js";

const PEER = new URL("../peer/", import.meta.url).pathname;
const EXAMPLES = new URL("../../examples/", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "bridge-td-new-user-"));

const formatIo = (files: Record<string, string> = {}) => {
  const out: string[] = [];
  const err: string[] = [];
  const written: Record<string, string> = {};
  const io: FormatIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readBytes: (p) => (p in files ? new TextEncoder().encode(files[p]) : readFileSync(p)),
    writeFile: (p, t) => {
      written[p] = t;
    },
    mkdir: () => {},
  };
  return { io, out, err, written };
};

const cliIo = (files: Record<string, string> = {}, stdin = "") => {
  const out: string[] = [];
  const err: string[] = [];
  const io: SessionIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readFile: (p) => files[p] ?? readFileSync(p, "utf8"),
    readStdin: () => stdin,
    progress: () => {},
  };
  return { io, out, err };
};

const SESSION = (results: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: "session@1",
    edition: "2017",
    scoring: "matchpoints",
    ...extra,
    boards: [{ board: 1, results }],
  });

describe("import", () => {
  it("the PBN Verifier's correct_20.pbn (two Board 1 games, no pair ids) gives a session that scores", () => {
    const f = formatIo();
    expect(importCommand([`${PEER}pbn-verifier/correct_20.pbn`, "--out", "/x"], f.io)).toBe(0);
    const s = parseSession(f.written["/x/session.json"]!);
    expect(s.ok ? "ok" : s.error).toBe("ok");
    const r = s.ok ? scoreSession(s.value) : null;
    expect(r?.ok ? "ok" : r?.error).toBe("ok");
    // No placeholder pair plays against itself.
    if (s.ok) for (const b of s.value.boards) for (const x of b.results) expect(x.ns).not.toBe(x.ew);
  });

  it.each(["empty.pbn", "empty.lin"])("an empty %s says there is nothing in it and exits 1", (name) => {
    const f = formatIo({ [name]: "" });
    expect(importCommand([name, "--out", "/x"], f.io)).toBe(1);
    expect(f.err.join("\n")).toContain(`${name} holds no board: nothing imported`);
    expect(f.written).toEqual({});
  });

  it('one board written is "1 table log", not "1 table logs"', () => {
    const pbn =
      '[Event "x"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Auction "N"]\nPass Pass Pass Pass\n';
    const f = formatIo({ "one.pbn": pbn });
    expect(importCommand(["one.pbn", "--out", "/x"], f.io)).toBe(0);
    expect(f.out).toContain("1 table log written to /x");
  });
});

describe("session", () => {
  it("- reads the session from standard input, as replay - does", () => {
    const t = cliIo({}, readFileSync(join(EXAMPLES, "session-spec.json"), "utf8"));
    expect(run(["session", "-"], t.io)).toBe(0);
    expect(t.out.join("\n")).toContain("Ranking, North-South");
  });

  it("a key written twice is an error naming the key (session JSON and session lines)", () => {
    const text = SESSION([{}]).replace(
      '"results":[{}]',
      '"results":[{"ns":"1","ew":"2","ew":"3","contract":"passed-out"}]',
    );
    const s = parseSession(text);
    expect(s.ok ? null : s.error).toMatchObject({ code: "duplicate-key", key: "boards[0].results[0].ew" });
    const lines = `${JSON.stringify({ format: "session@1", edition: "2017", scoring: "matchpoints" })}\n{"board":1,"board":2,"results":[]}\n`;
    const file = join(dir, "s.jsonl");
    writeFileSync(file, lines);
    const t = cliIo();
    expect(run(["session", file], t.io)).toBe(1);
    expect(t.err.join("\n")).toMatch(/line 2.*"board" is written twice/);
  });

  it("raw ESC bytes from the session never reach the HTML report", () => {
    const page = join(dir, "esc.html");
    const t = cliIo({
      "esc.json": SESSION(
        [
          { ns: "1", ew: "2", contract: "passed-out" },
          { ns: "3", ew: "4", score: 50 },
        ],
        {
          event: "Club \u001b[31mred\u001b[0m",
        },
      ),
    });
    expect(run(["session", "esc.json", "--html", page], t.io)).toBe(0);
    const html = readFileSync(page, "utf8");
    expect(html).not.toContain("\u001b");
    expect(html).toContain("Club \\u001b[31mred");
  });

  it("the USEBIO round trip keeps the table result an adjusted score replaced", () => {
    const s = parseSession(
      SESSION([
        {
          ns: "1",
          ew: "2",
          contract: "4S",
          declarer: "N",
          tricks: 10,
          adjusted: { assigned: { contract: "4S", declarer: "N", tricks: 9 } },
        },
        {
          ns: "3",
          ew: "4",
          contract: "3NT",
          declarer: "S",
          tricks: 9,
          adjusted: { artificial: { ns: "A+", ew: "A-" } },
        },
        { ns: "5", ew: "6", score: 50 },
      ]),
    );
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    const xml = writeUsebio(s.value);
    expect(xml.ok).toBe(true);
    if (!xml.ok) return;
    const back = parseUsebio(xml.value);
    expect(back.ok ? "ok" : back.error).toBe("ok");
    if (!back.ok) return;
    const rs = back.value.boards[0]!.results;
    expect(rs.map((r) => r.replaced)).toEqual(s.value.boards[0]!.results.map((r) => r.replaced));
    expect(rs[0]!.replaced).toMatchObject({ contract: "4S", declarer: "N", tricks: 10 });
    expect(rs.map((r) => r.outcome.kind)).toEqual(["assigned", "artificial", "table"]);
  });
});

describe("replay", () => {
  it("a key written twice in a table log is an error naming the event and the key", () => {
    const text =
      '{"format":"table-log@1","edition":"2017","dealer":"N","vulnerability":"None","events":[{"by":"N","call":"1H"},{"by":"E","call":"P","call":"X"}]}';
    const p = parseTableLog(text);
    expect(p.ok ? null : p.error).toMatchObject({ code: "duplicate-key", event: 1, key: "call" });
    const t = cliIo({ "dup.json": text });
    expect(run(["replay", "dup.json"], t.io)).toBe(1);
    expect(t.err[0]).toBe(
      'bridge-td replay: dup.json: event 1, key "call": the key "call" is written twice in one object',
    );
  });

  it("a session@1 file points to bridge-td session", () => {
    const t = cliIo();
    expect(run(["replay", join(EXAMPLES, "session-spec.json")], t.io)).toBe(1);
    expect(t.err.join("\n")).toContain('not a table log: score it with "bridge-td session"');
  });
});

describe("bridge-td --help", () => {
  it("lists every command, import, export and user list among them", () => {
    const t = cliIo();
    expect(run(["--help"], t.io)).toBe(0);
    const help = t.out.join("\n");
    for (const c of [
      "replay FILE",
      "score CONTRACT",
      "session FILE",
      "import FILE",
      "export ",
      "user add",
      "user list",
      "register push",
    ])
      expect(help).toContain(`  ${c}`);
  });
});

describe("npm start", () => {
  it("prints an address of the register that answers", async () => {
    const root = mkdtempSync(join(tmpdir(), "bridge-td-start-"));
    const s = await startServer({ root, port: 0, register: { dataDir: root } });
    try {
      const res = await fetch(registerAddress(s.url));
      expect(res.status).toBe(200);
    } finally {
      await s.close();
    }
  });
});

describe("the Russian session report", () => {
  it("says ИМП and ВП, never IMPs or VP in English (docs/terms-ru.md)", () => {
    const latin = Object.entries(sessionRu).filter(([, v]) =>
      /(?<![A-Za-z{"])(IMPs?|VPs?)(?![A-Za-z])/.test(v),
    );
    expect(latin).toEqual([]);
  });
});

describe("the docs a new user reads", () => {
  const ROOT = new URL("../../", import.meta.url).pathname;
  const docs = [
    "README.md",
    ...readdirSync(join(ROOT, "docs"))
      .filter((f) => f.endsWith(".md"))
      .map((f) => `docs/${f}`),
  ];

  it("cite no spec/*.md, which is not in the repository", () => {
    const cited = docs.flatMap((f) =>
      [...readFileSync(join(ROOT, f), "utf8").matchAll(/\bspec\/[\w-]+\.md/g)].map((m) => `${f}: ${m[0]}`),
    );
    expect(cited).toEqual([]);
  });

  it("give the README's step with its four parameters", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    expect(readme).not.toContain("step(state, event)");
    expect(readme).toContain("step(state, event, index, rules)");
  });
});
