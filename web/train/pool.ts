/**
 * The pools of exercises the Train screen draws from (src/train/pool.ts): one file a code and a language,
 * web/public/train/<edition>-<lang>.json, fetched when first needed (the service worker precaches them, so
 * they load offline too), with the parts of the app the exercises' tables need: the words of the language,
 * the code's auction and play periods (web/parts.ts).
 */
import type { Edition, Lang } from "../../src/engine.js";
import type { Pool } from "../../src/train/pool.js";
import type { Exercise } from "../../src/train/types.js";
import { loadPlayWords } from "../i18n.js";
import { loadParts, loadPlay } from "../parts.js";

const pools = new Map<string, Promise<Exercise[]>>();

const fetchPool = async (edition: Edition, lang: Lang): Promise<Exercise[]> => {
  const r = await fetch(`${import.meta.env.BASE_URL}train/${edition}-${lang}.json`);
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  const p = (await r.json()) as Pool;
  if (p.format !== "train-pool@1" || !Array.isArray(p.exercises)) throw new Error("train-pool@1");
  return p.exercises;
};

/** The exercises of a code in a language, and the parts their tables need; a failed load may be tried again. */
export const loadPool = (edition: Edition, lang: Lang): Promise<Exercise[]> => {
  const key = `${edition}-${lang}`;
  let p = pools.get(key);
  if (p === undefined) {
    p = Promise.all([
      fetchPool(edition, lang),
      loadParts(lang, [edition]).then(() => Promise.all([loadPlay(edition), loadPlayWords([lang])])),
    ]).then(([xs]) => xs);
    p.catch(() => pools.delete(key));
    pools.set(key, p);
  }
  return p;
};
