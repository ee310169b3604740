/** Law 59 (1987): inability to lead or play as required (applied where each restriction is checked). */
import { law } from "../registry.js";

export const P59 = law({
  edition: "1987",
  label: "59",
  paraphrase:
    "a player who cannot comply with a lead or play restriction (no card of the required suit, or bound to follow) plays any otherwise legal card: no revoke",
  module: "laws/1987/law59.ts",
  status: "reconstructed",
  basis: "1997 Law 59 (the 2017 digest: same content in 2017); the 1987 text was not seen",
});
