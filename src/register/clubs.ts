/**
 * Clubs on one server (migration 004): the clubs of a federation's register, and who sees what. An
 * account of a club sees its own club's rulings, published or not, and the others' published ones only;
 * an account of the federation (no club) sees every ruling; an anonymous reader the published ones.
 */
import type { RegisterDb } from "./db.js";

/** A club's name: letters, digits, spaces and . _ ' - & (as an account's, up to 64). */
export const CLUB_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._'&-]{0,63}$/u;

/** The club called `name`, or undefined. */
export const clubByName = (r: RegisterDb, name: string) =>
  r.db.selectFrom("clubs").select(["id", "name"]).where("name", "=", name).executeTakeFirst();

/** The id of the club called `name`, created when there is none yet. */
export const ensureClub = async (r: RegisterDb, name: string): Promise<number> => {
  if (!CLUB_NAME.test(name)) throw new Error(`not a club name: ${JSON.stringify(name)}`);
  await r.db
    .insertInto("clubs")
    .values({ name, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  return (await clubByName(r, name))!.id;
};

/** The clubs, by name, with how many accounts and rulings each has. */
export const listClubs = async (r: RegisterDb) => {
  const rows = await r.db
    .selectFrom("clubs as c")
    .select(["c.name", "c.created_at"])
    .select((eb) => [
      eb
        .selectFrom("users as u")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("u.club_id", "=", "c.id")
        .as("accounts"),
      eb
        .selectFrom("rulings as x")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("x.club_id", "=", "c.id")
        .as("rulings"),
    ])
    .orderBy("c.name")
    .execute();
  return rows.map((c) => ({
    name: c.name,
    createdAt: c.created_at,
    accounts: Number(c.accounts ?? 0),
    rulings: Number(c.rulings ?? 0),
  }));
};

/** What a viewer's club lets it see of a ruling: its own club's always, another's once published. */
export const clubSees = (
  viewerClub: number | null | undefined,
  ruling: { clubId?: number | null; published: boolean },
): boolean => viewerClub == null || ruling.published || (ruling.clubId ?? null) === viewerClub;
