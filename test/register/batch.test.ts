/**
 * Group commit on SQLite (src/register/batch.ts): the writes of one turn share a transaction, each in its
 * own savepoint; a write that fails is answered with its error and leaves no trace, the others commit.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTx } from "../../src/register/batch.js";
import { openDb, type RegisterDb } from "../../src/register/db.js";
import { createUser } from "../../src/register/repository.js";

describe("group commit on SQLite", () => {
  let r: RegisterDb;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "bridge-td-batch-"));
    r = await openDb({ dataDir: dir });
    await createUser(r, "anna", "director");
  });
  afterAll(async () => {
    await r.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const addUser = (n: number) => (tx: Parameters<Parameters<typeof writeTx>[1]>[0]) =>
    tx
      .insertInto("users")
      .values({
        name: `u${n}`,
        role: "reader",
        token_hash: "0",
        created_at: "",
        expires_at: null,
        revoked_at: null,
        disabled_at: null,
        last_used_at: null,
      })
      .execute()
      .then(() => n);

  it("commits the writes of one turn together and keeps each failure to itself", async () => {
    const answers = await Promise.allSettled([
      writeTx(r, addUser(1)),
      writeTx(r, async (tx) => {
        await addUser(2)(tx);
        throw new Error("refused after its insert");
      }),
      writeTx(r, addUser(3)),
      // The same name again: the unique constraint fails this one only.
      writeTx(r, addUser(1)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(["fulfilled", "rejected", "fulfilled", "rejected"]);
    const names = (await r.db.selectFrom("users").select("name").orderBy("name").execute()).map(
      (x) => x.name,
    );
    expect(names).toEqual(["anna", "u1", "u3"]);
  });
});
