/**
 * Budgets of the director's app (npm run bench:app, after npm run build:app):
 * - JS + CSS gzipped (budget 80 KB) that a director's first visit loads before the app is interactive
 *   (index.html's files and the parts awaited before the first draw, in English with a 2017 board and in
 *   Russian with a 1987 board), and apart the chunks loaded when needed;
 * - time to interactive on localhost: the `bridge-td:interactive` mark the app sets once it has drawn
 *   itself, from the start of the navigation (budget 300 ms), on a first visit and on a repeat visit;
 * - re-render per tap (budget 16 ms): from the tap to the paint of the new state, measured in the page
 *   (`TAP` below: the tap at the start of a frame, the time once that frame is painted), one tap at a time
 *   with the page left idle in between as a director's taps leave it, over a few hundred taps (median and
 *   95th percentile); and the same on a board of 4,000 events (a tap applies the new event to the last
 *   state, it does not replay); and a card tap in the play on a board of 4,000 events (52 cards and a long
 *   tail of director's events); and apart, what the session's save costs after the paint (web/session.ts).
 * Prints numbers; asserts nothing (timings depend on the machine).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "playwright-core";
import { startServer } from "../src/server/serve.js";

const ROOT = resolve(import.meta.dirname, "..");
const APP = join(ROOT, "dist", "app");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const LOADS = 15;
const ROUNDS = 3;
const LONG = 4000;
const LONG_TAPS = 100;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number): string => `${x.toFixed(1)} ms`;

/**
 * In the page: `__tap(el)` taps `el` and resolves with the time from the tap to the paint of the new state.
 * The tap is made at the start of a frame (in an animation frame callback, where a frame's work begins, so
 * no wait for the next frame is counted): the click's handlers run, then the app renders in the
 * microtasks that follow (Preact), then this frame recalculates style, lays out and paints; a message
 * posted at the tap is handled only after that, and its time is the paint's. Work the app leaves until
 * after the paint (its effects, the session's save) is not in it: `__idle()` waits for it before the next
 * tap, as a director's taps, a few a second at most, leave the page idle in between.
 */
const TAP = `
  window.__tap = (el) => new Promise((resolve) => requestAnimationFrame(() => {
    const t0 = performance.now();
    const ch = new MessageChannel();
    ch.port1.onmessage = () => resolve(performance.now() - t0);
    el.click();
    ch.port2.postMessage(0);
  }));
  window.__idle = () => new Promise((resolve) =>
    setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 200 }), 30));
`;

/**
 * Taps `n` times, one tap at a time, the element `find` gives for tap `i` (in-page JS, the body of a
 * function of `i`): per tap, the time from the tap to the paint (`TAP`), and the CPU time of the page's main
 * thread over the same tap (Chromium's ThreadTime, read through the DevTools protocol before and after):
 * what the tap costs the page whatever else the machine runs, where the first figure also has the waits
 * for a core when the machine is loaded (less the measurement's own CPU: the median over empty taps).
 */
const timeTaps = async (page: Page, n: number, find: string): Promise<{ wall: number[]; cpu: number[] }> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const thread = async (): Promise<number> => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    return (metrics.find((m) => m.name === "ThreadTime")?.value ?? 0) * 1000;
  };
  await page.evaluate(`(() => { ${TAP}; window.__find = (i) => { ${find} }; })()`);
  const one = async (el: string): Promise<{ wall: number; cpu: number }> => {
    const before = await thread();
    const wall = await page.evaluate<number>(
      `(() => { const el = ${el}; if (!el) throw new Error('nothing to tap'); return __tap(el); })()`,
    );
    const cpu = (await thread()) - before;
    await page.evaluate("__idle()");
    return { wall, cpu };
  };
  // The measurement's own CPU (the protocol's commands, the frame): a tap on a button outside the page.
  const empty: number[] = [];
  for (let i = 0; i < 20; i++) empty.push((await one("document.createElement('button')")).cpu);
  const own = median(empty);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = await one(`__find(${i})`);
    wall.push(t.wall);
    cpu.push(Math.max(0, t.cpu - own));
  }
  await cdp.detach();
  return { wall, cpu };
};
const figures = (t: { wall: number[]; cpu: number[] }): string =>
  `median ${ms(median(t.wall))}, p95 ${ms(pct(t.wall, 95))}, max ${ms(Math.max(...t.wall))} over ` +
  `${t.wall.length} taps (budget 16 ms); the main thread's CPU per tap median ${ms(median(t.cpu))}, ` +
  `p95 ${ms(pct(t.cpu, 95))}`;

// 1. Size: what index.html loads (its script, the chunks it preloads, the CSS), and the other chunks (the
// parts loaded before the first draw, web/parts.ts, and those loaded when needed); the service worker
// precaches them all. A director's first load (1b) is index.html's files and the parts awaited before the
// app is interactive.
const html = readFileSync(join(APP, "index.html"), "utf8");
// Paths from the app's root (the chunks are under assets/).
const firstLoad = new Set(
  [...html.matchAll(/(?:src|href)="\/((?:assets\/)?[^"/]+\.(?:js|css))"/g)].map((m) => m[1]!),
);
const assets = [
  ...readdirSync(join(APP, "assets"))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `assets/${f}`),
];
const sizes = { first: { raw: 0, gz: 0 }, later: { raw: 0, gz: 0 } };
for (const f of assets) {
  const b = readFileSync(join(APP, f));
  const part = firstLoad.has(f) ? sizes.first : sizes.later;
  part.raw += b.length;
  part.gz += gzipSync(b, { level: 9 }).length;
}
const kb = (x: number): string => `${(x / 1024).toFixed(1)} KB`;
console.log(
  `size: JS + CSS index.html loads ${kb(sizes.first.raw)}, gzipped ${kb(sizes.first.gz)}; ` +
    `the other chunks ${kb(sizes.later.raw)}, gzipped ${kb(sizes.later.gz)}; ` +
    `all gzipped ${kb(sizes.first.gz + sizes.later.gz)} (a director's first load, budget 80 KB: below)`,
);

/** True in the page once the app has drawn itself (after the parts it needs first have loaded). */
const drawn = () => performance.getEntriesByName("bridge-td:interactive").length > 0;

const server = await startServer({ root: APP, port: 0 });
const url = `http://127.0.0.1:${server.port}/`;
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
try {
  // 1b. What a director's first visit loads before the app is interactive: index.html's files and the
  // parts awaited before the first render (the words of the language, the 1987 code when the session
  // holds a board of it), read from the page's resource timings.
  const gz = (f: string): { raw: number; gz: number } => {
    const b = readFileSync(join(APP, f));
    return { raw: b.length, gz: gzipSync(b, { level: 9 }).length };
  };
  for (const [lang, edition] of [
    ["en", "2017"],
    ["ru", "1987"],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const board = {
      format: "table-log@1",
      edition,
      board: 1,
      dealer: "N",
      vulnerability: "None",
      events: [],
    };
    const session = {
      version: 1,
      current: "b",
      boards: [{ id: "b", created: 1, updated: 1, log: board, undo: [] }],
    };
    await context.addInitScript(
      `localStorage.setItem("bridge-td.lang", ${JSON.stringify(lang)});` +
        `localStorage.setItem("bridge-td.session@1", ${JSON.stringify(JSON.stringify(session))});`,
    );
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(drawn);
    const loaded = await page.evaluate<string[]>(`(() => {
      const at = performance.getEntriesByName('bridge-td:interactive')[0].startTime;
      return performance.getEntriesByType('resource')
        .filter((e) => e.startTime < at && /^[/]((assets[/])?[^/]+)[.](js|css)$/.test(new URL(e.name).pathname))
        .map((e) => new URL(e.name).pathname.slice(1));
    })()`);
    const files = [...new Set([...firstLoad].concat(loaded))];
    const total = files
      .map(gz)
      .reduce((a, b) => ({ raw: a.raw + b.raw, gz: a.gz + b.gz }), { raw: 0, gz: 0 });
    console.log(
      `first load, ${lang}/${edition}: ${kb(total.raw)}, gzipped ${kb(total.gz)} (budget 80 KB): ${files.sort().join(", ")}`,
    );
    await context.close();
  }

  // 2. Time to interactive: a first visit in a fresh context each time, then repeat visits (cached, SW).
  const mark = "performance.getEntriesByName('bridge-td:interactive')[0]?.startTime ?? -1";
  const first: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(drawn); // the app draws once the parts it needs first have loaded
    first.push(await page.evaluate<number>(mark));
    await context.close();
  }
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  await page.evaluate("navigator.serviceWorker.ready");
  const repeat: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    await page.reload({ waitUntil: "load" });
    await page.waitForFunction(drawn);
    repeat.push(await page.evaluate<number>(mark));
  }
  console.log(
    `time to interactive: first visit median ${ms(median(first))} (max ${ms(Math.max(...first))}), ` +
      `repeat visit median ${ms(median(repeat))} (max ${ms(Math.max(...repeat))}) (budget 300 ms)`,
  );

  // 3. Re-render per tap: 35 bids in rotation (a level tap and a denomination tap each), then 35 undos.
  // Tap i of a round of 105: 35 bids (a level tap, then a denomination tap), then 35 undos.
  const taps = await timeTaps(
    page,
    ROUNDS * 105,
    `const k = i % 105;
    const box = document.querySelector('section.box');
    if (k >= 70) return document.querySelector('button.undo');
    const bid = k >> 1;
    if (k % 2 === 1) return box.querySelector('button.strain-' + ['C', 'D', 'H', 'S', 'NT'][bid % 5]);
    return [...box.querySelectorAll('button.level')]
      .find((b) => b.textContent.replace(/\\uFE0E/g, '').trim() === String(Math.floor(bid / 5) + 1));`,
  );
  console.log(`re-render per tap: ${figures(taps)}`);
  await context.close();

  // 4. Re-render per tap on a long board: 4,000 passes (the auction passed out after four, every later
  // pass held while the director is awaited, Law 39), then one more pass per tap. A tap applies the new
  // event to the last state (web/model.ts), so it should cost what it costs on a short board.
  const longContext = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const long = await longContext.newPage();
  await long.goto(url, { waitUntil: "load" });
  const seats = ["N", "E", "S", "W"];
  const log = {
    format: "table-log@1",
    edition: "2017",
    board: 1,
    dealer: "N",
    vulnerability: "None",
    events: Array.from({ length: LONG }, (_, i) => ({ by: seats[i % 4], call: "P" })),
  };
  const session = { version: 1, current: "b", boards: [{ id: "b", created: 1, updated: 1, log, undo: [] }] };
  await long.evaluate(
    `localStorage.setItem("bridge-td.session@1", ${JSON.stringify(JSON.stringify(session))})`,
  );
  const loadStart = Date.now();
  await long.reload({ waitUntil: "load" });
  await long.locator("section.box .specials .pass").waitFor();
  const opened = Date.now() - loadStart;
  const longTaps = await timeTaps(
    long,
    LONG_TAPS,
    "return document.querySelector('section.box .specials .pass');",
  );
  const count = await long.locator(".actions .count").textContent();
  console.log(
    `re-render per tap on a ${LONG}-event board: ${figures(longTaps)}; ` +
      `opening the board (a full replay) ${opened} ms; ${count}`,
  );
  // What the save after each tap costs on this board (the whole session as JSON into localStorage), left
  // until the new state is painted (web/session.ts): not in the figures above, timed here apart.
  const saves = await long.evaluate<number[]>(`(() => {
    const key = 'bridge-td.session@1';
    const s = JSON.parse(localStorage.getItem(key));
    const out = [];
    for (let i = 0; i < 21; i++) {
      s.boards[0].updated = i;
      const t0 = performance.now();
      localStorage.setItem(key, JSON.stringify(s));
      out.push(performance.now() - t0);
    }
    return out;
  })()`);
  console.log(
    `the session's save on the ${LONG}-event board (after the paint, not in the tap): median ${ms(median(saves))}`,
  );
  await longContext.close();

  // 5. Re-render per card tap in the play on a long board: the auction and the first two cards of the
  // revoke fixture (4H by South, every card recorded), then 3,950 director's events that change nothing
  // (a `director` event outside a ruling), then the other 50 cards, each tapped in its hand as the
  // director would (the hand on turn is shown; the trick, the trick table and the hands re-render).
  const fixture = JSON.parse(
    readFileSync(
      join(ROOT, "test/fixtures/2017/law64/64A1-full-record-revoker-ruffs-and-wins-the-revoke-trick.json"),
      "utf8",
    ),
  ).log as { events: Record<string, unknown>[] } & Record<string, unknown>;
  const head = fixture.events.slice(0, 8);
  const cards = fixture.events.slice(8).filter((e) => typeof e.play === "string") as {
    by: string;
    play: string;
  }[];
  const TAIL = LONG - head.length - cards.length;
  const playLog = {
    ...fixture,
    board: 2,
    events: [...head, ...Array.from({ length: TAIL }, () => ({ director: true }))],
  };
  const names = { N: "North", E: "East", S: "South", W: "West" } as Record<string, string>;
  const suits = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" } as Record<string, string>;
  const labels = cards.map(
    (c) => `${c.play[1] === "T" ? "10" : c.play[1]} of ${suits[c.play[0]!]} from ${names[c.by]}`,
  );
  const playContext = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const pp = await playContext.newPage();
  await pp.goto(url, { waitUntil: "load" });
  const playSession = {
    version: 1,
    current: "p",
    boards: [{ id: "p", created: 1, updated: 1, log: playLog, undo: [] }],
  };
  await pp.evaluate(
    `localStorage.setItem("bridge-td.session@1", ${JSON.stringify(JSON.stringify(playSession))})`,
  );
  const playStart = Date.now();
  await pp.reload({ waitUntil: "load" });
  await pp.locator("section.hands button.pcard").first().waitFor();
  const playOpened = Date.now() - playStart;
  const playTaps = await timeTaps(
    pp,
    labels.length,
    `return document.querySelector('button.pcard[aria-label="' + ${JSON.stringify(labels)}[i] + '"]');`,
  );
  if (process.env.BENCH_VERBOSE) console.log(playTaps.wall.map((x) => x.toFixed(1)).join(" "));
  const playCount = await pp.locator(".actions .count").textContent();
  const score = await pp.locator(".score-big").textContent();
  console.log(
    `re-render per card tap in the play on a ${LONG}-event board: ${figures(playTaps)}; ` +
      `opening the board ${playOpened} ms; ${playCount}; score ${score}`,
  );
  await playContext.close();
} finally {
  await browser.close();
  await server.close();
}
