/**
 * The 2017 code's Laws 41, 47E, 53-56 (leads out of turn), assembled as one group of play laws
 * (src/laws/play/group.ts). The paragraphs live in this code's lawNN.ts modules; the procedures both codes
 * share in src/laws/play/leads.ts.
 */
import type { PlayGroup } from "../../play/group.js";
import { type LeadsPolicy, leadsGroup } from "../../play/leads.js";
import { P41A } from "../law41.js";
import { P47E1, P47E2a } from "../law47e.js";
import { P53A, P53B } from "../law53.js";
import { P54, P54A, P54B1, P54B2, P54C, P54D, P54E } from "../law54.js";
import { P55A, P55B1, P55B2, P55C } from "../law55.js";
import { P56 } from "../law56.js";
import { P60C } from "../law60.js";
import { penalty2017 } from "./penalty.js";

export const leadsPolicy2017: LeadsPolicy = {
  P41A,
  P47E1,
  P47E2a,
  P53A,
  P53proper: P53B,
  P54,
  P54A,
  P54B1,
  P54B2,
  P54C,
  P54D,
  P54E,
  P55A,
  P55B1,
  P55B2,
  P55C,
  P56,
  P60C,
  trick13MustBeRetracted: true,
};

/** The irregular cards this group passes on (a play out of turn that is not 54B2) go to the penalty laws (57). */
export const leads2017: PlayGroup = leadsGroup(leadsPolicy2017, () => penalty2017);
