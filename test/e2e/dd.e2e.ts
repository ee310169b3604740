/**
 * Double dummy in the app (issue 20 items 6-7), offline: a disputed claim with the hands known shows the
 * double-dummy analysis under the director's award, worked out in the worker (English, and Russian on a
 * 3-card ending checked against a brute-force count written here); a full-deal claim says it is being
 * worked out, with a progress line and a cancel; the adjusted-score screen offers the double-dummy tricks
 * and score of each listed contract, and the director changes the tricks and sets the weights.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { DdPosition } from "../../src/dd/index.js";
import { cardIn } from "../../src/explain/core.js";
import { validateSession } from "../../src/formats/session.js";
import { type Lang, type Seat, t } from "../../src/index.js";
import { proposeAdjustment } from "../../src/scoring/proposal.js";
import { claimPosition } from "../../web/dd/claimPosition.js";
import { computeClaim } from "../../web/dd/compute.js";
import { tr } from "../../web/i18n.js";
import { call, shot, useSession } from "./browser.js";
import { AUCTION, DEAL, type LogJson, legalCard, state } from "./play-support.js";
import { goOffline, loadBoard, openApp, readyOffline, setLang } from "./support.js";

const SEATS: Seat[] = ["N", "E", "S", "W"];

/** 4♥ by South after the opening lead and `cards` cards more, each the first legal one. */
const played = (cards: number, board: number): LogJson => {
  const log: LogJson = {
    format: "table-log@1",
    edition: "2017",
    board,
    dealer: "N",
    vulnerability: "None",
    deal: DEAL,
    events: [...AUCTION.map((c, i) => ({ by: SEATS[i % 4]!, call: c })), { by: "W", lead: "DJ" }],
  };
  for (let i = 0; i < cards; i++) {
    const c = legalCard(state(log));
    log.events.push({ by: c.by, play: c.card });
  }
  return log;
};

/** North-South's tricks by plain minimax over every legal card (no pruning: small endings only). */
const bruteForce = (p: DdPosition): number => {
  const order = "23456789TJQKA";
  const hands = Object.fromEntries(
    SEATS.map((s) => [
      s,
      (["S", "H", "D", "C"] as const).flatMap((x) => p.hands[s][x].map((r) => `${x}${r}`)),
    ]),
  ) as Record<Seat, string[]>;
  const trump = p.trump === "NT" ? null : p.trump;
  const go = (leader: Seat, trick: string[]): number => {
    const turn = SEATS[(SEATS.indexOf(leader) + trick.length) % 4]!;
    if (trick.length === 4) {
      let w = 0;
      for (let i = 1; i < 4; i++) {
        const a = trick[i]!;
        const b = trick[w]!;
        if (
          (a[0] === b[0] && order.indexOf(a[1]!) > order.indexOf(b[1]!)) ||
          (a[0] === trump && b[0] !== trump)
        )
          w = i;
      }
      const winner = SEATS[(SEATS.indexOf(leader) + w) % 4]!;
      const won = winner === "N" || winner === "S" ? 1 : 0;
      return hands[winner].length === 0 ? won : won + go(winner, []);
    }
    const hand = hands[turn];
    const follow = trick.length ? hand.filter((c) => c[0] === trick[0]![0]) : [];
    const legal = follow.length ? follow : hand;
    const values = legal.map((c) => {
      hands[turn] = hand.filter((x) => x !== c);
      const v = go(leader, [...trick, c]);
      hands[turn] = hand;
      return v;
    });
    return turn === "N" || turn === "S" ? Math.max(...values) : Math.min(...values);
  };
  return go(
    p.leader,
    p.trick.map((c) => `${c.suit}${c.rank}`),
  );
};

/** Claims all the tricks left for South, disputes it, and gives the award panel's analysis region. */
const disputedClaim = async (
  p: import("playwright-core").Page,
  lang: Lang,
  remaining: number,
  by: Seat = "S",
) => {
  await p.locator("details.claim summary").click();
  const claims = tr(lang, "play.claimN", { seat: t(lang, `seat.${by}`), n: remaining });
  await p.getByRole("button", { name: claims, exact: true }).click();
  const ruling = p
    .locator("section.ruling, [role=region]")
    .filter({ has: p.locator("button.option") })
    .first();
  await ruling.locator("button.option").nth(1).click();
  const award = p.getByRole("region", { name: tr(lang, "quick.claim.award.title") });
  return award.getByRole("region", { name: tr(lang, "dd.title") });
};

describe("double dummy in the app, offline", () => {
  const tt = useSession();

  it("a disputed claim with 7 cards in each hand: the double-dummy tricks on screen, worked out offline", async () => {
    const p = tt.s.page;
    await openApp(p, tt.s.url, "en");
    await readyOffline(p);
    const sw = await p.evaluate(() => fetch("/sw.js").then((r) => r.text()));
    expect(sw).toMatch(/"\.\/assets\/worker-[\w-]+\.js"/);
    await tt.s.stopServer();
    // Six tricks played (the lead and 23 cards): 7 cards in each hand.
    const log = played(23, 8);
    await loadBoard(p, log);
    const position = claimPosition(log as never, state(log))!;
    const expected = computeClaim({ kind: "claim", position, claimer: "S" }, {});
    if (!expected.ok) throw new Error(expected.code);
    const dd = await disputedClaim(p, "en", 7);
    const text = tr("en", "dd.result", { side: t("en", "side.NS"), n: expected.value.doubleDummy, of: 7 });
    await expect.poll(() => dd.textContent(), { timeout: 30_000 }).toContain(text);
    expect(await dd.locator(".dd-cards li").count()).toBe(expected.value.cards.length);
    expect(await dd.textContent()).toContain("The award is the director's.");
    await shot(p, "dd-claim-en");
    expect(tt.errors).toEqual([]);
  });

  it("a claim at the first trick (a full deal) says it is being worked out, with a progress line and a cancel", async () => {
    const p = tt.s.page;
    // list10.txt's first deal (../shared/peer/dds): 1NT by West, North leads; a slow solve for our solver.
    await loadBoard(p, {
      format: "table-log@1",
      edition: "2017",
      board: 9,
      dealer: "N",
      vulnerability: "None",
      deal: "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
      events: [
        ...["P", "P", "P", "1NT", "P", "P", "P"].map((c, i) => ({ by: SEATS[i % 4]!, call: c })),
        { by: "N", lead: "CT" },
      ],
    });
    const dd = await disputedClaim(p, "en", 13, "W");
    // Beyond the quick analysis: nothing starts until the director asks (issue 20: early claims).
    expect(await dd.textContent()).toContain(
      "A big position (13 cards in a hand) is beyond the quick analysis (up to 7 cards a hand)",
    );
    expect(await dd.getByRole("status").count()).toBe(0);
    await dd.getByRole("button", { name: "Work it out", exact: true }).click();
    // The worker answers asynchronously: poll for the words (a read right after the tap can precede them).
    await expect
      .poll(() => dd.textContent())
      .toContain("A bigger position (13 cards in a hand): it is being worked out");
    await expect
      .poll(() => dd.getByRole("status").textContent())
      .toMatch(/Working out the double dummy… [1-9]\d*\.\d s/);
    // The screen is not blocked while the worker searches: the award's tricks still take a tap.
    const award = p.getByRole("region", { name: "The director's award (Law 70)" });
    await award.getByRole("spinbutton").fill("11");
    await dd.getByRole("button", { name: "Cancel the analysis" }).click();
    await expect.poll(() => dd.textContent()).toContain("The analysis was cancelled.");
    expect(await dd.getByRole("button", { name: "Work out the double dummy" }).isVisible()).toBe(true);
    expect(tt.errors).toEqual([]);
  });

  it("по-русски: концовка из 3 карт, взятки при открытых картах — как при полном переборе", async () => {
    const p = tt.s.page;
    await setLang(p, "ru");
    const log = played(39, 10);
    await loadBoard(p, log);
    const position = claimPosition(log as never, state(log))!;
    const n = bruteForce(position);
    const dd = await disputedClaim(p, "ru", 3);
    const text = tr("ru", "dd.result", { side: t("ru", "side.NS"), n, of: 3 });
    await expect.poll(() => dd.textContent(), { timeout: 30_000 }).toContain(text);
    expect(await dd.textContent()).toContain("Решение — за судьёй.");
    await shot(p, "dd-claim-ru");
    await setLang(p, "en");
    expect(tt.errors).toEqual([]);
  });
});

describe("the hands faced at a claim when the deal is not recorded (70B3), offline", () => {
  const tt = useSession();
  // The 70A fixture's play without its deal: South on lead in 4S at trick 11 with the last three tricks.
  const fixture = JSON.parse(
    readFileSync(
      new URL("../fixtures/2017/law70/70A-disputed-claim-director-awards.json", import.meta.url),
      "utf8",
    ),
  ).log;
  const FACED: Record<Seat, string[]> = {
    N: ["H9", "D7", "C8"],
    E: ["H7", "CT", "C6"],
    S: ["SJ", "H3", "C7"],
    W: ["HT", "H8", "D5"],
  };

  const enterAndAnalyse = async (p: import("playwright-core").Page, lang: Lang) => {
    const { deal: _d, ...noDeal } = fixture;
    await loadBoard(p, { ...noDeal, events: fixture.events.slice(0, 46) });
    await disputedClaim(p, lang, 3);
    const award = p.getByRole("region", { name: tr(lang, "quick.claim.award.title") });
    const law = lang === "en" ? "Law 70B3" : "Закон 70B3";
    const form = award.getByRole("region", { name: tr(lang, "dd.faced.title", { law }) });
    const record = form.getByRole("button", { name: tr(lang, "dd.faced.record") });
    expect(await record.isDisabled()).toBe(true);
    // A card already played is greyed out and cannot be chosen (the spade ace went at trick 2).
    const north = form.getByRole("group", { name: t(lang, "seat.N") });
    expect(await north.getByRole("button", { name: cardIn(lang, "SA"), exact: true }).isDisabled()).toBe(
      true,
    );
    for (const seat of ["N", "E", "S"] as const)
      for (const c of FACED[seat])
        await form
          .getByRole("group", { name: t(lang, `seat.${seat}`) })
          .getByRole("button", { name: cardIn(lang, c), exact: true })
          .click();
    // The fourth hand is the rest: every trick is recorded.
    await form
      .getByRole("button", { name: tr(lang, "dd.faced.rest", { n: 3, seat: t(lang, "seat.W") }) })
      .click();
    await form.scrollIntoViewIfNeeded();
    await shot(p, `dd-faced-form-${lang}`);
    await record.click();
    const dd = award.getByRole("region", { name: tr(lang, "dd.title") });
    const text = tr(lang, "dd.result", { side: t(lang, "side.NS"), n: 1, of: 3 });
    await expect.poll(() => dd.textContent(), { timeout: 30_000 }).toContain(text);
    expect(await dd.textContent()).toContain(tr(lang, "dd.normal", { n: 1 }));
    // Recorded in the board's log: the claim event carries the hands faced.
    const stored = await p.evaluate(() => localStorage.getItem("bridge-td.session@1"));
    const events = JSON.parse(stored!).boards.find((b: { id: string }) => b.id === "b").log.events;
    expect(events[46]).toMatchObject({ by: "S", claim: 3, faced: "N:.9.7.8 .7..T6 J.3..7 .T8.5." });
    await shot(p, `dd-faced-${lang}`);
  };

  it("English, then Russian: the hands entered, recorded in the log, the analysis on screen", async () => {
    const p = tt.s.page;
    await goOffline(tt.s, { lang: "en" });
    await enterAndAnalyse(p, "en");
    await setLang(p, "ru");
    await enterAndAnalyse(p, "ru");
    await setLang(p, "en");
    expect(tt.errors).toEqual([]);
  });
});

describe("12C proposals on the adjusted-score screen", () => {
  const tt = useSession();
  // North takes 9 tricks in spades or notrump (test/session/proposal.test.ts works it out from the cards).
  const PDEAL = "N:AKQ2.AK2.AK2.AK2 JT98.QJT9.QJT.QJ 7654.876.876.876 3.543.9543.T9543";

  it("offers each listed contract's double-dummy tricks and score; the director changes the tricks and sets the weights", async () => {
    const p = tt.s.page;
    await openApp(p, tt.s.url, "en");
    await loadBoard(p, {
      format: "table-log@1",
      edition: "2017",
      board: 1,
      dealer: "N",
      vulnerability: "None",
      deal: PDEAL,
      events: [],
    });
    // North 1H, East an insufficient 1D: a ruling (Law 27), so the board is on the adjusted-score screen.
    await call(p, "1H");
    await call(p, "1D");
    await p.getByRole("button", { name: "Session", exact: true }).click();
    const section = p.getByRole("region", { name: "Adjusted scores (Law 12)" });
    await section.getByRole("button", { name: "Record an adjusted score" }).click();
    const form = section.getByRole("form", { name: "Adjusted score on board 1" });
    await form.getByLabel("NS pair").fill("3");
    await form.getByLabel("EW pair").fill("13");
    await form.getByLabel("Kind").selectOption("weighted");
    expect(await form.textContent()).toContain(
      "the double-dummy tricks and the score are offered as a starting point (Law 12C)",
    );
    const r1 = form.getByRole("group", { name: "Result 1" });
    const r2 = form.getByRole("group", { name: "Result 2" });
    await r1.getByLabel("Contract").fill("3NT");
    await r1.getByRole("button", { name: "Double-dummy tricks for result 1" }).click();
    await expect
      .poll(() => r1.getByLabel("Tricks", { exact: true }).inputValue(), { timeout: 30_000 })
      .toBe("9");
    expect(await r1.textContent()).toContain("Double dummy: 9 tricks, +400 to NS (Law 77)");
    await r2.getByLabel("Contract").fill("4S");
    await r2.getByRole("button", { name: "Double-dummy tricks for result 2" }).click();
    await expect
      .poll(() => r2.getByLabel("Tricks", { exact: true }).inputValue(), { timeout: 30_000 })
      .toBe("9");
    expect(await r2.textContent()).toContain("Double dummy: 9 tricks, −50 to NS (Law 77)");
    await shot(p, "dd-proposal");
    // The director's judgment: 4S makes 10 on the line he thinks likely; his weights.
    await r2.getByLabel("Tricks", { exact: true }).fill("10");
    await r1.getByLabel("Weight").fill("0.7");
    await r2.getByLabel("Weight").fill("0.3");
    await form.getByRole("button", { name: "Save the adjusted score" }).click();
    await expect.poll(() => section.textContent()).toContain("3–13: 0.7 × 3NT North 9 + 0.3 × 4S North 10");

    const [download] = await Promise.all([
      p.waitForEvent("download"),
      section.getByRole("button", { name: "Export adjustments (session@1)" }).click(),
    ]);
    const doc = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(doc.boards[0].deal).toBe(PDEAL);
    expect(doc.boards[0].results[0].adjusted.weighted).toEqual([
      { weight: 0.7, contract: "3NT", declarer: "N", tricks: 9 },
      { weight: 0.3, contract: "4S", declarer: "N", tricks: 10 },
    ]);
    // The proposal keeps the double-dummy basis: tricks only where the director changed them.
    expect(doc.boards[0].results[0].proposal).toEqual({
      outcomes: [
        { contract: "3NT", declarer: "N", weight: 0.7 },
        { contract: "4S", declarer: "N", tricks: 10, weight: 0.3 },
      ],
    });
    const s = validateSession(doc);
    if (!s.ok) throw new Error(JSON.stringify(s.error));
    const proposal = proposeAdjustment(s.value.boards[0]!, 0);
    expect(proposal.ok && proposal.value.outcomes.map((o) => [o.tricks, o.from, o.score])).toEqual([
      [9, "double-dummy", 400],
      [10, "director", 420],
    ]);
    expect(tt.errors).toEqual([]);
  });
});
