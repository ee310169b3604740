/** Board set-up: number (dealer and vulnerability follow the board cycle, both overridable), Laws, deal. */
import type { ComponentChildren } from "preact";
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

/** The set-up's state: the deal as typed, its error, and the changes to the board number and the deal. */
const useSetup = ({ lang, log, onChange }: SetupProps) => {
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
  return { deal, setDeal, dealError, board, cycle, setBoard, applyDeal };
};

export const SetupView = (props: SetupProps) => {
  const { lang, log, onChange, onLang, onDone } = props;
  const s = useSetup(props);
  const { cycle } = s;
  const overridden = log.dealer !== cycle.dealer || log.vulnerability !== cycle.vulnerability;
  return (
    <section class="setup" aria-labelledby="setup-title">
      <h2 id="setup-title">{tr(lang, "setup.title")}</h2>
      {log.events.length > 0 && (
        <p class="note">{tr(lang, "setup.hasEvents", { count: log.events.length })}</p>
      )}
      <BoardStepper lang={lang} board={s.board} setBoard={s.setBoard} />
      <Seg
        legend={tr(lang, "setup.dealer")}
        options={SEATS.map((v) => ({ key: v, label: seatName(lang, v), pressed: log.dealer === v }))}
        onPick={(v) => onChange({ ...log, dealer: v })}
      />
      <Seg
        legend={tr(lang, "setup.vul")}
        options={VULS.map((v) => ({ key: v, label: tr(lang, `vul.${v}`), pressed: log.vulnerability === v }))}
        onPick={(v) => onChange({ ...log, vulnerability: v })}
      />
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
      <Seg
        legend={tr(lang, "setup.edition")}
        options={EDITIONS.map((v) => ({
          key: v,
          label: tr(lang, `edition.${v}`),
          pressed: log.edition === v,
        }))}
        onPick={(v) => onChange({ ...log, edition: v })}
      >
        {log.edition === "1987" && <p class="note">{tr(lang, "setup.note1987")}</p>}
      </Seg>
      <Seg
        legend={tr(lang, "setup.lang")}
        options={LANGS.map((l) => ({ key: l, label: tr(l, "lang.name"), pressed: lang === l, lang: l }))}
        onPick={onLang}
      />
      <DealField lang={lang} log={log} setup={s} />
      <button type="button" class="primary wide" onClick={onDone}>
        {tr(lang, "setup.done")}
      </button>
    </section>
  );
};

const LANGS: readonly Lang[] = ["en", "ru"];

/** The board number with a button down and a button up. */
const BoardStepper = ({
  lang,
  board,
  setBoard,
}: {
  lang: Lang;
  board: number;
  setBoard: (n: number) => void;
}) => (
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
);

interface SegOption<K extends string> {
  key: K;
  label: string;
  pressed: boolean;
  /** The language the label is written in, where it is not the page's. */
  lang?: Lang;
}

/** A segmented choice: a legend and one pressed button of a few. */
const Seg = <K extends string>(props: {
  legend: string;
  options: readonly SegOption<K>[];
  onPick: (key: K) => void;
  children?: ComponentChildren;
}) => (
  <fieldset class="field">
    <legend>{props.legend}</legend>
    <div class="seg">
      {props.options.map((o) => (
        <button
          type="button"
          key={o.key}
          lang={o.lang}
          aria-pressed={o.pressed}
          onClick={() => props.onPick(o.key)}
        >
          {o.label}
        </button>
      ))}
    </div>
    {props.children}
  </fieldset>
);

/** The deal: typed in PBN, applied when it checks, then shown as four hands. */
const DealField = ({
  lang,
  log,
  setup,
}: {
  lang: Lang;
  log: LogJson;
  setup: ReturnType<typeof useSetup>;
}) => (
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
      value={setup.deal}
      onInput={(e) => setup.setDeal((e.currentTarget as HTMLTextAreaElement).value)}
    />
    {setup.dealError && (
      <p class="error" role="alert">
        {setup.dealError}
      </p>
    )}
    <div class="row">
      <button type="button" onClick={setup.applyDeal} disabled={dealText(setup.deal) === (log.deal ?? "")}>
        {tr(lang, "setup.dealApply")}
      </button>
      {log.deal !== undefined && <span class="note">{tr(lang, "setup.dealSet")}</span>}
    </div>
    {log.deal !== undefined && <DealHands deal={log.deal} lang={lang} />}
  </div>
);

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
