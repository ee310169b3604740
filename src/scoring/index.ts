/** Scoring: Law 77 duplicate scores. */
export {
  type Contract,
  DOUBLINGS,
  type Doubling,
  formatContract,
  GAME_THRESHOLD,
  gameOrPartscorePremium,
  insultPremium,
  overtrickPremium,
  parseContract,
  type ScoreRow,
  score,
  scoreChecked,
  scoreTable,
  slamPremium,
  trickScore,
  undertrickPenalty,
} from "./law77.js";
