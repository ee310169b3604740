/**
 * The engine's check of a session@1 document and its reason in words, loaded only when an adjusted score is
 * saved or exported (the session reader and its catalogs stay out of the app's first download).
 */

import type { Lang } from "../src/engine.js";
import { explainSessionError } from "../src/explain/session.js";
import { validateSession } from "../src/formats/session.js";

/** Null when the engine reads `doc` as a session; otherwise why not, in `lang`. */
export const checkSession = (lang: Lang, doc: unknown): string | null => {
  const v = validateSession(doc);
  return v.ok ? null : explainSessionError(lang, v.error);
};
