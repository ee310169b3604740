/**
 * The table tab (web/App.tsx routes to it): the auction grid and the status, the ruling, the contract and
 * the lead, the quick paths' entry, the bidding box, the play screen once its part has loaded, undo.
 */

import type { Lang, PublicState, Seat } from "../src/engine.js";
import { explainError } from "../src/engine.js";
import { inCodeWords } from "../src/explain/ru-words.js";
import { AuctionGrid } from "./AuctionGrid.js";
import { BiddingBox } from "./BiddingBox.js";
import type { Board } from "./board/useBoard.js";
import { needsPlay } from "./board/useBoard.js";
import { Contract, LeadEntry, LeadRestrictions, Watch } from "./EndPanel.js";
import { tr } from "./i18n.js";
import { type LogJson, liveRestrictions, pendingCall, type run } from "./model.js";
import { QuickEntry } from "./play/QuickEntry.js";
import { Chosen, RulingPanel } from "./RulingPanel.js";
import { canUndo, withLog } from "./session.js";
import { seatName } from "./ui.js";

/** A card of the play (`CJ`, `HT`), as opposed to a call. */
const CARD_RE = /^[CDHS][AKQJT2-9]( |$)/;
type State = PublicState;

/**
 * Whose call the box should expect while a ruling is open: the player who must act, that is the chooser
 * (the LHO whose call over an irregular call accepts it, or the offender who must replace his own call
 * under 27B or 1987 25B2(b)), rather than the seat whose turn it is in the auction that stands.
 */
const boxSeat = (state: { ruling: unknown }): Seat | null => {
  const r = state.ruling as { chooser?: Seat } | null;
  return r?.chooser ?? null;
};

/**
 * A ruling of the auction period: not one on a card of the play (a lead out of turn after a `position` has
 * no recorded trick, but its card is not a call for the grid).
 */
const isAuctionRuling = (state: State): boolean =>
  state.phase === "ruling" &&
  state.tricks === undefined &&
  state.lead === undefined &&
  state.tricksWon === undefined &&
  !CARD_RE.test((state.ruling as { call?: string } | null)?.call ?? "");

export const TableView = ({ b, onNew }: { b: Board; onNew: () => void }) => {
  const { lang, log, outcome, state } = b;
  return (
    <>
      {outcome.error && (
        <div
          class={outcome.error.code === "part-loading" ? "notice info" : "notice error engine"}
          role={outcome.error.code === "part-loading" ? "status" : "alert"}
        >
          {state === null
            ? explainError(lang, outcome.error, { where: false })
            : tr(lang, "notice.stopped", {
                message: inCodeWords(lang, log.edition, explainError(lang, outcome.error, { where: false })),
              })}
        </div>
      )}
      {state && <Table b={b} state={state} onNew={onNew} />}
      <div class="actions">
        <button type="button" class="undo" disabled={!canUndo(b.session)} onClick={b.onUndo}>
          {tr(lang, "undo")}
        </button>
        <span class="count">{tr(lang, "session.events", { count: log.events.length })}</span>
      </div>
    </>
  );
};

/** The board as it stands: the auction, the ruling and what the table records next. */
const Table = ({ b, state, onNew }: { b: Board; state: State; onNew: () => void }) => {
  const { lang, log, quick, append } = b;
  const auctionRuling = isAuctionRuling(state);
  const pending = state.phase === "auction" || auctionRuling ? pendingCall(state, log) : null;
  return (
    <>
      <AuctionGrid state={state} placement={b.outcome.placement} pending={pending} lang={lang} />
      <p class="status" aria-live="polite">
        {statusLine(lang, state)}
      </p>
      <Ruling b={b} state={state} />
      <Contract state={state} lang={lang} />
      {/* While a ruling asks declarer's lead choice (50D2), its options are the place to choose: the
          restriction panel shows only what is chosen; a restriction complied with is not shown. */}
      <LeadRestrictions
        state={{
          ...state,
          leadRestrictions: liveRestrictions(state).filter(
            (r) => state.ruling === null || r.chosen !== undefined,
          ),
        }}
        lang={lang}
        onEvent={append}
      />
      {state.leadRestrictions.every((r) => r.chosen !== undefined) && (
        <LeadEntry state={state} lang={lang} onEvent={append} />
      )}
      <QuickEntry
        {...{ state, log, lang, edition: log.edition, open: quick, onOpen: b.setQuick }}
        onLog={b.commit}
        onRefused={b.refused}
      />
      <Box b={b} state={state} auctionRuling={auctionRuling} />
      <Play b={b} state={state} />
      {state.phase !== "done" && <Watch state={state} lang={lang} />}
      {/* Not in the play (a tap away from the cards): once the board is over. */}
      {state.phase === "done" && (
        <button type="button" class="primary wide" onClick={onNew}>
          {tr(lang, "end.nextBoard")}
        </button>
      )}
    </>
  );
};

/** The ruling open (its panel, unless the quick paths show it), or the line saying what was just chosen. */
const Ruling = ({ b, state }: { b: Board; state: State }) => {
  const { lang, log, chosen } = b;
  return (
    <>
      {chosen && chosen.at === log.events.length && state.ruling === null && (
        <Chosen
          lang={lang}
          edition={log.edition}
          option={chosen.option}
          chooser={chosen.chooser}
          law={chosen.law}
        />
      )}
      {state.ruling && !b.quick && (
        <RulingPanel
          lang={lang}
          edition={log.edition}
          ruling={state.ruling}
          state={state}
          log={log}
          onAction={b.onAction}
          onDirector={() => b.append({ director: true })}
          onAnswer={b.onAnswer}
          onEvent={b.append}
        />
      )}
    </>
  );
};

/**
 * The bidding box: while the auction is open (a ruling once the auction is over, a lead out of turn, a
 * revoke..., is not the box's; nor is the box shown while the quick paths are open), and for a call after
 * the final pass (Law 39) when asked for.
 */
const Box = ({ b, state, auctionRuling }: { b: Board; state: State; auctionRuling: boolean }) => {
  const { lang, log } = b;
  const { afterFinal, setAfterFinal } = b;
  const auctionOpen = !b.quick && (state.phase === "auction" || auctionRuling);
  return (
    <>
      {(auctionOpen || afterFinal) && (
        <div id="box">
          <BiddingBox
            key={log.events.length}
            lang={lang}
            edition={log.edition}
            obligations={state.obligations}
            dealer={state.dealer}
            turn={auctionOpen ? (boxSeat(state) ?? state.turn) : null}
            preset={b.preset}
            onCall={b.onCall}
          />
        </div>
      )}
      {afterFinalOpen(state) ? (
        <button
          type="button"
          class="link"
          aria-expanded={afterFinal}
          onClick={() => setAfterFinal(!afterFinal)}
        >
          {tr(lang, "box.afterFinal")}
        </button>
      ) : null}
    </>
  );
};

/**
 * The play screen gives way to the quick paths, except at the end of the board: the result and the score
 * show under the path's outcome.
 */
const Play = ({ b, state }: { b: Board; state: State }) => {
  const { lang, log, play } = b;
  if (!needsPlay(state) || (b.quick && state.phase !== "done")) return null;
  if (!play) return <p class="hint">{tr(lang, "play.loading")}</p>;
  return (
    <play.PlayView
      state={state}
      log={log}
      lang={lang}
      onEvent={b.onEvent}
      preset={b.preset}
      onNotes={(notes) => {
        const next: LogJson = { ...log };
        if (notes.length) next.notes = notes;
        else delete next.notes;
        b.setSession(withLog(b.session, next, false));
      }}
    />
  );
};

/**
 * A call after the final pass (Law 39) can still be recorded while nothing of the play is:
 * before the opening lead, and on a passed-out board; not once the play is under way (a later position, a
 * claim, a card) nor after it.
 */
const afterFinalOpen = (s: State): boolean =>
  s.contract === "passed-out"
    ? s.phase === "done"
    : s.phase === "lead" &&
      s.unrecorded === undefined &&
      (s.tricks?.length ?? 0) === 0 &&
      s.claim === undefined &&
      s.lead === undefined;

const statusLine = (lang: Lang, s: NonNullable<ReturnType<typeof run>["state"]>): string => {
  switch (s.phase) {
    case "auction":
      return s.turn ? tr(lang, "status.turn", { seat: seatName(lang, s.turn) }) : "";
    case "ruling":
      // 2017 57D: a defender's card played early waits for its turn; no ruling is shown meanwhile.
      return s.ruling === null && s.lead !== undefined && s.turn
        ? tr(lang, "status.playTurn", { seat: seatName(lang, s.turn) })
        : tr(lang, "status.ruling");
    case "lead":
      return s.leadRestrictions.some((r) => r.chosen === undefined)
        ? tr(lang, "status.restriction")
        : tr(lang, "status.lead", { seat: s.turn ? seatName(lang, s.turn) : "" });
    case "play":
      return s.turn ? tr(lang, "status.playTurn", { seat: seatName(lang, s.turn) }) : tr(lang, "status.play");
    case "done":
      return tr(lang, "status.done");
  }
};
