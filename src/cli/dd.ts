/**
 * `bridge-td dd`: double dummy from the command line: our own solver (src/dd), or libdds when it is
 * installed (ddsEngine.ts), which is faster on full deals.
 *
 *   dd DEAL [--json] [--time-limit SECONDS] [--engine auto|ours|dds]   the table: each declarer's tricks
 *   dd DEAL --trump S --leader N --play "CTC4..." [--json]             the play trace (as AnalysePlay)
 *
 * `--engine auto` (the default) uses libdds when it can be loaded and our solver otherwise (also when
 * libdds fails); the text output names the engine used.
 *
 * DEAL is PBN (`N:QJ6.K652.J85.T98 873.J97.AT764.Q4 ...`); an ending with the same number of cards in
 * each hand is accepted too. Exit codes: 0 success, 1 invalid input or the time limit reached, 2 usage.
 * Every message is one line.
 */
import type { Card, Deal, Rank } from "../core/card.js";
import { SEATS, type Seat } from "../core/seat.js";
import { STRAINS, type Strain, type Suit } from "../core/strain.js";
import { ddTable, playTrace, positionAfter } from "../dd/index.js";
import { t } from "../explain/index.js";
import { askDds, ddsLoadable } from "./ddsEngine.js";

export interface DdIo {
  out: (s: string) => void;
  err: (s: string) => void;
}

const PREFIX = "bridge-td dd:";

export const DD_USAGE = [
  'Usage: bridge-td dd "DEAL" [--json] [--time-limit SECONDS]',
  '       bridge-td dd "DEAL" --trump STRAIN --leader SEAT --play "CARDS" [--json] [--time-limit SECONDS]',
  "       (either with [--engine auto|ours|dds])",
  "",
  "Double dummy: the tricks each declarer takes in each strain with best play by all four; with --play,",
  "the declaring side's tricks (won plus still to come) before the first card and after each card.",
  "",
  '  DEAL              PBN, first seat named: "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"',
  "  --trump STRAIN    C, D, H, S or NT (with --play)",
  "  --leader SEAT     N, E, S or W: the opening leader (with --play)",
  '  --play "CARDS"    the cards played, suit then rank, e.g. "CTC4CACJ"',
  "  --time-limit S    give up after S seconds (default 60) with an error",
  "  --json            print JSON: {table: {N: {C, D, H, S, NT}, ...}} or {trace: [...]}",
  "  --engine E        auto (default): libdds when installed, else ours; ours: our solver; dds: libdds",
];

type Engine = "auto" | "ours" | "dds";
const ENGINES: readonly string[] = ["auto", "ours", "dds"];

const SUIT_ORDER: Suit[] = ["S", "H", "D", "C"];
const RANK_CHARS = "AKQJT98765432";

/** Reads a PBN deal whose hands all have the same number of cards; a one-line problem otherwise. */
export const readDeal = (text: string): Deal | string => {
  const m = /^\s*([NESW]):(.*)$/s.exec(text);
  if (!m) return `"${text.slice(0, 30)}" is not a deal: write it in PBN, e.g. "N:AK97.Q42.J5.AT83 ..."`;
  const hands = m[2]!.trim().split(/\s+/);
  if (hands.length !== 4) return `the deal has ${hands.length} hands, not 4`;
  const seen = new Map<string, Seat>();
  const deal = {} as Deal;
  for (let i = 0; i < 4; i++) {
    const seat = SEATS[(SEATS.indexOf(m[1] as Seat) + i) % 4]!;
    const suits = hands[i]!.split(".");
    if (suits.length !== 4) return `${seat}'s hand "${hands[i]}" has ${suits.length} suits, not 4`;
    deal[seat] = { S: [], H: [], D: [], C: [] };
    for (let s = 0; s < 4; s++) {
      for (const ch of suits[s]!) {
        const card = `${SUIT_ORDER[s]}${ch}`;
        if (!RANK_CHARS.includes(ch)) return `${seat} holds "${ch}" in ${SUIT_ORDER[s]}: not a rank`;
        const other = seen.get(card);
        if (other !== undefined) return `${card} is dealt twice (to ${other} and ${seat})`;
        seen.set(card, seat);
        deal[seat][SUIT_ORDER[s]!].push(ch as Rank);
      }
    }
  }
  const sizes = SEATS.map((s) => SUIT_ORDER.reduce((n, x) => n + deal[s][x].length, 0));
  const usual = sizes.find((n) => sizes.filter((x) => x === n).length >= 2) ?? sizes[0]!;
  const odd = SEATS.findIndex((_, i) => sizes[i] !== usual);
  if (odd >= 0)
    return `${SEATS[odd]} holds ${sizes[odd]} cards, the others ${usual}: every hand must hold as many`;
  if (sizes[0] === 0) return "the deal has no cards";
  return deal;
};

const readPlay = (text: string): Card[] | string => {
  const cards: Card[] = [];
  const t = text.replace(/\s+/g, "").toUpperCase();
  if (t.length % 2 !== 0) return `--play "${text}": cards are two characters each (suit then rank)`;
  for (let i = 0; i < t.length; i += 2) {
    const suit = t[i] as Suit;
    const rank = t[i + 1] as Rank;
    if (!SUIT_ORDER.includes(suit) || !RANK_CHARS.includes(rank))
      return `--play: "${t.slice(i, i + 2)}" is not a card`;
    cards.push({ suit, rank });
  }
  return cards;
};

interface Args {
  deal?: string;
  trump?: string;
  leader?: string;
  play?: string;
  limit: number;
  json: boolean;
  engine: Engine;
}

const parseArgs = (argv: string[]): Args | string => {
  const a: Args = { limit: 60, json: false, engine: "auto" };
  for (let i = 0; i < argv.length; i++) {
    const x = argv[i]!;
    const value = () => argv[++i];
    if (x === "--json") a.json = true;
    else if (x === "--trump") a.trump = value();
    else if (x === "--leader") a.leader = value();
    else if (x === "--play") a.play = value();
    else if (x === "--engine") {
      const v = value() ?? "";
      if (!ENGINES.includes(v)) return `--engine "${v}": write auto, ours or dds`;
      a.engine = v as Engine;
    } else if (x === "--time-limit") {
      const v = Number(value());
      if (!(v > 0)) return "--time-limit needs a number of seconds above 0";
      a.limit = v;
    } else if (x.startsWith("--")) return `unknown option ${x}`;
    else if (a.deal === undefined) a.deal = x;
    else return `one deal only (got "${x}" too)`;
  }
  if (a.deal === undefined) return "give the deal in PBN";
  if ((a.play !== undefined) !== (a.trump !== undefined && a.leader !== undefined)) {
    return "the trace needs --trump, --leader and --play together";
  }
  return a;
};

const errorLine = (
  code: string,
  params: Record<string, string | number> | undefined,
  limit: number,
): string => {
  if (code === "dd-time-limit") return `the search passed its time limit of ${limit} s (raise --time-limit)`;
  if (code === "dd-card-not-held") {
    return `card ${(params?.index as number) + 1} of the play, ${params?.card}, is not in ${params?.seat}'s hand`;
  }
  // The other codes in the words of the catalog (src/explain).
  return t("en", `error.${code}`, params ?? {});
};

const printTable = (io: DdIo, t: Record<Seat, Record<Strain, number>>, json: boolean): void => {
  if (json) {
    io.out(JSON.stringify({ table: t }));
    return;
  }
  io.out(`     ${STRAINS.map((s) => s.padStart(3)).join("")}`);
  for (const seat of SEATS)
    io.out(`  ${seat}  ${STRAINS.map((s) => String(t[seat][s]).padStart(3)).join("")}`);
};

const ENGINE_WORDS = { ours: "our solver (src/dd)", dds: "libdds (DDS 2.9.0)" };

/**
 * The engine to use, or a problem when libdds is asked for and cannot serve. libdds takes full deals
 * only (an ending gives it wrong tables or crashes it), so an ending is always ours.
 */
const pickEngine = (e: Engine, full: boolean): "ours" | "dds" | string => {
  if (e === "ours") return "ours";
  if (!full) return e === "auto" ? "ours" : "--engine dds: libdds takes full deals (13 cards a hand) only";
  if (ddsLoadable()) return "dds";
  return e === "auto"
    ? "ours"
    : "--engine dds: libdds is not installed (apt-get install libdds0; npm i koffi)";
};

const isFull = (d: Deal): boolean =>
  SEATS.every((s) => SUIT_ORDER.reduce((n, x) => n + d[s][x].length, 0) === 13);

const pbnOf = (d: Deal): string =>
  `N:${SEATS.map((s) => SUIT_ORDER.map((x) => d[s][x].join("")).join(".")).join(" ")}`;

type Outcome<T> = { value: T; engine: "ours" | "dds"; note?: string } | { problem: string };

/** Runs libdds when chosen; on a failure other than the time limit, auto falls back to ours. */
const withEngine = <T>(
  a: Args,
  full: boolean,
  viaDds: () => ReturnType<typeof askDds>,
  fromDds: (r: { table?: number[]; trace?: number[] }) => T,
  ours: () => T | { problem: string },
): Outcome<T> => {
  const engine = pickEngine(a.engine, full);
  let note: string | undefined;
  if (engine === "dds") {
    const r = viaDds();
    if (r.ok) return { value: fromDds(r), engine };
    if (r.timeLimit) return { problem: errorLine("dd-time-limit", undefined, a.limit) };
    if (a.engine === "dds") return { problem: `libdds failed (${r.problem})` };
    note = `libdds failed (${r.problem}), so our solver was used`;
  } else if (engine !== "ours") return { problem: engine };
  const v = ours();
  if (typeof v === "object" && v !== null && "problem" in v) return v;
  return { value: v as T, engine: "ours", ...(note ? { note } : {}) };
};

const engineLine = (o: { engine: "ours" | "dds"; note?: string }): string =>
  `engine: ${o.note ?? ENGINE_WORDS[o.engine]}`;

const tableFromDds = (res: number[]): Record<Seat, Record<Strain, number>> => {
  const table = {} as Record<Seat, Record<Strain, number>>;
  SEATS.forEach((seat, h) => {
    table[seat] = {} as Record<Strain, number>;
    // the keys in our order (C D H S NT); libdds's results come S H D C NT
    for (const st of STRAINS) table[seat][st] = res[["S", "H", "D", "C", "NT"].indexOf(st) * 4 + h]!;
  });
  return table;
};

const tableCommand = (io: DdIo, a: Args, deal: Deal): number => {
  const o = withEngine(
    a,
    isFull(deal),
    () => askDds({ op: "table", pbn: pbnOf(deal) }, a.limit * 1000),
    (r) => tableFromDds(r.table!),
    () => {
      const t = ddTable(deal, { timeLimitMs: a.limit * 1000 });
      return t.ok ? t.value : { problem: errorLine(t.error.code, t.error.params, a.limit) };
    },
  );
  if ("problem" in o) return fail(io, o.problem);
  printTable(io, o.value, a.json);
  if (!a.json) io.out(engineLine(o));
  return 0;
};

const traceCommand = (io: DdIo, a: Args, deal: Deal): number => {
  const trump = a.trump!.toUpperCase();
  const leader = a.leader!.toUpperCase();
  if (!(STRAINS as readonly string[]).includes(trump))
    return fail(io, `--trump "${a.trump}": write C, D, H, S or NT`);
  if (!(SEATS as readonly string[]).includes(leader))
    return fail(io, `--leader "${a.leader}": write N, E, S or W`);
  const play = readPlay(a.play!);
  if (typeof play === "string") return fail(io, play);
  const start = { hands: deal, trump: trump as Strain, leader: leader as Seat, trick: [] };
  // the play is checked by our own code first, whichever engine counts the tricks
  const checked = positionAfter(start, play);
  if (!checked.ok) return fail(io, errorLine(checked.error.code, checked.error.params, a.limit));
  const o = withEngine(
    a,
    isFull(deal),
    () =>
      askDds(
        {
          op: "trace",
          pbn: pbnOf(deal),
          trump: ["S", "H", "D", "C", "NT"].indexOf(trump),
          first: SEATS.indexOf(leader as Seat),
          play: play.map((c) => `${c.suit}${c.rank}`).join(""),
        },
        a.limit * 1000,
      ),
    (r) => r.trace!,
    () => {
      const tr = playTrace(start, play, { timeLimitMs: a.limit * 1000 });
      return tr.ok ? tr.value : { problem: errorLine(tr.error.code, tr.error.params, a.limit) };
    },
  );
  if ("problem" in o) return fail(io, o.problem);
  if (a.json) io.out(JSON.stringify({ trace: o.value }));
  else {
    io.out(`trace: ${o.value.join(" ")}`);
    io.out(engineLine(o));
  }
  return 0;
};

export const ddCommand = (argv: string[], io: DdIo): number => {
  if (argv.includes("--help") || argv.includes("-h")) {
    for (const l of DD_USAGE) io.out(l);
    return 0;
  }
  const a = parseArgs(argv);
  if (typeof a === "string") {
    io.err(`${PREFIX} ${a} (run "bridge-td dd --help" for usage)`);
    return 2;
  }
  const deal = readDeal(a.deal!);
  if (typeof deal === "string") return fail(io, deal);
  return a.play === undefined ? tableCommand(io, a, deal) : traceCommand(io, a, deal);
};

const fail = (io: DdIo, problem: string): number => {
  io.err(`${PREFIX} ${problem}`);
  return 1;
};
