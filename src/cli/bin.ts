#!/usr/bin/env node
/** Process entry of the `bridge-td` command: wires the real stdin/stdout/files to `run`. */
import { readFileSync } from "node:fs";
import type { Io } from "./io.js";
import { run } from "./main.js";
import { printable } from "./printable.js";
import { registerCli } from "./register.js";

// Output cut short by the reader (`... | head`) is not an error of ours: stop quietly.
for (const stream of [process.stdout, process.stderr])
  stream.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw e;
  });

const io: Io = {
  out: (l) => process.stdout.write(`${l}\n`),
  err: (l) => process.stderr.write(`${l}\n`),
  readFile: (p) => readFileSync(p, "utf8"),
  readStdin: () => readFileSync(0, "utf8"),
};

try {
  const argv = process.argv.slice(2);
  // The register's commands talk to a database or the network: asynchronous.
  process.exitCode =
    argv[0] === "user" || argv[0] === "register" ? await registerCli(argv, io) : run(argv, io);
} catch (e) {
  // A defect, not bad input: say so in one line rather than a stack trace.
  const message = e instanceof Error ? e.message : String(e);
  process.stderr.write(`${printable(`bridge-td: internal error: ${message}`)}\n`);
  process.exitCode = 70;
}
