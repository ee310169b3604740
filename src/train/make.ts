/**
 * Exercises from one scene, one maker per kind. Each answer is read off the engine's own state (the
 * ruling's law, chooser, options and consequences, its read-out, the board's score); the distractors come
 * from neighbouring paragraphs, the other code on the same table, and other rulings of the same
 * irregularity. A maker returns nothing when it cannot make a fair question (too few distractors).
 */

import { callText, explainOption, explainRuling, type Lang, seatName, t } from "../explain/core.js";
import { inCodeWords } from "../explain/ru-words.js";
import {
  type Edition,
  isVulnerable,
  lho,
  parseContract,
  partner,
  replayLog,
  SEATS,
  type Seat,
  scoreLaw77,
  type TableState,
} from "../explore/engine.js";
import type { Tricks } from "../scoring/law77.js";
import type { Kind } from "./types.js";
import type { Rng, Scene } from "./walk.js";
import { say } from "./words.js";

/** What a maker gives: the exercise without its table, id and level, and the key that makes it unique. */
export interface Draft {
  kind: Kind;
  scene: Scene;
  ask: string;
  choices: string[];
  answer: number;
  explanation: string;
  laws: string[];
  key: string;
}

export interface Context {
  lang: Lang;
  edition: Edition;
  rng: Rng;
  /** The registered paragraphs of the edition, in the order of the Laws. */
  labels: string[];
  /** Other scenes of the same irregularity (for distractors). */
  neighbours: (s: TableState) => Scene[];
}

type Ruled = Extract<NonNullable<TableState["ruling"]>, { irregularity: string }>;
const ruled = (s: TableState): Ruled | null => (s.ruling !== null && "law" in s.ruling ? s.ruling : null);

/** The right answer among up to three distractors (distinct, never the answer), shuffled; null under two. */
const choose = (
  rng: Rng,
  right: string,
  candidates: string[],
  preferred: string[] = [],
): { choices: string[]; answer: number } | null => {
  const usable = (xs: string[]) => [...new Set(xs)].filter((c) => c !== right && c !== "");
  const first = usable(preferred);
  const rest = usable(candidates).filter((c) => !first.includes(c));
  if (first.length + rest.length < 2) return null;
  const picked: string[] = [];
  for (const ds of [first, rest])
    while (picked.length < 3 && ds.length) picked.push(ds.splice(Math.floor(rng() * ds.length), 1)[0]!);
  const answer = Math.floor(rng() * (picked.length + 1));
  picked.splice(answer, 0, right);
  return { choices: picked, answer };
};

/** The registered labels a text cites ("Law 27B2", "(26B)"). */
export const citedLaws = (labels: readonly string[], text: string): string[] => {
  const known = new Set(labels);
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![\w(])(\d{1,2}(?:[A-Z](?:\d(?:\([a-z0-9]+\))*)?)?)/g))
    if (known.has(m[1]!) && !out.includes(m[1]!)) out.push(m[1]!);
  return out;
};

const role = (offender: Seat, chooser: Seat | undefined): string =>
  chooser === undefined
    ? "director"
    : chooser === offender
      ? "offender"
      : chooser === lho(offender)
        ? "lho"
        : chooser === partner(offender)
          ? "partner"
          : "rho";

/** What makes two rulings the same exercise: the law, who chooses, the options and what each costs. */
export const signature = (r: Ruled): string => {
  const who = (v: string) => (/^[NESW]$/.test(v) ? role(r.offender, v as Seat) : v);
  const params = (p?: Record<string, string>) =>
    Object.entries(p ?? {})
      .map(([k, v]) => `${k}=${who(v)}`)
      .join(",");
  return [
    r.irregularity,
    r.law,
    role(r.offender, r.chooser),
    ...r.options.map(
      (o) => `${o.id}${o.call ?? ""}:${o.consequences.map((c) => `${c.id}(${params(c.params)})`)}`,
    ),
  ].join("|");
};

/** The key of a scene: two scenes with the same key make the same exercises. */
export const sceneKey = (s: TableState): string => {
  const r = ruled(s);
  if (r !== null) return signature(r);
  if (s.ruling !== null && "question" in s.ruling) return `question|${s.ruling.question}|${s.pending?.law}`;
  const res = s.result;
  return `end|${s.contract}|${s.declarer && isVulnerable(s.vulnerability, s.declarer)}|${res?.byPlay}|${res?.declarerTricks}|${res?.transferred.map((x) => `${x.law}:${x.tricks}`)}`;
};

const readout = (c: Context, s: TableState): string =>
  inCodeWords(c.lang, c.edition, explainRuling(c.lang, s));
/**
 * What the director says to the players: the read-out without the note that the paragraph is applied as
 * reconstructed (his note, not words for the table: walkthrough of the Train screen, B4).
 */
export const saidAtTable = (lang: Lang, text: string): string => {
  const note = t(lang, "ruling.reconstructed").split("{law}")[0]!;
  return text
    .split("\n")
    .filter((l) => !l.startsWith(note))
    .join("\n");
};
const optionText = (c: Context, o: Ruled["options"][number]) => {
  const x = explainOption(c.lang, o);
  return {
    label: inCodeWords(c.lang, c.edition, x.label),
    costs: inCodeWords(c.lang, c.edition, x.consequences.join(" ")),
  };
};
const choosesText = (c: Context, chooser: Seat | undefined, r: Ruled): string =>
  chooser === undefined
    ? t(c.lang, "train.choice.director")
    : say(c.lang, c.edition, "train.choice.chooses", {
        seat: seatName(c.lang, chooser),
        options: r.options.map((o) => optionText(c, o).label).join(" / "),
      });

const lawChoice = (c: Context, law: string) => say(c.lang, c.edition, "train.choice.law", { law });

/** The label the other code's ruling gives on the same table, if the log replays there with a ruling. */
const otherCodeLaw = (scene: Scene): string | undefined => {
  const other = replayLog({ ...scene.log, edition: scene.log.edition === "2017" ? "1987" : "2017" });
  return other.ok ? (ruled(other.value)?.law ?? undefined) : undefined;
};

/** True when one label is the other's parent or child (27B and 27B1(b), 25B2 and 25B2(b)): never both choices. */
export const nested = (a: string, b: string): boolean => a !== b && (a.startsWith(b) || b.startsWith(a));

/** Which paragraph governs this step: the ruling's law among its neighbours and the other code's. */
const lawExercise = (c: Context, scene: Scene): Draft[] => {
  const r = ruled(scene.state);
  if (r === null) return [];
  const at = c.labels.indexOf(r.law);
  // Neither the paragraph's parent nor its child (the grid may name 25B2 for 25B2(b)): that would be no
  // wrong answer (walkthrough of the Train screen, B2).
  const fair = (l: string) => l !== r.law && !nested(l, r.law);
  const near = at < 0 ? [] : c.labels.slice(Math.max(0, at - 4), at + 5).filter(fair);
  const other = otherCodeLaw(scene);
  // The other code's paragraph for the same table first, then the neighbours in this code.
  const otherChoice = other !== undefined && fair(other) ? [lawChoice(c, other)] : [];
  const x = choose(
    c.rng,
    lawChoice(c, r.law),
    near.map((l) => lawChoice(c, l)),
    otherChoice,
  );
  if (x === null) return [];
  const explanation = [
    say(c.lang, c.edition, "train.explain.law", { law: r.law }),
    readout(c, scene.state),
  ].join("\n");
  return [
    {
      kind: "law",
      scene,
      ask: say(c.lang, c.edition, "train.ask.law"),
      ...x,
      explanation,
      laws: [r.law],
      key: `law|${signature(r)}`,
    },
  ];
};

const AUCTION_QUESTIONS = ["comparable", "sameMeaning", "unintended", "artificial", "suits"];
const PLAY_QUESTIONS = [
  "accidental",
  "properLead",
  "established",
  "trickWonBy",
  "laterTricks",
  "heldSuitLed",
  "claimIntended",
];

/** What the director must find first: the finding the engine asks for, among the others of its period. */
const questionExercise = (c: Context, scene: Scene): Draft[] => {
  const r = scene.state.ruling;
  if (r === null || !("question" in r)) return [];
  const family = AUCTION_QUESTIONS.includes(r.question) ? AUCTION_QUESTIONS : PLAY_QUESTIONS;
  const text = (q: string) => inCodeWords(c.lang, c.edition, t(c.lang, `question.${q}`));
  const x = choose(
    c.rng,
    text(r.question),
    family.filter((q) => t(c.lang, `question.${q}`) !== `question.${q}`).map(text),
  );
  if (x === null) return [];
  const law = scene.state.pending?.law;
  const laws = [
    ...(law !== undefined && c.labels.includes(law) ? [law] : []),
    ...citedLaws(c.labels, text(r.question)),
  ];
  const explanation = [say(c.lang, c.edition, "train.explain.question"), readout(c, scene.state)].join("\n");
  return [
    {
      kind: "law",
      scene,
      ask: say(c.lang, c.edition, "train.ask.question"),
      ...x,
      explanation,
      laws: [...new Set(laws)],
      key: `question|${r.question}|${law}`,
    },
  ];
};

/** Who chooses now, and between what: the chooser and his options, against other seats and other rulings. */
const optionsExercise = (c: Context, scene: Scene): Draft[] => {
  const r = ruled(scene.state);
  if (r === null) return [];
  const others = SEATS.filter((s) => s !== r.chooser && s !== r.offender);
  const pool = [
    ...(r.options.length ? others.map((s) => choosesText(c, s, r)) : []),
    ...(r.chooser !== undefined ? [choosesText(c, undefined, r)] : []),
    ...c.neighbours(scene.state).flatMap((n) => {
      const q = ruled(n.state);
      return q === null || q.chooser === undefined ? [] : [choosesText(c, r.chooser ?? lho(r.offender), q)];
    }),
  ];
  const x = choose(c.rng, choosesText(c, r.chooser, r), pool);
  if (x === null) return [];
  const explanation = [say(c.lang, c.edition, "train.explain.options"), readout(c, scene.state)].join("\n");
  const laws = [r.law];
  return [
    {
      kind: "options",
      scene,
      ask: say(c.lang, c.edition, "train.ask.options"),
      ...x,
      explanation,
      laws,
      key: `options|${signature(r)}`,
    },
  ];
};

/** What one option costs: its consequences, against the other options' and those of other rulings. */
const consequencesExercises = (c: Context, scene: Scene): Draft[] => {
  const r = ruled(scene.state);
  if (r === null || r.chooser === undefined) return [];
  const chooser = r.chooser;
  const elsewhere = c.neighbours(scene.state).flatMap((n) => ruled(n.state)?.options ?? []);
  return r.options.flatMap((o): Draft[] => {
    if (o.consequences.length === 0) return [];
    const { label, costs } = optionText(c, o);
    // The other options of the same ruling first, then those of other rulings of the same irregularity.
    const same = r.options.map((p) => optionText(c, p).costs);
    const x = choose(
      c.rng,
      costs,
      elsewhere.map((p) => optionText(c, p).costs),
      same,
    );
    if (x === null) return [];
    // The option's own chooser where its event names one (the claimer's partner objects, 68B2).
    const claimer = scene.state.claim?.by;
    const by = o.event?.by ?? (o.id === "claim-object" && claimer !== undefined ? partner(claimer) : chooser);
    const ask = say(c.lang, c.edition, "train.ask.consequences", {
      chooser: seatName(c.lang, by),
      option: label.replace(/[.:]$/, ""),
    });
    const explanation = [say(c.lang, c.edition, "train.explain.consequences"), label, costs].join("\n");
    const laws = [...new Set([r.law, ...citedLaws(c.labels, costs)])];
    return [
      {
        kind: "consequences",
        scene,
        ask,
        ...x,
        explanation,
        laws,
        key: `consequences|${signature(r)}|${o.id}`,
      },
    ];
  });
};

/** The read-out with one thing wrong: another chooser, an option left out, an option's costs left out. */
const readoutExercise = (c: Context, scene: Scene): Draft[] => {
  const r = ruled(scene.state);
  if (r === null || r.chooser === undefined || r.options.length === 0) return [];
  const right = saidAtTable(c.lang, readout(c, scene.state));
  const lines = right.split("\n");
  const chooserLine = say(c.lang, c.edition, "ruling.chooser", { chooser: seatName(c.lang, r.chooser) });
  const at = lines.indexOf(chooserLine);
  if (at < 0) return [];
  const blocks: string[][] = [];
  for (const l of lines.slice(at + 1))
    if (l.startsWith("- ") || blocks.length === 0) blocks.push([l]);
    else blocks[blocks.length - 1]!.push(l);
  const head = lines.slice(0, at + 1);
  const pool = SEATS.filter((s) => s !== r.chooser && s !== r.offender).map((s) =>
    [
      ...lines.slice(0, at),
      say(c.lang, c.edition, "ruling.chooser", { chooser: seatName(c.lang, s) }),
      ...lines.slice(at + 1),
    ].join("\n"),
  );
  if (blocks.length > 1)
    for (let i = 0; i < blocks.length; i++)
      pool.push([...head, ...blocks.filter((_, j) => j !== i).flat()].join("\n").trimEnd());
  for (let i = 0; i < blocks.length; i++)
    if (blocks[i]!.length > 1)
      pool.push([...head, ...blocks.flatMap((b, j) => (j === i ? b.slice(0, 1) : b))].join("\n").trimEnd());
  const x = choose(c.rng, right, pool);
  if (x === null) return [];
  const laws = [...new Set([r.law, ...citedLaws(c.labels, right)])];
  return [
    {
      kind: "readout",
      scene,
      ask: say(c.lang, c.edition, "train.ask.readout"),
      ...x,
      explanation: say(c.lang, c.edition, "train.explain.readout"),
      laws,
      key: `readout|${signature(r)}`,
    },
  ];
};

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** The score after the rectification: the engine's Law 77 score, against the score without the transfers and ±1 trick. */
const scoreExercise = (c: Context, scene: Scene): Draft[] => {
  const s = scene.state;
  const res = s.result;
  if (
    s.phase !== "done" ||
    res === undefined ||
    typeof s.score !== "number" ||
    s.declarer === null ||
    s.contract === null
  )
    return [];
  const k = parseContract(s.contract);
  if (!k.ok) return [];
  const vul = isVulnerable(s.vulnerability, s.declarer);
  const at = (tricks: number, v = vul) =>
    tricks < 0 || tricks > 13 ? "" : signed(scoreLaw77(k.value, v, tricks as Tricks));
  const tricks = res.declarerTricks;
  const pool = [at(res.byPlay), at(tricks + 1), at(tricks - 1), at(tricks, !vul)];
  const x = choose(c.rng, signed(s.score), pool);
  if (x === null) return [];
  const strain = callText(c.lang, `${k.value.level}${k.value.strain}`);
  const contract = k.value.doubling === "" ? strain : `${strain} ${t(c.lang, `call.${k.value.doubling}`)}`;
  const ask = say(c.lang, c.edition, "train.ask.score", {
    contract,
    declarer: seatName(c.lang, s.declarer),
    byPlay: res.byPlay,
  });
  const transfers = res.transferred
    .map((x) =>
      say(c.lang, c.edition, "train.explain.transfer", {
        n: x.tricks,
        side: t(c.lang, `side.${x.to}`),
        law: x.law,
      }),
    )
    .join("");
  const explanation = say(c.lang, c.edition, "train.explain.score", {
    tricks,
    byPlay: res.byPlay,
    transfers,
    score: signed(s.score),
  });
  const laws = [
    ...new Set([
      ...res.transferred.map((x) => x.law),
      ...(s.claim !== undefined ? citedLaws(c.labels, explanation) : []),
    ]),
  ];
  const key = `score|${s.contract}|${vul}|${res.byPlay}|${tricks}|${res.transferred.map((x) => `${x.law}:${x.tricks}`)}`;
  return [{ kind: "score", scene, ask, ...x, explanation, laws, key }];
};

const MAKERS: Record<Kind, ((c: Context, scene: Scene) => Draft[])[]> = {
  law: [lawExercise, questionExercise],
  options: [optionsExercise],
  consequences: [consequencesExercises],
  readout: [readoutExercise],
  score: [scoreExercise],
};

/** Every exercise of the kinds asked for that this scene makes. */
export const draftsOf = (c: Context, scene: Scene, kinds: readonly Kind[]): Draft[] =>
  kinds.flatMap((k) => MAKERS[k].flatMap((m) => m(c, scene)));
