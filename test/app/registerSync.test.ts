/** The app's register queue: only boards with a ruling, one stable client id per board, states by version. */
import { describe, expect, it } from "vitest";
import { apiBase, queueOf, type RegisterSettings, send, statusOf } from "../../web/registerSync.js";
import { boardRecord, type Session } from "../../web/session.js";

const settings: RegisterSettings = {
  url: "club.local:8080",
  token: "t",
  event: "",
  director: "A. D.",
  device: "abc123",
};
const log = (events: unknown[]) => ({ format: "table-log@1", edition: "2017", board: 3, events }) as never;

describe("register queue", () => {
  const clean = boardRecord(log([{ by: "S", call: "1H" }]));
  const ruled = boardRecord(
    log([
      { by: "S", call: "1H" },
      { by: "W", call: "1D" },
    ]),
  );
  const session: Session = { version: 1, current: clean.id, boards: [clean, ruled] };

  it("queues the boards with a ruling only, each under one client id, with the engine's laws in words", () => {
    const q = queueOf(session, settings, "en");
    expect(q.map((x) => x.board.id)).toEqual([ruled.id]);
    expect(q[0]!.id).toBe(`app-abc123-${ruled.id}`);
    expect(q[0]!.id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(q[0]!.body.report).toMatchObject({ event: "Session", board: 3, director: "A. D.", facts: "" });
    expect(q[0]!.body.report.ruling).toContain("West: insufficient bid (1♦), Law 27A1.");
    expect(queueOf(session, settings, "en")[0]!.digest).toBe(q[0]!.digest);
  });

  it("is in the register only in the version acknowledged", () => {
    const [item] = queueOf(session, settings, "en");
    expect(statusOf({}, item!).status).toBe("here");
    expect(statusOf({ [ruled.id]: { digest: item!.digest, status: "stored", at: 1 } }, item!).status).toBe(
      "stored",
    );
    expect(statusOf({ [ruled.id]: { digest: "old", status: "stored", at: 1 } }, item!).status).toBe("here");
  });

  it("reads the address the director typed", () => {
    expect(apiBase("club.local:8080")?.href).toBe("http://club.local:8080/api/");
    expect(apiBase("https://fed.example/td")?.href).toBe("https://fed.example/td/api/");
    expect(apiBase("ftp://x")).toBeNull();
    expect(apiBase("")).toBeNull();
  });

  it("sends If-Match of the version it stored, and reports a 412 as a conflict, not a retry", async () => {
    const [item] = queueOf(session, settings, "en");
    const seen: (string | null)[] = [];
    const answer = (status: number, body: unknown) =>
      (async (_url: unknown, init?: RequestInit) => {
        seen.push(new Headers(init?.headers).get("if-match"));
        return new Response(JSON.stringify(body), { status });
      }) as typeof fetch;
    expect(
      await send(settings, item!, answer(201, { id: item!.id, outcome: "created", version: 1 })),
    ).toEqual({
      ok: true,
      version: 1,
    });
    const stale = await send(
      settings,
      item!,
      answer(412, { error: { code: "register.version-conflict", message: "at version 3 now", current: 3 } }),
      2,
    );
    expect(stale).toMatchObject({
      ok: false,
      retry: false,
      status: 412,
      conflict: true,
      message: "at version 3 now",
    });
    expect(seen).toEqual([null, '"2"']);
  });
});
