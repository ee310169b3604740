/**
 * The revoke laws both codes share (61-64, 67; 43A1 for dummy's attention): establishment after each card
 * (63A1) and by a claim (63A3), attention drawn (61, 62A, 63B, 64), the correction of a revoke (62A-62C)
 * and of a trick-12 revoke (62D1), the transfer decided on the revoke (64A/64B, written as `transfer` and
 * `law` so that the end of the board counts it), the 64C watch, and the defective trick (67B1). Each code
 * supplies its labels and its reading of 64A and 67B1 (`RevokeCode`, in its lawNN.ts modules). The group is
 * assembled here from the procedures of revokeEstablish.ts (63, 61A), revokeAttention.ts (61, 63B, 67B1),
 * revokeCorrection.ts (62) and revokeTransfer.ts (64), each taking the code as a policy parameter.
 */
import { ok } from "../../core/result.js";
import { after, done } from "../procedure.js";
import type { PlayGroup } from "./group.js";
import { attention, nothingToRule, recorded } from "./revokeAttention.js";
import { close, correcting, trick12 } from "./revokeCorrection.js";
import {
  establishByClaim,
  establishByIrregularCard,
  establishByPlay,
  requiredSuitRevoke,
} from "./revokeEstablish.js";
import type { RevokeCode } from "./revokeShared.js";
import { endOfPlay64, finding64 } from "./revokeTransfer.js";

export { establishByClaim } from "./revokeEstablish.js";
export type { RevokeCode, TransferFacts, TransferRule } from "./revokeShared.js";

export const makeRevokesGroup = (code: RevokeCode, next: () => PlayGroup | undefined): PlayGroup => {
  return {
    proc: "revokes",
    beforeIrregularCard: establishByIrregularCard,
    events: {
      attention: (s, e, index) => attention(code, s, e, index) ?? nothingToRule(),
      withdraw: (s, e, index) => {
        // A revoke card taken back before anyone drew attention: the same correction (62A).
        const card = `${e.card.suit}${e.card.rank}`;
        const r = (s.revokes ?? []).find(
          (x) =>
            x.by === e.by &&
            x.card === card &&
            !x.noticed &&
            !x.corrected &&
            !x.established &&
            x.penaltyCard === undefined,
        );
        if (r === undefined) return null;
        const o = recorded(code, s, e, index);
        if (o === null || !o.ok) return o;
        return ok(done(o.value.fx, [{ kind: "event", event: e, index }]));
      },
      claim: (s, e, index) => {
        const fx = establishByClaim(s, e.by);
        const handler = next()?.events?.claim;
        const r = handler?.(after(s, fx), e, index) ?? null;
        if (r === null || !r.ok || fx.length === 0) return r;
        return ok(done([...fx, ...r.value.fx], r.value.next));
      },
    },
    during: (s, e, index) => {
      const p = s.pending;
      if (p?.proc !== "revokes") return close(next, e, index);
      if (p.step === "62") return correcting(code, next, s, e, index, p);
      if (p.step === "62D1") return trick12(s, e, index);
      return finding64(code, s, e, index, p);
    },
    afterCard: (s, trick, by) => {
      const fx = requiredSuitRevoke(s, trick, by);
      return [...fx, ...establishByPlay(after(s, fx), by)];
    },
    atEndOfPlay: (s) => endOfPlay64(code, s),
  };
};
