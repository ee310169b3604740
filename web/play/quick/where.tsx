/**
 * Where the play stands for a quick path (web/play/quick/): the trick the facts are about and who is on lead
 * to it. With the play recorded, the record says; with nothing recorded, the director says (and how many
 * tricks North-South have won so far, for the count).
 */
import type { ComponentChildren } from "preact";
import type { Edition, Lang, PublicState } from "../../../src/engine.js";
import { inCodeWords } from "../../../src/explain/ru-words.js";
import { type AppKey, tr } from "../../i18n.js";
import { seatName } from "../../ui.js";
import {
  asRecorded,
  canGoLater,
  cardsInTrick,
  defaultWhere,
  isLater,
  laterMin,
  needsWhere,
  nsWonRange,
  type Where,
} from "../quickModel.js";
import { roles, SeatPick, Stepper, wordsIn } from "./forms.js";

interface WhereProps {
  state: PublicState;
  lang: Lang;
  edition: Edition;
  where: Where;
  onChange: (w: Where) => void;
  minTrick?: number;
  leaderKey?: AppKey;
}

/** The trick the facts are about and who is on lead to it (the record's, or the director's). */
export const WhereInput = (p: WhereProps) =>
  !needsWhere(p.state) && !isLater(p.state, p.where) ? <RecordedWhere {...p} /> : <ToldWhere {...p} />;

/** Where the play stands, then the facts of a trick's lead (none while the record has a trick in progress). */
export const AtNewTrick = ({ children, ...p }: WhereProps & { children: ComponentChildren }) => (
  <>
    <WhereInput {...p} />
    {asRecorded(p.state, p.where) && cardsInTrick(p.state) > 0 ? (
      <p class="hint">{inCodeWords(p.lang, p.edition, tr(p.lang, "quick.lead.inProgress"))}</p>
    ) : (
      children
    )}
  </>
);

/** The play is recorded: the record says where it stands; the director may say it is later on. */
const RecordedWhere = ({ state, lang, edition, onChange, minTrick = 1 }: WhereProps) => {
  const w = wordsIn(lang, edition);
  const record = defaultWhere(state);
  return (
    <>
      <p class="where">
        {w("quick.where.recorded", {
          trick: record.trick,
          seat: seatName(lang, record.leader),
        })}
      </p>
      {canGoLater(state) && (
        <button
          type="button"
          class="choice wide later"
          aria-pressed={false}
          onClick={() => {
            const trick = Math.max(minTrick, laterMin(state));
            onChange({ ...record, trick, nsWon: nsWonRange(state, trick)[0] });
          }}
        >
          {w("quick.where.later")}
        </button>
      )}
    </>
  );
};

/** The director says where the play stands: the trick, then (after the first) the leader and the count. */
const ToldWhere = (p: WhereProps) => {
  const { state, lang, edition, where, onChange, minTrick = 1 } = p;
  const w = wordsIn(lang, edition);
  const later = isLater(state, where);
  const low = later ? Math.max(minTrick, laterMin(state)) : minTrick;
  const trick = Math.max(low, where.trick);
  return (
    <>
      {later && (
        <button
          type="button"
          class="choice wide later"
          aria-pressed={true}
          onClick={() => onChange(defaultWhere(state))}
        >
          {w("quick.where.laterOn", { trick: defaultWhere(state).trick })}
        </button>
      )}
      <Stepper
        id="quick-trick"
        lang={lang}
        label={w(later ? "quick.where.laterTrick" : "quick.where.trick")}
        value={trick}
        min={low}
        max={13}
        onChange={(n) => {
          const [lo, hi] = later ? nsWonRange(state, n) : [0, n - 1];
          onChange({ ...where, trick: n, nsWon: Math.max(lo, Math.min(where.nsWon, hi)) });
        }}
      />
      {trick === 1 ? (
        <p class="where">{w("quick.where.opening", { seat: seatName(lang, state.turn ?? where.leader) })}</p>
      ) : (
        <LeaderAndCount {...p} trick={trick} range={later ? nsWonRange(state, trick) : [0, trick - 1]} />
      )}
    </>
  );
};

/** After the first trick: who is on lead to the trick, and how many tricks North-South have won before it. */
const LeaderAndCount = ({
  state,
  lang,
  edition,
  where,
  onChange,
  leaderKey = "quick.where.leader",
  trick,
  range: [nsLow, nsHigh],
}: WhereProps & { trick: number; range: readonly [number, number] }) => {
  const w = wordsIn(lang, edition);
  return (
    <>
      <SeatPick
        lang={lang}
        label={w(leaderKey)}
        value={where.asked ? where.leader : null}
        onPick={(s) => onChange({ ...where, trick, leader: s, asked: true })}
        names={roles(lang, state)}
      />
      <Stepper
        id="quick-ns"
        lang={lang}
        label={w("quick.where.nsWon", { played: trick - 1 })}
        value={Math.max(nsLow, Math.min(nsHigh, where.nsWon))}
        min={nsLow}
        max={nsHigh}
        onChange={(n) => onChange({ ...where, trick, nsWon: n })}
      />
    </>
  );
};

/** The where of a path with the trick and leader forced when it is the opening lead. */
export const settle = (state: PublicState, where: Where, minTrick = 1): Where => {
  if (isLater(state, where)) {
    const trick = Math.max(minTrick, laterMin(state), where.trick);
    const [lo, hi] = nsWonRange(state, trick);
    return { ...where, trick, nsWon: Math.max(lo, Math.min(hi, where.nsWon)) };
  }
  if (!needsWhere(state)) return defaultWhere(state);
  const trick = Math.max(minTrick, where.trick);
  return trick === 1 ? { trick: 1, leader: state.turn ?? where.leader, nsWon: 0 } : { ...where, trick };
};
