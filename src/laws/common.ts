/** Types the law modules of both codes share. */
import type { CallEvent, Irregular } from "../table/machine.js";

export type { CallEvent, Irregular };
