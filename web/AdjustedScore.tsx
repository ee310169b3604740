/**
 * The Session screen's adjusted scores: for each board with a ruling, the director records the adjusted
 * score he decided (Law 12: artificial, assigned, or weighted with its weights), kept with the board in
 * the browser; an export gives the scorer a `session@1` file of those adjustments (docs/session.md).
 * Each score is checked by the engine's own session reader before it is kept (a weighted score on a 1987
 * board is refused there, with the reason).
 */
import { useState } from "preact/hooks";
import type { Lang } from "../src/engine.js";
import { boardCycle, SEATS } from "../src/engine.js";
import { ProposalTricks } from "./dd/ProposalTricks.js";
import { type AppKey, tr } from "./i18n.js";
import { type LogJson, run } from "./model.js";
import { type BoardRecord, fileName, type Session } from "./session.js";
import { lawLabel, seatName } from "./ui.js";

type Kind = "artificial" | "assigned" | "weighted";
type Code = "A+" | "A" | "A-";
type Json = Record<string, unknown>;

interface Component {
  weight: string;
  contract: string;
  declarer: string;
  tricks: string;
  /** The double-dummy tricks offered for this contract (a 12C proposal, web/dd/ProposalTricks.tsx). */
  dd?: number;
}

const SCORINGS = ["matchpoints", "cross-imps", "butler"] as const;
type Scoring = (typeof SCORINGS)[number];

/** Laws the board's log asks the director to look at again (watch for damage), and whether it had a ruling. */
const rulingOf = (log: LogJson, lang: Lang): { ruled: boolean; watch: string[] } => {
  const s = run(log, lang).state;
  if (!s) return { ruled: false, watch: [] };
  const watch = s.watchForDamage.map((w) => w.law);
  return { ruled: watch.length > 0 || s.cancelled.length > 0 || s.phase === "ruling", watch };
};

const boardNumber = (b: BoardRecord): number => b.log.board ?? 1;

/** The session@1 document of some boards' adjustments. */
export const adjustmentsDocument = (boards: BoardRecord[], scoring: Scoring): Json => {
  const byNumber = new Map<number, { board: number; vulnerability?: string; results: Json[] }>();
  for (const b of boards) {
    const list = b.adjusted ?? [];
    if (!list.length) continue;
    const n = boardNumber(b);
    const entry = byNumber.get(n) ?? { board: n, results: [] };
    if (b.log.vulnerability !== boardCycle(n).vulnerability) entry.vulnerability = b.log.vulnerability;
    // A 12C proposal's double-dummy tricks are worked out from the deal (docs/session.md, "Proposals").
    if (b.log.deal && list.some((r) => r.proposal)) Object.assign(entry, { deal: b.log.deal });
    entry.results.push(...list);
    byNumber.set(n, entry);
  }
  return {
    format: "session@1",
    edition: boards[0]?.log.edition ?? "2017",
    scoring,
    boards: [...byNumber.values()].sort((a, b) => a.board - b.board),
  };
};

const fileDate = (): string => new Date().toISOString().slice(0, 10);

export interface AdjustedScoresProps {
  lang: Lang;
  session: Session;
  onChange: (s: Session) => void;
}

type Message = { kind: "error" | "info"; text: string };

/** A file of `doc` as JSON, downloaded under `name`. */
const download = (doc: unknown, name: string) => {
  const blob = new Blob([`${JSON.stringify(doc, null, 2)}\n`], { type: "application/json" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
};

/** The session's adjusted scores saved as a session@1 file, or why not (none, two codes, refused by the check). */
const exportAdjusted = async (lang: Lang, session: Session, scoring: Scoring): Promise<Message> => {
  const withAdjusted = session.boards.filter((b) => (b.adjusted?.length ?? 0) > 0);
  if (!withAdjusted.length) return { kind: "error", text: tr(lang, "adjusted.nothing") };
  if (new Set(withAdjusted.map((b) => b.log.edition)).size > 1)
    return { kind: "error", text: tr(lang, "adjusted.mixed") };
  const doc = adjustmentsDocument(withAdjusted, scoring);
  const { checkSession } = await import("./sessionCheck.js");
  const refused = checkSession(lang, doc);
  if (refused !== null) return { kind: "error", text: refused };
  download(doc, `adjustments-${fileDate()}.json`);
  const count = withAdjusted.reduce((n, b) => n + (b.adjusted?.length ?? 0), 0);
  return { kind: "info", text: tr(lang, "adjusted.exported", { count }) };
};

export const AdjustedScores = ({ lang, session, onChange }: AdjustedScoresProps) => {
  const [scoring, setScoring] = useState<Scoring>("matchpoints");
  const [message, setMessage] = useState<Message | null>(null);
  const boards = session.boards.filter((b) => (b.adjusted?.length ?? 0) > 0 || rulingOf(b.log, lang).ruled);
  const update = (id: string, adjusted: Json[]) =>
    onChange({ ...session, boards: session.boards.map((b) => (b.id === id ? { ...b, adjusted } : b)) });
  const exportFile = async () => setMessage(await exportAdjusted(lang, session, scoring));
  return (
    <section class="adjusted" aria-labelledby="adjusted-title">
      <h2 id="adjusted-title">
        {tr(lang, "adjusted.title", {
          // The word of the boards' code; a session of both codes has the 2017 word.
          law: lawLabel(lang, session.boards.every((b) => b.log.edition === "1987") ? "1987" : "2017", "12"),
        })}
      </h2>
      {boards.length === 0 ? (
        <p class="note">{tr(lang, "adjusted.none")}</p>
      ) : (
        <ul class="adjusted-boards" style={{ listStyle: "none", paddingLeft: 0 }}>
          {boards.map((b) => (
            <BoardAdjusted
              key={b.id}
              lang={lang}
              board={b}
              scoring={scoring}
              onChange={(list) => update(b.id, list)}
            />
          ))}
        </ul>
      )}
      <div class="row wrap">
        <ScoringSelect lang={lang} scoring={scoring} setScoring={setScoring} />
        <button type="button" onClick={exportFile}>
          {tr(lang, "adjusted.export")}
        </button>
      </div>
      {message && (
        <p
          class={message.kind === "error" ? "notice error" : "notice info"}
          role={message.kind === "error" ? "alert" : "status"}
        >
          {message.text}
        </p>
      )}
    </section>
  );
};

/** The form of scoring the file is for. */
const ScoringSelect = (props: { lang: Lang; scoring: Scoring; setScoring: (s: Scoring) => void }) => (
  <label>
    {tr(props.lang, "adjusted.scoring")}{" "}
    <select
      value={props.scoring}
      onChange={(e) => props.setScoring((e.currentTarget as HTMLSelectElement).value as Scoring)}
    >
      {SCORINGS.map((s) => (
        <option key={s} value={s}>
          {tr(props.lang, `adjusted.scoring.${s}` as AppKey)}
        </option>
      ))}
    </select>
  </label>
);

const emptyComponent = (weight = "1"): Component => ({ weight, contract: "", declarer: "N", tricks: "" });

/** One result of a component as session@1 JSON. */
const componentJson = (c: Component, withWeight: boolean): Json => {
  const out: Json = {};
  if (withWeight) out.weight = /^\d+(\.\d+)?$/.test(c.weight.trim()) ? Number(c.weight) : c.weight.trim();
  const contract = c.contract.trim().toUpperCase();
  if (/^(PASS|PASSED-OUT|P)$/.test(contract)) out.contract = "passed-out";
  else {
    out.contract = contract;
    out.declarer = c.declarer;
    out.tricks = /^\d+$/.test(c.tricks.trim()) ? Number(c.tricks) : c.tricks;
  }
  return out;
};

/**
 * The 12C proposal behind a score whose tricks came from the double dummy: each contract listed, its weight,
 * and the tricks only where the director changed the double-dummy ones (docs/session.md, "Proposals").
 */
const proposalJson = (parts: Component[], withWeight: boolean): Json | null => {
  if (!parts.some((p) => p.dd !== undefined)) return null;
  return {
    outcomes: parts.map((p) => {
      const c = componentJson(p, withWeight);
      if (p.dd !== undefined && c.tricks === p.dd) delete c.tricks;
      const { weight, ...rest } = c;
      return withWeight ? { ...rest, weight } : rest;
    }),
  };
};

const describe = (lang: Lang, r: Json): string => {
  const a = r.adjusted as Json;
  const one = (p: Json) =>
    p.contract === "passed-out"
      ? tr(lang, "end.passedOut")
      : `${p.contract} ${seatName(lang, p.declarer as "N")} ${p.tricks}`;
  if (a.artificial) {
    const x = a.artificial as { ns: Code; ew: Code };
    return tr(lang, "adjusted.item.artificial", { ns: x.ns, ew: x.ew });
  }
  if (a.assigned) return one(a.assigned as Json);
  if (Array.isArray(a.weighted))
    return (a.weighted as Json[]).map((p) => `${p.weight} × ${one(p)}`).join(" + ");
  return "";
};

/** The adjustment being entered: the pairs, the kind, the artificial codes or the results, what was refused. */
interface AdjForm {
  ns: string;
  ew: string;
  kind: Kind;
  codes: { ns: Code; ew: Code };
  parts: Component[];
  error: string | null;
}
type SetForm = (patch: Partial<AdjForm> | ((f: AdjForm) => Partial<AdjForm>)) => void;

const emptyForm = (): AdjForm => ({
  ns: "",
  ew: "",
  kind: "artificial",
  codes: { ns: "A+", ew: "A-" },
  parts: [emptyComponent()],
  error: null,
});

const BoardAdjusted = ({
  lang,
  board,
  scoring,
  onChange,
}: {
  lang: Lang;
  board: BoardRecord;
  scoring: Scoring;
  onChange: (list: Json[]) => void;
}) => {
  const [open, setOpen] = useState(false);
  const [f, setF] = useState<AdjForm>(emptyForm);
  const set: SetForm = (patch) =>
    setF((x) => ({ ...x, ...(typeof patch === "function" ? patch(x) : patch) }));
  const n = boardNumber(board);
  const { watch } = rulingOf(board.log, lang);
  const list = board.adjusted ?? [];
  const id = `adj-${board.id}`;
  const save = async () => {
    const result = adjustmentJson(f);
    // The engine's reader checks it, with the other adjustments of this board.
    result.ruling = fileName(board.log);
    const doc = adjustmentsDocument([{ ...board, adjusted: [...list, result] }], scoring);
    const { checkSession } = await import("./sessionCheck.js");
    const refused = checkSession(lang, doc);
    if (refused !== null) {
      set({ error: refused });
      return;
    }
    onChange([...list, result]);
    set({ error: null, ns: "", ew: "", parts: [emptyComponent()] });
    setOpen(false);
  };
  return (
    <li aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{tr(lang, "adjusted.board", { board: n })}</h3>
      {watch.length > 0 && <p class="note">{tr(lang, "adjusted.watch", { laws: watch.join(", ") })}</p>}
      <RecordedList lang={lang} list={list} onChange={onChange} />
      {!open ? (
        <button type="button" onClick={() => setOpen(true)}>
          {tr(lang, "adjusted.record")}
        </button>
      ) : (
        <AdjustedForm
          lang={lang}
          board={board}
          n={n}
          f={f}
          set={set}
          onSave={save}
          onCancel={() => setOpen(false)}
        />
      )}
    </li>
  );
};

/** The adjustment's JSON (without its ruling's file name): the codes, the assigned result or the weighted ones. */
const adjustmentJson = ({ ns, ew, kind, codes, parts }: AdjForm): Json => {
  const result: Json = { ns: ns.trim(), ew: ew.trim() };
  if (kind === "artificial") result.adjusted = { artificial: { ...codes } };
  else if (kind === "assigned") result.adjusted = { assigned: componentJson(parts[0]!, false) };
  else result.adjusted = { weighted: parts.map((p) => componentJson(p, true)) };
  const proposal = proposalJson(kind === "assigned" ? parts.slice(0, 1) : parts, kind === "weighted");
  if (kind !== "artificial" && proposal) result.proposal = proposal;
  return result;
};

/** The adjustments recorded on the board, each with its delete button. */
const RecordedList = ({
  lang,
  list,
  onChange,
}: {
  lang: Lang;
  list: Json[];
  onChange: (list: Json[]) => void;
}) => (
  <>
    {list.length > 0 && (
      <ul class="adjusted-list" style={{ listStyle: "none", paddingLeft: 0 }}>
        {list.map((r, i) => (
          <li key={`${r.ns}-${r.ew}-${i}`}>
            <span>
              {r.ns as string}–{r.ew as string}: {describe(lang, r)}
            </span>{" "}
            <button
              type="button"
              class="danger small"
              aria-label={tr(lang, "adjusted.deleteOne", { ns: r.ns as string, ew: r.ew as string })}
              onClick={() => onChange(list.filter((_, j) => j !== i))}
            >
              {tr(lang, "adjusted.delete")}
            </button>
          </li>
        ))}
      </ul>
    )}
  </>
);

/** The form for one more adjustment. */
const AdjustedForm = ({
  lang,
  board,
  n,
  f,
  set,
  onSave,
  onCancel,
}: {
  lang: Lang;
  board: BoardRecord;
  n: number;
  f: AdjForm;
  set: SetForm;
  onSave: () => void;
  onCancel: () => void;
}) => {
  const { kind, codes, parts, error } = f;
  return (
    <form
      class="adjusted-form"
      aria-label={tr(lang, "adjusted.form", { board: n })}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <KindRow lang={lang} f={f} set={set} />
      {board.log.deal && kind !== "artificial" && (
        <p class="hint">{tr(lang, "adjusted.dd.hint", { law: lawLabel(lang, board.log.edition, "12C") })}</p>
      )}
      {kind === "artificial" ? (
        <ArtificialCodes lang={lang} codes={codes} onCodes={(c) => set({ codes: c })} />
      ) : (
        (kind === "assigned" ? parts.slice(0, 1) : parts).map((p, i) => (
          <ComponentFields key={i} lang={lang} board={board} f={f} set={set} p={p} i={i} />
        ))
      )}
      {kind === "weighted" && (
        <button type="button" class="small" onClick={() => set({ parts: [...parts, emptyComponent("0")] })}>
          {tr(lang, "adjusted.addComponent")}
        </button>
      )}
      {error && (
        <p class="notice error" role="alert">
          {error}
        </p>
      )}
      <FormButtons
        lang={lang}
        onCancel={() => {
          onCancel();
          set({ error: null });
        }}
      />
    </form>
  );
};

/** The pairs and the kind of adjustment (a weighted score starts with two results of half each). */
const KindRow = ({ lang, f, set }: { lang: Lang; f: AdjForm; set: SetForm }) => {
  const { ns, ew, kind, parts } = f;
  return (
    <div class="row wrap">
      <TextField label={tr(lang, "adjusted.ns")} value={ns} size={5} onInput={(x) => set({ ns: x })} />
      <TextField label={tr(lang, "adjusted.ew")} value={ew} size={5} onInput={(x) => set({ ew: x })} />
      <label>
        {tr(lang, "adjusted.kind")}{" "}
        <select
          value={kind}
          onChange={(e) => {
            const k = (e.currentTarget as HTMLSelectElement).value as Kind;
            if (k === "weighted" && parts.length < 2)
              set({ kind: k, parts: [{ ...parts[0]!, weight: "0.5" }, emptyComponent("0.5")] });
            else set({ kind: k });
          }}
        >
          {(["artificial", "assigned", "weighted"] as const).map((k) => (
            <option key={k} value={k}>
              {tr(lang, `adjusted.kind.${k}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
};

/** An artificial adjusted score: the code each side gets. */
const ArtificialCodes = ({
  lang,
  codes,
  onCodes,
}: {
  lang: Lang;
  codes: AdjForm["codes"];
  onCodes: (c: AdjForm["codes"]) => void;
}) => (
  <div class="row wrap">
    {(["ns", "ew"] as const).map((side) => (
      <label key={side}>
        {tr(lang, side === "ns" ? "adjusted.nsGets" : "adjusted.ewGets")}{" "}
        <select
          value={codes[side]}
          onChange={(e) =>
            onCodes({ ...codes, [side]: (e.currentTarget as HTMLSelectElement).value as Code })
          }
        >
          {(["A+", "A", "A-"] as const).map((c) => (
            <option key={c} value={c}>
              {tr(lang, `adjusted.code.${c}`)}
            </option>
          ))}
        </select>
      </label>
    ))}
  </div>
);

interface PartProps {
  lang: Lang;
  board: BoardRecord;
  f: AdjForm;
  set: SetForm;
  p: Component;
  i: number;
}

/** Declarer of a result (another declarer: the double-dummy tricks offered were for the last one). */
const DeclarerSelect = ({
  lang,
  value,
  onPick,
}: {
  lang: Lang;
  value: string;
  onPick: (x: string) => void;
}) => (
  <label>
    {tr(lang, "adjusted.declarer")}{" "}
    <select value={value} onChange={(e) => onPick((e.currentTarget as HTMLSelectElement).value)}>
      {SEATS.map((s) => (
        <option key={s} value={s}>
          {seatName(lang, s)}
        </option>
      ))}
    </select>
  </label>
);

/** One result of an assigned or weighted score: its weight, the contract, declarer and the tricks. */
const ComponentFields = ({ lang, board, f, set, p, i }: PartProps) => {
  const { kind, parts } = f;
  const setPart = (patch: Partial<Component>) =>
    set((x) => ({ parts: x.parts.map((q, j) => (j === i ? { ...q, ...patch } : q)) }));
  return (
    <fieldset class="row wrap">
      <legend>{tr(lang, "adjusted.result", { n: i + 1 })}</legend>
      {kind === "weighted" && (
        <TextField
          label={tr(lang, "adjusted.weight")}
          value={p.weight}
          size={4}
          onInput={(x) => setPart({ weight: x })}
        />
      )}
      {/* Another contract: the double-dummy tricks offered were for the last one. */}
      <TextField
        label={tr(lang, "adjusted.contract")}
        value={p.contract}
        size={5}
        placeholder="4S"
        onInput={(x) => setPart({ contract: x, dd: undefined })}
      />
      <DeclarerSelect
        lang={lang}
        value={p.declarer}
        onPick={(x) => setPart({ declarer: x, dd: undefined })}
      />
      <TextField
        label={tr(lang, "adjusted.tricks")}
        value={p.tricks}
        size={3}
        numeric
        onInput={(x) => setPart({ tricks: x })}
      />
      {board.log.deal && (
        <ProposalTricks
          lang={lang}
          edition={board.log.edition}
          n={i + 1}
          deal={board.log.deal}
          vulnerability={board.log.vulnerability}
          contract={p.contract}
          declarer={p.declarer as "N"}
          onTricks={(tricks) => setPart({ tricks: String(tricks), dd: tricks })}
        />
      )}
      {kind === "weighted" && parts.length > 1 && (
        <button type="button" class="small" onClick={() => set({ parts: parts.filter((_, j) => j !== i) })}>
          {tr(lang, "adjusted.removeComponent")}
        </button>
      )}
    </fieldset>
  );
};

/** A labelled text input (a pair's number, a weight, a contract, the tricks). */
const TextField = ({
  label,
  value,
  size,
  placeholder,
  numeric = false,
  onInput,
}: {
  label: string;
  value: string;
  size: number;
  placeholder?: string;
  numeric?: boolean;
  onInput: (x: string) => void;
}) => (
  <label>
    {label}{" "}
    <input
      value={value}
      size={size}
      placeholder={placeholder}
      inputMode={numeric ? "numeric" : undefined}
      onInput={(e) => onInput((e.currentTarget as HTMLInputElement).value)}
    />
  </label>
);

/** Save (the form's submit) and cancel. */
const FormButtons = ({ lang, onCancel }: { lang: Lang; onCancel: () => void }) => (
  <div class="row wrap">
    <button type="submit" class="primary">
      {tr(lang, "adjusted.save")}
    </button>
    <button type="button" onClick={onCancel}>
      {tr(lang, "adjusted.cancel")}
    </button>
  </div>
);
