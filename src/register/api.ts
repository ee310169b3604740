/**
 * The register's HTTP API under /api/ (docs/register.md lists every route, status and body). JSON in and
 * out; every error is `{"error": {"code", "message", ...where}}` with a 4xx status, or 500 with nothing
 * stored. Writes need `Authorization: Bearer <token>` of a director (his own rulings) or an admin (any);
 * a reader reads; without a token, only what an admin published, with the players' names removed. Failed
 * token checks are rate-limited per address.
 */
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type {} from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Lang } from "../explain/index.js";
import { registerAccountsApi } from "./accounts-api.js";
import { appealOf, hears } from "./appeal-store.js";
import type { Appeal } from "./appeals.js";
import { registerAppealsApi } from "./appeals-api.js";
import { moreComing } from "./batch.js";
import { casebookChunks } from "./casebook.js";
import { CLUB_NAME, clubByName, clubSees } from "./clubs.js";
import type { RegisterDb } from "./db.js";
import { rulingPage } from "./page.js";
import { type PublicView, publicView } from "./profile.js";
import { type PoolOptions, replayPool } from "./replay-pool.js";
import {
  authenticate,
  counts,
  type Expect,
  type Filters,
  getRuling,
  historyOf,
  putRuling,
  type StoredRuling,
  searchRulings,
  setPublished,
  type User,
} from "./repository.js";
import { getSettings } from "./settings.js";
import type { Prepared } from "./upload.js";
import { refusalBody } from "./upload-answer.js";
import { langOf, rt } from "./words.js";

export interface ApiOptions {
  register: RegisterDb;
  /** The uploads' replay threads (replay-pool.ts): their number and queue. */
  replay?: PoolOptions;
  /** Largest accepted body in bytes (default 512 KiB). */
  bodyLimit?: number;
  /** Failed token checks allowed per address per minute before 429 (default 10). */
  maxFailedAuth?: number;
}

export const DEFAULT_BODY_LIMIT = 512 * 1024;
const ID = /^[A-Za-z0-9_-]{8,64}$/;

/** A page of our own HTML: no scripts at all, its styles inline. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

interface ApiError {
  code: string;
  params?: Record<string, string | number>;
  /** The sentence, when it is not the catalog's (the engine's own error). */
  message?: string;
  [where: string]: unknown;
}

const send = (reply: FastifyReply, lang: Lang, status: number, e: ApiError) => {
  const { code, params, message: given, ...where } = e;
  const message =
    given ?? rt(lang, code, { ...(typeof where.key === "string" ? { key: where.key } : {}), ...params });
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .send({ error: { code, message, ...where, ...(params ? { params } : {}) } });
};

const FILTER_KEYS = [
  "law",
  "irregularity",
  "event",
  "director",
  "board",
  "from",
  "to",
  "q",
  "mine",
  "club",
] as const;
const PAGE_KEYS = ["limit", "offset", "lang", "format"] as const;

const isDate = (s: string) => /^\d{4}-\d{2}(-\d{2})?$/.test(s);

/** The search parameters, checked: unknown ones and malformed values are a 400, never ignored. */
const filtersOf = (
  query: Record<string, unknown>,
  allowed: readonly string[],
):
  | { ok: true; f: Filters; limit?: number; offset?: number; club?: string }
  | { ok: false; key: string; why: string } => {
  const f: Filters = {};
  let limit: number | undefined;
  let offset: number | undefined;
  let club: string | undefined;
  for (const [k, raw] of Object.entries(query)) {
    if (!allowed.includes(k)) return { ok: false, key: k, why: "unknown parameter" };
    if (typeof raw !== "string") return { ok: false, key: k, why: "given more than once" };
    // NUL and the other control characters are in no name, law or word (PostgreSQL refuses NUL in a text).
    if (/\p{Cc}/u.test(raw)) return { ok: false, key: k, why: "a control character" };
    if (raw.length > 200) return { ok: false, key: k, why: "longer than 200 characters" };
    const v = raw.trim();
    switch (k) {
      case "law":
        if (!/^(law\s*|правило\s*)?\d{1,3}[A-Za-z0-9()]{0,16}$/i.test(v))
          return { ok: false, key: k, why: "a law paragraph such as 27B2 or 16C" };
        f.law = v;
        break;
      case "irregularity":
        if (!/^[a-z-]{1,40}$/.test(v))
          return { ok: false, key: k, why: "an irregularity such as insufficient-bid" };
        f.irregularity = v;
        break;
      case "board":
        if (!/^\d{1,4}$/.test(v)) return { ok: false, key: k, why: "a board number" };
        f.board = Number(v);
        break;
      case "from":
      case "to":
        if (!isDate(v)) return { ok: false, key: k, why: "a date YYYY-MM-DD (or a month YYYY-MM)" };
        f[k] = v.length === 7 ? (k === "from" ? `${v}-01` : `${v}-31`) : v;
        break;
      case "limit":
        if (!/^\d{1,3}$/.test(v) || Number(v) < 1 || Number(v) > 100)
          return { ok: false, key: k, why: "a number from 1 to 100" };
        limit = Number(v);
        break;
      case "offset":
        if (!/^\d{1,7}$/.test(v)) return { ok: false, key: k, why: "a number from 0" };
        offset = Number(v);
        break;
      case "mine":
        if (v !== "1" && v !== "true") return { ok: false, key: k, why: "1 or true" };
        break;
      case "club":
        if (!CLUB_NAME.test(v)) return { ok: false, key: k, why: "a club's name" };
        club = v;
        break;
      case "event":
      case "director":
      case "q":
        f[k] = v;
        break;
    }
  }
  return {
    ok: true,
    f,
    ...(limit !== undefined ? { limit } : {}),
    ...(offset !== undefined ? { offset } : {}),
    ...(club !== undefined ? { club } : {}),
  };
};

/** What a list shows of a ruling. */
const summary = (x: StoredRuling) => ({
  id: x.id,
  director: x.director,
  event: x.event,
  session: x.session,
  date: x.date,
  table: x.table,
  board: x.board,
  edition: x.edition,
  laws: x.laws,
  irregularities: x.irregularities,
  published: x.published,
  updatedAt: x.updatedAt,
  /** The account that stored it: the token's, so it cannot be forged (`director` is the report's text). */
  reportedBy: x.owner,
  /** That account's club, or null: the federation's. */
  club: x.club ?? null,
});

const etag = (version: number) => `"${version}"`;

/**
 * What a write expects of the stored ruling, from If-Match (`"3"`, `W/"3"`, `*`) and If-None-Match (`*`):
 * undefined without them; null when the header is not one we understand (a 400).
 */
const expectOf = (req: FastifyRequest): Expect | null => {
  const im = req.headers["if-match"];
  const inm = req.headers["if-none-match"];
  if (im !== undefined) {
    if (im.trim() === "*") return "exists";
    const m = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(im);
    return m ? Number(m[1]) : null;
  }
  if (inm !== undefined) return inm.trim() === "*" ? "none" : null;
  return undefined;
};

const full = (x: StoredRuling) => ({
  ...summary(x),
  owner: x.owner,
  ownerDisabled: x.ownerDisabled,
  version: x.version,
  createdAt: x.createdAt,
  log: x.log,
  report: x.report,
});

export const registerApi = async (app: FastifyInstance, opts: ApiOptions): Promise<void> => {
  const r = opts.register;
  const bodyLimit = opts.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const failed = app.createRateLimit({ max: opts.maxFailedAuth ?? 10, timeWindow: 60_000 });
  const lang = (req: FastifyRequest): Lang => langOf(req.query, req.headers["accept-language"]);

  // Tokens, not cookies: any origin may call the API (an app served elsewhere syncs to this register).
  app.addHook("onRequest", async (req, reply) => {
    reply.header("access-control-allow-origin", "*");
    reply.header("cache-control", "no-store");
    if (req.method === "OPTIONS") {
      reply
        .code(204)
        .header("access-control-allow-methods", "GET, POST, PUT, OPTIONS")
        .header("access-control-allow-headers", "authorization, content-type")
        .header("access-control-max-age", "600")
        .send();
    }
  });

  app.setErrorHandler((err: Error & { code?: string; statusCode?: number }, req, reply) => {
    const l = lang(req);
    if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE")
      return send(reply, l, 413, { code: "register.body-too-large", params: { max: bodyLimit } });
    if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      return send(reply, l, 415, { code: "register.content-type" });
    if (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500)
      return send(reply, l, err.statusCode === 413 ? 413 : 400, { code: "register.json-invalid" });
    req.log.error(err);
    return send(reply, l, 500, { code: "register.server-error" });
  });
  // JSON only: a text/plain body is a 415 like any other type, never parsed.
  app.removeContentTypeParser("text/plain");
  app.setNotFoundHandler((req, reply) => send(reply, lang(req), 404, { code: "register.no-route" }));

  /**
   * The account of the request's token: null without one; an error answer sent (and undefined returned)
   * for a wrong token or too many failures from this address.
   */
  const who = async (req: FastifyRequest, reply: FastifyReply): Promise<User | null | undefined> => {
    const h = req.headers.authorization;
    if (h === undefined) return null;
    // A good token always passes: only the failures are counted and limited, so wrong tokens from one
    // address (a club's NAT, a proxy) never turn a correct one away.
    const m = /^Bearer ([^\s]{1,200})$/.exec(h);
    const user = m ? await authenticate(r, m[1]!) : null;
    if (user) return user;
    const after = await failed(req);
    if (!after.isAllowed && after.isExceeded) {
      reply.header("retry-after", String(after.ttlInSeconds));
      send(reply, lang(req), 429, { code: "register.rate-limited", params: { seconds: after.ttlInSeconds } });
    } else {
      reply.header("www-authenticate", 'Bearer realm="bridge-td register"');
      send(reply, lang(req), 401, { code: "register.unauthenticated" });
    }
    return undefined;
  };

  /** A director or an admin, or an error answer sent. */
  const writer = async (req: FastifyRequest, reply: FastifyReply): Promise<User | undefined> => {
    const u = await who(req, reply);
    if (u === undefined) return undefined;
    if (u === null) {
      reply.header("www-authenticate", 'Bearer realm="bridge-td register"');
      send(reply, lang(req), 401, { code: "register.unauthenticated" });
      return undefined;
    }
    // A committee account reads the rulings it hears and writes their decisions (appeals-api.ts), nothing else.
    if (u.role === "reader" || u.role === "committee") {
      send(reply, lang(req), 403, { code: "register.forbidden-role", params: { role: u.role } });
      return undefined;
    }
    return u;
  };

  const pool = replayPool(opts.replay);
  app.addHook("onClose", async () => pool.close());
  // The group commit waits a moment for uploads still in a worker's hands (batch.ts).
  moreComing(r, () => pool.busy() > 0);

  /** An upload prepared by a replay worker (upload.ts); an error answer sent when it is refused. */
  const ingest = async (req: FastifyRequest, reply: FastifyReply): Promise<Prepared | undefined> => {
    const a = await pool.run(req.body as string);
    if (a.ok) return a.value;
    const l = lang(req);
    if ("busy" in a) {
      reply.header("retry-after", "1");
      send(reply, l, 503, { code: "register.busy" });
    } else if ("crashed" in a) send(reply, l, 500, { code: "register.server-error" });
    else send(reply, l, 400, refusalBody(l, a.refusal));
    return undefined;
  };
  const bodyOpts = { bodyLimit };

  /** 412: the ruling is not in the version the writer had; nothing was written. */
  const conflict = (req: FastifyRequest, reply: FastifyReply, current: number) => {
    if (current > 0) reply.header("etag", etag(current));
    return send(reply, lang(req), 412, {
      code: current > 0 ? "register.version-conflict" : "register.not-found",
      current,
      params: { current },
    });
  };

  // The preflight of a cross-origin call: answered by the hook above.
  app.options("/*", async (_req, reply) => reply);

  app.get("/health", async () => ({ ok: true, database: r.dialect }));

  app.get("/me", async (req, reply) => {
    const u = await who(req, reply);
    if (u === undefined) return reply;
    if (u === null) return send(reply, lang(req), 401, { code: "register.unauthenticated" });
    const club = u.clubId == null ? null : ((await clubOf(u.clubId)) ?? null);
    return { name: u.name, role: u.role, club };
  });

  // The uploads read their body as text: a replay worker parses it, once, with the replay (upload.ts).
  await app.register(async (up) => {
    up.removeContentTypeParser("application/json");
    up.addContentTypeParser("application/json", { parseAs: "string", bodyLimit }, (_req, text, done) =>
      done(null, text),
    );
    up.post("/rulings", bodyOpts, async (req, reply) => {
      const u = await writer(req, reply);
      if (!u) return reply;
      const input = await ingest(req, reply);
      if (!input) return reply;
      const id = randomUUID();
      await putRuling(r, u, id, input);
      return reply
        .code(201)
        .header("location", `/api/rulings/${id}`)
        .header("etag", etag(1))
        .send({ id, outcome: "created", version: 1 });
    });

    up.put<{ Params: { id: string } }>("/rulings/:id", bodyOpts, async (req, reply) => {
      const u = await writer(req, reply);
      if (!u) return reply;
      const { id } = req.params;
      if (!ID.test(id)) return send(reply, lang(req), 400, { code: "register.id-invalid" });
      const expect = expectOf(req);
      if (expect === null) return send(reply, lang(req), 400, { code: "register.if-match" });
      const input = await ingest(req, reply);
      if (!input) return reply;
      const { outcome, version } = await putRuling(r, u, id, input, expect);
      if (outcome === "forbidden") return send(reply, lang(req), 403, { code: "register.forbidden-owner" });
      if (outcome === "forbidden-club")
        return send(reply, lang(req), 403, { code: "register.forbidden-club" });
      if (outcome === "conflict") return conflict(req, reply, version);
      return reply
        .code(outcome === "created" ? 201 : 200)
        .header("etag", etag(version))
        .send({ id, outcome, version });
    });
  });

  app.put<{ Params: { id: string } }>("/rulings/:id/published", { bodyLimit: 1024 }, async (req, reply) => {
    const u = await writer(req, reply);
    if (!u) return reply;
    if (u.role !== "admin")
      return send(reply, lang(req), 403, { code: "register.forbidden-role", params: { role: u.role } });
    const body = req.body as { published?: unknown } | null;
    if (typeof body !== "object" || body === null || Object.keys(body).some((k) => k !== "published"))
      return send(reply, lang(req), 400, {
        code: "register.unknown-key",
        key: Object.keys(body ?? {})[0] ?? "published",
      });
    if (typeof body.published !== "boolean")
      return send(reply, lang(req), 400, { code: "register.type-boolean", key: "published" });
    const expect = expectOf(req);
    if (expect === null || typeof expect === "string")
      return send(reply, lang(req), 400, { code: "register.if-match" });
    const done = ID.test(req.params.id)
      ? await setPublished(r, u, req.params.id, body.published, expect)
      : undefined;
    if (!done) return send(reply, lang(req), 404, { code: "register.not-found" });
    if (done.outcome === "conflict") return conflict(req, reply, done.version);
    if (done.outcome === "forbidden-club")
      return send(reply, lang(req), 403, { code: "register.forbidden-club" });
    return reply
      .header("etag", etag(done.version))
      .send({ id: req.params.id, published: body.published, version: done.version });
  });

  /** How the public sees a ruling: the register's privacy profile (settings.ts, profile.ts). */
  const publicOf = async (req: FastifyRequest) => {
    const { privacy } = await getSettings(r);
    return (x: StoredRuling, appeal?: Appeal) => publicView(x, lang(req), privacy, appeal);
  };

  /** The ruling `id` and its appeal as this request may see them, or an error answer sent. */
  const seen = async (
    req: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ): Promise<PublicView | undefined> => {
    const u = await who(req, reply);
    if (u === undefined) return undefined;
    const x = ID.test(req.params.id) ? await getRuling(r, req.params.id) : undefined;
    // A club's account sees its own club's unpublished rulings, never another's (clubs.ts); a committee
    // account only the rulings it hears.
    if (
      !x ||
      (u === null && !x.published) ||
      (u !== null && u.role !== "committee" && !clubSees(u.clubId, x)) ||
      // A committee account, of a club or of the federation, sees the rulings it hears in any club.
      (u?.role === "committee" && !(await hears(r, u, x.id)))
    ) {
      send(reply, lang(req), 404, { code: "register.not-found" });
      return undefined;
    }
    const appeal = await appealOf(r, x.id);
    return u === null ? (await publicOf(req))(x, appeal) : { ruling: x, ...(appeal ? { appeal } : {}) };
  };
  const visible = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) =>
    (await seen(req, reply))?.ruling;

  app.get<{ Params: { id: string } }>("/rulings/:id", async (req, reply) => {
    const x = await visible(req, reply);
    if (!x) return reply;
    return reply.header("etag", etag(x.version)).send(full(x));
  });

  /** Every change of a ruling (who, when, what); an anonymous reader gets them without the accounts. */
  const changes = async (x: StoredRuling) =>
    (await historyOf(r, x.id)).map((c) => (x.ownerId === 0 ? { ...c, by: "" } : c));

  app.get<{ Params: { id: string } }>("/rulings/:id/history", async (req, reply) => {
    const x = await visible(req, reply);
    if (!x) return reply;
    return { id: x.id, version: x.version, changes: await changes(x) };
  });

  app.get<{ Params: { id: string } }>("/rulings/:id/page", async (req, reply) => {
    const v = await seen(req, reply);
    if (!v) return reply;
    const x = v.ruling;
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", PAGE_CSP)
      .header("etag", etag(x.version))
      .send(rulingPage(x, lang(req), await changes(x), v.appeal));
  });

  const clubOf = async (id: number) =>
    (await r.db.selectFrom("clubs").select("name").where("id", "=", id).executeTakeFirst())?.name;

  /** Clubs: `?club=` (an unknown club finds nothing), and a club's account sees its own club's unpublished. */
  const clubFilters = async (f: Filters, u: User | null, club: string | undefined) => {
    if (club !== undefined) f.club = (await clubByName(r, club))?.id ?? 0;
    // A committee account's view is what it hears (heardBy), in any club: its own club adds nothing.
    if (u !== null && u.role !== "committee") f.viewerClub = u.clubId ?? null;
  };

  /** The filters of a list request, with the account's view: anonymous sees the published only. */
  const listed = async (req: FastifyRequest, reply: FastifyReply, allowed: readonly string[]) => {
    const u = await who(req, reply);
    if (u === undefined) return undefined;
    const p = filtersOf(req.query as Record<string, unknown>, allowed);
    if (!p.ok) {
      send(reply, lang(req), 400, { code: "register.query-invalid", key: p.key, params: { why: p.why } });
      return undefined;
    }
    if ((req.query as { mine?: string }).mine !== undefined) {
      if (u === null) {
        send(reply, lang(req), 401, { code: "register.unauthenticated" });
        return undefined;
      }
      p.f.ownerId = u.id;
    }
    if (u === null) {
      p.f.publishedOnly = true;
      p.f.publicText = true;
    }
    if (u?.role === "committee") p.f.heardBy = u.id;
    await clubFilters(p.f, u, p.club);
    return { ...p, user: u };
  };

  app.get("/rulings", async (req, reply) => {
    const p = await listed(req, reply, [...FILTER_KEYS, "limit", "offset", "lang"]);
    if (!p) return reply;
    const page = await searchRulings(r, p.f, { limit: p.limit, offset: p.offset });
    const view = await publicOf(req);
    const items = p.user === null ? page.items.map((x) => view(x).ruling) : page.items;
    return { total: page.total, limit: page.limit, offset: page.offset, items: items.map(summary) };
  });

  app.get("/casebook", async (req, reply) => {
    const p = await listed(req, reply, [...FILTER_KEYS, ...PAGE_KEYS]);
    if (!p) return reply;
    const format = (req.query as { format?: string }).format ?? "html";
    if (format !== "html" && format !== "csv")
      return send(reply, lang(req), 400, {
        code: "register.query-invalid",
        key: "format",
        params: { why: "html or csv" },
      });
    const l = lang(req);
    const pub = await publicOf(req);
    const view = (x: StoredRuling, appeal?: Appeal): PublicView =>
      p.user === null ? pub(x, appeal) : { ruling: x, ...(appeal ? { appeal } : {}) };
    // Drawn a few rulings at a time, yielding between them: a casebook of 1000 never holds other requests.
    const stream = Readable.from(casebookChunks(r, p.f, format, l, view));
    if (format === "csv")
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="casebook.csv"')
        .send(stream);
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", PAGE_CSP)
      .header("content-disposition", 'inline; filename="casebook.html"')
      .send(stream);
  });

  await registerAccountsApi(app, { register: r, who, send, lang });
  await registerAppealsApi(app, {
    register: r,
    who,
    send,
    lang,
    seen,
    version: (req) => {
      const e = expectOf(req);
      return typeof e === "string" ? null : e;
    },
  });

  app.get("/stats", async (req, reply) => {
    const p = await listed(req, reply, [...FILTER_KEYS, "lang"]);
    if (!p) return reply;
    return counts(r, p.f);
  });
};
