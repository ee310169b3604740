/**
 * Law 70 (1987): contested claim or concession, reconstructed. The director's judgment arrives as his
 * award; the ruling shows him the remaining cards, the outstanding trumps and the tests in words
 * (src/explain/play/claims-explain.ts). The procedure: src/laws/play/claims.ts.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

const M = "laws/1987/law70.ts";
const reconstructed = (label: string, paraphrase: string, basis: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "reconstructed", basis });

const B97 = "1997 Law 70 (JFR97 law70) as the proxy for the 1987 lettering";
/** Confirmed by the Commentary's passage (issue 24), the letters by Rybnikov's 1987 contents (docs/research-play.md). */
const seen = (label: string, paraphrase: string, source: string) =>
  law({ edition: "1987", label, paraphrase, module: M, status: "confirmed", source });
const LETTERS = "the letters: the contents of Rybnikov's translation of the 1987 Laws (1991)";

/** 70A — the director awards the remaining tricks as equitably as he can, doubtful points against the claimer. */
export const P70A = seen(
  "70A",
  "a doubted claim: the director awards the remaining tricks equitably, doubts against the claimer",
  `the EBL Commentary 70.2 (Russian): remaining doubts go to the side disputing the claim; ${LETTERS}`,
);
/** 70B — he has the claimer repeat his statement, the hands faced, and hears the objections. */
export const P70B = seen(
  "70B",
  "the director hears the claim statement again, has the hands faced and hears the opponents' objections",
  `the EBL Commentary 70.3-70.4 (Russian); ${LETTERS}, 70B1-70B3`,
);
/** 70C — an opponent's trump the claimer did not mention: a trick to the opponents on the same three conditions as 2017. */
export const P70C = seen(
  "70C",
  "an opponent's trump the claimer did not mention: a trick to the opponents if he was probably unaware of it and a normal play could lose one to it",
  "the EBL Commentary 70.5 (Russian): nothing said of the trump, he is taken to have been unaware of it unless the contrary is quite clear; any normal line",
);
/** 70D — no successful line the claimer did not state if a normal line would do worse. */
export const P70D = reconstructed(
  "70D",
  "no successful line the claimer did not state is accepted when a normal line would do worse",
  B97,
);
/** 70E — no unstated finesse or drop unless an opponent has shown out, would on any normal line, or not taking it would be irrational. */
export const P70E = reconstructed(
  "70E",
  "no unstated line that needs one opponent rather than the other to hold a card, unless one has shown out, would on any normal line, or not taking it would be irrational",
  `${B97} (with its 'irrational' exception, which 2017 dropped)`,
);
