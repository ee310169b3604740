// The DDS oracle's child process: Debian's libdds (DDS 2.9.0, Haglund and Hein, Apache-2.0) through koffi.
// Reads one JSON request a line on stdin, writes one JSON answer a line on stdout. Run by test/dd/dds.ts,
// which validates the positions first and kills this process when it runs past its time-out.
import { createInterface } from "node:readline";

const LIB = "/usr/lib/x86_64-linux-gnu/libdds.so.0";
const { default: koffi } = await import("koffi");
const lib = koffi.load(process.env.DDS_LIB || LIB);

const futureTricks = koffi.struct("futureTricks", {
  nodes: "int",
  cards: "int",
  suit: koffi.array("int", 13, "Array"),
  rank: koffi.array("int", 13, "Array"),
  equals: koffi.array("int", 13, "Array"),
  score: koffi.array("int", 13, "Array"),
});
const dealPBN = koffi.struct("dealPBN", {
  trump: "int",
  first: "int",
  currentTrickSuit: koffi.array("int", 3, "Array"),
  currentTrickRank: koffi.array("int", 3, "Array"),
  remainCards: koffi.array("char", 80),
});
const ddTableDealPBN = koffi.struct("ddTableDealPBN", { cards: koffi.array("char", 80) });
const ddTableResults = koffi.struct("ddTableResults", { resTable: koffi.array("int", 20, "Array") });
const playTracePBN = koffi.struct("playTracePBN", { number: "int", cards: koffi.array("char", 106) });
const solvedPlay = koffi.struct("solvedPlay", { number: "int", tricks: koffi.array("int", 53, "Array") });

const SetMaxThreads = lib.func("void SetMaxThreads(int)");
const SetResources = lib.func("void SetResources(int, int)");
const out = (t) => koffi.out(koffi.pointer(t));
const SolveBoardPBN = lib.func("SolveBoardPBN", "int", [
  dealPBN,
  "int",
  "int",
  "int",
  out(futureTricks),
  "int",
]);
const CalcDDtablePBN = lib.func("CalcDDtablePBN", "int", [ddTableDealPBN, out(ddTableResults)]);
const AnalysePlayPBN = lib.func("AnalysePlayPBN", "int", [dealPBN, playTracePBN, out(solvedPlay), "int"]);

// One thread: the oracle and the benchmark's peer are single-threaded.
SetResources(1000, 1);
SetMaxThreads(1);

const deal = (r) => ({
  trump: r.trump,
  first: r.first,
  currentTrickSuit: [0, 1, 2].map((i) => r.trick?.[i]?.[0] ?? 0),
  currentTrickRank: [0, 1, 2].map((i) => r.trick?.[i]?.[1] ?? 0),
  remainCards: r.pbn,
});

const handle = (r) => {
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  // wall-clock and CPU milliseconds (the CPU time is the fairer figure on a loaded machine)
  const ms = () => Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = () => {
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1000;
  };
  if (r.op === "solve") {
    const fut = {};
    const code = SolveBoardPBN(deal(r), -1, 3, 1, fut, 0);
    return { code, fut, ms: ms() };
  }
  if (r.op === "table") {
    const res = {};
    const code = CalcDDtablePBN({ cards: r.pbn }, res);
    return { code, table: res.resTable, ms: ms(), cpu: cpu() };
  }
  if (r.op === "trace") {
    const solved = {};
    const code = AnalysePlayPBN(deal(r), { number: r.play.length / 2, cards: r.play }, solved, 0);
    return { code, tricks: solved.tricks?.slice(0, solved.number), ms: ms() };
  }
  return { code: -1, error: `unknown op ${r.op}` };
};

const rl = createInterface({ input: process.stdin });
rl.on("line", (line) => {
  const r = JSON.parse(line);
  process.stdout.write(`${JSON.stringify({ id: r.id, ...handle(r) })}\n`);
});
