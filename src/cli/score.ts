/**
 * `bridge-td score`: Law 77 duplicate scores from the command line.
 *
 *   score CONTRACT --tricks N [--vul] [--json]   declarer's score for one result
 *   score --table [--json]                       the whole Law 77 table
 *   score --help | -h                            usage
 *
 * Exit codes: 0 success, 1 invalid input (contract or tricks), 2 usage error. Every message is one
 * line; nothing throws. `io.out`/`io.err` each receive one line without its newline (like console.log).
 */
import type { BridgeError } from "../core/result.js";
import {
  type Contract,
  formatContract,
  parseContract,
  parseTricks,
  type ScoreRow,
  score,
  scoreTable,
} from "../scoring/index.js";

export interface ScoreIo {
  out: (s: string) => void;
  err: (s: string) => void;
}

const PREFIX = "bridge-td score:";
const HINT = '(run "bridge-td score --help" for usage)';

export const SCORE_USAGE = [
  "Usage: bridge-td score CONTRACT --tricks N [--vul] [--json]",
  "       bridge-td score --table [--json]",
  "",
  "Declarer's duplicate score under Law 77 (negative when the contract fails).",
  "",
  "  CONTRACT     level, strain and doubling, e.g. 4S, 3NT (or 3N), 4SX, 1NTXX",
  "  --tricks N   tricks taken by declarer's side, 0 to 13",
  "  --vul        declarer's side is vulnerable (default: not vulnerable)",
  "  --table      print every contract 1C..7NTXX, both vulnerabilities, for 0..13 tricks",
  "  --json       print JSON: {contract, vulnerable, tricks, score} (an array with --table)",
  "  -h, --help   show this help",
  "",
  "Example: bridge-td score 4SX --tricks 11 --vul   prints 990",
];

const usageError = (io: ScoreIo, problem: string): number => {
  io.err(`${PREFIX} ${problem} ${HINT}`);
  return 2;
};

const inputError = (io: ScoreIo, problem: string): number => {
  io.err(`${PREFIX} ${problem}`);
  return 1;
};

const contractProblem = (e: BridgeError, text: string): string =>
  e.code === "contract-level"
    ? `"${text}" is not a contract: the level must be 1 to 7 (write e.g. 4S, 3NTX, 1NTXX)`
    : `"${text}" is not a contract (write e.g. 4S, 3NTX, 1NTXX)`;

const rowJson = (r: ScoreRow): string =>
  JSON.stringify({ contract: r.contract, vulnerable: r.vulnerable, tricks: r.tricks, score: r.score });

const printTable = (io: ScoreIo, json: boolean): void => {
  const rows = scoreTable();
  if (json) {
    io.out("[");
    rows.forEach((r, i) => {
      io.out(`  ${rowJson(r)}${i < rows.length - 1 ? "," : ""}`);
    });
    io.out("]");
    return;
  }
  const cell = (v: string | number): string => String(v).padStart(6);
  const tricks = Array.from({ length: 14 }, (_, t) => cell(t)).join("");
  io.out(`${"contract".padEnd(9)}${"vul".padEnd(4)}${tricks}`);
  for (let i = 0; i < rows.length; i += 14) {
    const line = rows.slice(i, i + 14);
    const first = line[0]!;
    io.out(
      `${first.contract.padEnd(9)}${(first.vulnerable ? "yes" : "no").padEnd(4)}${line.map((r) => cell(r.score)).join("")}`,
    );
  }
};

export function scoreCommand(args: string[], io: ScoreIo): number {
  if (args.includes("--help") || args.includes("-h")) {
    for (const line of SCORE_USAGE) io.out(line);
    return 0;
  }

  let contractText: string | undefined;
  let tricksText: string | undefined;
  let vulnerable = false;
  let json = false;
  let table = false;

  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--vul") vulnerable = true;
    else if (a === "--json") json = true;
    else if (a === "--table") table = true;
    else if (a === "--tricks" || a.startsWith("--tricks=")) {
      if (tricksText !== undefined) return usageError(io, "--tricks given twice");
      const inline = a.startsWith("--tricks=") ? a.slice("--tricks=".length) : undefined;
      const value = inline ?? args[i + 1];
      if (value === undefined || value === "" || value.startsWith("--")) {
        return usageError(io, "--tricks needs a number of tricks (0 to 13)");
      }
      if (inline === undefined) i++;
      tricksText = value;
    } else if (a.startsWith("-") && !/^-\d/.test(a)) {
      return usageError(io, `unknown option "${a}"`);
    } else if (contractText === undefined) {
      contractText = a;
    } else {
      return usageError(io, `unexpected extra argument "${a}"`);
    }
  }

  if (table) {
    if (contractText !== undefined)
      return usageError(io, `--table takes no contract (got "${contractText}")`);
    if (tricksText !== undefined) return usageError(io, "--table cannot be combined with --tricks");
    if (vulnerable) return usageError(io, "--table cannot be combined with --vul (it shows both)");
    printTable(io, json);
    return 0;
  }

  if (contractText === undefined) return usageError(io, "missing contract (e.g. 4S, 3NTX)");
  if (tricksText === undefined) return usageError(io, "missing --tricks N");

  const parsed = parseContract(contractText);
  if (!parsed.ok) return inputError(io, contractProblem(parsed.error, contractText));
  const contract: Contract = parsed.value;

  const read = parseTricks(tricksText);
  if (!read.ok) return inputError(io, `--tricks must be a whole number from 0 to 13, not "${tricksText}"`);
  const tricks = read.value;

  const result = score(contract, vulnerable, tricks);
  if (json) {
    io.out(rowJson({ contract: formatContract(contract), vulnerable, tricks, score: result }));
  } else {
    io.out(String(result));
  }
  return 0;
}
