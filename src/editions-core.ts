/**
 * The codes of laws the engine has loaded, by edition, and the replays over them. Each is an edition value
 * built by the composition root (src/laws/compose.ts `composeEdition`) and handed in here: the Node entry
 * (src/editions.ts) hands in both codes whole; the app (web/engine/adapter.ts) hands in a code when the
 * session first holds a board of it, and again once its play part has loaded, so there `RULES` holds only
 * the codes loaded so far.
 */
import type { BridgeError, Result } from "./core/result.js";
import type { ComposedEdition } from "./laws/compose.js";
import type { Paragraph } from "./laws/registry.js";
import type { Edition, TableLog } from "./model/events.js";
import type { EditionRules } from "./model/rules.js";
import type { TableState } from "./model/state.js";
import { replayUntilErrorWith, replayWith } from "./table/replay.js";

export const RULES: Record<Edition, EditionRules> = {} as Record<Edition, EditionRules>;
const EDITIONS: Partial<Record<Edition, ComposedEdition>> = {};

/** Makes a composed edition's rules and paragraphs available (`RULES`, the replays, `paragraphs`). */
export const registerEdition = (e: ComposedEdition): void => {
  EDITIONS[e.edition] = e;
  RULES[e.edition] = e.rules;
};

/** The edition value registered for `edition`, if any. */
export const editionOf = (edition: Edition): ComposedEdition | undefined => EDITIONS[edition];

/** True once the rules of `edition` are registered. */
export const hasRules = (edition: Edition): boolean => edition in RULES;

/** The paragraphs of the registered editions (of `edition` only, if given), each code's in its order. */
export const paragraphs = (edition?: Edition): Paragraph[] =>
  Object.values(EDITIONS).flatMap((e) =>
    edition === undefined || e.edition === edition ? [...e.registry.all] : [],
  );

/** The paragraph with this label in the registered edition's registry, if any. */
export const paragraph = (edition: Edition, label: string): Paragraph | undefined =>
  EDITIONS[edition]?.registry.paragraph(label);

/** Replays every event of a log; the first bad event gives an error value naming it. */
export const replayLog = (log: TableLog): Result<TableState> => replayWith(RULES[log.edition], log);

/** Like replayLog, but on error also gives the last good state (nothing recorded is lost). */
export const replayUntilError = (log: TableLog): { state: TableState; error?: BridgeError } =>
  replayUntilErrorWith(RULES[log.edition], log);
