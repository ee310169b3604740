/**
 * The engine adapter: the codes of laws the app has loaded, each composed from the parts it has by the
 * engine's composition root (src/laws/compose.ts `composeEdition`) and registered with the engine when a
 * part comes (src/editions-core.ts `registerEdition`), and the replay over them. A log that reaches a part not loaded yet is an
 * error value (`part-loading`), never a state computed without its laws.
 */
import { hasRules, registerEdition } from "../../src/editions-core.js";
import {
  type BridgeError,
  type ComposedEdition,
  composeEdition,
  type Edition,
  type Result,
  RULES,
  type TableLog,
  type TableState,
} from "../../src/engine.js";
import { registerClaimLines } from "../../src/explain/core.js";
import type { AuctionPart, PlayPart } from "../../src/laws/compose.js";
import type { EditionRules } from "../../src/model/rules.js";
import { replayWith } from "../../src/table/replay.js";

/**
 * The codes of laws, each in two parts that the app loads when needed (web/parts.ts): a code's auction
 * period when the session holds a board of that code, before that board is replayed; its play period (the
 * play's laws, both codes' shared procedures) once the play is near: right after the app first draws, and
 * before a board already in the play is shown.
 */
const EDITIONS: Record<Edition, () => Promise<AuctionPart>> = {
  "2017": () => import("../../src/laws/2017/auction.js").then((m) => m.auctionPart2017),
  "1987": () => import("../../src/laws/1987/auction.js").then((m) => m.auctionPart1987),
};
const PLAYS: Record<Edition, () => Promise<PlayPart>> = {
  "2017": () => import("../../src/laws/2017/play/index.js").then((m) => m.playPart2017),
  "1987": () => import("../../src/laws/1987/play/index.js").then((m) => m.playPart1987),
};
/** What a pending claim adds to its ruling's text: it can only come from the play's laws, so it comes with them. */
const claimLines = (): Promise<void> =>
  import("../../src/explain/play/claims-explain.js").then((m) => registerClaimLines(m.claimRulingLines));

/** Thrown by a code's rules without its play part when a step asks the play's laws: the step is given up. */
class PlayMissing extends Error {
  constructor(readonly edition: Edition) {
    super(`the play part of the ${edition} code is not loaded`);
  }
}

/** The rules registered for a code whose play part is not loaded yet (RULES holds them until it is). */
const withoutPlay = new WeakSet<EditionRules>();

/**
 * A code's rules before its play part is loaded: the auction's laws; every hook that would ask the play's
 * laws (the end of the auction, with its Law 24 cards; a card; an event of the play; the end of the play)
 * throws PlayMissing instead, so a log that reaches the play is never computed without them: the app
 * reports the part as loading (`part-loading`) and computes the log once it has come.
 */
const auctionOnly = (edition: Edition, auction: AuctionPart): ComposedEdition => {
  const missing = (): never => {
    throw new PlayMissing(edition);
  };
  const composed = composeEdition(edition, { auction });
  const rules: EditionRules = {
    ...composed.rules,
    atEndOfAuction: missing,
    irregularCard: missing,
    playEvent: missing,
    beforeCard: missing,
    afterCard: missing,
    atEndOfPlay: missing,
  };
  withoutPlay.add(rules);
  return { ...composed, rules };
};

const auctionOf: Partial<Record<Edition, AuctionPart>> = {};
const loadingEdition: Partial<Record<Edition, Promise<void>>> = {};
const loadingPlay: Partial<Record<Edition, Promise<void>>> = {};

/** True once the rules of `edition` are loaded (its auction period at least). */
export const hasEdition = (edition: Edition): boolean => hasRules(edition);

/** True once the rules of `edition` are loaded with its play period (or registered whole: the file readers). */
export const hasPlay = (edition: Edition): boolean => hasRules(edition) && !withoutPlay.has(RULES[edition]);

/** Loads the auction period of `edition` once; a failed load may be tried again. */
export const loadEdition = (edition: Edition): Promise<void> => {
  if (hasRules(edition)) return Promise.resolve();
  loadingEdition[edition] ??= EDITIONS[edition]().then(
    (m) => {
      auctionOf[edition] = m;
      // The whole code may have been registered meanwhile (the file readers' part registers both).
      if (!hasRules(edition)) registerEdition(auctionOnly(edition, m));
    },
    (e: unknown) => {
      delete loadingEdition[edition];
      throw e;
    },
  );
  return loadingEdition[edition];
};

/** Loads the play period of `edition` (and its auction period first) once; a failed load may be tried again. */
export const loadPlayLaws = (edition: Edition): Promise<void> => {
  if (hasPlay(edition)) return Promise.resolve();
  loadingPlay[edition] ??= Promise.all([loadEdition(edition), PLAYS[edition](), claimLines()]).then(
    ([, play]) => {
      if (!hasPlay(edition)) registerEdition(composeEdition(edition, { auction: auctionOf[edition]!, play }));
    },
    (e: unknown) => {
      delete loadingPlay[edition];
      throw e;
    },
  );
  return loadingPlay[edition];
};

/** The error value of a step given up for want of the play part (any other exception goes on). */
export const playMissing = (e: unknown, index?: number): BridgeError => {
  if (!(e instanceof PlayMissing)) throw e;
  return {
    code: "part-loading",
    params: { part: e.edition },
    ...(index === undefined ? {} : { event: index }),
  };
};

/** Like the engine's replayLog, but a log that reaches the play before its part has loaded is an error value. */
export const replayLoaded = (log: TableLog): Result<TableState> => {
  try {
    return replayWith(RULES[log.edition], log);
  } catch (e) {
    return { ok: false, error: playMissing(e) };
  }
};
