/** Board set-up: number (dealer and vulnerability follow the board cycle, both overridable), Laws, deal. */
import { useState } from "preact/hooks";
import type { Edition, Lang, Seat, Vulnerability } from "../src/engine.js";
import { boardCycle, explainError, parseDeal, validateTableLog } from "../src/engine.js";
import { rankIn } from "../src/explain/core.js";
import { tr } from "./i18n.js";
import type { LogJson } from "./model.js";
import { Suit as SuitSym, seatName } from "./ui.js";

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
    const text = dealText(deal);
    const next: LogJson = { ...log };
    if (text === "") delete next.deal;
    else next.deal = text;
    const v = validateTableLog({ ...next, events: [] });
    if (!v.ok) {
      setDealError(explainError(lang, v.error, { where: false }));
      return;
    }
    setDealError(null);
    setDeal(text);
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
        <p class="hint" id="deal-help">
          {tr(lang, "setup.dealHelp")}
        </p>
        <textarea
          id="deal"
          aria-describedby="deal-help"
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
          <button type="button" onClick={applyDeal} disabled={dealText(deal) === (log.deal ?? "")}>
            {tr(lang, "setup.dealApply")}
          </button>
          {log.deal !== undefined && <span class="note">{tr(lang, "setup.dealSet")}</span>}
        </div>
        {log.deal !== undefined && <DealHands deal={log.deal} lang={lang} />}
      </div>
      <button type="button" class="primary wide" onClick={onDone}>
        {tr(lang, "setup.done")}
      </button>
    </section>
  );
};

/**
 * The deal as typed, in PBN: North first when no seat is named, ranks in capitals, 10 for T (walk2 F18:
 * a director writes the ten as 10). Empty when nothing is typed.
 */
export const dealText = (typed: string): string => {
  const t = typed.trim().toUpperCase().replace(/10/g, "T");
  if (t === "") return "";
  return /^[NESW]:/.test(t) ? t : `N:${t}`;
};

const SUIT_ROWS = ["S", "H", "D", "C"] as const;

/** The deal set, as four hands to check against the hand record (each with its card count). */
const DealHands = ({ deal, lang }: { deal: string; lang: Lang }) => {
  const d = parseDeal(deal);
  if (!d.ok) return null;
  return (
    <section class="deal-hands" aria-label={tr(lang, "setup.dealHands")}>
      <h3>{tr(lang, "setup.dealHands")}</h3>
      <ul>
        {SEATS.map((seat) => {
          const h = d.value[seat];
          const n = SUIT_ROWS.reduce((k, s) => k + h[s].length, 0);
          return (
            <li key={seat}>
              <strong>{seatName(lang, seat)}</strong> <span class="count">({n})</span>
              <span class="suits">
                {SUIT_ROWS.map((s) => (
                  <span key={s} class="suit-row">
                    <SuitSym suit={s} lang={lang} />{" "}
                    {h[s].length ? h[s].map((r) => rankIn(lang, r)).join(" ") : "—"}
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
