/**
 * The first-use walkthrough (issue 11, docs/app.md "First-use walkthrough"): a director who has never seen
 * the app, at 360 x 640, records the four calls of the play the issue names, in both codes and both
 * languages, finding every control by what the screen says (its role and the catalog's words, never a CSS
 * id): the board set up and the auction bid through the screens, then
 *  1. West leads out of turn at trick 1 (Law 54), and on another board at trick 7 with the earlier play not
 *     recorded (Law 56, then declarer's lead options at partner's lead);
 *  2. East drops the ♥Q during the play (a defender's major penalty card, Law 50);
 *  3. after the last trick South says East revoked at trick 5 (East won it, East-West one more later): the
 *     transfer of Law 64A1, the players' result, the score with the transfer;
 *  4. declarer claims the rest at trick 10, the defenders dispute it, the director awards (Law 70).
 * Each ruling is asserted with its law (in the code's word: «Закон» 2017, «Правило» 1987), its options and
 * the text to read out; the end of the board with its score. Screenshots under test-results/walkthrough/.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { explainOption } from "../../src/explain/core.js";
import { inCodeWords } from "../../src/explain/ru-words.js";
import { type Edition, type Lang, type Seat, t } from "../../src/index.js";
import { type AppKey, tr } from "../../web/i18n.js";
import { ROOT, tooSmall, useSession } from "./browser.js";
import { rankText } from "./play-support.js";
import { openApp } from "./support.js";

const SHOTS = join(ROOT, "test-results", "walkthrough");
const LAW = { en: { "2017": "Law", "1987": "Law" }, ru: { "2017": "Закон", "1987": "Правило" } } as const;

/** What the app says for `key` (quick-path words go through the code's word for "Law"). */
const say = (lang: Lang, ed: Edition, key: AppKey, params: Record<string, string | number> = {}) =>
  inCodeWords(lang, ed, tr(lang, key, params));
const law = (lang: Lang, ed: Edition, label: string) => `${LAW[lang][ed]} ${label}`;
const seat = (lang: Lang, s: Seat) => t(lang, `seat.${s}`);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A name that begins with `s` (a button whose name goes on with a hint or a role). */
const starts = (s: string) => new RegExp(`^${esc(s)}`);
/** An option of a ruling as the engine's catalog words it. */
const option = (lang: Lang, ed: Edition, id: string) => inCodeWords(lang, ed, t(lang, `option.${id}`));

/** A consequence of an option as the engine's catalog words it. */
const consequence = (lang: Lang, ed: Edition, id: string, params: Record<string, string>) =>
  inCodeWords(
    lang,
    ed,
    explainOption(lang, { id: "leads.refuse-lead", consequences: [{ id, params }] }).consequences[0]!,
  );
const count = (s: string, x: string) => s.split(x).length - 1;

/** Playwright's waiting checks, with Vitest's expect.poll (the matchers of @playwright/test are not here). */
const visible = (l: Locator) => l.first().waitFor({ state: "visible" });
const text = async (l: Locator) => (await l.first().textContent()) ?? "";
const contains = (l: Locator, s: string) => expect.poll(() => text(l)).toContain(s);
const lacks = (l: Locator, s: string) => expect.poll(() => text(l)).not.toContain(s);
const hasValue = (l: Locator, v: string) => expect.poll(() => l.inputValue()).toBe(v);

const COMBOS: [Edition, Lang][] = [
  ["2017", "en"],
  ["1987", "ru"],
  ["2017", "ru"],
  ["1987", "en"],
];

describe("first-use walkthrough: the four calls of the play, as a director finds them", () => {
  const t0 = useSession();
  let n = 0;
  const snap = async (p: Page, name: string) => {
    mkdirSync(SHOTS, { recursive: true });
    n++;
    await p.screenshot({ path: join(SHOTS, `${String(n).padStart(2, "0")}-${name}.png`) });
  };
  /** Nothing too small to tap or to read on the screen as it stands. */
  const readable = async (p: Page) => expect(await tooSmall(p)).toEqual([]);

  /**
   * A new board 1 (dealer North, nobody vulnerable) in `ed` and `lang`, set up through the screens, and
   * the auction 1♠ Pass 4♠ Pass Pass Pass bid on the bidding box: 4♠ by North, East to lead.
   */
  const start = async (ed: Edition, lang: Lang, tag: string) => {
    const p = t0.s.page;
    await openApp(p, t0.s.url);
    await p.evaluate("localStorage.clear()");
    await p.reload();
    if (lang === "ru")
      await p
        .getByRole("button", { name: tr("en", "lang.switch", { other: tr("ru", "lang.name") }) })
        .click();
    await p
      .getByRole("navigation", { name: tr(lang, "nav.label") })
      .getByRole("button", {
        name: tr(lang, "nav.board"),
      })
      .click();
    await p.getByRole("button", { name: tr(lang, `edition.${ed}`), exact: true }).click();
    await expect
      .poll(() =>
        p.getByRole("button", { name: tr(lang, `edition.${ed}`), exact: true }).getAttribute("aria-pressed"),
      )
      .toBe("true");
    await p.getByRole("button", { name: tr(lang, "setup.done") }).click();
    const box = p.getByRole("region", { name: tr(lang, "box.label") });
    const pass = () => box.getByRole("button", { name: tr(lang, "call.pass.long"), exact: true }).click();
    const bid = async (level: number) => {
      await box.getByRole("button", { name: String(level), exact: true }).click();
      await box
        .getByRole("button", { name: tr(lang, "box.bid", { level, strain: tr(lang, "strain.S") }) })
        .click();
    };
    await bid(1);
    await pass();
    await bid(4);
    await pass();
    await pass();
    await pass();
    await visible(p.getByText(tr(lang, "status.lead", { seat: seat(lang, "E") })));
    await snap(p, `${tag}-auction-over`);
    // The director is called: the quick paths open from the play screen.
    await p.getByRole("button", { name: starts(say(lang, ed, "quick.open")) }).click();
    const quick = p.getByRole("region", { name: say(lang, ed, "quick.title") });
    await visible(quick);
    return { p, quick };
  };

  /** Taps the stepper's "+" until it shows `value`. */
  const stepTo = async (quick: Locator, lang: Lang, label: string, value: number) => {
    const field = quick.getByRole("spinbutton", { name: label, exact: true });
    for (let i = 0; i < 14 && Number(await field.inputValue()) < value; i++)
      await quick
        .getByRole("button", { name: tr(lang, "quick.more1", { what: label }), exact: true })
        .click();
    for (let i = 0; i < 14 && Number(await field.inputValue()) > value; i++)
      await quick.getByRole("button", { name: tr(lang, "quick.less", { what: label }), exact: true }).click();
    await hasValue(field, String(value));
  };

  const pickCard = async (group: Locator, lang: Lang, card: string) => {
    await group.getByRole("button", { name: tr(lang, `strain.${card[0] as "S"}`), exact: true }).click();
    await group
      .getByRole("button", {
        name: tr(lang, "lead.card", {
          rank: rankText(lang, card.slice(1)),
          suit: tr(lang, `strain.${card[0] as "S"}`),
        }),
        exact: true,
      })
      .click();
  };

  /** The ruling panel with its law, who chooses, every option read out, and returns it. */
  const ruling = async (
    p: Page,
    lang: Lang,
    ed: Edition,
    label: string,
    chooser: Seat | null,
    options: string[],
  ) => {
    const panel = p.getByRole("region", { name: `${tr(lang, "ruling.title")} ${law(lang, ed, label)}` });
    await visible(panel);
    if (chooser) await contains(panel, seat(lang, chooser));
    const list = panel.getByRole("list", { name: tr(lang, "ruling.options") });
    for (const o of options) await visible(list.getByRole("button", { name: starts(o.slice(0, 24)) }));
    // Each option, with its consequences, is in the text to read out.
    await panel.getByText(tr(lang, "ruling.readOut"), { exact: true }).click();
    const readOut = panel.locator("details.readout");
    for (const o of options) await contains(readOut, o.slice(0, 24));
    return panel;
  };

  for (const [ed, lang] of COMBOS) {
    const tag = `${ed}-${lang}`;

    it(`${tag}: West leads out of turn at trick 1 (Law 54) and, on another board, at trick 7 (Law 56)`, async () => {
      // Trick 1: East should lead; West faces the ♦K.
      let { p, quick } = await start(ed, lang, `${tag}-1a`);
      await quick.getByRole("button", { name: starts(say(lang, ed, "quick.path.lead")) }).click();
      await visible(quick.getByText(say(lang, ed, "quick.where.opening", { seat: seat(lang, "E") })));
      await quick
        .getByRole("group", { name: say(lang, ed, "quick.lead.by") })
        .getByRole("button", { name: seat(lang, "W"), exact: true })
        .click();
      await pickCard(
        quick.getByRole("group", { name: say(lang, ed, "quick.card.led", { seat: seat(lang, "W") }) }),
        lang,
        "DK",
      );
      await snap(p, `${tag}-1a-facts`);
      await readable(p);
      await quick.getByRole("button", { name: say(lang, ed, "quick.rule"), exact: true }).click();
      const options54 = [
        option(lang, ed, "leads.spread"),
        option(lang, ed, "leads.accept-lead"),
        option(lang, ed, "leads.refuse-require-suit"),
        option(lang, ed, "leads.refuse-prohibit-suit"),
      ];
      let panel = await ruling(p, lang, ed, "54", "N", options54);
      // The card in the language's ranks (Russian К, not a Latin K), in the options and the read-out.
      await contains(panel, `♦${rankText(lang, "K")}`);
      if (lang === "ru") await lacks(panel, "♦K");
      // Each refusal makes declarer's choice for East's lead itself: none says a choice is still to come.
      const choiceToCome = (leader: Seat, suit: string) =>
        consequence(lang, ed, "leads.lead-option", { leader, suit, law: "50D2(a)" });
      const list54 = panel.getByRole("list", { name: tr(lang, "ruling.options") });
      expect(count(await text(list54), choiceToCome("E", "D"))).toBe(0);
      await panel.scrollIntoViewIfNeeded();
      await snap(p, `${tag}-1a-ruling-54`);
      await readable(p);
      await panel
        .getByRole("button", { name: starts(option(lang, ed, "leads.refuse-require-suit").slice(0, 24)) })
        .click();
      const restriction = p.getByRole("region", { name: tr(lang, "restriction.title") });
      await contains(restriction, seat(lang, "E"));
      await contains(restriction, "♦");
      await snap(p, `${tag}-1a-chosen`);

      // Trick 7, the first six tricks not recorded: East is on lead (he won trick 6), North-South have 4;
      // West leads the ♣J.
      ({ p, quick } = await start(ed, lang, `${tag}-1b`));
      await quick.getByRole("button", { name: starts(say(lang, ed, "quick.path.lead")) }).click();
      await stepTo(quick, lang, say(lang, ed, "quick.where.trick"), 7);
      await quick
        .getByRole("group", { name: say(lang, ed, "quick.where.leader") })
        .getByRole("button", { name: seat(lang, "E"), exact: true })
        .click();
      await stepTo(quick, lang, say(lang, ed, "quick.where.nsWon", { played: 6 }), 4);
      await quick
        .getByRole("group", { name: say(lang, ed, "quick.lead.by") })
        .getByRole("button", { name: seat(lang, "W"), exact: true })
        .click();
      await pickCard(
        quick.getByRole("group", { name: say(lang, ed, "quick.card.led", { seat: seat(lang, "W") }) }),
        lang,
        "CJ",
      );
      await snap(p, `${tag}-1b-facts`);
      await quick.getByRole("button", { name: say(lang, ed, "quick.rule"), exact: true }).click();
      panel = await ruling(p, lang, ed, "56", "N", [
        option(lang, ed, "leads.accept-lead"),
        option(lang, ed, "leads.refuse-lead"),
      ]);
      // Refusing gives declarer the choice at East's lead: said once.
      const list56 = panel.getByRole("list", { name: tr(lang, "ruling.options") });
      expect(count(await text(list56), choiceToCome("E", "C"))).toBe(1);
      await panel.scrollIntoViewIfNeeded();
      await snap(p, `${tag}-1b-ruling-56`);
      await readable(p);
      // The card led is not a call: the auction grid's calls show none of it.
      await lacks(p.getByRole("table", { name: tr(lang, "grid.caption") }).locator("tbody"), "♣");
      await panel
        .getByRole("button", { name: starts(option(lang, ed, "leads.refuse-lead").slice(0, 24)) })
        .click();
      // West's ♣J is a major penalty card; East is to lead: declarer's lead options (50D2 / 1987 50).
      const penalty = p.getByRole("region", { name: say(lang, ed, "quick.penalty.title") });
      await contains(penalty, seat(lang, "W"));
      // (the penalty card's badge under West in the grid's head writes it as a card: ♣J, not CJ)
      await lacks(p.getByRole("table", { name: tr(lang, "grid.caption") }).locator("tbody"), "♣");
      await contains(p.getByRole("table", { name: tr(lang, "grid.caption") }).locator("tr.badges"), "♣");
      const second = p.getByRole("region", {
        name: new RegExp(`^${esc(tr(lang, "ruling.title"))} ${LAW[lang][ed]} 50`),
      });
      await visible(second);
      // One place to choose: the ruling's options, not a second set of buttons in the restriction panel.
      const twin = p.getByRole("button", {
        name: tr(lang, "restriction.requireSuit", { suit: tr(lang, "strain.C") }),
      });
      await expect.poll(() => twin.count()).toBe(0);
      await second.scrollIntoViewIfNeeded();
      await snap(p, `${tag}-1b-ruling-50`);
      await second
        .getByRole("button", { name: starts(option(lang, ed, "leads.require-suit").slice(0, 24)) })
        .click();
      await contains(p.getByRole("region", { name: tr(lang, "restriction.title") }), "♣");
      await expect
        .poll(() => p.getByRole("region", { name: say(lang, ed, "quick.penalty.title") }).count())
        .toBe(0);
      await snap(p, `${tag}-1b-chosen`);
      expect(t0.errors).toEqual([]);
    });

    it(`${tag}: East drops the ♥Q during the play (a major penalty card, read out)`, async () => {
      const { p, quick } = await start(ed, lang, `${tag}-2`);
      await quick.getByRole("button", { name: starts(say(lang, ed, "quick.path.expose")) }).click();
      const when = quick.getByRole("group", { name: say(lang, ed, "quick.expose.when") });
      if (await when.count())
        await when.getByRole("button", { name: say(lang, ed, "quick.expose.play") }).click();
      const trick = quick.getByRole("spinbutton", { name: say(lang, ed, "quick.where.trick"), exact: true });
      if (await trick.count()) {
        await stepTo(quick, lang, say(lang, ed, "quick.where.trick"), 4);
        // Past trick 1 nobody can know who is on lead: the director says (nothing preset).
        const leader = quick.getByRole("group", { name: say(lang, ed, "quick.where.leaderNext") });
        expect(await leader.locator('[aria-pressed="true"]').count()).toBe(0);
        await leader.getByRole("button", { name: starts(seat(lang, "E")) }).click();
      }
      await quick
        .getByRole("group", { name: say(lang, ed, "quick.expose.by") })
        .getByRole("button", { name: seat(lang, "E"), exact: true })
        .click();
      await pickCard(
        quick.getByRole("group", { name: say(lang, ed, "quick.card.exposed", { seat: seat(lang, "E") }) }),
        lang,
        "HQ",
      );
      await quick
        .getByRole("button", { name: say(lang, ed, "quick.expose.accidental.yes"), exact: true })
        .click();
      await snap(p, `${tag}-2-facts`);
      await readable(p);
      await quick.getByRole("button", { name: say(lang, ed, "quick.rule"), exact: true }).click();
      const penalty = p.getByRole("region", { name: say(lang, ed, "quick.penalty.title") });
      await contains(penalty, seat(lang, "E"));
      await contains(penalty, law(lang, ed, "50D"));
      // What the players hear: the card must be played, and declarer's options at West's lead.
      await penalty.getByText(tr(lang, "ruling.readOut"), { exact: true }).click();
      const readOut = penalty.locator("details.readout");
      await contains(readOut, `♥${rankText(lang, "Q")}`);
      await contains(readOut, seat(lang, "W"));
      await contains(readOut, LAW[lang][ed]);
      await penalty.scrollIntoViewIfNeeded();
      await snap(p, `${tag}-2-penalty`);
      await readable(p);
      expect(t0.errors).toEqual([]);
    });

    it(`${tag}: after the last trick, East's revoke at trick 5: the transfer (64A1), the result, the score`, async () => {
      const { p, quick } = await start(ed, lang, `${tag}-3`);
      await quick.getByRole("button", { name: starts(say(lang, ed, "quick.path.revoke")) }).click();
      await quick
        .getByRole("group", { name: say(lang, ed, "quick.revoke.by") })
        .getByRole("button", { name: seat(lang, "E"), exact: true })
        .click();
      await stepTo(quick, lang, say(lang, ed, "quick.revoke.trick"), 5);
      await quick.getByRole("button", { name: tr(lang, "answer.yes"), exact: true }).click();
      await quick
        .getByRole("group", { name: say(lang, ed, "quick.revoke.wonBy", { trick: 5 }) })
        .getByRole("button", { name: seat(lang, "E"), exact: true })
        .click();
      await stepTo(
        quick,
        lang,
        say(lang, ed, "quick.revoke.later", { side: t(lang, "side.EW"), trick: 5 }),
        1,
      );
      await snap(p, `${tag}-3-facts`);
      await readable(p);
      await quick.getByRole("button", { name: say(lang, ed, "quick.rule"), exact: true }).click();
      const transfer = say(lang, ed, "quick.revoke.out.transfer", {
        law: law(lang, ed, "64A1"),
        n: 2,
        side: t(lang, "side.NS"),
      });
      const out = quick.getByRole("status");
      await contains(out, transfer);
      await out.getByText(tr(lang, "ruling.readOut"), { exact: true }).click();
      await contains(out.locator("details.readout"), transfer);
      // The review for damage is the director's, not read out to the players.
      await lacks(out.locator("details.readout"), say(lang, ed, "quick.revoke.out.64C"));
      await snap(p, `${tag}-3-ruling-64`);
      // Declarer took 9 tricks by play: with the two transferred, 11; 4♠ made with an overtrick.
      const result = quick.getByRole("group", {
        name: tr(lang, "play.resultTricks", { seat: seat(lang, "N") }),
      });
      await result.scrollIntoViewIfNeeded();
      await snap(p, `${tag}-3-result`);
      await readable(p);
      await result.getByRole("button", { name: tr(lang, "play.resultN", { n: 9 }), exact: true }).click();
      const end = p.getByRole("region", { name: tr(lang, "eob.title") });
      await visible(end);
      await expect.poll(async () => (await text(end.getByTestId("score"))).trim()).toBe("+450");
      // Said as it happened: the players gave the result, nobody claimed.
      await contains(end, tr(lang, "eob.result.players", { tricks: 11, played: 9, claimed: 0 }));
      await contains(end, law(lang, ed, "77"));
      await contains(end, law(lang, ed, "64C"));
      await end.scrollIntoViewIfNeeded();
      await snap(p, `${tag}-3-end`);
      await readable(p);
      expect(t0.errors).toEqual([]);
    });

    it(`${tag}: declarer claims the rest at trick 10, disputed, the director awards (Law 70)`, async () => {
      const { p, quick } = await start(ed, lang, `${tag}-4`);
      await quick.getByRole("button", { name: starts(say(lang, ed, "quick.path.claim")) }).click();
      await stepTo(quick, lang, say(lang, ed, "quick.where.trick"), 10);
      await quick
        .getByRole("group", { name: say(lang, ed, "quick.where.leader") })
        .getByRole("button", { name: starts(seat(lang, "N")) })
        .click();
      await stepTo(quick, lang, say(lang, ed, "quick.where.nsWon", { played: 9 }), 6);
      const claimer = quick
        .getByRole("group", { name: say(lang, ed, "quick.claim.by") })
        .getByRole("button", { name: starts(seat(lang, "N")) });
      await expect.poll(() => claimer.getAttribute("aria-pressed")).toBe("true");
      // "The rest": all four tricks left, without touching the count.
      await hasValue(
        quick.getByRole("spinbutton", { name: say(lang, ed, "quick.claim.tricks", { remaining: 4 }) }),
        "4",
      );
      await quick
        .getByRole("textbox", { name: say(lang, ed, "quick.claim.statement") })
        .fill(lang === "en" ? "Trumps, then the clubs are good" : "Козыри, потом трефы хорошие");
      await snap(p, `${tag}-4-facts`);
      await readable(p);
      await quick.getByRole("button", { name: say(lang, ed, "quick.rule"), exact: true }).click();
      const agree = option(lang, ed, "claim-agree");
      const doubt = option(lang, ed, "claim-doubt");
      const panel = await ruling(p, lang, ed, ed === "2017" ? "68D1" : "68D", "E", [agree, doubt]);
      // The claim in words, not "4/4"; what agreeing scores.
      await contains(panel, tr(lang, "walk.claimCall", { n: 4, of: 4 }));
      await lacks(panel, "4/4");
      await contains(panel, "420");
      await panel.scrollIntoViewIfNeeded();
      await snap(p, `${tag}-4-ruling-68`);
      await readable(p);
      await panel.getByRole("button", { name: doubt, exact: true }).click();
      const award = p.getByRole("region", { name: say(lang, ed, "quick.claim.award.title") });
      await visible(award);
      // The director cannot "rule now" without the award: the panel points to it, and offers nothing else.
      await visible(p.getByText(say(lang, ed, "ruling.awardNext")));
      await expect
        .poll(() => p.getByRole("button", { name: starts(tr(lang, "ruling.directorButton")) }).count())
        .toBe(0);
      for (const x of ["70A", "70B", "70C", "70D", "70E"]) await contains(award, law(lang, ed, x));
      // The trumps out are not known (nothing of the play recorded): said in words, not "?".
      await contains(award, say(lang, ed, "walk.unknown"));
      await lacks(award, ": ?");
      const tricks = say(lang, ed, "quick.claim.award.tricks", { remaining: 4, side: t(lang, "side.NS") });
      await award
        .getByRole("button", { name: tr(lang, "quick.less", { what: tricks }), exact: true })
        .click();
      await award.scrollIntoViewIfNeeded();
      await snap(p, `${tag}-4-award`);
      await readable(p);
      await award.getByRole("button", { name: say(lang, ed, "quick.claim.award.record", { n: 3 }) }).click();
      const end = p.getByRole("region", { name: tr(lang, "eob.title") });
      await visible(end);
      await expect.poll(async () => (await text(end.getByTestId("score"))).trim()).toBe("-50");
      // The claim came at trick 10 from a position: the six tricks before it were not played here (issue 24).
      await contains(end, tr(lang, "eob.result.award.position", { tricks: 9, played: 6, claimed: 3 }));
      await contains(end, law(lang, ed, "77"));
      await end.scrollIntoViewIfNeeded();
      await snap(p, `${tag}-4-end`);
      await readable(p);
      expect(t0.errors).toEqual([]);
    });

    /** The claim path from its list: North claims the 4 left at trick 10, North-South have 6; East agrees. */
    const claimAtTen = async (p: Page, quick: Locator, trickLabel: string) => {
      await stepTo(quick, lang, trickLabel, 10);
      await quick
        .getByRole("group", { name: say(lang, ed, "quick.where.leader") })
        .getByRole("button", { name: starts(seat(lang, "N")) })
        .click();
      await stepTo(quick, lang, say(lang, ed, "quick.where.nsWon", { played: 9 }), 6);
      await hasValue(
        quick.getByRole("spinbutton", { name: say(lang, ed, "quick.claim.tricks", { remaining: 4 }) }),
        "4",
      );
      await readable(p);
      await quick.getByRole("button", { name: say(lang, ed, "quick.rule"), exact: true }).click();
      const agree = option(lang, ed, "claim-agree");
      const panel = await ruling(p, lang, ed, ed === "2017" ? "68D1" : "68D", "E", [
        agree,
        option(lang, ed, "claim-doubt"),
      ]);
      await panel.getByRole("button", { name: agree, exact: true }).click();
      const end = p.getByRole("region", { name: tr(lang, "eob.title") });
      await visible(end);
      return end;
    };

    it(`${tag}: a lead out of turn accepted at trick 1, then on the same board a claim at trick 10`, async () => {
      const { p, quick } = await start(ed, lang, `${tag}-5`);
      await quick.getByRole("button", { name: starts(say(lang, ed, "quick.path.lead")) }).click();
      await quick
        .getByRole("group", { name: say(lang, ed, "quick.lead.by") })
        .getByRole("button", { name: seat(lang, "W"), exact: true })
        .click();
      await pickCard(
        quick.getByRole("group", { name: say(lang, ed, "quick.card.led", { seat: seat(lang, "W") }) }),
        lang,
        "DK",
      );
      await quick.getByRole("button", { name: say(lang, ed, "quick.rule"), exact: true }).click();
      const accept = option(lang, ed, "leads.accept-lead");
      const panel = await ruling(p, lang, ed, "54", "N", [accept]);
      await panel.getByRole("button", { name: starts(accept.slice(0, 24)) }).click();
      // Called back at trick 10: nothing recorded since West's ♦K. Once the choice is recorded the panel
      // has closed (the play in view): the director opens it again; the claim path says what the record
      // holds, and lets the director say the play went on.
      await p.getByRole("button", { name: starts(say(lang, ed, "quick.open")) }).click();
      await quick.getByRole("button", { name: starts(say(lang, ed, "quick.path.claim")) }).click();
      await visible(
        quick.getByText(say(lang, ed, "quick.where.recorded", { trick: 1, seat: seat(lang, "W") })),
      );
      await snap(p, `${tag}-5-as-recorded`);
      await readable(p);
      await quick.getByRole("button", { name: say(lang, ed, "quick.where.later"), exact: true }).click();
      await snap(p, `${tag}-5-later`);
      const end = await claimAtTen(p, quick, say(lang, ed, "quick.where.laterTrick"));
      // 6 by play and the 4 claimed: 4♠ made, 420.
      await expect.poll(async () => (await text(end.getByTestId("score"))).trim()).toBe("+420");
      await contains(end, tr(lang, "eob.result.claim.position", { tricks: 10, played: 6, claimed: 4 }));
      await end.scrollIntoViewIfNeeded();
      await snap(p, `${tag}-5-end`);
      await readable(p);
      expect(t0.errors).toEqual([]);
    });

    it(`${tag}: East's revoke at trick 5 named first, then a claim at trick 10: the 2 tricks transferred`, async () => {
      const { p, quick } = await start(ed, lang, `${tag}-6`);
      await quick.getByRole("button", { name: starts(say(lang, ed, "quick.path.revoke")) }).click();
      await quick
        .getByRole("group", { name: say(lang, ed, "quick.revoke.by") })
        .getByRole("button", { name: seat(lang, "E"), exact: true })
        .click();
      await stepTo(quick, lang, say(lang, ed, "quick.revoke.trick"), 5);
      await quick.getByRole("button", { name: tr(lang, "answer.yes"), exact: true }).click();
      await quick
        .getByRole("group", { name: say(lang, ed, "quick.revoke.wonBy", { trick: 5 }) })
        .getByRole("button", { name: seat(lang, "E"), exact: true })
        .click();
      await stepTo(
        quick,
        lang,
        say(lang, ed, "quick.revoke.later", { side: t(lang, "side.EW"), trick: 5 }),
        1,
      );
      await quick.getByRole("button", { name: say(lang, ed, "quick.rule"), exact: true }).click();
      const transfer = say(lang, ed, "quick.revoke.out.transfer", {
        law: law(lang, ed, "64A1"),
        n: 2,
        side: t(lang, "side.NS"),
      });
      await contains(quick.getByRole("status"), transfer);
      await quick.getByRole("button", { name: say(lang, ed, "quick.back"), exact: true }).click();
      await quick.getByRole("button", { name: starts(say(lang, ed, "quick.path.claim")) }).click();
      const end = await claimAtTen(p, quick, say(lang, ed, "quick.where.trick"));
      // 6 by play, the 4 claimed, the 2 transferred: 12 tricks, 4♠ + 2, 480.
      await expect.poll(async () => (await text(end.getByTestId("score"))).trim()).toBe("+480");
      await contains(end, tr(lang, "eob.result.claim.position", { tricks: 12, played: 6, claimed: 4 }));
      await contains(
        end,
        inCodeWords(
          lang,
          ed,
          t(lang, "show.play.transferred", { tricks: 2, side: t(lang, "side.NS"), law: "64A1" }),
        ),
      );
      await end.scrollIntoViewIfNeeded();
      await snap(p, `${tag}-6-end`);
      await readable(p);
      expect(t0.errors).toEqual([]);
    });
  }
});
