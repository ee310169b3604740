/** `bridge-td replay` shows the play: the trick table, the claim, the result and the score (en, ru). */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/main.js";

const fixture = (p: string) =>
  JSON.stringify(JSON.parse(readFileSync(new URL(`../fixtures/${p}`, import.meta.url), "utf8")).log);
const replayText = (text: string, ...args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(["replay", "log.json", ...args], {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readFile: () => text,
    readStdin: () => "",
  });
  return { code, out, err };
};
const CLAIM = fixture("2017/law69/69B-agreed-claim-withdrawn-in-the-correction-period.json");

describe("replay: the play", () => {
  it("a trick table: number, leader, N E S W with the leader's card marked, the winner", () => {
    const { code, out } = replayText(CLAIM);
    expect(code).toBe(0);
    const rows = out.map((l) => l.trim().split(/\s+/));
    expect(rows).toContainEqual(["Trick", "Lead", "N", "E", "S", "W", "Won"]);
    // Trick 1: West led the ♥Q, South won with the ace.
    expect(rows).toContainEqual(["1", "W", "♥2", "♥4", "♥A", "♥Q*", "S"]);
    // Trick 5: North led the ♦3, West won with the ace.
    expect(rows).toContainEqual(["5", "N", "♦3*", "♦2", "♦8", "♦A", "W"]);
    expect(out).toContain("Tricks won: North-South 9, East-West 1");
    expect(out.some((l) => l.startsWith("Claim: South, 3 of 3 tricks") && l.includes("69B2"))).toBe(true);
    expect(out).toContain("Result: declarer 10 tricks (by play and claim: 10)");
    expect(out).toContain("Score for North-South: +420");
  });
  it("in Russian: С В Ю З, «Взятка», the claim and the score", () => {
    const { out } = replayText(CLAIM, "--lang", "ru");
    const rows = out.map((l) => l.trim().split(/\s+/));
    expect(rows).toContainEqual(["Взятка", "Ход", "С", "В", "Ю", "З", "Взял"]);
    // Russian ranks, as the app's pickers: Т (ace), Д (queen).
    expect(rows).toContainEqual(["1", "З", "♥2", "♥4", "♥Т", "♥Д*", "Ю"]);
    expect(out).toContain("Первый ход: ♥Д (ходил Запад)");
    expect(out.some((l) => l.startsWith("Претензия: Юг, 3 из 3 взяток"))).toBe(true);
    expect(out).toContain("Результат линии Север–Юг: +420");
  });
  it("a penalty card's obligation is shown with the card in the play, not as an auction obligation", () => {
    const { out } = replayText(
      fixture("1987/law58/58B3-after-the-card-taken-back-declarer-changes-his-card.json"),
      "--lang",
      "ru",
    );
    expect(out).toContain("  Восток: ♥4, младшая (Правило 50C)");
    expect(out.some((l) => l.startsWith("Обязанности в торговле"))).toBe(false);
  });
  it("a pending disputed claim shows the director's ruling with the cards not yet played", () => {
    const log = JSON.parse(fixture("1987/law70/70A-disputed-claim-director-awards.json"));
    log.events = log.events.slice(0, 48);
    const { out } = replayText(JSON.stringify(log));
    expect(out.some((l) => l.includes("South: ♠J ♥3 ♦— ♣7"))).toBe(true);
    expect(out.some((l) => l.includes("doubted, the director is called"))).toBe(true);
  });
  it("--json prints the state", () => {
    const { out } = replayText(CLAIM, "--json");
    const s = JSON.parse(out.join("\n"));
    expect(s.claim).toMatchObject({ by: "S", tricks: 3, status: "ruled", award: 1 });
    expect(s.score).toBe(420);
  });
});
