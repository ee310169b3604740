/**
 * The bidding box: the seat whose turn it is is preselected, any other seat is one tap away (a call out
 * of rotation); every call can be recorded, sufficient or not, legal or not (the engine decides).
 */
import { useState } from "preact/hooks";
import type { Edition, Lang, Obligation, Seat } from "../src/engine.js";
import { callText } from "../src/engine.js";
import { callIn, forbiddenCalls } from "../src/explain/ru-words.js";
import { tr } from "./i18n.js";
import { type CallFlags, columns } from "./model.js";
import { lawLabel, Suit, type SuitOrNT, seatName, seatShort } from "./ui.js";

const STRAINS: readonly SuitOrNT[] = ["C", "D", "H", "S", "NT"];
const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Law 38: a bid above seven can be made, so it can be recorded (8 to 13 by repeated taps). */
const ABOVE = { first: 8, last: 13 };

export interface BiddingBoxProps {
  lang: Lang;
  edition: Edition;
  dealer: Seat;
  /** What the Laws oblige each player to call (a barred player must pass): shown for the selected seat. */
  obligations: readonly Obligation[];
  /** The seat whose turn it is (preselected). */
  turn: Seat | null;
  /** A seat the ruling asks to record a call for (the offender's replacement). */
  preset: Seat | null;
  onCall: (by: Seat, call: string, flags: CallFlags) => void;
}

/** What `o` obliges its player to do, as a sentence: "West must pass (Law 27B2)". */
export const obligationText = (lang: Lang, edition: Edition, o: Obligation): string => {
  const seat = seatName(lang, o.seat);
  const law = lawLabel(lang, edition, o.law);
  const text = (c: string) => callText(lang, c);
  if ("mustPass" in o) return tr(lang, "box.mustPass", { seat, law });
  if ("mustCall" in o)
    return tr(lang, "box.mustCall", { seat, law, call: callIn(lang, o.mustCall, "acc", text) });
  if (!("mayNotCall" in o)) return law; // a penalty card's obligation: the play screens show it
  return tr(lang, "box.mayNotCall", { seat, law, calls: forbiddenCalls(lang, o.mayNotCall, text) });
};

/** The box's state: the seat picked, the level, the flags and whether they show; recording resets it. */
const useBox = ({ dealer, turn, preset, onCall }: BiddingBoxProps) => {
  const [picked, setPicked] = useState<Seat | null>(null);
  const [level, setLevel] = useState<number | null>(null);
  const [flags, setFlags] = useState<CallFlags>({});
  const [more, setMore] = useState(false);
  const seat = picked ?? preset ?? turn ?? dealer;
  const record = (call: string) => {
    onCall(seat, call, flags);
    setPicked(null);
    setLevel(null);
    setFlags({});
  };
  const pickLevel = (n: number) => setLevel(level === n ? null : n);
  const pickAbove = () =>
    setLevel(
      level === null || level < ABOVE.first ? ABOVE.first : level >= ABOVE.last ? ABOVE.first : level + 1,
    );
  return { seat, setPicked, level, pickLevel, pickAbove, flags, setFlags, more, setMore, record };
};

type Box = ReturnType<typeof useBox>;

export const BiddingBox = (props: BiddingBoxProps) => {
  const { lang, edition, dealer, obligations, turn } = props;
  const box = useBox(props);
  const { seat } = box;
  const outOfTurn = turn !== null && seat !== turn;
  const bound = obligations.filter((o) => o.seat === seat);
  return (
    <section class="box" aria-label={tr(lang, "box.label")}>
      <SeatButtons lang={lang} dealer={dealer} turn={turn} box={box} />
      <p class={`who${outOfTurn ? " warn" : ""}`} aria-live="polite">
        {outOfTurn && turn !== null
          ? tr(lang, "box.outOfTurn", { seat: seatName(lang, seat), turn: seatName(lang, turn) })
          : tr(lang, "box.inTurn", { seat: seatName(lang, seat) })}
      </p>
      {bound.map((o) => (
        <p class="bound" key={JSON.stringify(o)}>
          {obligationText(lang, edition, o)}
        </p>
      ))}
      <fieldset class="levels" aria-label={tr(lang, "box.level")}>
        {LEVELS.map((n) => (
          <button
            type="button"
            key={n}
            class="level"
            aria-pressed={box.level === n}
            onClick={() => box.pickLevel(n)}
          >
            {n}
          </button>
        ))}
      </fieldset>
      <Strains lang={lang} box={box} />
      <Specials lang={lang} box={box} />
      <MoreFlags lang={lang} edition={edition} box={box} />
    </section>
  );
};

/** The four seats in the auction's columns; the seat whose turn it is is marked. */
const SeatButtons = ({
  lang,
  dealer,
  turn,
  box,
}: {
  lang: Lang;
  dealer: Seat;
  turn: Seat | null;
  box: Box;
}) => (
  <fieldset class="seats" aria-label={tr(lang, "box.who")}>
    {columns(dealer).map((s) => (
      <button
        type="button"
        key={s}
        class={`seat-btn${s === turn ? " is-turn" : ""}`}
        aria-pressed={s === box.seat}
        aria-label={s === turn ? tr(lang, "box.seatTurn", { seat: seatName(lang, s) }) : seatName(lang, s)}
        onClick={() => box.setPicked(s === turn ? null : s)}
      >
        {seatShort(lang, s)}
      </button>
    ))}
  </fieldset>
);

/** The strains: each records a bid at the level picked (none can be tapped before a level). */
const Strains = ({ lang, box }: { lang: Lang; box: Box }) => {
  const { level } = box;
  return (
    <fieldset class="strains" aria-label={tr(lang, "box.strain")}>
      {STRAINS.map((s) => (
        <button
          type="button"
          key={s}
          class={`strain strain-${s}`}
          disabled={level === null}
          aria-label={
            level === null
              ? tr(lang, `strain.${s}`)
              : tr(lang, "box.bid", { level, strain: tr(lang, `strain.${s}`) })
          }
          onClick={() => level !== null && box.record(`${level}${s}`)}
        >
          {level !== null && <span class="lv">{level}</span>}
          <Suit suit={s} lang={lang} />
        </button>
      ))}
    </fieldset>
  );
};

/** Pass, double, redouble, and the levels above seven. */
const Specials = ({ lang, box }: { lang: Lang; box: Box }) => {
  const { level } = box;
  const above = level !== null && level >= ABOVE.first;
  return (
    <div class="specials">
      <button type="button" class="pass" onClick={() => box.record("P")}>
        {tr(lang, "call.pass.long")}
      </button>
      <button
        type="button"
        class="dbl"
        aria-label={tr(lang, "call.double.long")}
        onClick={() => box.record("X")}
      >
        {tr(lang, "call.double")}
      </button>
      <button
        type="button"
        class="rdbl"
        aria-label={tr(lang, "call.redouble.long")}
        onClick={() => box.record("XX")}
      >
        {tr(lang, "call.redouble")}
      </button>
      <button
        type="button"
        class="level above"
        aria-pressed={above}
        aria-label={tr(lang, "box.above", { level: above ? level : ABOVE.first })}
        onClick={box.pickAbove}
      >
        {above ? level : `${ABOVE.first}+`}
      </button>
    </div>
  );
};

/** The flags a call can carry (a change, a simultaneous call, an artificial call and its suits), folded. */
const MoreFlags = ({ lang, edition, box }: { lang: Lang; edition: Edition; box: Box }) => {
  const { flags, setFlags, more } = box;
  const flag = (name: keyof CallFlags) => (e: Event) =>
    setFlags({ ...flags, [name]: (e.currentTarget as HTMLInputElement).checked });
  return (
    <div class="more">
      <button type="button" class="link" aria-expanded={more} onClick={() => box.setMore(!more)}>
        {tr(lang, "box.more")}
        {flags.change || flags.simultaneous || flags.artificial ? " •" : ""}
      </button>
      {more && (
        <div class="flags">
          <label>
            <input type="checkbox" checked={!!flags.change} onChange={flag("change")} />
            {tr(lang, "flag.change", { law: lawLabel(lang, edition, "25") })}
          </label>
          {flags.change && (
            <label class="sub">
              <input type="checkbox" checked={!!flags.unintended} onChange={flag("unintended")} />
              {tr(lang, "flag.unintended", { law: lawLabel(lang, edition, "25A") })}
            </label>
          )}
          <label>
            <input type="checkbox" checked={!!flags.simultaneous} onChange={flag("simultaneous")} />
            {tr(lang, "flag.simultaneous", { law: lawLabel(lang, edition, "33") })}
          </label>
          <label>
            <input type="checkbox" checked={!!flags.artificial} onChange={flag("artificial")} />
            {tr(lang, "flag.artificial")}
          </label>
          {flags.artificial && <ArtificialSuits lang={lang} flags={flags} setFlags={setFlags} />}
        </div>
      )}
    </div>
  );
};

/** The suits an artificial call shows, one checkbox each. */
const ArtificialSuits = (props: { lang: Lang; flags: CallFlags; setFlags: (f: CallFlags) => void }) => {
  const { lang, flags, setFlags } = props;
  return (
    <fieldset class="sub suits">
      <legend>{tr(lang, "flag.suits")}</legend>
      {(["C", "D", "H", "S"] as const).map((x) => (
        <label key={x}>
          <input
            type="checkbox"
            checked={flags.suits?.includes(x) ?? false}
            onChange={(e) => {
              const on = (e.currentTarget as HTMLInputElement).checked;
              const now = (flags.suits ?? []).filter((y) => y !== x);
              setFlags({ ...flags, suits: on ? [...now, x] : now });
            }}
          />
          <Suit suit={x} lang={lang} />
        </label>
      ))}
    </fieldset>
  );
};
