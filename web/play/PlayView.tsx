/**
 * The play (loaded with import() once the opening lead is faced, or the board is over): the trick in
 * progress, the hands or the card picker, the tricks played (leader, four cards, winner, as `bridge-td
 * replay` prints them), tricks won, penalty cards with what they oblige, the revokes attention has been
 * drawn to, and the director's area (attention, claim, the players' result; the quick paths mount there).
 * At the end of the board, EndOfBoard. The app decides nothing: every tap is an event the engine rules on.
 */
import type { Ref } from "preact";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import { cardText, type Lang, type PublicState, type Seat, t } from "../../src/engine.js";
import { cardIn } from "../../src/explain/core.js";
import { inCodeWords } from "../../src/explain/ru-words.js";
import { rich, tr } from "../i18n.js";
import { memo, shallowSame } from "../memo.js";
import type { EventJson, LogJson } from "../model.js";
import { Card, lawLabel, ReadOutLines, seatName, seatShort } from "../ui.js";
import { completedTricks, playedCards, SEAT_ORDER, type Trick, trickInProgress } from "./cards.js";
import { EndOfBoard, type Note } from "./EndOfBoard.js";
import { Hands } from "./Hands.js";
import { type RevokeAhead, revokesAhead } from "./revokeAhead.js";
import "./play.css";

export interface PlayViewProps {
  state: PublicState;
  log: LogJson;
  lang: Lang;
  /** Records an event if the engine takes it (false: refused, the app says why). */
  onEvent: (e: EventJson) => boolean;
  /** The seat a ruling asks to act (an option recorded in the play): selected in the card entry. */
  preset: Seat | null;
  onNotes: (notes: Note[]) => void;
}

export const PlayView = (p: PlayViewProps) => {
  const { state, lang, log } = p;
  const inPlay = state.phase === "play" || (state.phase === "ruling" && state.lead !== undefined);
  return (
    <>
      {inPlay && <Play {...p} />}
      {state.phase === "done" && (
        <>
          {(state.tricks?.length ?? 0) > 0 && <TrickTable state={state} lang={lang} />}
          <Revokes state={state} lang={lang} log={log} />
          {state.claim && (
            <section class="director-area" aria-label={tr(lang, "play.claim")}>
              <ClaimLine state={state} lang={lang} />
            </section>
          )}
          <EndOfBoard state={state} log={log} lang={lang} onNotes={p.onNotes} />
          {state.lead !== undefined && (
            // After the last trick a revoke may still be pointed out (63, 64): the director is called.
            <section class="director-area" aria-labelledby="director-title">
              <h2 id="director-title">{tr(lang, "play.director")}</h2>
              <Attention lang={lang} onEvent={p.onEvent} />
            </section>
          )}
        </>
      )}
    </>
  );
};

const Play = ({ state, log, lang, onEvent, preset }: PlayViewProps) => {
  const tricks = state.tricks ?? [];
  const played = useMemo(() => playedCards(tricks), [tricks]);
  const turn = state.turn ?? "N";
  // The director's pick of another hand holds until the next event; then the entry follows the turn again
  // (or the seat a ruling asks to act). Derived, not an effect, so the hand on turn is drawn with the tap.
  const [pick, setPick] = useState<{ seat: Seat; at: number } | null>(null);
  const selected = pick !== null && pick.at === log.events.length ? pick.seat : (preset ?? turn);
  const setSelected = (seat: Seat) => setPick({ seat, at: log.events.length });
  const [showAll, setShowAll] = useState(false);
  // When the play opens (after the opening lead, or a board opened in the play), bring the trick into view.
  const trickRef = useRef<HTMLElement>(null);
  const onCard = useCallback((by: Seat, card: string) => void onEvent({ by, play: card }), [onEvent]);
  useLayoutEffect(() => {
    // (not over an open ruling, which brings itself into view)
    if (state.ruling === null) trickRef.current?.scrollIntoView({ block: "start" });
  }, []);
  return (
    <>
      <CurrentTrick state={state} lang={lang} trickRef={trickRef} />
      <Revokes state={state} lang={lang} log={log} />
      <Hands
        state={state}
        lang={lang}
        tricks={tricks}
        played={played}
        selected={selected}
        onSelect={setSelected}
        showAll={showAll}
        onShowAll={setShowAll}
        onCard={onCard}
      />
      {completedTricks(state).length > 0 && <TrickTable state={state} lang={lang} />}
      <DirectorArea state={state} lang={lang} onEvent={onEvent} />
    </>
  );
};

/** The trick in progress: its number, the tricks won, a card or the turn at each seat of the compass. */
const CurrentTrick = (props: { state: PublicState; lang: Lang; trickRef: Ref<HTMLElement> }) => {
  const { state, lang } = props;
  const current = trickInProgress(state);
  const won = state.tricksWon ?? { NS: 0, EW: 0 };
  return (
    <section class="trick" aria-labelledby="trick-title" ref={props.trickRef}>
      <h2 id="trick-title">
        {tr(lang, "play.trickNo", {
          // Numbered on from a position (the unrecorded tricks before it), the next trick between two.
          n: Math.min(13, (state.unrecorded?.tricks ?? 0) + completedTricks(state).length + 1),
        })}
        <span class="won">{tr(lang, "play.won", { ns: won.NS, ew: won.EW })}</span>
      </h2>
      <div class="compass">
        {SEAT_ORDER.map((s) => {
          const c = current?.cards.find((x) => x.by === s);
          return (
            <div
              key={s}
              class={`spot spot-${s}${s === state.turn ? " turn" : ""}${current?.leader === s ? " leader" : ""}`}
            >
              <span class="who">{seatShort(lang, s)}</span>
              {c ? (
                <Card card={c.card} lang={lang} />
              ) : (
                <span class="empty">{s === state.turn ? "?" : ""}</span>
              )}
            </div>
          );
        })}
      </div>
      {state.turn && state.phase === "play" && (
        <p class="next">{tr(lang, "play.next", { seat: seatName(lang, state.turn) })}</p>
      )}
    </section>
  );
};

/** The tricks played: number, leader, the four cards in seat order N E S W (the lead in bold), the winner. */
export const TrickTable = ({ state, lang }: { state: PublicState; lang: Lang }) => {
  const tricks = completedTricks(state);
  // The revoke cards attention has been drawn to, marked where they were played (walk2 F20).
  const revoked = (trick: number, s: Seat) =>
    (state.revokes ?? []).some((r) => r.noticed && r.trick === trick && r.by === s);
  // After a position the recorded tricks are numbered on from the unrecorded ones (docs/table-log.md).
  const before = state.unrecorded?.tricks ?? 0;
  return (
    <section class="tricks" aria-labelledby="tricks-title">
      <h2 id="tricks-title">{tr(lang, "play.tricks", { n: before + tricks.length })}</h2>
      {before > 0 && <p class="hint">{tr(lang, "play.unrecorded", { n: before })}</p>}
      <table class="trick-table">
        <thead>
          <tr>
            <th scope="col">{t(lang, "show.play.trick")}</th>
            <th scope="col">{t(lang, "show.play.leader")}</th>
            {SEAT_ORDER.map((s) => (
              <th scope="col" key={s}>
                {seatShort(lang, s)}
              </th>
            ))}
            <th scope="col">{t(lang, "show.play.winner")}</th>
          </tr>
        </thead>
        <tbody>
          {tricks.map((k, i) => (
            <TrickRow
              key={i}
              trick={k}
              n={before + i + 1}
              lang={lang}
              revoked={SEAT_ORDER.filter((s) => revoked(before + i + 1, s)).join("")}
            />
          ))}
        </tbody>
      </table>
      <p class="won-line">
        {t(lang, "show.play.won", { ns: state.tricksWon?.NS ?? 0, ew: state.tricksWon?.EW ?? 0 })}
      </p>
    </section>
  );
};

/** One completed trick; drawn again only when it changes (the engine keeps a completed trick's object). */
const TrickRow = memo(
  ({ trick: k, n, lang, revoked }: { trick: Trick; n: number; lang: Lang; revoked: string }) => (
    <tr>
      <td>{n}</td>
      <td>{seatShort(lang, k.leader)}</td>
      {SEAT_ORDER.map((s) => {
        const c = k.cards.find((x) => x.by === s);
        const revoke = revoked.includes(s);
        return (
          <td
            key={s}
            class={[s === k.leader ? "led" : "", revoke ? "revoke" : ""].join(" ").trim() || undefined}
          >
            {c && revoke && <span class="visually-hidden">{tr(lang, "play.revokeCard")} </span>}
            {c ? (
              c.implied ? (
                <>({<Card card={c.card} lang={lang} />})</>
              ) : (
                <Card card={c.card} lang={lang} />
              )
            ) : (
              ""
            )}
          </td>
        );
      })}
      <td>
        <strong>{k.winner ? seatShort(lang, k.winner) : ""}</strong>
      </td>
    </tr>
  ),
  shallowSame,
);

/**
 * The revokes attention has been drawn to. The engine finds a revoke in the full record at once, but it is
 * the director's only once noticed (a revoke nobody notices transfers nothing): the others stay hidden. An
 * established one whose transfer waits for the end of the play says what it will be (web/play/revokeAhead.ts),
 * with its law; each has its words to read out. Under the trick, and brought into view when one is noticed.
 */
const Revokes = ({ state, lang, log }: { state: PublicState; lang: Lang; log: LogJson }) => {
  const noticed = (state.revokes ?? []).filter((r) => r.noticed);
  const ahead = useMemo(() => revokesAhead(log, state, lang), [log, state, lang]);
  const ref = useRef<HTMLElement>(null);
  const seen = useRef(noticed.length);
  useLayoutEffect(() => {
    if (noticed.length > seen.current) ref.current?.scrollIntoView?.({ block: "start" });
    seen.current = noticed.length;
  }, [noticed.length]);
  if (noticed.length === 0) return null;
  const ed = state.edition;
  const aheadOf = (r: Revoke) => ahead.find((a) => a.by === r.by && a.trick === r.trick);
  const said: string[] = [];
  return (
    <section class="revokes" aria-labelledby="revokes-title" ref={ref}>
      <h2 id="revokes-title">{t(lang, "show.play.revokes")}</h2>
      <ul>
        {noticed.map((r, i) => {
          const parts = [
            t(lang, "show.play.revoke", {
              seat: seatName(lang, r.by),
              trick: r.trick,
              card: r.card ? cardText(r.card) : "",
            }).trim(),
            t(lang, r.established ? "show.play.established" : "show.play.notEstablished"),
          ];
          if (r.corrected) parts.push(t(lang, "show.play.corrected"));
          if (r.transfer !== undefined) parts.push(t(lang, "show.play.transfer", { tricks: r.transfer }));
          if (r.law) parts.push(lawLabel(lang, ed, r.law));
          const what = t(lang, "show.play.revoke", {
            seat: seatName(lang, r.by),
            trick: r.trick,
            card: r.card ? cardIn(lang, r.card) : "",
          }).trim();
          const ruled = revokeRuled(state, lang, r, aheadOf(r));
          if (ruled) said.push(`${tr(lang, "play.revokeSaid", { what })} ${ruled}`);
          return (
            <li key={i}>
              {parts.join(", ")}
              {ruled && r.law === undefined && <p class="revoke-ahead">{ruled}</p>}
            </li>
          );
        })}
      </ul>
      {said.length > 0 && <ReadOutLines lang={lang} lines={said} />}
    </section>
  );
};

type Revoke = NonNullable<PublicState["revokes"]>[number];

/**
 * What the players hear of a revoke's rectification: its transfer and law once ruled; while the play goes
 * on, what the transfer will be (certain, or as the rest goes) or that it waits for the end; nothing for
 * one being corrected (its ruling says it).
 */
const revokeRuled = (
  state: PublicState,
  lang: Lang,
  r: Revoke,
  a: RevokeAhead | undefined,
): string | null => {
  const ed = state.edition;
  const declSide = state.declarer === "N" || state.declarer === "S" ? "NS" : "EW";
  const offenders = r.by === "N" || r.by === "S" ? "NS" : "EW";
  const to = offenders === declSide ? (declSide === "NS" ? "EW" : "NS") : declSide;
  const side = t(lang, `side.${to}`);
  const law = (x: string) => lawLabel(lang, ed, x);
  const say = (key: Parameters<typeof tr>[1], params: Record<string, string | number>) =>
    inCodeWords(lang, ed, tr(lang, key, params));
  if (r.corrected || !r.established) return null;
  if (r.law !== undefined) {
    if (r.transfer === undefined && state.phase !== "done") return null;
    return (r.transfer ?? 0) > 0
      ? say("quick.revoke.out.transfer", { law: law(r.law), n: r.transfer!, side })
      : say("quick.revoke.out.none", { law: law(r.law) });
  }
  if (a === undefined) return say("play.revoke.ahead.wait", { law: law("64A") });
  if (a.certain || a.more === null)
    return a.none.tricks > 0
      ? say("quick.revoke.out.transfer", { law: law(a.none.law), n: a.none.tricks, side })
      : say("quick.revoke.out.none", { law: law(a.none.law) });
  const common = { side, more: a.more.tricks, none: a.none.tricks, offenders: t(lang, `side.${offenders}`) };
  return a.more.law === a.none.law
    ? say("play.revoke.ahead.range", { ...common, law: law(a.none.law) })
    : say("play.revoke.ahead.ranges", { ...common, lawMore: law(a.more.law), lawNone: law(a.none.law) });
};

/** The claim as it stands: who, how many of how many, its status and law, the statement (68C). */
export const ClaimLine = ({ state, lang }: { state: PublicState; lang: Lang }) => {
  const c = state.claim;
  if (c === undefined) return null;
  const what =
    c.tricks === 0
      ? t(lang, "show.play.concession", { seat: seatName(lang, c.by), remaining: c.remaining ?? "" })
      : t(lang, "show.play.claim", {
          seat: seatName(lang, c.by),
          tricks: c.tricks,
          remaining: c.remaining ?? "",
        });
  const status = t(lang, `show.play.claim.${c.status}`, { award: c.award ?? "" });
  return (
    <div class="claim-line">
      <p>
        <strong>{what}</strong>: {status}
        {c.law ? ` (${lawLabel(lang, state.edition, c.law)})` : ""}
      </p>
      {c.tests !== undefined && c.tests.length > 0 && (
        <p class="hint">
          {t(lang, "show.play.claim.tests", {
            tests: c.tests.map((x) => lawLabel(lang, state.edition, x)).join(", "),
          })}
        </p>
      )}
      {c.statement !== undefined && (
        <p class="hint">{t(lang, "show.play.statement", { statement: c.statement })}</p>
      )}
    </div>
  );
};

/** Attention drawn to an irregularity (9A): a revoke in the full record is then noticed and ruled on. */
const Attention = memo(
  ({ lang, onEvent }: { lang: Lang; onEvent: (e: EventJson) => boolean }) => (
    <fieldset class="attention" aria-label={tr(lang, "play.attention")}>
      <legend>{tr(lang, "play.attention")}</legend>
      {SEAT_ORDER.map((s) => (
        <button
          type="button"
          key={s}
          class="seat-pick"
          aria-label={tr(lang, "play.attentionBy", { seat: seatName(lang, s) })}
          onClick={() => onEvent({ by: s, attention: true })}
        >
          {seatShort(lang, s)}
        </button>
      ))}
    </fieldset>
  ),
  shallowSame,
);

/**
 * What the director records when called during the play: attention drawn to an irregularity (9A; a revoke
 * in the record is then noticed and ruled on), a claim or concession (68), the director's award on a
 * disputed claim (70), the players' trick count when the cards are not all recorded (65, 79A).
 */
const DirectorArea = ({
  state,
  lang,
  onEvent,
}: {
  state: PublicState;
  lang: Lang;
  onEvent: (e: EventJson) => boolean;
}) => {
  const [claimer, setClaimer] = useState<Seat | null>(null);
  const [statement, setStatement] = useState("");
  const declarer = state.declarer ?? "N";
  const done = completedTricks(state).length;
  const remaining = 13 - done;
  const claim = state.claim;
  // The cards a player may ask to take back: those of the trick in progress and of the last trick.
  const all = state.tricks ?? [];
  const recent = all
    .slice(-2)
    .flatMap((k) => (k === all[all.length - 1] || k.winner !== undefined ? k.cards : []));
  return (
    <section class="director-area" aria-labelledby="director-title">
      <h2 id="director-title">{tr(lang, "play.director")}</h2>
      <Attention lang={lang} onEvent={onEvent} />
      <ClaimLine state={state} lang={lang} />
      {/* A disputed claim's award is asked under its ruling (web/play/QuickPaths.tsx, ClaimAward). */}
      {claim === undefined || claim.status === "void" ? (
        <ClaimEntry
          {...{ lang, declarer, dummy: state.dummy, remaining, claimer, setClaimer, statement, setStatement }}
          onEvent={onEvent}
        />
      ) : null}
      {recent.length > 0 && (
        <details class="withdraw">
          <summary>{tr(lang, "play.withdraw")}</summary>
          <fieldset aria-label={tr(lang, "play.withdraw")}>
            {recent.map((c) => (
              <button
                type="button"
                key={c.card}
                class="choice"
                onClick={() => onEvent({ by: c.by, withdraw: c.card })}
              >
                {rich(lang, "play.withdrawCard", {
                  seat: seatShort(lang, c.by),
                  card: <Card card={c.card} lang={lang} />,
                })}
              </button>
            ))}
          </fieldset>
          <p class="hint">{tr(lang, "play.withdrawHint")}</p>
        </details>
      )}
      {
        // Also with the deal: a log may stop recording the cards and take the players' count (65, 79A).
        <ResultEntry lang={lang} declarer={declarer} onEvent={onEvent} />
      }
    </section>
  );
};

const range = (n: number) => Array.from({ length: n + 1 }, (_, i) => i);

/**
 * A claim or concession (68): who, the statement, how many tricks. Drawn again only when its props change
 * (its state is the director area's, kept while a claim comes and goes).
 */
const ClaimEntry = memo(
  ({
    lang,
    declarer,
    dummy,
    remaining,
    claimer,
    setClaimer,
    statement,
    setStatement,
    onEvent,
  }: {
    lang: Lang;
    declarer: Seat;
    dummy: Seat | undefined;
    remaining: number;
    claimer: Seat | null;
    setClaimer: (s: Seat) => void;
    statement: string;
    setStatement: (s: string) => void;
    onEvent: (e: EventJson) => boolean;
  }) => {
    const claimEvent = (by: Seat, n: number): EventJson =>
      statement.trim() === "" ? { by, claim: n } : { by, claim: n, statement: statement.trim() };
    return (
      <details class="claim">
        <summary>{tr(lang, "play.claim")}</summary>
        <fieldset class="claimer" aria-label={tr(lang, "play.claimBy")}>
          <legend>{tr(lang, "play.claimBy")}</legend>
          {SEAT_ORDER.filter((s) => s !== dummy).map((s) => (
            <button
              type="button"
              key={s}
              class="seat-pick"
              aria-pressed={(claimer ?? declarer) === s}
              aria-label={seatName(lang, s)}
              onClick={() => setClaimer(s)}
            >
              {seatShort(lang, s)}
            </button>
          ))}
        </fieldset>
        <label class="statement" for="claim-statement">
          {tr(lang, "play.claimStatement")}
        </label>
        <input
          id="claim-statement"
          type="text"
          maxLength={500}
          value={statement}
          onInput={(e) => setStatement((e.target as HTMLInputElement).value)}
        />
        <fieldset class="claim-tricks" aria-label={tr(lang, "play.claimTricks", { n: remaining })}>
          <legend>{tr(lang, "play.claimTricks", { n: remaining })}</legend>
          {range(remaining).map((n) => (
            <button
              type="button"
              key={n}
              class="num"
              aria-label={tr(lang, "play.claimN", { seat: seatName(lang, claimer ?? declarer), n })}
              onClick={() => {
                if (onEvent(claimEvent(claimer ?? declarer, n))) setStatement("");
              }}
            >
              {n}
            </button>
          ))}
        </fieldset>
        <p class="hint">{tr(lang, "play.claimHint")}</p>
      </details>
    );
  },
  shallowSame,
);

/** The players' trick count (65, 79A): drawn again only when its props change. */
const ResultEntry = memo(
  ({ lang, declarer, onEvent }: { lang: Lang; declarer: Seat; onEvent: (e: EventJson) => boolean }) => (
    <details class="result-entry">
      <summary>{tr(lang, "play.result")}</summary>
      <fieldset aria-label={tr(lang, "play.resultTricks", { seat: seatName(lang, declarer) })}>
        <legend>{tr(lang, "play.resultTricks", { seat: seatName(lang, declarer) })}</legend>
        {range(13).map((n) => (
          <button
            type="button"
            key={n}
            class="num"
            onClick={() => onEvent({ by: declarer, result: n })}
            aria-label={tr(lang, "play.resultN", { n })}
          >
            {n}
          </button>
        ))}
      </fieldset>
    </details>
  ),
  shallowSame,
);
