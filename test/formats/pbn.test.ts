/**
 * PBN 2.1 import against the PBN Verifier's own test files (test/peer/pbn-verifier, copyright-free): the
 * correct_* files parse without errors and every log replays whole (the auction, the play, the claim) to
 * the end the file records, with the file's Result and Score; every game of the errors_* files is
 * reported, with the error its `%` comment names where the comment names one. The expected events of the
 * irregular game are worked out from the Laws (27A1, 29A: offender's LHO may accept; 54A: declarer spreads
 * his hand after a lead by the wrong defender), not from the code.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { explainDiagnostic } from "../../src/explain/formats.js";
import { formatsEn } from "../../src/explain/formats-en.js";
import { formatsRu } from "../../src/explain/formats-ru.js";
import { type PbnGame, PbnReader, parsePbn, pbnSession, readPbn } from "../../src/formats/pbn.js";
import { isVulnerable, type PublicState, parseContract, replay, score } from "../../src/index.js";

/** Law 77 points to declarer's side for a contract text and declarer's tricks. */
const law77 = (contract: string, vul: boolean, tricks: number | null | undefined): number => {
  const c = parseContract(contract);
  if (!c.ok || tricks === null || tricks === undefined) return Number.NaN;
  return score(c.value, vul, tricks as Parameters<typeof score>[2]);
};

const PEER = new URL("../peer/pbn-verifier/", import.meta.url).pathname;
const file = (name: string) => readFileSync(`${PEER}${name}.pbn`, "latin1");

const calls = (g: PbnGame) => g.log!.events.filter((e) => "call" in e).map((e) => `${e.by}:${e.call}`);

/** Each `% === game N ===` of a verifier file: its first line and the next game's. */
const gameRanges = (text: string) => {
  const lines = text.split(/\r\n|\r|\n/);
  const starts = lines.flatMap((l, i) => (/^% =+ game \d+/.test(l) ? [i + 1] : []));
  return starts.map((s, k) => ({ game: k + 1, from: s, to: starts[k + 1] ?? Number.POSITIVE_INFINITY }));
};

/**
 * Where each game of the correct files ends, read from the file (not from the reader): `done` where the
 * record is complete (13 tricks, or `*` with a Result), otherwise the phase the record stops in and why.
 * Games without a log (no dealer, or no vulnerability and no board) are not listed.
 */
const AUCTION = "auction";
const END: Record<string, Record<number, [phase: string, why: string]>> = {
  correct_10: {
    1: ["done", "12 calls, 7 tricks, * and Result 9"],
    2: ["done", "the same game, Result NS 9 EW 4"],
    3: [
      "play",
      "Result ^5: the players' count, not the play's (6 tricks already to NS); no claim can say it",
    ],
    4: [AUCTION, "no Auction section"],
    25: ["done", "the same game as 1, Score -300"],
  },
  correct_20: {
    ...Object.fromEntries(Array.from({ length: 15 }, (_, i) => [i + 1, [AUCTION, "tags only"]])),
    16: ["done", "the Verifier's sample game, Result 9"],
    20: [AUCTION, "Contract, Result and Score but no Auction: no log reaches the play without its calls"],
    24: ["done", "the sample game again"],
    25: ["play", "+ after 10 tricks: to be continued (Result 8 and Score NS -200 are the end still to come)"],
    26: [AUCTION, "a Play section (+) without an Auction"],
    27: [AUCTION, "4 tricks without an Auction"],
    28: [AUCTION, "4 tricks without an Auction"],
    29: [AUCTION, "Auction + with no calls"],
    30: [AUCTION, "15 calls, then + (to be continued)"],
    32: [AUCTION, "1 call, then +"],
    33: [AUCTION, "10 calls, then +"],
    34: [AUCTION, "8 calls, then +"],
    35: [AUCTION, "9 calls, then +"],
    36: ["lead", "the auction, then [Play] + (only South's hand known)"],
    ...Object.fromEntries(
      [37, 38, 39, 40, 41, 42, 43, 44].map((n) => [n, ["lead", "an auction and score tables, no play"]]),
    ),
    45: [AUCTION, "score tables only"],
    46: [AUCTION, "score tables only"],
  },
  correct_21: {
    1: [AUCTION, "tags only, values ?"],
    2: ["done", "10 calls, 4 tricks, * and Result NS 11, Score NS +550"],
  },
};

/** Declarer's tricks in a Result tag (`9`, `NS 9 EW 4`), or null. */
const resultTricks = (value: string | undefined, declarer: string): number | null => {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const side = declarer === "N" || declarer === "S" ? "NS" : "EW";
  const m = new RegExp(`${side} (\\d+)`).exec(value);
  return m ? Number(m[1]) : null;
};
/** The Score tag as points to declarer's side (`-300` is declarer's; `NS +550` is NS's). */
const scoreTag = (value: string | undefined, declarer: string): number | null => {
  if (!value) return null;
  const side = declarer === "N" || declarer === "S" ? "NS" : "EW";
  const m = /^(?:(NS|EW) )?([-+]?\d+)/.exec(value);
  if (!m) return null;
  return m[1] && m[1] !== side ? -Number(m[2]) : Number(m[2]);
};

/** Replays every log of a correct file whole; checks each end that the file completes against its tags. */
const survey = (name: string) => {
  const r = parsePbn(file(name));
  const errors = r.games.flatMap((g) =>
    g.diagnostics
      .filter((d) => d.severity === "error")
      .map((d) => `game ${g.index}: ${explainDiagnostic("en", d)}`),
  );
  const counts = { games: 0, logs: 0, done: 0, scored: 0 };
  const ends: Record<number, string> = {};
  for (const g of r.games) {
    counts.games++;
    if (!g.log) continue;
    counts.logs++;
    const s = replay(g.log);
    expect(s.ok, `game ${g.index}: ${JSON.stringify(s)}`).toBe(true);
    const st = (s as { value: PublicState }).value;
    ends[g.index] = st.phase;
    if (st.phase !== "done") continue;
    counts.done++;
    // the end agrees with the file: Result (declarer's tricks), Score, and Law 77 on the tags
    const decl = st.declarer!;
    const tricks = resultTricks(g.tags.Result?.value, decl);
    expect(st.result!.declarerTricks, `game ${g.index}`).toBe(tricks);
    const c = g.tags.Contract!.value;
    const vul = isVulnerable(g.log.vulnerability, decl);
    expect(st.score, `game ${g.index}`).toBe(law77(c, vul, tricks));
    const sc = scoreTag(g.tags.Score?.value, decl);
    if (sc !== null) {
      expect(st.score, `game ${g.index} Score`).toBe(sc);
      counts.scored++;
    }
  }
  return { fatal: r.fatal, errors, ends, counts };
};

describe("PBN Verifier: correct files", () => {
  for (const name of ["correct_10", "correct_20", "correct_21"]) {
    it(`${name}: no errors; every log replays whole to where the file ends, with its Result and Score`, () => {
      const { fatal, errors, ends } = survey(name);
      expect(fatal).toBeNull();
      expect(errors).toEqual([]);
      expect(ends).toEqual(Object.fromEntries(Object.entries(END[name]!).map(([k, [ph]]) => [k, ph])));
    });
  }

  it("counts: games read, logs made, replayed to the end, scores agreeing with the Score tag", () => {
    const total = { games: 0, logs: 0, done: 0, scored: 0 };
    for (const name of ["correct_10", "correct_20", "correct_21"]) {
      const { counts } = survey(name);
      for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += counts[k];
    }
    expect(total).toEqual({ games: 79, logs: 46, done: 6, scored: 2 });
  });

  it("correct_10 game 1: header, the auction as written, the play by tricks and the claim", () => {
    const g = parsePbn(file("correct_10")).games[0]!;
    expect(g.log).toMatchObject({
      board: 1,
      dealer: "N",
      vulnerability: "None",
      deal: "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85",
    });
    // [Auction "N"] 1D 1S 3H 4S / 4NT X Pass Pass / 5C X 5H X / AP
    expect(calls(g)).toEqual(
      "N:1D E:1S S:3H W:4S N:4NT E:X S:P W:P N:5C E:X S:5H W:X N:P E:P S:P".split(" "),
    );
    const s = replay(g.log!);
    // 5HX by South, 9 tricks (6 played, 3 claimed and agreed), not vulnerable: two down doubled
    expect(s.ok && [s.value.phase, s.value.contract, s.value.declarer, s.value.score]).toEqual([
      "done",
      "5HX",
      "S",
      -300,
    ]);
    expect(s.ok && s.value.result).toEqual({ byPlay: 9, transferred: [], declarerTricks: 9 });
    const ev = g.log!.events;
    expect(ev[15]).toEqual({ by: "W", lead: "SK" });
    // trick 2: North won trick 1 with a ruff and leads C2 (the columns are W N E S, the order is by the lead)
    expect(ev.slice(19, 23)).toEqual([
      { by: "N", play: "C2" },
      { by: "E", play: "C6" },
      { by: "S", play: "CK" },
      { by: "W", play: "C5" },
    ]);
    // six tricks to NS, then South leads H2 and the play ends (*): Result 9 means 3 more claimed
    expect(ev.slice(-3)).toEqual([
      { by: "S", play: "H2" },
      { by: "S", claim: 3 },
      { by: "W", agree: true },
    ]);
    expect(g.annotations).toEqual([
      { event: 2, note: "non-forcing 6-9 points, 6-card" },
      { event: 4, note: "two colors: clubs and diamonds" },
    ]);
  });

  it("correct_10 game 3: ^S and ^I become the call followed by the accept of the offender's LHO", () => {
    const g = parsePbn(file("correct_10")).games[2]!;
    // [Auction "W"] - ^S 1D ^I 1C / 4S ^I 3NT ^S ^S / X 5H X AP, dealer N:
    // North is skipped: East's 1D at North's turn, accepted by South (29A); South's 1C is insufficient and
    // accepted by West (27A1); North's 3NT is insufficient, accepted by East; East and South are skipped:
    // West doubles at East's (his partner's) turn, accepted by North.
    expect(g.log!.events.slice(0, 14)).toEqual([
      { by: "E", call: "1D" },
      { by: "S", accept: true },
      { by: "S", call: "1C" },
      { by: "W", accept: true },
      { by: "W", call: "4S" },
      { by: "N", call: "3NT" },
      { by: "E", accept: true },
      { by: "W", call: "X" },
      { by: "N", accept: true },
      { by: "N", call: "5H" },
      { by: "E", call: "X" },
      { by: "S", call: "P" },
      { by: "W", call: "P" },
      { by: "N", call: "P" },
    ]);
    // [Declarer "^S"] with [Play "W"]: North declares by the auction, so East should lead; West led the
    // SK and North put his hand down as dummy: Law 54A (declarer spreads after a faced opening lead out of
    // turn, his partner becomes declarer). The log says so: the lead, then North's spread.
    expect(g.log!.events.slice(14, 16)).toEqual([
      { by: "W", lead: "SK" },
      { by: "N", spread: true },
    ]);
    // trick 2: dummy (North) won trick 1 with the H3 ruff, but South led the CK from his own hand: ^L, a
    // lead from the wrong hand of the declaring side that a defender accepts (55A: West, next to play)
    expect(g.log!.events.slice(19, 22)).toEqual([
      { by: "S", play: "CK" },
      { by: "W", accept: true },
      { by: "W", play: "C5" },
    ]);
    expect(g.diagnostics.map((d) => d.code)).not.toContain("declarer-irregular-lost");
    const s = replay(g.log!);
    expect(s.ok, JSON.stringify(s)).toBe(true);
    const st = (s as { value: PublicState }).value;
    expect([st.contract, st.declarer, st.dummy]).toEqual(["5HX", "S", "N"]);
    // six tricks played, all to NS; East's two ^R revokes (a spade on clubs, a club on spades) are
    // established; the seventh trick is led (H2) and the play stops there: Result "^5" is a count the
    // players agreed that differs from the play (PBN 3.4.15), so no claim is logged (a warning says so)
    expect(st.phase).toBe("play");
    expect(st.tricksWon).toEqual({ NS: 6, EW: 0 });
    expect(st.revokes!.map((r) => [r.by, r.trick, r.card, r.established])).toEqual([
      ["E", 2, "S5", true],
      ["E", 3, "C6", true],
    ]);
    expect(g.diagnostics.map((d) => d.code)).toContain("claim-after-irregularity-lost");
  });

  it("correct_10 game 3 under the 1987 Laws: the same accepts (1987 27A and 29: LHO's option)", () => {
    const g = parsePbn(file("correct_10"), { edition: "1987" }).games[2]!;
    expect(g.log!.edition).toBe("1987");
    expect(g.log!.events.filter((e) => "accept" in e)).toEqual([
      { by: "S", accept: true },
      { by: "W", accept: true },
      { by: "E", accept: true },
      { by: "N", accept: true },
      { by: "W", accept: true }, // the lead from declarer's hand in trick 2 (1987 55A)
    ]);
    const s = replay(g.log!);
    expect(s.ok && [s.value.contract, s.value.declarer, s.value.phase, s.value.tricksWon]).toEqual([
      "5HX",
      "S",
      "play",
      { NS: 6, EW: 0 },
    ]);
  });

  it("! and ? after a call are quality marks, never alerts", () => {
    const g = parsePbn(file("correct_10")).games[1]!;
    expect(g.annotations[0]).toEqual({
      event: 2,
      note: "non-forcing 6-9 points, 6-card",
      nags: [13],
      suffix: "!",
    });
    expect(g.log!.events.every((e) => !("alert" in e))).toBe(true);
  });

  it("correct_20: ## inherits until a game gives the tag again; # copies the previous game's value", () => {
    const games = parsePbn(file("correct_20")).games;
    const tag = (i: number, n: string) => games[i - 1]!.tags[n]?.value;
    expect([tag(1, "Event"), tag(2, "Event"), tag(15, "Event")]).toEqual([
      "Autumn regional",
      "Autumn regional",
      "Autumn regional",
    ]);
    expect([tag(1, "West"), tag(2, "West"), tag(3, "West"), tag(4, "West")]).toEqual(["?", "?", "?", "?"]);
    expect([
      tag(4, "Hidden"),
      tag(5, "Hidden"),
      tag(8, "Hidden"),
      tag(9, "Hidden"),
      tag(12, "Hidden"),
    ]).toEqual(["NES", "NES", "NES", "ESW", "ESW"]);
    // game 15 gives [Hidden "#"]: a copy, which ends the ## inheritance
    expect([tag(15, "Hidden"), tag(16, "Hidden")]).toEqual(["SWN", undefined]);
  });

  it("correct_20 game 25: a play to be continued (+) ends with the last card, no claim", () => {
    const g = parsePbn(file("correct_20")).games[24]!;
    // trick 10 (C5 C9 C2 C6 in the columns E S W N) is led by West, who won trick 9 with SQ
    expect(g.log!.events.at(-1)).toEqual({ by: "S", play: "C9" });
    expect(g.log!.events.filter((e) => "play" in e || "lead" in e)).toHaveLength(40);
    const s = replay(g.log!);
    expect(s.ok && [s.value.phase, s.value.tricks!.length, s.value.tricksWon, s.value.turn]).toEqual([
      "play",
      10,
      { NS: 5, EW: 5 },
      "S", // trick 10 (W C2, N C6, E C5, S C9): South's nine of clubs wins, South leads next
    ]);
  });

  it("correct_20 game 45: the ScoreTable and TotalScoreTable become session@1 results", () => {
    const games = parsePbn(file("correct_20")).games;
    const s = pbnSession([games[44]!])!;
    expect(s.session.scoring).toBe("matchpoints");
    const b = s.session.boards[0]!;
    expect(b.board).toBe(1);
    // Multiplicity: 2 + 1 + 5 + ... = the 155 tables of the traveller
    expect(b.results).toHaveLength(155);
    expect(b.results.slice(0, 3).map((r) => r.score)).toEqual([500, 500, 470]);
    expect(s.session.pairs[0]).toEqual({ id: "581", names: ["Sergey OSTRIKOV", "Oleg ODINTSEV"] });
    expect(s.warnings.map((w) => w.code)).toEqual(["session-pair-ids-missing"]);
  });

  it("correct_21 game 2: a claim after four tricks; Result NS 11 for North's 5CX", () => {
    const g = parsePbn(file("correct_21")).games[1]!;
    const ev = g.log!.events;
    expect(ev.filter((e) => "play" in e || "lead" in e)).toHaveLength(16);
    // tricks: E SK (W ruffs? no: [Play "E"] E SK, S ST, W S4, N S2: E wins), ... NS won 2 of the 4
    const claim = ev.find((e) => "claim" in e)!;
    expect(claim.by).toBe("N");
    expect(ev.at(-1)).toEqual({ by: "E", agree: true });
    const s = replay(g.log!);
    // 11 tricks: 5CX just made, not vulnerable: 5 x 20 doubled = 200, 50 for the insult, 300 for the
    // game: 550, as the Score tag says
    expect(s.ok && [s.value.phase, s.value.result?.declarerTricks, s.value.score]).toEqual(["done", 11, 550]);
  });
});

describe("files written by other programs", () => {
  const BP = new URL("../peer/bridge-pbn/", import.meta.url).pathname;

  it("a BridgeComposer hand record (CRLF, its % lines, double-dummy tables): three boards, their deals", () => {
    const r = parsePbn(readFileSync(`${BP}three_test_records_crlf.pbn`, "latin1"));
    expect(r.games).toHaveLength(3);
    expect(r.games.flatMap((g) => g.diagnostics.filter((d) => d.severity === "error"))).toEqual([]);
    // BCFlags and DoubleDummyTricks are BridgeComposer's own tags, not PBN's
    expect(new Set(r.games.flatMap((g) => g.diagnostics.map((d) => d.params?.name)))).toEqual(
      new Set(["BCFlags", "DoubleDummyTricks"]),
    );
    expect(r.games.map((g) => g.log)).toEqual([
      {
        format: "table-log@1",
        edition: "2017",
        board: 1,
        dealer: "N",
        vulnerability: "None",
        deal: "N:Q.AKJT9873..QJT4 AJ98543.4.AK85.8 K76..643.AK96532 T2.Q652.QJT972.7",
        events: [],
      },
      {
        format: "table-log@1",
        edition: "2017",
        board: 2,
        dealer: "E",
        vulnerability: "NS",
        deal: "E:T73.AKJ3.A962.92 QJ5.Q82.J753.AT6 A98.T975.Q4.KQ85 K642.64.KT8.J743",
        events: [],
      },
      {
        format: "table-log@1",
        edition: "2017",
        board: 3,
        dealer: "S",
        vulnerability: "EW",
        deal: "S:QT973.9852.AJ.AT AK85.KJT.5.QJ876 J2.Q4.KT98764.95 64.A763.Q32.K432",
        events: [],
      },
    ]);
    expect(r.games[0]!.tables[0]).toMatchObject({
      name: "OptimumResultTable",
      rows: expect.arrayContaining([["N", "NT", "6"]]),
    });
    expect(r.games[0]!.tables[0]!.rows).toHaveLength(20);
  });

  it("comments do not nest, and one may run over an empty line: the game goes on after it", () => {
    const r = parsePbn(readFileSync(`${BP}test_record_with_lots_of_curlies.pbn`, "latin1"));
    const g = r.games[0]!;
    expect(g.tags.CommentIsClosed).toBeDefined();
    expect(g.diagnostics.map((d) => d.code)).toContain("comment-spans-empty-line");
    expect(g.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
});

describe("PBN Verifier: error files", () => {
  /** What each game's own comment says is wrong, as our codes (where the comment names it). */
  const EXPECTED: Record<string, Record<number, string>> = {
    errors_10: {
      1: "tag-unknown",
      2: "tag-no-value",
      3: "tag-value-not-string",
      4: "bad-character",
      5: "tag-value-invalid",
      7: "tag-value-invalid",
      9: "tag-value-invalid",
      11: "deal-bad-rank",
      12: "deal-card-twice",
      13: "deal-hand-sizes",
      16: "deal-invalid",
      24: "auction-no-dealer",
      25: "play-no-deal",
      26: "play-no-declarer",
      27: "play-no-contract",
      28: "tag-duplicate",
      29: "auction-dealer-mismatch",
      31: "call-invalid",
      32: "irregularity-unmarked",
      35: "nag-invalid",
      36: "declarer-differs",
      38: "declarer-not-irregular",
      39: "contract-differs",
      44: "revoke-unmarked",
      47: "card-not-held",
      48: "card-invalid",
      50: "lead-out-of-turn-invalid",
      51: "revoke-invalid",
      54: "result-passed-out",
      55: "result-no-declarer",
      56: "note-number-range",
      57: "note-missing",
      58: "irregularity-not-irregular",
      62: "inherit-not-allowed",
      63: "score-invalid",
      68: "line-too-long",
      72: "note-number-invalid",
      74: "string-unterminated",
    },
    errors_20: {
      1: "tag-value-invalid",
      3: "rubber-vulnerability",
      8: "card-after-plus",
      9: "call-after-end",
      14: "table-columns-invalid",
      15: "table-comment",
      21: "table-elements-missing",
      22: "table-not-sorted",
    },
    errors_21: { 1: "score-invalid", 2: "score-invalid" },
  };
  /** Games the reader cannot flag, with the reason. */
  const EXEMPT: Record<string, Record<number, string>> = {
    // its comment names no error: 13 tricks are still possible when the play stops after six
    errors_10: { 61: "no error named" },
    // game 19's "1 {" opens a comment that runs to game 20's "}": game 20 is inside it
    errors_20: { 20: "inside game 19's comment" },
  };
  for (const name of ["errors_10", "errors_20", "errors_21"]) {
    it(`${name}: every game is reported, with the error its comment names`, () => {
      const text = file(name);
      const r = parsePbn(text);
      const all = [...r.games.flatMap((g) => g.diagnostics), ...r.stray, ...(r.fatal ? [r.fatal] : [])];
      const missing: number[] = [];
      const wrong: string[] = [];
      for (const { game, from, to } of gameRanges(text)) {
        const here = all.filter((d) => d.line >= from && d.line < to);
        if (here.length === 0 && !EXEMPT[name]?.[game]) missing.push(game);
        const want = EXPECTED[name]![game];
        if (want && !here.some((d) => d.code === want))
          wrong.push(`game ${game}: want ${want}, got ${here.map((d) => d.code).join(",")}`);
      }
      expect(missing).toEqual([]);
      expect(wrong).toEqual([]);
    });
  }

  it("every log an error file still gives replays without an error value; unmarked irregular calls are ruled on", () => {
    const phases: Record<string, number> = {};
    const rulings: string[] = [];
    for (const name of ["errors_10", "errors_20", "errors_21"]) {
      for (const g of parsePbn(file(name)).games) {
        if (!g.log) continue;
        const s = replay(g.log);
        expect(s.ok, `${name} game ${g.index}: ${JSON.stringify(s)}`).toBe(true);
        const st = (s as { value: PublicState }).value;
        phases[st.phase] = (phases[st.phase] ?? 0) + 1;
        if (st.phase === "ruling")
          rulings.push(`${name} ${g.index} ${"law" in st.ruling! ? st.ruling.law : ""}`);
        // a game with an error always has it with a line and a column
        for (const d of g.diagnostics) expect(d.line * d.column).toBeGreaterThan(0);
      }
    }
    // errors_10 game 33: North's 1D, East's pass, South doubles his partner's bid; game 34: 1D X P and
    // West redoubles his partner's double. PBN has no mark for them (3.9: they must be taken back); the
    // file records them, the reader reports irregularity-unmarked, and the engine rules: the inadmissible
    // double or redouble is cancelled, the offender substitutes a legal call (36B1 in the 2017 Laws)
    expect(rulings).toEqual(["errors_10 33 36B1", "errors_10 34 36B1"]);
    expect(phases.done).toBeGreaterThan(0);
  });

  it("errors_10 game 2: the error names its line and column", () => {
    const g = parsePbn(file("errors_10")).games[1]!;
    expect(g.diagnostics).toEqual([
      { code: "tag-no-value", line: 11, column: 1, severity: "error", params: { name: "Event" } },
    ]);
    expect(explainDiagnostic("en", g.diagnostics[0]!, "errors_10.pbn")).toBe(
      "errors_10.pbn:11:1: error: tag Event has no value",
    );
  });
});

describe("PBN reader: streaming and limits", () => {
  const text = file("correct_10");
  const shape = (games: PbnGame[]) => JSON.stringify(games.map((g) => [g.tags, g.log, g.diagnostics]));
  const whole = shape(parsePbn(text).games);

  it("gives the same games whatever the chunks", () => {
    for (const size of [1, 7, 64, 4096]) {
      const chunks: string[] = [];
      for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
      expect(shape(pbnChunks(chunks))).toBe(whole);
    }
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 40 }), (cuts) => {
        const points = [...new Set([0, ...cuts, text.length])].sort((a, b) => a - b);
        const chunks = points.slice(1).map((p, i) => text.slice(points[i], p));
        return shape(pbnChunks(chunks)) === whole;
      }),
      { numRuns: 30 },
    );
  });

  it("reads a line iterator", () => {
    const lines = text.split("\n").map((l) => `${l}\n`);
    const games = [...readPbn(lines)].flatMap((it) => (it.kind === "game" ? [it.game] : []));
    expect(shape(games)).toBe(whole);
  });

  it("hard limits end the input with an error that names the line", () => {
    expect(parsePbn(text, { limits: { maxBytes: 1000 } }).fatal).toMatchObject({
      code: "file-too-large",
      severity: "error",
    });
    const many = parsePbn(text, { limits: { maxGames: 3 } });
    expect(many.games).toHaveLength(3);
    expect(many.fatal).toMatchObject({ code: "too-many-games", line: 130 });
    const long = parsePbn(`[Event "${"x".repeat(100)}"]\n`, { limits: { maxTagValue: 50 } });
    expect(long.games[0]!.diagnostics).toContainEqual({
      code: "string-too-long",
      line: 1,
      column: 8,
      severity: "error",
      params: { limit: 50 },
    });
  });

  it("every diagnostic code has an English and a Russian message", () => {
    expect(Object.keys(formatsRu).sort()).toEqual(Object.keys(formatsEn).sort());
    const codes = new Set<string>();
    for (const n of ["errors_10", "errors_20", "errors_21", "correct_10", "correct_20"]) {
      const r = parsePbn(file(n));
      for (const d of r.games.flatMap((g) => g.diagnostics)) codes.add(d.code);
    }
    for (const c of codes) expect(formatsEn, c).toHaveProperty(c);
  });
});

const pbnChunks = (chunks: string[]): PbnGame[] => {
  const r = new PbnReader();
  const items = [...chunks.flatMap((c) => r.push(c)), ...r.end()];
  return items.flatMap((it) => (it.kind === "game" ? [it.game] : []));
};

describe("messages", () => {
  it("every code the readers, the writer and the commands emit has an English and a Russian message", () => {
    const src = new URL("../../src/", import.meta.url).pathname;
    const files = [
      ...["read", "context", "tags", "sections", "toTableLog", "tables"].map((f) => `formats/pbn/${f}.ts`),
      "formats/pbnLex.ts",
      "formats/lin.ts",
      "formats/pbnWrite.ts",
      "cli/formats.ts",
      "../web/formats.ts",
    ];
    const codes = new Set<string>();
    for (const f of files) {
      const text = readFileSync(`${src}${f}`, "utf8");
      for (const m of text.matchAll(/(?:\badd|\bwarn|\bdiag|setFatal)\(\s*"([a-z0-9-]+)"/g)) codes.add(m[1]!);
      for (const m of text.matchAll(/code: "([a-z0-9-]+)"/g)) codes.add(m[1]!);
      for (const m of text.matchAll(/formatText\([^,]+,\s*"([a-z0-9-]+)"/g)) codes.add(m[1]!);
    }
    expect(codes.size).toBeGreaterThan(100);
    // (json-invalid and log-not-object are the engine's own, explained by explainError)
    const missing = [...codes].filter(
      (c) => /[a-z]/.test(c) && !(c in formatsEn) && !["json-invalid", "log-not-object"].includes(c),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(formatsRu).sort()).toEqual(Object.keys(formatsEn).sort());
  });
});
