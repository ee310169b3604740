/**
 * The auction as a grid of seats: the one builder behind every face that prints an auction (the command
 * line's `replay`, the register's ruling page and casebook, the app). Each call goes in the column of the
 * seat that made it, whatever order the calls were made in (a call out of rotation that was accepted
 * stands where its maker sits), so no face can shift a call under another seat. Pure: no words, no markup.
 */
import type { Seat } from "../core/seat.js";
import type { AuctionEntry, CancelledEntry } from "../model/state.js";

/** Where each standing and each cancelled call first appeared (event index), for placing them in the grid. */
export interface Placement {
  auctionAt: number[];
  cancelledAt: number[];
}

/** What the grid reads of a state (a TableState or the public state). */
export interface GridSource {
  dealer: Seat;
  auction: readonly AuctionEntry[];
  cancelled: readonly CancelledEntry[];
  phase: string;
  contract: string | null;
  turn: Seat | null;
}

export interface GridCall {
  by: Seat;
  call: string;
  implied?: boolean;
  outOfRotation?: boolean;
}
export interface GridCancelled {
  by: Seat;
  call: string;
  law: string;
}
export interface GridCell {
  cancelled: GridCancelled[];
  call?: GridCall;
  /** The irregular call awaiting the ruling (not yet in the auction, not yet cancelled). */
  pending?: { by: Seat; call: string };
  /** The next call goes here. */
  next?: boolean;
}

export interface GridOptions {
  /** Where each call appeared; without it the cancelled calls are left out (a face that lists them apart). */
  placement?: Placement;
  /** The call awaiting the ruling, shown in its maker's column. */
  pending?: { by: Seat; call: string } | null;
  /** The columns, left to right (default: from the dealer, clockwise). */
  columns?: readonly Seat[];
}

/** Columns of the auction grid, from the dealer, clockwise. */
export const gridColumns = (dealer: Seat): Seat[] => {
  const order: Seat[] = ["N", "E", "S", "W"];
  const i = order.indexOf(dealer);
  return [...order.slice(i), ...order.slice(0, i)];
};

type Item = { at: number; order: number; kind: 0 | 1; index: number };

/** The calls in the order they appeared: a cancelled call before the call made at the same event. */
const itemsOf = (s: GridSource, placement: Placement | undefined): Item[] => {
  const items: Item[] = [];
  if (placement !== undefined)
    s.cancelled.forEach((_, k) => {
      items.push({ at: placement.cancelledAt[k] ?? Number.MAX_SAFE_INTEGER, order: k, kind: 0, index: k });
    });
  s.auction.forEach((_, j) => {
    const at = placement === undefined ? j : (placement.auctionAt[j] ?? Number.MAX_SAFE_INTEGER);
    items.push({ at, order: j, kind: 1, index: j });
  });
  return items.sort((a, b) => a.at - b.at || a.kind - b.kind || a.order - b.order);
};

/**
 * The auction as rows of four cells. A standing call goes in its seat's column, on a new row when that
 * column is not to the right of the last one filled; a cancelled call goes in the cell where it was made, above whatever call then takes its
 * place; the next call's cell is marked while the auction goes on.
 */
export const auctionGrid = (s: GridSource, o: GridOptions = {}): GridCell[][] => {
  const cols = o.columns ?? gridColumns(s.dealer);
  const rows: GridCell[][] = [];
  const cell = (r: number, c: number): GridCell => {
    while (rows.length <= r)
      rows.push([{ cancelled: [] }, { cancelled: [] }, { cancelled: [] }, { cancelled: [] }]);
    return rows[r]![c]!;
  };
  let row = 0;
  let last = -1;
  const at = (c: number): GridCell => cell(c > last ? row : row + 1, c);
  for (const it of itemsOf(s, o.placement)) {
    if (it.kind === 1) {
      const e = s.auction[it.index]!;
      const c = cols.indexOf(e.by);
      if (c <= last) {
        row++;
        last = -1;
      }
      const g: GridCall = { by: e.by, call: e.call };
      if (e.implied) g.implied = true;
      if (e.outOfRotation) g.outOfRotation = true;
      cell(row, c).call = g;
      last = c;
    } else {
      const e = s.cancelled[it.index]!;
      at(cols.indexOf(e.by)).cancelled.push({ by: e.by, call: e.call, law: e.law });
    }
  }
  if (o.pending) at(cols.indexOf(o.pending.by)).pending = o.pending;
  // No next call once the auction is over (a ruling in the play is not the auction's: walk2 F11).
  if ((s.phase === "auction" || s.phase === "ruling") && s.contract === null && s.turn !== null) {
    const target = at(cols.indexOf(s.turn));
    if (target.call === undefined && target.pending === undefined) target.next = true;
  }
  if (rows.length === 0) cell(0, 0);
  return rows;
};
