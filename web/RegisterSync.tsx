/**
 * "Connect to a register" in the Session screen: the address and token (kept on this device), and each
 * board with a ruling with its state — saved here, sent, in the register. Boards are sent when the app is
 * online (at once, on every change, when the network comes back, and every half minute while some wait);
 * offline, nothing changes for the director.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { Lang } from "../src/engine.js";
import { tr } from "./i18n.js";
import {
  apiBase,
  loadSettings,
  loadSync,
  newDevice,
  queueOf,
  type RegisterSettings,
  type SyncMap,
  saveSettings,
  saveSync,
  send,
  statusOf,
  whoAmI,
} from "./registerSync.js";
import type { KeyValue, Session } from "./session.js";

const storage = (): KeyValue => {
  try {
    return globalThis.localStorage;
  } catch {
    const m = new Map<string, string>();
    return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
  }
};

export const RegisterSync = ({ lang, session }: { lang: Lang; session: Session }) => {
  const store = useRef(storage()).current;
  const [settings, setSettings] = useState<RegisterSettings | null>(() => loadSettings(store));
  const [sync, setSyncState] = useState<SyncMap>(() => loadSync(store));
  const [online, setOnline] = useState(() => globalThis.navigator?.onLine ?? true);
  const [form, setForm] = useState(() => ({
    url: settings?.url ?? globalThis.location?.origin ?? "",
    token: "",
    event: settings?.event ?? "",
    director: settings?.director ?? "",
  }));
  const [who, setWho] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(false);
  const running = useRef(false);
  const syncRef = useRef(sync);

  const setSync = (m: SyncMap) => {
    syncRef.current = m;
    saveSync(store, m);
    setSyncState(m);
  };

  const queue = settings ? queueOf(session, settings, lang) : [];

  /** Sends every board not yet in the register in its present version, one at a time. */
  const flush = async () => {
    if (!settings || running.current || !(globalThis.navigator?.onLine ?? true)) return;
    running.current = true;
    try {
      for (const item of queueOf(session, settings, lang)) {
        const before = statusOf(syncRef.current, item);
        if (before.status === "stored" || before.status === "refused") continue;
        const known = syncRef.current[item.board.id]?.version;
        const kept = known ? { version: known } : {};
        setSync({
          ...syncRef.current,
          [item.board.id]: { digest: item.digest, status: "sent", at: Date.now(), ...kept },
        });
        const r = await send(settings, item, fetch, known);
        if (r.ok)
          setSync({
            ...syncRef.current,
            [item.board.id]: {
              digest: item.digest,
              status: "stored",
              at: Date.now(),
              ...(r.version ? { version: r.version } : kept),
            },
          });
        else if (!r.retry)
          setSync({
            ...syncRef.current,
            [item.board.id]: {
              digest: item.digest,
              status: "refused",
              message: r.conflict ? tr(lang, "sync.conflict", { message: r.message }) : r.message,
              at: Date.now(),
              ...kept,
            },
          });
        else {
          setSync({
            ...syncRef.current,
            [item.board.id]: { digest: item.digest, status: "here", at: Date.now(), ...kept },
          });
          if (r.status === 401) setProblem(tr(lang, "sync.error.token", { message: r.message }));
          break;
        }
      }
    } finally {
      running.current = false;
    }
  };

  // Send on every change of the boards, when the network returns, and every 30 s while some wait.
  useEffect(() => {
    void flush();
  }, [session, settings, lang]);
  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    globalThis.addEventListener?.("online", up);
    globalThis.addEventListener?.("offline", down);
    const timer = setInterval(() => void flush(), 30_000);
    return () => {
      globalThis.removeEventListener?.("online", up);
      globalThis.removeEventListener?.("offline", down);
      clearInterval(timer);
    };
  });

  const connect = async (e: Event) => {
    e.preventDefault();
    setProblem(null);
    if (!apiBase(form.url)) return setProblem(tr(lang, "sync.error.url", { url: form.url }));
    setConnecting(true);
    const token = form.token.trim() || settings?.token || "";
    const me = await whoAmI(form.url, token);
    setConnecting(false);
    if (!me.ok)
      return setProblem(
        me.reason === "unreachable"
          ? tr(lang, "sync.error.unreachable", { url: form.url })
          : me.reason === "url"
            ? tr(lang, "sync.error.url", { url: form.url })
            : tr(lang, "sync.error.token", { message: me.message }),
      );
    const s: RegisterSettings = {
      url: form.url.trim(),
      token,
      event: form.event,
      director: form.director,
      device: settings?.device ?? newDevice(),
    };
    saveSettings(store, s);
    setSettings(s);
    setWho(tr(lang, "sync.connected", { url: s.url, name: me.name, role: me.role }));
    setForm({ ...form, token: "" });
  };

  const disconnect = () => {
    saveSettings(store, null);
    setSettings(null);
    setWho(null);
  };

  return (
    <section class="register-sync" aria-labelledby="register-title">
      <h3 id="register-title">{tr(lang, "sync.title")}</h3>
      <p class="note">{tr(lang, "sync.intro")}</p>
      <form class="register-form" onSubmit={(e) => void connect(e)}>
        <label>
          {tr(lang, "sync.url")}
          <input
            type="url"
            inputMode="url"
            autoComplete="url"
            value={form.url}
            onInput={(e) => setForm({ ...form, url: (e.currentTarget as HTMLInputElement).value })}
          />
        </label>
        <label>
          {tr(lang, "sync.token")}
          <input
            type="password"
            autoComplete="off"
            value={form.token}
            placeholder={settings ? "••••••" : ""}
            onInput={(e) => setForm({ ...form, token: (e.currentTarget as HTMLInputElement).value })}
          />
        </label>
        <label>
          {tr(lang, "sync.event")}
          <input
            type="text"
            value={form.event}
            onInput={(e) => setForm({ ...form, event: (e.currentTarget as HTMLInputElement).value })}
          />
        </label>
        <label>
          {tr(lang, "sync.director")}
          <input
            type="text"
            value={form.director}
            onInput={(e) => setForm({ ...form, director: (e.currentTarget as HTMLInputElement).value })}
          />
        </label>
        <div class="row wrap">
          <button type="submit" class="primary" disabled={connecting}>
            {tr(lang, connecting ? "sync.connecting" : "sync.connect")}
          </button>
          {settings && (
            <>
              <button type="button" onClick={() => void flush()}>
                {tr(lang, "sync.sendNow")}
              </button>
              <button type="button" class="danger" onClick={disconnect}>
                {tr(lang, "sync.disconnect")}
              </button>
            </>
          )}
        </div>
      </form>
      {problem && (
        <p class="notice error" role="alert">
          {problem}
        </p>
      )}
      {who && (
        <p class="note" role="status">
          {who}
        </p>
      )}
      <p class="note">{tr(lang, "sync.kept")}</p>
      {settings && !online && <p class="note">{tr(lang, "sync.offline")}</p>}
      {settings &&
        (queue.length === 0 ? (
          <p class="note">{tr(lang, "sync.none")}</p>
        ) : (
          <ul class="sync-list" aria-label={tr(lang, "sync.title")}>
            {queue.map((item) => {
              const st = statusOf(sync, item);
              return (
                <li key={item.board.id} data-sync={st.status}>
                  <span class="board-no">
                    {item.board.log.board === undefined
                      ? tr(lang, "session.noNumber")
                      : tr(lang, "sync.board", { board: item.board.log.board })}
                  </span>{" "}
                  <span class={`sync-state sync-${st.status}`}>
                    {tr(lang, `sync.state.${st.status}`, { message: st.message ?? "" })}
                  </span>
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
};
