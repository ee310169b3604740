/**
 * `bridge-td user list|revoke|rotate|disable|enable` on an open register database (src/register/accounts.ts):
 * the accounts with their roles, expiry and last use; a token revoked or replaced at once; an account
 * disabled with its rulings kept.
 */
import { DEFAULT_EXPIRY, listAccounts, revokeUser, rotateUser, setDisabled } from "../register/accounts.js";
import type { RegisterDb } from "../register/db.js";
import type { Io } from "./io.js";

export const ACCOUNT_VERBS = ["add", "list", "revoke", "rotate", "disable", "enable"] as const;

const day = (iso: string | null, none: string): string =>
  iso === null ? none : iso.slice(0, 16).replace("T", " ");

/** Runs one verb other than `add`; exit 0, or 1 when there is no such account. */
export const accountVerb = async (
  r: RegisterDb,
  verb: string,
  name: string | undefined,
  expires: string | undefined,
  io: Io,
): Promise<number> => {
  if (verb === "list") {
    io.out(["name", "role", "state", "expires", "last use", "rulings", "created", "club"].join("\t"));
    for (const a of await listAccounts(r))
      io.out(
        [
          a.name,
          a.role,
          a.state,
          day(a.expiresAt, "never"),
          day(a.lastUsedAt, "-"),
          String(a.rulings),
          a.createdAt.slice(0, 10),
          a.club ?? "(federation)",
        ].join("\t"),
      );
    return 0;
  }
  const missing = () => {
    io.err(`bridge-td user: there is no account named "${name}"`);
    return 1;
  };
  if (verb === "rotate") {
    const t = await rotateUser(r, name!, expires ?? DEFAULT_EXPIRY);
    if (!t) return missing();
    io.out(`Account ${name}: a new token; the old one no longer works.`);
    io.out(`Token (shown only now; only a hash of it is kept): ${t.token}`);
    io.out(`It expires: ${day(t.expiresAt, "never")}.`);
    return 0;
  }
  const done =
    verb === "revoke" ? await revokeUser(r, name!) : await setDisabled(r, name!, verb === "disable");
  if (!done) return missing();
  io.out(
    verb === "revoke"
      ? `Account ${name}: its token is revoked (bridge-td user rotate gives a new one).`
      : verb === "disable"
        ? `Account ${name} is disabled: no token of it works; its rulings are kept.`
        : `Account ${name} is enabled again.`,
  );
  return 0;
};
