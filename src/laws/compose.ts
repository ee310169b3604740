/**
 * The composition root: an edition is a value built here, and only here, from its parts. A code has two
 * parts, each a value its modules export: the auction period (its dispatch modules and its law modules in
 * order: src/laws/<code>/auction.ts) and the play period (its groups of play laws and its law modules:
 * src/laws/<code>/play/index.ts). `composeEdition` builds the edition's rules (src/laws/edition.ts) and its
 * registry of paragraphs (src/laws/registry.ts) from the parts it is given: the Node entry gives both
 * (src/editions.ts), the app gives the auction part first and both once the play part has loaded
 * (web/engine/adapter.ts).
 */
import type { Edition } from "../model/events.js";
import type { EditionRules } from "../model/rules.js";
import { type AuctionModules, makeRules } from "./edition.js";
import type { PlayGroup } from "./play/group.js";
import { composeRegistry, type LawModule, type Registry } from "./registry.js";

/** A code's auction period: which module rules each step, and its law modules in order. */
export interface AuctionPart {
  modules: AuctionModules;
  laws: readonly LawModule[];
}

/** A code's play period: its groups of play laws, asked in order, and its law modules in order. */
export interface PlayPart {
  groups: PlayGroup[];
  laws: readonly LawModule[];
}

/** The parts of a code given to the root: the auction period always, the play period once it is there. */
export interface EditionParts {
  auction: AuctionPart;
  play?: PlayPart;
}

/** An edition as a value: its rules (what the reducer is handed) and its registry of paragraphs. */
export interface ComposedEdition {
  edition: Edition;
  rules: EditionRules;
  registry: Registry;
  /** False while the play part is not given (the app, before it has loaded): its rules have no play groups. */
  hasPlay: boolean;
}

/** Builds an edition from its parts: the rules and the registry, from the same lists. */
export const composeEdition = (edition: Edition, parts: EditionParts): ComposedEdition => ({
  edition,
  rules: makeRules({ ...parts.auction.modules, play: parts.play?.groups ?? [] }),
  registry: composeRegistry(edition, [...parts.auction.laws, ...(parts.play?.laws ?? [])]),
  hasPlay: parts.play !== undefined,
});
