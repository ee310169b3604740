/** Start-up: read the session from this browser, draw the app, register the service worker. */
import { render } from "preact";
import { App } from "./App.js";
import { loadLang, loadSession } from "./session.js";
import "./styles.css";

const store = window.localStorage;

/** True once a service worker controls the page: the app's files are cached and it works offline. */
const offlineReady = (async (): Promise<boolean> => {
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
})();

const root = document.getElementById("app")!;
render(
  <App
    store={store}
    initialSession={loadSession(store)}
    initialLang={loadLang(store, navigator.languages ?? [navigator.language])}
    offlineReady={offlineReady}
  />,
  root,
);
performance.mark("bridge-td:interactive");
