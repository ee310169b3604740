/**
 * libdds as a faster back end of `bridge-td dd` (issue 20): Debian's libdds0 (DDS 2.9.0 by Haglund and
 * Hein, Apache-2.0) through the npm package koffi. Both are optional: koffi is a devDependency, found at
 * run time only if it is installed, and libdds only if its file is there; without either the command
 * uses our own solver (src/dd), which stays pure. libdds runs in a child process whose time-out is the
 * command's time limit (a hard deal can take minutes, a malformed one can crash it: the deal and the play
 * are checked by our own code before they are sent).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const LIB = "/usr/lib/x86_64-linux-gnu/libdds.so.0";

const libPath = (): string => process.env.DDS_LIB || LIB;

const koffiPath = (): string | undefined => {
  try {
    return createRequire(import.meta.url).resolve("koffi");
  } catch {
    return undefined;
  }
};

/** Whether libdds and koffi are both there (nothing is loaded here). */
export const ddsLoadable = (): boolean => existsSync(libPath()) && koffiPath() !== undefined;

/** The child: reads one request (JSON) on standard input, writes one answer (JSON). */
const CHILD = `
import { createRequire } from "node:module";
import { readFileSync, writeSync } from "node:fs";
const koffi = createRequire(process.env.DD_KOFFI)(process.env.DD_KOFFI);
const lib = koffi.load(process.env.DD_LIB);
const out = (t) => koffi.out(koffi.pointer(t));
const dealPBN = koffi.struct("dealPBN", { trump: "int", first: "int",
  currentTrickSuit: koffi.array("int", 3, "Array"), currentTrickRank: koffi.array("int", 3, "Array"),
  remainCards: koffi.array("char", 80) });
const tableDeal = koffi.struct("ddTableDealPBN", { cards: koffi.array("char", 80) });
const tableRes = koffi.struct("ddTableResults", { resTable: koffi.array("int", 20, "Array") });
const tracePBN = koffi.struct("playTracePBN", { number: "int", cards: koffi.array("char", 106) });
const solved = koffi.struct("solvedPlay", { number: "int", tricks: koffi.array("int", 53, "Array") });
lib.func("void SetResources(int, int)")(1000, 1);
lib.func("void SetMaxThreads(int)")(1);
const r = JSON.parse(readFileSync(0, "utf8"));
let answer;
if (r.op === "table") {
  const res = {};
  const code = lib.func("CalcDDtablePBN", "int", [tableDeal, out(tableRes)])({ cards: r.pbn }, res);
  answer = { code, table: res.resTable };
} else {
  const s = {};
  const deal = { trump: r.trump, first: r.first, currentTrickSuit: [0, 0, 0], currentTrickRank: [0, 0, 0],
    remainCards: r.pbn };
  const f = lib.func("AnalysePlayPBN", "int", [dealPBN, tracePBN, out(solved), "int"]);
  const code = f(deal, { number: r.play.length / 2, cards: r.play }, s, 0);
  answer = { code, tricks: s.tricks ? s.tricks.slice(0, s.number) : [] };
}
// libdds 2.9.0 may crash while the process exits (its thread memory): the answer is written first
writeSync(1, JSON.stringify(answer) + "\\n");
`;

export type DdsAnswer =
  | { ok: true; table?: number[]; trace?: number[] }
  | { ok: false; timeLimit: boolean; problem: string };

/**
 * One request to libdds: `{op: "table", pbn}` (20 values, strains S H D C NT, declarers N E S W within
 * each) or `{op: "trace", pbn, trump, first, play}` (AnalysePlay's values). Never throws.
 */
export const askDds = (req: Record<string, unknown>, timeLimitMs: number): DdsAnswer => {
  const koffi = koffiPath();
  if (koffi === undefined || !existsSync(libPath()))
    return { ok: false, timeLimit: false, problem: "not installed" };
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", CHILD], {
    input: JSON.stringify(req),
    encoding: "utf8",
    timeout: timeLimitMs,
    killSignal: "SIGKILL",
    env: { ...process.env, DD_KOFFI: koffi, DD_LIB: libPath() },
    maxBuffer: 1 << 20,
  });
  if (r.error && (r.error as NodeJS.ErrnoException).code === "ETIMEDOUT")
    return { ok: false, timeLimit: true, problem: "time limit" };
  // a whole answer counts even when the child crashed on its way out (libdds's exit)
  if (!r.stdout?.endsWith("\n"))
    return { ok: false, timeLimit: false, problem: `exit ${String(r.status ?? r.signal)}` };
  try {
    const a = JSON.parse(r.stdout) as { code: number; table?: number[]; tricks?: number[] };
    if (a.code !== 1) return { ok: false, timeLimit: false, problem: `libdds error ${a.code}` };
    return a.table ? { ok: true, table: a.table } : { ok: true, trace: a.tricks ?? [] };
  } catch {
    return { ok: false, timeLimit: false, problem: "unreadable answer" };
  }
};
