/**
 * PBN and LIN throughput: games per second through the streaming readers, for the PBN Verifier's
 * correct_10 (auctions, play, notes) and a USBF vugraph (both rooms, play, claims), each repeated to about
 * 2 MB; the lexer alone (games split, no table logs); and the PBN export of the logs with its round-trip
 * check. Medians of several runs; nothing here asserts a time. Run: npx tsx bench/pbn.bench.ts
 */
import { readFileSync } from "node:fs";
import { parseLin } from "../src/formats/lin.js";
import { parsePbn } from "../src/formats/pbn.js";
import { PbnSplitter } from "../src/formats/pbnLex.js";
import { exportPbn } from "../src/formats/pbnWrite.js";

const RUNS = 7;
const peer = new URL("../test/peer/", import.meta.url).pathname;
const pbn1 = readFileSync(`${peer}pbn-verifier/correct_10.pbn`, "latin1");
const lin1 = readFileSync(`${peer}lin-vugraph/usbf_sf_14502.lin`, "utf8");
const SIZE = 2 * 1024 * 1024;
const pbn = pbn1.repeat(Math.ceil(SIZE / pbn1.length));
const lin = lin1.repeat(Math.ceil(SIZE / lin1.length));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const bench = (name: string, unit: string, f: () => number) => {
  f();
  const rates: number[] = [];
  let n = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    n = f();
    rates.push((n / (performance.now() - t0)) * 1000);
  }
  console.log(`${name}: ${Math.round(median(rates)).toLocaleString("en")} ${unit}/s (${n} ${unit} a run)`);
};

console.log(
  `inputs: PBN ${(pbn.length / 1e6).toFixed(1)} MB, LIN ${(lin.length / 1e6).toFixed(1)} MB; ${RUNS} runs, medians`,
);
bench("PBN lexer and game splitter", "games", () => {
  const s = new PbnSplitter();
  return s.push(pbn).length + s.end().length;
});
bench("PBN games to table logs", "games", () => parsePbn(pbn).games.length);
bench("LIN boards to table logs", "boards", () => parseLin(lin).boards.length);
const logs = parseLin(lin1).boards.flatMap((b) => (b.log ? [b.log] : []));
bench("PBN export of LIN boards (with the round-trip check)", "logs", () => {
  for (const l of logs) if (!exportPbn(l).ok) throw new Error("export failed");
  return logs.length;
});
