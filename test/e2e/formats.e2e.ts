/**
 * Opening PBN and LIN files in the app: every board joins the session whole (the auction, the play, the
 * claim) and replays without an error; errors name their line.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gridText, shot, useSession } from "./browser.js";
import { openApp } from "./support.js";

const PEER = new URL("../peer/", import.meta.url).pathname;

describe("PBN and LIN files", () => {
  const t = useSession();

  it("opens a BBO vugraph: its 30 boards (15 in two rooms) join the session", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    await p.getByRole("button", { name: "Session", exact: true }).click();
    await p.locator('input[type="file"]').setInputFiles({
      name: "usbf_sf_14502.lin",
      mimeType: "text/plain",
      buffer: readFileSync(`${PEER}lin-vugraph/usbf_sf_14502.lin`),
    });
    await expect.poll(() => p.getByText("30 boards opened from usbf_sf_14502.lin.").count()).toBe(1);
    await expect.poll(() => p.locator("ul.boards li").count()).toBe(31);
    const first = await p.locator("ul.boards li").first().textContent();
    expect(first).toContain("Board 60");
    // board 60 closed, whole: 3NT by West, its 45 events (calls, 40 cards, the claim and its agreement)
    expect(first).toContain("events: 45");
    expect(await p.locator("ul.boards").textContent()).not.toContain("stopped by an error");
    await shot(p, "formats-lin-session");
    await p.locator("ul.boards li").first().getByRole("button").first().click();
    await expect.poll(async () => (await gridText(p)).join(" ")).toContain("3NT");
  });

  it("opens a PBN file with irregularity tokens; the file's errors are shown with line and column", async () => {
    const p = t.s.page;
    await p.getByRole("button", { name: "Session", exact: true }).click();
    const text = readFileSync(`${PEER}pbn-verifier/correct_10.pbn`, "latin1");
    const game3 = text.slice(
      text.indexOf("% ==================== game 3"),
      text.indexOf("% ==================== game 4"),
    );
    await p
      .locator('input[type="file"]')
      .setInputFiles({ name: "illegals.pbn", mimeType: "text/plain", buffer: Buffer.from(game3, "latin1") });
    await expect.poll(() => p.getByText("1 boards opened from illegals.pbn.").count()).toBe(1);
    // the whole game: the auction with its accepts, the lead, North's spread (54A), the play, attention
    const item = await p.locator("ul.boards li").first().textContent();
    expect(item).toContain("events: 42");
    expect(item).not.toContain("stopped by an error");
    await p.locator("ul.boards li").first().getByRole("button").first().click();
    // East's 1D out of rotation, South's insufficient 1C, both accepted, ... 5H doubled by East
    const grid = (await gridText(p)).join(" ");
    expect(grid).toContain("1♦");
    expect(grid).toContain("1♣");
    await shot(p, "formats-pbn-board");
    await p.getByRole("button", { name: "Session", exact: true }).click();
    await p.locator('input[type="file"]').setInputFiles({
      name: "broken.pbn",
      mimeType: "text/plain",
      buffer: Buffer.from('[Event "x"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Auction "N"]\n1C 1C\n'),
    });
    await expect
      .poll(() => p.getByRole("alert").first().textContent())
      .toContain("broken.pbn:5:4: error: 1C is irregular");
  });
});
