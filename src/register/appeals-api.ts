/**
 * The appeal's routes (docs/register.md, "Appeals"): a director lodges his ruling's appeal for a side
 * within the correction period (Laws 92A-C), an admin names the committee (or the reviewing director,
 * 93A) and the committee accounts that hear it, a committee account that hears it (or an admin) writes the
 * decision (93B), an admin approves it for publication. Every step honours If-Match and is a change in
 * the ruling's history. The register's settings (the period, the deposit, the privacy profile) too.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Lang } from "../explain/index.js";
import { explainSessionError } from "../explain/session.js";
import type { User } from "./accounts.js";
import { analyse } from "./analyse.js";
import {
  appealStep,
  committeeIds,
  type RulingAt,
  type Step,
  type StepOutcome,
  stepTime,
} from "./appeal-store.js";
import { type Appeal, type AppealError, decisionOf, isAppealError, lodgingOf, panelOf } from "./appeals.js";
import type { RegisterDb } from "./db.js";
import type { PublicView } from "./profile.js";
import type { Report } from "./report.js";
import { changeSettings, getSettings, putSettings, settingsIn } from "./settings.js";
import { rt } from "./words.js";

type Send = (
  reply: FastifyReply,
  lang: Lang,
  status: number,
  e: { code: string; [k: string]: unknown },
) => FastifyReply;

export interface AppealsApiDeps {
  register: RegisterDb;
  who: (req: FastifyRequest, reply: FastifyReply) => Promise<User | null | undefined>;
  send: Send;
  lang: (req: FastifyRequest) => Lang;
  /** If-Match as a version; null when malformed (a 400), undefined without it. */
  version: (req: FastifyRequest) => number | undefined | null;
  /** The ruling and its appeal as the request may see them, or an error answer sent. */
  seen: (
    req: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ) => Promise<PublicView | undefined>;
}

type Req = FastifyRequest<{ Params: { id: string } }>;

const forbidden = (u: User): AppealError => ({
  code: "register.forbidden-role",
  status: 403,
  params: { role: u.role },
});
const inState = (a: Appeal | undefined, ...states: Appeal["state"][]): AppealError | undefined =>
  !a
    ? { code: "register.appeal.none", status: 404 }
    : states.includes(a.state)
      ? undefined
      : { code: "register.appeal.state", status: 409, params: { state: a.state } };

/**
 * Where the appeal period starts: the report's `ruledAt` (or `sessionEnd` when the register counts from
 * the session's end, else `ruledAt`); the register entry only when the report gives neither.
 */
export const periodStart = (ruling: RulingAt, from: "ruling" | "session-end"): string => {
  const rep = JSON.parse(ruling.report) as Report;
  const at = from === "session-end" ? (rep.sessionEnd ?? rep.ruledAt) : rep.ruledAt;
  return at ?? ruling.createdAt;
};

/** 92A-C: the ruling's director (or an admin) lodges it for a side, within the period, with its deposit. */
const lodge =
  (u: User, body: unknown): Step =>
  async (tx, ruling, old) => {
    if (u.role !== "admin" && u.role !== "director") return forbidden(u);
    if (u.role === "director" && ruling.ownerId !== u.id)
      return { code: "register.forbidden-owner", status: 403 };
    if (old) return { code: "register.appeal.exists", status: 409 };
    const s = await settingsIn(tx);
    // 92B: the right to appeal ends when the Regulating Authority's period is over, counted from the
    // ruling at the table or the session's end (the report's times), not from its entry in the register.
    const from = periodStart(ruling, s.appealFrom);
    if (Date.now() - Date.parse(from) > s.appealMinutes * 60_000)
      return { code: "register.appeal.late", status: 409, params: { minutes: s.appealMinutes, from } };
    const l = lodgingOf(body, s.deposit, ruling.edition === "1987" ? "1987" : "2017");
    if (isAppealError(l)) return l;
    const appeal: Appeal = { ...l, state: "lodged", lodgedAt: stepTime(), lodgedBy: u.name };
    return { appeal, changes: Object.keys(l).map((k) => `appeal.${k}`) };
  };

/** 93A/93B: an admin names who hears the appeal, and the committee accounts that may read and decide it. */
const panel =
  (u: User, body: unknown): Step =>
  async (tx, _ruling, old) => {
    if (u.role !== "admin") return forbidden(u);
    const bad = inState(old, "lodged", "heard");
    if (bad) return bad;
    const p = panelOf(body);
    if (isAppealError(p)) return p;
    const ids = await committeeIds(tx, p.accounts);
    if (!ids.ok)
      return { code: "register.appeal.account", status: 400, key: "accounts", params: { name: ids.name } };
    const appeal: Appeal = { ...old!, state: "heard", panel: p.panel, hearers: p.accounts };
    return { appeal, changes: ["appeal.panel", "appeal.hearers"], hearers: ids.ids };
  };

/** 93B: the committee that hears it (or an admin) decides: upheld, or changed with the new score. */
const decide =
  (u: User, body: unknown): Step =>
  async (_tx, ruling, old) => {
    if (u.role !== "admin" && u.role !== "committee") return forbidden(u);
    if (u.role === "committee" && !old?.hearers?.includes(u.name))
      return { code: "register.not-found", status: 404 };
    const bad = inState(old, "heard", "decided");
    if (bad) return bad;
    const a = analyse(JSON.parse(ruling.log));
    const d = decisionOf(body, {
      vulnerability: a.ok ? a.value.state.vulnerability : "None",
      edition: ruling.edition === "1987" ? "1987" : "2017",
      deposit: old!.deposit !== undefined,
      // 93B3 binds a committee; a reviewing director (93A) is the director and may change a ruling of law.
      committee: !(old!.panel && "director" in old!.panel),
    });
    if (isAppealError(d)) return d;
    const appeal: Appeal = { ...old!, state: "decided", decision: { ...d, at: stepTime(), by: u.name } };
    return { appeal, changes: ["appeal.decision"] };
  };

/** An admin approves the decision for publication: the ruling goes to the casebook with it. */
const approve =
  (u: User, body: unknown): Step =>
  async (_tx, _ruling, old) => {
    if (u.role !== "admin") return forbidden(u);
    const b = body as { approved?: unknown } | null;
    if (
      typeof b !== "object" ||
      b === null ||
      Object.keys(b).some((k) => k !== "approved") ||
      b.approved !== true
    )
      return { code: "register.appeal.approved", status: 400, key: "approved" };
    const bad = inState(old, "decided");
    if (bad) return bad;
    const appeal: Appeal = { ...old!, state: "approved", approval: { at: stepTime(), by: u.name } };
    return { appeal, changes: ["appeal.approval"], publish: true };
  };

export const registerAppealsApi = async (app: FastifyInstance, d: AppealsApiDeps): Promise<void> => {
  const r = d.register;
  /** A signed-in account, or an error answer sent. */
  const account = async (req: FastifyRequest, reply: FastifyReply): Promise<User | undefined> => {
    const u = await d.who(req, reply);
    if (u === null) d.send(reply, d.lang(req), 401, { code: "register.unauthenticated" });
    return u ?? undefined;
  };
  const fail = (req: FastifyRequest, reply: FastifyReply, e: AppealError, current?: number) => {
    const l = d.lang(req);
    if (current !== undefined) reply.header("etag", `"${current}"`);
    const message = e.engine ? rt(l, e.code, { message: explainSessionError(l, e.engine) }) : undefined;
    return d.send(reply, l, e.status, {
      code: e.code,
      ...(e.key ? { key: e.key } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.engine ? { engine: e.engine.code } : {}),
      ...(message ? { message } : {}),
      ...(current !== undefined ? { current } : {}),
    });
  };
  const run =
    (action: string, make: (u: User, body: unknown) => Step, created = false) =>
    async (req: Req, reply: FastifyReply) => {
      const u = await account(req, reply);
      if (!u) return reply;
      const expect = d.version(req);
      if (expect === null) return d.send(reply, d.lang(req), 400, { code: "register.if-match" });
      const out: StepOutcome = /^[A-Za-z0-9_-]{8,64}$/.test(req.params.id)
        ? await appealStep(r, u, req.params.id, action, expect, make(u, req.body))
        : { ok: false, error: { code: "register.not-found", status: 404 } };
      if (!out.ok) return fail(req, reply, out.error, out.current);
      return reply
        .code(created ? 201 : 200)
        .header("etag", `"${out.version}"`)
        .send({ id: req.params.id, state: out.appeal.state, version: out.version });
    };
  const small = { bodyLimit: 64 * 1024 };
  app.post<{ Params: { id: string } }>("/rulings/:id/appeal", small, run("appeal.lodged", lodge, true));
  app.put<{ Params: { id: string } }>("/rulings/:id/appeal/panel", small, run("appeal.panel", panel));
  app.put<{ Params: { id: string } }>("/rulings/:id/appeal/decision", small, run("appeal.decided", decide));
  app.put<{ Params: { id: string } }>("/rulings/:id/appeal/approval", small, run("appeal.approved", approve));

  app.get<{ Params: { id: string } }>("/rulings/:id/appeal", async (req, reply) => {
    const v = await d.seen(req, reply);
    if (!v) return reply;
    if (!v.appeal) return d.send(reply, d.lang(req), 404, { code: "register.appeal.none" });
    return reply
      .header("etag", `"${v.ruling.version}"`)
      .send({ id: v.ruling.id, version: v.ruling.version, ...v.appeal });
  });

  app.get("/settings", async (req, reply) => {
    const u = await account(req, reply);
    if (!u) return reply;
    return getSettings(r);
  });
  app.put("/settings", { bodyLimit: 4096 }, async (req, reply) => {
    const u = await account(req, reply);
    if (!u) return reply;
    if (u.role !== "admin") return fail(req, reply, forbidden(u));
    const next = changeSettings(await getSettings(r), req.body);
    if ("code" in next) return d.send(reply, d.lang(req), 400, { code: next.code, key: next.key });
    await putSettings(r, next);
    return next;
  });
};
