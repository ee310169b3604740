/**
 * The penalty cards on the table (one box, wherever the play is entered: the quick paths or the full
 * record), with what each obliges and what declarer may do at the partner's lead (50C, 50D1, 50D2), and
 * the words to read out. Loaded with the quick paths (web/play/QuickPaths.tsx).
 */
import type { Edition, Lang, PublicState, Suit } from "../../src/engine.js";
import { cardIn } from "../../src/explain/core.js";
import { inCodeWords } from "../../src/explain/ru-words.js";
import { type AppKey, rich, tr } from "../i18n.js";
import { Card, lawLabel, ReadOutLines, rankText, Suit as SuitSym, seatName } from "../ui.js";
import { partnerOf } from "./quickModel.js";

const wordsIn =
  (lang: Lang, edition: Edition) =>
  (key: AppKey, params: Record<string, string | number> = {}): string =>
    inCodeWords(lang, edition, tr(lang, key, params));

/** The penalty cards on the table, with what they oblige and what declarer may do at partner's lead. */
export const PenaltyCards = ({
  state,
  lang,
  edition,
}: {
  state: PublicState;
  lang: Lang;
  edition: Edition;
}) => {
  const pcs = state.penaltyCards ?? [];
  if (pcs.length === 0) return null;
  const w = wordsIn(lang, edition);
  return (
    <section class="quick penalty" aria-labelledby="penalty-title">
      <h2 id="penalty-title">{w("quick.penalty.title")}</h2>
      <ul>
        {pcs.map((c) => (
          <PenaltyItem key={c.seat + c.card} state={state} lang={lang} edition={edition} card={c} />
        ))}
      </ul>
      <p class="hint">{w("quick.penalty.until")}</p>
      <ReadOutLines lang={lang} lines={penaltySay(state, lang, edition)} />
      {state.leadRestrictions.some(
        (r) => r.chosen === undefined && pcs.some((c) => partnerOf(c.seat) === r.leader),
      ) && (
        // While a ruling is open its options are the place to choose (the restriction panel waits).
        <p class="hint">{w(state.ruling !== null ? "quick.penalty.chooseRuling" : "quick.penalty.choose")}</p>
      )}
    </section>
  );
};

type PenaltyCard = NonNullable<PublicState["penaltyCards"]>[number];

/** One penalty card: whose it is, what it obliges (now, else in general), and declarer's choice at partner's lead. */
const PenaltyItem = (props: { state: PublicState; lang: Lang; edition: Edition; card: PenaltyCard }) => {
  const { state, lang, edition, card: c } = props;
  const w = wordsIn(lang, edition);
  const declarer = state.declarer ?? "N";
  return (
    <li>
      <p>
        {rich(lang, c.kind === "major" ? "quick.penalty.major" : "quick.penalty.minor", {
          seat: <strong>{seatName(lang, c.seat)}</strong>,
          card: <Card card={c.card} lang={lang} />,
          law: lawLabel(lang, edition, c.law),
        })}
      </p>
      <p>
        {/* What the engine says the card obliges now (50D1(a), 50C), else what it obliges in general. */}
        {obliges(state, lang, edition, c) ??
          (c.kind === "major"
            ? w("quick.penalty.major.must", {
                seat: seatName(lang, c.seat),
                law: lawLabel(lang, edition, edition === "1987" ? "50" : "50D1"),
              })
            : rich(lang, "quick.penalty.minor.must", {
                seat: seatName(lang, c.seat),
                law: lawLabel(lang, edition, edition === "1987" ? "50" : "50C"),
                suit: <SuitSym suit={c.card[0] as Suit} lang={lang} />,
              }))}
      </p>
      {c.kind === "major" && (
        <p>
          {rich(lang, "quick.penalty.atLead", {
            partner: <strong>{seatName(lang, partnerOf(c.seat))}</strong>,
            declarer: seatName(lang, declarer),
            suit: <SuitSym suit={c.card[0] as Suit} lang={lang} />,
            law: lawLabel(lang, edition, edition === "1987" ? "50" : "50D2"),
          })}
        </p>
      )}
    </li>
  );
};

/** The engine's obligation from this penalty card, worded (null when it lists none for it). */
const obliges = (state: PublicState, lang: Lang, edition: Edition, c: PenaltyCard) => {
  for (const o of state.obligations) {
    if (o.seat !== c.seat) continue;
    if ("mustPlay" in o && o.mustPlay === c.card)
      return rich(lang, "play.mustPlay", {
        seat: seatName(lang, o.seat),
        card: <Card card={o.mustPlay} lang={lang} />,
        law: lawLabel(lang, edition, o.law),
      });
    if ("mayNotPlay" in o && o.mayNotPlay.suit === c.card[0])
      return rich(lang, "play.mayNotPlay", {
        seat: seatName(lang, o.seat),
        suit: <SuitSym suit={o.mayNotPlay.suit} lang={lang} />,
        rank: rankText(lang, o.mayNotPlay.below),
        law: lawLabel(lang, edition, o.law),
      });
  }
  return null;
};

const SUIT_SIGN: Record<Suit, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** The penalty cards in plain words for the players: what each obliges, what declarer may do at the lead. */
const penaltySay = (state: PublicState, lang: Lang, edition: Edition): string[] => {
  const w = wordsIn(lang, edition);
  const declarer = state.declarer ?? "N";
  const out: string[] = [];
  for (const c of state.penaltyCards ?? []) {
    const seat = seatName(lang, c.seat);
    const suit = SUIT_SIGN[c.card[0] as Suit];
    out.push(
      w(c.kind === "major" ? "quick.penalty.major" : "quick.penalty.minor", {
        seat,
        card: cardIn(lang, c.card),
        law: lawLabel(lang, edition, c.law),
      }),
    );
    if (c.kind === "major") {
      out.push(
        w("quick.penalty.major.must", {
          seat,
          law: lawLabel(lang, edition, edition === "1987" ? "50" : "50D1"),
        }),
      );
      out.push(
        w("quick.penalty.atLead", {
          partner: seatName(lang, partnerOf(c.seat)),
          declarer: seatName(lang, declarer),
          suit,
          law: lawLabel(lang, edition, edition === "1987" ? "50" : "50D2"),
        }),
      );
    } else
      out.push(
        w("quick.penalty.minor.must", {
          seat,
          suit,
          law: lawLabel(lang, edition, edition === "1987" ? "50" : "50C"),
        }),
      );
  }
  return out;
};
