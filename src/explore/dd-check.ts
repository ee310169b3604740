/**
 * The play walks' check of the claim analysis's `doubleDummy` (src/laws/play/claimAnalysis.ts, through the
 * solver src/dd) against an independent brute-force count: on a small ending (at most three cards a hand,
 * the deal known, the play in turn) every card of every hand is tried, with no pruning, no table and no
 * equal cards, and the tricks of the side to play are counted from scratch with this file's own rules of
 * play (following suit, the winner of a trick from src/explore/play.ts). docs/explorer.md, "The play".
 */
import { analyseClaim, lho, type Seat, type TableState } from "./engine.js";
import { handsLeft, trumpSuit, winnerOf } from "./play.js";

/** Cards a hand may hold at most for the check to run (the brute force is (n!)^4 at worst). */
export const DD_CHECK_CARDS = 3;

type Hands = Map<Seat, string[]>;
type Played = { by: Seat; card: string };
const sideOf = (s: Seat) => (s === "N" || s === "S" ? 0 : 1);

/** The tricks side `side` takes from here with best play by all four: plain minimax over every card. */
export const bruteForce = (
  hands: Hands,
  trick: Played[],
  leader: Seat,
  trump: string | null,
  side: number,
): number => {
  const player = trick.reduce<Seat>((x) => lho(x), leader);
  const held = hands.get(player)!;
  if (held.length === 0) return 0;
  const led = trick[0]?.card[0];
  const follows = led === undefined ? held : held.filter((c) => c[0] === led);
  const cards = follows.length > 0 ? follows : held;
  const maximise = sideOf(player) === side;
  let best = maximise ? -1 : 99;
  for (const c of cards) {
    hands.set(
      player,
      held.filter((x) => x !== c),
    );
    const next = [...trick, { by: player, card: c }];
    let v: number;
    if (next.length === 4) {
      const w = winnerOf(next, trump as never);
      v = (sideOf(w) === side ? 1 : 0) + bruteForce(hands, [], w, trump, side);
    } else v = bruteForce(hands, next, leader, trump, side);
    hands.set(player, held);
    best = maximise ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
};

/** A difference between the analysis's double-dummy count and the brute force, on a small ending. */
export const ddViolations = (s: TableState): { kind: string; message: string }[] => {
  if (s.phase !== "play" || s.ruling !== null || s.turn === null || s.declarer === null) return [];
  if (s.unrecorded !== undefined || (s.penaltyCards ?? []).length > 0) return [];
  const hands = handsLeft(s);
  if (hands === null) return [];
  const open = s.tricks?.at(-1)?.winner === undefined ? s.tricks?.at(-1) : undefined;
  const trick = (open?.cards ?? []).map((c) => ({ by: c.by, card: c.card }));
  const sizes = [...hands.values()].map((h) => h.length);
  // At a trick's start only (a few states a walk: each analysis runs several solves).
  if (trick.length > 0 || Math.max(...sizes) === 0 || Math.max(...sizes) > DD_CHECK_CARDS) return [];
  const leader = open?.leader ?? s.turn;
  const a = analyseClaim({ ...s, claim: { by: s.turn, tricks: 0, status: "pending" } });
  if (!a.ok || !("doubleDummy" in a.value)) return [];
  const want = bruteForce(hands, trick, leader, trumpSuit(s.contract), sideOf(s.turn));
  return a.value.doubleDummy === want
    ? []
    : [
        {
          kind: "dd-brute-force",
          message: `analysis ${a.value.doubleDummy}, brute force ${want} (${s.turn} to play)`,
        },
      ];
};
