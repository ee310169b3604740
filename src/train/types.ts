/** The exercises of the trainer (docs/train.md has the schema). */

import type { Lang } from "../explain/core.js";
import type { Edition } from "../explore/engine.js";

export const KINDS = ["law", "options", "consequences", "readout", "score"] as const;
export type Kind = (typeof KINDS)[number];
export const isKind = (x: unknown): x is Kind => (KINDS as readonly unknown[]).includes(x);

/** One exercise, as `bridge-td train --json` writes it. */
export interface Exercise {
  /** Stable for the same exercise: a hash of its kind, language, log and question. */
  id: string;
  edition: Edition;
  lang: Lang;
  kind: Kind;
  /** 1-3: from the procedure's length (rulings before this one, findings) and the paragraph's rarity. */
  level: 1 | 2 | 3;
  /** The table log (table-log@1 JSON) up to the moment the director arrives: it replays to the state asked about. */
  log: Record<string, unknown>;
  question: string;
  choices: string[];
  /** The index in `choices` of the right answer. */
  answer: number;
  explanation: string;
  /** The paragraphs the answer rests on; for `law`, the expected label first. */
  laws: string[];
}

export interface TrainOptions {
  edition: Edition;
  lang?: Lang;
  count?: number;
  seed?: number;
  kind?: Kind;
  level?: 1 | 2 | 3;
}
