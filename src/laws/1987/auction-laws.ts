/**
 * The 1987 code's law modules of the auction period, in the order of the law book: the list its
 * registry is composed from (src/laws/compose.ts), with the play period's (./play/laws.ts). A law module
 * of this code is in exactly one of the two lists (test/architecture/composition.test.ts).
 */
import type { LawModule } from "../registry.js";
import { paragraphs as general } from "./general.js";
import { paragraphs as law25 } from "./law25.js";
import { paragraphs as law26 } from "./law26.js";
import { paragraphs as law27 } from "./law27.js";
import { paragraphs as law28 } from "./law28.js";
import { paragraphs as law29 } from "./law29.js";
import { paragraphs as law30 } from "./law30.js";
import { paragraphs as law31 } from "./law31.js";
import { paragraphs as law32 } from "./law32.js";
import { paragraphs as law35 } from "./law35.js";
import { paragraphs as law36 } from "./law36.js";
import { paragraphs as law37 } from "./law37.js";
import { paragraphs as law38 } from "./law38.js";
import { paragraphs as law39 } from "./law39.js";

export const auctionLaws1987: readonly LawModule[] = [
  general,
  law25,
  law26,
  law27,
  law28,
  law29,
  law30,
  law31,
  law32,
  law35,
  law36,
  law37,
  law38,
  law39,
];
