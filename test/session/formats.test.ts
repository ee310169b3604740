/** USEBIO (read streaming, write) and travellers CSV: the same model as session@1; errors with line and column. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSession, sessionToJson, validateSession } from "../../src/formats/session.js";
import { parseTravellers } from "../../src/formats/travellers.js";
import { parseUsebio, readArtificial, UsebioReader, writeUsebio } from "../../src/formats/usebio.js";
import { scoreSession } from "../../src/scoring/session.js";

const data = (name: string) => readFileSync(new URL(`./data/${name}`, import.meta.url), "utf8");
const example = readFileSync(new URL("../../examples/session-spec.json", import.meta.url), "utf8");

describe("USEBIO", () => {
  it("reads a club file: event, date, pairs, contracts (4S* is doubled), passed out, an artificial score", () => {
    const r = parseUsebio(data("club.usebio.xml"));
    expect(r.ok, JSON.stringify(!r.ok && r.error)).toBe(true);
    if (!r.ok) return;
    const s = r.value;
    expect(s).toMatchObject({
      event: "Tuesday pairs",
      date: "2026-11-24",
      scoring: "matchpoints",
      edition: "2017",
    });
    expect(s.pairs).toEqual([{ id: "1", names: ["A. Ivanova", "B. Petrov"] }]);
    const b = s.boards[0]!;
    expect(b.results[0]!.outcome).toEqual({
      kind: "table",
      played: { contract: "4SX", declarer: "N", tricks: 10, score: 590 },
    });
    expect(b.results[1]!.outcome).toEqual({ kind: "table", played: { contract: "passed-out", score: 0 } });
    expect(b.results[2]!.outcome).toEqual({ kind: "artificial", ns: { code: "A+" }, ew: { code: "A-" } });
    expect(b.results[3]!.outcome).toMatchObject({ played: { score: 50 } });
  });

  it("streams: boards arrive one by one as their elements close, whatever the chunking", () => {
    const text = data("club.usebio.xml");
    const seen: number[] = [];
    let header = 0;
    const reader = new UsebioReader(
      {},
      () => header++,
      (b) => seen.push(b.results.length),
    );
    for (let i = 0; i < text.length; i += 7) expect(reader.write(text.slice(i, i + 7)).ok).toBe(true);
    expect(reader.close().ok).toBe(true);
    expect([header, seen]).toEqual([1, [4]]);
  });

  it("writes and reads back the spec's example (weighted and split kept in BRIDGE_TD_ADJUSTED), with matchpoints", () => {
    const s = parseSession(example);
    if (!s.ok) throw new Error("example");
    const report = scoreSession(s.value);
    if (!report.ok) throw new Error("score");
    const xml = writeUsebio(s.value, report.value);
    expect(xml.ok).toBe(true);
    if (!xml.ok) return;
    expect(xml.value).toContain("<NS_MATCH_POINTS>9.8</NS_MATCH_POINTS>");
    expect(xml.value).toContain("<SCORE>A+/A-</SCORE>");
    const back = parseUsebio(xml.value);
    expect(back.ok, JSON.stringify(!back.ok && back.error)).toBe(true);
    if (back.ok) expect(sessionToJson(back.value)).toEqual(sessionToJson(s.value));
  });

  it("errors give the line and column, and the USEBIO element", () => {
    const bad = data("club.usebio.xml").replace("<TRICKS>10</TRICKS>", "<TRICKS>15</TRICKS>");
    const r = parseUsebio(bad);
    expect(r.ok || r.error).toMatchObject({
      code: "tricks-invalid",
      board: 1,
      result: 0,
      key: "TRICKS",
      line: 25,
      column: 13,
    });
    const broken = parseUsebio("<USEBIO>\n  <EVENT>\n  </EVNT>\n</USEBIO>");
    expect(broken.ok || broken.error).toMatchObject({ code: "xml-invalid", line: 3 });
    expect(parseUsebio("<RESULTS/>").ok || "refused").toBe("refused");
    const teams = parseUsebio('<USEBIO><EVENT EVENT_TYPE="SWISS_TEAMS"><BOARD/></EVENT></USEBIO>');
    expect(teams.ok || teams.error.code).toBe("usebio-teams");
  });

  it("artificial scores as travellers write them", () => {
    expect(readArtificial("A+")).toEqual({ artificial: { ns: "A+", ew: "A-" } });
    expect(readArtificial("AVE")).toEqual({ artificial: { ns: "A", ew: "A" } });
    expect(readArtificial("A60/A50")).toEqual({ artificial: { ns: { percent: 60 }, ew: { percent: 50 } } });
    expect(readArtificial("55%")).toEqual({ artificial: { ns: { percent: 55 }, ew: { percent: 45 } } });
    expect(readArtificial("420")).toBeNull();
  });
});

describe("travellers CSV", () => {
  it("reads travellers with tricks as taken or against the contract, artificial and not-played lines", () => {
    const r = parseTravellers(data("travellers.csv"));
    expect(r.ok, JSON.stringify(!r.ok && r.error)).toBe(true);
    if (!r.ok) return;
    const [b1, b2] = r.value.boards;
    expect(
      b1!.results.map((x) => (x.outcome.kind === "table" ? x.outcome.played.score : x.outcome.kind)),
    ).toEqual([420, 450, 400, "artificial"]);
    // Board 2 is NS vulnerable (Law 2): 1NT by West making 7 is -90 to NS; 2H-1 by North vulnerable -100.
    expect(
      b2!.results.map((x) => (x.outcome.kind === "table" ? x.outcome.played.score : x.outcome.kind)),
    ).toEqual([-90, 0, -100, "notPlayed"]);
  });

  it("errors give the line and the column", () => {
    const bad = data("travellers.csv").replace("1,2,12,4S,N,+1,", "1,2,12,4S,N,+9,");
    expect(parseTravellers(bad).ok || "").toMatchObject({});
    const r = parseTravellers(bad);
    expect(r.ok || r.error).toMatchObject({
      code: "tricks-invalid",
      line: 4,
      column: 6,
      board: 1,
      result: 1,
    });
    const col = parseTravellers("Board,NS,EW,Contract,Declarer,Tricks,Lead\n1,1,2,4S,N,10,SA\n");
    expect(col.ok || col.error).toMatchObject({
      code: "csv-column-unknown",
      line: 1,
      column: 7,
      key: "lead",
    });
    const score = parseTravellers("board,ns,ew,score\n1,1,2,abc\n");
    expect(score.ok || score.error).toMatchObject({ code: "score-invalid", line: 2, column: 4 });
  });

  it("gives the same scores as the same session written in session@1", () => {
    const csv = parseTravellers("board,ns,ew,contract,declarer,tricks\n1,1,11,4S,N,10\n1,2,12,4S,N,9\n");
    const json = validateSession({
      format: "session@1",
      edition: "2017",
      scoring: "matchpoints",
      boards: [
        {
          board: 1,
          results: [
            { ns: "1", ew: "11", contract: "4S", declarer: "N", tricks: 10 },
            { ns: "2", ew: "12", contract: "4S", declarer: "N", tricks: 9 },
          ],
        },
      ],
    });
    expect(csv.ok && json.ok && sessionToJson(csv.value)).toEqual(json.ok && sessionToJson(json.value));
  });
});
