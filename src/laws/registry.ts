/**
 * The law paragraphs the engine implements, as values. Each law module lists its paragraphs in its own
 * exported `paragraphs` (with a one-line paraphrase, our own words); each code lists its law modules in
 * order (src/laws/<code>/auction-laws.ts, play/laws.ts); the composition root (src/laws/compose.ts)
 * builds an edition's registry from those lists. Nothing registers by being imported.
 * docs/laws-coverage.md is generated from the registries and a test fails when a registered paragraph has
 * no table-log fixture.
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

/** A law module's paragraphs, in the order the module states them. */
export type LawModule = readonly Paragraph[];

/**
 * The `law` of one law module: adds a paragraph to that module's own list (its exported `paragraphs`) and
 * returns its label, so modules can write `const P27A1 = law(...)`.
 */
export const lawInto =
  (list: Paragraph[]) =>
  (p: Paragraph): string => {
    list.push(p);
    return p.label;
  };

/** An edition's paragraphs, composed from its law modules (src/laws/compose.ts). */
export interface Registry {
  readonly edition: Edition;
  /** Every paragraph, in the order of the code's law modules. */
  readonly all: readonly Paragraph[];
  /** The paragraph with this label, if the edition has it. */
  paragraph(label: string): Paragraph | undefined;
}

/**
 * The registry of `edition` built from its law modules, in order. A paragraph of another edition, or one
 * label stated twice, is a defect of the code's lists: it throws at composition, before any log is read.
 */
export const composeRegistry = (edition: Edition, modules: readonly LawModule[]): Registry => {
  const byLabel = new Map<string, Paragraph>();
  for (const p of modules.flat()) {
    if (p.edition !== edition)
      throw new Error(`${p.module}: ${p.label} is a ${p.edition} paragraph, not ${edition}`);
    if (byLabel.has(p.label)) throw new Error(`${p.module}: ${p.label} is registered twice in ${edition}`);
    byLabel.set(p.label, p);
  }
  return { edition, all: [...byLabel.values()], paragraph: (label) => byLabel.get(label) };
};
