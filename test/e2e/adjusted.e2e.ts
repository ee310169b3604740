/**
 * The Session screen's adjusted scores (Law 12): after a ruling the director records an artificial and a
 * weighted score for the board, they survive a reload, a bad weighting is refused with the reason, and the
 * export is a session@1 file the scorer's command reads.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateSession } from "../../src/formats/session.js";
import { scoreSession } from "../../src/scoring/session.js";
import { call, shot, useSession } from "./browser.js";
import { openNewBoard } from "./support.js";

describe("adjusted scores on the Session screen", () => {
  const t = useSession();

  it("records an artificial and a weighted score for a board with a ruling, kept after a reload", async () => {
    const p = t.s.page;
    await openNewBoard(p, t.s.url);
    // Board 1: North 1H, East an insufficient 1D: a ruling (Law 27).
    await call(p, "1H");
    await call(p, "1D");
    await expect
      .poll(() => p.getByRole("region", { name: /Ruling/ }).textContent())
      .toContain("insufficient bid");
    await p.getByRole("button", { name: "Session", exact: true }).click();
    const section = p.getByRole("region", { name: "Adjusted scores (Law 12)" });
    await expect.poll(() => section.textContent()).toContain("Board 1");

    await section.getByRole("button", { name: "Record an adjusted score" }).click();
    let form = section.getByRole("form", { name: "Adjusted score on board 1" });
    await form.getByLabel("NS pair").fill("3");
    await form.getByLabel("EW pair").fill("13");
    await form.getByLabel("NS gets").selectOption("A+");
    await form.getByLabel("EW gets").selectOption("A-");
    await form.getByRole("button", { name: "Save the adjusted score" }).click();
    await expect.poll(() => section.textContent()).toContain("3–13: NS A+, EW A-");

    await section.getByRole("button", { name: "Record an adjusted score" }).click();
    form = section.getByRole("form", { name: "Adjusted score on board 1" });
    await form.getByLabel("NS pair").fill("4");
    await form.getByLabel("EW pair").fill("14");
    await form.getByLabel("Kind").selectOption("weighted");
    const r1 = form.getByRole("group", { name: "Result 1" });
    const r2 = form.getByRole("group", { name: "Result 2" });
    await r1.getByLabel("Weight").fill("0.6");
    await r1.getByLabel("Contract").fill("4S");
    await r1.getByLabel("Declarer").selectOption("N");
    await r1.getByLabel("Tricks").fill("10");
    await r2.getByLabel("Weight").fill("0.3");
    await r2.getByLabel("Contract").fill("4S");
    await r2.getByLabel("Declarer").selectOption("N");
    await r2.getByLabel("Tricks").fill("9");
    await form.getByRole("button", { name: "Save the adjusted score" }).click();
    // The engine's reader refuses weights that do not add up to 1, with its reason.
    await expect
      .poll(() => form.getByRole("alert").textContent())
      .toContain("the weights must add up to exactly 1");
    await r2.getByLabel("Weight").fill("0.4");
    await form.getByRole("button", { name: "Save the adjusted score" }).click();
    await expect.poll(() => section.textContent()).toContain("4–14: 0.6 × 4S North 10 + 0.4 × 4S North 9");
    await shot(p, "adjusted-1-recorded");

    await p.reload();
    await p.getByRole("button", { name: "Session", exact: true }).click();
    await expect
      .poll(() => p.getByRole("region", { name: "Adjusted scores (Law 12)" }).textContent())
      .toContain("4–14: 0.6 × 4S North 10");
  });

  it("exports a session@1 file of the adjustments that the scorer reads", async () => {
    const p = t.s.page;
    const section = p.getByRole("region", { name: "Adjusted scores (Law 12)" });
    const [download] = await Promise.all([
      p.waitForEvent("download"),
      section.getByRole("button", { name: "Export adjustments (session@1)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^adjustments-\d{4}-\d\d-\d\d\.json$/);
    const doc = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(doc).toMatchObject({ format: "session@1", edition: "2017", scoring: "matchpoints" });
    expect(doc.boards[0].board).toBe(1);
    expect(doc.boards[0].results[0]).toMatchObject({
      ns: "3",
      ew: "13",
      adjusted: { artificial: { ns: "A+", ew: "A-" } },
    });
    expect(doc.boards[0].results[0].ruling).toMatch(/^board-1-\d{4}-\d\d-\d\d\.json$/);
    expect(doc.boards[0].results[1].adjusted.weighted).toEqual([
      { weight: 0.6, contract: "4S", declarer: "N", tricks: 10 },
      { weight: 0.4, contract: "4S", declarer: "N", tricks: 9 },
    ]);
    const s = validateSession(doc);
    expect(s.ok).toBe(true);
    if (s.ok) expect(scoreSession(s.value).ok).toBe(true);
    expect(t.errors).toEqual([]);
  });
});
