/**
 * The app's view of the engine, as one set of names (the parts are in web/engine/): the engine adapter
 * (adapter.ts: the codes loaded as parts, the replay over them), the log as JSON (log.ts), what the engine
 * makes of a log (compute.ts), the events the app builds (events.ts) and the auction grid (grid.ts).
 */
export type { GridCall, GridCancelled, GridCell, Placement } from "../src/engine.js";
export * from "./engine/adapter.js";
export * from "./engine/compute.js";
export * from "./engine/events.js";
export * from "./engine/grid.js";
export * from "./engine/log.js";
