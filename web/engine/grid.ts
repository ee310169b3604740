/** The auction grid and what it shows: the calls in their columns, the call awaiting a ruling, the live lead restrictions. */
import {
  auctionGrid,
  type GridCell,
  gridColumns,
  type Placement,
  type PublicState,
  type Seat,
} from "../../src/engine.js";
import { isQuestion, type LogJson } from "./log.js";

/** The auction grid is built by the engine's one builder (src/auction/grid.ts), the same for every face. */
export const columns = gridColumns;
export const grid = (
  state: PublicState,
  placement: Placement,
  pending: { by: Seat; call: string } | null = null,
): GridCell[][] => auctionGrid(state, { placement, pending });

/** The call in its parts, for display: `{level: 1, strain: "NT"}`, or `{special: "P" | "X" | "XX"}`. */
export type CallParts =
  | { level: number; strain: "C" | "D" | "H" | "S" | "NT" }
  | { special: "P" | "X" | "XX" };
export const callParts = (call: string): CallParts => {
  if (call === "P" || call === "Pass") return { special: "P" };
  if (call === "X" || call === "Dbl") return { special: "X" };
  if (call === "XX" || call === "Rdbl") return { special: "XX" };
  const m = /^(\d+)(C|D|H|S|NT|N)$/.exec(call);
  if (!m) return { special: "P" };
  const strain = m[2] === "N" ? "NT" : (m[2] as "C" | "D" | "H" | "S" | "NT");
  return { level: Number(m[1]), strain };
};

/**
 * The call awaiting the ruling, to show in the grid: the irregular call, or the call a question is about
 * (a replacement whose consequences turn on the answer).
 */
export const pendingCall = (state: PublicState, log: LogJson): { by: Seat; call: string } | null => {
  const r = state.ruling;
  if (r === null) return null;
  if (!isQuestion(r)) return { by: r.offender, call: r.call };
  const e = log.events[r.about];
  const call = e?.call ?? e?.change;
  return e && typeof e.by === "string" && typeof call === "string" ? { by: e.by as Seat, call } : null;
};

/**
 * The lead restrictions still binding: a requirement for one lead (`until: "lead"`) is spent once its
 * leader has led to the trick in progress (the engine keeps it to the end of that trick, for the revoke
 * laws, 61A), so the screen no longer shows it (walk2 F3).
 */
export const liveRestrictions = (state: PublicState): PublicState["leadRestrictions"] => {
  const last = state.tricks?.[state.tricks.length - 1];
  const led = last !== undefined && last.winner === undefined ? last.cards[0]?.by : undefined;
  return state.leadRestrictions.filter(
    (r) => !(r.until === "lead" && r.chosen !== undefined && led !== undefined && led === r.leader),
  );
};
