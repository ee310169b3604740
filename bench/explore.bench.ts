/**
 * Explorer throughput: states per second and events tried per second of the table explorer
 * (src/explore/), with every check and without any (the search alone), beside a bare
 * legal-auction enumerator run in the same process over the same calls, so the cost of the laws layer and
 * of the checks both show as ratios. Medians of several runs; nothing here asserts a time.
 * The play: random play walks (random deals, auctions and the play to the end of the board, every check on
 * every state, the heavy checks and the continue walk at the end of each walk) and a search from a position
 * of the play (every card by every seat and every play verb), states per second.
 * `npm run bench:explore`; `-- --depth 3` for the deeper (single) run as well; `-- --play` for the play only.
 */

import { type Entry, isAuctionOver, isLegalCall, nextToCall } from "../src/auction/auction.js";
import { SEATS } from "../src/core/seat.js";
import {
  CALLS,
  callEvent,
  explore,
  type Report,
  randomWalks,
  replayChecked,
  walk,
} from "../src/explore/index.js";

const RUNS = 5;
const deep = process.argv.includes("--depth") && process.argv[process.argv.indexOf("--depth") + 1] === "3";

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const fmt = (n: number) => Math.round(n).toLocaleString("en");
const states = (r: Report) => r.nodes.reduce((a, b) => a + b, 0);

/** Every legal auction of up to `depth` calls, trying every call by every seat at each node. */
const bare = (depth: number) => {
  let nodes = 0;
  let tried = 0;
  const auction: Entry[] = [];
  const visit = (d: number) => {
    nodes++;
    if (d === 0 || isAuctionOver(auction)) return;
    const next = nextToCall("N", auction);
    for (const by of SEATS)
      for (const call of CALLS) {
        tried++;
        if (by !== next || !isLegalCall(by, call, auction)) continue;
        auction.push({ by, call });
        visit(d - 1);
        auction.pop();
      }
  };
  const t0 = performance.now();
  visit(depth);
  return { nodes, tried, ms: performance.now() - t0 };
};

const measure = <T extends { ms: number }>(f: () => T): T & { ms: number } => {
  f();
  const xs = Array.from({ length: RUNS }, f);
  const m = median(xs.map((x) => x.ms));
  return { ...xs[0]!, ms: m };
};

const playOnly = process.argv.includes("--play");
const DEAL = "N:J63.5.QT76.QT982 AK92.AKJ72.AK8.4 QT8.T986.J932.A5 754.Q43.54.KJ763";
const playFigures = () => {
  for (const edition of ["2017", "1987"] as const) {
    const r = measure(() =>
      randomWalks({ edition, runs: 150, length: 200, seed: 1, play: true, keepGoing: true }),
    );
    console.log(
      `random play walks ${edition}, 150 walks: ${fmt(states(r))} states (${fmt(r.playStates)} in the play), ${fmt((states(r) / r.ms) * 1000)} states/s, ${fmt((r.playStates / r.ms) * 1000)} play states/s, ${fmt((r.tried / r.ms) * 1000)} events tried/s (${r.ms.toFixed(0)} ms)`,
    );
    const h = { edition, dealer: "N" as const, vulnerability: "None" as const, deal: DEAL };
    const auction = [callEvent("N", "1NT"), callEvent("E", "P"), callEvent("S", "P"), callEvent("W", "P")];
    const w = walk(h, auction, replayChecked(h, auction).states.at(-1)!, []);
    const from = w.events.slice(0, 5);
    for (const checks of [false, true]) {
      const q = measure(() => explore({ edition, depth: 2, from, deal: DEAL, play: true, checks }));
      console.log(
        `play search ${edition} after the opening lead, depth 2, ${checks ? "all checks " : "search only"}: ${fmt(states(q))} states, ${fmt((states(q) / q.ms) * 1000)} states/s, ${fmt((q.tried / q.ms) * 1000)} events tried/s (${q.ms.toFixed(0)} ms)`,
      );
    }
  }
};
if (playOnly) {
  playFigures();
  process.exit(0);
}

const b = measure(() => bare(4));
const bareStates = (b.nodes / b.ms) * 1000;
const bareTried = (b.tried / b.ms) * 1000;
console.log(`${RUNS} runs, medians; dealer N`);
console.log(
  `bare legal-auction enumerator, depth 4: ${fmt(b.nodes)} auctions, ${fmt(bareStates)} states/s, ${fmt(bareTried)} calls tried/s (${b.ms.toFixed(0)} ms)`,
);
for (const edition of ["2017", "1987"] as const) {
  for (const checks of [false, true]) {
    const r = measure(() => explore({ edition, depth: 2, checks }));
    const sps = (states(r) / r.ms) * 1000;
    const tps = (r.tried / r.ms) * 1000;
    console.log(
      `explorer ${edition}, depth 2, ${checks ? "all checks " : "search only"}: ${fmt(states(r))} states, ${fmt(sps)} states/s, ${fmt(tps)} events tried/s (${r.ms.toFixed(0)} ms); cost per state ${(bareStates / sps).toFixed(0)}x the bare enumerator's`,
    );
  }
}
playFigures();
if (deep)
  for (const edition of ["2017", "1987"] as const) {
    const r = explore({ edition, depth: 3, keepGoing: true });
    console.log(
      `explorer ${edition}, depth 3, one run, single thread: ${fmt(states(r))} states in ${(r.ms / 1000).toFixed(1)} s, ${fmt((states(r) / r.ms) * 1000)} states/s, ${fmt((r.tried / r.ms) * 1000)} events tried/s`,
    );
  }
