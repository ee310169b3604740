/** Law 48 (2017): exposure of declarer's cards. The procedure both codes share is src/laws/play/penalty.ts. */
import { law } from "../registry.js";

const M = "laws/2017/law48.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 48A — declarer's exposed card is no penalty card and need not be played; no card of the declaring side is a penalty card. */
export const P48A = at(
  "48A",
  "declarer's exposed card is no penalty card and need not be played; no card of the declaring side is a penalty card",
);
