/**
 * The 1987 code's law modules of the play period, in the order of the law book: the list its registry
 * is composed from with the auction period's (../auction-laws.ts; src/laws/compose.ts). The app loads it
 * with the play part (web/engine/adapter.ts).
 */
import type { LawModule } from "../../registry.js";
import { paragraphs as law24 } from "../law24.js";
import { paragraphs as law41 } from "../law41.js";
import { paragraphs as law42 } from "../law42.js";
import { paragraphs as law43 } from "../law43.js";
import { paragraphs as law44 } from "../law44.js";
import { paragraphs as law45 } from "../law45.js";
import { paragraphs as law46 } from "../law46.js";
import { paragraphs as law47 } from "../law47.js";
import { paragraphs as law47e } from "../law47e.js";
import { paragraphs as law48 } from "../law48.js";
import { paragraphs as law49 } from "../law49.js";
import { paragraphs as law50 } from "../law50.js";
import { paragraphs as law51 } from "../law51.js";
import { paragraphs as law52 } from "../law52.js";
import { paragraphs as law53 } from "../law53.js";
import { paragraphs as law54 } from "../law54.js";
import { paragraphs as law55 } from "../law55.js";
import { paragraphs as law56 } from "../law56.js";
import { paragraphs as law57 } from "../law57.js";
import { paragraphs as law58 } from "../law58.js";
import { paragraphs as law59 } from "../law59.js";
import { paragraphs as law60 } from "../law60.js";
import { paragraphs as law61 } from "../law61.js";
import { paragraphs as law62 } from "../law62.js";
import { paragraphs as law63 } from "../law63.js";
import { paragraphs as law64 } from "../law64.js";
import { paragraphs as law65 } from "../law65.js";
import { paragraphs as law66 } from "../law66.js";
import { paragraphs as law67 } from "../law67.js";
import { paragraphs as law68 } from "../law68.js";
import { paragraphs as law69 } from "../law69.js";
import { paragraphs as law70 } from "../law70.js";
import { paragraphs as law71 } from "../law71.js";

export const playLaws1987: readonly LawModule[] = [
  law24,
  law41,
  law42,
  law43,
  law44,
  law45,
  law46,
  law47,
  law47e,
  law48,
  law49,
  law50,
  law51,
  law52,
  law53,
  law54,
  law55,
  law56,
  law57,
  law58,
  law59,
  law60,
  law61,
  law62,
  law63,
  law64,
  law65,
  law66,
  law67,
  law68,
  law69,
  law70,
  law71,
];
