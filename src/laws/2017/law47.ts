/** Law 47 (2017): retraction of a card played. The procedure both codes share is src/laws/play/penalty.ts. */
import { law } from "../registry.js";

const M = "laws/2017/law47.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 47C — a card designated by a slip and corrected under 45C4(b) goes back to the hand without rectification. */
export const P47C = at(
  "47C",
  "a card designated by a slip and corrected under 45C4(b) goes back to the hand without rectification",
);
/** 47F — otherwise a card played may not be taken back: the withdrawal changes nothing. */
export const P47F = at(
  "47F",
  "otherwise a card played may not be taken back: the withdrawal changes nothing",
);
