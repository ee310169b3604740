/** Start-up: read the session from this browser, draw the app, register the service worker. */
import { render } from "preact";
import { App } from "./App.js";
import { loadNotes } from "./i18n.js";
import { editionsOf, loadFor, prefetchPlay } from "./parts.js";
import { loadLang, loadSession } from "./session.js";
import { prefetchViews } from "./views.js";
import "./styles.css";

const store = window.localStorage;

/**
 * True once a service worker controls the page: the app's files are cached and it works offline. Registered
 * once the app has drawn (`start`), so that on a first visit its precaching does not compete with the parts
 * the first draw waits for.
 */
const registerWorker = async (): Promise<boolean> => {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return false;
  try {
    await navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`);
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return true;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
    );
    return true;
  } catch {
    return false;
  }
};
let workerRegistered: (ready: boolean) => void = () => {};
const offlineReady = new Promise<boolean>((resolve) => {
  workerRegistered = resolve;
});

const initialSession = loadSession(store);
const initialLang = loadLang(store, navigator.languages ?? [navigator.language]);
// The words of the language in use and the codes of the session's boards (their auction periods), before
// the app first draws, and the play part of the current board's code if that board is in the play already
// (the other language and code load when they are needed: web/parts.ts); then the notes on reconstructed
// paragraphs (a ruling's director's notes, Russian), and the app draws again with them, and the play parts
// of the session's codes. Not a top-level await: the parts import from the chunk this module is in, which
// must have finished evaluating.
const root = document.getElementById("app")!;
const draw = () =>
  render(
    <App
      store={store}
      initialSession={initialSession}
      initialLang={initialLang}
      offlineReady={offlineReady}
    />,
    root,
  );
const start = () => {
  draw();
  performance.mark("bridge-td:interactive");
  registerWorker().then(workerRegistered);
  loadNotes(initialLang).then(draw, () => {});
  prefetchViews().catch(() => {});
  prefetchPlay(editionsOf(initialSession));
};
loadFor(initialLang, initialSession, false).then(start, start);
