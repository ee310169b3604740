/**
 * Working memory of the play laws of one group (Laws 68-71: claims and concessions): the irregularities it
 * names and its pending procedure steps. Owned by that group's law modules.
 */

/**
 * What the claims group names in `ruling.irregularity`: a claim or concession awaiting the opponents'
 * answer (68D: play has ceased), and a claim doubted by a player, which the director rules on (70).
 */
export type ClaimsIrregularity = "claim" | "disputed-claim";

/**
 * The steps of a claim while it is pending: `answer` (play has ceased, the opponents agree or doubt it,
 * 68D); `director` (it was doubted: the director awards the tricks, 70; in 2017 the players may instead
 * agree to play on, 68D2(b)). `turnWas`, in PendingBase, is whose turn it was when the claim was made: a
 * void claim gives the turn back.
 */
export type ClaimsPending = {
  proc: "claims";
  step: "answer" | "director";
  /** Tricks not yet played when the claim was made. */
  remaining: number;
  /** The paragraph that makes it a claim (68A) or a concession (68B1; 1987 68B). */
  claimLaw: string;
};
