/**
 * Sizes of the play's screens at 360 x 640: every tap target at least 44 x 44 CSS px, no text under 12 px,
 * nothing wider than the screen; in both languages and both codes, with every fold open.
 */
import { describe, expect, it } from "vitest";
import { fixtureLog, tooSmall, useSession } from "./browser.js";
import { AUCTION, type LogJson } from "./play-support.js";
import { loadBoard, openApp, setLang } from "./support.js";

const FULL = fixtureLog<LogJson>(
  "test/fixtures/2017/law64/64A1-full-record-revoker-ruffs-and-wins-the-revoke-trick.json",
);

const screens: [string, (ed: "2017" | "1987") => LogJson][] = [
  ["mid-play, the deal known", (edition) => ({ ...FULL, edition, events: FULL.events.slice(0, 16) })],
  [
    "a penalty card after a corrected revoke",
    (edition) => ({
      ...FULL,
      edition,
      events: [...FULL.events.slice(0, 18), { by: "S", attention: true }, { by: "E", withdraw: "H5" }],
    }),
  ],
  [
    "the picker (no deal)",
    (edition) => ({
      format: "table-log@1",
      edition,
      dealer: "N",
      vulnerability: "None",
      events: [
        ...AUCTION.map((c, i) => ({ by: (["N", "E", "S", "W"] as const)[i % 4], call: c })),
        { by: "W", lead: "DJ" },
      ],
    }),
  ],
  [
    "a disputed claim",
    (edition) => ({
      ...FULL,
      edition,
      events: [...FULL.events.slice(0, 14), { by: "S", claim: 11 }, { by: "E", agree: false }],
    }),
  ],
  [
    "the end of the board with the watch list",
    (edition) =>
      ({ ...FULL, edition, events: FULL.events, notes: [{ law: "64C", side: "EW", text: "ok" }] }) as LogJson,
  ],
];

describe("the play's sizes at 360 x 640", () => {
  const t = useSession();
  for (const lang of ["en", "ru"] as const)
    for (const edition of ["2017", "1987"] as const)
      it(`${lang}, ${edition}: every screen`, async () => {
        const p = t.s.page;
        await openApp(p, t.s.url);
        await setLang(p, lang);
        for (const [what, make] of screens) {
          await loadBoard(p, make(edition));
          await p.locator("section.trick, section.end-of-board").first().waitFor();
          // Every hand shown, every fold open.
          const all = p.locator("button.show-all[aria-pressed=false]");
          if ((await all.count()) > 0) await all.click();
          await p.evaluate(`document.querySelectorAll("details").forEach((d) => { d.open = true; })`);
          expect([what, await tooSmall(p)]).toEqual([what, []]);
        }
        expect(t.errors).toEqual([]);
      });
});
