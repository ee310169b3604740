/**
 * The uploads' replay threads (src/register/replay-pool.ts): a worker answers what the upload's own
 * preparation answers (the same digest, laws and refusals), the queue is bounded (busy beyond it), and
 * through the API a full queue is a 503 with Retry-After and nothing stored.
 */
import { afterAll, describe, expect, it } from "vitest";
import { replayPool } from "../../src/register/replay-pool.js";
import { prepareUpload } from "../../src/register/upload.js";
import { startRegister } from "./harness.js";
import { insufficient27B2, outOfRotation, report } from "./logs.js";

const body = (log: unknown) => JSON.stringify({ log, report: report() });

describe("the replay pool", () => {
  const pool = replayPool({ size: 1, queue: 2 });
  afterAll(() => pool.close());

  it("prepares in a worker what the main thread would: the same stored strings and refusals", async () => {
    for (const text of [body(insufficient27B2), body(outOfRotation), "{", '{"log": {}, "x": 1}'])
      expect(await pool.run(text)).toEqual(prepareUpload(text));
    const ok = await pool.run(body(insufficient27B2));
    expect(ok.ok && ok.value.analysis.laws).toContain("27B2");
  }, 60_000);

  it("refuses at once what is beyond its queue (one running, two waiting)", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => pool.run(body(insufficient27B2))));
    expect(answers.map((a) => a.ok)).toEqual([true, true, true, false, false]);
    expect(answers[4]).toEqual({ ok: false, busy: true });
    expect(pool.busy()).toBe(0);
  });
});

describe("a full replay queue through the API", () => {
  it("answers 503 with Retry-After and stores nothing of the uploads it turned away", async () => {
    const h = await startRegister("sqlite", [["anna", "director"]], { replay: { size: 1, queue: 0 } });
    try {
      const ups = await Promise.all(
        Array.from({ length: 12 }, () =>
          h.api("POST", "/api/rulings", {
            token: h.tok.anna,
            body: { log: insufficient27B2, report: report() },
          }),
        ),
      );
      const busy = ups.filter((u) => u.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(ups.every((u) => u.status === 201 || u.status === 503)).toBe(true);
      expect(busy[0]!.headers.get("retry-after")).toBe("1");
      expect(busy[0]!.body.error.code).toBe("register.busy");
      const list = await h.api("GET", "/api/rulings?limit=100", { token: h.tok.anna });
      expect(list.body.total).toBe(ups.length - busy.length);
    } finally {
      await h.close();
    }
  }, 60_000);
});
