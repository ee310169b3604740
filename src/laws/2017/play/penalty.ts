/**
 * The 2017 code's Laws 24, 45-52, 57-60 (cards exposed or played, penalty cards, premature and simultaneous
 * play), assembled as one group of play laws (src/laws/play/group.ts). The paragraphs themselves are
 * stated in this code's lawNN.ts modules (listed in ./laws.ts); the procedure both codes share is src/laws/play/penalty.ts,
 * with this code's data.
 */
import type { PlayGroup } from "../../play/group.js";
import { penaltyGroup } from "../../play/penalty.js";
import { P58B3 } from "../law58.js";

export const penalty2017: PlayGroup = penaltyGroup({
  options57A: ["highest", "lowest", "require", "prohibit"],
  has57D: true,
  slip: "declarer-from-dummy",
  changeAfterSimultaneous: P58B3,
  watch24: "72C",
  watch50E: "50E3",
});
