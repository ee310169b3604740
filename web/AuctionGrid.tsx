/** The auction grid: columns from the dealer, cancelled calls struck through with their law, obligations. */
import type { ComponentChild } from "preact";
import type { Edition, Lang, Obligation, PublicState, Seat } from "../src/engine.js";
import { isVulnerable } from "../src/engine.js";
import { rich, tr } from "./i18n.js";
import { memo } from "./memo.js";
import { columns, type GridCell, grid, type Placement } from "./model.js";
import { Call, Card, lawLabel, Suit as SuitSym, seatName, seatShort } from "./ui.js";

export const Badge = ({ o, lang, edition }: { o: Obligation; lang: Lang; edition: Edition }) => {
  let text: ComponentChild[];
  if ("mustPass" in o)
    text = [tr(lang, o.mustPass === "throughout" ? "badge.mustPass.throughout" : "badge.mustPass.next-turn")];
  else if ("mustCall" in o)
    text = rich(lang, "badge.mustCall", { call: <Call call={o.mustCall} lang={lang} /> });
  else if (!("mayNotCall" in o))
    // The play period's obligations (a penalty card) are shown by the play screens.
    text = [
      "mustPlay" in o ? (
        <Card card={o.mustPlay} lang={lang} />
      ) : (
        <SuitSym suit={o.mayNotPlay.suit} lang={lang} />
      ),
    ];
  else
    text = rich(lang, "badge.mayNotCall", {
      calls: o.mayNotCall.map((c, i) => (
        <>
          {i > 0 ? ", " : ""}
          <Call call={c} lang={lang} />
        </>
      )),
    });
  return (
    <span class="badge">
      {text} <span class="law">{lawLabel(lang, edition, o.law)}</span>
    </span>
  );
};

const Cell = ({ cell, lang, edition }: { cell: GridCell; lang: Lang; edition: Edition }) => (
  <td class={cell.next ? "next" : undefined}>
    {cell.cancelled.map((c) => (
      <span class="cancelled" key={`${c.by}${c.call}${c.law}`}>
        <del>
          <Call call={c.call} lang={lang} />
        </del>
        <span class="visually-hidden">{tr(lang, "grid.cancelledCall")}</span>
        <span class="law">{lawLabel(lang, edition, c.law)}</span>
      </span>
    ))}
    {cell.pending && (
      <span class="pending" title={tr(lang, "grid.pending")}>
        <Call call={cell.pending.call} lang={lang} />
        <span aria-hidden="true">!</span>
      </span>
    )}
    {cell.call &&
      (cell.call.implied ? (
        <span class="implied" title={tr(lang, "grid.implied")}>
          (<Call call={cell.call.call} lang={lang} />)
        </span>
      ) : (
        <span class="standing">
          <Call call={cell.call.call} lang={lang} />
          {cell.call.outOfRotation && (
            <sup class="oor" title={tr(lang, "grid.outOfRotation")}>
              *
            </sup>
          )}
        </span>
      ))}
    {cell.next && (
      <span class="next-mark">
        <span aria-hidden="true">?</span>
        <span class="visually-hidden">{tr(lang, "grid.next")}</span>
      </span>
    )}
  </td>
);

interface GridProps {
  state: PublicState;
  placement: Placement;
  pending: { by: Seat; call: string } | null;
  lang: Lang;
}

/**
 * The grid draws again only when what it shows changed: the fields of the state it reads (a tap in the play
 * or a held call changes none of them, and the engine keeps the same arrays then), the placement, the
 * pending call, the language.
 */
const sameGrid = (a: GridProps, b: GridProps): boolean =>
  a.lang === b.lang &&
  a.placement === b.placement &&
  a.pending?.by === b.pending?.by &&
  a.pending?.call === b.pending?.call &&
  a.state.auction === b.state.auction &&
  a.state.cancelled === b.state.cancelled &&
  a.state.obligations === b.state.obligations &&
  a.state.dealer === b.state.dealer &&
  a.state.vulnerability === b.state.vulnerability &&
  a.state.edition === b.state.edition &&
  a.state.turn === b.state.turn &&
  a.state.phase === b.state.phase;

const Grid = ({ state, placement, pending, lang }: GridProps) => {
  const cols = columns(state.dealer);
  const rows = grid(state, placement, pending);
  const obligations = (s: Seat) => state.obligations.filter((o) => o.seat === s);
  const anyObligation = state.obligations.length > 0;
  return (
    <table class="grid" aria-label={tr(lang, "grid.caption")}>
      <thead>
        <tr>
          {cols.map((s) => {
            const vul = isVulnerable(state.vulnerability, s);
            return (
              <th
                scope="col"
                key={s}
                class={`${vul ? "vul" : "nonvul"}${state.turn === s && state.phase === "auction" ? " turn" : ""}`}
                abbr={seatName(lang, s)}
              >
                <span class="seat">{seatShort(lang, s)}</span>
                {vul && <span class="tag">{tr(lang, "grid.vul")}</span>}
                {s === state.dealer && <span class="tag dealer">{tr(lang, "grid.dealer")}</span>}
              </th>
            );
          })}
        </tr>
        {anyObligation && (
          <tr class="badges">
            {cols.map((s) => (
              <td key={s}>
                {obligations(s).map((o) => (
                  <Badge o={o} lang={lang} edition={state.edition} key={o.law + JSON.stringify(o)} />
                ))}
              </td>
            ))}
          </tr>
        )}
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            {r.map((c, j) => (
              <Cell cell={c} lang={lang} edition={state.edition} key={j} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};

export const AuctionGrid = memo(Grid, sameGrid);
