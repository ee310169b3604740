/**
 * PBN export of a table log (docs/formats.md): the tags (the mandatory tag set, unknown ones as "?"),
 * the deal, the auction as it stands with `^I` (an insufficient bid that stands) and `^S` (players skipped
 * by a call out of rotation that stands), the play by tricks as the engine replays it with `^L` (a lead out
 * of turn accepted at once) and `^R` (a revoke), `^` on Declarer (54A: declarer spread his hand after a
 * lead by the wrong defender), `*` and the Result at the end (`^` when it counts a revoke's transfer);
 * and `{...}` comments for what PBN cannot say (a call that was cancelled, a rectification, the
 * director's findings and rulings, the consequences in force, the play-period events with no PBN form).
 * `lost` lists what a PBN reader cannot get back; it is empty exactly when importing the PBN gives the
 * same events and a log that replays to the same state (the exporter checks this by importing its own
 * output).
 */

import { type Entry, isSufficient } from "../auction/auction.js";
import { parseCall } from "../core/call.js";
import { distance, lho, rotate, type Seat, sideOf } from "../core/seat.js";
import { boardCycle, isVulnerable } from "../core/vulnerability.js";
import { isTricks, parseContract, score } from "../scoring/law77.js";
import { parsePbn, type SessionJson } from "./pbn.js";
import { replay } from "./replay.js";
import type { JsonEvent, TableLogJson } from "./tricks.js";

export interface Lost {
  code: string;
  event?: number;
  params?: Record<string, string | number>;
}

export interface PbnExport {
  text: string;
  lost: Lost[];
}

export interface PbnExportOptions {
  /** Tag values to write (Event, Site, Date, West, ...); the rest of the mandatory tags are "?". */
  tags?: Record<string, string>;
}

interface View {
  dealer: Seat;
  vulnerability: string;
  phase: string;
  turn: Seat | null;
  auction: { by: Seat; call: string; implied?: boolean }[];
  cancelled: { by: Seat; call: string; law: string }[];
  obligations: Record<string, unknown>[];
  leadRestrictions: Record<string, unknown>[];
  watchForDamage: { offendingSide: string; law: string }[];
  contract: string | null;
  declarer: Seat | null;
}

/** The state at the end of the log, as far as the play goes. */
interface EndView {
  phase: string;
  cancelled?: { by: Seat; call: string; law: string }[];
  declarer: Seat | null;
  dummy?: Seat;
  tricks?: { leader: Seat; cards: { by: Seat; card: string }[]; winner?: Seat }[];
  revokes?: { by: Seat; trick: number; card?: string; corrected?: true }[];
  /** Tricks before a `position` (the play not recorded up to it). */
  unrecorded?: { tricks: number };
  claim?: { by: Seat; status: string };
  result?: { byPlay: number; transferred: unknown[]; declarerTricks: number };
}
/** The verbs that begin the play period (and so end the auction's events). */
const PLAY_VERBS = [
  "lead",
  "play",
  "claim",
  "agree",
  "result",
  "spread",
  "face",
  "designate",
  "playRestriction",
];
/** The auction period's verbs that the auction (and its comment) can say. */
const AUCTION_VERBS = ["call", "change", "accept", "director", "leadRestriction"];
const FINDINGS = ["artificial", "suits", "comparable", "sameMeaning", "unintended", "simultaneous"];

const quote = (v: string) => `"${v.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
/** Text safe inside a PBN `{}` comment. */
const safe = (s: string) => s.replace(/[{}]/g, "").replace(/[\r\n]+/g, " ");

const describe = (e: JsonEvent, i: number): string => {
  const f = FINDINGS.filter((k) => k in e && k !== "simultaneous").map((k) =>
    k === "suits" ? `suits ${String(e[k])}` : e[k] === false ? `not ${k}` : k,
  );
  const tail = f.length ? ` (${f.join(", ")})` : "";
  const by = String(e.by ?? "");
  if ("call" in e) return `${i}. ${by} ${e.call}${e.simultaneous ? " at the same time" : ""}${tail}`;
  if ("change" in e) return `${i}. ${by} changes to ${e.change}${tail}`;
  if ("accept" in e) return `${i}. ${by} ${e.accept ? "accepts" : "does not accept"}`;
  if ("director" in e) return `${i}. the director rules${"award" in e ? ` (award ${e.award})` : ""}${tail}`;
  if ("leadRestriction" in e) {
    const c = e.leadRestriction as Record<string, unknown>;
    return `${i}. ${by} ${"prohibit" in c ? `prohibits a ${c.prohibit} lead` : "require" in c ? `requires a ${c.require} lead` : "waives the lead restriction"}`;
  }
  const [verb = "?", ...more] = Object.keys(e).filter((k) => k !== "by" && !FINDINGS.includes(k));
  const value = typeof e[verb] === "object" ? JSON.stringify(e[verb]) : String(e[verb]);
  const words =
    verb === "agree"
      ? e.agree
        ? "agrees"
        : "disputes the claim"
      : verb === "claim"
        ? `claims ${value} of the tricks left`
        : typeof e[verb] === "boolean"
          ? verb
          : `${verb} ${value}`;
  const extra = more.map((k) => (e[k] === true ? k : `${k} ${JSON.stringify(e[k])}`));
  const all = [...extra, ...(f.length ? [f.join(", ")] : [])];
  return `${i}. ${by} ${words}${all.length ? ` (${all.join(", ")})` : ""}`;
};

/** Exports a table log (JSON text or value) to PBN. Errors (an invalid log) are values, as `replay`'s. */
export const exportPbn = (
  input: unknown,
  options: PbnExportOptions = {},
):
  | { ok: true; value: PbnExport }
  | {
      ok: false;
      error: { code: string; event?: number; key?: string; params?: Record<string, string | number> };
    } => {
  let log: TableLogJson;
  try {
    log = (typeof input === "string" ? JSON.parse(input) : input) as TableLogJson;
  } catch (e) {
    return {
      ok: false,
      error: { code: "json-invalid", params: { detail: e instanceof Error ? e.message : String(e) } },
    };
  }
  if (typeof log !== "object" || log === null || !Array.isArray(log.events))
    return { ok: false, error: { code: "log-not-object" } };
  // the whole log must replay; the auction's story is told from the state after the opening lead
  const full = replay(log);
  if (!full.ok) return full;
  const end = full.value as unknown as EndView;
  // the auction period: the events before the first one of the play (the opening lead, a card, a claim,
  // a result); its state is the one after the opening lead, when there is one
  const split = log.events.findIndex((e) => PLAY_VERBS.some((v) => v in e));
  const auctionEvents = split < 0 ? log.events : log.events.slice(0, split);
  const withLead = split >= 0 && "lead" in log.events[split]! ? split + 1 : auctionEvents.length;
  const r = replay({ ...log, events: log.events.slice(0, withLead) });
  if (!r.ok) return r;
  const state = r.value as unknown as View;
  // dealer and vulnerability default to the board's (Law 2) when the log gives only the board
  log = { ...log, dealer: state.dealer, vulnerability: state.vulnerability as TableLogJson["vulnerability"] };
  const lost: Lost[] = [];
  const comments: string[] = [];

  // ---- what the auction period says that PBN cannot ----
  auctionEvents.forEach((e, i) => {
    if (FINDINGS.some((k) => k in e && k !== "simultaneous")) lost.push({ code: "lost-findings", event: i });
    if ("change" in e || ("accept" in e && e.accept === false))
      lost.push({ code: "lost-auction-rectified", event: i });
    if ("director" in e) lost.push({ code: "lost-director", event: i });
    if ("leadRestriction" in e) lost.push({ code: "lost-lead-restriction", event: i });
    const verb = Object.keys(e).find((k) => k !== "by" && !FINDINGS.includes(k)) ?? "?";
    if (!AUCTION_VERBS.includes(verb)) lost.push({ code: "lost-play-event", event: i, params: { verb } });
  });
  // a call the Laws cancelled (36, 37-39...) with no change or refusal in the log: still a rectification
  const cancelled = [...state.cancelled, ...(end.cancelled ?? []).slice(state.cancelled.length)];
  if (cancelled.length && !lost.some((l) => l.code === "lost-auction-rectified")) {
    const c = cancelled[0]!;
    const at = auctionEvents.map((e) => e.by === c.by && e.call === c.call).lastIndexOf(true);
    lost.push({ code: "lost-auction-rectified", event: Math.max(at, 0) });
  }
  if (state.auction.some((a) => a.implied)) lost.push({ code: "lost-implied-pass" });
  if (end.phase === "ruling") lost.push({ code: "lost-pending-ruling" });
  if (log.edition === "1987") lost.push({ code: "lost-edition", params: { edition: "1987" } });

  // ---- the auction that stands, with ^S for the players skipped and ^I for insufficient bids ----
  const tokens: string[] = [];
  let slots = 0;
  const standing: Entry[] = [];
  for (const a of state.auction) {
    const expected = rotate(log.dealer, slots);
    for (let k = distance(expected, a.by); k > 0; k--) {
      tokens.push("^S");
      slots++;
    }
    const call = (parseCall(a.call) as { ok: true; value: Entry["call"] }).value;
    const insufficient = call.type === "bid" && !isSufficient(call, standing);
    tokens.push(`${insufficient ? "^I " : ""}${a.call === "P" ? "Pass" : a.call}`);
    slots++;
    standing.push({ by: a.by, call });
  }
  // over when the state after it is past the auction, or when it has a contract (a ruling can be pending
  // then: on the opening lead, 54; a question asked at the end of the auction, 1987 31A2(a))
  const auctionOver = (state.phase !== "auction" && state.phase !== "ruling") || state.contract !== null;
  if (!auctionOver && (state.auction.length > 0 || auctionEvents.length > 0)) tokens.push("+");
  const auctionLines: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    // four slots a line; "^I" belongs to its call, "+" ends the last line
    const line: string[] = [];
    let n = 0;
    while (i < tokens.length && n < 4) {
      line.push(tokens[i]!);
      if (tokens[i] !== "+") n++;
      i++;
    }
    auctionLines.push(line.join(" "));
  }
  const rectified = state.cancelled.length > 0 || lost.length > 0 || state.obligations.length > 0;
  if (rectified) {
    const parts = [`table log, events: ${auctionEvents.map((e, i) => describe(e, i)).join("; ")}`];
    if (state.cancelled.length)
      parts.push(`cancelled: ${state.cancelled.map((c) => `${c.by} ${c.call} (${c.law})`).join(", ")}`);
    if (state.obligations.length)
      parts.push(`obligations: ${state.obligations.map((o) => Object.values(o).join(" ")).join(", ")}`);
    if (state.leadRestrictions.length)
      parts.push(
        `lead restrictions: ${state.leadRestrictions
          .map((o) =>
            Object.entries(o)
              .map(([k, v]) => `${k} ${typeof v === "object" ? JSON.stringify(v) : v}`)
              .join(" "),
          )
          .join(", ")}`,
      );
    if (state.watchForDamage.length)
      parts.push(
        `watch for damage: ${state.watchForDamage.map((w) => `${w.offendingSide} ${w.law}`).join(", ")}`,
      );
    comments.push(safe(parts.join(". ")));
  }

  // ---- the play ----
  const playEvents = log.events.slice(auctionEvents.length);
  // after 54A the auction's declarer is dummy and his partner declares: PBN's `^` on Declarer
  const declarer = end.declarer ?? state.declarer;
  const swapped = declarer !== null && state.declarer !== null && declarer !== state.declarer;
  const contract = state.contract;
  let result: string | null = null;
  const playLines: string[] = [];
  const playComments: string[] = [];
  let playSeat: Seat | null = null;
  // PBN's Play section starts at trick 1: a play that begins at a `position` has no PBN form.
  if (playEvents.length && declarer && contract && contract !== "passed-out" && !end.unrecorded) {
    const play = writePlay(playEvents, auctionEvents.length, declarer, end, lost);
    playSeat = play.leader;
    playLines.push(...play.lines);
    result = play.result;
    if (play.unsaid.length) playComments.push(safe(`table log, play events: ${play.unsaid.join("; ")}`));
  } else {
    for (const [k, e] of playEvents.entries())
      lost.push({
        code: "lost-play-event",
        event: auctionEvents.length + k,
        params: { verb: Object.keys(e).find((x) => x !== "by") ?? "?" },
      });
    // The play has no PBN form (a `position`), but a board the engine ended has declarer's tricks:
    // `^` when they count a revoke's transfer, as after a recorded play.
    if (end.phase === "done" && end.result && declarer && contract && contract !== "passed-out")
      result = `${end.result.transferred.length ? "^" : ""}${end.result.declarerTricks}`;
  }

  // ---- tags ----
  const t = options.tags ?? {};
  const tag = (name: string, value: string) => `[${name} ${quote(value)}]`;
  const lines = [
    "% PBN 2.1",
    "% EXPORT",
    "%Content-type: text/x-pbn; charset=UTF-8",
    "% Written by bridge-td from a table log",
    tag("Event", t.Event ?? "?"),
    tag("Site", t.Site ?? "?"),
    tag("Date", t.Date ?? "?"),
    tag("Board", log.board !== undefined ? String(log.board) : "?"),
    tag("West", t.West ?? "?"),
    tag("North", t.North ?? "?"),
    tag("East", t.East ?? "?"),
    tag("South", t.South ?? "?"),
    tag("Dealer", log.dealer),
    tag("Vulnerable", log.vulnerability),
    tag("Deal", log.deal ?? ""),
    tag("Scoring", t.Scoring ?? "?"),
    tag("Declarer", declarer ? `${swapped ? "^" : ""}${declarer}` : contract === "passed-out" ? "" : "?"),
    tag("Contract", contract === "passed-out" ? "Pass" : (contract ?? "?")),
    tag("Result", result !== null ? result : contract === "passed-out" ? "" : "?"),
  ];
  if (auctionLines.length || comments.length) {
    lines.push(tag("Auction", log.dealer), ...auctionLines);
    for (const c of comments) lines.push(...wrap(`{${c}}`));
  }
  if (playLines.length) lines.push(tag("Play", playSeat!), ...playLines);
  for (const c of playComments) lines.push(...wrap(`{${c}}`));
  const text = `${lines.join("\n")}\n\n`;

  // ---- the round trip decides whether anything else is lost (a 1987 log is read back as 1987) ----
  if (lost.every((l) => l.code === "lost-edition")) {
    const back = parsePbn(text, { edition: log.edition }).games[0]?.log;
    const same =
      back !== undefined &&
      JSON.stringify(back.events) === JSON.stringify(log.events) &&
      (() => {
        const a = replay(back);
        return a.ok && JSON.stringify(a.value) === JSON.stringify(full.value);
      })();
    if (!same) lost.push({ code: "lost-round-trip" });
  }
  return { ok: true, value: { text, lost } };
};

/**
 * Comment lines within the 255-character PBN line limit. A comment of several lines ends with `}` alone
 * on its line: PBN allows the brace anywhere, but line-based readers (the npm `pbn` package) look for it
 * at the start of a line.
 */
const wrap = (s: string): string[] => {
  const out: string[] = [];
  let line = "";
  for (const w of s.split(" ")) {
    if (line && line.length + 1 + w.length > 200) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  if (out.length > 1 && out.at(-1)!.endsWith("}")) {
    out[out.length - 1] = out.at(-1)!.slice(0, -1);
    if (!out.at(-1)) out.pop();
    out.push("}");
  }
  return out;
};

/** The `by` and the one verb of an event (the keys other than `by`; findings make more than one). */
const verbOf = (e: JsonEvent): string => Object.keys(e).find((x) => x !== "by") ?? "?";
const onlyKeys = (e: JsonEvent, keys: string[]) =>
  Object.keys(e).every((k) => k === "by" || keys.includes(k));

/**
 * The play as PBN: the tricks as the engine replayed them (so cards withdrawn are gone and each trick
 * has its real leader), in the columns from declarer's LHO. Every play-period event is either said by
 * PBN (a card; the accept of a lead out of turn right after it, `^L`; the spread of 54A right after the
 * opening lead, `^` on Declarer; an agreed claim, `*`; a result) or listed in `lost` and in the comment.
 */
const writePlay = (
  events: JsonEvent[],
  offset: number,
  declarer: Seat,
  end: EndView,
  lost: Lost[],
): { leader: Seat; lines: string[]; result: string | null; unsaid: string[] } => {
  const opening = lho(declarer);
  const tricks = end.tricks ?? [];
  const unsaid: string[] = [];
  const lose = (k: number, verb: string) => {
    lost.push({ code: "lost-play-event", event: offset + k, params: { verb } });
    unsaid.push(describe(events[k]!, offset + k));
  };
  // which trick each card event ended in, to place ^L and its accept
  const leadsOutOfTurn = new Set<string>();
  let proper = opening;
  tricks.forEach((t, i) => {
    if (t.leader !== proper) leadsOutOfTurn.add(`${i}:${t.leader}`);
    if (t.winner) proper = t.winner;
  });
  // a revoke card still in its trick (a corrected one is replaced, but 62D1's stays in trick 12); PBN's ^R
  // is a failure to follow suit: a card that follows but breaks another obligation (57A, 61A) is said apart
  const suitLed = (n: number) => tricks[n - 1]?.cards.find((c) => c.by === tricks[n - 1]!.leader)?.card[0];
  const revoked = new Set(
    (end.revokes ?? [])
      .filter((v) => v.card && v.card[0] !== suitLed(v.trick))
      .map((v) => `${v.trick}:${v.by}:${v.card}`),
  );
  for (const v of end.revokes ?? [])
    if (v.card && v.card[0] === suitLed(v.trick))
      lost.push({ code: "lost-revoke-in-suit", params: { seat: v.by, trick: String(v.trick) } });
  const written = new Set<number>();
  let trickNo = 0;
  let inTrick = 0;
  let claimAt: number | null = null;
  let resultEvent = false;
  events.forEach((e, k) => {
    const verb = verbOf(e);
    if ((verb === "lead" || verb === "play") && onlyKeys(e, [verb])) {
      const t = tricks[trickNo];
      const c = t?.cards[inTrick];
      if (!t || !c || c.by !== e.by || c.card !== e[verb]) {
        lose(k, verb); // a card that did not stay where it was played (withdrawn, or out of turn)
        return;
      }
      // PBN's columns give each trick's cards in rotation from its leader: a card played before its
      // turn in the trick (57, 58) comes back in rotation
      if (c.by !== rotate(t.leader, inTrick)) lose(k, verb);
      if (inTrick === 0 && leadsOutOfTurn.has(`${trickNo}:${t.leader}`)) {
        const next = events[k + 1];
        if (next && verbOf(next) === "accept" && next.accept === true && onlyKeys(next, ["accept"]))
          written.add(k + 1);
        else lose(k, verb);
      }
      inTrick++;
      if (inTrick === 4) {
        trickNo++;
        inTrick = 0;
      }
      return;
    }
    if (written.has(k)) return;
    if (verb === "spread" && k === 1 && onlyKeys(e, ["spread"])) return;
    if (verb === "claim" && claimAt === null && e.by === declarer && onlyKeys(e, ["claim"])) {
      const answer = events[k + 1];
      // PBN says an agreed claim (`*`); a disputed, voided or unanswered one is lost here
      if (answer && verbOf(answer) === "agree" && answer.agree === true && onlyKeys(answer, ["agree"]))
        claimAt = k;
      else lose(k, verb);
      return;
    }
    if (verb === "agree" && claimAt === k - 1 && e.agree === true && onlyKeys(e, ["agree"])) return;
    if (verb === "result" && !resultEvent && claimAt === null && k === events.length - 1) {
      resultEvent = true;
      // the Result with no Play, or after all 13 tricks, reads back as this result; after part of the
      // play it is `*` and the Result, which a reader takes for an agreed claim of the rest
      if (tricks.length > 0) {
        lost.push({ code: "lost-result-as-claim", event: offset + k });
        unsaid.push(describe(e, offset + k));
      }
      return;
    }
    // attention to a revoke at the end of the recorded play: the Result's `^` says it (PBN 3.4.15)
    if (
      verb === "attention" &&
      onlyKeys(e, ["attention"]) &&
      e.attention === true &&
      end.result?.transferred.length
    )
      return;
    lose(k, verb);
  });
  const lines = tricks.map((t, i) =>
    [0, 1, 2, 3]
      .map((j) => {
        const seat = rotate(opening, j);
        const c = t.cards.find((x) => x.by === seat);
        if (!c) return "-";
        const marks = [
          t.cards[0] === c && leadsOutOfTurn.has(`${i}:${seat}`) ? "^L" : "",
          revoked.has(`${i + 1}:${seat}:${c.card}`) ? "^R" : "",
        ].filter(Boolean);
        return [...marks, c.card].join(" ");
      })
      .join(" "),
  );
  let result: string | null = null;
  if (end.phase === "done" && end.result) {
    // `^`: the Result is not what the recorded cards give (a revoke's transfer; 62D1's replayed last tricks)
    const won = tricks.filter((t) => t.winner && sideOf(t.winner) === sideOf(declarer)).length;
    const complete = tricks.length === 13 && tricks[12]?.winner !== undefined;
    const irregular = end.result.transferred.length > 0 || (complete && won !== end.result.declarerTricks);
    result = `${irregular ? "^" : ""}${end.result.declarerTricks}`;
    if (tricks.length && (tricks.length < 13 || !tricks[12]?.winner)) lines.push("*");
  }
  return { leader: opening, lines, result, unsaid };
};

// ---------------------------------------------------------------------------------------------------
// A session's results as PBN score tables

/**
 * A `session@1` (the plain object shape of pbn.ts/lin.ts) as PBN: one game per board with a ScoreTable
 * (pair numbers, contract, declarer, result and the score to NS by Law 77), and a TotalScoreTable of the
 * pairs in the first game. Adjusted scores, results not played, and the teams' table and match cannot be
 * said in those columns: they are in `lost` (with the board and the result index as `event`).
 */
export const exportSessionPbn = (session: SessionJson): PbnExport => {
  const lost: Lost[] = [];
  const lines = ["% PBN 2.1", "% EXPORT", "% Written by bridge-td from a session"];
  const tag = (name: string, value: string) => `[${name} ${quote(value)}]`;
  session.boards.forEach((b, k) => {
    const cycle = boardCycle(b.board);
    lines.push(
      tag("Event", session.event ?? "?"),
      tag("Site", "?"),
      tag("Date", session.date ? session.date.replaceAll("-", ".") : "?"),
      tag("Board", String(b.board)),
      tag("West", "?"),
      tag("North", "?"),
      tag("East", "?"),
      tag("South", "?"),
      tag("Dealer", cycle.dealer),
      tag("Vulnerable", cycle.vulnerability),
      tag("Deal", ""),
      tag("Scoring", SCORING_TAG[session.scoring]),
      tag("Declarer", ""),
      tag("Contract", ""),
      tag("Result", ""),
      tag("ScoreTable", "PairId_NS\\5R;PairId_EW\\5R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R"),
    );
    b.results.forEach((r, i) => {
      const where = { event: i, params: { board: b.board } };
      if ("table" in r || "match" in r) lost.push({ code: "lost-session-table", ...where });
      const cell = (v: string) => (/^[A-Za-z0-9+\-.]+$/.test(v) ? v : quote(v));
      if (r.contract === "passed-out") lines.push([cell(r.ns), cell(r.ew), "Pass", "-", "-", "0"].join(" "));
      else if (r.contract && r.declarer && r.tricks !== undefined) {
        const c = parseContract(r.contract);
        if (!c.ok) {
          lost.push({ code: "lost-session-result", ...where });
          return;
        }
        if (!isTricks(r.tricks)) {
          lost.push({ code: "lost-session-result", ...where });
          return;
        }
        const points = score(c.value, isVulnerable(cycle.vulnerability, r.declarer), r.tricks);
        const ns = sideOf(r.declarer) === "NS" ? points : -points;
        lines.push([cell(r.ns), cell(r.ew), r.contract, r.declarer, String(r.tricks), String(ns)].join(" "));
      } else if (r.score !== undefined)
        lines.push([cell(r.ns), cell(r.ew), "-", "-", "-", String(r.score)].join(" "));
      else lost.push({ code: "lost-session-result", ...where });
    });
    if (k === 0 && session.pairs.length) {
      lines.push(tag("TotalScoreTable", "PairId\\5R;Names\\40L"));
      for (const p of session.pairs)
        lines.push(`${/^[A-Za-z0-9+\-.]+$/.test(p.id) ? p.id : quote(p.id)} ${quote(p.names.join(";"))}`);
    }
    lines.push("");
  });
  return { text: `${lines.join("\n")}\n`, lost };
};

const SCORING_TAG: Record<SessionJson["scoring"], string> = {
  matchpoints: "MP",
  "cross-imps": "IMP",
  butler: "Butler",
  teams: "IMP",
};
