/**
 * Replay throughput: events per second through the whole engine (validation + table machine + laws),
 * beside a bare legal-auction validator in the same process, so the cost of the laws layer shows as a
 * ratio. Medians of several runs; nothing here asserts a time.
 */
import { type Entry, isAuctionOver, isLegalCall, nextToCall } from "../src/auction/auction.js";
import { parseCall } from "../src/core/call.js";
import { validateTableLog } from "../src/formats/tableLog.js";
import { replayLog } from "../src/table/replay.js";
import { corpus } from "./corpus.js";

const RUNS = 7;
const logs = corpus(2000, 42);
const events = logs.reduce((n, l) => n + l.events.length, 0);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

const time = (f: () => void): number => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};

const engine = () => {
  for (const l of logs) {
    const v = validateTableLog(l);
    if (!v.ok) throw new Error(JSON.stringify(v.error));
    const r = replayLog(v.value);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
  }
};

const bare = () => {
  for (const l of logs) {
    const auction: Entry[] = [];
    for (const e of l.events) {
      const c = parseCall(e.call);
      if (!c.ok) throw new Error("bad call");
      if (
        nextToCall(l.dealer as Entry["by"], auction) !== e.by ||
        !isLegalCall(e.by as Entry["by"], c.value, auction)
      )
        throw new Error("illegal");
      auction.push({ by: e.by as Entry["by"], call: c.value });
    }
    if (!isAuctionOver(auction)) throw new Error("unfinished");
  }
};

engine();
bare();
const te: number[] = [];
const tb: number[] = [];
for (let i = 0; i < RUNS; i++) {
  te.push(time(engine));
  tb.push(time(bare));
}
const eps = (ms: number) => Math.round((events / ms) * 1000);
const me = median(te);
const mb = median(tb);
console.log(`corpus: ${logs.length} legal auctions, ${events} call events; ${RUNS} runs, medians`);
console.log(
  `engine replay (validate + table machine + laws): ${eps(me).toLocaleString("en")} events/s (${me.toFixed(1)} ms)`,
);
console.log(
  `bare legal-auction validator:                    ${eps(mb).toLocaleString("en")} events/s (${mb.toFixed(1)} ms)`,
);
console.log(`ratio engine/bare time: ${(me / mb).toFixed(2)}x`);
