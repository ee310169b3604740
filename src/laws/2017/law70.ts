/**
 * Law 70 (2017): contested claim or concession. The director's judgment (70A-70E) arrives as his award;
 * the ruling shows him the remaining cards, the outstanding trumps and the tests in words
 * (src/explain/play/claims-explain.ts). The procedure: src/laws/play/claims.ts.
 */
import { law } from "../registry.js";

const M = "laws/2017/law70.ts";
const at = (label: string, paraphrase: string) =>
  law({ edition: "2017", label, paraphrase, module: M, status: "confirmed" });

/** 70A — the director decides the result as equitably as possible, doubtful points against the claimer. */
export const P70A = at(
  "70A",
  "the director awards the remaining tricks as equitably as he can, doubts against the claimer",
);
/** 70B — he has the claimer repeat his statement, hears the objections, may have the hands faced. */
export const P70B = at("70B", "the director hears the claim statement again and the opponents' objections");
