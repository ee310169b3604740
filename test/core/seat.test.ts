/**
 * Seats and rotation from the Laws (2017): Law 17B the dealer calls first, 17C then each player in turn
 * clockwise (N, E, S, W); partners sit opposite; a player's LHO calls after him and his RHO before him.
 */
import { describe, expect, it } from "vitest";
import { distance, lho, partner, rho, rotate, type Seat, sideOf } from "../../src/core/seat.js";

const CLOCKWISE: Seat[] = ["N", "E", "S", "W"];

describe("Law 17C successive calls: clockwise rotation", () => {
  it("the player to a seat's left calls next: N -> E -> S -> W -> N", () => {
    expect(lho("N")).toBe("E");
    expect(lho("E")).toBe("S");
    expect(lho("S")).toBe("W");
    expect(lho("W")).toBe("N");
  });

  it("the right-hand opponent called just before: N <- W, E <- N, S <- E, W <- S", () => {
    expect(rho("N")).toBe("W");
    expect(rho("E")).toBe("N");
    expect(rho("S")).toBe("E");
    expect(rho("W")).toBe("S");
  });

  it("partners sit opposite: N-S and E-W", () => {
    expect(partner("N")).toBe("S");
    expect(partner("S")).toBe("N");
    expect(partner("E")).toBe("W");
    expect(partner("W")).toBe("E");
  });

  it("rotates any number of places, both ways, wrapping round the table", () => {
    expect(rotate("N", 0)).toBe("N");
    expect(rotate("N", 1)).toBe("E");
    expect(rotate("N", 2)).toBe("S");
    expect(rotate("N", 3)).toBe("W");
    expect(rotate("N", 4)).toBe("N");
    expect(rotate("W", 1)).toBe("N");
    expect(rotate("S", 6)).toBe("N");
    expect(rotate("N", -1)).toBe("W");
    expect(rotate("E", -2)).toBe("W");
    expect(rotate("E", -5)).toBe("N");
    expect(rotate("S", -9)).toBe("E");
    expect(rotate("W", 1001)).toBe("N");
  });

  it("LHO, partner and RHO are one, two and three places clockwise, and distance inverts rotate", () => {
    for (const s of CLOCKWISE) {
      expect(rotate(s, 1)).toBe(lho(s));
      expect(rotate(s, 2)).toBe(partner(s));
      expect(rotate(s, 3)).toBe(rho(s));
      expect(lho(rho(s))).toBe(s);
      expect(partner(partner(s))).toBe(s);
      for (let n = 0; n < 4; n++) expect(distance(s, rotate(s, n)), `${s} + ${n}`).toBe(n);
    }
  });

  it("measures clockwise distance: 0 same seat, 1 LHO, 2 partner, 3 RHO", () => {
    expect(distance("N", "N")).toBe(0);
    expect(distance("N", "E")).toBe(1);
    expect(distance("N", "S")).toBe(2);
    expect(distance("N", "W")).toBe(3);
    expect(distance("W", "N")).toBe(1);
    expect(distance("E", "N")).toBe(3);
    expect(distance("S", "E")).toBe(3);
  });
});

describe("Partnerships: sides", () => {
  it("North and South form one side, East and West the other", () => {
    expect(sideOf("N")).toBe("NS");
    expect(sideOf("S")).toBe("NS");
    expect(sideOf("E")).toBe("EW");
    expect(sideOf("W")).toBe("EW");
  });

  it("a seat and its partner are on the same side; its opponents are not", () => {
    for (const s of CLOCKWISE) {
      expect(sideOf(partner(s))).toBe(sideOf(s));
      expect(sideOf(lho(s))).not.toBe(sideOf(s));
      expect(sideOf(rho(s))).not.toBe(sideOf(s));
    }
  });
});
