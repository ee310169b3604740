/**
 * The 2017 code's auction period: which of its law modules rules each step (the dispatch is
 * src/laws/edition.ts). Its play period is ./play/index.ts; ./index.ts assembles both. The app loads this
 * part before a board of this code shows and the play part once the play is near (web/model.ts).
 */
import type { AuctionPart } from "../compose.js";
import type { AuctionModules } from "../edition.js";
import { suspendAwaiting } from "../procedure.js";
import { auctionLaws2017 } from "./auction-laws.js";
import { P17D3, passSkipsPlayer, revertIfPassSkippedSomeone } from "./law17.js";
import * as law25 from "./law25.js";
import { leadRestrictionsAtEnd } from "./law26.js";
import * as law27 from "./law27.js";
import { policy2017 } from "./law29.js";
import { apply36, lead36, P36B1, P36B4 } from "./law36.js";
import { apply37, P37B1 } from "./law37.js";
import { apply38, P38B } from "./law38.js";
import { apply39, P39A } from "./law39.js";

export const auction2017: AuctionModules = {
  policy: policy2017,
  insufficientBid: { open: law27.open, during: law27.during },
  changeOfCall: { openFromCall: law25.openFromCall, change: law25.change, during: law25.during },
  inadmissible: { label: (inTurn) => (inTurn ? P36B1 : P36B4), apply: apply36, onLead: lead36 },
  violatesObligation: { label: () => P37B1, apply: apply37 },
  aboveSeven: { label: () => P38B, apply: apply38 },
  afterFinalPass: { label: () => P39A, apply: apply39, onLead: apply39 },
  passWouldEndAuction: passSkipsPlayer,
  revertLabel: P17D3,
  afterStand: law25.closeWindows,
  revertAtEnd: revertIfPassSkippedSomeone,
  atEndOfAuction: (s) => [...suspendAwaiting(s), ...leadRestrictionsAtEnd(s)],
};

/** The auction part of the 2017 code, as the composition root takes it (src/laws/compose.ts). */
export const auctionPart2017: AuctionPart = { modules: auction2017, laws: auctionLaws2017 };
