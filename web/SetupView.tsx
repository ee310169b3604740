/** Board set-up: number (dealer and vulnerability follow the board cycle, both overridable), Laws, deal. */
import { useState } from "preact/hooks";
import type { Edition, Lang, Seat, Vulnerability } from "../src/engine.js";
import { boardCycle, explainError, validateTableLog } from "../src/engine.js";
import { tr } from "./i18n.js";
import type { LogJson } from "./model.js";
import { seatName } from "./ui.js";

const SEATS: readonly Seat[] = ["N", "E", "S", "W"];
const VULS: readonly Vulnerability[] = ["None", "NS", "EW", "All"];
const EDITIONS: readonly Edition[] = ["2017", "1987"];

export interface SetupProps {
  lang: Lang;
  log: LogJson;
  onChange: (log: LogJson) => void;
  onLang: (l: Lang) => void;
  onDone: () => void;
}

export const SetupView = ({ lang, log, onChange, onLang, onDone }: SetupProps) => {
  const [deal, setDeal] = useState(log.deal ?? "");
  const [dealError, setDealError] = useState<string | null>(null);
  const board = log.board ?? 1;
  const cycle = boardCycle(board);
  const setBoard = (n: number) => {
    if (!Number.isSafeInteger(n) || n < 1) return;
    const c = boardCycle(n);
    // The dealer and vulnerability follow the cycle unless they were overridden.
    const dealer = log.dealer === cycle.dealer ? c.dealer : log.dealer;
    const vulnerability = log.vulnerability === cycle.vulnerability ? c.vulnerability : log.vulnerability;
    onChange({ ...log, board: n, dealer, vulnerability });
  };
  const applyDeal = () => {
    const text = deal.trim();
    const next: LogJson = { ...log };
    if (text === "") delete next.deal;
    else next.deal = text;
    const v = validateTableLog({ ...next, events: [] });
    if (!v.ok) {
      setDealError(explainError(lang, v.error));
      return;
    }
    setDealError(null);
    onChange(next);
  };
  const overridden = log.dealer !== cycle.dealer || log.vulnerability !== cycle.vulnerability;
  return (
    <section class="setup" aria-labelledby="setup-title">
      <h2 id="setup-title">{tr(lang, "setup.title")}</h2>
      {log.events.length > 0 && (
        <p class="note">{tr(lang, "setup.hasEvents", { count: log.events.length })}</p>
      )}
      <div class="field">
        <label for="board-no">{tr(lang, "setup.board")}</label>
        <div class="stepper">
          <button
            type="button"
            aria-label={tr(lang, "setup.boardDown")}
            disabled={board <= 1}
            onClick={() => setBoard(board - 1)}
          >
            −
          </button>
          <input
            id="board-no"
            type="number"
            inputMode="numeric"
            min={1}
            value={board}
            onChange={(e) => setBoard(Number((e.currentTarget as HTMLInputElement).value))}
          />
          <button type="button" aria-label={tr(lang, "setup.boardUp")} onClick={() => setBoard(board + 1)}>
            +
          </button>
        </div>
      </div>
      <fieldset class="field">
        <legend>{tr(lang, "setup.dealer")}</legend>
        <div class="seg">
          {SEATS.map((s) => (
            <button
              type="button"
              key={s}
              aria-pressed={log.dealer === s}
              onClick={() => onChange({ ...log, dealer: s })}
            >
              {seatName(lang, s)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset class="field">
        <legend>{tr(lang, "setup.vul")}</legend>
        <div class="seg">
          {VULS.map((v) => (
            <button
              type="button"
              key={v}
              aria-pressed={log.vulnerability === v}
              onClick={() => onChange({ ...log, vulnerability: v })}
            >
              {tr(lang, `vul.${v}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <p class="note">
        {overridden ? tr(lang, "setup.overridden") : tr(lang, "setup.fromCycle")}{" "}
        {overridden && (
          <button
            type="button"
            class="link"
            onClick={() => onChange({ ...log, dealer: cycle.dealer, vulnerability: cycle.vulnerability })}
          >
            {tr(lang, "setup.resetCycle")}
          </button>
        )}
      </p>
      <fieldset class="field">
        <legend>{tr(lang, "setup.edition")}</legend>
        <div class="seg">
          {EDITIONS.map((e) => (
            <button
              type="button"
              key={e}
              aria-pressed={log.edition === e}
              onClick={() => onChange({ ...log, edition: e })}
            >
              {tr(lang, `edition.${e}`)}
            </button>
          ))}
        </div>
        {log.edition === "1987" && <p class="note">{tr(lang, "setup.note1987")}</p>}
      </fieldset>
      <fieldset class="field">
        <legend>{tr(lang, "setup.lang")}</legend>
        <div class="seg">
          {(["en", "ru"] as const).map((l) => (
            <button type="button" key={l} lang={l} aria-pressed={lang === l} onClick={() => onLang(l)}>
              {tr(l, "lang.name")}
            </button>
          ))}
        </div>
      </fieldset>
      <div class="field">
        <label for="deal">{tr(lang, "setup.deal")}</label>
        <textarea
          id="deal"
          rows={3}
          spellcheck={false}
          autocapitalize="characters"
          placeholder="N:AK97.Q42.J5.AT83 ..."
          value={deal}
          onInput={(e) => setDeal((e.currentTarget as HTMLTextAreaElement).value)}
        />
        {dealError && (
          <p class="error" role="alert">
            {dealError}
          </p>
        )}
        <div class="row">
          <button type="button" onClick={applyDeal} disabled={deal.trim() === (log.deal ?? "")}>
            {tr(lang, "setup.dealApply")}
          </button>
          {log.deal !== undefined && <span class="note">{tr(lang, "setup.dealSet")}</span>}
        </div>
      </div>
      <button type="button" class="primary wide" onClick={onDone}>
        {tr(lang, "setup.done")}
      </button>
    </section>
  );
};
