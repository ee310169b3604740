/**
 * Law 70 (2017): contested claim or concession. The director's judgment (70A-70E) arrives as his award;
 * the ruling shows him the remaining cards, the outstanding trumps and the tests in words
 * (src/explain/play/claims-explain.ts). The procedure: src/laws/play/claims.ts.
 */
import { lawInto, type Paragraph } from "../registry.js";

/** This module's paragraphs, in the order it states them (its code's lists compose them: src/laws/compose.ts). */
export const paragraphs: Paragraph[] = [];
const law = lawInto(paragraphs);

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
/** 70C — a trump still with an opponent: a trick to the opponents if the claimer did not mention it, was probably unaware of it, and a normal play could lose a trick to it (the ruling lists the trumps out). */
export const P70C = at(
  "70C",
  "an opponent's trump the claimer did not mention: a trick to the opponents if he was probably unaware of it and a normal play could lose one to it",
);
/** 70D1 — no successful line the claimer did not state if a normal line would do worse. */
export const P70D1 = at(
  "70D1",
  "no successful line the claimer did not state is accepted when a normal line would do worse",
);
/** 70D2 — no part of a defender's claim that depends on his partner choosing one of several normal plays. */
export const P70D2 = at(
  "70D2",
  "no part of a defender's claim that depends on his partner's choice among normal plays is accepted",
);
/** 70E1 — no unstated finesse or drop unless an opponent has shown out of the suit or would on any normal line. */
export const P70E1 = at(
  "70E1",
  "no unstated line that needs one opponent rather than the other to hold a card, unless one has shown out or would on any normal line",
);
/** 70E2 — the regulating authority may fix the order in which an unclarified suit is deemed played. */
export const P70E2 = at(
  "70E2",
  "the regulating authority may fix the order in which a suit the statement left unclear is deemed played",
);
