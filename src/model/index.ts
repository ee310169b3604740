/** The nouns every layer shares: events and findings, the state and its rulings, the edition contract. */

export type * from "./effects.js";
export type * from "./events.js";
export { EDITIONS, FINDING_NAMES } from "./events.js";
export type * from "./play.js";
export type * from "./rules.js";
export type * from "./state.js";
