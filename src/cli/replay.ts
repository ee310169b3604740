/**
 * `bridge-td replay FILE|- [--json] [--lang en|ru] [--analysis-time SECONDS]`: replays a table log and shows the state.
 * Exit 0 on success, 1 on an invalid log (one line on stderr naming the event and key), 2 on usage errors.
 */

import { replayUntilError } from "../editions.js";
import { explainError, isLang, type Lang, presentState, t } from "../explain/index.js";
import { parseTableLog } from "../formats/tableLog.js";
import { withAnalysis } from "../laws/play/analysis.js";
import type { AnalysisOptions } from "../laws/play/claimAnalysis.js";
import type { Io } from "./io.js";
import { showState } from "./show.js";

export const REPLAY_USAGE = [
  "Usage: bridge-td replay FILE|- [--json] [--lang en|ru] [--analysis-time SECONDS]",
  "",
  "Replays a table log (table-log@1 JSON; - reads standard input) through the Laws and shows the",
  "table: the auction from the dealer, the contract, any ruling with its options, obligations and",
  "lead restrictions; the play as a trick table, penalty cards, revokes, the claim, the result and",
  "the score.",
  "",
  "  --json        print the state object (see docs/table-log.md) and nothing else",
  "  --lang en|ru  language of the explanations (default en)",
  "  --analysis-time SECONDS",
  "                the budget of the engine's proposals from the cards (a claim's analysis, a revoke's",
  "                equity); default 1 s and 200,000 positions a search, which an early claim on a full",
  "                deal passes: with this option only the time bounds the search",
  "  -h, --help    show this help",
];

export const replayCommand = (args: string[], io: Io): number => {
  let file: string | undefined;
  let json = false;
  let lang: Lang = "en";
  let setting: AnalysisOptions = {};
  const usage = (msg: string): number => {
    io.err(`bridge-td replay: ${msg} (run "bridge-td replay --help" for usage)`);
    return 2;
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "-h" || a === "--help") {
      for (const l of REPLAY_USAGE) io.out(l);
      return 0;
    }
    if (a === "--json") json = true;
    else if (a === "--lang" || a.startsWith("--lang=")) {
      const v = a === "--lang" ? args[++i] : a.slice(7);
      if (!isLang(v)) return usage(`--lang takes en or ru, not ${v === undefined ? "nothing" : `"${v}"`}`);
      lang = v;
    } else if (a === "--analysis-time" || a.startsWith("--analysis-time=")) {
      const v = a === "--analysis-time" ? args[++i] : a.slice(16);
      const n = Number(v);
      if (v === undefined || v === "" || !Number.isFinite(n) || n <= 0 || n > 86_400)
        return usage(
          `--analysis-time takes seconds (more than 0, at most 86400), not ${v === undefined ? "nothing" : `"${v}"`}`,
        );
      // A bigger budget (issue 20, early claims): the time alone bounds each search.
      setting = { timeLimitMs: n * 1000, maxNodes: Number.POSITIVE_INFINITY };
    } else if (a.startsWith("-") && a !== "-") return usage(`unknown option ${a}`);
    else if (file !== undefined) return usage(`one file at a time (got "${file}" and "${a}")`);
    else file = a;
  }
  if (file === undefined) return usage("which table log? give a FILE or - for standard input");
  let text: string;
  try {
    text = file === "-" ? io.readStdin() : io.readFile(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    io.err(`bridge-td replay: cannot read ${file}${code ? ` (${code})` : ""}`);
    return 1;
  }
  const log = parseTableLog(text);
  if (!log.ok) {
    io.err(`bridge-td replay: ${file}: ${explainError(lang, log.error)}`);
    return 1;
  }
  const r = replayUntilError(log.value);
  if (r.error) {
    io.err(`bridge-td replay: ${file}: ${explainError(lang, r.error)}`);
    return 1;
  }
  // The engine's proposals from the cards (70 claim.analysis, 64C equity), within their budget.
  const state = withAnalysis(r.state, setting);
  if (json) io.out(JSON.stringify(presentState(state, lang), null, 2));
  else {
    for (const l of showState(state, lang)) io.out(l);
    // An analysis stopped at its budget is said (showState), with the way to a bigger one.
    const a = state.claim?.analysis;
    if (a && "notWorkedOut" in a && a.notWorkedOut !== "position")
      io.out(t(lang, "claims.analysis.bigger", { s: String((setting.timeLimitMs ?? 1000) / 1000) }));
  }
  return 0;
};
