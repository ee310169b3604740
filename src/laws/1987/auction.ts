/**
 * The 1987 code's auction period: which of its law modules rules each step (the dispatch is
 * src/laws/edition.ts). Its play period is ./play/index.ts; ./index.ts assembles both. The app loads this
 * part before a board of this code shows and the play part once the play is near (web/model.ts).
 */
import type { AuctionPart } from "../compose.js";
import type { AuctionModules } from "../edition.js";
import { revertSkippedPasses, suspendAwaiting } from "../procedure.js";
import { auctionLaws1987 } from "./auction-laws.js";
import { P34, passSkipsPlayer } from "./general.js";
import * as law25 from "./law25.js";
import { leadPenaltiesAtEnd } from "./law26.js";
import * as law27 from "./law27.js";
import { policy1987 } from "./law29.js";
import { apply36, P36 } from "./law36.js";
import { apply37, P37 } from "./law37.js";
import { apply38, P38 } from "./law38.js";
import { apply39, P39A } from "./law39.js";

export const auction1987: AuctionModules = {
  policy: policy1987,
  insufficientBid: { open: law27.open, during: law27.during },
  changeOfCall: { openFromCall: law25.openFromCall, change: law25.change, during: law25.during },
  inadmissible: { label: () => P36, apply: apply36 },
  violatesObligation: { label: () => P37, apply: apply37 },
  aboveSeven: { label: () => P38, apply: apply38 },
  afterFinalPass: { label: () => P39A, apply: apply39, onLead: apply39 },
  passWouldEndAuction: passSkipsPlayer,
  revertLabel: P34,
  revertAtEnd: (s) => revertSkippedPasses(s, P34),
  atEndOfAuction: (s) => [...suspendAwaiting(s), ...leadPenaltiesAtEnd(s)],
};

/** The auction part of the 1987 code, as the composition root takes it (src/laws/compose.ts). */
export const auctionPart1987: AuctionPart = { modules: auction1987, laws: auctionLaws1987 };
