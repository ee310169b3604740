/**
 * Law 70 (1987): contested claim or concession, reconstructed. The director's judgment arrives as his
 * award; the ruling shows him the remaining cards, the outstanding trumps and the tests in words
 * (src/explain/play/claims-explain.ts). The procedure: src/laws/play/claims.ts.
 */
import { law } from "../registry.js";

const M = "laws/1987/law70.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

/** 70 — the director awards the remaining tricks as equitably as he can, doubtful points against the claimer. */
export const P70 = reconstructed(
  "70",
  "a doubted claim: the director awards the remaining tricks equitably, doubts against the claimer",
  "Commentary 70.1-70.5: he hears the statement and the objections; remaining doubts go to the side disputing the claim; an outstanding trump",
);
