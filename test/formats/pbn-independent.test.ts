/**
 * Our PBN export read by an INDEPENDENT reader: the npm package `pbn` (Richard Schneider, MIT, 1.6.1), a
 * streaming PBN parser that shares no code with src/formats. It gives the tags (the Deal as cards, the
 * Contract as level, denomination and risk) and each section's tokens. Reading the Auction and Play
 * tokens is done here, minimally, from the PBN 2.1 standard's text (3.5, 3.6, 3.9): the calls in turn
 * from the Auction tag's seat (`-` and `^S` take a seat's turn, `^I` marks the next bid, `AP` and `+`
 * end it), the cards four to a trick in the columns from the Play tag's seat (`-` no card, `^R` and `^L`
 * mark the next card, `*` and `+` end it). Nothing here imports src/formats.
 *
 * Every exported log — the fixture corpora of both codes (auction and play), the BBO vugraph's 30 boards,
 * the PBN Verifier's logs — must be read back with the engine's deal, standing auction, contract,
 * declarer, tricks (each card in its trick and seat, `^L` exactly where the engine has a lead out of turn)
 * and result.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { parseLin } from "../../src/formats/lin.js";
import { parsePbn } from "../../src/formats/pbn.js";
import { exportPbn } from "../../src/formats/pbnWrite.js";
import { type PublicState, replay } from "../../src/index.js";
import { loadFixtures, type Period } from "../support/fixtures.js";

type PbnItem = {
  type: string;
  name?: string;
  value?: string;
  tokens?: string[];
  cards?: { seat: string; suit: string; rank: string }[];
  level?: number;
  denomination?: string;
  risk?: string;
};
const pbn = createRequire(import.meta.url)("pbn") as () => NodeJS.ReadWriteStream;

/** All items of a PBN text through the package's stream, or its error. */
const readIndependent = (text: string): Promise<PbnItem[]> =>
  new Promise((resolve, reject) => {
    const items: PbnItem[] = [];
    Readable.from([text])
      .pipe(pbn())
      .on("data", (d: PbnItem) => items.push(d))
      .on("end", () => resolve(items))
      .on("error", reject);
  });

const SEATS = ["N", "E", "S", "W"];
const next = (s: string, k = 1) => SEATS[(SEATS.indexOf(s) + k) % 4]!;

/** One game's tags (the first game of the text). */
const firstGame = (items: PbnItem[]) => {
  const tags: Record<string, PbnItem> = {};
  let games = 0;
  for (const it of items) {
    if (it.type === "game") games++;
    if (it.type === "tag" && games === 1) tags[it.name!] = it;
  }
  return { games, tags };
};

const isAnnotation = (t: string) => /^=\d+=$|^\$\d+$|^[!?]{1,2}$/.test(t);

/** The calls of an Auction section, with their seats, read by PBN 3.5 and 3.9. */
const auctionCalls = (tag: PbnItem) => {
  const calls: { by: string; call: string; insufficient: boolean }[] = [];
  let seat = tag.value!;
  let marked = false;
  for (const t of tag.tokens ?? []) {
    if (isAnnotation(t)) continue;
    if (t === "+" || t === "*") break;
    if (t === "^I") {
      marked = true;
      continue;
    }
    if (t === "-" || t === "^S") {
      seat = next(seat);
      continue;
    }
    if (t.toUpperCase() === "AP") {
      // passes until three follow the last bid (four when there is none)
      const bid = calls.some((c) => c.call !== "P");
      let passes = 0;
      for (let i = calls.length - 1; i >= 0 && calls[i]!.call === "P"; i--) passes++;
      while (passes < (bid ? 3 : 4)) {
        calls.push({ by: seat, call: "P", insufficient: false });
        seat = next(seat);
        passes++;
      }
      break;
    }
    const call = /^pass$/i.test(t) ? "P" : t.toUpperCase();
    calls.push({ by: seat, call, insufficient: marked });
    marked = false;
    seat = next(seat);
  }
  return calls;
};

/** The cards of a Play section by trick and seat, read by PBN 3.6 and 3.9. */
const playTricks = (tag: PbnItem) => {
  const tricks: { seat: string; card: string | null; revoke: boolean; lead: boolean }[][] = [];
  let slot = 0;
  let revoke = false;
  let lead = false;
  let ended = false;
  for (const t of tag.tokens ?? []) {
    if (isAnnotation(t)) continue;
    if (t === "*" || t === "+") {
      ended = t === "*";
      break;
    }
    if (t === "^R") {
      revoke = true;
      continue;
    }
    if (t === "^L") {
      lead = true;
      continue;
    }
    const k = Math.floor(slot / 4);
    tricks[k] ??= [];
    tricks[k]!.push({
      seat: next(tag.value!, slot % 4),
      card: t === "-" ? null : t.toUpperCase(),
      revoke,
      lead,
    });
    revoke = false;
    lead = false;
    slot++;
  }
  return { tricks, ended };
};

/** The engine's state read back: everything the independent reader gives must agree with it. */
const checkAgainst = (
  where: string,
  st: PublicState,
  log: { deal?: string; dealer: string },
  items: PbnItem[],
) => {
  const { games, tags } = firstGame(items);
  expect(games, where).toBe(1);
  // the deal
  const cards = (tags.Deal?.cards ?? []).map((c) => `${c.seat}:${c.suit}${c.rank}`).sort();
  const mine: string[] = [];
  if (log.deal) {
    const [first, hands] = [log.deal[0]!, log.deal.slice(2).split(" ")];
    hands.forEach((h, i) => {
      h.split(".").forEach((ranks, j) => {
        for (const r of ranks) mine.push(`${next(first, i)}:${"SHDC"[j]}${r}`);
      });
    });
  }
  expect(cards, `${where}: deal`).toEqual(mine.sort());
  // the auction that stands (from the dealer: the export's layout)
  expect(tags.Dealer?.value, where).toBe(log.dealer);
  if (st.auction.length) {
    expect(tags.Auction?.value, where).toBe(log.dealer);
    const calls = auctionCalls(tags.Auction!);
    expect(
      calls.map((c) => `${c.by}:${c.call}`),
      `${where}: auction`,
    ).toEqual(st.auction.map((a) => `${a.by}:${a.call}`));
    // a finished auction is not marked as to be continued (PBN 3.5: `+`)
    if (st.contract !== null)
      expect(tags.Auction!.tokens, `${where}: + after the auction`).not.toContain("+");
  }
  // contract and declarer
  if (st.contract === "passed-out") expect(tags.Contract?.value, where).toBe("Pass");
  else if (st.contract) {
    const c = tags.Contract!;
    expect(`${c.level}${c.denomination}${c.risk}`, `${where}: contract`).toBe(st.contract);
    expect(tags.Declarer?.value?.replace("^", ""), `${where}: declarer`).toBe(st.declarer);
  }
  // the play: every card of every trick in its trick and seat; ^L on a lead out of turn, and only there
  const engine = st.tricks ?? [];
  // A play that begins at a `position` has no PBN form (src/formats/pbnWrite.ts): no Play section then.
  if (st.unrecorded !== undefined) expect(tags.Play, `${where}: no Play after a position`).toBeUndefined();
  else if (engine.length) {
    const { tricks } = playTricks(tags.Play!);
    expect(tags.Play!.value, where).toBe(next(st.declarer!));
    expect(tricks.length, `${where}: tricks`).toBe(engine.length);
    let proper = next(st.declarer!);
    engine.forEach((t, i) => {
      const read = tricks[i]!;
      const cardsRead = read.filter((c) => c.card).map((c) => `${c.seat}:${c.card}`);
      expect(cardsRead.sort(), `${where}: trick ${i + 1}`).toEqual(
        t.cards.map((c) => `${c.by}:${c.card}`).sort(),
      );
      const marked = read.filter((c) => c.lead).map((c) => c.seat);
      expect(marked, `${where}: ^L in trick ${i + 1}`).toEqual(t.leader !== proper ? [t.leader] : []);
      for (const c of read.filter((x) => x.revoke))
        expect(
          st.revokes?.some((r) => r.trick === i + 1 && r.by === c.seat),
          `${where}: ^R in trick ${i + 1}`,
        ).toBe(true);
      if (t.winner) proper = t.winner;
    });
  }
  // the result: declarer's tricks at the end
  // (after a position the exporter writes no play and `?` for the Result: src/formats/pbnWrite.ts)
  if (st.phase === "done" && st.contract !== "passed-out" && st.unrecorded === undefined)
    expect(tags.Result?.value?.replace("^", ""), `${where}: result`).toBe(String(st.result!.declarerTricks));
};

/** The fixtures of one period (test/fixtures), each with its path for the messages. */
const fixtureLogs = (period: Period) =>
  loadFixtures("", period).flatMap((f) => (f.log ? [{ where: f.file, log: f.log }] : []));

/** Exports each log that replays and reads the PBN back with the independent reader. */
const checkAll = async (logs: { where: string; log: unknown }[]) => {
  const n = { exported: 0, withPlay: 0, done: 0, expressible: 0 };
  for (const { where, log } of logs) {
    const r = replay(log);
    if (!r.ok) continue;
    const x = exportPbn(log);
    expect(x.ok, where).toBe(true);
    if (!x.ok) continue;
    const items = await readIndependent(x.value.text);
    checkAgainst(where, r.value, { deal: (log as { deal?: string }).deal, dealer: r.value.dealer }, items);
    n.exported++;
    if (r.value.tricks?.length) n.withPlay++;
    if (r.value.phase === "done") n.done++;
    if (x.value.lost.every((l) => l.code === "lost-edition")) n.expressible++;
  }
  return n;
};

describe("our PBN export read by an independent reader (npm pbn 1.6.1)", () => {
  it("the auction fixtures of both codes (test/fixtures)", async () => {
    const n = await checkAll(fixtureLogs("auction"));
    expect(n.exported).toBeGreaterThan(200);
    expect(n.expressible).toBeGreaterThan(10);
  });

  it("the play fixtures of both codes (test/fixtures): every card in its trick and seat", async () => {
    const n = await checkAll(fixtureLogs("play"));
    expect(n.exported).toBeGreaterThan(120);
    expect(n.withPlay).toBeGreaterThan(120);
    expect(n.done).toBeGreaterThan(20);
  });

  it("the BBO vugraph's 30 boards and the PBN Verifier's logs, exported and read back", async () => {
    const peer = new URL("../peer/", import.meta.url).pathname;
    const lin = parseLin(readFileSync(`${peer}lin-vugraph/usbf_sf_14502.lin`, "utf8"));
    const logs = lin.boards.map((b) => ({ where: `lin board ${b.board} ${b.room}`, log: b.log }));
    for (const name of ["correct_10", "correct_20", "correct_21"])
      for (const g of parsePbn(readFileSync(`${peer}pbn-verifier/${name}.pbn`, "latin1")).games)
        if (g.log) logs.push({ where: `${name} game ${g.index}`, log: g.log });
    const n = await checkAll(logs);
    expect(n.exported).toBe(30 + 46);
    expect(n.done).toBe(30 + 6);
    // every vugraph board and every Verifier game but one comes back the same through our own reader too:
    // correct_10 game 3's attention to East's revokes after the last card has no PBN form without the
    // Result's `^` at the end of the board, and that board stops before its end (its Result is `^5`)
    expect(n.expressible).toBe(75);
  });

  it("the reader is not a rubber stamp: a wrong card, seat or call in the PBN is caught", async () => {
    const log = parseLin(readFileSync(new URL("../peer/lin-vugraph/sample.lin", import.meta.url), "utf8"))
      .boards[0]!.log!;
    const r = replay(log);
    const x = exportPbn(log);
    if (!r.ok || !x.ok) throw new Error("the sample board exports");
    const good = await readIndependent(x.value.text);
    expect(() => checkAgainst("sample", r.value, log, good)).not.toThrow();
    // the first two cards of the play swapped between the columns
    const swapped = x.value.text.replace(/\[Play "(\w)"\]\n(\S+) (\S+)/, '[Play "$1"]\n$3 $2');
    expect(swapped).not.toBe(x.value.text);
    const bad = await readIndependent(swapped);
    expect(() => checkAgainst("sample", r.value, log, bad)).toThrow();
    // another opening call
    const badCall = await readIndependent(
      x.value.text.replace(/\[Auction "(\w)"\]\n(\S+)/, '[Auction "$1"]\n7NT'),
    );
    expect(() => checkAgainst("sample", r.value, log, badCall)).toThrow();
  });
});
