/**
 * The legal auction from the Laws (2017): Law 17B/17C rotation, 18C/18D sufficiency, 19A1/19B1 admissible
 * doubles and redoubles, 19C a double or redouble superseded by a later bid, 22A/22B end of the auction,
 * and the definitions of declarer and dummy with Law 41A (the opening leader is declarer's LHO).
 * Every expected value is worked out by hand from those paragraphs.
 */
import { describe, expect, it } from "vitest";
import {
  contractText,
  doublingOf,
  type Entry,
  type FinalContract,
  finalContract,
  inadmissibility,
  isAuctionOver,
  isLegalCall,
  isSufficient,
  lastBid,
  nextToCall,
} from "../../src/auction/auction.js";
import { type Bid, type Call, parseCall } from "../../src/core/call.js";
import { lho, type Seat } from "../../src/core/seat.js";

const call = (text: string): Call => {
  const r = parseCall(text);
  if (!r.ok) throw new Error(`test call ${text} did not parse`);
  return r.value;
};
const bid = (text: string): Bid => call(text) as Bid;

/** An auction in rotation from `dealer`: `A("N", "1H P 2H P")`. */
const A = (dealer: Seat, calls: string): Entry[] => {
  const out: Entry[] = [];
  let seat = dealer;
  for (const text of calls.split(/\s+/).filter(Boolean)) {
    out.push({ by: seat, call: call(text) });
    seat = lho(seat);
  }
  return out;
};

const contract = (dealer: Seat, calls: string): FinalContract => {
  const c = finalContract(A(dealer, calls));
  if (c === null) throw new Error(`no contract in ${calls}`);
  return c;
};

describe("Law 17B/17C first and successive calls", () => {
  it("the dealer calls first", () => {
    for (const d of ["N", "E", "S", "W"] as const) expect(nextToCall(d, [])).toBe(d);
  });

  it("then each player in turn clockwise", () => {
    expect(nextToCall("N", A("N", "1C"))).toBe("E");
    expect(nextToCall("N", A("N", "1C P"))).toBe("S");
    expect(nextToCall("N", A("N", "1C P 1H"))).toBe("W");
    expect(nextToCall("N", A("N", "1C P 1H P"))).toBe("N");
  });

  it("wraps round from West to North when West deals", () => {
    expect(nextToCall("W", A("W", "P"))).toBe("N");
    expect(nextToCall("W", A("W", "P 1D P"))).toBe("S");
    expect(nextToCall("W", A("W", "P 1D P 1S"))).toBe("W");
  });
});

describe("Law 18C/18D sufficiency over the auction", () => {
  it("the opening bid is always sufficient", () => {
    expect(isSufficient(bid("1C"), [])).toBe(true);
    expect(isSufficient(bid("1C"), A("N", "P P P"))).toBe(true);
  });

  it("compares with the last bid, not with passes, doubles or redoubles after it", () => {
    const auction = A("N", "1H X XX");
    expect(isSufficient(bid("1S"), auction)).toBe(true);
    expect(isSufficient(bid("1D"), auction)).toBe(false);
    expect(isSufficient(bid("1H"), auction)).toBe(false);
    expect(isSufficient(bid("2C"), auction)).toBe(true);
  });

  it("compares with the last bid, not with an earlier higher one", () => {
    // 1S then 2C: 2D is sufficient (over 2C), 1NT is not.
    const auction = A("N", "1S 2C");
    expect(isSufficient(bid("2D"), auction)).toBe(true);
    expect(isSufficient(bid("1NT"), auction)).toBe(false);
    expect(isSufficient(bid("2C"), auction)).toBe(false);
  });

  it("finds the last bid and its maker", () => {
    expect(lastBid([])).toBeNull();
    expect(lastBid(A("N", "P P"))).toBeNull();
    const l = lastBid(A("N", "1C P 1H X P"));
    expect(l?.by).toBe("S");
    expect(l?.call).toEqual(bid("1H"));
    expect(l?.index).toBe(2);
  });
});

describe("Law 19A1 doubles", () => {
  it("a player may double the last bid, made by an opponent, with only passes since", () => {
    expect(inadmissibility("E", call("X"), A("N", "1H"))).toBeNull();
    // Balancing double by West after 1H P P.
    expect(inadmissibility("W", call("X"), A("N", "1H P P"))).toBeNull();
    // A double of the opponents' bid after partner has bid earlier.
    expect(inadmissibility("S", call("X"), A("N", "1C 1H"))).toBeNull();
  });

  it("not when nobody has bid", () => {
    expect(inadmissibility("N", call("X"), [])).toBe("no-bid");
    expect(inadmissibility("W", call("X"), A("N", "P P P"))).toBe("no-bid");
  });

  it("not partner's bid nor one's own", () => {
    expect(inadmissibility("S", call("X"), A("N", "1H P"))).toBe("own-side");
    expect(inadmissibility("N", call("X"), A("N", "1H P P"))).toBe("own-side");
  });

  it("not a bid that is already doubled (a call other than pass has intervened)", () => {
    expect(inadmissibility("W", call("X"), A("N", "1H X P"))).toBe("already-doubled");
  });

  it("not a bid that is redoubled", () => {
    expect(inadmissibility("E", call("X"), A("N", "1H X XX P P"))).toBe("redoubled");
  });

  it("again after a new bid supersedes the double (19C)", () => {
    // N 1H, E X, S 2C: W may double 2C.
    expect(inadmissibility("W", call("X"), A("N", "1H X 2C"))).toBeNull();
  });

  it("pass and bids are never inadmissible doubles or redoubles", () => {
    expect(inadmissibility("N", call("P"), [])).toBeNull();
    expect(inadmissibility("N", call("1C"), [])).toBeNull();
  });
});

describe("Law 19B1 redoubles", () => {
  it("a player may redouble the last double, made by an opponent, with only passes since", () => {
    expect(inadmissibility("S", call("XX"), A("N", "1H X"))).toBeNull();
    // The bidder himself redoubles after two passes.
    expect(inadmissibility("N", call("XX"), A("N", "1H X P P"))).toBeNull();
  });

  it("not when nothing is doubled", () => {
    expect(inadmissibility("N", call("XX"), [])).toBe("not-doubled");
    expect(inadmissibility("E", call("XX"), A("N", "1H"))).toBe("not-doubled");
    expect(inadmissibility("S", call("XX"), A("N", "1H P"))).toBe("not-doubled");
  });

  it("not partner's double", () => {
    expect(inadmissibility("W", call("XX"), A("N", "1H X P"))).toBe("own-side");
  });

  it("not when already redoubled", () => {
    expect(inadmissibility("N", call("XX"), A("N", "1H X XX P"))).toBe("redoubled");
  });

  it("not after a new bid has superseded the double (19C)", () => {
    expect(inadmissibility("N", call("XX"), A("N", "1H X 2C P"))).toBe("not-doubled");
  });
});

describe("Law 19C doubling state of the last bid", () => {
  it("undoubled, doubled, redoubled, and reset by a later bid", () => {
    expect(doublingOf([])).toEqual({ level: "", by: null });
    expect(doublingOf(A("N", "1H"))).toEqual({ level: "", by: null });
    expect(doublingOf(A("N", "1H X"))).toEqual({ level: "X", by: "E" });
    expect(doublingOf(A("N", "1H X P P"))).toEqual({ level: "X", by: "E" });
    expect(doublingOf(A("N", "1H X XX"))).toEqual({ level: "XX", by: "S" });
    expect(doublingOf(A("N", "1H X P P XX P"))).toEqual({ level: "XX", by: "N" });
    expect(doublingOf(A("N", "1H X 2C"))).toEqual({ level: "", by: null });
    expect(doublingOf(A("N", "1H X XX 2C P"))).toEqual({ level: "", by: null });
  });
});

describe("Law 18/19 legal calls at one's turn", () => {
  it("pass is always legal", () => {
    expect(isLegalCall("N", call("P"), [])).toBe(true);
    expect(isLegalCall("W", call("P"), A("N", "1H X XX"))).toBe(true);
  });

  it("a sufficient bid of one to seven is legal; an insufficient one is not", () => {
    expect(isLegalCall("N", call("1C"), [])).toBe(true);
    expect(isLegalCall("N", call("7NT"), [])).toBe(true);
    expect(isLegalCall("E", call("1S"), A("N", "1H"))).toBe(true);
    expect(isLegalCall("E", call("1D"), A("N", "1H"))).toBe(false);
    expect(isLegalCall("E", call("1H"), A("N", "1H"))).toBe(false);
  });

  it("a bid above seven is never legal (Law 18A, Law 38)", () => {
    expect(isLegalCall("N", call("8C"), [])).toBe(false);
    expect(isLegalCall("S", call("8S"), A("N", "7NT P"))).toBe(false);
  });

  it("nothing supersedes 7NT but a double or redouble may follow it", () => {
    const auction = A("N", "7NT");
    expect(isLegalCall("E", call("X"), auction)).toBe(true);
    expect(isLegalCall("E", call("7NT"), auction)).toBe(false);
    expect(isLegalCall("S", call("XX"), A("N", "7NT X"))).toBe(true);
  });

  it("an inadmissible double or redouble is not legal", () => {
    expect(isLegalCall("N", call("X"), [])).toBe(false);
    expect(isLegalCall("S", call("X"), A("N", "1H P"))).toBe(false);
    expect(isLegalCall("E", call("XX"), A("N", "1H"))).toBe(false);
    expect(isLegalCall("W", call("XX"), A("N", "1H X P"))).toBe(false);
  });
});

describe("Law 22A/22B end of the auction", () => {
  it("22B: four passes and nobody has bid end the auction", () => {
    expect(isAuctionOver(A("N", "P P P P"))).toBe(true);
    expect(isAuctionOver(A("W", "P P P P"))).toBe(true);
  });

  it("three passes at the start are not the end: the fourth player still calls", () => {
    expect(isAuctionOver([])).toBe(false);
    expect(isAuctionOver(A("N", "P"))).toBe(false);
    expect(isAuctionOver(A("N", "P P"))).toBe(false);
    expect(isAuctionOver(A("N", "P P P"))).toBe(false);
  });

  it("22A: three passes in rotation after a bid end the auction", () => {
    expect(isAuctionOver(A("N", "1C P P P"))).toBe(true);
    expect(isAuctionOver(A("N", "P P P 1C P P P"))).toBe(true);
    expect(isAuctionOver(A("N", "1H P 2H P P P"))).toBe(true);
  });

  it("22A: fewer than three passes after the last bid do not", () => {
    expect(isAuctionOver(A("N", "1C"))).toBe(false);
    expect(isAuctionOver(A("N", "1C P"))).toBe(false);
    expect(isAuctionOver(A("N", "1C P P"))).toBe(false);
    expect(isAuctionOver(A("N", "P P P 1C"))).toBe(false);
    expect(isAuctionOver(A("N", "P P P 1C P P"))).toBe(false);
    expect(isAuctionOver(A("N", "P 1C P P"))).toBe(false);
  });

  it("22A: the three passes may follow a double or redouble of the last bid", () => {
    expect(isAuctionOver(A("N", "1H X P P P"))).toBe(true);
    expect(isAuctionOver(A("N", "1H X XX P P P"))).toBe(true);
    expect(isAuctionOver(A("N", "1H X P P"))).toBe(false);
    expect(isAuctionOver(A("N", "1H X XX P P"))).toBe(false);
  });
});

describe("Law 22A final contract; definitions of declarer and dummy; Law 41A opening leader", () => {
  it("22B: a passed-out board has no contract", () => {
    expect(finalContract(A("N", "P P P P"))).toBeNull();
  });

  it("the last bid becomes the contract, undoubled", () => {
    const c = contract("N", "1NT P 3NT P P P");
    expect(c).toEqual({ level: 3, strain: "NT", doubling: "", declarer: "N", dummy: "S", leader: "E" });
    expect(contractText(c)).toBe("3NT");
  });

  it("declarer is the player of the declaring side who first named the final denomination (N 1H, S 4H: N)", () => {
    const c = contract("N", "1H P 4H P P P");
    expect(c.declarer).toBe("N");
    expect(c.dummy).toBe("S");
    expect(c.leader).toBe("E");
    expect(contractText(c)).toBe("4H");
  });

  it("declarer is partner when partner named the denomination first, though the other bid last", () => {
    // N 1C, S 1H, N 4H: S named hearts first; N made the last bid.
    const c = contract("N", "1C P 1H P 4H P P P");
    expect(c.declarer).toBe("S");
    expect(c.dummy).toBe("N");
    expect(c.leader).toBe("W");
  });

  it("a denomination first named by an opponent does not make him declarer", () => {
    // E overcalls 1S; N-S end in 4S, first named by S's 2S cue-bid: S is declarer.
    const c = contract("N", "1H 1S 2S P 4S P P P");
    expect(c.declarer).toBe("S");
    expect(c.leader).toBe("W");
    // The defenders' own strain is not the contract's: E overcalls 2D, N-S play 3NT bid by N after S's 2NT.
    const d = contract("N", "1C 2D 2NT P 3NT P P P");
    expect(d.declarer).toBe("S");
    expect(d.dummy).toBe("N");
    expect(d.leader).toBe("W");
  });

  it("the defending side can become the declaring side (E-W outbid N-S)", () => {
    // N 1S, E 2H, S 2S, W 4H: E named hearts first for E-W.
    const c = contract("N", "1S 2H 2S 4H P P P");
    expect(c.declarer).toBe("E");
    expect(c.dummy).toBe("W");
    expect(c.leader).toBe("S");
    expect(contractText(c)).toBe("4H");
  });

  it("declarer and opening leader wrap round from West (leader N when W declares)", () => {
    const c = contract("W", "1S P 4S P P P");
    expect(c.declarer).toBe("W");
    expect(c.dummy).toBe("E");
    expect(c.leader).toBe("N");
  });

  it("19C/Law 77: a doubled contract, a redoubled contract, and a double superseded by a later bid", () => {
    const x = contract("N", "1S P 4S X P P P");
    expect(x.doubling).toBe("X");
    expect(contractText(x)).toBe("4SX");
    expect(x.declarer).toBe("N");

    const xx = contract("N", "1H X XX P P P");
    expect(xx.doubling).toBe("XX");
    expect(contractText(xx)).toBe("1HXX");
    expect(xx.declarer).toBe("N");
    expect(xx.leader).toBe("E");

    const late = contract("N", "1H X P P XX P P P");
    expect(contractText(late)).toBe("1HXX");

    // N 1H, E X, S 2H: the double is superseded; 2H undoubled.
    const superseded = contract("N", "1H X 2H P P P");
    expect(superseded.doubling).toBe("");
    expect(contractText(superseded)).toBe("2H");
    expect(superseded.declarer).toBe("N");
  });

  it("the doubled player's side does not change who declares (doubled by the declaring side's opponents)", () => {
    // E opens 1D, S overcalls 1S, N raises to 4S, E doubles.
    const c = contract("E", "1D 1S P 4S X P P P");
    expect(contractText(c)).toBe("4SX");
    expect(c.declarer).toBe("S");
    expect(c.dummy).toBe("N");
    expect(c.leader).toBe("W");
  });

  it("contract text of a grand slam in notrump, redoubled", () => {
    expect(contractText(contract("S", "7NT X XX P P P"))).toBe("7NTXX");
  });
});
