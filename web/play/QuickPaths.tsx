/**
 * The director called during the play: quick paths that reach the ruling from the facts alone, without the
 * cards played before (a lead out of turn, a card exposed, a revoke, a claim; premature and simultaneous
 * play, a defective trick). Each records the facts as table-log events (web/play/quickModel.ts) and shows
 * what the engine rules: the ruling panel for a choice or a question, the result of a revoke or a penalty
 * card otherwise. Loaded on first use (a dynamic import from web/App.tsx).
 */
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import type { Edition, Lang, PublicState, RulingOption, Seat, Suit } from "../../src/engine.js";
import { explainError, t } from "../../src/engine.js";
import { cardIn } from "../../src/explain/core.js";
import { inCodeWords } from "../../src/explain/ru-words.js";
import { ClaimAnalysis } from "../dd/ClaimAnalysis.js";
import { FacedHands } from "../dd/FacedHands.js";
import { type AppKey, rich, tr } from "../i18n.js";
import { type EventJson, isQuestion, type LogJson, type OptionRuling, run, tryFinding } from "../model.js";
import { RulingPanel } from "../RulingPanel.js";
import { Card, lawLabel, ReadOutLines, Suit as SuitSym, seatName } from "../ui.js";
import { CardPicker } from "./CardPicker.js";
import { ledSuitOf } from "./options.js";
import { PenaltyCards } from "./PenaltyBox.js";
import "./quick.css";
import {
  asRecorded,
  canExposeInAuction,
  canGoLater,
  cardsInTrick,
  cardsOf,
  claimEvents,
  defaultWhere,
  defectiveEvents,
  exposeEvents,
  exposeInAuction,
  isLater,
  laterMin,
  laterTricksMax,
  leadEvents,
  needsWhere,
  nsWonRange,
  optionChoice,
  partnerOf,
  prematureEvents,
  type RevokeFacts,
  recordedCard,
  remainingBySeat,
  remainingTricks,
  revokeEvents,
  revokeTrickRange,
  SEATS,
  SUITS,
  sideOf,
  simultaneousEvents,
  trumpSuit,
  trumpsOut,
  type Where,
  whereReady,
} from "./quickModel.js";

export interface QuickPathsProps {
  state: PublicState;
  log: LogJson;
  lang: Lang;
  edition: Edition;
  /** Records events in order if the engine takes them all (none otherwise); false when refused. */
  append: (events: EventJson | EventJson[]) => boolean;
  /** Records a changed log (a card exposed in the auction goes before its last call; an answer). */
  commit: (log: LogJson) => void;
  /** The paths are open (otherwise only the penalty cards in force are shown). */
  open: boolean;
  onClose: () => void;
}

type Path = "lead" | "expose" | "revoke" | "claim" | "premature" | "simultaneous" | "defective";
/** The app's words in a language, with the law word of the code («Правило» 1987, «Закон» 2017). */
const wordsIn =
  (lang: Lang, edition: Edition) =>
  (key: AppKey, params: Record<string, string | number> = {}): string =>
    inCodeWords(lang, edition, tr(lang, key, params));

const MAIN: readonly Path[] = ["lead", "expose", "revoke", "claim"];
const MORE: readonly Path[] = ["premature", "simultaneous", "defective"];

export const QuickPaths = (p: QuickPathsProps) => {
  const [path, setPath] = useState<Path | null>(null);
  const [more, setMore] = useState(false);
  /** The number of events before the path recorded its facts (its outcome is what came after). */
  const [mark, setMark] = useState<number | null>(null);
  /** How many events the facts made (later ones are choices made on the ruling). */
  const [made, setMade] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const { lang, edition, state } = p;
  const w = wordsIn(lang, edition);

  const record = (events: EventJson[]) => {
    const before = p.log.events.length;
    if (p.append(events)) {
      setMark(before);
      setMade(events.length);
      setError(null);
    }
  };
  const recordLog = (next: LogJson | null) => {
    if (next === null) {
      setError(w("quick.cannot"));
      return;
    }
    const o = run(next, lang);
    if (o.error) {
      setError(explainError(lang, o.error, { where: false }));
      return;
    }
    setMark(p.log.events.length);
    setMade(next.events.length - p.log.events.length);
    setError(null);
    p.commit(next);
  };
  const reset = () => {
    setPath(null);
    setMark(null);
    setError(null);
  };

  // Opened, or a path chosen: the panel's top comes into view (on a phone it opens below the fold).
  const top = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (p.open) top.current?.scrollIntoView?.({ block: "start" });
  }, [p.open, path]);

  const penalty = <PenaltyCards state={state} lang={lang} edition={edition} />;
  // Closed (after a reload, an undo, or the path closed): the table's panel shows the ruling, the award here.
  if (!p.open)
    return (
      <>
        {state.ruling !== null &&
          !isQuestion(state.ruling) &&
          state.ruling.irregularity === "disputed-claim" && <ClaimAward {...p} />}
        {penalty}
      </>
    );

  return (
    <>
      <section class="quick" aria-labelledby="quick-title" ref={top}>
        <h2 id="quick-title">{w("quick.title")}</h2>
        {path === null ? (
          <>
            <p class="hint">{w("quick.intro")}</p>
            <ul class="quick-menu">
              {[...MAIN, ...(more ? MORE : [])].map((x) => (
                <li key={x}>
                  <button type="button" class="option" onClick={() => setPath(x)}>
                    <span class="label">{w(`quick.path.${x}` as AppKey)}</span>
                    <span class="hint">{w(`quick.path.${x}.law` as AppKey)}</span>
                  </button>
                </li>
              ))}
            </ul>
            {!more && (
              <button type="button" class="link" aria-expanded={false} onClick={() => setMore(true)}>
                {w("quick.more")}
              </button>
            )}
          </>
        ) : (
          <>
            <h3>{w(`quick.path.${path}` as AppKey)}</h3>
            {mark === null ? (
              <Facts {...p} path={path} record={record} recordLog={recordLog} />
            ) : (
              <Outcome {...p} path={path} mark={mark} made={made} />
            )}
            {error && (
              <p class="notice error" role="alert">
                {error}
              </p>
            )}
            <button type="button" class="link" onClick={reset}>
              {w("quick.back")}
            </button>
          </>
        )}
        <button type="button" class="close-quick" onClick={p.onClose}>
          {w("quick.close")}
        </button>
      </section>
      {state.ruling !== null && <RulingView {...p} />}
      {penalty}
    </>
  );
};

// ---------------------------------------------------------------------------------------------------------
// Small inputs

const SeatPick = ({
  lang,
  label,
  value,
  onPick,
  seats = SEATS,
  names,
}: {
  lang: Lang;
  label: string;
  value: Seat | null;
  onPick: (s: Seat) => void;
  seats?: readonly Seat[];
  names?: Partial<Record<Seat, string>>;
}) => (
  <fieldset class="seat-pick" aria-label={label}>
    <legend>{label}</legend>
    <div class="choices">
      {SEATS.map((s) => (
        <button
          type="button"
          key={s}
          class="choice"
          aria-pressed={value === s}
          disabled={!seats.includes(s)}
          onClick={() => onPick(s)}
        >
          {seatName(lang, s)}
          {names?.[s] ? <span class="role"> {names[s]}</span> : null}
        </button>
      ))}
    </div>
  </fieldset>
);

const Stepper = ({
  id,
  label,
  value,
  min,
  max,
  onChange,
  lang,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  lang: Lang;
}) => {
  const set = (n: number) => onChange(Math.max(min, Math.min(max, Number.isFinite(n) ? n : min)));
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <div class="stepper">
        <button
          type="button"
          aria-label={tr(lang, "quick.less", { what: label })}
          disabled={value <= min}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          // Each digit typed applies at once (the form below changes while the keyboard is up, not under the
          // next tap); a partial entry (empty, out of range) waits, and leaving the field clamps it.
          onInput={(e) => {
            const n = Number((e.currentTarget as HTMLInputElement).value);
            if (Number.isInteger(n) && n >= min && n <= max && n !== value) onChange(n);
          }}
          onChange={(e) => set(Number((e.currentTarget as HTMLInputElement).value))}
        />
        <button
          type="button"
          aria-label={tr(lang, "quick.more1", { what: label })}
          disabled={value >= max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
};

const YesNo = ({
  lang,
  label,
  value,
  onPick,
  yes,
  no,
}: {
  lang: Lang;
  label: string;
  value: boolean | null;
  onPick: (v: boolean) => void;
  yes?: string;
  no?: string;
}) => (
  <fieldset class="yes-no" aria-label={label}>
    <legend>{label}</legend>
    <div class="choices">
      {([true, false] as const).map((v) => (
        <button
          type="button"
          key={String(v)}
          class="choice"
          aria-pressed={value === v}
          onClick={() => onPick(v)}
        >
          {v ? (yes ?? tr(lang, "answer.yes")) : (no ?? tr(lang, "answer.no"))}
        </button>
      ))}
    </div>
  </fieldset>
);

/** The roles at the table, shown next to the seats: declarer, dummy. */
const roles = (lang: Lang, s: PublicState): Partial<Record<Seat, string>> => {
  const out: Partial<Record<Seat, string>> = {};
  if (s.declarer) {
    out[s.declarer] = tr(lang, "quick.role.declarer");
    out[s.dummy ?? partnerOf(s.declarer)] = tr(lang, "quick.role.dummy");
  }
  return out;
};

// ---------------------------------------------------------------------------------------------------------
// Where the play stands

/**
 * The trick the facts are about and who is on lead to it. With the play recorded, the record says; with
 * nothing recorded, the director says (and how many tricks North-South have won so far, for the count).
 */
const WhereInput = ({
  state,
  lang,
  edition,
  where,
  onChange,
  minTrick = 1,
  leaderKey = "quick.where.leader",
}: {
  state: PublicState;
  lang: Lang;
  edition: Edition;
  where: Where;
  onChange: (w: Where) => void;
  minTrick?: number;
  leaderKey?: AppKey;
}) => {
  const w = wordsIn(lang, edition);
  const later = isLater(state, where);
  if (!needsWhere(state) && !later) {
    const record = defaultWhere(state);
    return (
      <>
        <p class="where">
          {w("quick.where.recorded", {
            trick: record.trick,
            seat: seatName(lang, record.leader),
          })}
        </p>
        {canGoLater(state) && (
          <button
            type="button"
            class="choice wide later"
            aria-pressed={false}
            onClick={() => {
              const trick = Math.max(minTrick, laterMin(state));
              onChange({ ...record, trick, nsWon: nsWonRange(state, trick)[0] });
            }}
          >
            {w("quick.where.later")}
          </button>
        )}
      </>
    );
  }
  const low = later ? Math.max(minTrick, laterMin(state)) : minTrick;
  const trick = Math.max(low, where.trick);
  const [nsLow, nsHigh] = later ? nsWonRange(state, trick) : [0, trick - 1];
  return (
    <>
      {later && (
        <button
          type="button"
          class="choice wide later"
          aria-pressed={true}
          onClick={() => onChange(defaultWhere(state))}
        >
          {w("quick.where.laterOn", { trick: defaultWhere(state).trick })}
        </button>
      )}
      <Stepper
        id="quick-trick"
        lang={lang}
        label={w(later ? "quick.where.laterTrick" : "quick.where.trick")}
        value={trick}
        min={low}
        max={13}
        onChange={(n) => {
          const [lo, hi] = later ? nsWonRange(state, n) : [0, n - 1];
          onChange({ ...where, trick: n, nsWon: Math.max(lo, Math.min(where.nsWon, hi)) });
        }}
      />
      {trick === 1 ? (
        <p class="where">{w("quick.where.opening", { seat: seatName(lang, state.turn ?? where.leader) })}</p>
      ) : (
        <>
          <SeatPick
            lang={lang}
            label={w(leaderKey)}
            value={where.asked ? where.leader : null}
            onPick={(s) => onChange({ ...where, trick, leader: s, asked: true })}
            names={roles(lang, state)}
          />
          <Stepper
            id="quick-ns"
            lang={lang}
            label={w("quick.where.nsWon", { played: trick - 1 })}
            value={Math.max(nsLow, Math.min(nsHigh, where.nsWon))}
            min={nsLow}
            max={nsHigh}
            onChange={(n) => onChange({ ...where, trick, nsWon: n })}
          />
        </>
      )}
    </>
  );
};

/** The where of a path with the trick and leader forced when it is the opening lead. */
const settle = (state: PublicState, where: Where, minTrick = 1): Where => {
  if (isLater(state, where)) {
    const trick = Math.max(minTrick, laterMin(state), where.trick);
    const [lo, hi] = nsWonRange(state, trick);
    return { ...where, trick, nsWon: Math.max(lo, Math.min(hi, where.nsWon)) };
  }
  if (!needsWhere(state)) return defaultWhere(state);
  const trick = Math.max(minTrick, where.trick);
  return trick === 1 ? { trick: 1, leader: state.turn ?? where.leader, nsWon: 0 } : { ...where, trick };
};

// ---------------------------------------------------------------------------------------------------------
// The facts of each path

type FactsProps = QuickPathsProps & {
  path: Path;
  record: (events: EventJson[]) => void;
  recordLog: (log: LogJson | null) => void;
};

const Facts = (p: FactsProps) => {
  switch (p.path) {
    case "lead":
      return <LeadFacts {...p} />;
    case "expose":
      return <ExposeFacts {...p} />;
    case "revoke":
      return <RevokeFactsForm {...p} />;
    case "claim":
      return <ClaimFacts {...p} />;
    case "premature":
      return <PrematureFacts {...p} />;
    case "simultaneous":
      return <SimultaneousFacts {...p} />;
    case "defective":
      return <DefectiveFacts {...p} />;
  }
};

const RuleButton = ({ lang, disabled, onClick }: { lang: Lang; disabled: boolean; onClick: () => void }) => (
  <button type="button" class="primary wide rule" disabled={disabled} onClick={onClick}>
    {tr(lang, "quick.rule")}
  </button>
);

const LeadFacts = (p: FactsProps) => {
  const { state, lang, edition, log } = p;
  const [where, setWhere] = useState<Where>(defaultWhere(state));
  const [by, setBy] = useState<Seat | null>(null);
  const [card, setCard] = useState<string | null>(null);
  const at = settle(state, where);
  const busy = asRecorded(state, at) && cardsInTrick(state) > 0;
  return (
    <>
      <WhereInput state={state} lang={lang} edition={edition} where={at} onChange={setWhere} />
      {busy ? (
        <p class="hint">{inCodeWords(lang, edition, tr(lang, "quick.lead.inProgress"))}</p>
      ) : (
        <>
          <SeatPick
            lang={lang}
            label={tr(lang, "quick.lead.by")}
            value={by}
            seats={SEATS.filter((s) => !whereReady(state, at) || s !== at.leader)}
            names={roles(lang, state)}
            onPick={(s) => {
              setBy(s);
              setCard(null);
            }}
          />
          {by !== null && (
            <CardPicker
              lang={lang}
              label={tr(lang, "quick.card.led", { seat: seatName(lang, by) })}
              value={card}
              allowed={cardsOf(log, state, by)}
              onPick={setCard}
            />
          )}
          <RuleButton
            lang={lang}
            disabled={by === null || card === null || !whereReady(state, at) || by === at.leader}
            onClick={() => by && card && p.record(leadEvents(state, at, by, card))}
          />
        </>
      )}
    </>
  );
};

const ExposeFacts = (p: FactsProps) => {
  const { state, lang, edition, log } = p;
  const auctionPossible = canExposeInAuction(state);
  const [when, setWhen] = useState<"auction" | "play">(auctionPossible ? "play" : "play");
  const [where, setWhere] = useState<Where>(defaultWhere(state));
  const [by, setBy] = useState<Seat | null>(null);
  const [card, setCard] = useState<string | null>(null);
  const [accidental, setAccidental] = useState<boolean | null>(null);
  const at = settle(state, where);
  const ready =
    by !== null && card !== null && accidental !== null && (when === "auction" || whereReady(state, at));
  return (
    <>
      {auctionPossible && (
        <fieldset class="when" aria-label={tr(lang, "quick.expose.when")}>
          <legend>{tr(lang, "quick.expose.when")}</legend>
          <div class="choices">
            {(["auction", "play"] as const).map((x) => (
              <button
                type="button"
                key={x}
                class="choice"
                aria-pressed={when === x}
                onClick={() => setWhen(x)}
              >
                {tr(lang, `quick.expose.${x}`)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {when === "play" && (
        <WhereInput
          state={state}
          lang={lang}
          edition={edition}
          where={at}
          onChange={setWhere}
          leaderKey="quick.where.leaderNext"
        />
      )}
      <SeatPick
        lang={lang}
        label={tr(lang, "quick.expose.by")}
        value={by}
        names={roles(lang, state)}
        onPick={(s) => {
          setBy(s);
          setCard(null);
        }}
      />
      {by !== null && (
        <CardPicker
          lang={lang}
          label={tr(lang, "quick.card.exposed", { seat: seatName(lang, by) })}
          value={card}
          allowed={cardsOf(log, state, by)}
          onPick={setCard}
        />
      )}
      <YesNo
        lang={lang}
        label={inCodeWords(lang, edition, tr(lang, "quick.expose.accidental"))}
        value={accidental}
        onPick={setAccidental}
        yes={tr(lang, "quick.expose.accidental.yes")}
        no={tr(lang, "quick.expose.accidental.no")}
      />
      <RuleButton
        lang={lang}
        disabled={!ready}
        onClick={() => {
          if (!by || !card || accidental === null) return;
          if (when === "auction") p.recordLog(exposeInAuction(p.log, by, card, accidental));
          else p.record(exposeEvents(state, at, by, card, accidental));
        }}
      />
    </>
  );
};

const EXCEPTIONS = ["64B2", "64B4", "64B5", "penalty"] as const;

const RevokeFactsForm = (p: FactsProps) => {
  const { state, lang, edition, log } = p;
  const [by, setBy] = useState<Seat | null>(null);
  const [trick, setTrick] = useState(
    Math.max(1, Math.min(12, state.tricksWon ? state.tricksWon.NS + state.tricksWon.EW : 1)),
  );
  const [established, setEstablished] = useState<boolean | null>(null);
  const [wonBy, setWonBy] = useState<Seat | null>(null);
  const [later, setLater] = useState(0);
  const [exception, setException] = useState<RevokeFacts["exception"] | null>(null);
  const [card, setCard] = useState<string | null>(null);
  const w = wordsIn(lang, edition);
  // 61A: only a trick the offender has played to (the one in progress only once his card is in it).
  const range = revokeTrickRange(state, by);
  const at = range ? Math.max(range[0], Math.min(range[1], trick)) : trick;
  const inRecord = by === null ? null : recordedCard(state, by, at);
  const revokeCard = inRecord ?? card;
  const ready =
    range !== null &&
    by !== null &&
    established !== null &&
    (!established || wonBy !== null) &&
    (established || revokeCard !== null);
  const offenders = by === null ? "" : seatName(lang, by);
  return (
    <>
      <SeatPick
        lang={lang}
        label={w("quick.revoke.by")}
        value={by}
        names={roles(lang, state)}
        onPick={(s) => {
          setBy(s);
          setCard(null);
        }}
      />
      {range === null ? (
        <p class="hint">{w("quick.revoke.noTrick", { seat: offenders })}</p>
      ) : (
        <Stepper
          id="quick-revoke-trick"
          lang={lang}
          label={w("quick.revoke.trick")}
          value={at}
          min={range[0]}
          max={range[1]}
          onChange={(n) => {
            setTrick(n);
            setCard(null);
            setLater(Math.min(later, laterTricksMax(n)));
          }}
        />
      )}
      <YesNo
        lang={lang}
        label={w("quick.revoke.established", { seat: offenders || w("quick.revoke.revoker") })}
        value={established}
        onPick={setEstablished}
      />
      <p class="hint">{w("quick.revoke.establishedHint")}</p>
      {established === false && by !== null && (
        <CardPicker
          lang={lang}
          label={w("quick.revoke.card", { seat: offenders, trick: at })}
          value={revokeCard}
          allowed={inRecord ? [inRecord] : cardsOf(log, state, by)}
          onPick={setCard}
        />
      )}
      {established === true && (
        <>
          <SeatPick
            lang={lang}
            label={w("quick.revoke.wonBy", { trick: at })}
            value={wonBy}
            names={roles(lang, state)}
            onPick={setWonBy}
          />
          <Stepper
            id="quick-later"
            lang={lang}
            label={w("quick.revoke.later", {
              side: by ? t(lang, `side.${sideOf(by)}`) : w("quick.revoke.revokerSide"),
              trick: at,
            })}
            value={later}
            min={0}
            max={laterTricksMax(at)}
            onChange={setLater}
          />
          <fieldset class="exception" aria-label={w("quick.revoke.exception")}>
            <legend>{w("quick.revoke.exception")}</legend>
            <div class="choices column">
              {EXCEPTIONS.map((x) => (
                <button
                  type="button"
                  key={x}
                  class="choice"
                  aria-pressed={exception === x}
                  onClick={() => setException(exception === x ? null : x)}
                >
                  {w(`quick.revoke.exception.${x}` as AppKey)}
                </button>
              ))}
            </div>
          </fieldset>
        </>
      )}
      <RuleButton
        lang={lang}
        disabled={!ready}
        onClick={() => {
          if (by === null || established === null) return;
          const f: RevokeFacts = { by, trick: at, established };
          if (!established && revokeCard !== null) f.card = revokeCard;
          if (established) {
            if (wonBy) f.trickWonBy = wonBy;
            f.laterTricks = later;
            if (exception) f.exception = exception;
          }
          p.record(revokeEvents(state, f));
        }}
      />
    </>
  );
};

const ClaimFacts = (p: FactsProps) => {
  const { state, lang, edition } = p;
  const minTrick = needsWhere(state) ? 2 : 1;
  const [where, setWhere] = useState<Where>({
    ...defaultWhere(state),
    trick: Math.max(minTrick, defaultWhere(state).trick),
  });
  const [by, setBy] = useState<Seat | null>(state.declarer);
  const at = settle(state, where, minTrick);
  const remaining = remainingTricks(state, at);
  const [tricks, setTricks] = useState(remaining);
  const [statement, setStatement] = useState("");
  const dummy = state.dummy ?? (state.declarer ? partnerOf(state.declarer) : null);
  const n = Math.min(tricks, remaining);
  return (
    <>
      <WhereInput
        state={state}
        lang={lang}
        edition={edition}
        where={at}
        onChange={(x) => {
          setWhere(x);
          // "All the rest" follows the trick; a smaller claim stays, within what is left.
          const left = 13 - (x.trick - 1);
          setTricks(tricks >= remaining ? left : Math.min(tricks, left));
        }}
        minTrick={minTrick}
      />
      <SeatPick
        lang={lang}
        label={tr(lang, "quick.claim.by")}
        value={by}
        seats={SEATS.filter((s) => s !== dummy)}
        names={roles(lang, state)}
        onPick={setBy}
      />
      <Stepper
        id="quick-claim-tricks"
        lang={lang}
        label={inCodeWords(lang, edition, tr(lang, "quick.claim.tricks", { remaining }))}
        value={n}
        min={0}
        max={remaining}
        onChange={setTricks}
      />
      <div class="field">
        <label for="quick-statement">{inCodeWords(lang, edition, tr(lang, "quick.claim.statement"))}</label>
        <textarea
          id="quick-statement"
          rows={2}
          value={statement}
          onInput={(e) => setStatement((e.currentTarget as HTMLTextAreaElement).value)}
        />
      </div>
      <RuleButton
        lang={lang}
        disabled={by === null || !whereReady(state, at)}
        onClick={() => by && p.record(claimEvents(state, at, { by, tricks: n, statement }))}
      />
    </>
  );
};

const PrematureFacts = (p: FactsProps) => {
  const { state, lang, edition, log } = p;
  const [where, setWhere] = useState<Where>(defaultWhere(state));
  const [led, setLed] = useState<string | null>(null);
  const [by, setBy] = useState<Seat | null>(null);
  const [card, setCard] = useState<string | null>(null);
  const at = settle(state, where);
  const defenders = SEATS.filter((s) => state.declarer && sideOf(s) !== sideOf(state.declarer));
  const busy = asRecorded(state, at) && cardsInTrick(state) > 0;
  return (
    <>
      <WhereInput state={state} lang={lang} edition={edition} where={at} onChange={setWhere} />
      {busy ? (
        <p class="hint">{inCodeWords(lang, edition, tr(lang, "quick.lead.inProgress"))}</p>
      ) : (
        <>
          <CardPicker
            lang={lang}
            label={tr(lang, "quick.card.led", { seat: seatName(lang, at.leader) })}
            value={led}
            allowed={cardsOf(log, state, at.leader)}
            onPick={setLed}
          />
          <SeatPick
            lang={lang}
            label={inCodeWords(lang, edition, tr(lang, "quick.premature.by"))}
            value={by}
            seats={defenders.filter(
              (s) => s !== at.leader && s !== SEATS[(SEATS.indexOf(at.leader) + 1) % 4],
            )}
            names={roles(lang, state)}
            onPick={(s) => {
              setBy(s);
              setCard(null);
            }}
          />
          {by !== null && (
            <CardPicker
              lang={lang}
              label={tr(lang, "quick.card.played", { seat: seatName(lang, by) })}
              value={card}
              allowed={cardsOf(log, state, by)}
              onPick={setCard}
            />
          )}
          <RuleButton
            lang={lang}
            disabled={led === null || by === null || card === null || !whereReady(state, at)}
            onClick={() => led && by && card && p.record(prematureEvents(state, at, led, by, card))}
          />
        </>
      )}
    </>
  );
};

const SimultaneousFacts = (p: FactsProps) => {
  const { state, lang, edition, log } = p;
  const [where, setWhere] = useState<Where>(defaultWhere(state));
  const [first, setFirst] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  const at = settle(state, where);
  const busy = asRecorded(state, at) && cardsInTrick(state) > 0;
  const hand = cardsOf(log, state, at.leader);
  return (
    <>
      <WhereInput state={state} lang={lang} edition={edition} where={at} onChange={setWhere} />
      {busy ? (
        <p class="hint">{inCodeWords(lang, edition, tr(lang, "quick.lead.inProgress"))}</p>
      ) : (
        <>
          <p class="hint">
            {inCodeWords(
              lang,
              edition,
              tr(lang, "quick.simultaneous.what", { seat: seatName(lang, at.leader) }),
            )}
          </p>
          <CardPicker
            lang={lang}
            label={tr(lang, "quick.simultaneous.first")}
            value={first}
            allowed={hand}
            onPick={setFirst}
          />
          <CardPicker
            lang={lang}
            label={tr(lang, "quick.simultaneous.second")}
            value={second}
            allowed={hand === null ? null : hand.filter((c) => c !== first)}
            onPick={setSecond}
          />
          <RuleButton
            lang={lang}
            disabled={first === null || second === null || first === second || !whereReady(state, at)}
            onClick={() => first && second && p.record(simultaneousEvents(state, at, first, second))}
          />
        </>
      )}
    </>
  );
};

const DefectiveFacts = (p: FactsProps) => {
  const { state, lang, edition } = p;
  const [by, setBy] = useState<Seat | null>(null);
  const [trick, setTrick] = useState(1);
  const [kind, setKind] = useState<"no-card" | "extra-card" | null>(null);
  const [held, setHeld] = useState<boolean | null>(null);
  const [wonBy, setWonBy] = useState<Seat | null>(null);
  const [later, setLater] = useState(0);
  const w = wordsIn(lang, edition);
  const askHeld = edition === "1987" && kind === "no-card";
  const ready =
    by !== null && kind !== null && (!askHeld || held !== null) && (kind !== "no-card" || wonBy !== null);
  return (
    <>
      <SeatPick
        lang={lang}
        label={w("quick.defective.by")}
        value={by}
        names={roles(lang, state)}
        onPick={setBy}
      />
      <Stepper
        id="quick-defective-trick"
        lang={lang}
        label={w("quick.defective.trick")}
        value={trick}
        min={1}
        max={13}
        onChange={(n) => {
          setTrick(n);
          setLater(Math.min(later, laterTricksMax(n)));
        }}
      />
      <fieldset class="kind" aria-label={w("quick.defective.kind")}>
        <legend>{w("quick.defective.kind")}</legend>
        <div class="choices">
          {(["no-card", "extra-card"] as const).map((k) => (
            <button type="button" key={k} class="choice" aria-pressed={kind === k} onClick={() => setKind(k)}>
              {w(`quick.defective.${k}`)}
            </button>
          ))}
        </div>
      </fieldset>
      {askHeld && <YesNo lang={lang} label={w("quick.defective.held")} value={held} onPick={setHeld} />}
      {kind === "no-card" && (
        <>
          <SeatPick
            lang={lang}
            label={w("quick.revoke.wonBy2", { trick })}
            value={wonBy}
            names={roles(lang, state)}
            onPick={setWonBy}
          />
          <Stepper
            id="quick-defective-later"
            lang={lang}
            label={w("quick.revoke.later", { side: by ? t(lang, `side.${sideOf(by)}`) : "…", trick })}
            value={later}
            min={0}
            max={laterTricksMax(trick)}
            onChange={setLater}
          />
        </>
      )}
      <RuleButton
        lang={lang}
        disabled={!ready}
        onClick={() => {
          if (!by || !kind) return;
          const events = defectiveEvents(state, by, trick, kind);
          if (kind === "no-card") {
            const e = events[0]!;
            if (askHeld && held !== null) e.heldSuitLed = held;
            if (wonBy) e.trickWonBy = wonBy;
            e.laterTricks = later;
          }
          p.record(events);
        }}
      />
    </>
  );
};

// ---------------------------------------------------------------------------------------------------------
// What the engine ruled

/** The ruling panel for a ruling the path reached, with the play options recorded as their events. */
const RulingView = (p: QuickPathsProps) => {
  const { state, lang, edition, log } = p;
  const [suitFor, setSuitFor] = useState<{ kind: "require" | "prohibit"; exclude: Suit | null } | null>(null);
  const r = state.ruling;
  if (r === null) return null;
  const ledSuit = ledSuitOf(state.tricks);
  const choiceOf = (o: RulingOption) =>
    isQuestion(r)
      ? null
      : optionChoice(r as OptionRuling, o.id, o.event as Record<string, unknown>, ledSuit, state.claim?.by);
  const disputed = !isQuestion(r) && r.irregularity === "disputed-claim";
  return (
    <>
      <RulingPanel
        lang={lang}
        edition={edition}
        ruling={r}
        state={state}
        log={log}
        onAction={() => {}}
        onDirector={() => p.append([{ director: true }])}
        onEvent={(e) => p.append([e])}
        onAnswer={(about, name, value) => {
          const next = tryFinding(log, about, name, value);
          if (next.ok) p.commit(next.log);
        }}
        onOption={(o) => {
          const c = choiceOf(o);
          if (c === null) return;
          if ("events" in c) p.append(c.events);
          else setSuitFor({ kind: c.suit, exclude: c.exclude });
        }}
        choosable={(o) => choiceOf(o) !== null}
        sayFirst
      />
      {suitFor && !isQuestion(r) && r.chooser && (
        <fieldset class="choices quick-suit" aria-label={tr(lang, "quick.suit.pick")}>
          {SUITS.filter((s) => s !== suitFor.exclude).map((s) => (
            <button
              type="button"
              key={s}
              class="choice"
              onClick={() => {
                if (p.append([{ by: r.chooser, playRestriction: { [suitFor.kind]: s } }])) setSuitFor(null);
              }}
            >
              {tr(lang, suitFor.kind === "require" ? "restriction.require" : "restriction.prohibit")}{" "}
              <SuitSym suit={s} lang={lang} />
            </button>
          ))}
        </fieldset>
      )}
      {disputed && <ClaimAward {...p} />}
    </>
  );
};

/** What the director needs for a disputed claim (70): the cards, the trumps, the tests; then his award. */
const ClaimAward = (p: QuickPathsProps) => {
  const { state, lang, edition, log } = p;
  const claim = state.claim;
  const remaining = claim?.remaining ?? 13;
  const [award, setAward] = useState(Math.min(claim?.tricks ?? 0, remaining));
  const [checked, setChecked] = useState<string[]>([]);
  const w = wordsIn(lang, edition);
  if (!claim) return null;
  const cards = remainingBySeat(log, state);
  const trump = trumpSuit(state);
  const trumps = trumpsOut(log, state);
  const opponents = SEATS.filter((s) => sideOf(s) !== sideOf(claim.by));
  const TESTS = ["70A", "70B", "70C", "70D", "70E"] as const;
  return (
    <section class="quick claim-award" aria-labelledby="award-title">
      <h2 id="award-title">{w("quick.claim.award.title")}</h2>
      {cards ? (
        <ul class="hands">
          {SEATS.map((s) => (
            <li key={s}>
              <strong>{seatName(lang, s)}:</strong>{" "}
              {cards[s].length ? cards[s].map((c) => <Card key={c} card={c} lang={lang} />) : "—"}
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">
          {w(log.deal === undefined ? "quick.claim.award.noDeal" : "quick.claim.award.unrecorded")}
        </p>
      )}
      <p>
        {trump === null || trumps === null
          ? w("quick.claim.award.notrump")
          : rich(lang, "quick.claim.award.trumps", {
              suit: <SuitSym suit={trump} lang={lang} />,
              count: trumps.count === null ? w("walk.unknown") : String(trumps.count),
              held: cards
                ? opponents.map((s) => `${seatName(lang, s)} ${(trumps.held[s] ?? []).length}`).join(", ")
                : w("walk.unknown"),
            })}
      </p>
      {cards ? (
        <ClaimAnalysis lang={lang} edition={edition} log={log} state={state} />
      ) : (
        <FacedHands lang={lang} edition={edition} log={log} state={state} commit={p.commit} />
      )}
      <fieldset class="checklist" aria-label={w("quick.claim.award.tests")}>
        <legend>{w("quick.claim.award.tests")}</legend>
        {TESTS.map((x) => (
          <label key={x} class="check">
            <input
              type="checkbox"
              checked={checked.includes(x)}
              onChange={() =>
                setChecked(checked.includes(x) ? checked.filter((y) => y !== x) : [...checked, x])
              }
            />
            <span>
              <strong>{lawLabel(lang, edition, x)}</strong> {w(`quick.claim.test.${x}` as AppKey)}
            </span>
          </label>
        ))}
      </fieldset>
      <Stepper
        id="quick-award"
        lang={lang}
        label={w("quick.claim.award.tricks", {
          side: t(lang, `side.${sideOf(claim.by)}`),
          remaining,
        })}
        value={award}
        min={0}
        max={remaining}
        onChange={setAward}
      />
      <button
        type="button"
        class="primary wide"
        onClick={() =>
          // The ticked tests are the award's reasons: kept with it (the `tests` extension, docs/table-log.md).
          p.append([
            checked.length
              ? { director: true, award, tests: TESTS.filter((x) => checked.includes(x)) }
              : { director: true, award },
          ])
        }
      >
        {w("quick.claim.award.record", { n: award })}
      </button>
    </section>
  );
};

/** The outcome of a path that needs no choice: a revoke's transfer, a penalty card, a card that stands. */
const Outcome = (p: QuickPathsProps & { path: Path; mark: number; made: number }) => {
  const { state, lang, edition } = p;
  const w = wordsIn(lang, edition);
  if (state.ruling !== null) return <p class="hint">{w("quick.outcome.ruling")}</p>;
  const event = p.log.events[p.mark + (p.log.events[p.mark] && "position" in p.log.events[p.mark]! ? 1 : 0)];
  const rev =
    event && typeof event.revoke === "object" ? (event.revoke as { by: Seat; trick: number }) : null;
  const def =
    event && typeof event.defectiveTrick === "object"
      ? (event.defectiveTrick as { by: Seat; trick: number })
      : null;
  const named = rev ?? def;
  if (named) {
    const r = (state.revokes ?? []).find((x) => x.by === named.by && x.trick === named.trick);
    if (r) {
      const declSide = sideOf(state.declarer ?? "N");
      const to = sideOf(r.by) === declSide ? (declSide === "NS" ? "EW" : "NS") : declSide;
      const law = lawLabel(lang, edition, r.law ?? "64");
      const lines: string[] = [];
      if (r.corrected) {
        lines.push(w("quick.revoke.out.corrected", { law, seat: seatName(lang, r.by) }));
        const key =
          sideOf(r.by) === declSide
            ? "quick.revoke.out.corrected.declaring"
            : "quick.revoke.out.corrected.defender";
        lines.push(
          r.card
            ? w(`${key}.card`, { seat: seatName(lang, r.by), card: cardIn(lang, r.card) })
            : w(key, { seat: seatName(lang, r.by) }),
        );
      } else if (r.transfer && r.transfer > 0)
        lines.push(w("quick.revoke.out.transfer", { law, n: r.transfer, side: t(lang, `side.${to}`) }));
      else lines.push(w("quick.revoke.out.none", { law }));
      // What the players hear is the transfer; the review for damage is the director's (a note).
      const declarer = state.declarer ?? "N";
      // (a corrected revoke leaves the play going on: no result to ask)
      const noCards = (state.tricks?.length ?? 0) === 0 && state.phase !== "done" && !r.corrected;
      return (
        <div class="ruling-out" role="status">
          <p class="law">
            <span class="law-pill">{law}</span>
          </p>
          {/* The outcome is what the director says: the words once, unfolded (issue 24). */}
          <ReadOutLines lang={lang} lines={lines} open />
          {r.established && <p class="hint">{w("quick.revoke.out.64C")}</p>}
          {noCards && (
            <fieldset
              class="revoke-result"
              aria-label={tr(lang, "play.resultTricks", { seat: seatName(lang, declarer) })}
            >
              <legend>{tr(lang, "play.resultTricks", { seat: seatName(lang, declarer) })}</legend>
              <p class="hint">{w("walk.revoke.result")}</p>
              {Array.from({ length: 14 }, (_, n) => (
                <button
                  type="button"
                  key={n}
                  class="num"
                  aria-label={tr(lang, "play.resultN", { n })}
                  onClick={() => p.append({ by: declarer, result: n })}
                >
                  {n}
                </button>
              ))}
            </fieldset>
          )}
        </div>
      );
    }
  }
  const pcs = state.penaltyCards ?? [];
  if (pcs.length > 0) {
    // 50B: an honour is a major penalty card however it was exposed (the director tells the players why).
    const shown = event && typeof event.expose === "string" ? event.expose : null;
    const honour =
      shown !== null && event?.accidental === true && /^[SHDC][AKQJT]$/.test(shown)
        ? pcs.find((c) => c.card === shown && c.kind === "major")
        : undefined;
    return (
      <>
        {honour && (
          <p class="ruling-out">
            {w("quick.outcome.honour", {
              card: cardIn(lang, honour.card),
              law: lawLabel(lang, edition, edition === "1987" ? "50" : "50B"),
            })}
          </p>
        )}
        <p class="hint">{w("quick.outcome.penalty")}</p>
      </>
    );
  }
  if (state.claim && state.claim.status !== "pending" && state.claim.status !== "disputed")
    return (
      <p class="ruling-out" role="status">
        {w("quick.outcome.claim", {
          law: lawLabel(lang, edition, state.claim.law ?? "69A"),
          tricks: state.result?.declarerTricks ?? "?",
          score: state.score ?? "?",
        })}
      </p>
    );
  return (
    <p class="ruling-out" role="status">
      {w(p.log.events.length > p.mark + p.made ? "quick.outcome.chosen" : "quick.outcome.nothing")}
    </p>
  );
};
