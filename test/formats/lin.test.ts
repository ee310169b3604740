/**
 * BBO LIN import against BBO's own vugraph record (test/peer/lin-vugraph, MIT): a USBF semi-final segment,
 * boards 46-60 in both rooms, and its `rs` results line, which BBO writes independently of the play record.
 * Each room's record (auction, play, accepted claim) replays whole to the end of the board, with the
 * result and the Law 77 score of what the `rs` line states.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LinReader, linSession, parseLin, parseLinResult } from "../../src/formats/lin.js";
import { isVulnerable, parseContract, replay, score } from "../../src/index.js";

/** Law 77 points to declarer's side for a contract text and declarer's tricks. */
const law77 = (contract: string, vul: boolean, tricks: number | null | undefined): number => {
  const c = parseContract(contract);
  if (!c.ok || tricks === null || tricks === undefined) return Number.NaN;
  return score(c.value, vul, tricks as Parameters<typeof score>[2]);
};

const PEER = new URL("../peer/lin-vugraph/", import.meta.url).pathname;
const vugraph = readFileSync(`${PEER}usbf_sf_14502.lin`, "utf8");
const sample = readFileSync(`${PEER}sample.lin`, "utf8");

describe("LIN vugraph: 2010 USBF semi-final, segment 4", () => {
  const r = parseLin(vugraph);

  it("reads the match header, the players of both rooms and 15 boards in two rooms", () => {
    expect(r.fatal).toBeNull();
    expect(r.match).toMatchObject({
      event: "2010 USBF SF A",
      segment: "Segment 4 of 8",
      first: 46,
      last: 60,
      teams: ["Nickell", "Fleisher"],
      carry: [80, 99],
    });
    expect(r.match!.players).toEqual([
      "Meckstroth",
      "Levin",
      "Rodwell",
      "Weinstein",
      "Stansby",
      "Hamman",
      "Martel",
      "Mahmood",
    ]);
    expect(r.boards).toHaveLength(30);
    for (let n = 46; n <= 60; n++)
      expect(r.boards.filter((b) => b.board === n).map((b) => b.room)).toEqual(["open", "closed"]);
    expect(r.boards.flatMap((b) => b.diagnostics)).toEqual([]);
    expect(r.boards[0]!.players).toEqual(["Meckstroth", "Levin", "Rodwell", "Weinstein"]);
    expect(r.boards[1]!.players).toEqual(["Stansby", "Hamman", "Martel", "Mahmood"]);
  });

  it("board 46 open: dealer East (md 4), no one vulnerable, 1H p 3C! (alerted, 'jacoby 2N') ... 4H, claim 10", () => {
    const b = r.boards[0]!;
    expect(b.log).toMatchObject({ board: 46, dealer: "E", vulnerability: "None" });
    const ev = b.log!.events;
    expect(ev.slice(0, 7)).toEqual([
      { by: "E", call: "1H" },
      { by: "S", call: "P" },
      { by: "W", call: "3C" },
      { by: "N", call: "P" },
      { by: "E", call: "4H" },
      { by: "S", call: "P" },
      { by: "W", call: "P" },
    ]);
    expect(b.annotations).toEqual([{ event: 2, alert: true, explanation: "jacoby 2N" }]);
    expect(ev[8]).toEqual({ by: "S", lead: "C2" });
    // five tricks: c2 c3 cA cJ (North wins), d7 d5 dA d4 (South), d6 dQ d9 d3 (West), c9 c4 cK c5 (East),
    // h2 h9 hA h5 (West): EW have 3; then mc|10|: East's 10 in all, 7 of the 8 left
    expect(ev.slice(-2)).toEqual([
      { by: "E", claim: 7 },
      { by: "S", agree: true },
    ]);
  });

  it("every room's record replays whole to the end, with the result and the score of the rs line", () => {
    const rs = r.match!.results;
    expect(rs).toHaveLength(30);
    let done = 0;
    let claims = 0;
    r.boards.forEach((b, i) => {
      const where = `board ${b.board} ${b.room}`;
      expect(b.room).toBe(i % 2 === 0 ? "open" : "closed");
      const want = parseLinResult(rs[i]!)!;
      expect(b.outcome, where).toEqual(want);
      const s = replay(b.log!);
      expect(s.ok, `${where}: ${JSON.stringify(s)}`).toBe(true);
      if (!s.ok) return;
      const st = s.value;
      expect([st.phase, st.contract, st.declarer], where).toEqual(["done", want.contract, want.declarer]);
      expect(st.result!.declarerTricks, where).toBe(want.tricks);
      // the score from the rs line's contract and tricks (Law 77), independently of the record
      const c = want.contract!;
      const vul = isVulnerable(b.log!.vulnerability, want.declarer!);
      expect(st.score, where).toBe(law77(c, vul, want.tricks));
      if (st.claim) claims++;
      done++;
    });
    // all 30 to the end, every one with an accepted claim (mc) before the thirteenth trick
    expect(done).toBe(30);
    expect(claims).toBe(30);
  });

  it("makes a teams session: one match, team 1 North-South in the open room", () => {
    const { session, warnings } = linSession(r.match!, r.boards);
    expect(warnings).toEqual([]);
    expect(session).toMatchObject({
      format: "session@1",
      scoring: "teams",
      event: "2010 USBF SF A, Segment 4 of 8",
    });
    expect(session.pairs.map((p) => p.id)).toEqual(["Nickell", "Fleisher"]);
    expect(session.boards).toHaveLength(15);
    expect(session.boards[0]).toEqual({
      board: 46,
      results: [
        {
          ns: "Nickell",
          ew: "Fleisher",
          table: "open",
          match: "1",
          contract: "4H",
          declarer: "E",
          tricks: 10,
        },
        {
          ns: "Fleisher",
          ew: "Nickell",
          table: "closed",
          match: "1",
          contract: "4H",
          declarer: "E",
          tricks: 10,
        },
      ],
    });
    // 4SWx-4 on board 53 open
    expect(session.boards[7]!.results[0]).toMatchObject({ contract: "4SX", declarer: "W", tricks: 6 });
  });

  it("streams: the same boards whatever the chunks", () => {
    for (const size of [1, 13, 1000]) {
      const reader = new LinReader();
      const items = [] as ReturnType<LinReader["push"]>;
      for (let i = 0; i < vugraph.length; i += size) items.push(...reader.push(vugraph.slice(i, i + size)));
      items.push(...reader.end());
      const boards = items.flatMap((it) => (it.kind === "board" ? [it.board] : []));
      expect(JSON.stringify(boards)).toBe(JSON.stringify(r.boards));
    }
  });
});

describe("LIN single board", () => {
  it("sample.lin: board 15, South deals, NS vulnerable; the play goes to the end (13 tricks)", () => {
    const r = parseLin(sample);
    expect(r.boards).toHaveLength(1);
    const b = r.boards[0]!;
    expect(b.diagnostics).toEqual([]);
    expect(b.log).toMatchObject({ board: 15, dealer: "S", vulnerability: "NS" });
    expect(b.players).toEqual(["PrinceBen", "Forrest_", "smalark", "granola357"]);
    expect(b.annotations).toEqual([{ event: 2, explanation: "Unusual No Trump: 2 5card minors" }]);
    expect(b.log!.events.filter((e) => "play" in e || "lead" in e)).toHaveLength(52);
    expect(b.outcome).toEqual({ contract: "3NT", declarer: "N", tricks: 6 });
    // 3NT by North, 6 tricks, vulnerable: three down, 300 to EW
    const s = replay(b.log!);
    expect(s.ok && [s.value.phase, s.value.result?.declarerTricks, s.value.score]).toEqual(["done", 6, -300]);
  });

  it("an illegal call, a card not held and an impossible claim are errors with line and column", () => {
    const bad = parseLin("md|1SQ982HQ82DKQ763CT,SJ643HKJ7653DCAQ4,SK5HADAJT52CJ9762,|sv|o|\nmb|1H|mb|1C|");
    expect(bad.boards[0]!.diagnostics).toEqual([
      { code: "lin-call-illegal", line: 2, column: 7, severity: "error", params: { call: "1C", seat: "W" } },
    ]);
    const claim = parseLin(
      "md|1SQ982HQ82DKQ763CT,SJ643HKJ7653DCAQ4,SK5HADAJT52CJ9762,|sv|o|mb|1H|mb|p|mb|p|mb|p|pc|SA|",
    );
    expect(claim.boards[0]!.diagnostics[0]).toMatchObject({
      code: "card-not-held",
      params: { seat: "W", card: "SA" },
    });
  });
});
