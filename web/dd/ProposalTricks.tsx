/**
 * The adjusted-score screen's 12C proposal for one listed contract (docs/app.md, "Double dummy"): with the
 * deal recorded, the double-dummy tricks of the contract for its declarer, worked out in the worker with a
 * progress line and a cancel, and the score they give (Law 77, the board's vulnerability). The tricks are
 * filled in as a starting point; the director may change them, and sets the weights.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { Edition, Lang, Seat, Vulnerability } from "../../src/engine.js";
import { explainError, isTricks, isVulnerable, parseContract, score } from "../../src/engine.js";
import { inCodeWords } from "../../src/explain/ru-words.js";
import { type AppKey, tr } from "../i18n.js";
import { lawLabel } from "../ui.js";
import { type DdHandle, ddStart } from "./client.js";
import "./dd.css";

const LIMIT_MS = 900_000;

export interface ProposalTricksProps {
  lang: Lang;
  edition: Edition;
  n: number;
  deal: string;
  vulnerability: Vulnerability;
  contract: string;
  declarer: Seat;
  /** The double-dummy tricks, once worked out: the form fills them in. */
  onTricks: (tricks: number) => void;
}

/** NS's score for a contract and tricks (Law 77), or null when the contract is not one. */
export const nsScoreOf = (
  contract: string,
  declarer: Seat,
  tricks: number,
  vul: Vulnerability,
): number | null => {
  const c = parseContract(contract.trim().toUpperCase());
  if (!c.ok || !isTricks(tricks)) return null;
  const s = score(c.value, isVulnerable(vul, declarer), tricks);
  return declarer === "N" || declarer === "S" ? s : -s;
};

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

type Run =
  | { kind: "idle" }
  | { kind: "working"; ms: number }
  | { kind: "done"; tricks: number; contract: string; declarer: Seat }
  | { kind: "error"; text: string };

type Words = (k: AppKey, params?: Record<string, string | number>) => string;

/** The worker's run for the contract: started on a tap, its progress, its answer or why none; cancelled on leaving. */
const useProposalRun = (p: ProposalTricksProps, contract: string, w: Words) => {
  const [run, setRun] = useState<Run>({ kind: "idle" });
  const job = useRef<DdHandle | null>(null);
  useEffect(() => () => job.current?.cancel(), []);
  const start = () => {
    if (!parseContract(contract).ok) return setRun({ kind: "error", text: w("adjusted.dd.contract") });
    setRun({ kind: "working", ms: 0 });
    const h = ddStart({ kind: "contract", deal: p.deal, contract, declarer: p.declarer }, LIMIT_MS, (ms) =>
      setRun({ kind: "working", ms }),
    );
    job.current = h;
    h.done.then((o) => {
      if (o.kind === "done" && o.answer.kind === "contract") {
        setRun({ kind: "done", tricks: o.answer.tricks, contract, declarer: p.declarer });
        p.onTricks(o.answer.tricks);
      } else if (o.kind === "cancelled") setRun({ kind: "idle" });
      else if (o.kind === "error")
        setRun({
          kind: "error",
          text:
            o.code === "dd-time-limit" || o.code === "proposal-time-limit"
              ? w("dd.timeLimit", { s: Math.round(LIMIT_MS / 1000) })
              : w("dd.failed", { reason: explainError(p.lang, { code: o.code, params: o.params ?? {} }) }),
        });
    });
  };
  return { run, start, cancel: () => job.current?.cancel() };
};

export const ProposalTricks = (p: ProposalTricksProps) => {
  const w = (k: AppKey, params: Record<string, string | number> = {}) =>
    inCodeWords(p.lang, p.edition, tr(p.lang, k, params));
  const contract = p.contract.trim().toUpperCase();
  const { run, start, cancel } = useProposalRun(p, contract, w);
  const stale = run.kind === "done" && (run.contract !== contract || run.declarer !== p.declarer);
  return (
    <div class="dd-proposal">
      {run.kind === "working" ? (
        <>
          <span class="dd-progress" role="status">
            {w("dd.working", { s: (run.ms / 1000).toFixed(1) })}
          </span>{" "}
          <button type="button" class="small" onClick={cancel}>
            {w("dd.cancel")}
          </button>
        </>
      ) : (
        <button type="button" class="small" aria-label={w("adjusted.dd.label", { n: p.n })} onClick={start}>
          {w("adjusted.dd")}
        </button>
      )}
      {run.kind === "done" && !stale && (
        <p class="note" role="status">
          {w("adjusted.dd.done", {
            tricks: run.tricks,
            score: signed(nsScoreOf(run.contract, run.declarer, run.tricks, p.vulnerability) ?? 0),
            law: lawLabel(p.lang, p.edition, "77"),
          })}
        </p>
      )}
      {run.kind === "error" && (
        <p class="notice error" role="alert">
          {run.text}
        </p>
      )}
    </div>
  );
};
