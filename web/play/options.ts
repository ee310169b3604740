/**
 * The events a play-period ruling option records when the engine does not name one (it names `accept`
 * events itself): the claim's agree / doubt / object (68B2, 68D), declarer's choice after a premature
 * play (57A: highest, lowest, waive), the penalty card declarer designates (51A), and the options of a
 * lead out of turn that take more than an acceptance (54A: spread the hand; 54D: refuse the lead, then
 * declarer's lead choice of 50D2). Options that need more than a tap (a suit to require or prohibit after
 * a premature play) give a `suit` choice: the chooser names the suit next. Whatever screen shows the ruling
 * (the quick paths', or the table's after an undo or a reload), an option records the same events.
 * No DOM here (unit-tested under Node).
 */
import type { RulingOption, Seat, Suit } from "../../src/engine.js";

const PARTNER: Record<Seat, Seat> = { N: "S", S: "N", E: "W", W: "E" };
const CARD = /^[SHDC][AKQJT2-9]$/;

type Events = Record<string, unknown>[];

/** What choosing a play option records: its events, or a suit the chooser still has to name. */
export type PlayChoice =
  | { events: Events }
  | { suit: "require" | "prohibit"; by: Seat; exclude: Suit | null }
  | null;

/**
 * The choice `option` of a ruling on `call` (a card, or a claim's count) makes for `chooser`; `ledSuit` is
 * the suit led to the trick in progress (not offered again for a 57A suit choice); `claimBy` the claimer.
 */
export const playOptionChoice = (
  chooser: Seat,
  call: string,
  option: RulingOption,
  claimBy?: Seat,
  ledSuit: Suit | null = null,
): PlayChoice => {
  const by = chooser;
  const cardSuit = CARD.test(call) ? (call[0] as Suit) : null;
  const refuse = { by, accept: false };
  const lead = (choice: Record<string, unknown>) => ({ by, leadRestriction: choice });
  switch (option.id) {
    case "leads.spread":
      return { events: [{ by, spread: true }] };
    case "leads.refuse-require-suit":
      return cardSuit ? { events: [refuse, lead({ require: cardSuit })] } : null;
    case "leads.refuse-prohibit-suit":
      return cardSuit ? { events: [refuse, lead({ prohibit: cardSuit })] } : null;
    case "leads.refuse-no-restriction":
      return { events: [refuse, lead({ waive: true })] };
    case "leads.require-suit":
      return cardSuit ? { events: [lead({ require: cardSuit })] } : null;
    case "leads.prohibit-suit":
      return cardSuit ? { events: [lead({ prohibit: cardSuit })] } : null;
    case "leads.no-restriction":
      return { events: [lead({ waive: true })] };
    case "claim-agree":
      return { events: [{ by, agree: true }] };
    case "claim-doubt":
      return { events: [{ by, agree: false }] };
    case "claim-object":
      return claimBy === undefined ? null : { events: [{ by: PARTNER[claimBy], object: true }] };
    case "play-highest":
      return { events: [{ by, playRestriction: { highest: true } }] };
    case "play-lowest":
      return { events: [{ by, playRestriction: { lowest: true } }] };
    case "play-waive":
      return { events: [{ by, playRestriction: { waive: true } }] };
    case "play-require-suit":
      return { suit: "require", by, exclude: ledSuit };
    case "play-prohibit-suit":
      return { suit: "prohibit", by, exclude: ledSuit };
    case "designate": {
      const card = option.consequences.find((c) => c.params?.card !== undefined)?.params?.card;
      return card === undefined ? null : { events: [{ by, designate: card }] };
    }
    default:
      return null;
  }
};

/** The one event a play option records, where one event does (null for a series or a suit to name). */
export const playOptionEvent = (
  chooser: Seat,
  option: RulingOption,
  claimBy: Seat | undefined,
  call = "",
): Record<string, unknown> | null => {
  const c = playOptionChoice(chooser, call, option, claimBy);
  return c !== null && "events" in c && c.events.length === 1 ? c.events[0]! : null;
};

/** The suit led to the trick in progress, if any (a 57A suit choice does not offer it). */
export const ledSuitOf = (
  tricks: { winner?: Seat; cards: { card: string }[] }[] | undefined,
): Suit | null => {
  const last = tricks?.[tricks.length - 1];
  return last && last.winner === undefined && last.cards[0] ? (last.cards[0].card[0] as Suit) : null;
};
