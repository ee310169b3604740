/** The app's register queue: only boards with a ruling, one stable client id per board, states by version. */
import { describe, expect, it } from "vitest";
import { apiBase, queueOf, type RegisterSettings, send, statusOf } from "../../web/registerSync.js";
import { boardRecord, loadSession, type Session, saveSession, withLog } from "../../web/session.js";

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

describe("the ruling's time (ruledAt, 92B)", () => {
  it("is when the director first ruled on the board, kept through later changes and a reload", () => {
    const start = boardRecord(log([{ by: "S", call: "1H" }]));
    let s: Session = { version: 1, current: start.id, boards: [start] };
    s = withLog(
      s,
      log([
        { by: "S", call: "1H" },
        { by: "W", call: "1D" },
      ]),
    );
    expect(s.boards[0]!.ruledAt).toBeUndefined();
    const before = Date.now();
    s = withLog(
      s,
      log([
        { by: "S", call: "1H" },
        { by: "W", call: "1D" },
        { by: "N", accept: true },
      ]),
    );
    const at = s.boards[0]!.ruledAt!;
    expect(at).toBeGreaterThanOrEqual(before);
    s = withLog(
      s,
      log([
        { by: "S", call: "1H" },
        { by: "W", call: "1D" },
        { by: "N", accept: true },
        { by: "N", call: "P" },
      ]),
    );
    expect(s.boards[0]!.ruledAt).toBe(at);
    const store = new Map<string, string>();
    const kv = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    saveSession(kv as never, s);
    expect(loadSession(kv as never).boards[0]!.ruledAt).toBe(at);
    expect(queueOf(s, settings, "en")[0]!.body.report.ruledAt).toBe(new Date(at).toISOString());
  });

  it("falls back to the board's last change for a board recorded before the app kept it", () => {
    const old = {
      ...boardRecord(
        log([
          { by: "S", call: "1H" },
          { by: "W", call: "1D" },
        ]),
      ),
      updated: Date.UTC(2026, 10, 24, 20, 15),
    };
    const s: Session = { version: 1, current: old.id, boards: [old] };
    expect(queueOf(s, settings, "en")[0]!.body.report.ruledAt).toBe("2026-11-24T20:15:00.000Z");
  });
});
