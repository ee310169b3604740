/**
 * The accounts as an admin manages them over the API (the same as `bridge-td user`): list them with their
 * roles, expiry and last use; add one (its token answered once); revoke, rotate, disable, enable.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Lang } from "../explain/index.js";
import {
  createUser,
  DEFAULT_EXPIRY,
  expiryOf,
  listAccounts,
  revokeUser,
  rotateUser,
  setDisabled,
  type User,
  userByName,
} from "./accounts.js";
import { CLUB_NAME } from "./clubs.js";
import type { RegisterDb } from "./db.js";
import { ROLES, type Role } from "./schema.js";

type Send = (
  reply: FastifyReply,
  lang: Lang,
  status: number,
  e: { code: string; key?: string; params?: Record<string, string | number> },
) => FastifyReply;

export interface AccountsApiDeps {
  register: RegisterDb;
  who: (req: FastifyRequest, reply: FastifyReply) => Promise<User | null | undefined>;
  send: Send;
  lang: (req: FastifyRequest) => Lang;
}

/** An account's name: letters, digits, spaces and . _ ' - (the CLI's rule). */
export const ACCOUNT_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._'-]{0,63}$/u;

type Body = Record<string, unknown> | null | undefined;

export const registerAccountsApi = async (app: FastifyInstance, d: AccountsApiDeps): Promise<void> => {
  const r = d.register;
  /** An admin, or an error answer sent. */
  const admin = async (req: FastifyRequest, reply: FastifyReply): Promise<User | undefined> => {
    const u = await d.who(req, reply);
    if (u === undefined) return undefined;
    if (u === null) {
      d.send(reply, d.lang(req), 401, { code: "register.unauthenticated" });
      return undefined;
    }
    if (u.role !== "admin") {
      d.send(reply, d.lang(req), 403, { code: "register.forbidden-role", params: { role: u.role } });
      return undefined;
    }
    // Accounts are the federation's to manage: a club's admin manages his club's rulings only.
    if (u.clubId != null) {
      d.send(reply, d.lang(req), 403, { code: "register.club-accounts" });
      return undefined;
    }
    return u;
  };
  /** The body's keys, checked against `allowed`; a string naming the first unknown one otherwise. */
  const unknownKey = (body: Body, allowed: string[]): string | undefined =>
    Object.keys(body ?? {}).find((k) => !allowed.includes(k));
  const expiresOf = (body: Body): string | null | undefined => {
    const e = body?.expires ?? DEFAULT_EXPIRY;
    return typeof e === "string" ? expiryOf(e) : undefined;
  };
  const opts = { bodyLimit: 4096 };

  app.get("/users", async (req, reply) => {
    if (!(await admin(req, reply))) return reply;
    return { items: await listAccounts(r) };
  });

  app.post("/users", opts, async (req, reply) => {
    if (!(await admin(req, reply))) return reply;
    const l = d.lang(req);
    const body = req.body as Body;
    const bad = unknownKey(body, ["name", "role", "expires", "club"]);
    if (bad) return d.send(reply, l, 400, { code: "register.unknown-key", key: bad });
    const name = body?.name;
    if (typeof name !== "string" || !ACCOUNT_NAME.test(name))
      return d.send(reply, l, 400, { code: "register.account-name", key: "name" });
    if (typeof body?.role !== "string" || !(ROLES as readonly string[]).includes(body.role))
      return d.send(reply, l, 400, { code: "register.role", key: "role" });
    if (expiresOf(body) === undefined)
      return d.send(reply, l, 400, { code: "register.expires", key: "expires" });
    const club = body?.club;
    if (club !== undefined && (typeof club !== "string" || !CLUB_NAME.test(club)))
      return d.send(reply, l, 400, { code: "register.club-name", key: "club" });
    if (await userByName(r, name))
      return d.send(reply, l, 409, { code: "register.account-exists", key: name });
    const made = await createUser(r, name, body.role as Role, {
      expires: (body?.expires as string | undefined) ?? DEFAULT_EXPIRY,
      ...(club !== undefined ? { club } : {}),
    });
    return reply
      .code(201)
      .send({ name, role: body.role, club: club ?? null, token: made.token, expiresAt: made.expiresAt });
  });

  app.post<{ Params: { name: string; verb: string } }>("/users/:name/:verb", opts, async (req, reply) => {
    if (!(await admin(req, reply))) return reply;
    const l = d.lang(req);
    const { name, verb } = req.params;
    const body = req.body as Body;
    if (!["revoke", "rotate", "disable", "enable"].includes(verb))
      return d.send(reply, l, 404, { code: "register.no-route" });
    const bad = unknownKey(body, verb === "rotate" ? ["expires"] : []);
    if (bad) return d.send(reply, l, 400, { code: "register.unknown-key", key: bad });
    if (verb === "rotate") {
      if (expiresOf(body) === undefined)
        return d.send(reply, l, 400, { code: "register.expires", key: "expires" });
      const t = await rotateUser(r, name, (body?.expires as string | undefined) ?? DEFAULT_EXPIRY);
      if (!t) return d.send(reply, l, 404, { code: "register.account-not-found" });
      return { name, token: t.token, expiresAt: t.expiresAt };
    }
    const done =
      verb === "revoke" ? await revokeUser(r, name) : await setDisabled(r, name, verb === "disable");
    if (!done) return d.send(reply, l, 404, { code: "register.account-not-found" });
    const account = (await listAccounts(r)).find((a) => a.name === name);
    return { name, state: account?.state };
  });
};
