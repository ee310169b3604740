/**
 * A casebook of 1,000 whole played boards is drawn while `/api/health` is asked again and again on the
 * same server: the casebook is a stream rendered a ruling at a time, so health stays under 100 ms at p95
 * (on both databases; timings on a shared, loaded machine).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playCorpus } from "../../bench/corpus.js";
import { analyse } from "../../src/register/analyse.js";
import { validateReport } from "../../src/register/report.js";
import { createUser, putRuling } from "../../src/register/repository.js";
import { type Started, startServer } from "../../src/server/serve.js";
import { BACKENDS, type Backend, backend, PG_SKIP } from "./backends.js";
import { report } from "./logs.js";

const N = 1000;

const p95 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

for (const name of BACKENDS)
  describe.skipIf(name === "postgres" && PG_SKIP)(`the casebook on ${name}`, () => {
    let b: Backend;
    let s: Started;
    let app: string;
    let token: string;

    beforeAll(async () => {
      b = await backend(name);
      app = mkdtempSync(join(tmpdir(), "bridge-td-app-"));
      s = await startServer({ root: app, port: 0, register: await b.fresh() });
      const made = await createUser(s.register!, "chief", "admin");
      token = made.token;
      const boards = playCorpus(20, 7).map((log) => {
        const a = analyse(log);
        if (!a.ok) throw new Error("bad board");
        return { log, analysis: a.value };
      });
      const rep = validateReport(report());
      if (!rep.ok) throw new Error("bad report");
      for (let i = 0; i < N; i += 10)
        await Promise.all(
          Array.from({ length: 10 }, (_, k) =>
            putRuling(s.register!, made.user, `cb-${String(i + k).padStart(6, "0")}`, {
              ...boards[(i + k) % boards.length]!,
              report: { ...rep.value, table: String(i + k) },
            }),
          ),
        );
    }, 240_000);
    afterAll(async () => {
      await s?.close();
      await b?.stop();
      rmSync(app, { recursive: true, force: true });
    });

    it("answers /api/health within 100 ms at p95 while a casebook of 1,000 rulings is drawn", async () => {
      const started = performance.now();
      let done = false;
      const book = fetch(new URL("api/casebook?format=html", s.url), {
        headers: { authorization: `Bearer ${token}` },
      })
        .then((r) => r.text())
        .finally(() => {
          done = true;
        });
      const health: number[] = [];
      while (!done) {
        const t = performance.now();
        const r = await fetch(new URL("api/health", s.url));
        await r.json();
        health.push(performance.now() - t);
        await new Promise((ok) => setTimeout(ok, 5));
      }
      const html = await book;
      const wall = performance.now() - started;
      expect(html.match(/<article class="ruling"/g)?.length).toBe(N);
      expect(html).toContain(`<p>${N} rulings</p>`);
      expect(html.trimEnd().endsWith("</html>")).toBe(true);
      console.log(
        `casebook of ${N} on ${name}: ${Math.round(wall)} ms; /api/health ${health.length} times, p95 ${p95(health).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms`,
      );
      expect(health.length).toBeGreaterThan(10);
      expect(p95(health)).toBeLessThan(100);
    }, 120_000);
  });
