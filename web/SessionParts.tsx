/**
 * The session screen's sending to the rulings register (web/RegisterSync.tsx) and adjusted scores
 * (web/AdjustedScore.tsx), loaded when the screen is first shown so the first load stays small (the
 * service worker precaches them: offline they load from the cache).
 */
import { useEffect, useState } from "preact/hooks";
import type { Lang } from "../src/engine.js";
import type { Session } from "./session.js";

interface Parts {
  RegisterSync: typeof import("./RegisterSync.js").RegisterSync;
  AdjustedScores: typeof import("./AdjustedScore.js").AdjustedScores;
}

let parts: Parts | null = null;
const load = (): Promise<Parts> =>
  Promise.all([import("./RegisterSync.js"), import("./AdjustedScore.js")]).then(([r, a]) => {
    parts = { RegisterSync: r.RegisterSync, AdjustedScores: a.AdjustedScores };
    return parts;
  });

export const SessionParts = ({
  lang,
  session,
  onChange,
}: {
  lang: Lang;
  session: Session;
  onChange: ((s: Session) => void) | undefined;
}) => {
  const [loaded, setLoaded] = useState<Parts | null>(parts);
  useEffect(() => {
    if (loaded === null) load().then(setLoaded, () => {});
  }, [loaded]);
  if (loaded === null) return null;
  return (
    <>
      <loaded.RegisterSync lang={lang} session={session} />
      {onChange && <loaded.AdjustedScores lang={lang} session={session} onChange={onChange} />}
    </>
  );
};
