/**
 * The DDS oracle: Debian's libdds0 (DDS 2.9.0) through koffi, in a child process (dds-child.mjs) with a
 * time-out, since libdds can run for minutes on a hard deal and crash on a malformed one: every position
 * is validated by our own checks before it is sent. `ddsAvailable()` says whether libdds and koffi are
 * installed (scripts/ensure-dds.sh installs libdds0; koffi is a devDependency).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Card, Deal } from "../../src/core/card.js";
import { SEATS } from "../../src/core/seat.js";
import type { DdPosition } from "../../src/dd/index.js";
import { encodePosition, seatIndex, strainIndex } from "../../src/dd/position.js";

export const DDS_LIB = "/usr/lib/x86_64-linux-gnu/libdds.so.0";
const CHILD = fileURLToPath(new URL("./dds-child.mjs", import.meta.url));

export const ddsAvailable = (): boolean => {
  if (!existsSync(DDS_LIB)) return false;
  try {
    createRequire(import.meta.url).resolve("koffi");
    return true;
  } catch {
    return false;
  }
};

export const ddsMissing =
  "skipped: libdds not installed (run scripts/ensure-dds.sh, or apt-get install libdds0)";

const RANKS = "23456789TJQKA";
const SUITS = "SHDC";

/** The remaining cards in PBN, north first. */
export const pbnOf = (hands: Deal): string =>
  `N:${SEATS.map((s) => ["S", "H", "D", "C"].map((x) => hands[s][x as "S"].join("")).join(".")).join(" ")}`;

const ddsCard = (c: Card): [number, number] => [SUITS.indexOf(c.suit), RANKS.indexOf(c.rank) + 2];

export interface DdsFuture {
  cards: number;
  suit: number[];
  rank: number[];
  equals: number[];
  score: number[];
}

interface Pending {
  resolve: (v: Record<string, unknown>) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

export class Dds {
  private child: ChildProcess | undefined;
  private buffer = "";
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  constructor(private readonly timeoutMs = 120_000) {}

  private start(): ChildProcess {
    const child = spawn(process.execPath, [CHILD], { stdio: ["pipe", "pipe", "inherit"] });
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (d: string) => this.onData(d));
    child.on("exit", () => {
      if (this.child === child) this.child = undefined;
      for (const [, p] of this.pending) {
        clearTimeout(p.timer);
        p.reject(new Error("libdds child exited"));
      }
      this.pending.clear();
    });
    this.child = child;
    return child;
  }

  private onData(d: string): void {
    this.buffer += d;
    let i = this.buffer.indexOf("\n");
    while (i >= 0) {
      const msg = JSON.parse(this.buffer.slice(0, i)) as { id: number } & Record<string, unknown>;
      this.buffer = this.buffer.slice(i + 1);
      const p = this.pending.get(msg.id);
      if (p) {
        clearTimeout(p.timer);
        this.pending.delete(msg.id);
        p.resolve(msg);
      }
      i = this.buffer.indexOf("\n");
    }
  }

  private ask(req: Record<string, unknown>): Promise<Record<string, unknown>> {
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        child.kill("SIGKILL");
        reject(new Error(`libdds time-out after ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      child.stdin!.write(`${JSON.stringify({ id, ...req })}\n`);
    });
  }

  /** SolveBoard (target -1, solutions 3): every card's score for the side to play. */
  async solve(p: DdPosition): Promise<DdsFuture & { ms: number }> {
    const e = encodePosition(p);
    if (!e.ok) throw new Error(`invalid position: ${e.error.code}`);
    const r = await this.ask({
      op: "solve",
      pbn: pbnOf(p.hands),
      trump: strainIndex(p.trump),
      first: seatIndex(p.leader),
      trick: p.trick.map(ddsCard),
    });
    if (r.code !== 1) throw new Error(`SolveBoardPBN error ${String(r.code)}`);
    return { ...(r.fut as DdsFuture), ms: r.ms as number };
  }

  /** CalcDDtable: 20 values, strains S H D C NT, declarers N E S W. */
  async table(deal: Deal): Promise<{ table: number[]; ms: number; cpu: number }> {
    const e = encodePosition({ hands: deal, trump: "NT", leader: "N", trick: [] });
    if (!e.ok) throw new Error(`invalid deal: ${e.error.code}`);
    const r = await this.ask({ op: "table", pbn: pbnOf(deal) });
    if (r.code !== 1) throw new Error(`CalcDDtablePBN error ${String(r.code)}`);
    return { table: r.table as number[], ms: r.ms as number, cpu: r.cpu as number };
  }

  /** AnalysePlay: the declaring side's tricks before the first card and after each. */
  async trace(p: DdPosition, play: readonly Card[]): Promise<number[]> {
    const r = await this.ask({
      op: "trace",
      pbn: pbnOf(p.hands),
      trump: strainIndex(p.trump),
      first: seatIndex(p.leader),
      play: play.map((c) => `${c.suit}${c.rank}`).join(""),
    });
    if (r.code !== 1) throw new Error(`AnalysePlayPBN error ${String(r.code)}`);
    return r.tricks as number[];
  }

  close(): void {
    this.child?.kill();
    this.child = undefined;
  }
}

/** The value DDS gives each legal card (equal cards expanded), as "SA:3 SK:3 ..." sorted. */
export const ddsCardValues = (f: DdsFuture): Map<string, number> => {
  const out = new Map<string, number>();
  for (let i = 0; i < f.cards; i++) {
    const suit = SUITS[f.suit[i]!]!;
    out.set(`${suit}${RANKS[f.rank[i]! - 2]}`, f.score[i]!);
    for (let r = 2; r <= 14; r++)
      if ((f.equals[i]! & (1 << r)) !== 0) out.set(`${suit}${RANKS[r - 2]}`, f.score[i]!);
  }
  return out;
};
