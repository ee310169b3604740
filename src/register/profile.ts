/**
 * The register's privacy profile applied to what the public reads (the rulings an admin published: their
 * JSON, pages, casebooks and CSV): with `names: "removed"` every player's name goes, in every spelling and
 * case (privacy.ts's scrubber, the one the anonymous search text uses); with `director: "removed"` the
 * director's name too, on the report and in every text, and the reviewing director's. The appeal goes
 * with its ruling only once an admin approved its decision for publication, without the accounts.
 */
import type { Lang } from "../explain/index.js";
import { t } from "../explain/index.js";
import type { Appeal } from "./appeals.js";
import { scrubber, scrubReportWith } from "./privacy.js";
import type { StoredRuling } from "./repository.js";
import type { PrivacyProfile } from "./settings.js";
import { rt } from "./words.js";

export interface PublicView {
  ruling: StoredRuling;
  appeal?: Appeal;
}

const same = (s: string): string => s;

/** The ruling (and its approved appeal) as an anonymous reader may see it under profile `p`. */
export const publicView = (x: StoredRuling, lang: Lang, p: PrivacyProfile, appeal?: Appeal): PublicView => {
  const seatWord = (seat: string) => t(lang, `seat.${seat}`);
  const players = p.names === "removed" ? scrubber(x.report.players, seatWord) : same;
  // The appeal's captain (92D) is a contestant too: his name goes from every text with the players'.
  const captain = appeal?.concurrence && "captain" in appeal.concurrence ? appeal.concurrence.captain : "";
  const captainOut =
    p.names === "removed" && captain.trim().length > 1
      ? scrubber({ N: captain }, () => rt(lang, "appeal.concurrence.captain-removed"))
      : same;
  const names = (s: string) => captainOut(players(s));
  const dirWord = rt(lang, "appeal.director");
  const reviewer = appeal?.panel && "director" in appeal.panel ? appeal.panel.director : "";
  const directors = [x.director, x.report.director ?? "", reviewer].filter((d) => d.trim().length > 1);
  const dir =
    p.director === "removed"
      ? directors.map((d) => scrubber({ N: d }, () => dirWord)).reduce((f, g) => (s: string) => g(f(s)), same)
      : same;
  const scrub = (s: string) => dir(names(s));
  const report = scrubReportWith(x.report, scrub);
  if (p.names !== "removed" && x.report.players) report.players = x.report.players;
  if (p.director === "removed" && report.director !== undefined) report.director = dirWord;
  const ruling: StoredRuling = {
    ...x,
    owner: "",
    ownerId: 0,
    director: p.director === "removed" ? dirWord : x.director,
    report,
  };
  return appeal?.state === "approved"
    ? { ruling, appeal: publicAppeal(appeal, scrub, p, dirWord) }
    : { ruling };
};

/** The appeal's texts through `scrub`, without the accounts that wrote it. */
const publicAppeal = (
  a: Appeal,
  scrub: (s: string) => string,
  p: PrivacyProfile,
  dirWord: string,
): Appeal => {
  const { hearers: _h, ...rest } = a;
  const out: Appeal = { ...rest, grounds: scrub(a.grounds), lodgedBy: "" };
  // 92D: a captain is a contestant: his name goes with the players' when the profile removes them.
  if (a.concurrence && "captain" in a.concurrence)
    out.concurrence = { captain: p.names === "removed" ? "" : scrub(a.concurrence.captain) };
  if (a.panel && "director" in a.panel && p.director === "removed") out.panel = { director: dirWord };
  if (a.decision)
    out.decision = {
      ...a.decision,
      facts: scrub(a.decision.facts),
      comments: scrub(a.decision.comments),
      ...(a.decision.points
        ? { points: a.decision.points.map((x) => ({ ...x, point: scrub(x.point) })) }
        : {}),
      by: "",
    };
  if (a.approval) out.approval = { ...a.approval, by: "" };
  return out;
};
