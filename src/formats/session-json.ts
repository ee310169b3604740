/**
 * Writing a session back to session@1 JSON (docs/session.md): the model of src/scoring/session-types.ts
 * with the defaults left out (the board cycle's vulnerability, the default options).
 */
import { boardCycle } from "../core/vulnerability.js";
import {
  type ArtificialSide,
  DEFAULT_OPTIONS,
  type Part,
  type Played,
  type Proposal,
  type Session,
  type SessionBoard,
  type SessionHeader,
  type SessionResult,
  type SideScore,
} from "../scoring/session-types.js";
import { type Obj, SESSION_FORMAT } from "./session-check.js";

const playedJson = (p: Played): Obj => {
  const out: Obj = {};
  if (p.contract !== undefined) out.contract = p.contract;
  if (p.declarer !== undefined) out.declarer = p.declarer;
  if (p.tricks !== undefined) out.tricks = p.tricks;
  if (p.contract === undefined || (p.tricks === undefined && p.contract !== "passed-out"))
    out.score = p.score;
  return out;
};

const weightJson = (w: { n: bigint; d: bigint }): number | string => {
  let x = w.d;
  while (x % 2n === 0n) x /= 2n;
  while (x % 5n === 0n) x /= 5n;
  return x === 1n ? Number(w.n) / Number(w.d) : `${w.n}/${w.d}`;
};

const partsJson = (parts: Part[]): Obj[] =>
  parts.map((p) => ({ weight: weightJson(p.weight), ...playedJson(p.played) }));

const artificialJson = (s: ArtificialSide): unknown => ("code" in s ? s.code : { ...s });

const sideJson = (s: SideScore): Obj =>
  s.kind === "assigned" ? playedJson(s.played) : { weighted: partsJson(s.parts) };

/** One result as session@1 JSON. */
export const resultToJson = (r: SessionResult): Obj => {
  const out: Obj = { ns: r.ns, ew: r.ew };
  if (r.table) out.table = r.table;
  if (r.match) out.match = r.match;
  const o = r.outcome;
  if (o.kind === "table") Object.assign(out, playedJson(o.played));
  else if (o.kind === "notPlayed") out.notPlayed = true;
  else {
    if (r.replaced) Object.assign(out, playedJson(r.replaced));
    if (o.kind === "artificial")
      out.adjusted = { artificial: { ns: artificialJson(o.ns), ew: artificialJson(o.ew) } };
    if (o.kind === "assigned") out.adjusted = { assigned: playedJson(o.played) };
    if (o.kind === "weighted") out.adjusted = { weighted: partsJson(o.parts) };
    if (o.kind === "split") out.adjusted = { split: { ns: sideJson(o.ns), ew: sideJson(o.ew) } };
  }
  if (r.ruling) out.ruling = r.ruling;
  if (r.proposal) out.proposal = proposalJson(r.proposal);
  return out;
};

const proposalJson = (p: Proposal): Obj => ({
  outcomes: p.outcomes.map((o) => ({
    contract: o.contract,
    declarer: o.declarer,
    ...(o.tricks === undefined ? {} : { tricks: o.tricks }),
    ...(o.weight === undefined ? {} : { weight: weightJson(o.weight) }),
  })),
});

/** One board as session@1 JSON (the vulnerability only when it is not the board cycle's). */
export const boardToJson = (b: SessionBoard): Obj => {
  const out: Obj = { board: b.board };
  if (b.vulnerability !== boardCycle(b.board).vulnerability) out.vulnerability = b.vulnerability;
  if (b.deal) out.deal = b.deal;
  out.results = b.results.map(resultToJson);
  return out;
};

/** The header as session@1 JSON (options that differ from the defaults only). */
export const sessionHeaderToJson = (h: SessionHeader): Obj => {
  const out: Obj = { format: SESSION_FORMAT, edition: h.edition, scoring: h.scoring };
  if (h.event) out.event = h.event;
  if (h.date) out.date = h.date;
  if (h.sessionPercentage) out.sessionPercentage = true;
  if (h.pairs.length)
    out.pairs = h.pairs.map((p) => (p.names.length ? { id: p.id, names: p.names } : { id: p.id }));
  const options: Obj = {};
  for (const [k, v] of Object.entries(h.options))
    if (JSON.stringify(v) !== JSON.stringify((DEFAULT_OPTIONS as unknown as Obj)[k])) options[k] = v;
  if (Object.keys(options).length) out.options = options;
  return out;
};

/** A whole session as session@1 JSON. */
export const sessionToJson = (s: Session): Obj => ({
  ...sessionHeaderToJson(s),
  boards: s.boards.map(boardToJson),
});
