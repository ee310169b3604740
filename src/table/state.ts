/** The state types now live in the model layer (src/model/state.ts); re-exported for old imports. */
export type * from "../model/state.js";
