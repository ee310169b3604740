/**
 * The appeal of a ruling (Laws 92-93) as a workflow: lodged by a side through the director within the
 * correction period, heard by a committee (its chairman and members) or a reviewing director, decided
 * (the ruling upheld, or changed with a new score in the shape of a `session@1` adjusted score, checked by
 * the session scorer's own validation), the deposit's fate and the committee's comments, then approved by
 * an admin for publication. What each body may hold is checked here; every error names the key at fault.
 */
import type { Vulnerability } from "../core/vulnerability.js";
import { parseAdjusted } from "../formats/session.js";
import {
  type Edition,
  METHODS,
  type Method,
  type Outcome,
  type SessionError,
} from "../scoring/session-types.js";

export type AppealState = "lodged" | "heard" | "decided" | "approved";
export type AppealSide = "NS" | "EW";

/** Who hears the appeal: a committee (93B) or, without one, a reviewing director (93A). */
export type Panel = { committee: { chairman: string; members: string[] } } | { director: string };

/**
 * 92D: who concurred in the appeal: both members of the pair (the partner concurs, or, under the 1987
 * code, is absent and so deemed to concur), the team's captain (by name), or nobody else in an individual.
 */
export type Concurrence = { partner: "concurs" | "absent" } | { captain: string } | { individual: true };

/** 93B3: what kind of point the panel decided, and what it found on it. */
export type PointKind = "fact" | "judgment" | "law";
export interface Point {
  kind: PointKind;
  point: string;
  /** `recommend`: on a point of law, the committee asks the director to change his ruling (93B3). */
  finding: "upheld" | "changed" | "recommend";
}

export interface Decision {
  /** The facts as the committee found them at the hearing. */
  facts: string;
  outcome: "upheld" | "changed";
  /** Each point decided, with its kind (93B3); required when the ruling is changed. */
  points?: Point[];
  /** The new score when the ruling is changed: a `session@1` adjusted score, as given. */
  adjusted?: unknown;
  /** The scoring the new score is checked against (artificial per cent at matchpoints, IMPs otherwise). */
  scoring: Method;
  /** What becomes of the deposit, when one was paid. */
  deposit?: "returned" | "forfeited";
  comments: string;
  at: string;
  by: string;
}

export interface AppealRecord {
  appellant: AppealSide;
  grounds: string;
  /** 92D: the partner's or the captain's concurrence (absent in appeals lodged before it was recorded). */
  concurrence?: Concurrence;
  /** The deposit paid, when the register requires one. */
  deposit?: string;
  lodgedAt: string;
  lodgedBy: string;
  panel?: Panel;
  /** The committee accounts that hear it (they alone of their role may read the ruling). */
  hearers?: string[];
  decision?: Decision;
  approval?: { at: string; by: string };
}

export interface Appeal extends AppealRecord {
  state: AppealState;
}

/** A refused body or step: the catalog's code, the key at fault, the HTTP status. */
export interface AppealError {
  code: string;
  key?: string;
  status: number;
  params?: Record<string, string | number>;
  /** The session scorer's error behind a refused new score. */
  engine?: SessionError;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === "object" && x !== null && !Array.isArray(x);
const SHORT = 200;
const LONG = 20_000;

class Refused extends Error {
  constructor(readonly e: AppealError) {
    super(e.code);
  }
}
const refuse = (code: string, key?: string, params?: Record<string, string | number>): never => {
  throw new Refused({ code, status: 400, ...(key ? { key } : {}), ...(params ? { params } : {}) });
};

const keys = (o: Obj, path: string, allowed: readonly string[]): void => {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) refuse("register.unknown-key", `${path}${k}`);
};

const text = (o: Obj, k: string, path: string, max: number, required = true): string | undefined => {
  const v = o[k];
  if (v === undefined) return required ? refuse("register.missing-key", `${path}${k}`) : undefined;
  if (typeof v !== "string") return refuse("register.type-string", `${path}${k}`);
  if (v.length > max) return refuse("register.too-long", `${path}${k}`, { max });
  if (hasControl(v)) return refuse("register.control-char", `${path}${k}`);
  if (required && v.trim() === "") return refuse("register.empty", `${path}${k}`);
  return v;
};

/** Control characters other than line breaks and tabs (the report's rule). */
const hasControl = (v: string): boolean => {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return true;
  }
  return false;
};

const checked = <T>(f: () => T): T | AppealError => {
  try {
    return f();
  } catch (e) {
    if (e instanceof Refused) return e.e;
    throw e;
  }
};

export const isAppealError = (x: unknown): x is AppealError =>
  isObj(x) && typeof x.code === "string" && typeof x.status === "number";

/** 422: the Laws refuse the step (92D, 93B3); the catalog's words name what is missing or not allowed. */
const unheard = (code: string, key: string, params?: Record<string, string | number>): never => {
  throw new Refused({ code, status: 422, key, ...(params ? { params } : {}) });
};

/** 92D: the concurrence the Laws require before an appeal is heard, as the lodging gives it. */
const concurrenceOf = (v: unknown, edition: "2017" | "1987"): Concurrence => {
  if (v === undefined) return unheard("register.appeal.concurrence", "concurrence");
  if (!isObj(v)) return refuse("register.type-object", "concurrence");
  keys(v, "concurrence.", ["partner", "captain", "individual"]);
  if (Object.keys(v).length !== 1) return refuse("register.appeal.concurrence-one", "concurrence");
  // 92D1 (2017): in a pairs event both members concur; an individual's appellant needs no partner.
  if (v.individual !== undefined) {
    if (v.individual !== true) refuse("register.type-boolean", "concurrence.individual");
    return { individual: true };
  }
  // 92D2 (2017): in a team event the team's captain concurs (named here).
  if (v.captain !== undefined) return { captain: text(v, "captain", "concurrence.", SHORT)! };
  if (v.partner !== "concurs" && v.partner !== "absent")
    return refuse("register.appeal.partner", "concurrence.partner");
  // 92D (1987, as the 1997 code words it): an absent member is deemed to concur. The 2017 code has no
  // such rule: the partner's own concurrence is needed before the appeal is heard.
  if (v.partner === "absent" && edition === "2017")
    return unheard("register.appeal.partner-absent", "concurrence.partner");
  return { partner: v.partner };
};

/** A lodging: `{appellant: "NS"|"EW", grounds, concurrence, deposit?}` on a ruling under `edition`. */
export const lodgingOf = (body: unknown, depositRequired: string | null, edition: "2017" | "1987" = "2017") =>
  checked(() => {
    if (!isObj(body)) return refuse("register.appeal.body");
    keys(body, "", ["appellant", "grounds", "deposit", "concurrence"]);
    // 92A: the right of appeal is a contestant's, a side at the table.
    if (body.appellant !== "NS" && body.appellant !== "EW") refuse("register.appeal.appellant", "appellant");
    const grounds = text(body, "grounds", "", LONG)!;
    const deposit = text(body, "deposit", "", 60, false);
    // The Regulating Authority may require a deposit with an appeal: without it the appeal is not lodged.
    if (depositRequired !== null && deposit === undefined)
      refuse("register.appeal.deposit-required", "deposit", { deposit: depositRequired });
    const concurrence = concurrenceOf(body.concurrence, edition);
    return {
      appellant: body.appellant as AppealSide,
      grounds,
      concurrence,
      ...(deposit !== undefined ? { deposit } : {}),
    };
  });

const names = (v: unknown, key: string): string[] => {
  if (!Array.isArray(v) || v.length < 1 || v.length > 12) return refuse("register.appeal.members", key);
  return v.map((x, i) => text({ x }, "x", "", SHORT) ?? refuse("register.type-string", `${key}.${i}`));
};

/** The panel: `{committee: {chairman, members}}` or `{director}`, and the committee `accounts` hearing it. */
export const panelOf = (body: unknown) =>
  checked(() => {
    if (!isObj(body)) return refuse("register.appeal.body");
    keys(body, "", ["committee", "director", "accounts"]);
    const accounts = body.accounts === undefined ? [] : names(body.accounts, "accounts");
    if ((body.committee === undefined) === (body.director === undefined))
      refuse("register.appeal.panel-one", "committee");
    let panel: Panel;
    if (body.committee !== undefined) {
      if (!isObj(body.committee)) refuse("register.type-object", "committee");
      const c = body.committee as Obj;
      keys(c, "committee.", ["chairman", "members"]);
      panel = {
        committee: {
          chairman: text(c, "chairman", "committee.", SHORT)!,
          members: names(c.members, "committee.members"),
        },
      };
    } else panel = { director: text(body, "director", "", SHORT)! };
    return { panel, accounts };
  });

/**
 * The decision: `{facts, outcome: "upheld"|"changed", adjusted?, scoring?, deposit?, comments}`. A changed
 * ruling carries its new score, checked as a `session@1` adjusted score on the board's vulnerability and
 * code (so a weighted score, 12C1(c), is refused under the 1987 code, as the session scorer refuses it).
 */
export const decisionOf = (
  body: unknown,
  ctx: { vulnerability: Vulnerability; edition: Edition; deposit: boolean; committee?: boolean },
) =>
  checked(() => {
    if (!isObj(body)) return refuse("register.appeal.body");
    keys(body, "", ["facts", "outcome", "adjusted", "scoring", "deposit", "comments", "points"]);
    const facts = text(body, "facts", "", LONG)!;
    const comments = text(body, "comments", "", LONG, false) ?? "";
    if (body.outcome !== "upheld" && body.outcome !== "changed") refuse("register.appeal.outcome", "outcome");
    const scoring = body.scoring ?? "matchpoints";
    if (!(METHODS as readonly unknown[]).includes(scoring)) refuse("register.appeal.scoring", "scoring");
    const d: Omit<Decision, "at" | "by"> = {
      facts,
      outcome: body.outcome as Decision["outcome"],
      scoring: scoring as Method,
      comments,
    };
    const points = pointsOf(body.points, d.outcome, ctx.committee ?? true);
    if (points) d.points = points;
    if (d.outcome === "changed") {
      if (body.adjusted === undefined) refuse("register.appeal.adjusted-missing", "adjusted");
      const a = parseAdjusted(body.adjusted, ctx.vulnerability, ctx.edition, d.scoring);
      if (!a.ok)
        throw new Refused({
          code: "register.appeal.adjusted",
          status: 400,
          key: a.error.key ?? "adjusted",
          engine: a.error,
        });
      d.adjusted = body.adjusted;
    } else if (body.adjusted !== undefined) refuse("register.appeal.adjusted-upheld", "adjusted");
    // The deposit's fate is said when one was paid, and only then.
    if (ctx.deposit) {
      if (body.deposit !== "returned" && body.deposit !== "forfeited") refuse("register.deposit", "deposit");
      d.deposit = body.deposit as "returned" | "forfeited";
    } else if (body.deposit !== undefined) refuse("register.appeal.no-deposit", "deposit");
    return d;
  });

const KINDS: readonly string[] = ["fact", "judgment", "law"];
const FINDINGS: readonly string[] = ["upheld", "changed", "recommend"];

/**
 * 93B3: the points decided, each of its kind. A committee may overrule the director on the facts and on
 * judgment, never on a point of law (or regulation): it may only recommend that he change that ruling, so
 * a committee's `changed` on a point of law is refused (422). A reviewing director (93A) is the director
 * himself and may. A changed ruling says which point changed it; an upheld one changes none.
 */
const pointsOf = (v: unknown, outcome: Decision["outcome"], committee: boolean): Point[] | undefined => {
  if (v === undefined) return outcome === "changed" ? unheard("register.appeal.points", "points") : undefined;
  if (!Array.isArray(v) || v.length < 1 || v.length > 20)
    return refuse("register.appeal.points-list", "points");
  const out = v.map((x, i): Point => {
    const at = `points.${i}.`;
    if (!isObj(x)) return refuse("register.type-object", `points.${i}`);
    keys(x, at, ["kind", "point", "finding"]);
    if (!KINDS.includes(x.kind as string)) refuse("register.appeal.point-kind", `${at}kind`);
    if (!FINDINGS.includes(x.finding as string)) refuse("register.appeal.point-finding", `${at}finding`);
    const p = {
      kind: x.kind as PointKind,
      point: text(x, "point", at, LONG)!,
      finding: x.finding as Point["finding"],
    };
    if (p.finding === "recommend" && p.kind !== "law")
      refuse("register.appeal.point-recommend", `${at}finding`);
    if (committee && p.kind === "law" && p.finding === "changed")
      unheard("register.appeal.law-point", `${at}finding`);
    return p;
  });
  const changes = out.some((p) => p.finding === "changed");
  if (changes !== (outcome === "changed")) unheard("register.appeal.points-outcome", "points", { outcome });
  return out;
};

/** The new score of a decision as the session scorer reads it (for its words), or undefined. */
export const newScore = (
  d: Decision | undefined,
  vul: Vulnerability,
  edition: Edition,
): Outcome | undefined => {
  if (!d || d.adjusted === undefined) return undefined;
  const a = parseAdjusted(d.adjusted, vul, edition, d.scoring);
  return a.ok ? a.value : undefined;
};
