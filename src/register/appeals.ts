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

export interface Decision {
  /** The facts as the committee found them at the hearing. */
  facts: string;
  outcome: "upheld" | "changed";
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

/** A lodging: `{appellant: "NS"|"EW", grounds, deposit?}`. */
export const lodgingOf = (body: unknown, depositRequired: string | null) =>
  checked(() => {
    if (!isObj(body)) return refuse("register.appeal.body");
    keys(body, "", ["appellant", "grounds", "deposit"]);
    // 92A: the right of appeal is a contestant's, a side at the table.
    if (body.appellant !== "NS" && body.appellant !== "EW") refuse("register.appeal.appellant", "appellant");
    const grounds = text(body, "grounds", "", LONG)!;
    const deposit = text(body, "deposit", "", 60, false);
    // The Regulating Authority may require a deposit with an appeal: without it the appeal is not lodged.
    if (depositRequired !== null && deposit === undefined)
      refuse("register.appeal.deposit-required", "deposit", { deposit: depositRequired });
    return {
      appellant: body.appellant as AppealSide,
      grounds,
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
  ctx: { vulnerability: Vulnerability; edition: Edition; deposit: boolean },
) =>
  checked(() => {
    if (!isObj(body)) return refuse("register.appeal.body");
    keys(body, "", ["facts", "outcome", "adjusted", "scoring", "deposit", "comments"]);
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
