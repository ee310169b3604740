/** The `bridge-td` command. */
import { ddCommand } from "./dd.js";
import type { Io } from "./io.js";
import { printable } from "./printable.js";
import { replayCommand } from "./replay.js";
import { scoreCommand } from "./score.js";
import { sessionCommand } from "./session.js";
import { trainCommand } from "./train.js";
import { packageVersion } from "./version.js";

export const USAGE = [
  "Usage: bridge-td <command> [options]",
  "",
  "Commands:",
  "  replay FILE|- [--json] [--lang en|ru]   replay a table log through the Laws and show the ruling",
  "  score CONTRACT --tricks N [--vul]       declarer's score under Law 77 (e.g. score 4SX --tricks 11 --vul)",
  "  score --table [--json]                  the whole Law 77 scoring table",
  "  session FILE|- [--json] [--html OUT.html]  score a session: travellers, ranking, adjusted scores (Law 12)",
  "  import FILE.pbn|FILE.lin [--out DIR]    table logs (and a session) from a PBN or BBO LIN file",
  "  export LOG.json|SESSION.json --pbn      a table log or a session as PBN",
  "  user add NAME --role ROLE               an account of the rulings register (prints its token once)",
  "  user list                               the register's accounts",
  "  register push LOG.json --url U --token T   upload a table log and report to a rulings register",
  '  dd "DEAL" [--json] [--play "CARDS" ...]  double dummy: the table of a deal, or the trace of a play',
  "  train [--edition E] [--count N] [--seed S] [--json]   ruling exercises generated from the engine",
  "",
  "Run bridge-td <command> --help for a command's options; bridge-td --version prints the version.",
];

/** Runs one command. Every line it writes is made printable first (control characters escaped). */
export const run = (argv: string[], rawIo: Io): number => {
  const io: Io = {
    ...rawIo,
    out: (l) => rawIo.out(printable(l, { keepLayout: true })),
    err: (l) => rawIo.err(printable(l)),
  };
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case "replay":
      return replayCommand(rest, io);
    case "score":
      return scoreCommand(rest, io);
    case "--version": {
      const version = packageVersion();
      if (version === undefined) {
        io.err("bridge-td: internal error: cannot read the version from its package.json");
        return 70;
      }
      io.out(version);
      return 0;
    }
    case "session":
      return sessionCommand(rest, io);
    case "dd":
      return ddCommand(rest, io);
    case "train":
      return trainCommand(rest, io);
    case "-h":
    case "--help":
    case "help":
      for (const l of USAGE) io.out(l);
      return 0;
    case undefined:
      for (const l of USAGE) io.err(l);
      return 2;
    default:
      io.err(`bridge-td: unknown command "${cmd}" (run "bridge-td --help" for the list)`);
      return 2;
  }
};
