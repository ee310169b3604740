/**
 * The app's link to a rulings register (docs/register.md): the address and token kept on this device, and
 * the queue of boards with a ruling. Each board goes up as PUT /api/rulings/<client id> — one id per board
 * and device, so a retry or a second send never makes a second ruling — with the table log and a report
 * the app can write by itself (event, date, board, the irregularities and laws the engine found). Each
 * board's state: saved here (not yet in the register, or changed since), sent (on its way), in the
 * register (acknowledged), refused (the register said why; sent again only when the board changes).
 */

import type { Lang, Seat } from "../src/engine.js";
import { callText, t } from "../src/engine.js";
import { LAW_WORD } from "../src/explain/ru-words.js";
import { analyse } from "../src/register/analyse.js";
import { tr } from "./i18n.js";
import type { BoardRecord, KeyValue, Session } from "./session.js";

export const REGISTER_KEY = "bridge-td.register@1";
export const SYNC_KEY = "bridge-td.register-sync@1";

export interface RegisterSettings {
  url: string;
  token: string;
  event: string;
  director: string;
  /** A random id of this device, part of every board's client id. */
  device: string;
}

export type SyncStatus = "here" | "sent" | "stored" | "refused";

export interface SyncRecord {
  digest: string;
  status: SyncStatus;
  /** The register's version of the ruling this device last stored: the next send's If-Match. */
  version?: number;
  message?: string;
  at: number;
}

export type SyncMap = Record<string, SyncRecord>;

const read = <T>(store: KeyValue, key: string): T | null => {
  try {
    const text = store.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
};

const write = (store: KeyValue, key: string, value: unknown): void => {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the queue is rebuilt from the boards on the next start.
  }
};

export const loadSettings = (store: KeyValue): RegisterSettings | null => {
  const s = read<RegisterSettings>(store, REGISTER_KEY);
  return s && typeof s.url === "string" && typeof s.token === "string" && s.url && s.token ? s : null;
};

export const saveSettings = (store: KeyValue, s: RegisterSettings | null): void => {
  if (s === null) store.setItem(REGISTER_KEY, "null");
  else write(store, REGISTER_KEY, s);
};

export const loadSync = (store: KeyValue): SyncMap => read<SyncMap>(store, SYNC_KEY) ?? {};
export const saveSync = (store: KeyValue, m: SyncMap): void => write(store, SYNC_KEY, m);

export const newDevice = (): string => {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
};

/** The API's base from what the director typed (`club.local:8080` is taken as http://). */
export const apiBase = (url: string): URL | null => {
  try {
    const u = new URL(/^[a-z]+:\/\//i.test(url) ? url : `http://${url}`);
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    return new URL("api/", u.href.endsWith("/") ? u : `${u.href}/`);
  } catch {
    return null;
  }
};

export interface QueueItem {
  board: BoardRecord;
  id: string;
  body: { log: unknown; report: Record<string, unknown> };
  digest: string;
}

/** FNV-1a of the text, enough to tell that a board changed since it was sent. */
const digestOf = (text: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(36)}-${text.length}`;
};

const day = (ms: number): string => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

/** The boards of the session that have a ruling (the engine met an irregularity), ready to send. */
export const queueOf = (session: Session, settings: RegisterSettings, lang: Lang): QueueItem[] => {
  const out: QueueItem[] = [];
  for (const board of session.boards) {
    const a = analyse(board.log);
    if (!a.ok || a.value.irregularities.length === 0) continue;
    const lines = a.value.irregular.map((i) =>
      tr(lang, "sync.ruling", {
        offender: t(lang, `seat.${i.offender as Seat}`),
        irregularity: t(lang, `irregularity.${i.irregularity}`),
        call: callText(lang, i.call),
        law: `${LAW_WORD[lang][board.log.edition]} ${i.law}`,
      }),
    );
    const laws = a.value.laws.join(", ");
    lines.push(tr(lang, board.log.edition === "1987" ? "sync.laws.1987" : "sync.laws", { laws }));
    const report: Record<string, unknown> = {
      event: settings.event.trim() || tr(lang, "sync.eventDefault"),
      date: day(board.created),
      facts: "",
      ruling: lines.join("\n"),
    };
    if (board.log.board !== undefined) report.board = board.log.board;
    // 92B counts the appeal period from the ruling: when the director ruled here, else (a board from an
    // older version of the app) its last change, never earlier than the ruling.
    report.ruledAt = new Date(board.ruledAt ?? board.updated).toISOString();
    if (settings.director.trim()) report.director = settings.director.trim();
    const body = { log: board.log, report };
    out.push({
      board,
      id: `app-${settings.device}-${board.id}`.slice(0, 64),
      body,
      digest: digestOf(JSON.stringify(body)),
    });
  }
  return out;
};

/** A board's state: in the register only in the version acknowledged; a changed board is saved here again. */
export const statusOf = (m: SyncMap, item: QueueItem): SyncRecord => {
  const r = m[item.board.id];
  return r && r.digest === item.digest ? r : { digest: item.digest, status: "here", at: 0 };
};

export type Sent =
  | { ok: true; version?: number }
  | { ok: false; retry: boolean; status?: number; message: string; conflict?: boolean };

const errorMessage = async (res: Response): Promise<string> => {
  try {
    const b = (await res.json()) as { error?: { message?: string } };
    return b.error?.message ?? `${res.status}`;
  } catch {
    return `${res.status}`;
  }
};

/**
 * Sends one board (PUT, idempotent by its client id), with If-Match of the version this device last
 * stored, so a change someone made in the register meanwhile is a conflict (412), never overwritten. A
 * network failure or a 5xx/429 is retried later.
 */
export const send = async (
  settings: RegisterSettings,
  item: QueueItem,
  fetcher = fetch,
  version?: number,
): Promise<Sent> => {
  const api = apiBase(settings.url);
  if (!api) return { ok: false, retry: false, message: settings.url };
  let res: Response;
  try {
    res = await fetcher(new URL(`rulings/${item.id}`, api), {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${settings.token}`,
        ...(version ? { "if-match": `"${version}"` } : {}),
      },
      body: JSON.stringify(item.body),
    });
  } catch (e) {
    return { ok: false, retry: true, message: e instanceof Error ? e.message : String(e) };
  }
  if (res.ok) {
    const b = (await res.json().catch(() => ({}))) as { version?: unknown };
    return typeof b.version === "number" ? { ok: true, version: b.version } : { ok: true };
  }
  const message = await errorMessage(res);
  return {
    ok: false,
    retry: res.status >= 500 || res.status === 429 || res.status === 401,
    status: res.status,
    message,
    ...(res.status === 412 ? { conflict: true } : {}),
  };
};

/** Checks the address and the token: the account's name and role, or why not. */
export const whoAmI = async (
  url: string,
  token: string,
  fetcher = fetch,
): Promise<
  | { ok: true; name: string; role: string }
  | { ok: false; reason: "url" | "unreachable" | "token"; message: string }
> => {
  const api = apiBase(url);
  if (!api) return { ok: false, reason: "url", message: url };
  let res: Response;
  try {
    res = await fetcher(new URL("me", api), { headers: { authorization: `Bearer ${token}` } });
  } catch (e) {
    return { ok: false, reason: "unreachable", message: e instanceof Error ? e.message : String(e) };
  }
  if (!res.ok) return { ok: false, reason: "token", message: await errorMessage(res) };
  const me = (await res.json()) as { name: string; role: string };
  return { ok: true, name: me.name, role: me.role };
};
