/**
 * The event a play-period ruling option records when the engine does not name one (it names `accept`
 * events itself): the claim's agree / doubt / object (68B2, 68D), declarer's choice after a premature
 * play (57A: highest, lowest, waive), the penalty card declarer designates (51A). Options that need more
 * than a tap (a suit to require or prohibit) give null: the chooser's event is recorded in the play then.
 * No DOM here (unit-tested under Node).
 */
import type { RulingOption, Seat } from "../../src/engine.js";

const PARTNER: Record<Seat, Seat> = { N: "S", S: "N", E: "W", W: "E" };

export const playOptionEvent = (
  chooser: Seat,
  option: RulingOption,
  claimBy: Seat | undefined,
): Record<string, unknown> | null => {
  switch (option.id) {
    case "claim-agree":
      return { by: chooser, agree: true };
    case "claim-doubt":
      return { by: chooser, agree: false };
    case "claim-object":
      return claimBy === undefined ? null : { by: PARTNER[claimBy], object: true };
    case "play-highest":
      return { by: chooser, playRestriction: { highest: true } };
    case "play-lowest":
      return { by: chooser, playRestriction: { lowest: true } };
    case "play-waive":
      return { by: chooser, playRestriction: { waive: true } };
    case "designate": {
      const card = option.consequences.find((c) => c.params?.card !== undefined)?.params?.card;
      return card === undefined ? null : { by: chooser, designate: card };
    }
    default:
      return null;
  }
};
