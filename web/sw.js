/* Bridge TD service worker: precaches the built app (list written at build time by vite.config.ts) and
   answers from the cache first, so after the first visit the app works with the server gone. */
const VERSION = "__VERSION__";
// Both placeholders are replaced at build time (vite.config.ts): the version, and the list of files.
const PRECACHE = "__PRECACHE__";
const CACHE = `bridge-td-${VERSION}`;
const INDEX = new URL("./index.html", self.registration.scope).href;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith("bridge-td-") && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The rulings register's API and pages are the server's, never the app's cache.
  if (url.pathname.startsWith("/api/")) return;
  // A host may answer with `Vary: Origin` (vite preview does) or `Vary: Accept-Encoding`: the module script
  // and the stylesheet are requested with an Origin header the precache request had not, so a match that
  // honoured Vary would miss them offline and leave a blank page. The files are the build's, one per URL.
  const options = { ignoreSearch: true, ignoreVary: true };
  if (request.mode === "navigate") {
    // The app is one page: any navigation inside the scope gets it, from the cache when there.
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.match(INDEX, options))
        .then((hit) => hit || fetch(request)),
    );
    return;
  }
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(request, options))
      .then((hit) => hit || fetch(request)),
  );
});
