/**
 * `bridge-td session`: the 12C proposals of a session (docs/session.md, "Proposals"), worked out board by
 * board as the boards are scored, and shown after the adjusted scores (text) or with their result (JSON).
 * A proposal is a starting point for the director, never the ruling.
 */
import { type DdOptions, Solver } from "../dd/index.js";
import type { Lang } from "../explain/index.js";
import { playedText, st } from "../explain/session.js";
import { fracText, toNumber } from "../scoring/frac.js";
import { type ProposalReport, proposalAdjusted, proposeAdjustment } from "../scoring/proposal.js";
import type { SessionBoard, SessionError } from "../scoring/session-types.js";

/** Thrown out of the board loop when a proposal cannot be worked out (the command reports it, exit 1). */
export class ProposalError extends Error {
  constructor(readonly error: SessionError) {
    super(error.code);
  }
}

/** Works out the proposals of a session's boards: one solver (its table made at the first search). */
export class Proposer {
  private solver: Solver | undefined;
  constructor(private readonly timeLimitMs: number) {}

  /** The proposals of a board's results, in order; the double-dummy values shared across the board. */
  board(b: SessionBoard): ProposalReport[] {
    if (!b.results.some((r) => r.proposal)) return [];
    this.solver ??= new Solver();
    return boardProposals(b, { timeLimitMs: this.timeLimitMs, solver: this.solver });
  }
}

const boardProposals = (b: SessionBoard, options: DdOptions): ProposalReport[] => {
  const out: ProposalReport[] = [];
  const cache = new Map<string, number>();
  b.results.forEach((r, i) => {
    if (!r.proposal) return;
    const p = proposeAdjustment(b, i, options, cache);
    if (!p.ok) throw new ProposalError(p.error);
    out.push(p.value);
  });
  return out;
};

/** A proposal as JSON: the outcomes with their tricks' source and score, and the adjusted score it makes. */
export const proposalJson = (p: ProposalReport): Record<string, unknown> => ({
  outcomes: p.outcomes.map(({ weight, ...o }) => (weight ? { ...o, weight: toNumber(weight) } : o)),
  weights: toNumber(p.weights),
  adjusted: proposalAdjusted(p),
});

/** The text report's section of proposals. */
export const proposalLines = (lang: Lang, list: ProposalReport[]): string[] => {
  if (!list.length) return [];
  const out = ["", st(lang, "report.proposals")];
  for (const p of list) {
    out.push(`  ${st(lang, "report.board", { board: p.board })}, ${p.ns}–${p.ew}:`);
    for (const o of p.outcomes)
      out.push(
        `    ${playedText(lang, o)} — ${st(lang, `report.proposal.${o.from}`)}${o.weight ? `, ${st(lang, "report.proposal.weight", { weight: fracText(o.weight) === "1" ? "1" : String(toNumber(o.weight)) })}` : ""}`,
      );
    out.push(
      `    ${p.complete ? st(lang, "report.proposal.complete", { adjusted: JSON.stringify(proposalAdjusted(p)) }) : st(lang, "report.proposal.weights", { sum: toNumber(p.weights) })}`,
    );
  }
  return out;
};
