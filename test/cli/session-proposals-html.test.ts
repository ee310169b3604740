/**
 * `bridge-td session --html`: the 12C proposals (examples/proposal-session.json: board 1, result 3, a
 * weighted score of 3NT and 4S by North, tricks double dummy from the deal, 9 in each, test/session/
 * proposal.test.ts) on the page, each outcome's contract, tricks, score and weight, marked as a proposal,
 * in English and Russian, with --json too.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/main.js";
import type { SessionIo } from "../../src/cli/session.js";

const file = new URL("../../examples/proposal-session.json", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "bridge-td-proposals-"));
const io = (): { io: SessionIo; err: string[] } => {
  const err: string[] = [];
  return {
    err,
    io: {
      out: () => {},
      err: (l) => err.push(l),
      readFile: (p) => readFileSync(p, "utf8"),
      readStdin: () => "",
      progress: () => {},
    },
  };
};
const page = (name: string, ...args: string[]): string => {
  const out = join(dir, name);
  const t = io();
  expect(run(["session", file, "--html", out, ...args], t.io)).toBe(0);
  expect(t.err).toEqual([]);
  return readFileSync(out, "utf8");
};
/** The page's text with the tags taken out, cells apart. */
const text = (html: string): string => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("bridge-td session --html: the 12C proposals", () => {
  it("shows each outcome's contract, declarer, tricks, their source, score and weight, marked as a proposal", () => {
    const html = page("en.html");
    expect(html).toContain('<div class="proposal" id="proposal-1-2">');
    const body = text(html.slice(html.indexOf('id="proposals"')));
    expect(body).toContain(
      "Proposals for adjusted scores (Law 12C): a starting point for the director, not the ruling",
    );
    expect(body).toContain("a proposal (Law 12C), not the ruling: the adjusted score is the director's");
    expect(body).toContain("3NT North 9 tricks double dummy from the deal +400 0.7");
    expect(body).toContain("4♠ North 9 tricks double dummy from the deal −50 0.3");
    expect(body).toContain("with these weights, as an adjusted score:");
    // Before the footer: the page stays whole.
    expect(html.indexOf('id="proposals"')).toBeLessThan(html.indexOf("<footer>"));
  });

  it("in Russian, and with --json as well", () => {
    const body = text(page("ru.html", "--lang", "ru", "--json"));
    expect(body).toContain("предложение (Закон 12C), не решение");
    expect(body).toContain("3БК Север 9 взятки по анализу расклада с открытыми картами +400 0.7");
  });
});
