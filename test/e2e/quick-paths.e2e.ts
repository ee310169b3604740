/**
 * The quick paths in the play (web/play/QuickPaths.tsx) at 360 x 640, in both codes and both languages: each
 * path from its facts to the ruling (the law, the options, what follows a choice), with screenshots.
 * The paths that need the `position` event (the play so far not recorded, trick 2 on) run once the engine
 * takes that event.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appEn } from "../../src/explain/app-en.js";
import { appRu } from "../../src/explain/app-ru.js";
import { inCodeWords } from "../../src/explain/ru-words.js";
import { replay, t } from "../../src/index.js";
import { fullShot, shot, tooSmall, useSession } from "./browser.js";
import { boardLog, ONE_NT, storeBoard } from "./support.js";

type Lang = "en" | "ru";
type Edition = "2017" | "1987";
type Seat = "N" | "E" | "S" | "W";

const CAT = { en: appEn as Record<string, string>, ru: appRu as Record<string, string> };
const LAW = { en: { "2017": "Law", "1987": "Law" }, ru: { "2017": "Закон", "1987": "Правило" } };

/** 1NT by North (board 1: dealer North, nobody vulnerable); East is on opening lead. */
const AUCTION = ONE_NT;
/** North KQ3.952.KQ73.842, East 862.764.T92.T653, South AJT94.AK3.84.AK7, West 75.QJT8.AJ65.QJ9. */
const DEAL = "N:KQ3.952.KQ73.842 862.764.T92.T653 AJT94.AK3.84.AK7 75.QJT8.AJ65.QJ9";

/** Does the engine take the `position` event yet (the play so far not recorded)? */
const POSITION = replay({
  format: "table-log@1",
  edition: "2017",
  board: 1,
  events: [...AUCTION, { position: { played: 6, NS: 4, EW: 2, lead: "N" } }],
}).ok;

const load = (p: Page, url: string, edition: Edition, lang: Lang, events: unknown[], deal?: string) =>
  storeBoard(p, url, boardLog(edition, events, { deal }), { lang });

/** The words of the app in `lang`, `{name}` filled. */
const words =
  (lang: Lang, edition: Edition) =>
  (key: string, params: Record<string, string | number> = {}) =>
    inCodeWords(
      lang,
      edition,
      CAT[lang][key]!.replace(/\{(\w+)\}/g, (m, n: string) => (n in params ? String(params[n]) : m)),
    );

const driver = (p: Page, lang: Lang, edition: Edition) => {
  const w = words(lang, edition);
  const law = (x: string) => `${LAW[lang][edition]} ${x}`;
  const seat = (s: Seat) => t(lang, `seat.${s}`);
  const quick = p.locator("section.quick").first();
  const strain = (s: string) => w(`strain.${s}`) ?? s;
  return {
    w,
    law,
    seat,
    quick,
    open: async (path: string) => {
      await p.getByRole("button", { name: new RegExp(`^${w("quick.open")}`) }).click();
      if (["premature", "simultaneous", "defective"].includes(path))
        await quick.getByRole("button", { name: w("quick.more") }).click();
      await quick
        .getByRole("button", { name: new RegExp(`^${w(`quick.path.${path}`).replace(/[()]/g, ".")}`) })
        .click();
    },
    pickSeat: async (legend: string, s: Seat) => {
      await quick
        .getByRole("group", { name: legend, exact: true })
        .getByRole("button", { name: new RegExp(`^${seat(s)}`) })
        .click();
    },
    pickCard: async (legend: string, card: string) => {
      const g = quick.getByRole("group", { name: legend, exact: true });
      // The suits in the bidding box's order, clubs first (docs/app.md).
      await g.locator(".lead-suits button").nth(["C", "D", "H", "S"].indexOf(card[0]!)).click();
      const rank =
        card[1] === "T"
          ? "10"
          : lang === "ru"
            ? ({ A: "Т", K: "К", Q: "Д", J: "В" }[card[1]!] ?? card[1]!)
            : card[1]!;
      await g
        .getByRole("button", { name: w("lead.card", { rank, suit: strain(card[0]!) }), exact: true })
        .click();
    },
    yesNo: async (legend: string, yes: boolean, labels?: [string, string]) => {
      const g = quick.getByRole("group", { name: legend, exact: true });
      await g
        .locator("button")
        .nth(yes ? 0 : 1)
        .click();
      void labels;
    },
    setNumber: async (id: string, n: number) => {
      await quick.locator(`#${id}`).fill(String(n));
      await quick.locator(`#${id}`).dispatchEvent("change");
    },
    rule: async () => quick.getByRole("button", { name: w("quick.rule"), exact: true }).click(),
    events: async () => Number(((await p.locator(".count").textContent()) ?? "").replace(/\D/g, "")),
  };
};

const rulingText = async (r: Locator) => ((await r.textContent()) ?? "").replace(/\uFE0E/g, "");

describe("quick paths in the play", () => {
  const s = useSession();

  for (const lang of ["en", "ru"] as const)
    for (const edition of ["2017", "1987"] as const) {
      const tag = `quick-${lang}-${edition}`;

      it(`${lang} ${edition}: opening lead out of turn (54), deal known, declarer refuses and prohibits`, async () => {
        const p = s.s.page;
        await load(p, s.s.url, edition, lang, AUCTION, DEAL);
        const d = driver(p, lang, edition);
        await d.open("lead");
        expect(await d.quick.textContent()).toContain(d.w("quick.where.opening", { seat: d.seat("E") }));
        await d.pickSeat(d.w("quick.lead.by"), "W");
        // Only West's cards can be picked: the club ace is South's.
        const picker = d.quick.getByRole("group", { name: d.w("quick.card.led", { seat: d.seat("W") }) });
        await picker.locator(".lead-suits button").nth(3).click();
        expect(await picker.locator(".lead-ranks button").nth(0).isDisabled()).toBe(true);
        await d.pickCard(d.w("quick.card.led", { seat: d.seat("W") }), "CQ");
        expect(await tooSmall(p, "section.lead")).toEqual([]);
        await shot(p, `${tag}-lead-facts`);
        await d.rule();
        const ruling = p.locator("section.ruling");
        await expect.poll(() => rulingText(ruling)).toContain(d.law("54"));
        expect(await ruling.locator("button.option").count()).toBe(5);
        expect(await ruling.locator("button.option:disabled").count()).toBe(0);
        expect(await rulingText(ruling)).toContain(d.seat("N"));
        expect(await tooSmall(p, "section.lead")).toEqual([]);
        await fullShot(p, `${tag}-lead-54`);
        // Refuse, then prohibit clubs: two events, and East may not lead clubs.
        const before = await d.events();
        await ruling.locator("button.option").nth(3).click();
        await expect.poll(d.events).toBe(before + 2);
        await expect
          .poll(async () => (await p.locator("section.restrictions").textContent()) ?? "")
          .toContain(d.seat("E"));
        expect(await p.locator("section.restrictions").textContent()).toContain(d.law("50D2(a)"));
        await shot(p, `${tag}-lead-prohibited`);
        expect(s.errors).toEqual([]);
      });

      it(`${lang} ${edition}: a card exposed in the play (major) and in the auction (declaring side)`, async () => {
        const p = s.s.page;
        await load(p, s.s.url, edition, lang, AUCTION);
        const d = driver(p, lang, edition);
        await d.open("expose");
        await d.pickSeat(d.w("quick.expose.by"), "W");
        await d.pickCard(d.w("quick.card.exposed", { seat: d.seat("W") }), "SK");
        await d.yesNo(d.w("quick.expose.accidental"), false);
        await d.rule();
        const pen = p.locator("section.quick.penalty");
        await expect.poll(() => rulingText(pen)).toContain(d.law("50D"));
        const text = await rulingText(pen);
        expect(text).toContain(d.seat("W"));
        expect(text).toContain(d.w("quick.penalty.title"));
        // East, West's partner, is on lead: declarer's 50D2 choice is asked.
        expect(text).toContain(d.seat("E"));
        expect(await p.locator("section.restrictions button.choice").count()).toBeGreaterThan(0);
        expect(await tooSmall(p, "section.lead")).toEqual([]);
        await fullShot(p, `${tag}-expose-major`);
        // In the auction, a card of North's (the declarer-to-be): it goes back (24D), no penalty card.
        await load(p, s.s.url, edition, lang, AUCTION);
        await d.open("expose");
        await d.quick.getByRole("button", { name: d.w("quick.expose.auction") }).click();
        await d.pickSeat(d.w("quick.expose.by"), "N");
        await d.pickCard(d.w("quick.card.exposed", { seat: d.seat("N") }), "S2");
        await d.yesNo(d.w("quick.expose.accidental"), true);
        await d.rule();
        await expect.poll(() => rulingText(d.quick)).toContain(d.w("quick.outcome.nothing"));
        expect(await p.locator("section.quick.penalty").count()).toBe(0);
        expect(await d.events()).toBe(5);
        expect(s.errors).toEqual([]);
      });

      it(`${lang} ${edition}: an established revoke, the transfer and its law`, async () => {
        const p = s.s.page;
        await load(p, s.s.url, edition, lang, AUCTION);
        const d = driver(p, lang, edition);
        await d.open("revoke");
        await d.pickSeat(d.w("quick.revoke.by"), "E");
        await d.setNumber("quick-revoke-trick", 5);
        await d.yesNo(d.w("quick.revoke.established", { seat: d.seat("E") }), true);
        await d.pickSeat(d.w("quick.revoke.wonBy", { trick: 5 }), "W");
        await d.setNumber("quick-later", 1);
        expect(await tooSmall(p, "section.lead")).toEqual([]);
        await shot(p, `${tag}-revoke-facts`);
        await d.rule();
        const out = d.quick.locator(".ruling-out");
        // West (his partner) won the revoke trick, EW won a later one: one trick in both codes (2017 64A2;
        // 1987 64A2 as the EBL Commentary 64.1 reads it: the partner's trick counts as the non-offenders').
        const expected = { law: "64A2", n: 1 };
        await expect.poll(() => rulingText(out)).toContain(d.law(expected.law));
        expect(await rulingText(out)).toContain(
          d.w("quick.revoke.out.transfer", {
            law: d.law(expected.law),
            n: expected.n,
            side: t(lang, "side.NS"),
          }),
        );
        expect(await rulingText(p.locator("section.watch"))).toContain(d.law("64C"));
        await fullShot(p, `${tag}-revoke-64A`);
        // Not established: corrected (62A).
        await load(p, s.s.url, edition, lang, AUCTION);
        await d.open("revoke");
        await d.pickSeat(d.w("quick.revoke.by"), "E");
        await d.yesNo(d.w("quick.revoke.established", { seat: d.seat("E") }), false);
        // The revoke card is asked (62B1: a defender's becomes a major penalty card) before the ruling.
        expect(await d.quick.getByRole("button", { name: d.w("quick.rule"), exact: true }).isDisabled()).toBe(
          true,
        );
        await d.pickCard(d.w("quick.revoke.card", { seat: d.seat("E"), trick: 1 }), "H7");
        await d.rule();
        // Corrected (62A); East is a defender: the card taken back is a major penalty card (62B1).
        await expect.poll(() => rulingText(d.quick.locator(".ruling-out"))).toContain(d.law("62B1"));
        const kept = p.locator("section.quick.penalty");
        await expect.poll(() => kept.count()).toBe(1);
        expect(await rulingText(kept)).toContain(d.seat("E"));
        expect(s.errors).toEqual([]);
      });

      it(`${lang} ${edition}: a disputed claim, what the director needs, his award`, async () => {
        const p = s.s.page;
        await load(p, s.s.url, edition, lang, [...AUCTION, { by: "E", lead: "C5" }], DEAL);
        const d = driver(p, lang, edition);
        await d.open("claim");
        expect(await d.quick.textContent()).toContain(
          d.w("quick.where.recorded", { trick: 1, seat: d.seat("E") }),
        );
        await d.setNumber("quick-claim-tricks", 10);
        await d.quick.locator("#quick-statement").fill("I cash my winners");
        await d.rule();
        const ruling = p.locator("section.ruling");
        const claimLaw =
          edition === "2017"
            ? { open: "68D1", doubt: "68D2(a)", award: "70A" }
            : { open: "68D", doubt: "68D", award: "70A" };
        await expect.poll(() => rulingText(ruling)).toContain(d.law(claimLaw.open));
        expect(await ruling.locator("button.option").count()).toBeGreaterThanOrEqual(2);
        await shot(p, `${tag}-claim-68D1`);
        await ruling.locator("button.option").nth(1).click();
        await expect.poll(() => rulingText(ruling)).toContain(d.law(claimLaw.doubt));
        const award = p.locator("section.claim-award");
        await award.waitFor();
        const atext = await rulingText(award);
        for (const x of ["70A", "70C", "70D", "70E"]) expect(atext).toContain(d.law(x));
        expect(atext).toContain(d.w("quick.claim.award.notrump"));
        // The deal is known: the cards not yet played, by seat (East's club five is played).
        expect(await award.locator(".hands li").count()).toBe(4);
        expect(await tooSmall(p, "section.lead")).toEqual([]);
        await fullShot(p, `${tag}-claim-disputed`);
        await award.locator("#quick-award").fill("9");
        await award.locator("#quick-award").dispatchEvent("change");
        await award.getByRole("button", { name: d.w("quick.claim.award.record", { n: 9 }) }).click();
        await expect
          .poll(() => rulingText(d.quick))
          .toContain(d.w("quick.outcome.claim", { law: d.law(claimLaw.award), tricks: 9, score: 150 }));
        await shot(p, `${tag}-claim-awarded`);
        expect(s.errors).toEqual([]);
      });

      it(`${lang} ${edition}: more — two cards led at once (58B), a defective trick (67), a premature play (57)`, async () => {
        const p = s.s.page;
        await load(p, s.s.url, edition, lang, AUCTION);
        const d = driver(p, lang, edition);
        await d.open("simultaneous");
        await d.pickCard(d.w("quick.simultaneous.first"), "C5");
        await d.pickCard(d.w("quick.simultaneous.second"), "C4");
        await d.rule();
        // The engine asks whether the second card was exposed unintentionally (50B): yes, a minor penalty card.
        const ruling = p.locator("section.ruling");
        await expect.poll(() => rulingText(ruling)).toContain("50B");
        expect(await tooSmall(p, "section.lead")).toEqual([]);
        await fullShot(p, `${tag}-simultaneous-question`);
        await ruling.locator("button.option.yes").click();
        await expect.poll(() => rulingText(p.locator("section.quick.penalty"))).toContain(d.law("50C"));
        await shot(p, `${tag}-simultaneous-minor`);

        await load(p, s.s.url, edition, lang, AUCTION);
        await d.open("defective");
        await d.pickSeat(d.w("quick.defective.by"), "W");
        await d.setNumber("quick-defective-trick", 3);
        await d.quick.getByRole("button", { name: d.w("quick.defective.no-card") }).click();
        if (edition === "1987") await d.yesNo(d.w("quick.defective.held"), false);
        await d.pickSeat(d.w("quick.revoke.wonBy2", { trick: 3 }), "E");
        await d.setNumber("quick-defective-later", 1);
        await d.rule();
        const out = d.quick.locator(".ruling-out");
        await expect.poll(() => rulingText(out)).toContain(d.law("67B1"));
        expect(await rulingText(out)).toContain(
          d.w("quick.revoke.out.transfer", { law: d.law("67B1"), n: 1, side: t(lang, "side.NS") }),
        );
        await shot(p, `${tag}-defective-67B1`);

        // East leads, West plays before South: 1987, a major penalty card; 2017 57D, the card waits its turn.
        await load(p, s.s.url, edition, lang, AUCTION);
        await d.open("premature");
        await d.pickCard(d.w("quick.card.led", { seat: d.seat("E") }), "C5");
        await d.pickSeat(d.w("quick.premature.by"), "W");
        await d.pickCard(d.w("quick.card.played", { seat: d.seat("W") }), "C3");
        await d.rule();
        if (edition === "1987")
          await expect.poll(() => rulingText(p.locator("section.quick.penalty"))).toContain(d.law("50D"));
        // 2017 57D: the card waits for its turn, nothing to rectify (no ruling).
        else await expect.poll(() => rulingText(d.quick)).toContain(d.w("quick.outcome.nothing"));
        await shot(p, `${tag}-premature`);
        expect(s.errors).toEqual([]);
      });

      it(`${lang} ${edition}: walk2 — tricks numbered from a position, a revoke's card kept, the 50D2 words`, async () => {
        const p = s.s.page;
        const d = driver(p, lang, edition);
        // A position at trick 7: the trick panel and the table count on from it (F7, F10).
        await load(p, s.s.url, edition, lang, [
          ...AUCTION,
          { position: { played: 6, NS: 5, EW: 1, lead: "N" } },
          { by: "N", play: "D3" },
          { by: "E", play: "D2" },
          { by: "S", play: "D4" },
          { by: "W", play: "D5" },
        ]);
        await expect
          .poll(async () => (await p.locator("#trick-title").textContent()) ?? "")
          .toContain(d.w("play.trickNo", { n: 8 }));
        const table = p.locator("section.tricks");
        expect(await rulingText(table)).toContain(d.w("play.tricks", { n: 7 }));
        expect(await table.locator("tbody tr td").first().textContent()).toBe("7");
        // Typing the trick number applies as typed: the form grows before the next tap, not under it (F5).
        await load(p, s.s.url, edition, lang, AUCTION);
        await d.open("lead");
        const trickField = d.quick.locator("#quick-trick");
        await trickField.click();
        await trickField.press("Control+a");
        await p.keyboard.type("7");
        await expect
          .poll(() => d.quick.getByRole("group", { name: d.w("quick.where.leader"), exact: true }).count())
          .toBe(1);
        const west = d.quick
          .getByRole("group", { name: d.w("quick.lead.by"), exact: true })
          .getByRole("button", { name: new RegExp(`^${d.seat("W")}`) });
        await west.tap();
        expect(await west.getAttribute("aria-pressed")).toBe("true");
        // West's lead accepted at trick 1: East has not played to it, so no revoke of his there (F23).
        await load(p, s.s.url, edition, lang, [
          ...AUCTION,
          { by: "W", lead: "D5" },
          { by: "N", accept: true },
        ]);
        await d.open("revoke");
        await d.pickSeat(d.w("quick.revoke.by"), "E");
        expect(await rulingText(d.quick)).toContain(d.w("quick.revoke.noTrick", { seat: d.seat("E") }));
        expect(await d.quick.getByRole("button", { name: d.w("quick.rule"), exact: true }).isDisabled()).toBe(
          true,
        );
        // Trick 6, West on lead: East revoked on trick 5 with the club seven, not established (F23).
        await load(p, s.s.url, edition, lang, [
          ...AUCTION,
          { position: { played: 5, NS: 3, EW: 2, lead: "W" } },
        ]);
        await d.open("revoke");
        await d.pickSeat(d.w("quick.revoke.by"), "E");
        await d.setNumber("quick-revoke-trick", 5);
        await d.yesNo(d.w("quick.revoke.established", { seat: d.seat("E") }), false);
        await d.pickCard(d.w("quick.revoke.card", { seat: d.seat("E"), trick: 5 }), "C7");
        await d.rule();
        await expect.poll(() => p.locator("section.quick.penalty").count()).toBe(1);
        // West, East's partner, is on lead: declarer's choices, each with what it does to the card (F12, F13).
        const restr = p.locator("section.restrictions");
        await expect.poll(() => restr.locator(".choice .hint").count()).toBe(3);
        const rtext = await rulingText(restr);
        expect(rtext).toContain(d.w("restriction.waive"));
        if (lang === "ru") {
          expect(rtext).not.toContain("Первый ход");
          expect(rtext).toContain(`Ходит ${d.seat("W")}`);
        }
        expect(await tooSmall(p, "section.restrictions")).toEqual([]);
        await fullShot(p, `${tag}-walk2-revoke-card`);
        expect(s.errors).toEqual([]);
      });

      it.skipIf(!POSITION)(
        `${lang} ${edition}: later tricks from a position — 56, 55, 57A, a claim, a penalty card`,
        async () => {
          const p = s.s.page;
          await load(p, s.s.url, edition, lang, AUCTION, DEAL);
          const d = driver(p, lang, edition);
          const ruling = p.locator("section.ruling");
          // Trick 7, East on lead, NS have won 4: West leads instead (a defender's lead out of turn, 56).
          await d.open("lead");
          await d.setNumber("quick-trick", 7);
          // Past trick 1 nobody can know who is on lead: nothing preset, no ruling until the director says.
          const leaderGroup = d.quick.getByRole("group", { name: d.w("quick.where.leader"), exact: true });
          expect(await leaderGroup.locator('[aria-pressed="true"]').count()).toBe(0);
          await d.pickSeat(d.w("quick.where.leader"), "E");
          await d.setNumber("quick-ns", 4);
          await d.pickSeat(d.w("quick.lead.by"), "W");
          await d.pickCard(d.w("quick.card.led", { seat: d.seat("W") }), "HQ");
          expect(await tooSmall(p, "section.lead")).toEqual([]);
          await d.rule();
          await expect.poll(() => rulingText(ruling)).toContain(d.law("56"));
          expect(await ruling.locator("button.option").count()).toBe(2);
          await fullShot(p, `${tag}-lead-56`);
          // Refused: a major penalty card, and declarer's 50D2 choice as East (the partner) leads.
          await ruling.locator("button.option").nth(1).click();
          await expect.poll(() => rulingText(ruling)).toContain(d.law("50D2"));
          await ruling.locator("button.option").nth(1).click();
          await expect
            .poll(async () => (await p.locator("section.restrictions").textContent()) ?? "")
            .toContain(d.law("50D2(a)"));
          // Trick 7, South (dummy) on lead: declarer leads from his own hand (55A, either defender chooses).
          await load(p, s.s.url, edition, lang, AUCTION, DEAL);
          await d.open("lead");
          await d.setNumber("quick-trick", 7);
          await d.pickSeat(d.w("quick.where.leader"), "S");
          await d.pickSeat(d.w("quick.lead.by"), "N");
          await d.pickCard(d.w("quick.card.led", { seat: d.seat("N") }), "D3");
          await d.rule();
          await expect.poll(() => rulingText(ruling)).toContain(d.law("55A"));
          await fullShot(p, `${tag}-lead-55`);
          // Trick 7, South leads a diamond; East plays before West (57A): declarer's options for West.
          await load(p, s.s.url, edition, lang, AUCTION, DEAL);
          await d.open("premature");
          await d.setNumber("quick-trick", 7);
          await d.pickSeat(d.w("quick.where.leader"), "S");
          await d.pickCard(d.w("quick.card.led", { seat: d.seat("S") }), "D4");
          await d.pickSeat(d.w("quick.premature.by"), "E");
          await d.pickCard(d.w("quick.card.played", { seat: d.seat("E") }), "D9");
          await d.rule();
          await expect.poll(() => rulingText(ruling)).toContain(d.law("57A"));
          expect(await ruling.locator("button.option").count()).toBe(edition === "2017" ? 5 : 4);
          await fullShot(p, `${tag}-premature-57A`);
          // Require another suit: the suit is named, not diamonds (the suit led).
          const before = await d.events();
          await ruling.locator("button.option").nth(2).click();
          const suits = p.locator(".quick-suit button");
          expect(await suits.count()).toBe(3);
          await suits.first().click();
          await expect.poll(d.events).toBe(before + 1);
          // Trick 9: North claims 3 of the 5 left, West disputes; the award.
          await load(p, s.s.url, edition, lang, AUCTION);
          await d.open("claim");
          await d.setNumber("quick-trick", 9);
          await d.pickSeat(d.w("quick.where.leader"), "N");
          await d.setNumber("quick-ns", 6);
          await d.setNumber("quick-claim-tricks", 3);
          await d.rule();
          await ruling.locator("button.option").nth(1).click();
          const award = p.locator("section.claim-award");
          await award.waitFor();
          expect(await rulingText(award)).toContain(
            d.w("quick.claim.award.tricks", { side: t(lang, "side.NS"), remaining: 5 }),
          );
          await award.locator("#quick-award").fill("2");
          await award.locator("#quick-award").dispatchEvent("change");
          await award.getByRole("button", { name: d.w("quick.claim.award.record", { n: 2 }) }).click();
          // 6 + 2 = 8 tricks in 1NT: one overtrick, 120.
          await expect
            .poll(() => rulingText(d.quick))
            .toContain(
              d.w("quick.outcome.claim", {
                law: d.law("70A"),
                tricks: 8,
                score: 120,
              }),
            );
          await shot(p, `${tag}-claim-trick-9`);
          expect(s.errors).toEqual([]);
        },
      );
    }
});
