/**
 * The registry of law paragraphs the engine implements, per edition. Each law module registers its
 * paragraphs here with a one-line paraphrase (our own words); docs/laws-coverage.md is generated from it
 * and a test fails when a registered paragraph has no table-log fixture.
 */
import type { Edition } from "../model/events.js";

export interface Paragraph {
  edition: Edition;
  /** As the edition's law book labels it: `27B1(a)`, `30B1(b)(i)`. */
  label: string;
  /** Our own one-line paraphrase (never the Laws' text). */
  paraphrase: string;
  /** The module that implements it, relative to src/. */
  module: string;
  /** `confirmed`: checked against a reproduction of the text; `reconstructed`: best-supported reading. */
  status: "confirmed" | "reconstructed";
  /** For reconstructed paragraphs: what the reading rests on. */
  basis?: string;
  /**
   * For confirmed paragraphs, where the text was read when it is not the edition's own law book in English
   * (1987: Rybnikov's Russian translation of the 1987 Laws, or the EBL Commentary's passage on it).
   */
  source?: string;
  /**
   * What the engine does with it: `rule` (the default: it applies the paragraph, a fixture shows it),
   * `question` (the Laws leave it to the director: the state asks at the moment the answer matters; a
   * fixture shows the question), or `none` (procedure with no effect the engine can see in the log, such as
   * how tricks are turned and pointed: registered so the matrix says so; no fixture can show it).
   */
  effect?: "rule" | "question" | "none";
}

const registry = new Map<string, Paragraph>();

/** Registers a paragraph; returns its label so modules can write `const P27A1 = law(...)`. */
export const law = (p: Paragraph): string => {
  registry.set(`${p.edition}:${p.label}`, p);
  return p.label;
};

export const paragraphs = (edition?: Edition): Paragraph[] =>
  [...registry.values()].filter((p) => edition === undefined || p.edition === edition);

/** The registered paragraph with this label in this edition, if any. */
export const paragraph = (edition: Edition, label: string): Paragraph | undefined =>
  registry.get(`${edition}:${label}`);
