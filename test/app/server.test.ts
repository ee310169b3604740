/** The app's server: MIME types, the one page for app paths, 404 for missing files, no way out of the root. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Started, startServer } from "../../src/server/serve.js";

const get = (url: string, path: string, method = "GET") =>
  new Promise<{ status: number; type: string | undefined; cache: string | undefined; body: string }>(
    (ok, fail) => {
      const u = new URL(url);
      const req = request({ host: u.hostname, port: u.port, path, method }, (res) => {
        let body = "";
        res.on("data", (c) => {
          body += c;
        });
        res.on("end", () =>
          ok({
            status: res.statusCode ?? 0,
            type: res.headers["content-type"],
            cache: res.headers["cache-control"],
            body,
          }),
        );
      });
      req.on("error", fail);
      req.end();
    },
  );

describe("app server", () => {
  let dir: string;
  let s: Started;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "bridge-td-serve-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>app</title>");
    writeFileSync(join(dir, "assets", "index-abc.js"), "export {}");
    writeFileSync(join(dir, "assets", "index-abc.css"), "body{}");
    writeFileSync(join(dir, "manifest.webmanifest"), "{}");
    writeFileSync(join(dir, "sw.js"), "");
    writeFileSync(join(dir, "icon.svg"), "<svg/>");
    writeFileSync(join(tmpdir(), "bridge-td-secret.txt"), "secret");
    s = await startServer({ root: dir, port: 0 });
  });
  afterAll(async () => {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves each file with its MIME type", async () => {
    expect((await get(s.url, "/")).type).toBe("text/html; charset=utf-8");
    expect((await get(s.url, "/assets/index-abc.js")).type).toBe("text/javascript; charset=utf-8");
    expect((await get(s.url, "/assets/index-abc.css")).type).toBe("text/css; charset=utf-8");
    expect((await get(s.url, "/manifest.webmanifest")).type).toBe("application/manifest+json; charset=utf-8");
    expect((await get(s.url, "/icon.svg")).type).toBe("image/svg+xml");
  });

  it("caches hashed assets for good and the page and the service worker not at all", async () => {
    expect((await get(s.url, "/assets/index-abc.js")).cache).toContain("immutable");
    expect((await get(s.url, "/sw.js")).cache).toBe("no-cache");
    expect((await get(s.url, "/")).cache).toBe("no-cache");
  });

  it("answers app paths with the page and missing files with 404", async () => {
    const page = await get(s.url, "/board/7?x=1");
    expect(page.status).toBe(200);
    expect(page.body).toContain("<title>app</title>");
    expect((await get(s.url, "/assets/missing.js")).status).toBe(404);
  });

  it("never serves outside its folder, and only reads", async () => {
    expect((await get(s.url, "/../bridge-td-secret.txt")).body).not.toContain("secret");
    expect((await get(s.url, "/%2e%2e/bridge-td-secret.txt")).body).not.toContain("secret");
    expect((await get(s.url, "/..%2fbridge-td-secret.txt")).status).toBe(403);
    expect((await get(s.url, "/", "POST")).status).toBe(405);
    const head = await get(s.url, "/", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
  });
});
