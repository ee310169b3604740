/** The values of a PBN game's tags checked against the standard (PBN 2.1 sections 3-4). */

import { type Seat, sideOf } from "../../core/seat.js";
import type { Ctx } from "./context.js";
import type { PbnTag } from "./types.js";

// ---- tag values ----

const SEAT_RE = /^[NESW]$/;
const NUM = "[+-]?\\d+(?:\\.\\d*)?";
const SIDE_SCORE = new RegExp(`^(?:${NUM}|(?:NS|EW) ${NUM}(?: (?:NS|EW) ${NUM})?)$`);
const PCT = "\\d+(?:\\.\\d*)?";
const SIDE_PCT = new RegExp(`^(?:${PCT}|(?:NS|EW) ${PCT}(?: (?:NS|EW) ${PCT})?)$`);
const SIDE_INT = /^(?:[+-]?\d+|(?:NS|EW) [+-]?\d+(?: (?:NS|EW) [+-]?\d+)?)$/;
const RUBBER_PART = "\\d+ ?/ ?\\d+";
const SIDE_RUBBER = new RegExp(`^(?:${RUBBER_PART}|(?:NS|EW) ${RUBBER_PART}(?: (?:NS|EW) ${RUBBER_PART})?)$`);
export const DATE_RE = /^[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2}$/;
const TIME_RE = /^[0-9?]{2}:[0-9?]{2}:[0-9?]{2}$/;

export const unknown = (v: string) => v === "" || v === "?";

export const validateTags = (ctx: Ctx) => {
  const tags = ctx.game.tags;
  const check = (name: string, ok: (v: string) => boolean, code = "tag-value-invalid") => {
    const t = tags[name];
    if (t && !unknown(t.value) && !ok(t.value)) ctx.add(code, t, { name, value: t.value.slice(0, 40) });
  };
  check("Date", (v) => DATE_RE.test(v));
  check("EventDate", (v) => DATE_RE.test(v));
  check("UTCDate", (v) => DATE_RE.test(v));
  check("Time", (v) => TIME_RE.test(v));
  check("UTCTime", (v) => TIME_RE.test(v));
  check("Board", (v) => /^\d+$/.test(v) && Number(v) >= 1);
  check("Round", (v) => /^[A-Za-z0-9.]+$/.test(v));
  check("Dealer", (v) => SEAT_RE.test(v));
  check("Vulnerable", (v) => VULS[v] !== undefined);
  check("Declarer", (v) => /^\^?[NESW]$/.test(v));
  check("Contract", (v) => v === "Pass" || /^(?:[1-7])?(?:C|D|H|S|NT)(?:X|XX)?$/.test(v));
  check("Result", (v) => RESULT_RE.test(v) && resultSumOk(v));
  check("Score", (v) => SIDE_INT.test(v), "score-invalid");
  check("ScoreMP", (v) => SIDE_SCORE.test(v), "score-invalid");
  check("ScoreIMP", (v) => SIDE_SCORE.test(v), "score-invalid");
  check(
    "ScorePercentage",
    (v) => SIDE_PCT.test(v) && v.split(" ").every((x) => !/\d/.test(x) || Number(x) <= 100),
    "score-invalid",
  );
  check("ScoreRubber", (v) => SIDE_RUBBER.test(v.trim().replace(/\s+/g, " ")), "score-invalid");
  check("OptimumScore", (v) => /^(?:NS|EW) [+-]?\d+(?: (?:NS|EW) [+-]?\d+)?$/.test(v), "score-invalid");
  check("Scoring", (v) => v.split(";").every((p) => /^[A-Za-z][A-Za-z0-9_]*$/.test(p)));
  check("Hidden", (v) => /^[NESW]+$/.test(v));
  check("Competition", (v) => ["Individuals", "Pairs", "Teams", "Chicago", "Rubber"].includes(v));
  check("Mode", (v) => ["EMB", "IBS", "OKB", "TABLE", "TC", "VG"].includes(v));
  check("FrenchMP", (v) => v === "Yes" || v === "No");
  for (const s of ["West", "North", "East", "South"])
    check(`${s}Type`, (v) => v === "human" || v === "program");
  const deal = tags.Deal;
  if (deal && !unknown(deal.value) && (checkDeal(ctx, deal).size ?? 13) < 13) ctx.endPosition = true;
  const h = tags.ScoreRubberHistory;
  const vul = tags.Vulnerable;
  if (h && vul && VULS[vul.value]) {
    const v = rubberVulnerability(h.value);
    if (v === null) ctx.add("score-invalid", h, { name: "ScoreRubberHistory", value: h.value.slice(0, 40) });
    else if (v !== VULS[vul.value]) ctx.add("rubber-vulnerability", h, { value: vul.value });
  }
  const result = tags.Result;
  const declarer = tags.Declarer;
  const contract = tags.Contract;
  if (result && !unknown(result.value)) {
    if (contract?.value === "Pass") ctx.add("result-passed-out", result);
    else if (declarer?.value === "") ctx.add("result-no-declarer", result);
  }
};

export const VULS: Record<string, "None" | "NS" | "EW" | "All"> = {
  None: "None",
  Love: "None",
  "-": "None",
  NS: "NS",
  EW: "EW",
  All: "All",
  Both: "All",
};

const RESULT_RE = /^(?:\^?\d+|(?:NS|EW) \d+(?: (?:NS|EW) \d+)?)$/;
const resultSumOk = (v: string): boolean => {
  const nums = [...v.matchAll(/\d+/g)].map((m) => Number(m[0]));
  if (nums.some((n) => n > 13)) return false;
  return nums.length < 2 || nums[0]! + nums[1]! === 13;
};

/** Declarer's tricks from a Result value, or null (unknown, or not given for declarer's side). */
export const declarerTricks = (v: string, declarer: Seat | null): number | null => {
  if (/^\^?\d+$/.test(v)) return Number(v.replace("^", ""));
  if (!declarer) return null;
  const m = new Map<string, number>();
  for (const x of v.matchAll(/(NS|EW) (\d+)/g)) m.set(x[1]!, Number(x[2]));
  const side = sideOf(declarer);
  const other = side === "NS" ? "EW" : "NS";
  if (m.has(side)) return m.get(side)!;
  if (m.has(other)) return 13 - m.get(other)!;
  return null;
};

/** From ScoreRubberHistory `NS a b / c d EW e f / g h`: the vulnerability it implies, or null. */
const rubberVulnerability = (v: string): "None" | "NS" | "EW" | "All" | null => {
  const m = /^NS ([\d /]+) EW ([\d /]+)$/.exec(v.trim().replace(/\s+/g, " "));
  if (!m) return null;
  const won = (part: string): boolean | null => {
    const [, below] = part.split("/");
    if (below === undefined) return null;
    const games = below.trim().split(" ").filter(Boolean).map(Number);
    return games.slice(0, -1).some((g) => g >= 100);
  };
  const ns = won(m[1]!);
  const ew = won(m[2]!);
  if (ns === null || ew === null) return null;
  return ns && ew ? "All" : ns ? "NS" : ew ? "EW" : "None";
};

const RANKS = "AKQJT98765432";

/** The Deal tag: seats, ranks, no card twice, every known hand the same size (13, or an end position). */
const checkDeal = (ctx: Ctx, t: PbnTag): { complete: boolean; size?: number } => {
  const m = /^([NESW]):(.*)$/s.exec(t.value);
  if (!m) {
    ctx.add("deal-invalid", t, { value: t.value.slice(0, 20) });
    return { complete: false };
  }
  const hands = m[2]!.split(" ");
  if (hands.length !== 4 || hands.some((h) => h === "")) {
    ctx.add("deal-invalid", t, { value: t.value.slice(0, 20) });
    return { complete: false };
  }
  const seen = new Set<string>();
  const sizes: number[] = [];
  for (const h of hands) {
    if (h === "-") continue;
    const suits = h.split(".");
    if (suits.length !== 4) {
      ctx.add("deal-invalid", t, { value: h.slice(0, 20) });
      return { complete: false };
    }
    let n = 0;
    for (let s = 0; s < 4; s++)
      for (const r of suits[s]!) {
        if (!RANKS.includes(r)) {
          ctx.add("deal-bad-rank", t, { rank: r });
          return { complete: false };
        }
        const c = `${"SHDC"[s]}${r}`;
        if (seen.has(c)) {
          ctx.add("deal-card-twice", t, { card: c });
          return { complete: false };
        }
        seen.add(c);
        n++;
      }
    sizes.push(n);
  }
  if (sizes.length === 0 || sizes.some((n) => n !== sizes[0]) || sizes[0] === 0 || sizes[0]! > 13) {
    ctx.add("deal-hand-sizes", t, { sizes: sizes.join(",") || "0" });
    return { complete: false };
  }
  return { complete: sizes.length === 4 && sizes[0] === 13, size: sizes[0]! };
};
