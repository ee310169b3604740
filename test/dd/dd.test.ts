import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ddTable, playTrace, positionAfter, Solver, solvePosition } from "../../src/dd/index.js";
import { cardsOf, partialDeal, readDdsFile } from "./ddsFile.js";

const values = (r: ReturnType<typeof solvePosition>) =>
  r.ok ? r.value.cards.map((c) => `${c.card.suit}${c.card.rank}:${c.tricks}`) : r.error.code;

describe("solvePosition: endings worked out by hand", () => {
  it("a finesse: the lead from south through east's king takes both tricks, a spade from north one", () => {
    // N AQ of spades, E K3, S two low hearts... S leads: S to the queen wins, then the ace.
    const hands = partialDeal("N:AQ... K3... .32.. ..65");
    const fromSouth = solvePosition({ hands, trump: "NT", leader: "S", trick: [] });
    expect(fromSouth.ok && fromSouth.value.tricks).toBe(2);
    const fromNorth = solvePosition({ hands, trump: "NT", leader: "N", trick: [] });
    expect(values(fromNorth)).toEqual(["SA:1", "SQ:1"]);
  });

  it("values every legal card mid-trick, equal cards alike; the side to play is the one counted", () => {
    // West led the C3; north follows with the ace or the king (touching: equal), wins, cashes the other
    // top club and the only heart: all three tricks either way.
    const hands = partialDeal("N:.2..AK ..Q4.2 A..J.4 ..5.6");
    const r = solvePosition({ hands, trump: "NT", leader: "W", trick: [{ suit: "C", rank: "3" }] });
    expect(r.ok && r.value.player).toBe("N");
    expect(values(r)).toEqual(["CA:3", "CK:3"]);
  });

  it("a ruff: in hearts north ruffs the spade lead; in no trump east's spade wins", () => {
    const hands = partialDeal("N:.2.. A... K... Q...");
    expect(values(solvePosition({ hands, trump: "H", leader: "E", trick: [] }))).toEqual(["SA:0"]);
    expect(values(solvePosition({ hands, trump: "NT", leader: "E", trick: [] }))).toEqual(["SA:1"]);
  });
});

describe("errors are values", () => {
  const hands = partialDeal("N:A2... K3... Q4... J5...");
  it("a card twice, hands of the wrong size, a card not held in the play", () => {
    const twice = partialDeal("N:A2... A3... Q4... J5...");
    const r = solvePosition({ hands: twice, trump: "NT", leader: "N", trick: [] });
    expect(!r.ok && r.error).toEqual({
      code: "dd-card-twice",
      params: { card: "SA", seat: "E", other: "N" },
    });
    const odd = partialDeal("N:A2... K3... Q4... J...");
    const r2 = solvePosition({ hands: odd, trump: "NT", leader: "N", trick: [] });
    expect(!r2.ok && r2.error.code).toBe("dd-hand-size");
    const t = playTrace({ hands, trump: "NT", leader: "E", trick: [] }, cardsOf("SA"));
    expect(!t.ok && t.error).toEqual({
      code: "dd-card-not-held",
      params: { card: "SA", seat: "E", index: 0 },
    });
  });

  it("a card of the trick in progress still held is refused", () => {
    const r = solvePosition({ hands, trump: "NT", leader: "N", trick: [{ suit: "S", rank: "A" }] });
    expect(!r.ok && r.error.code).toBe("dd-card-twice");
  });

  it("the node limit ends a search with dd-node-limit", () => {
    const deal = readDdsFile(readFileSync("/work/shared/peer/dds/list10.txt", "utf8"))[0]!.deal;
    const r = ddTable(deal, { maxNodes: 5000, solver: new Solver(16) });
    expect(!r.ok && r.error.code).toBe("dd-node-limit");
  });
});

describe("thomas1.txt (DDS's constructed hard deal)", () => {
  it("ends with the time-limit error, cleanly, and the solver works again after it", () => {
    const [b] = readDdsFile(readFileSync("/work/shared/peer/dds/thomas1.txt", "utf8"));
    let clock = 0;
    const now = () => (clock += 1);
    // the clock is read every 2,048 nodes: a fake one that moves 1 ms a reading ends it at ~100,000 nodes
    const r = ddTable(b!.deal, { timeLimitMs: 50, now });
    expect(r).toEqual({ ok: false, error: { code: "dd-time-limit", params: { ms: 50 } } });
    const after = solvePosition({
      hands: partialDeal("N:A... K... Q... J..."),
      trump: "NT",
      leader: "N",
      trick: [],
    });
    expect(after.ok && after.value.tricks).toBe(1);
  });
});

describe("positionAfter", () => {
  it("walks the play: the hands left, the trick in progress, the tricks won", () => {
    const hands = partialDeal("N:A2... K3... Q4... J5...");
    const r = positionAfter({ hands, trump: "NT", leader: "E", trick: [] }, cardsOf("SKSQSJSAS2"));
    expect(r.ok && r.value.tricksWon).toEqual({ NS: 1, EW: 0 });
    expect(r.ok && r.value.position.leader).toBe("N");
    expect(r.ok && r.value.position.trick).toEqual([{ suit: "S", rank: "2" }]);
    expect(r.ok && r.value.position.hands.E.S).toEqual(["3"]);
  });
});
