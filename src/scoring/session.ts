/**
 * Scoring a session: every board's results compared across the field (matchpoints, cross-IMPs, Butler)
 * or between the two tables of a match (teams), with the director's adjusted scores (Law 12), and the
 * ranking. Pure: `scoreSession(session)` for a session in memory; `surveySession` + `SessionScorer` one
 * board at a time for a stream of boards (bounded memory: totals per pair, nothing per result).
 *
 * Each board is scored twice over, once for each direction: NS results against the NS field, EW results
 * against the EW field. For a balancing result the two are mirror images; a split score (non-balancing)
 * puts its NS side in the NS field and its EW side in the EW field (option `splitField`).
 */
import { artificialImps, artificialPercent, lawOf, sessionPercentageLaw } from "./adjusted.js";
import { butlerImps, datum } from "./butler.js";
import { impsAgainst } from "./crossImps.js";
import { add, type Frac, frac, fracText, round, toNumber, ZERO } from "./frac.js";
import { type Entry, Field, matchpointsAgainst, percentOf } from "./matchpoints.js";
import { neuberg, ratio } from "./neuberg.js";
import type {
  AdjustmentNote,
  ArtificialSide,
  BoardReport,
  MatchReport,
  Part,
  PartReport,
  Played,
  RankRow,
  ResultReport,
  Session,
  SessionBoard,
  SessionError,
  SessionHeader,
  SessionReport,
  SessionResult,
  SideReport,
  SideScore,
  SResult,
} from "./session-types.js";
import { boardImps, victoryPoints } from "./teams.js";

type Dir = "ns" | "ew";
const DIRS: readonly Dir[] = ["ns", "ew"];

/** What the whole file must be looked at for before any board is scored. */
export interface Survey {
  /** Results a board should have had: the most on any board (or the `expected` option). */
  expected: number;
  /** Two fields (NS and EW ranked apart) or one. */
  twoFields: boolean;
}

/** Gathers, board by board, what scoring needs to know of the whole session. */
export class SessionSurveyor {
  private most = 0;
  private nsIds = new Set<string>();
  private ewIds = new Set<string>();
  private crossing = false;

  constructor(private readonly header: SessionHeader) {}

  add(board: SessionBoard): void {
    let played = 0;
    for (const r of board.results) {
      if (r.outcome.kind !== "notPlayed") played++;
      if (!this.crossing && (this.ewIds.has(r.ns) || this.nsIds.has(r.ew))) this.crossing = true;
      if (this.nsIds.size < 100_000) this.nsIds.add(r.ns);
      if (this.ewIds.size < 100_000) this.ewIds.add(r.ew);
    }
    if (played > this.most) this.most = played;
  }

  result(): Survey {
    const o = this.header.options;
    const twoFields =
      this.header.scoring === "teams"
        ? false
        : o.winners === "two"
          ? true
          : o.winners === "one"
            ? false
            : // No pair in both directions: a Mitchell (the same id on both sides needs "two", see the reader).
              !this.crossing;
    return { expected: o.expected ?? Math.max(1, this.most), twoFields };
  }
}

export const surveySession = (session: Session): Survey => {
  const s = new SessionSurveyor(session);
  for (const b of session.boards) s.add(b);
  return s.result();
};

/** Running totals of one pair (or team). */
interface Totals {
  id: string;
  direction: "NS" | "EW" | "both";
  boards: number;
  /** Matchpoints and the tops they are out of; or IMPs. */
  score: Frac;
  top: number;
  /** The same, leaving out boards where this pair had an artificial score (for 12C2(c)). */
  plainScore: Frac;
  plainTop: number;
  plainBoards: number;
  vp: number;
}

/** A side's entries: a score (or the weighted components) as seen from `dir` (higher is better). */
const entriesOf = (parts: readonly Part[] | Played, dir: Dir): Entry[] =>
  Array.isArray(parts)
    ? (parts as Part[]).map((p) => ({
        weight: p.weight,
        value: dir === "ns" ? p.played.score : -p.played.score,
      }))
    : [
        {
          weight: { n: 1n, d: 1n },
          value: dir === "ns" ? (parts as Played).score : -(parts as Played).score,
        },
      ];

const sideEntries = (s: SideScore, dir: Dir): Entry[] =>
  s.kind === "assigned" ? entriesOf(s.played, dir) : entriesOf(s.parts, dir);

/** How a result takes part on its board for one direction. */
type Role =
  | { role: "field"; entries: Entry[] }
  | { role: "outside"; entries: Entry[] }
  | { role: "artificial"; side: ArtificialSide }
  | { role: "none" };

const roleOf = (r: SessionResult, dir: Dir, splitField: "each-direction" | "excluded"): Role => {
  const o = r.outcome;
  switch (o.kind) {
    case "table":
    case "assigned":
      return { role: "field", entries: entriesOf(o.played, dir) };
    case "weighted":
      return { role: "field", entries: entriesOf(o.parts, dir) };
    case "split":
      return {
        role: splitField === "each-direction" ? "field" : "outside",
        entries: sideEntries(o[dir], dir),
      };
    case "artificial":
      return { role: "artificial", side: o[dir] };
    case "notPlayed":
      return { role: "none" };
  }
};

const weightText = (w: Frac): string => {
  // Decimal when the denominator is a power of ten's divisor (2, 4, 5, 8, 10, ...), else a/b.
  let d = w.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n ? String(toNumber(w)) : fracText(w);
};

const partReports = (parts: readonly Part[]): PartReport[] =>
  parts.map((p) => ({ ...p.played, weight: weightText(p.weight), weightValue: toNumber(p.weight) }));

const sideReport = (s: SideScore): SideReport =>
  s.kind === "assigned" ? { ...s.played } : { parts: partReports(s.parts) };

const artificialSideText = (s: ArtificialSide): string =>
  "code" in s ? s.code : "percent" in s ? `${s.percent}%` : `${s.imps > 0 ? "+" : ""}${s.imps}`;

/** The report of a result before it is scored: what was played or awarded. */
const describe = (r: SessionResult, header: SessionHeader): ResultReport => {
  const out: ResultReport = { ns: r.ns, ew: r.ew };
  if (r.table) out.table = r.table;
  if (r.match) out.match = r.match;
  const o = r.outcome;
  if (o.kind === "table" || o.kind === "assigned") Object.assign(out, o.played);
  if (o.kind === "notPlayed") out.notPlayed = true;
  if (o.kind === "weighted") out.parts = partReports(o.parts);
  if (o.kind === "split") out.split = { ns: sideReport(o.ns), ew: sideReport(o.ew) };
  if (o.kind === "artificial")
    out.artificial = { ns: artificialSideText(o.ns), ew: artificialSideText(o.ew) };
  const law = lawOf(o, header.edition, header.scoring);
  if (law !== null) out.adjusted = { kind: o.kind as AdjustmentNote["kind"], law };
  if (r.replaced) out.replaced = r.replaced;
  if (r.ruling) out.ruling = r.ruling;
  return out;
};

/** A decimal figure (a percentage with two decimals) as an exact fraction. */
const decimalFrac = (x: number): Frac => frac(Math.round(x * 10000), 10000);

/** Figures of a pair's session so far: percentage (matchpoints) or IMPs per board, on its other boards. */
export type SessionFigures = Map<string, number>;

/**
 * Scores boards one at a time and keeps the totals. With `figures` (from a first pass over the same
 * boards), artificial scores follow the session-percentage rule when the session asks for it.
 */
export class SessionScorer {
  private readonly totals = new Map<string, Totals>();
  private readonly matches = new Map<string, MatchReport & { order: number }>();
  readonly top: number;

  constructor(
    private readonly header: SessionHeader,
    private readonly survey: Survey,
    private readonly given?: SessionFigures,
  ) {
    this.top = 2 * (survey.expected - 1);
  }

  private key(id: string, dir: Dir): string {
    return this.survey.twoFields ? `${dir}:${id}` : id;
  }

  private totalsOf(id: string, dir: Dir): Totals {
    const k = this.key(id, dir);
    let t = this.totals.get(k);
    if (!t) {
      t = {
        id,
        direction: this.survey.twoFields ? (dir === "ns" ? "NS" : "EW") : "both",
        boards: 0,
        score: ZERO,
        top: 0,
        plainScore: ZERO,
        plainTop: 0,
        plainBoards: 0,
        vp: 0,
      };
      this.totals.set(k, t);
    }
    return t;
  }

  private credit(id: string, dir: Dir, score: Frac, top: number, artificial: boolean): void {
    const t = this.totalsOf(id, dir);
    t.boards++;
    t.score = add(t.score, score);
    t.top += top;
    if (!artificial) {
      t.plainBoards++;
      t.plainScore = add(t.plainScore, score);
      t.plainTop += top;
    }
  }

  /** The session figure of a pair for 12C2(c) / Law 88, when the rule is on and it has other boards. */
  private figureOf(id: string, dir: Dir): number | undefined {
    if (!this.header.sessionPercentage || !this.given) return undefined;
    return this.given.get(this.key(id, dir));
  }

  /** Scores one board; updates the totals. */
  scoreBoard(board: SessionBoard): SResult<BoardReport> {
    if (this.header.scoring === "teams") return this.scoreTeamsBoard(board);
    const h = this.header;
    const o = h.options;
    const reports = board.results.map((r) => describe(r, h));
    const report: BoardReport = { board: board.board, vulnerability: board.vulnerability, results: reports };
    const played = board.results.filter((r) => r.outcome.kind !== "notPlayed").length;
    const method = h.scoring;
    for (const dir of DIRS) {
      const roles = board.results.map((r) => roleOf(r, dir, o.splitField));
      const members: number[] = [];
      roles.forEach((x, i) => {
        if (x.role === "field") members.push(i);
      });
      const field = new Field(members.map((i) => (roles[i] as { entries: Entry[] }).entries));
      const n = members.length;
      const at = new Map(members.map((i, j) => [i, j]));
      const top = o.factoring === "none" ? 2 * Math.max(0, n - 1) : this.top;
      if (method === "matchpoints" && dir === "ns") report.top = top;
      const d = method === "butler" ? datum(field.results, o.butlerDrop) : null;
      if (d !== null && dir === "ns") report.datum = d;
      roles.forEach((x, i) => {
        const r = board.results[i]!;
        const rep = reports[i]!;
        const id = r[dir];
        if (x.role === "none") return;
        if (method === "matchpoints") {
          let mp: Frac;
          let bySession = false;
          if (x.role === "artificial") {
            const a = artificialPercent(x.side, o, h.edition, this.figureOf(id, dir));
            bySession = a.bySession;
            mp = frac(decimalFrac(a.value).n * BigInt(top), decimalFrac(a.value).d * 100n);
          } else if (o.smallGroup > 0 && n < o.smallGroup) {
            mp = frac(top, 2);
          } else {
            const inField = x.role === "field";
            const raw = matchpointsAgainst(field, x.entries, inField ? at.get(i) : undefined);
            const actual = inField ? n : n + 1;
            mp =
              o.factoring === "neuberg"
                ? neuberg(raw, actual, this.survey.expected)
                : o.factoring === "ratio"
                  ? ratio(raw, actual, this.survey.expected)
                  : inField || n === 0
                    ? raw
                    : // Unfactored, a result outside the field is brought to the board's own top.
                      frac(raw.n * BigInt(n - 1), raw.d * BigInt(n));
          }
          this.noteSession(rep, dir, bySession, h);
          const value = round(toNumber(mp), 2);
          if (dir === "ns") {
            rep.nsMP = value;
            if (mp.d !== 1n) rep.nsMPExact = fracText(mp);
            rep.nsPct = percentOf(mp, top);
          } else {
            rep.ewMP = value;
            if (mp.d !== 1n) rep.ewMPExact = fracText(mp);
            rep.ewPct = percentOf(mp, top);
          }
          this.credit(id, dir, mp, top, x.role === "artificial");
          return;
        }
        // IMPs: cross-IMPs or Butler.
        let v: Frac;
        let bySession = false;
        if (x.role === "artificial") {
          const a = artificialImps(x.side, o, h.edition, this.figureOf(id, dir));
          bySession = a.bySession;
          v = decimalFrac(a.value);
        } else if (method === "butler") {
          v = d === null ? ZERO : butlerImps(x.entries, d);
        } else {
          const inField = x.role === "field";
          const sum = impsAgainst(field, x.entries, inField ? at.get(i) : undefined);
          const comparisons = inField ? n - 1 : n;
          const divisor = o.crossImpsDivisor === "results" ? played - 1 : comparisons;
          v = o.crossImpsTotal === "sum" ? sum : divisor > 0 ? frac(sum.n, sum.d * BigInt(divisor)) : ZERO;
        }
        this.noteSession(rep, dir, bySession, h);
        if (dir === "ns") rep.nsIMPs = round(toNumber(v), 2);
        else rep.ewIMPs = round(toNumber(v), 2);
        this.credit(id, dir, v, 0, x.role === "artificial");
      });
    }
    return { ok: true, value: report };
  }

  private noteSession(rep: ResultReport, dir: Dir, bySession: boolean, h: SessionHeader): void {
    if (!bySession || !rep.adjusted) return;
    rep.adjusted.sessionPercentage = [...(rep.adjusted.sessionPercentage ?? []), dir];
    const law = sessionPercentageLaw(h.edition);
    if (!rep.adjusted.law.split(", ").includes(law)) rep.adjusted.law = `${rep.adjusted.law}, ${law}`;
  }

  /** Teams: the open and closed tables of each match on this board. */
  private scoreTeamsBoard(board: SessionBoard): SResult<BoardReport> {
    const h = this.header;
    const reports = board.results.map((r) => describe(r, h));
    const byMatch = new Map<string, { open?: number; closed?: number }>();
    for (let i = 0; i < board.results.length; i++) {
      const r = board.results[i]!;
      const m = byMatch.get(r.match!) ?? {};
      if (m[r.table!] !== undefined) return teamsError("teams-table-twice", board.board, i, r.match!);
      m[r.table!] = i;
      byMatch.set(r.match!, m);
    }
    for (const [match, m] of byMatch) {
      if (m.open === undefined || m.closed === undefined)
        return teamsError("teams-table-missing", board.board, m.open ?? m.closed!, match);
      const open = board.results[m.open]!;
      const closed = board.results[m.closed]!;
      const home = open.ns;
      const away = open.ew;
      if (closed.ns !== away || closed.ew !== home)
        return teamsError("teams-seating", board.board, m.closed, match, { home, away });
      let mr = this.matches.get(match);
      if (!mr) {
        mr = { match, home, away, homeIMPs: 0, awayIMPs: 0, boards: 0, order: this.matches.size };
        this.matches.set(match, mr);
      } else if (mr.home !== home || mr.away !== away) {
        return teamsError("teams-seating", board.board, m.open, match, { home: mr.home, away: mr.away });
      }
      if (open.outcome.kind === "notPlayed" || closed.outcome.kind === "notPlayed") continue;
      // Home sits NS at the open table and EW at the closed one; away the other way round.
      const homeImps = this.teamImps(open, "ns", closed, "ew");
      const awayImps = this.teamImps(closed, "ns", open, "ew");
      // The match score is the IMPs each team won: on a balancing board one of the two is 0.
      mr.homeIMPs += Math.max(0, homeImps);
      mr.awayIMPs += Math.max(0, awayImps);
      mr.boards++;
      const ro = reports[m.open]!;
      const rc = reports[m.closed]!;
      ro.nsIMPs = round(homeImps, 2);
      ro.ewIMPs = round(awayImps, 2);
      rc.nsIMPs = round(awayImps, 2);
      rc.ewIMPs = round(homeImps, 2);
    }
    return { ok: true, value: { board: board.board, vulnerability: board.vulnerability, results: reports } };
  }

  /** A team's IMPs on a board: its side at one table against its side at the other. */
  private teamImps(a: SessionResult, aDir: Dir, b: SessionResult, bDir: Dir): number {
    const h = this.header;
    const figures: number[] = [];
    for (const [r, dir] of [
      [a, aDir],
      [b, bDir],
    ] as const)
      if (r.outcome.kind === "artificial")
        figures.push(artificialImps(r.outcome[dir], h.options, h.edition).value);
    // 12C2(b): an artificial score at either table replaces the comparison (both: their mean).
    if (figures.length) return figures.reduce((x, y) => x + y, 0) / figures.length;
    const ea = roleEntries(a, aDir);
    const eb = roleEntries(b, bDir);
    let total = 0;
    for (const p of ea)
      for (const q of eb) total += toNumber(p.weight) * toNumber(q.weight) * boardImps(p.value, -q.value);
    return total;
  }

  /** The session figures (for the session-percentage rule): per cent, or IMPs per board, on plain boards. */
  figures(): SessionFigures {
    const out: SessionFigures = new Map();
    for (const [k, t] of this.totals) {
      if (t.plainBoards === 0) continue;
      if (this.header.scoring === "matchpoints") {
        if (t.plainTop > 0) out.set(k, round((toNumber(t.plainScore) / t.plainTop) * 100, 2));
      } else out.set(k, round(toNumber(t.plainScore) / t.plainBoards, 2));
    }
    return out;
  }

  /** The ranking (and, for teams, the matches). */
  finish(): { ranking: RankRow[]; matches?: MatchReport[] } {
    const h = this.header;
    const names = new Map(h.pairs.map((p) => [p.id, p.names]));
    if (h.scoring === "teams") return this.finishTeams(names);
    const rows: (RankRow & { exact: Frac; topTotal: number })[] = [];
    for (const t of this.totals.values()) {
      const row: RankRow & { exact: Frac; topTotal: number } = {
        pair: t.id,
        direction: t.direction,
        boards: t.boards,
        rank: 0,
        exact: t.score,
        topTotal: t.top,
      };
      const n = names.get(t.id);
      if (n?.length) row.names = n;
      if (h.scoring === "matchpoints") {
        row.mp = round(toNumber(t.score), 2);
        if (t.score.d !== 1n) row.mpExact = fracText(t.score);
        row.pct = t.top > 0 ? round((toNumber(t.score) / t.top) * 100, 2) : 0;
      } else row.imps = round(toNumber(t.score), 2);
      rows.push(row);
    }
    // Matchpoints rank by percentage (exactly: score/top), IMPs by total.
    const value = (r: { exact: Frac; topTotal: number }): number =>
      h.scoring === "matchpoints" ? (r.topTotal > 0 ? toNumber(r.exact) / r.topTotal : 0) : toNumber(r.exact);
    const same = (a: (typeof rows)[number], b: (typeof rows)[number]): boolean =>
      h.scoring === "matchpoints"
        ? a.exact.n * BigInt(b.topTotal) * b.exact.d === b.exact.n * BigInt(a.topTotal) * a.exact.d
        : a.exact.n * b.exact.d === b.exact.n * a.exact.d;
    const order = { NS: 0, EW: 1, both: 0 };
    rows.sort(
      (a, b) =>
        order[a.direction] - order[b.direction] ||
        value(b) - value(a) ||
        a.pair.localeCompare(b.pair, "en", { numeric: true }),
    );
    rank(rows, same);
    return { ranking: rows.map(({ exact: _e, topTotal: _t, ...r }) => r) };
  }

  private finishTeams(names: Map<string, string[]>): { ranking: RankRow[]; matches: MatchReport[] } {
    const vp = this.header.options.vp === "wbf";
    const teams = new Map<string, { imps: number; vp: number; boards: number }>();
    const matches = [...this.matches.values()].sort((a, b) => a.order - b.order);
    const out: MatchReport[] = [];
    for (const { order: _o, ...m } of matches) {
      m.homeIMPs = round(m.homeIMPs, 2);
      m.awayIMPs = round(m.awayIMPs, 2);
      if (vp) {
        m.homeVP = victoryPoints(m.homeIMPs - m.awayIMPs, m.boards);
        m.awayVP = round(20 - m.homeVP, 2);
      }
      out.push(m);
      for (const [team, imps, v] of [
        [m.home, m.homeIMPs - m.awayIMPs, m.homeVP ?? 0],
        [m.away, m.awayIMPs - m.homeIMPs, m.awayVP ?? 0],
      ] as const) {
        const t = teams.get(team) ?? { imps: 0, vp: 0, boards: 0 };
        t.imps += imps;
        t.vp += v;
        t.boards += m.boards;
        teams.set(team, t);
      }
    }
    const rows: RankRow[] = [...teams].map(([team, t]) => {
      const row: RankRow = {
        pair: team,
        direction: "both",
        boards: t.boards,
        imps: round(t.imps, 2),
        rank: 0,
      };
      if (vp) row.vp = round(t.vp, 2);
      const n = names.get(team);
      if (n?.length) row.names = n;
      return row;
    });
    const key = (r: RankRow) => (vp ? r.vp! : r.imps!);
    rows.sort((a, b) => key(b) - key(a) || a.pair.localeCompare(b.pair, "en", { numeric: true }));
    rank(rows, (a, b) => key(a) === key(b));
    return { ranking: rows, matches: out };
  }
}

const roleEntries = (r: SessionResult, dir: Dir): Entry[] => {
  const x = roleOf(r, dir, "each-direction");
  return x.role === "field" || x.role === "outside" ? x.entries : [];
};

/** Ranks sorted rows: equal rows share the rank and are marked tied; directions are ranked apart. */
const rank = <T extends RankRow>(rows: T[], same: (a: T, b: T) => boolean): void => {
  let place = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const prev = rows[i - 1];
    if (!prev || prev.direction !== r.direction) place = 0;
    if (prev && prev.direction === r.direction && same(prev, r)) {
      r.rank = prev.rank;
      r.tied = true;
      prev.tied = true;
    } else r.rank = place + 1;
    place++;
  }
};

const teamsError = (
  code: string,
  board: number,
  result: number,
  match: string,
  params: Record<string, string> = {},
): { ok: false; error: SessionError } => ({
  ok: false,
  error: { code, board, result, key: "match", params: { match, ...params } },
});

/** Scores a whole session in memory. */
export const scoreSession = (session: Session): SResult<SessionReport> => {
  const survey = surveySession(session);
  let figures: SessionFigures | undefined;
  if (session.sessionPercentage && session.scoring !== "teams") {
    const first = new SessionScorer(session, survey);
    for (const b of session.boards) {
      const r = first.scoreBoard(b);
      if (!r.ok) return r;
    }
    figures = first.figures();
  }
  const scorer = new SessionScorer(session, survey, figures);
  const boards: BoardReport[] = [];
  for (const b of session.boards) {
    const r = scorer.scoreBoard(b);
    if (!r.ok) return r;
    boards.push(r.value);
  }
  const { ranking, matches } = scorer.finish();
  const report: SessionReport = {
    edition: session.edition,
    scoring: session.scoring,
    boards,
    ranking,
  };
  if (session.event) report.event = session.event;
  if (session.date) report.date = session.date;
  if (matches) report.matches = matches;
  return { ok: true, value: report };
};
