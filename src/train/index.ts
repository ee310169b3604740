/**
 * The trainer: ruling exercises generated from the engine (docs/train.md). Pure and seeded: the same options
 * give the same exercises, with no I/O, so the app can load it as a part of its own. The scenes are the
 * fixtures' tables (./corpus.ts) and the explorer's random walks through the auction and the play; every
 * answer is the engine's own ruling on the scene's log.
 */
import { type Lang, registerCatalog } from "../explain/core.js";
import { translateNotes } from "../explain/ru-words.js";
import { trainEn } from "../explain/train-en.js";
import { trainRu } from "../explain/train-ru.js";
import { eventToJson, paragraphs, type TableLog } from "../explore/engine.js";
import { validateTableLog } from "../formats/tableLog.js";
import { CORPUS } from "./corpus.js";
import { type Context, type Draft, draftsOf, sceneKey } from "./make.js";
import { type Exercise, KINDS, type TrainOptions } from "./types.js";
import { logScenes, prng, type Rng, type Scene, walkScenes } from "./walk.js";
import { latinWords, tableText } from "./words.js";

export { citedLaws } from "./make.js";
export * from "./types.js";

registerCatalog("en", trainEn);
registerCatalog("ru", trainRu);

let corpus: TableLog[] | undefined;
/** The fixtures' logs, read once. */
const corpusLogs = (): TableLog[] => {
  corpus ??= (JSON.parse(CORPUS) as unknown[]).flatMap((x) => {
    const v = validateTableLog(x);
    return v.ok ? [v.value] : [];
  });
  return corpus;
};

/** The scenes of a code: the fixtures' first, then `walks` random walks (every other one through the play). */
export const scenesOf = (
  edition: TableLog["edition"],
  rng: Rng,
  walks: number,
  logs?: TableLog[],
): Scene[] => {
  const out = (logs ?? corpusLogs()).filter((l) => l.edition === edition).flatMap(logScenes);
  for (let i = 0; i < walks; i++) out.push(...walkScenes(edition, rng, i % 2 ? 40 : 160, i % 2 === 0));
  return out;
};

/** The table log as JSON, as the table-log spec writes it. */
export const logJson = (log: TableLog): Record<string, unknown> => {
  const out: Record<string, unknown> = { format: "table-log@1", edition: log.edition };
  if (log.board !== undefined) out.board = log.board;
  out.dealer = log.dealer;
  out.vulnerability = log.vulnerability;
  if (log.deal !== undefined) out.deal = log.deal;
  out.events = log.events.map(eventToJson);
  return out;
};

/** FNV-1a, 32 bits, as 8 hex digits: a stable id. */
const hash = (text: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, "0");
};

const lawOf = (s: Scene): string | undefined => {
  const r = s.state.ruling;
  return r !== null && "law" in r ? r.law : undefined;
};

/** The hard procedures: a comparable call (27B1(b)), 17D3, 64B7, a revoke on trick 12 (62D1), 25B2(b), 27B4. */
const HARD = new Set(["27B1(b)", "17D3", "64B7", "62D1", "25B2(b)", "27B4"]);

/** 1-3: one for a rare paragraph, one for a long procedure (rulings before, findings given), 3 for the hard ones. */
const levelOf = (d: Draft, rarity: Map<string, number>, rare: number): 1 | 2 | 3 => {
  if (d.laws.some((l) => HARD.has(l))) return 3;
  const long =
    d.scene.rulings >= 2 ||
    d.scene.log.events.some((e) => "findings" in e && Object.keys(e.findings ?? {}).length > 0);
  const seen = rarity.get(d.laws[0] ?? "") ?? 0;
  return (1 + (seen <= rare ? 1 : 0) + (long ? 1 : 0)) as 1 | 2 | 3;
};

/** Round robin over the paragraphs (each list in a seeded order), so that a few hundred cover many laws. */
const spread = (rng: Rng, drafts: Draft[]): Draft[] => {
  const groups = new Map<string, Draft[]>();
  for (const d of drafts) {
    const k = `${d.laws[0] ?? ""}|${d.kind}`;
    groups.set(k, [...(groups.get(k) ?? []), d]);
  }
  const lists = [...groups.values()].map((g) => shuffle(rng, g));
  const out: Draft[] = [];
  for (let round = 0; out.length < drafts.length; round++)
    for (const g of shuffle(rng, lists)) if (g[round] !== undefined) out.push(g[round]!);
  return out;
};

const shuffle = <T>(rng: Rng, xs: readonly T[]): T[] => {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
};

/**
 * `count` exercises of a code (default 20), deterministic for the seed: scenes from the fixtures and the
 * random walks, every kind's exercises made from them, duplicates removed (the same law, chooser, options
 * and costs make one exercise), filtered by kind and level, spread over the paragraphs.
 */
export const generate = (
  o: TrainOptions & { logs?: TableLog[]; walks?: number; onSkip?: (d: Draft, latin: string[]) => void },
): Exercise[] => {
  const lang = o.lang ?? "en";
  const count = o.count ?? 20;
  const rng = prng(o.seed ?? 1);
  const scenes = scenesOf(o.edition, rng, o.walks ?? Math.min(300, 40 + Math.ceil(count / 3)), o.logs);
  const byIrregularity = new Map<string, Scene[]>();
  const rarity = new Map<string, number>();
  for (const s of scenes) {
    const r = s.state.ruling;
    if (r === null || !("law" in r)) continue;
    byIrregularity.set(r.irregularity, [...(byIrregularity.get(r.irregularity) ?? []), s]);
    rarity.set(r.law, (rarity.get(r.law) ?? 0) + 1);
  }
  const counts = [...rarity.values()].sort((a, b) => a - b);
  const rare = counts[Math.floor(counts.length / 3)] ?? 0;
  const labels = paragraphs(o.edition)
    .map((p) => p.label)
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const c: Context = {
    lang,
    edition: o.edition,
    rng,
    labels,
    neighbours: (s) => {
      const r = s.ruling;
      if (r === null || !("law" in r)) return [];
      return (byIrregularity.get(r.irregularity) ?? []).filter((n) => lawOf(n) !== r.law).slice(0, 12);
    },
  };
  const seen = new Set<string>();
  const drafts: Draft[] = [];
  const sceneKeys = new Set<string>();
  for (const s of scenes) {
    const k = sceneKey(s.state);
    if (sceneKeys.has(k)) continue;
    sceneKeys.add(k);
    for (const d of draftsOf(c, s, o.kind ? [o.kind] : KINDS)) {
      if (seen.has(d.key)) continue;
      seen.add(d.key);
      drafts.push(d);
    }
  }
  const make = (d: Draft) => exerciseOf(d, lang, levelOf(d, rarity, rare), o.onSkip);
  return select(spread(rng, drafts), count, o.level, make);
};

/**
 * The first `count` exercises that pass (level, words), those that bring a paragraph not yet covered first,
 * then the rest, each pass in the given order.
 */
const select = (
  ordered: Draft[],
  count: number,
  level: number | undefined,
  make: (d: Draft) => Exercise | null,
): Exercise[] => {
  const out: Exercise[] = [];
  const covered = new Set<string>();
  const later: Draft[] = [];
  const take = (d: Draft) => {
    const x = make(d);
    if (x === null || (level !== undefined && x.level !== level)) return;
    out.push(x);
    for (const l of x.laws) covered.add(l);
  };
  for (const d of ordered) {
    if (out.length >= count) return out;
    if (d.laws.some((l) => !covered.has(l))) take(d);
    else later.push(d);
  }
  for (const d of later) {
    if (out.length >= count) break;
    take(d);
  }
  return out;
};

/** The exercise of a draft in `lang`, or null when the table cannot be told in its words (none left in English). */
const exerciseOf = (
  d: Draft,
  lang: Lang,
  level: 1 | 2 | 3,
  onSkip?: (d: Draft, latin: string[]) => void,
): Exercise | null => {
  const table = tableText(lang, d.scene.log, d.scene.state.tricks !== undefined);
  if (table === null) return null;
  // The registry's notes (a reconstructed paragraph's basis) in the language, once the exercise is chosen.
  const words = (x: string) => translateNotes(lang, x);
  const question = words([...table, "", d.ask].join("\n"));
  const choices = d.choices.map(words);
  const explanation = words(d.explanation);
  const latin = lang === "ru" ? [question, ...choices, explanation].flatMap(latinWords) : [];
  if (latin.length > 0) {
    onSkip?.(d, latin);
    return null;
  }
  const log = logJson(d.scene.log);
  const id = hash(`${d.kind}|${lang}|${JSON.stringify(log)}|${question}|${choices[d.answer]}`);
  const edition = d.scene.log.edition;
  return {
    id,
    edition,
    lang,
    kind: d.kind,
    level,
    log,
    question,
    choices,
    answer: d.answer,
    explanation,
    laws: d.laws,
  };
};
