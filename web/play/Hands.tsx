/**
 * The hands and the card entry. With the deal known: dummy's hand face up always, the hand of the seat
 * selected (the seat on turn unless the director picks another), and the others only when the director
 * shows all hands; a tap on a card plays it from that hand. Without the deal: a 52-card picker for the
 * selected seat (the cards already played are greyed out). A card from the wrong hand or out of turn is
 * recorded like any other: the engine rules on it.
 */
import { useMemo } from "preact/hooks";
import type { Lang, PublicState, Seat, Suit } from "../../src/engine.js";
import { tr } from "../i18n.js";
import { memo } from "../memo.js";
import { rankText, Suit as SuitSym, seatName, seatShort } from "../ui.js";
import { count, HAND_SUITS, PACK, remainingHands, SEAT_ORDER, type Trick } from "./cards.js";

export interface HandsProps {
  state: PublicState;
  lang: Lang;
  tricks: readonly Trick[];
  played: ReadonlySet<string>;
  selected: Seat;
  onSelect: (s: Seat) => void;
  showAll: boolean;
  onShowAll: (v: boolean) => void;
  onCard: (by: Seat, card: string) => void;
}

const role = (state: PublicState, s: Seat): "dummy" | "declarer" | null =>
  s === state.dummy ? "dummy" : s === state.declarer ? "declarer" : null;

export const Hands = (p: HandsProps) => {
  const { state, lang } = p;
  const hands = useMemo(() => remainingHands(state.deal, p.tricks), [state.deal, p.tricks]);
  // A penalty card is its owner's: marked in his hand, and in another seat's picker not offered (a card of
  // another hand, as a card already played is).
  const pcs = state.penaltyCards ?? [];
  const penaltyOf = (s: Seat) => new Set(pcs.filter((c) => c.seat === s).map((c) => c.card));
  const others = pcs.filter((c) => c.seat !== p.selected).map((c) => c.card);
  const unavailable = others.length === 0 ? p.played : new Set([...p.played, ...others]);
  return (
    <section class="hands" aria-labelledby="hands-title">
      <h2 id="hands-title">{tr(lang, hands ? "play.hands" : "play.picker")}</h2>
      <PlaySeats {...p} />
      {p.selected !== state.turn && state.turn !== null && (
        <p class="out-of-turn">
          {tr(lang, "play.outOfTurn", { seat: seatName(lang, p.selected), turn: seatName(lang, state.turn) })}
        </p>
      )}
      {hands ? (
        <KnownHands p={p} hands={hands} penaltyOf={penaltyOf} />
      ) : (
        <fieldset
          class="hand picker"
          aria-label={tr(lang, "play.pickerFor", { seat: seatName(lang, p.selected) })}
        >
          {HAND_SUITS.map((suit) => (
            <SuitRow
              key={suit}
              lang={lang}
              seat={p.selected}
              suit={suit}
              cards={PACK.filter((c) => c[0] === suit)}
              penalty={penaltyOf(p.selected)}
              played={unavailable}
              onCard={p.onCard}
            />
          ))}
        </fieldset>
      )}
    </section>
  );
};

/** The seat a card is played from: the seat on turn is marked. */
const PlaySeats = ({ state, lang, selected, onSelect }: HandsProps) => (
  <fieldset class="play-seats" aria-label={tr(lang, "play.from")}>
    {SEAT_ORDER.map((s) => (
      <button
        type="button"
        key={s}
        class={`seat-pick${s === state.turn ? " in-turn" : ""}`}
        aria-pressed={selected === s}
        aria-label={
          s === state.turn ? tr(lang, "play.seatInTurn", { seat: seatName(lang, s) }) : seatName(lang, s)
        }
        onClick={() => onSelect(s)}
      >
        {seatShort(lang, s)}
      </button>
    ))}
  </fieldset>
);

/** The deal known: the hands shown (dummy's, the seat selected's, or all), the others a button each. */
const KnownHands = ({
  p,
  hands,
  penaltyOf,
}: {
  p: HandsProps;
  hands: NonNullable<ReturnType<typeof remainingHands>>;
  penaltyOf: (s: Seat) => ReadonlySet<string>;
}) => {
  const { state, lang } = p;
  return (
    <>
      {SEAT_ORDER.map((s) => {
        const visible = p.showAll || s === state.dummy || s === p.selected;
        const r = role(state, s);
        const title = `${seatName(lang, s)}${r ? ` (${tr(lang, `play.${r}`)})` : ""}`;
        return visible ? (
          <fieldset class={`hand${s === p.selected ? " selected" : ""}`} key={s} aria-label={title}>
            <h3>{title}</h3>
            {HAND_SUITS.map((suit) => (
              <SuitRow
                key={suit}
                lang={lang}
                seat={s}
                suit={suit}
                cards={hands[s][suit]}
                penalty={penaltyOf(s)}
                onCard={p.onCard}
              />
            ))}
          </fieldset>
        ) : (
          <button type="button" class="hand hidden-hand" key={s} onClick={() => p.onSelect(s)}>
            {tr(lang, "play.hidden", { seat: title, count: count(hands[s]) })}
          </button>
        );
      })}
      <button
        type="button"
        class="link show-all"
        aria-pressed={p.showAll}
        onClick={() => p.onShowAll(!p.showAll)}
      >
        {tr(lang, p.showAll ? "play.hideHands" : "play.showAll")}
      </button>
    </>
  );
};

interface SuitRowProps {
  lang: Lang;
  seat: Seat;
  suit: Suit;
  cards: readonly string[];
  penalty: ReadonlySet<string>;
  played?: ReadonlySet<string>;
  onCard: (by: Seat, card: string) => void;
}

/** A suit row draws again only when its cards or their state (penalty card, played) changed. */
const sameRow = (a: SuitRowProps, b: SuitRowProps): boolean =>
  a.lang === b.lang &&
  a.seat === b.seat &&
  a.suit === b.suit &&
  a.onCard === b.onCard &&
  a.cards.length === b.cards.length &&
  a.cards.every(
    (c, i) =>
      c === b.cards[i] &&
      a.penalty.has(c) === b.penalty.has(c) &&
      (a.played?.has(c) ?? false) === (b.played?.has(c) ?? false),
  );

const SuitRowView = ({ lang, seat, suit, cards, penalty, played, onCard }: SuitRowProps) => (
  <div class="suit-row">
    <span class="suit-head">
      <SuitSym suit={suit} lang={lang} />
    </span>
    {cards.length === 0 && <span class="void">—</span>}
    {cards.map((c) => {
      const isPenalty = penalty.has(c);
      return (
        <button
          type="button"
          key={c}
          class={`pcard${isPenalty ? " penalty" : ""}`}
          disabled={played?.has(c)}
          aria-label={tr(lang, isPenalty ? "play.cardPenalty" : "play.card", {
            seat: seatName(lang, seat),
            rank: rankText(lang, c.slice(1)),
            suit: tr(lang, `strain.${suit}`),
          })}
          onClick={() => onCard(seat, c)}
        >
          {rankText(lang, c.slice(1))}
        </button>
      );
    })}
  </div>
);

const SuitRow = memo(SuitRowView, sameRow);
