/**
 * A revoke in the full record (issue 11): the engine finds it at once, but the director sees it only once
 * attention is drawn; the ruling opens in the ruling panel, the correction is recorded (62A: the card
 * taken back, a major penalty card face up with what it obliges), or, established and pointed out after
 * the play, the tricks are transferred (64A1) and the score changes. Then the watch-for-damage note (64C1)
 * is written, saved in the session and the table log, and survives a reload.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fullShot, ROOT, shot, storedSession, tooSmall, useSession } from "./browser.js";
import { type LogJson, tapCard } from "./play-support.js";
import { loadBoard, openApp } from "./support.js";

const fixture = JSON.parse(
  readFileSync(
    join(ROOT, "test/fixtures/2017/law64/64A1-full-record-revoker-ruffs-and-wins-the-revoke-trick.json"),
    "utf8",
  ),
) as {
  log: LogJson;
};
const FULL = fixture.log;
/** Events 0-6: the auction and the opening lead; 7-17 the cards up to East's ♥5 on a club (trick 3). */
const REVOKE_AT = 17;
const prefix = (n: number): LogJson => ({ ...FULL, board: 3, events: FULL.events.slice(0, n) });

describe("a revoke in the play", () => {
  const t = useSession();

  it("is found by the engine, shown once attention is drawn, and corrected (62A, 62B1)", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    await loadBoard(p, prefix(7));
    for (let i = 7; i <= REVOKE_AT; i++) {
      const e = FULL.events[i] as { by: "N"; play: string };
      await tapCard(p, "en", e.by, e.play);
    }
    // East has revoked (♥5 on a club while holding clubs): nothing shows until someone says so.
    expect(await p.locator("section.revokes").count()).toBe(0);
    await shot(p, "play-revoke-unnoticed");
    await p.getByRole("button", { name: "Attention drawn by South" }).click();
    const ruling = p.getByRole("region", { name: /Ruling/ });
    await expect.poll(() => ruling.textContent()).toContain("revoke");
    expect(await ruling.textContent()).toContain("Law 62A");
    await shot(p, "play-revoke-ruling");
    await ruling.getByRole("button", { name: /^East takes back/ }).click();
    // The card is taken back: a major penalty card, face up on East's side, to be played at once.
    const pc = p.locator("section.quick.penalty");
    await expect.poll(() => pc.count()).toBe(1);
    const pcText = ((await pc.textContent()) ?? "").replace(/\uFE0E/g, "");
    expect(pcText).toContain("♥5");
    expect(pcText).toContain("major penalty card");
    expect(pcText).toContain("East must play ♥5 at the first legal opportunity");
    await expect.poll(() => p.locator(".status").textContent()).toContain("Ruling in progress");
    await tapCard(p, "en", "E", "C3");
    await expect.poll(() => p.locator(".status").textContent()).toContain("South to play");
    const rv = ((await p.locator("section.revokes").textContent()) ?? "").replace(/\uFE0E/g, "");
    expect(rv).toContain("East on trick 3 ♥5");
    expect(rv).toContain("corrected");
    expect(rv).toContain("Law 62B1");
    await shot(p, "play-revoke-corrected");
    expect(t.errors).toEqual([]);
  });

  it("established and pointed out after the play: two tricks transferred (64A1), the score changes", async () => {
    const p = t.s.page;
    await loadBoard(p, prefix(FULL.events.length - 1));
    const score = p.locator(".score-big");
    await expect.poll(() => score.textContent()).toBe("+420");
    expect(await p.locator("section.revokes").count()).toBe(0);
    await p.getByRole("button", { name: "Attention drawn by South" }).click();
    await expect.poll(() => score.textContent()).toBe("+480");
    const rv = ((await p.locator("section.revokes").textContent()) ?? "").replace(/\uFE0E/g, "");
    expect(rv).toContain("East on trick 3 ♥5, established, transfers 2, Law 64A1");
    const eob = (await p.locator("section.end-of-board").textContent()) ?? "";
    expect(eob).toContain("Result: declarer 12 tricks (by play: 10)");
    expect(eob).toContain("2 transferred to North-South (Law 64A1)");
    await shot(p, "play-revoke-transferred");
  });

  it("keeps the director's note on the watch list (64C1) in the session and the log, across a reload", async () => {
    const p = t.s.page;
    const item = p.locator(".note-item").filter({ hasText: "Law 64C" });
    await expect.poll(() => item.count()).toBe(1);
    const text = "NS would have made 12 anyway: no further adjustment.";
    await item.locator("textarea").fill(text);
    await item.getByRole("button", { name: "Save note" }).click();
    await expect.poll(() => item.locator(".saved").textContent()).toBe("Saved");
    await fullShot(p, "play-note-saved");
    await p.reload();
    const again = p.locator(".note-item").filter({ hasText: "Law 64C" });
    await expect.poll(() => again.locator("textarea").inputValue()).toBe(text);
    expect(await again.locator(".saved").textContent()).toBe("Saved");
    const stored = (await storedSession<{ boards: { log: LogJson & { notes?: unknown } }[] }>(p))!;
    expect(stored.boards[0]!.log.notes).toEqual([{ law: "64C1", side: "EW", text }]);
    // The saved table log carries the note and the engine reads it back.
    const [download] = await Promise.all([
      p.waitForEvent("download"),
      (async () => {
        await p.getByRole("button", { name: "Session", exact: true }).click();
        await p.getByRole("button", { name: /Save board as \.json/ }).click();
      })(),
    ]);
    const saved = JSON.parse(readFileSync((await download.path())!, "utf8")) as { notes?: unknown };
    expect(saved.notes).toEqual([{ law: "64C1", side: "EW", text }]);
    expect(t.errors).toEqual([]);
  });

  it("noticed in the play, then the players' result: the 64A step asks the later tricks, not 'Director rules now'", async () => {
    const p = t.s.page;
    // Attention at trick 5 (East ruffed trick 3 and won it); the players then agree on 9 tricks: the record
    // stops there, so what the offenders won after the revoke trick is the director's finding (64A1).
    await openApp(p, t.s.url);
    await loadBoard(p, {
      ...FULL,
      board: 4,
      events: [...FULL.events.slice(0, 26), { by: "S", attention: true }, { by: "S", result: 9 }],
    });
    const ruling = p.locator("section.ruling");
    await expect.poll(() => ruling.textContent()).toContain("Law 64A");
    expect(await ruling.getByRole("button", { name: /^Director rules now/ }).count()).toBe(0);
    const finding = ruling.getByRole("group", {
      name: "Director: how many tricks did the offending side win after the revoke trick (Law 64A)?",
    });
    // After trick 3, at most the ten later tricks.
    expect(await finding.getByRole("button").count()).toBe(11);
    expect(await tooSmall(p)).toEqual([]);
    await shot(p, "play-revoke-64A-finding");
    await finding.getByRole("button", { name: "Tricks: 1", exact: true }).click();
    const eob = p.locator("section.end-of-board");
    await expect.poll(() => eob.textContent()).toContain("2 transferred to North-South (Law 64A1)");
    expect(await eob.textContent()).toContain("Result: declarer 11 tricks (the players' result: 9)");
    const log = (await storedSession<{ boards: { log: LogJson }[] }>(p))!;
    expect(log.boards[0]!.log.events.at(-1)).toEqual({ director: true, laterTricks: 1 });
    expect(t.errors).toEqual([]);
  });

  it("a revoke named after a position (1987): the later tricks asked as a number, not Yes / No", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    const play = (by: string, card: string) => ({ by, play: card });
    // 3NT by South; the first six tricks not recorded; East discards on a heart at trick 8 (West wins it).
    await loadBoard(p, {
      format: "table-log@1",
      edition: "1987",
      board: 5,
      dealer: "N",
      vulnerability: "None",
      events: [
        ...["P", "P", "1NT", "P", "3NT", "P", "P", "P"].map((call, i) => ({ by: "NESW"[i % 4]!, call })),
        { position: { played: 6, NS: 4, EW: 2, lead: "N" } },
        ...[play("N", "S2"), play("E", "S3"), play("S", "SA"), play("W", "S4")],
        ...[play("S", "H2"), play("W", "HK"), play("N", "H4"), play("E", "C2")],
        ...[play("W", "D2"), play("N", "D3"), play("E", "D4"), play("S", "DA")],
        { by: "S", attention: true, revoke: { by: "E", trick: 8 }, established: true },
      ],
    });
    const ruling = p.locator("section.ruling");
    const finding = ruling.getByRole("group", {
      name: "Director: how many tricks did the offending side win after the revoke trick (Law 64A)?",
    });
    // After trick 8, at most the five later tricks; no Yes / No.
    await expect.poll(() => finding.getByRole("button").count()).toBe(6);
    expect(await ruling.getByRole("button", { name: "Yes", exact: true }).count()).toBe(0);
    expect(await tooSmall(p)).toEqual([]);
    await finding.getByRole("button", { name: "Tricks: 0", exact: true }).click();
    await expect.poll(() => p.locator("section.ruling").count()).toBe(0);
    const stored = (await storedSession<{ boards: { log: LogJson }[] }>(p))!;
    expect(stored.boards[0]!.log.events.at(-1)).toMatchObject({ attention: true, laterTricks: 0 });
    expect(t.errors).toEqual([]);
  });
});
