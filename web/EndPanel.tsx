/**
 * The end of the auction: contract and declarer, declarer's lead-restriction choice, the opening lead
 * (checked by the engine), and the reminders to check for damage at the end of play.
 */
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import type { Edition, Lang, LeadRestriction, PublicState, Seat, Suit } from "../src/engine.js";
import { parseDeal, RANKS, t } from "../src/engine.js";
import { rich, tr } from "./i18n.js";
import type { EventJson } from "./model.js";
import { Call, Card, lawLabel, rankText, Suit as SuitSym, seatName } from "./ui.js";

const SUITS: readonly Suit[] = ["C", "D", "H", "S"];
const SEATS_CW = ["N", "E", "S", "W"] as const;

export const Contract = ({ state, lang }: { state: PublicState; lang: Lang }) => {
  if (state.contract === null) return null;
  if (state.contract === "passed-out")
    return (
      <section class="end" aria-labelledby="end-title">
        <h2 id="end-title">{tr(lang, "end.passedOut")}</h2>
      </section>
    );
  const m = /^(\d+(?:NT|[CDHS]))(X{0,2})$/.exec(state.contract);
  const bid = m?.[1] ?? state.contract;
  const dbl = m?.[2] ?? "";
  return (
    <section class="end" aria-labelledby="end-title">
      <h2 id="end-title" class="contract">
        {rich(lang, "end.contract", {
          contract: (
            <span class="contract-text">
              <Call call={bid} lang={lang} />
              {dbl === "X"
                ? ` ${tr(lang, "call.double")}`
                : dbl === "XX"
                  ? ` ${tr(lang, "call.redouble")}`
                  : ""}
            </span>
          ),
          declarer: <strong>{state.declarer ? seatName(lang, state.declarer) : ""}</strong>,
        })}
      </h2>
      {state.lead && (
        <p class="lead-done">
          {rich(lang, "lead.done", {
            card: <Card card={state.lead.card} lang={lang} />,
            seat: seatName(lang, state.lead.by),
          })}
        </p>
      )}
    </section>
  );
};

interface RestrictionProps {
  r: LeadRestriction;
  declarer: PublicState["declarer"];
  lang: Lang;
  edition: Edition;
  onEvent: (e: EventJson) => void;
  state?: PublicState;
}

const RestrictionChoice = (p: RestrictionProps) => {
  const { r, declarer, lang, edition, onEvent, state } = p;
  if (r.chosen !== undefined) return <ChosenRestriction {...p} />;
  const by = declarer ?? "N";
  // 50D2: the partner's major penalty cards of the suit go back to his hand if declarer requires or prohibits
  // it; with no restriction they stay penalty cards (what the engine does with each choice, said before it).
  const owner = SEATS_CW[(SEATS_CW.indexOf(r.leader) + 2) % 4]!;
  const held = (suit: Suit) => heldOf(r, state, owner, suit);
  const pcLaw = (x: "a" | "b") => lawLabel(lang, edition, edition === "1987" ? "50" : `50D2(${x})`);
  const cards = (suit: Suit) => <HeldCards lang={lang} cards={held(suit)} />;
  const suitButton = (kind: "prohibit" | "require", s: Suit) => (
    <SuitButton key={`${kind[0]}${s}`} {...{ lang, kind, s, by, onEvent }}>
      {held(s).length > 0 &&
        consequence(
          rich(lang, `restriction.${kind}.pickUp`, {
            owner: seatName(lang, owner),
            leader: seatName(lang, r.leader),
            cards: cards(s),
            law: pcLaw("a"),
          }),
        )}
    </SuitButton>
  );
  return (
    <li class="restriction">
      <p>
        {rich(lang, introKey(r, state), {
          declarer: <strong>{seatName(lang, by)}</strong>,
          leader: <strong>{seatName(lang, r.leader)}</strong>,
          law: lawLabel(lang, edition, r.law),
        })}
      </p>
      <fieldset
        class={`choices${r.suits.some((s) => held(s).length > 0) ? " explained" : ""}`}
        aria-label={tr(lang, "restriction.choices")}
      >
        {r.suits.map((s) => suitButton("prohibit", s))}
        {r.declarerMay === "require-or-prohibit" && r.suits.map((s) => suitButton("require", s))}
        <button
          type="button"
          class="choice waive"
          onClick={() => onEvent({ by, leadRestriction: { waive: true } })}
        >
          {tr(lang, "restriction.waive")}
          {r.suits.some((s) => held(s).length > 0) &&
            consequence(
              rich(lang, "restriction.waive.stays", {
                owner: seatName(lang, owner),
                cards: <>{r.suits.map((s) => cards(s))}</>,
                law: pcLaw("b"),
              }),
            )}
        </button>
      </fieldset>
    </li>
  );
};

/** Past the opening lead it is a lead like any other (Russian: «Ходит Запад», not «Первый ход»). */
const introKey = (r: LeadRestriction, state: PublicState | undefined) => {
  const opening = state === undefined || (state.tricksWon?.NS ?? 0) + (state.tricksWon?.EW ?? 0) === 0;
  return `${r.declarerMay === "require-or-prohibit" ? "restriction.mayRequire" : "restriction.mayProhibit"}${opening ? "" : ".play"}` as const;
};

/** Under 50D2, the owner's major penalty cards of a suit. */
const heldOf = (r: LeadRestriction, state: PublicState | undefined, owner: Seat, suit: Suit) =>
  /^50D2/.test(r.law)
    ? (state?.penaltyCards ?? []).filter((c) => c.seat === owner && c.kind === "major" && c.card[0] === suit)
    : [];

const consequence = (text: ComponentChildren) => <span class="hint">{text}</span>;

/** The penalty cards of a suit, one after the other. */
const HeldCards = ({ lang, cards }: { lang: Lang; cards: { card: string }[] }) => (
  <>
    {cards.map((c, i) => (
      <span key={c.card}>
        {i > 0 ? ", " : ""}
        <Card card={c.card} lang={lang} />
      </span>
    ))}
  </>
);

/** Prohibit or require a suit, with what it does to the penalty cards (children). */
const SuitButton = ({
  lang,
  kind,
  s,
  by,
  onEvent,
  children,
}: {
  lang: Lang;
  kind: "prohibit" | "require";
  s: Suit;
  by: Seat;
  onEvent: (e: EventJson) => void;
  children: ComponentChildren;
}) => (
  <button
    type="button"
    class="choice"
    aria-label={tr(lang, kind === "prohibit" ? "restriction.prohibitSuit" : "restriction.requireSuit", {
      suit: tr(lang, `strain.${s}`),
    })}
    onClick={() => onEvent({ by, leadRestriction: kind === "prohibit" ? { prohibit: s } : { require: s } })}
  >
    {tr(lang, `restriction.${kind}`)} <SuitSym suit={s} lang={lang} />
    {children}
  </button>
);

/** The restriction declarer chose: the suit required or prohibited, or none. */
const ChosenRestriction = ({ r, lang, edition }: RestrictionProps) => {
  const c = r.chosen!;
  const law = lawLabel(lang, edition, r.law);
  return (
    <li class="restriction chosen">
      {"prohibit" in c
        ? rich(lang, "restriction.prohibited", {
            leader: seatName(lang, r.leader),
            suit: <SuitSym suit={c.prohibit} lang={lang} />,
            law,
          })
        : "require" in c
          ? rich(lang, "restriction.required", {
              leader: seatName(lang, r.leader),
              suit: <SuitSym suit={c.require} lang={lang} />,
              law,
            })
          : tr(lang, "restriction.waived", {
              // 50D2: with no restriction the penalty card stays (50D2(b)), not the choice's own 50D2(a).
              law: /^50D2\(a\)$/.test(r.law) ? lawLabel(lang, edition, "50D2(b)") : law,
            })}
    </li>
  );
};

export const LeadRestrictions = ({
  state,
  lang,
  onEvent,
}: {
  state: PublicState;
  lang: Lang;
  onEvent: (e: EventJson) => void;
}) =>
  state.leadRestrictions.length === 0 ? null : (
    <section class="restrictions" aria-labelledby="restr-title">
      <h2 id="restr-title">{tr(lang, "restriction.title")}</h2>
      <ul>
        {state.leadRestrictions.map((r, i) => (
          <RestrictionChoice
            r={r}
            declarer={state.declarer}
            lang={lang}
            edition={state.edition}
            onEvent={onEvent}
            state={state}
            key={i}
          />
        ))}
      </ul>
    </section>
  );

/** The opening lead: the suit, then the card (the engine checks it against the deal and the restrictions). */
export const LeadEntry = ({
  state,
  lang,
  onEvent,
}: {
  state: PublicState;
  lang: Lang;
  onEvent: (e: EventJson) => boolean;
}) => {
  const [suit, setSuit] = useState<Suit | null>(null);
  if (state.phase !== "lead" || state.turn === null) return null;
  const leader = state.turn;
  // With the deal known, only the leader's cards are offered (walk2 F19); a lead from another seat is
  // the quick paths' (a lead out of turn).
  const dealt = state.deal ? parseDeal(state.deal) : null;
  const hand = dealt?.ok ? dealt.value[leader] : null;
  const held = (s: Suit, r: string) => hand === null || (hand[s] as string[]).includes(r);
  return (
    <section class="lead" aria-labelledby="lead-title">
      <h2 id="lead-title">{tr(lang, "lead.title", { seat: seatName(lang, leader) })}</h2>
      <fieldset class="lead-suits" aria-label={tr(lang, "lead.suit")}>
        {SUITS.map((s) => (
          <button
            type="button"
            key={s}
            class="suit-toggle"
            aria-pressed={suit === s}
            onClick={() => setSuit(s)}
          >
            <SuitSym suit={s} lang={lang} />
          </button>
        ))}
      </fieldset>
      <fieldset class="lead-ranks" aria-label={tr(lang, "lead.rank")}>
        {RANKS.map((r) => (
          <button
            type="button"
            key={r}
            class="rank"
            disabled={suit === null || !held(suit, r)}
            aria-label={
              suit === null
                ? rankText(lang, r)
                : tr(lang, "lead.card", { rank: rankText(lang, r), suit: tr(lang, `strain.${suit}`) })
            }
            onClick={() => {
              if (suit === null) return;
              if (onEvent({ by: leader, lead: `${suit}${r}` })) setSuit(null);
            }}
          >
            {rankText(lang, r)}
          </button>
        ))}
      </fieldset>
      {suit === null && <p class="hint">{tr(lang, "lead.pickSuit")}</p>}
    </section>
  );
};

export const Watch = ({ state, lang }: { state: PublicState; lang: Lang }) =>
  state.watchForDamage.length === 0 ? null : (
    <section class="watch" aria-labelledby="watch-title">
      <h2 id="watch-title">{tr(lang, "watch.title")}</h2>
      <ul>
        {state.watchForDamage.map((w, i) => (
          <li key={i}>
            {tr(lang, "watch.entry", {
              side: t(lang, `side.${w.offendingSide}`),
              law: lawLabel(lang, state.edition, w.law),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
