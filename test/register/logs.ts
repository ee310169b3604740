/** Table logs and reports for the register's tests (the laws expected of them are worked out from the Laws). */
export const BOARD7 = { format: "table-log@1", edition: "2017", board: 7 } as const;

/**
 * Law 27: West's 1D over South's 1H is insufficient (27A1: North may accept); not accepted, West replaces
 * it with 3NT, not comparable, so 27B2 applies (East must pass throughout), and Law 72C marks the board
 * for the director's review.
 */
export const insufficient27B2 = {
  ...BOARD7,
  events: [
    { by: "S", call: "1H" },
    { by: "W", call: "1D" },
    { by: "N", accept: false },
    { by: "W", call: "3NT", comparable: false },
    { by: "N", call: "P" },
    { by: "E", call: "P" },
    { by: "S", call: "P" },
  ],
};

/** Law 27B1(a): the same insufficient bid replaced by the lowest sufficient bid in its denomination. */
export const insufficient27B1a = {
  ...BOARD7,
  events: [
    { by: "S", call: "1H" },
    { by: "W", call: "1D" },
    { by: "N", accept: false },
    { by: "W", call: "2D" },
  ],
};

/** Law 29/31: West, not on turn (dealer South), bids 1S; North does not accept it. */
export const outOfRotation = {
  ...BOARD7,
  events: [
    { by: "W", call: "1S" },
    { by: "N", accept: false },
  ],
};

export const report = (over: Record<string, unknown> = {}) => ({
  event: "Tuesday pairs",
  session: "1",
  date: "2026-11-24",
  table: "4",
  director: "A. Director",
  players: { N: "Nina North", E: "Egor East", S: "Sam South", W: "Wanda West" },
  facts: "West bid one diamond over one heart, then said she had not seen the opening bid.",
  ruling: "Replacement not comparable: East must pass throughout.",
  result: { contract: "3NT", declarer: "W", tricks: 9 },
  ...over,
});
