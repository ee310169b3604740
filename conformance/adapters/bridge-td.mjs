#!/usr/bin/env node
/**
 * This engine (bridge-td) behind the kit's protocol (conformance/README.md): reads a table log from the
 * path given, or from standard input, and prints the state as JSON, or {"error": {code, event, key}} when
 * the log is rejected. With --stream: one log per line in, one answer per line out, until the input ends.
 *
 *   node conformance/adapters/bridge-td.mjs [FILE|-] [--stream]
 *
 * It replays with the built package (dist/index.js: `npm run build`); BRIDGE_TD_MODULE names another
 * module with the same `replay` (the tests run the sources: `node --import tsx ... ` with src/index.ts).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

const target = process.env.BRIDGE_TD_MODULE
  ? pathToFileURL(resolve(process.env.BRIDGE_TD_MODULE)).href
  : new URL("../../dist/index.js", import.meta.url).href;
const { replay } = await import(target);

const answer = (text) => {
  // The engine's proposals from the cards (claim.analysis, 64C equity) are part of the expected states.
  const r = replay(text, { analysis: {} });
  return JSON.stringify(r.ok ? r.value : { error: r.error });
};

const args = process.argv.slice(2);
if (args.includes("--stream")) {
  for await (const line of createInterface({ input: process.stdin }))
    if (line.trim()) console.log(answer(line));
} else {
  const file = args.find((a) => !a.startsWith("--"));
  console.log(answer(readFileSync(file === undefined || file === "-" ? 0 : file, "utf8")));
}
