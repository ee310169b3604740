/**
 * Our full-deal tables on list10.txt, one line a deal (CPU time and trick nodes), without libdds: the
 * quick loop while working on the solver's speed. Run: npx tsx bench/dd-tables.ts [from] [count]
 */
import { readFileSync } from "node:fs";
import { ddTable, Solver } from "../src/dd/index.js";
import { readDdsFile, tableOrder } from "../test/dd/ddsFile.js";

const boards = readDdsFile(readFileSync("/work/shared/peer/dds/list10.txt", "utf8"));
const from = Number(process.argv[2] ?? 0);
const count = Number(process.argv[3] ?? 10);
let cpuAll = 0;
let nodesAll = 0;
for (const b of boards.slice(from, from + count)) {
  const solver = new Solver(20);
  const c0 = process.cpuUsage();
  const r = ddTable(b.deal, { solver });
  const c = process.cpuUsage(c0);
  const cpu = (c.user + c.system) / 1000;
  cpuAll += cpu;
  nodesAll += solver.search.nodes;
  const same = r.ok && tableOrder(r.value).join(" ") === b.table.join(" ");
  console.log(
    `${b.pbn.slice(0, 20)}… CPU ${cpu.toFixed(0)} ms, ${(solver.search.nodes / 1e6).toFixed(2)} M nodes${same ? "" : " MISMATCH"}`,
  );
}
console.log(`total CPU ${cpuAll.toFixed(0)} ms, ${(nodesAll / 1e6).toFixed(2)} M nodes`);
