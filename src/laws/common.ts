/** Types the law modules of both codes share. */
export type { CallEvent, Irregular } from "../model/rules.js";
