/**
 * Synthetic sessions for the benchmark and the examples: a Mitchell movement of `tables` tables over
 * `boards` boards, with plausible results (most tables in the board's usual contract, a trick either
 * way, a few in other contracts). Deterministic for a seed. Not real data.
 */
const STRAINS = ["C", "D", "H", "S", "NT"] as const;
const SEATS = ["N", "E", "S", "W"] as const;

/** A small deterministic generator (mulberry32). */
export const rng = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export interface SyntheticResult {
  ns: string;
  ew: string;
  contract: string;
  declarer?: string;
  tricks?: number;
}

/** One board's results at `tables` tables; `first` is the board's number. */
export const syntheticBoard = (
  board: number,
  tables: number,
  random: () => number,
  round = 0,
): { board: number; results: SyntheticResult[] } => {
  const level = 1 + Math.floor(random() * 6);
  const strain = STRAINS[Math.floor(random() * 5)]!;
  const declarer = SEATS[Math.floor(random() * 4)]!;
  const results: SyntheticResult[] = [];
  for (let t = 0; t < tables; t++) {
    const ns = String(t + 1);
    const ew = String(tables + ((t + round) % tables) + 1);
    const u = random();
    if (u < 0.03) {
      results.push({ ns, ew, contract: "passed-out" });
      continue;
    }
    let l = level;
    let s: string = strain;
    let d: string = declarer;
    if (u > 0.75) {
      l = Math.max(1, Math.min(7, level + (random() < 0.5 ? -1 : 1)));
      if (random() < 0.4) s = STRAINS[Math.floor(random() * 5)]!;
      if (random() < 0.3) d = SEATS[Math.floor(random() * 4)]!;
    }
    const tricks = Math.max(0, Math.min(13, l + 6 + Math.floor(random() * 3) - 1));
    const doubled = random() < 0.05 ? "X" : "";
    results.push({ ns, ew, contract: `${l}${s}${doubled}`, declarer: d, tricks });
  }
  return { board, results };
};

/** A whole session as session@1 JSON (plain data). */
export const syntheticSession = (boards: number, tables: number, seed = 1, scoring = "matchpoints") => {
  const random = rng(seed);
  const perRound = Math.max(1, Math.floor(boards / tables));
  return {
    format: "session@1",
    edition: "2017",
    scoring,
    event: `Synthetic session, ${boards} boards, ${tables} tables`,
    boards: Array.from({ length: boards }, (_, i) =>
      syntheticBoard(i + 1, tables, random, Math.floor(i / perRound)),
    ),
  };
};
