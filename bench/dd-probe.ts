/** Probe: one value per strain for the first list10 deals (nodes, ms), and the table time. */
import { readFileSync } from "node:fs";
import { ddTable, Solver } from "../src/dd/index.js";
import { readDdsFile, tableOrder } from "../test/dd/ddsFile.js";

const boards = readDdsFile(readFileSync("/work/shared/peer/dds/list10.txt", "utf8"));
const deals = Number(process.env.N ?? 3);
let total = 0;
for (const b of boards.slice(0, deals)) {
  const solver = new Solver(20);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = ddTable(b.deal, { timeLimitMs: Number(process.env.LIMIT ?? 120) * 1000, solver });
  const t = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const cpu = (c.user + c.system) / 1000;
  total += t;
  const ok = r.ok && tableOrder(r.value).join(" ") === b.table.join(" ");
  console.log(
    `${b.pbn.slice(0, 20)} ${r.ok ? (ok ? "equal" : "DIFFERENT") : r.error.code} ${t.toFixed(0)} ms (cpu ${cpu.toFixed(0)} ms) nodes ${solver.search.nodes}`,
  );
}
console.log(`total ${total.toFixed(0)} ms`);
