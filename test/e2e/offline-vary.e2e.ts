/**
 * Offline on a host that answers with `Vary: Origin` (vite preview does, as do many static hosts and CDNs;
 * walk2 F22): the module script and the stylesheet are fetched with an Origin header the precache had not,
 * and the service worker must still answer them from its cache, or an offline reload is a blank page.
 * The app's own server is put behind a proxy that adds the header to every answer.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, gridText, open, type Session, shot, watchErrors } from "./browser.js";
import { openApp, readyOffline } from "./support.js";

describe("offline behind a host that sends Vary: Origin", () => {
  let s: Session;
  let proxy: Server;
  let url = "";
  let errors: string[] = [];
  let up = true;
  beforeAll(async () => {
    s = await open();
    errors = watchErrors(s.page);
    proxy = createServer(async (req, res) => {
      if (!up) {
        // the host is gone: the connection is dropped, as a phone offline sees it
        req.socket.destroy();
        return;
      }
      const r = await fetch(new URL(req.url ?? "/", s.url), {
        headers: { accept: req.headers.accept ?? "*/*" },
      });
      const headers: Record<string, string> = {};
      r.headers.forEach((v, k) => {
        if (k !== "content-encoding" && k !== "content-length" && k !== "transfer-encoding") headers[k] = v;
      });
      headers.vary = "Origin";
      res.writeHead(r.status, headers);
      res.end(Buffer.from(await r.arrayBuffer()));
    });
    await new Promise<void>((done) => proxy.listen(0, "127.0.0.1", done));
    url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise<void>((done) => proxy?.close(() => done()));
    await s?.close();
  });

  it("reloads offline and in a new tab offline, the board kept", async () => {
    const p = s.page;
    const first = await fetch(url);
    expect(first.headers.get("vary")).toBe("Origin");
    await openApp(p, url);
    await readyOffline(p);
    await p.getByRole("button", { name: "Table", exact: true }).click();
    await call(p, "1NT");
    up = false;
    await s.context.setOffline(true);
    await p.reload();
    await expect.poll(() => gridText(p)).toEqual(["1NT|?||"]);
    await shot(p, "offline-vary-reloaded");
    const tab = await s.context.newPage();
    await openApp(tab, url);
    await expect.poll(() => gridText(tab)).toEqual(["1NT|?||"]);
    await tab.close();
    expect(errors).toEqual([]);
  });
});
