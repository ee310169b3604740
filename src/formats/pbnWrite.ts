/**
 * PBN export of a table log (docs/formats.md): the tags (the mandatory tag set, unknown ones as "?"),
 * the deal, the auction as it stands with `^I` (an insufficient bid that stands) and `^S` (players skipped
 * by a call out of rotation that stands), the play by tricks with `^L` (an accepted lead out of turn) and
 * `^R` (a revoke), `*` and the Result after a claim; and `{...}` comments for what PBN cannot say
 * (a call that was cancelled, a rectification, the director's findings and rulings, the consequences in
 * force). `lost` lists what a PBN reader cannot get back; it is empty exactly when importing the PBN
 * gives a log that replays to the same state (the exporter checks this by importing its own output).
 */

import { type Entry, isSufficient } from "../auction/auction.js";
import { parseCall } from "../core/call.js";
import { parseDeal } from "../core/card.js";
import { distance, rotate, type Seat, sideOf } from "../core/seat.js";
import type { Suit } from "../core/strain.js";
import { boardCycle, isVulnerable } from "../core/vulnerability.js";
import { replay } from "../index.js";
import { isTricks, parseContract, score } from "../scoring/law77.js";
import { parsePbn, type SessionJson } from "./pbn.js";
import { auctionPart, type JsonEvent, playOrder, type TableLogJson, trickWinner } from "./tricks.js";

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

const _AUCTION_VERBS = ["call", "change", "accept", "director", "leadRestriction"];
const _PLAY_WRITTEN = ["lead", "play", "claim", "agree", "result"];
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
  if ("director" in e) return `${i}. the director rules`;
  if ("leadRestriction" in e) {
    const c = e.leadRestriction as Record<string, unknown>;
    return `${i}. ${by} ${"prohibit" in c ? `prohibits a ${c.prohibit} lead` : "require" in c ? `requires a ${c.require} lead` : "waives the lead restriction"}`;
  }
  const verb = Object.keys(e).find((k) => k !== "by") ?? "?";
  return `${i}. ${by} ${verb} ${String(e[verb])}`;
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
  const r = replay(auctionPart(log));
  if (!r.ok) return r;
  const state = r.value as unknown as View;
  // dealer and vulnerability default to the board's (Law 2) when the log gives only the board
  log = { ...log, dealer: state.dealer, vulnerability: state.vulnerability as TableLogJson["vulnerability"] };
  const head = auctionPart(log);
  const lost: Lost[] = [];
  const comments: string[] = [];

  // ---- what the auction part says that PBN cannot ----
  const auctionEvents = head.events.filter((e) => !("lead" in e));
  auctionEvents.forEach((e, i) => {
    if (FINDINGS.some((k) => k in e && k !== "simultaneous")) lost.push({ code: "lost-findings", event: i });
    if ("change" in e || ("accept" in e && e.accept === false))
      lost.push({ code: "lost-auction-rectified", event: i });
    if ("director" in e) lost.push({ code: "lost-director", event: i });
    if ("leadRestriction" in e) lost.push({ code: "lost-lead-restriction", event: i });
  });
  if (state.auction.some((a) => a.implied)) lost.push({ code: "lost-implied-pass" });
  if (state.phase === "ruling") lost.push({ code: "lost-pending-ruling" });
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
  const auctionOver = state.phase !== "auction" && state.phase !== "ruling";
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
  const declarer = state.declarer;
  const contract = state.contract;
  let result: number | null = null;
  const playLines: string[] = [];
  let playSeat: Seat | null = null;
  if (playEvents.length && declarer && contract && contract !== "passed-out") {
    const play = writePlay(log, playEvents, auctionEvents.length, declarer, contract, lost);
    playSeat = play.leader;
    playLines.push(...play.lines);
    result = play.result;
  } else
    for (const [k, e] of playEvents.entries())
      lost.push({
        code: "lost-play-event",
        event: auctionEvents.length + k,
        params: { verb: Object.keys(e).find((x) => x !== "by") ?? "?" },
      });

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
    tag("Declarer", declarer ?? (contract === "passed-out" ? "" : "?")),
    tag("Contract", contract === "passed-out" ? "Pass" : (contract ?? "?")),
    tag("Result", result !== null ? String(result) : contract === "passed-out" ? "" : "?"),
  ];
  if (auctionLines.length || comments.length) {
    lines.push(tag("Auction", log.dealer), ...auctionLines);
    for (const c of comments) lines.push(...wrap(`{${c}}`));
  }
  if (playLines.length) lines.push(tag("Play", playSeat!), ...playLines);
  const text = `${lines.join("\n")}\n\n`;

  // ---- the round trip decides whether anything else is lost ----
  if (lost.length === 0) {
    const back = parsePbn(text, { edition: log.edition }).games[0]?.log;
    const same =
      back !== undefined &&
      JSON.stringify(back.events) === JSON.stringify(log.events) &&
      (() => {
        const a = replay(auctionPart(back));
        return a.ok && JSON.stringify(a.value) === JSON.stringify(r.value);
      })();
    if (!same) lost.push({ code: "lost-round-trip" });
  }
  return { ok: true, value: { text, lost } };
};

/** Comment lines within the 255-character PBN line limit. */
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
  return out;
};

const writePlay = (
  log: TableLogJson,
  events: JsonEvent[],
  offset: number,
  declarer: Seat,
  contract: string,
  lost: Lost[],
): { leader: Seat; lines: string[]; result: number | null } => {
  const strain = /^\d(C|D|H|S|NT)/.exec(contract)?.[1] ?? "NT";
  const trump = strain === "NT" ? null : (strain as Suit);
  const opening = rotate(declarer, 1);
  const deal = log.deal ? parseDeal(log.deal) : null;
  const held = deal?.ok
    ? (Object.fromEntries(
        (["N", "E", "S", "W"] as Seat[]).map((s) => [
          s,
          new Set(Object.entries(deal.value[s]).flatMap(([suit, rs]) => rs.map((x) => `${suit}${x}`))),
        ]),
      ) as Record<Seat, Set<string>>)
    : null;
  const tricks: { cards: Map<Seat, string>; leader: Seat; order: Seat[] }[] = [];
  let current: { cards: Map<Seat, string>; leader: Seat; order: Seat[] } | null = null;
  let leader = opening;
  let won = 0;
  let claim: number | null = null;
  let agreed = false;
  let result: number | null = null;
  let completed = 0;
  events.forEach((e, k) => {
    const i = offset + k;
    const verb = Object.keys(e).find((x) => x !== "by") ?? "?";
    const card = (e.lead ?? e.play) as string | undefined;
    if (card && (verb === "lead" || verb === "play") && claim === null && result === null) {
      if (!current) current = { cards: new Map(), leader, order: [] };
      const by = e.by as Seat;
      const expected = playOrder(current.leader)[current.cards.size]!;
      if (current.cards.size === 0 && by !== expected) {
        // a lead out of turn: PBN can say it when it was accepted at once
        const next = events[k + 1];
        if (next && "accept" in next && next.accept === true) {
          current.leader = by;
          current.order.push(by);
          current.cards.set(by, `^L ${card}`);
          events[k + 1] = { ...next, _written: true };
        } else {
          lost.push({ code: "lost-play-event", event: i, params: { verb } });
          current.cards.set(by, card);
        }
      } else if (by !== expected) {
        lost.push({ code: "lost-play-event", event: i, params: { verb } });
        current.cards.set(by, card);
      } else {
        const led = current.cards.size ? current.cards.get(current.leader)!.slice(-2)[0] : null;
        const revoke = led && card[0] !== led && held && [...held[by]].some((c) => c[0] === led);
        current.cards.set(by, `${revoke ? "^R " : ""}${card}`);
      }
      if (!current.order.includes(by)) current.order.push(by);
      held?.[by].delete(card);
      if (current.cards.size === 4) {
        const trick = current.order.map((s) => ({ by: s, card: current!.cards.get(s)!.slice(-2) }));
        const w = trickWinner(trick, trump);
        if (sideOf(w) === sideOf(declarer)) won++;
        completed++;
        leader = w;
        tricks.push(current);
        current = null;
      }
      return;
    }
    if (e._written) return;
    if (verb === "claim" && e.by === declarer && claim === null && typeof e.claim === "number") {
      claim = e.claim;
      return;
    }
    if (verb === "agree" && claim !== null && e.agree === true && !agreed) {
      agreed = true;
      return;
    }
    if (verb === "result" && typeof e.result === "number" && result === null && claim === null) {
      result = e.result;
      return;
    }
    lost.push({ code: "lost-play-event", event: i, params: { verb } });
  });
  if (current) tricks.push(current);
  const lines = tricks.map((t) => [0, 1, 2, 3].map((j) => t.cards.get(rotate(opening, j)) ?? "-").join(" "));
  let total: number | null = null;
  if (claim !== null && agreed) {
    total = won + claim;
    lines.push("*");
  } else if (claim !== null) lost.push({ code: "lost-play-event", params: { verb: "claim" } });
  else if (result !== null) total = result;
  else if (completed === 13) {
    total = won;
    lines.push("*");
  }
  return { leader: opening, lines, result: total };
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
