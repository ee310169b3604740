/** Reads DDS's regression files (list10.txt, thomas1.txt; format in /work/shared/peer/dds/README.md). */
import { type Card, type Deal, parseCard, parseDeal } from "../../src/core/card.js";
import { SEATS, type Seat } from "../../src/core/seat.js";
import type { Strain } from "../../src/core/strain.js";

export interface DdsBoard {
  pbn: string;
  deal: Deal;
  trump: Strain;
  leader: Seat;
  /** 20 values: strains S H D C NT, declarers N E S W within each. */
  table: number[];
  play: Card[];
  trace: number[];
}

const TRUMPS: Strain[] = ["S", "H", "D", "C", "NT"];

export const cardsOf = (text: string): Card[] => {
  const out: Card[] = [];
  for (let i = 0; i + 1 < text.length; i += 2) {
    const c = parseCard(text.slice(i, i + 2));
    if (!c.ok) throw new Error(`bad card ${text.slice(i, i + 2)}`);
    out.push(c.value);
  }
  return out;
};

export const readDdsFile = (text: string): DdsBoard[] => {
  const boards: DdsBoard[] = [];
  let cur: DdsBoard | undefined;
  for (const line of text.split("\n")) {
    const words = line.trim().split(/\s+/);
    const quoted = /"([^"]*)"/.exec(line)?.[1] ?? "";
    if (words[0] === "PBN") {
      const deal = parseDeal(quoted);
      if (!deal.ok) throw new Error(`bad deal ${quoted}`);
      cur = {
        pbn: quoted,
        deal: deal.value,
        trump: TRUMPS[Number(words[3])]!,
        leader: SEATS[Number(words[4])]!,
        table: [],
        play: [],
        trace: [],
      };
      boards.push(cur);
    } else if (cur && words[0] === "TABLE") cur.table = words.slice(1).map(Number);
    else if (cur && words[0] === "PLAY") cur.play = cardsOf(quoted);
    else if (cur && words[0] === "TRACE") cur.trace = words.slice(2).map(Number);
  }
  return boards;
};

/** Our table in DDS's TABLE order. */
export const tableOrder = (t: Record<Seat, Record<Strain, number>>): number[] =>
  TRUMPS.flatMap((s) => SEATS.map((seat) => t[seat][s]));

/** A deal with hands of any size (PBN form, first seat named): for endings in the tests. */
export const partialDeal = (pbn: string): Deal => {
  const [first, rest] = pbn.split(":") as [Seat, string];
  const deal = {} as Deal;
  rest
    .trim()
    .split(/\s+/)
    .forEach((h, i) => {
      const seat = SEATS[(SEATS.indexOf(first) + i) % 4]!;
      const [s = "", hh = "", d = "", c = ""] = h.split(".");
      deal[seat] = { S: [...s], H: [...hh], D: [...d], C: [...c] } as Deal[Seat];
    });
  return deal;
};
