/**
 * Writes a large PBN file for the import's memory figures (docs/formats.md, "Memory"): N games, each a
 * seeded random deal with tags, an auction and the first trick's cards, about 330 bytes a game.
 *
 *   npx tsx scripts/pbn-big.ts N OUT.pbn [--scores]   (--scores adds a ScoreTable of four rows a game)
 *
 * The dealer and the vulnerability are the board's by Law 2 (src/core/vulnerability.ts `boardCycle`).
 */
import { closeSync, openSync, writeSync } from "node:fs";
import { boardCycle } from "../src/core/vulnerability.js";

const [n, out] = [Number(process.argv[2]), process.argv[3]];
if (!Number.isSafeInteger(n) || n < 1 || !out) {
  console.error("usage: npx tsx scripts/pbn-big.ts N OUT.pbn [--scores]");
  process.exit(2);
}
const scores = process.argv.includes("--scores");
let seed = 12345;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const RANKS = "AKQJT98765432";
const SEATS = "NESW";

const game = (board: number): string => {
  const cards: number[] = [];
  for (let s = 0; s < 4; s++) for (let r = 0; r < 13; r++) cards.push(s * 13 + r);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  const hands = [0, 1, 2, 3].map((h) => cards.slice(h * 13, h * 13 + 13).sort((a, b) => a - b));
  const text = (h: number[]) =>
    [0, 1, 2, 3]
      .map((s) =>
        h
          .filter((c) => Math.floor(c / 13) === s)
          .map((c) => RANKS[c % 13])
          .join(""),
      )
      .join(".");
  const { dealer, vulnerability } = boardCycle(board);
  const lines = [
    '[Event "Memory bench"]',
    `[Board "${board}"]`,
    `[Dealer "${dealer}"]`,
    `[Vulnerable "${vulnerability}"]`,
    `[Deal "N:${hands.map(text).join(" ")}"]`,
    `[Declarer "${SEATS[(SEATS.indexOf(dealer) + 0) % 4]}"]`,
    '[Contract "1NT"]',
    '[Result "7"]',
    `[Auction "${dealer}"]`,
    "1NT Pass Pass Pass",
  ];
  if (scores) {
    lines.push('[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R"]');
    for (let t = 1; t <= 4; t++) lines.push(`${t} ${t + 10} 1NT ${dealer} ${6 + t}`);
  }
  return `${lines.join("\n")}\n\n`;
};

const fd = openSync(out, "w");
let buffer = "";
for (let b = 1; b <= n; b++) {
  buffer += game(b);
  if (buffer.length > 1 << 20) {
    writeSync(fd, buffer);
    buffer = "";
  }
}
writeSync(fd, buffer);
closeSync(fd);
