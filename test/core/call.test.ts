/**
 * Calls and bids from the Laws (2017): Law 18A proper form, 18B superseding, 18C/18D sufficient and
 * insufficient bids, 18E rank of the denominations; the table-log text forms of calls. Expected values are
 * worked out from the Laws, not from the code.
 */
import { describe, expect, it } from "vitest";
import {
  type Bid,
  type Call,
  compareBids,
  formatCall,
  lowestSufficientIn,
  parseCall,
  sameCall,
  supersedes,
} from "../../src/core/call.js";
import type { Strain } from "../../src/core/strain.js";

/** Parses a call the test knows is readable. */
const call = (text: string): Call => {
  const r = parseCall(text);
  if (!r.ok) throw new Error(`test call ${text} did not parse: ${r.error.code}`);
  return r.value;
};
const b = (text: string): Bid => {
  const c = call(text);
  if (c.type !== "bid") throw new Error(`${text} is not a bid`);
  return c;
};

/** Law 18E, lowest first: clubs, diamonds, hearts, spades, notrump. */
const DENOMINATIONS_LOW_TO_HIGH: Strain[] = ["C", "D", "H", "S", "NT"];
/** Every bid of Law 18A (one to seven odd tricks), lowest first, as Law 18B orders them. */
const ALL_BIDS: string[] = [];
for (let level = 1; level <= 7; level++)
  for (const s of DENOMINATIONS_LOW_TO_HIGH) ALL_BIDS.push(`${level}${s}`);

describe("Law 18A proper form: calls as the table log writes them", () => {
  it("reads pass, double and redouble in both spellings", () => {
    expect(call("P")).toEqual({ type: "pass" });
    expect(call("Pass")).toEqual({ type: "pass" });
    expect(call("X")).toEqual({ type: "double" });
    expect(call("Dbl")).toEqual({ type: "double" });
    expect(call("XX")).toEqual({ type: "redouble" });
    expect(call("Rdbl")).toEqual({ type: "redouble" });
  });

  it("reads a bid as a number of odd tricks and a denomination", () => {
    expect(call("1C")).toEqual({ type: "bid", level: 1, strain: "C" });
    expect(call("2D")).toEqual({ type: "bid", level: 2, strain: "D" });
    expect(call("4H")).toEqual({ type: "bid", level: 4, strain: "H" });
    expect(call("6S")).toEqual({ type: "bid", level: 6, strain: "S" });
    expect(call("7NT")).toEqual({ type: "bid", level: 7, strain: "NT" });
  });

  it("reads N as notrump", () => {
    expect(call("3N")).toEqual({ type: "bid", level: 3, strain: "NT" });
    expect(sameCall(call("3N"), call("3NT"))).toBe(true);
  });

  it("represents bids above seven, which a player can put on the table (Law 38)", () => {
    expect(call("8S")).toEqual({ type: "bid", level: 8, strain: "S" });
    expect(call("9NT")).toEqual({ type: "bid", level: 9, strain: "NT" });
    expect(formatCall(call("8S"))).toBe("8S");
  });

  it("refuses a bid of no tricks as a value, not an exception (level 0)", () => {
    for (const text of ["0C", "0NT", "0N"]) {
      const r = parseCall(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error.code, text).toBe("call-level-zero");
    }
  });

  it("refuses text that is not a call", () => {
    for (const text of ["", "1", "C", "NT", "1Z", "1X", "XXX", "Double", "1 C", " P", "P ", "-1C", "1CX"]) {
      const r = parseCall(text);
      expect(r.ok, JSON.stringify(text)).toBe(false);
      if (!r.ok) expect(r.error.code, JSON.stringify(text)).toBe("call-unreadable");
    }
  });

  it("writes calls canonically: P, X, XX, 1NT", () => {
    expect(formatCall(call("Pass"))).toBe("P");
    expect(formatCall(call("P"))).toBe("P");
    expect(formatCall(call("Dbl"))).toBe("X");
    expect(formatCall(call("Rdbl"))).toBe("XX");
    expect(formatCall(call("1N"))).toBe("1NT");
    expect(formatCall(call("3NT"))).toBe("3NT");
    expect(formatCall(call("4S"))).toBe("4S");
  });

  it("round-trips every bid from 1C to 7NT through its canonical text", () => {
    for (const text of ALL_BIDS) expect(formatCall(call(text))).toBe(text);
  });
});

describe("Law 18E rank of the denominations", () => {
  it("ranks notrump, spades, hearts, diamonds, clubs in descending order at the same level", () => {
    for (let level = 1; level <= 7; level++) {
      for (let i = 0; i < DENOMINATIONS_LOW_TO_HIGH.length - 1; i++) {
        const lower = b(`${level}${DENOMINATIONS_LOW_TO_HIGH[i]}`);
        const higher = b(`${level}${DENOMINATIONS_LOW_TO_HIGH[i + 1]}`);
        expect(compareBids(higher, lower), `${formatCall(higher)} > ${formatCall(lower)}`).toBeGreaterThan(0);
        expect(compareBids(lower, higher), `${formatCall(lower)} < ${formatCall(higher)}`).toBeLessThan(0);
      }
    }
  });
});

describe("Law 18B to supersede a bid", () => {
  it("a greater number of odd tricks in any denomination supersedes", () => {
    expect(supersedes(b("2C"), b("1NT"))).toBe(true);
    expect(supersedes(b("7C"), b("6NT"))).toBe(true);
    expect(supersedes(b("4D"), b("3S"))).toBe(true);
  });

  it("the same number of odd tricks in a higher-ranking denomination supersedes", () => {
    expect(supersedes(b("1D"), b("1C"))).toBe(true);
    expect(supersedes(b("1NT"), b("1S"))).toBe(true);
    expect(supersedes(b("3S"), b("3H"))).toBe(true);
  });

  it("the same bid, a lower denomination at the same level, or fewer tricks do not supersede", () => {
    expect(supersedes(b("1H"), b("1H"))).toBe(false);
    expect(supersedes(b("1D"), b("1H"))).toBe(false);
    expect(supersedes(b("1NT"), b("2C"))).toBe(false);
    expect(supersedes(b("6NT"), b("7C"))).toBe(false);
  });

  it("any bid supersedes when nobody has bid yet", () => {
    expect(supersedes(b("1C"), null)).toBe(true);
    expect(supersedes(b("7NT"), null)).toBe(true);
  });

  it("orders all 35 bids 1C < 1D < ... < 7NT, and compares a bid with itself as equal", () => {
    for (let i = 0; i < ALL_BIDS.length; i++) {
      for (let j = 0; j < ALL_BIDS.length; j++) {
        const x = b(ALL_BIDS[i]!);
        const y = b(ALL_BIDS[j]!);
        const label = `${ALL_BIDS[i]} vs ${ALL_BIDS[j]}`;
        expect(Math.sign(compareBids(x, y)), label).toBe(Math.sign(i - j));
        expect(supersedes(x, y), label).toBe(i > j);
      }
    }
  });

  it("ranks a bid above seven above 7NT", () => {
    expect(supersedes(b("8C"), b("7NT"))).toBe(true);
    expect(compareBids(b("8C"), b("7NT"))).toBeGreaterThan(0);
  });
});

describe("Law 18C/18D sufficiency: the lowest sufficient bid in a denomination", () => {
  it("is the one-level bid when nobody has bid", () => {
    for (const s of DENOMINATIONS_LOW_TO_HIGH) expect(lowestSufficientIn(s, null)).toEqual(b(`1${s}`));
  });

  it("stays at the level of the last bid in a higher denomination, and goes up one otherwise", () => {
    // After 1H: 1S and 1NT are sufficient; 2C, 2D, 2H are the lowest in the other denominations.
    expect(lowestSufficientIn("C", b("1H"))).toEqual(b("2C"));
    expect(lowestSufficientIn("D", b("1H"))).toEqual(b("2D"));
    expect(lowestSufficientIn("H", b("1H"))).toEqual(b("2H"));
    expect(lowestSufficientIn("S", b("1H"))).toEqual(b("1S"));
    expect(lowestSufficientIn("NT", b("1H"))).toEqual(b("1NT"));
    // After 1NT every denomination needs one more trick.
    for (const s of DENOMINATIONS_LOW_TO_HIGH) expect(lowestSufficientIn(s, b("1NT"))).toEqual(b(`2${s}`));
  });

  it("may be above seven (after 7NT, or after 7S in a lower denomination)", () => {
    expect(lowestSufficientIn("S", b("7NT"))).toEqual(b("8S"));
    expect(lowestSufficientIn("C", b("7S"))).toEqual(b("8C"));
    expect(lowestSufficientIn("NT", b("7S"))).toEqual(b("7NT"));
  });

  it("is, for every last bid and denomination, the lowest bid of that denomination that supersedes it", () => {
    for (const last of ALL_BIDS) {
      for (const s of DENOMINATIONS_LOW_TO_HIGH) {
        let level = 1;
        while (!supersedes(b(`${level}${s}`), b(last))) level++;
        const got = lowestSufficientIn(s, b(last));
        expect(formatCall(got), `${s} over ${last}`).toBe(`${level}${s}`);
      }
    }
  });
});

describe("Law 18A calls: sameness of calls", () => {
  it("pass, double and redouble are distinct calls, and bids differ by level or denomination", () => {
    expect(sameCall(call("P"), call("Pass"))).toBe(true);
    expect(sameCall(call("X"), call("Dbl"))).toBe(true);
    expect(sameCall(call("XX"), call("Rdbl"))).toBe(true);
    expect(sameCall(call("P"), call("X"))).toBe(false);
    expect(sameCall(call("X"), call("XX"))).toBe(false);
    expect(sameCall(call("1H"), call("1H"))).toBe(true);
    expect(sameCall(call("1H"), call("1S"))).toBe(false);
    expect(sameCall(call("1H"), call("2H"))).toBe(false);
    expect(sameCall(call("1H"), call("P"))).toBe(false);
    expect(sameCall(call("P"), call("1H"))).toBe(false);
  });
});
