/**
 * A pending lead-out-of-turn ruling after an undo or a reload (walk2 F21): the ruling rebuilt from the saved
 * log is the one first shown, and every option the table's panel offers records the same events as the
 * quick path's panel, with no bidding box in the play.
 */
import { describe, expect, it } from "vitest";
import {
  chosenOption,
  type EventJson,
  grid,
  type LogJson,
  liveRestrictions,
  type OptionRuling,
  optionAction,
  run,
  tryAppend,
} from "../../web/model.js";
import { claimEvents, optionChoice } from "../../web/play/quickModel.js";
import { readOut } from "../../web/readout.js";
import { currentBoard, freshSession, loadSession, saveSession, undo, withLog } from "../../web/session.js";
import { calls, tableLog } from "../support/logs.js";

/** 4♠ by South, board 1 (dealer North): West is on opening lead, North is dummy. */
const base = (edition: "2017" | "1987"): LogJson =>
  tableLog(calls(["P", "P", "4S", "P", "P", "P"]), { edition, board: 1 });
const append = (log: LogJson, events: EventJson[]): LogJson => {
  let l = log;
  for (const e of events) {
    const r = tryAppend(l, e);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    l = r.log;
  }
  return l;
};
const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};
const rulingOf = (log: LogJson): OptionRuling => {
  const o = run(log, "en");
  if (o.error || o.state?.ruling == null) throw new Error(JSON.stringify(o.error));
  return o.state.ruling as OptionRuling;
};

/** The situations: the opening lead out of turn (54), a defender's later lead (56), declarer's (55A). */
const CASES: { name: string; law: string; events: EventJson[] }[] = [
  { name: "opening lead by East (54)", law: "54", events: [{ by: "E", lead: "DK" }] },
  {
    name: "West leads at trick 7, North on lead (56)",
    law: "56",
    events: [{ position: { played: 6, NS: 5, EW: 1, lead: "N" } }, { by: "W", play: "H9" }],
  },
  {
    name: "declarer leads at trick 4, East on lead (55A)",
    law: "55A",
    events: [{ position: { played: 3, NS: 2, EW: 1, lead: "E" } }, { by: "S", play: "C5" }],
  },
];

describe("a pending play ruling after an undo or a reload", () => {
  for (const edition of ["2017", "1987"] as const)
    for (const c of CASES)
      it(`${edition}: ${c.name}: every option records its events, as when first shown`, () => {
        const log = append(base(edition), c.events);
        const first = rulingOf(log);
        expect(first.law).toBe(c.law);
        // Accept, then undo (walk2: "Accept → Close → Undo"), then reload the session.
        const accept = first.options.find((o) => o.id === "leads.accept-lead")!;
        let s = withLog(freshSession(), log, false);
        s = withLog(s, append(log, [accept.event as EventJson]));
        s = undo(s);
        const store = memory();
        saveSession(store, s);
        const reloaded = currentBoard(loadSession(store)).log;
        expect(reloaded.events).toEqual(log.events);
        const again = rulingOf(JSON.parse(JSON.stringify(reloaded)) as LogJson);
        expect(again).toEqual(first);
        for (const o of again.options) {
          const a = optionAction(again, o);
          expect(a, o.id).not.toBeNull();
          expect(a!.kind, `${o.id}: no bidding box in the play`).not.toBe("box");
          const events = a!.kind === "event" ? [a!.event] : a!.kind === "events" ? a!.events : [];
          // The quick path's panel records the very same events.
          const q = optionChoice(again, o.id, o.event as Record<string, unknown>);
          expect(q && "events" in q ? q.events : null, o.id).toEqual(events);
          const after = run(append(reloaded, events), "en");
          expect(after.error, o.id).toBeNull();
          expect(after.state!.ruling, `${o.id} closes the ruling`).toBeNull();
          expect(after.state!.events).toBe(reloaded.events.length + events.length);
        }
      });

  it("54: spread makes declarer's partner declarer; a refusal with a requirement keeps the restriction", () => {
    const log = append(base("2017"), [{ by: "E", lead: "DK" }]);
    const r = rulingOf(log);
    const spread = optionAction(r, r.options.find((o) => o.id === "leads.spread")!);
    expect(spread).toEqual({ kind: "event", event: { by: "S", spread: true } });
    const after = run(append(log, [(spread as { event: EventJson }).event]), "en").state!;
    expect(after.declarer).toBe("N");
    const req = optionAction(r, r.options.find((o) => o.id === "leads.refuse-require-suit")!);
    expect(req).toEqual({
      kind: "events",
      events: [
        { by: "S", accept: false },
        { by: "S", leadRestriction: { require: "D" } },
      ],
    });
    const st = run(append(log, (req as { events: EventJson[] }).events), "en").state!;
    expect(st.leadRestrictions).toMatchObject([{ leader: "W", chosen: { require: "D" } }]);
  });
});

describe("after the choice", () => {
  const refused = () => {
    const log = append(base("2017"), [{ by: "E", lead: "DK" }]);
    const r = rulingOf(log);
    const o = r.options.find((x) => x.id === "leads.refuse-require-suit")!;
    const a = optionAction(r, o) as { events: EventJson[] };
    return { log, r, o, events: a.events, after: append(log, a.events) };
  };

  it("knows which option the recorded events chose, whichever panel recorded them (F2, F4)", () => {
    const { r, o, events } = refused();
    expect(chosenOption(r, events)?.id).toBe(o.id);
    // The quick path's panel writes the same events (keys in another order are the same events).
    const q = optionChoice(r, "leads.spread") as { events: EventJson[] };
    expect(chosenOption(r, q.events)?.id).toBe("leads.spread");
    expect(chosenOption(r, [{ accept: true, by: "S" }])?.id).toBe("leads.accept-lead");
    // A card is not an option.
    expect(chosenOption(r, [{ by: "W", lead: "D5" }])).toBeNull();
  });

  it("shows a lead restriction until its leader has led, not after (F3)", () => {
    const { after } = refused();
    const s0 = run(after, "en").state!;
    expect(liveRestrictions(s0)).toMatchObject([{ leader: "W", chosen: { require: "D" } }]);
    const led = run(append(after, [{ by: "W", lead: "D5" }]), "en").state!;
    // The engine keeps it to the end of the trick (61A); the screen drops it at once.
    expect(led.leadRestrictions).toHaveLength(1);
    expect(liveRestrictions(led)).toEqual([]);
  });

  it("has no next-call slot in the auction grid once the auction is over (F11)", () => {
    const log = append(base("2017"), [{ by: "E", lead: "DK" }]);
    const o = run(log, "en");
    const cells = grid(o.state!, o.placement).flat();
    expect(cells.some((c) => c.next)).toBe(false);
    const open = run({ ...base("2017"), events: base("2017").events.slice(0, 3) }, "en");
    expect(
      grid(open.state!, open.placement)
        .flat()
        .some((c) => c.next),
    ).toBe(true);
  });
});

describe("a claim's read-out (F15, F16)", () => {
  for (const edition of ["2017", "1987"] as const)
    it(`${edition}: says who claimed, not "irregularity", and reads the statement`, () => {
      const s0 = run(base(edition), "en").state!;
      const facts = { by: "S" as const, tricks: 4, statement: "Drawing trumps, then my clubs are good." };
      const claimed = append(base(edition), claimEvents(s0, { trick: 10, leader: "S", nsWon: 6 }, facts));
      const pending = rulingOf(claimed);
      const doubted = append(claimed, [{ by: pending.chooser!, agree: false }]);
      const r = rulingOf(doubted);
      expect(r.irregularity).toBe("disputed-claim");
      const st = run(doubted, "en").state!;
      for (const lang of ["en", "ru"] as const) {
        for (const x of [pending, r]) {
          const said = readOut(lang, edition, x, st.claim?.statement).say.map((l) => l.text);
          expect(said.join(" ")).not.toMatch(/Irregularity|irregularity|нарушени|исправлени/);
          expect(said.join(" ")).toContain(
            edition === "1987" ? (lang === "en" ? "Law" : "Правило") : lang === "en" ? "Law" : "Закон",
          );
          expect(said.join(" ")).toContain("Drawing trumps, then my clubs are good.");
        }
      }
      expect(readOut("en", edition, r, st.claim?.statement).say[0]!.text).toBe(
        `South has claimed or conceded (4 of the 4 tricks left); the claim is doubted. Law ${r.law} applies.`,
      );
    });
});
