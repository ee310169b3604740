import { describe, expect, it } from "vitest";
import { STRAINS } from "../../src/core/strain.js";
import {
  type Contract,
  formatContract,
  isTricks,
  parseContract,
  parseTricks,
  score,
  scoreChecked,
  scoreTable,
  TRICKS,
  type Tricks,
  trickScore,
  undertrickPenalty,
} from "../../src/scoring/index.js";

/** Parse a contract that the test knows is valid. */
const c = (text: string): Contract => {
  const r = parseContract(text);
  if (!r.ok) throw new Error(`test contract ${text} did not parse: ${r.error.code}`);
  return r.value;
};
const NV = false;
const VUL = true;
/** Score for declarer taking (level + 6 + over) tricks. */
const made = (text: string, vul: boolean, over = 0): number => {
  const k = c(text);
  return score(k, vul, (k.level + 6 + over) as Tricks);
};
/** Score for declarer falling `down` tricks short. */
const down = (text: string, vul: boolean, by: number): number => {
  const k = c(text);
  return score(k, vul, (k.level + 6 - by) as Tricks);
};

describe("Law 77 trick score", () => {
  it("values odd tricks at 20 (minors), 30 (majors), 40 then 30 (notrump)", () => {
    expect(trickScore(c("1C"))).toBe(20); // 1 × 20
    expect(trickScore(c("4C"))).toBe(80); // 4 × 20
    expect(trickScore(c("5D"))).toBe(100); // 5 × 20
    expect(trickScore(c("4S"))).toBe(120); // 4 × 30
    expect(trickScore(c("1NT"))).toBe(40); // 40
    expect(trickScore(c("2NT"))).toBe(70); // 40 + 30
    expect(trickScore(c("3NT"))).toBe(100); // 40 + 30 + 30
    expect(trickScore(c("7NT"))).toBe(220); // 40 + 6 × 30
  });

  it("doubles the trick score when doubled and quadruples it when redoubled", () => {
    expect(trickScore(c("2HX"))).toBe(120); // 2 × 30 × 2
    expect(trickScore(c("1NTX"))).toBe(80); // 40 × 2
    expect(trickScore(c("1NTXX"))).toBe(160); // 40 × 4
    expect(trickScore(c("2CXX"))).toBe(160); // 2 × 20 × 4
    expect(trickScore(c("7NTXX"))).toBe(880); // (40 + 6 × 30) × 4
  });

  it("scores made contracts exactly", () => {
    expect(made("1C", NV)).toBe(70); // 20 trick + 50 partscore
    expect(made("2S", NV)).toBe(110); // 60 trick + 50 partscore
    expect(made("2NT", NV)).toBe(120); // 70 trick + 50 partscore
    expect(made("3NT", VUL)).toBe(600); // 100 trick + 500 vulnerable game
    expect(made("3NT", NV)).toBe(400); // 100 trick + 300 game
    expect(made("4H", NV)).toBe(420); // 120 trick + 300 game
    expect(made("5D", NV)).toBe(400); // 100 trick + 300 game
  });
});

describe("Law 77 overtricks", () => {
  it("undoubled: each overtrick scores its trick value", () => {
    expect(made("4S", NV, 1)).toBe(450); // 120 trick + 30 overtrick + 300 game
    expect(made("1NT", NV, 2)).toBe(150); // 40 trick + 2 × 30 + 50 partscore
    expect(made("3C", NV, 2)).toBe(150); // 60 trick + 2 × 20 + 50 partscore
    expect(made("3NT", VUL, 1)).toBe(630); // 100 + 30 + 500
  });

  it("doubled: 100 each not vulnerable, 200 each vulnerable", () => {
    expect(made("2HX", NV, 1)).toBe(570); // 120 trick + 100 overtrick + 300 game + 50 insult
    expect(made("2HX", VUL, 1)).toBe(870); // 120 + 200 + 500 + 50
    expect(made("1CX", NV, 6)).toBe(740); // 40 trick + 6 × 100 + 50 partscore + 50 insult
    expect(made("4SX", VUL)).toBe(790); // 240 trick + 500 game + 50 insult (10 tricks)
    expect(score(c("4SX"), VUL, 11)).toBe(990); // 240 + 200 overtrick + 500 game + 50 insult
  });

  it("redoubled: 200 each not vulnerable, 400 each vulnerable", () => {
    expect(made("2HXX", NV, 1)).toBe(840); // 240 trick + 200 overtrick + 300 game + 100 insult
    expect(made("2HXX", VUL, 1)).toBe(1240); // 240 + 400 + 500 + 100
    expect(made("1NTXX", VUL, 1)).toBe(1160); // 160 trick + 400 overtrick + 500 game + 100 insult
    expect(made("1NTXX", NV, 1)).toBe(760); // 160 + 200 + 300 + 100
  });
});

describe("Law 77 premiums: slams", () => {
  it("small slam bid and made: 500 not vulnerable, 750 vulnerable", () => {
    expect(made("6NT", VUL)).toBe(1440); // 190 trick + 750 slam + 500 game
    expect(made("6NT", NV)).toBe(990); // 190 + 500 + 300
    expect(made("6S", NV)).toBe(980); // 180 + 500 + 300
    expect(made("6S", NV, 1)).toBe(1010); // 180 + 30 overtrick + 500 + 300 (no grand slam premium)
  });

  it("grand slam bid and made: 1000 not vulnerable, 1500 vulnerable", () => {
    expect(made("7NT", NV)).toBe(1520); // 220 trick + 1000 slam + 300 game
    expect(made("7NT", VUL)).toBe(2220); // 220 + 1500 + 500
    expect(made("7C", VUL)).toBe(2140); // 140 + 1500 + 500
    expect(made("7NTXX", VUL)).toBe(2980); // 880 trick + 1500 slam + 500 game + 100 insult
  });

  it("no slam premium for twelve or thirteen tricks in a lower contract", () => {
    expect(made("4S", NV, 3)).toBe(510); // 120 + 3 × 30 + 300, no slam premium
  });
});

describe("Law 77 premiums: game and partscore", () => {
  it("game (trick score 100 or more): 300 not vulnerable, 500 vulnerable", () => {
    expect(made("2HX", NV)).toBe(470); // 120 trick (game) + 300 game + 50 insult
    expect(made("2CXX", NV)).toBe(560); // 160 trick (game) + 300 game + 100 insult
    expect(made("2CXX", VUL)).toBe(760); // 160 + 500 + 100
  });

  it("partscore (trick score under 100): 50 whatever the vulnerability", () => {
    expect(made("1NTX", NV)).toBe(180); // 80 trick + 50 partscore + 50 insult
    expect(made("1NTX", VUL)).toBe(180); // 80 + 50 + 50
    expect(made("4C", VUL)).toBe(130); // 80 trick + 50 partscore
  });

  it("overtricks do not count towards game", () => {
    expect(made("4C", NV, 1)).toBe(150); // 80 trick + 20 overtrick + 50 partscore
    expect(made("2NT", NV, 1)).toBe(150); // 70 trick + 30 overtrick + 50 partscore
  });
});

describe("Law 77 premium for making a doubled or redoubled contract (for the insult)", () => {
  it("50 for doubled, 100 for redoubled, whatever the vulnerability", () => {
    expect(made("1CX", NV)).toBe(140); // 40 trick + 50 partscore + 50 insult
    expect(made("1CXX", NV)).toBe(230); // 80 trick + 50 partscore + 100 insult
    expect(made("1CXX", VUL)).toBe(230); // 80 + 50 + 100
    expect(made("5DX", VUL)).toBe(750); // 200 trick + 500 game + 50 insult
  });
});

describe("Law 77 undertricks", () => {
  it("undoubled: 50 each not vulnerable, 100 each vulnerable", () => {
    expect(down("4S", NV, 1)).toBe(-50); // 50
    expect(down("4S", VUL, 1)).toBe(-100); // 100
    expect(down("3NT", VUL, 3)).toBe(-300); // 3 × 100
    expect(down("7NT", NV, 13)).toBe(-650); // 13 × 50
  });

  it("doubled not vulnerable: 100, then 200 for the 2nd and 3rd, then 300 each", () => {
    expect(down("4SX", NV, 1)).toBe(-100); // 100
    expect(down("4SX", NV, 2)).toBe(-300); // 100 + 200
    expect(down("4SX", NV, 3)).toBe(-500); // 100 + 200 + 200
    expect(down("4SX", NV, 4)).toBe(-800); // 100 + 200 + 200 + 300
    expect(down("4SX", NV, 5)).toBe(-1100); // 800 + 300
    expect(score(c("7CX"), NV, 0)).toBe(-3500); // 100 + 2 × 200 + 10 × 300
  });

  it("doubled vulnerable: 200, then 300 each", () => {
    expect(down("4SX", VUL, 1)).toBe(-200); // 200
    expect(down("4SX", VUL, 2)).toBe(-500); // 200 + 300
    expect(down("4SX", VUL, 3)).toBe(-800); // 200 + 300 + 300
    expect(down("3NTX", VUL, 3)).toBe(-800); // 200 + 300 + 300
    expect(down("4SX", VUL, 4)).toBe(-1100); // 200 + 3 × 300
  });

  it("redoubled: twice the doubled penalty", () => {
    expect(down("4SXX", NV, 1)).toBe(-200); // 2 × 100
    expect(down("4SXX", NV, 2)).toBe(-600); // 2 × 300
    expect(down("4SXX", NV, 3)).toBe(-1000); // 2 × 500
    expect(down("4SXX", NV, 4)).toBe(-1600); // 2 × 800
    expect(down("4SXX", VUL, 1)).toBe(-400); // 2 × 200
    expect(down("4SXX", VUL, 3)).toBe(-1600); // 2 × 800
    expect(score(c("7NTXX"), VUL, 0)).toBe(-7600); // 2 × (200 + 12 × 300)
    for (const vul of [NV, VUL]) {
      for (let n = 1; n <= 13; n++) {
        expect(undertrickPenalty("XX", vul, n)).toBe(2 * undertrickPenalty("X", vul, n));
      }
    }
  });
});

describe("Law 77 scoring table (properties)", () => {
  const table = scoreTable();

  it("has 35 contracts × 3 doublings × 2 vulnerabilities × 14 trick counts = 2940 rows", () => {
    expect(table).toHaveLength(2940);
  });

  it("is ordered by level, strain, doubling, vulnerability, tricks", () => {
    expect(table[0]).toEqual({ contract: "1C", vulnerable: false, tricks: 0, score: -350 }); // 7 × 50
    expect(table[13]).toEqual({ contract: "1C", vulnerable: false, tricks: 13, score: 190 }); // 20 + 6 × 20 + 50
    expect(table[14]?.contract).toBe("1C");
    expect(table[14]?.vulnerable).toBe(true);
    expect(table[28]?.contract).toBe("1CX");
    expect(table[84]?.contract).toBe("1D");
    expect(table.at(-1)).toEqual({ contract: "7NTXX", vulnerable: true, tricks: 13, score: 2980 });
    const contracts: string[] = [];
    for (let level = 1; level <= 7; level++) {
      for (const strain of STRAINS) for (const d of ["", "X", "XX"]) contracts.push(`${level}${strain}${d}`);
    }
    expect([...new Set(table.map((r) => r.contract))]).toEqual(contracts);
    table.forEach((r, i) => {
      expect(r.tricks).toBe(i % 14);
      expect(r.vulnerable).toBe(Math.floor(i / 14) % 2 === 1);
    });
  });

  it("agrees with score() on every row", () => {
    for (const r of table) expect(r.score).toBe(score(c(r.contract), r.vulnerable, r.tricks));
  });

  it("never lowers a score when declarer takes one more trick", () => {
    for (let i = 0; i < table.length; i++) {
      const r = table[i]!;
      if (r.tricks > 0) expect(r.score).toBeGreaterThanOrEqual(table[i - 1]!.score);
    }
  });

  it("is positive for every made contract and negative for every failed one", () => {
    for (const r of table) {
      const level = Number(r.contract[0]);
      if (r.tricks >= level + 6) expect(r.score).toBeGreaterThan(0);
      else expect(r.score).toBeLessThan(0);
    }
  });
});

describe("parseContract / formatContract", () => {
  it("reads contracts with or without doubling, N as notrump", () => {
    expect(parseContract("4S")).toEqual({ ok: true, value: { level: 4, strain: "S", doubling: "" } });
    expect(parseContract("4SX")).toEqual({ ok: true, value: { level: 4, strain: "S", doubling: "X" } });
    expect(parseContract("1NTXX")).toEqual({ ok: true, value: { level: 1, strain: "NT", doubling: "XX" } });
    expect(parseContract("3N")).toEqual({ ok: true, value: { level: 3, strain: "NT", doubling: "" } });
    expect(parseContract("3NX")).toEqual({ ok: true, value: { level: 3, strain: "NT", doubling: "X" } });
    expect(parseContract("3nt")).toEqual({ ok: true, value: { level: 3, strain: "NT", doubling: "" } });
  });

  it("reports unreadable text as contract-unreadable", () => {
    for (const text of ["", "4Z", "4", "S", "NT", "4SXXX", "4 S", "X4S", "4SX X", "-1C", "1.5S"]) {
      expect(parseContract(text)).toEqual({
        ok: false,
        error: { code: "contract-unreadable", params: { contract: text } },
      });
    }
  });

  it("reports a level outside 1..7 as contract-level", () => {
    expect(parseContract("0S")).toEqual({
      ok: false,
      error: { code: "contract-level", params: { contract: "0S", level: 0 } },
    });
    expect(parseContract("8NT")).toEqual({
      ok: false,
      error: { code: "contract-level", params: { contract: "8NT", level: 8 } },
    });
    expect(parseContract("10HX").ok).toBe(false);
  });

  it("never throws, even on non-strings", () => {
    expect(parseContract(undefined as unknown as string).ok).toBe(false);
  });

  it("formats canonically and round-trips every contract", () => {
    expect(formatContract(c("1NTXX"))).toBe("1NTXX");
    expect(formatContract(c("4SX"))).toBe("4SX");
    expect(formatContract(c("3N"))).toBe("3NT");
    for (const r of scoreTable()) expect(formatContract(c(r.contract))).toBe(r.contract);
  });
});

describe("scoreChecked", () => {
  it("scores valid input", () => {
    expect(scoreChecked(c("4SX"), true, 11)).toEqual({ ok: true, value: 990 });
    expect(scoreChecked(c("7CX"), false, 0)).toEqual({ ok: true, value: -3500 });
  });

  it("rejects tricks that are not a whole number 0..13", () => {
    for (const t of [-1, 14, 2.5, Number.NaN]) {
      const r = scoreChecked(c("4S"), false, t);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("tricks-out-of-range");
    }
  });

  it("rejects an invalid contract", () => {
    const bad = scoreChecked({ level: 8, strain: "S", doubling: "" }, false, 10);
    expect(bad).toEqual({
      ok: false,
      error: { code: "contract-level", params: { contract: "8S", level: 8 } },
    });
    const odd = scoreChecked({ level: 4, strain: "Z" as "S", doubling: "" }, false, 10);
    expect(odd.ok).toBe(false);
    if (!odd.ok) expect(odd.error.code).toBe("contract-unreadable");
  });
});

describe("tricks outside 0..13 (issue 9)", () => {
  it("the Tricks type is 0..13 and isTricks / parseTricks check it", () => {
    expect(TRICKS).toEqual(Array.from({ length: 14 }, (_, i) => i));
    for (const t of TRICKS) expect(isTricks(t)).toBe(true);
    for (const t of [-1, 14, 99, 2.5, Number.NaN, Number.POSITIVE_INFINITY, "9", null])
      expect(isTricks(t)).toBe(false);
    expect(parseTricks("0")).toEqual({ ok: true, value: 0 });
    expect(parseTricks("13")).toEqual({ ok: true, value: 13 });
    for (const t of ["14", "99", "-1", "2.5", "1e1", "NaN", " 9", "", "0x9"])
      expect(parseTricks(t)).toEqual({
        ok: false,
        error: { code: "tricks-out-of-range", params: { tricks: t } },
      });
  });

  it("score gives NaN, never a plausible score, for input outside its types", () => {
    for (const t of [99, 14, -1, 2.5, Number.NaN]) expect(score(c("4S"), false, t as Tricks)).toBeNaN();
    expect(score({ level: 9, strain: "S", doubling: "" }, false, 10)).toBeNaN();
    expect(score(c("4S"), false, 10)).toBe(420);
  });

  it("scoreChecked says why, with the value", () => {
    expect(scoreChecked(c("4S"), false, 99)).toEqual({
      ok: false,
      error: { code: "tricks-out-of-range", params: { tricks: 99 } },
    });
    expect(scoreChecked(c("4S"), false, "10")).toEqual({
      ok: false,
      error: { code: "tricks-out-of-range", params: { tricks: "10" } },
    });
  });
});
