#!/usr/bin/env node
/** Process entry of the `bridge-td` command: wires the real stdin/stdout/files to `run`. */
import { closeSync, mkdirSync, openSync, readFileSync, readSync, writeFileSync } from "node:fs";
import type { Io } from "./io.js";
import { printable } from "./printable.js";

// Output cut short by the reader (`... | head`) is not an error of ours: stop quietly.
for (const stream of [process.stdout, process.stderr])
  stream.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw e;
  });

/** One line of standard input, read a byte at a time so that a terminal answers as it types (`train`). */
function readLineSync(): string | null {
  const bytes: number[] = [];
  const b = Buffer.alloc(1);
  for (;;) {
    let n: number;
    try {
      n = readSync(0, b, 0, 1, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EAGAIN") continue;
      if ((e as NodeJS.ErrnoException).code === "EOF") n = 0;
      else throw e;
    }
    if (n === 0) return bytes.length ? Buffer.from(bytes).toString("utf8") : null;
    if (b[0] === 10) return Buffer.from(bytes).toString("utf8").replace(/\r$/, "");
    bytes.push(b[0]!);
  }
}

const io: Io = {
  out: (l) => process.stdout.write(`${l}\n`),
  err: (l) => process.stderr.write(`${l}\n`),
  readFile: (p) => readFileSync(p, "utf8"),
  readStdin: () => readFileSync(0, "utf8"),
  readLine: () => readLineSync(),
};

/** A file's bytes a MiB at a time (the import of a large PBN file never holds it whole). */
function* fileBytes(path: string): Generator<Uint8Array> {
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.alloc(1 << 20);
    for (let n = readSync(fd, buffer); n > 0; n = readSync(fd, buffer)) yield buffer.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

// import/export of PBN and LIN files (src/cli/formats.ts) need bytes in and files out.
const formatIo = {
  ...io,
  // Every line written is made printable first (control characters from a file escaped), as in `run`.
  out: (l: string) => io.out(printable(l, { keepLayout: true })),
  err: (l: string) => io.err(printable(l)),
  readBytes: (p: string) => readFileSync(p),
  readChunks: (p: string) => fileBytes(p),
  writeFile: (p: string, text: string) => writeFileSync(p, text),
  mkdir: (p: string) => mkdirSync(p, { recursive: true }),
};
/** The register's dependency a failed import did not find (they are bridge-td-server's, not ours). */
function missingDriver(e: unknown): string | undefined {
  if ((e as NodeJS.ErrnoException | undefined)?.code !== "ERR_MODULE_NOT_FOUND") return undefined;
  const m = /Cannot find package '([^']+)'/.exec((e as Error).message);
  return m && /^(kysely|pg|better-sqlite3|fastify|@fastify\/.+)$/.test(m[1]!) ? m[1] : undefined;
}

const [command, ...rest] = process.argv.slice(2);

try {
  // Each command loads only its own modules: the database drivers (better-sqlite3, pg, Kysely) for the
  // register's commands alone, which talk to a database or the network and are asynchronous.
  if (command === "user" || command === "register") {
    const { registerCli } = await import("./register.js");
    process.exitCode = await registerCli(process.argv.slice(2), io);
  } else if (command === "import" || command === "export") {
    const { exportCommand, importCommand } = await import("./formats.js");
    process.exitCode = (command === "import" ? importCommand : exportCommand)(rest, formatIo);
  } else {
    const { run } = await import("./main.js");
    process.exitCode = run(process.argv.slice(2), io);
  }
} catch (e) {
  const missing = missingDriver(e);
  if (missing) {
    // The package bridge-td has no dependency: the register's drivers come with bridge-td-server.
    process.stderr.write(
      `bridge-td ${command}: the rulings register needs ${missing}, which is not installed: install the package bridge-td-server (npm install bridge-td-server), which brings the register's database drivers\n`,
    );
    process.exit(1);
  }
  // A defect, not bad input: say so in one line rather than a stack trace.
  const message = e instanceof Error ? e.message : String(e);
  process.stderr.write(`${printable(`bridge-td: internal error: ${message}`)}\n`);
  process.exitCode = 70;
}
