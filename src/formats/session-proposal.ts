/**
 * session@1 *extension* for Law 12C proposals (docs/session.md, "Proposals"): a board's `deal` and a
 * result's `proposal`, the outcomes the director lists as likely, each a contract and its declarer with
 * the tricks and weight when he gives them. The reader only checks their form: the double-dummy tricks
 * of an outcome without `tricks` are worked out later (src/scoring/proposal.ts), never while reading.
 */
import { formatDeal, parseDeal } from "../core/card.js";
import { isSeat } from "../core/seat.js";
import { parseWeight } from "../scoring/frac.js";
import { formatContract, parseContract } from "../scoring/law77.js";
import type { Edition, Proposal, ProposalOutcome, SResult } from "../scoring/session-types.js";
import { fail, isObject, type Where } from "./session-check.js";

/** Outcomes a proposal may list. */
export const MAX_OUTCOMES = 20;

const shown = (v: unknown): string =>
  typeof v === "string" ? JSON.stringify(v.slice(0, 40)) : typeof v === "object" ? "{…}" : String(v);

/** A board's `deal`: a PBN deal of four 13-card hands, kept in its canonical form (north first). */
export const validateDeal = (v: unknown, where: Where): SResult<string> => {
  if (typeof v !== "string" || v.length > 100)
    return fail("deal-invalid", where, "deal", { value: shown(v) });
  const d = parseDeal(v);
  if (!d.ok) return fail("deal-invalid", where, "deal", { value: shown(v) });
  return { ok: true, value: formatDeal(d.value) };
};

const OUTCOME_KEYS = new Set(["contract", "declarer", "tricks", "weight"]);

const validateOutcome = (
  c: unknown,
  where: Where,
  key: string,
  hasDeal: boolean,
  edition: Edition,
): SResult<ProposalOutcome> => {
  if (!isObject(c)) return fail("type-object", where, key, { name: key });
  for (const k of Object.keys(c))
    if (!OUTCOME_KEYS.has(k)) return fail("unknown-key", where, `${key}.${k}`, { name: k });
  const contract = typeof c.contract === "string" ? parseContract(c.contract) : null;
  if (c.contract === undefined)
    return fail("missing-key", where, `${key}.contract`, { name: `${key}.contract` });
  if (!contract?.ok)
    return fail("contract-unreadable", where, `${key}.contract`, { contract: shown(c.contract) });
  if (c.declarer === undefined)
    return fail("missing-key", where, `${key}.declarer`, { name: `${key}.declarer` });
  if (!isSeat(c.declarer))
    return fail("seat-invalid", where, `${key}.declarer`, { value: shown(c.declarer) });
  const out: ProposalOutcome = { contract: formatContract(contract.value), declarer: c.declarer };
  if (c.tricks !== undefined) {
    if (typeof c.tricks !== "number" || !Number.isInteger(c.tricks) || c.tricks < 0 || c.tricks > 13)
      return fail("tricks-invalid", where, `${key}.tricks`, { value: shown(c.tricks) });
    out.tricks = c.tricks;
  } else if (!hasDeal) return fail("proposal-no-deal", where, `${key}.tricks`);
  if (c.weight !== undefined) {
    // 1987 Law 12C has no weighted score: its proposals list the likely outcomes without weights.
    if (edition === "1987") return fail("weighted-1987", where, `${key}.weight`);
    const weight = parseWeight(c.weight);
    if (weight === null) return fail("weight-invalid", where, `${key}.weight`, { value: shown(c.weight) });
    out.weight = weight;
  }
  return { ok: true, value: out };
};

/**
 * A result's `proposal`: `{"outcomes": [{contract, declarer, tricks?, weight?}, ...]}`. An outcome without
 * `tricks` needs the board's deal. The weights need not add up to 1: a proposal is a starting point.
 */
export const validateProposal = (
  v: unknown,
  where: Where,
  hasDeal: boolean,
  edition: Edition,
): SResult<Proposal> => {
  if (!isObject(v)) return fail("type-object", where, "proposal", { name: "proposal" });
  for (const k of Object.keys(v))
    if (k !== "outcomes") return fail("unknown-key", where, `proposal.${k}`, { name: k });
  const list = v.outcomes;
  if (!Array.isArray(list) || list.length === 0)
    return fail("type-array", where, "proposal.outcomes", { name: "proposal.outcomes" });
  if (list.length > MAX_OUTCOMES)
    return fail("too-many", where, "proposal.outcomes", { name: "proposal.outcomes", max: MAX_OUTCOMES });
  const outcomes: ProposalOutcome[] = [];
  for (let i = 0; i < list.length; i++) {
    const o = validateOutcome(list[i], where, `proposal.outcomes.${i}`, hasDeal, edition);
    if (!o.ok) return o;
    outcomes.push(o.value);
  }
  return { ok: true, value: { outcomes } };
};
