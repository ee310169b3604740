#!/usr/bin/env node
/**
 * The conformance kit's runner (conformance/README.md): runs any command against every case of the kit
 * and writes a results table per code of laws and law number. Plain Node (20 or later), no dependencies.
 *
 *   node conformance/run.mjs [options] -- <command> [args...]
 *
 *   --stdin (default)   each log is written to the command's standard input, one process per log
 *   --path              each log is written to a file whose path is given as the command's last argument
 *   --stream            one process for the whole kit: one log per line in, one JSON answer per line out
 *   --name NAME         the implementation's name in the results (default: the command's file name)
 *   --out FILE          write FILE.json and FILE.md (default conformance/results/NAME)
 *   --only PREFIX       only the cases whose id starts with PREFIX (e.g. play/1987/law61)
 *   --timeout MS        time allowed for one answer (default 10000)
 *   --kit DIR           the kit (default: the folder of this file)
 *
 * Exit 0 when every case run passes, 1 when one fails, 2 on a usage error.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));

const usage = (msg) => {
  console.error(
    `run.mjs: ${msg}\nusage: node conformance/run.mjs [--stdin|--path|--stream] [--name N] [--out F] [--only P] [--timeout MS] [--kit DIR] -- <command> [args...]`,
  );
  process.exit(2);
};

const parseArgs = (argv) => {
  const sep = argv.indexOf("--");
  if (sep < 0 || sep === argv.length - 1) usage("give the command after --");
  const o = { mode: "stdin", kit: HERE, timeout: 10_000, only: "", command: argv.slice(sep + 1) };
  const opts = argv.slice(0, sep);
  for (let i = 0; i < opts.length; i++) {
    const k = opts[i];
    const val = () => opts[++i] ?? usage(`${k} needs a value`);
    if (k === "--stdin" || k === "--path" || k === "--stream") o.mode = k.slice(2);
    else if (k === "--name") o.name = val();
    else if (k === "--out") o.out = val();
    else if (k === "--only") o.only = val();
    else if (k === "--kit") o.kit = val();
    else if (k === "--timeout") o.timeout = Number(val());
    else usage(`unknown option ${k}`);
  }
  // default name: the script the command runs (its last argument with a file name), or the program
  const script = o.command
    .slice(1)
    .filter((a) => !a.startsWith("-") && /\.\w+$/.test(a))
    .pop();
  o.name ??= basename(script ?? o.command[0]).replace(/\.\w+$/, "");
  o.out ??= join(o.kit, "results", o.name);
  return o;
};

// ---- comparing an answer with the expected keys (the same rule as the engine's own fixture tests) ----

/**
 * The differences between `expected` (partial) and `actual`: objects match as subsets (keys not named are
 * not looked at), arrays have the same length with their items matched in order, or as a set for the
 * kit's unordered keys; anything else is equal as JSON values.
 */
export const mismatches = (expected, actual, unordered, path = "", key = "") => {
  const show = (v) => JSON.stringify(v) ?? "nothing";
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array, got ${show(actual)}`];
    if (expected.length !== actual.length)
      return [
        `${path}: expected ${expected.length} items ${show(expected)}, got ${actual.length} ${show(actual)}`,
      ];
    if (unordered.has(key)) {
      const used = new Set();
      const out = [];
      for (const e of expected) {
        const i = actual.findIndex((a, j) => !used.has(j) && mismatches(e, a, unordered).length === 0);
        if (i < 0) out.push(`${path}: no item matches ${show(e)} in ${show(actual)}`);
        else used.add(i);
      }
      return out;
    }
    return expected.flatMap((e, i) => mismatches(e, actual[i], unordered, `${path}[${i}]`));
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object" || Array.isArray(actual))
      return [`${path}: expected an object, got ${show(actual)}`];
    return Object.entries(expected).flatMap(([k, v]) =>
      mismatches(v, actual[k], unordered, path ? `${path}.${k}` : k, k),
    );
  }
  return Object.is(expected, actual) ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`];
};

/** Why an answer (the parsed JSON the command printed, or a string saying what went wrong) fails a check. */
export const judge = (check, answer, unordered) => {
  if (typeof answer === "string") return answer;
  const rejected = answer !== null && typeof answer === "object" && "error" in answer;
  if ("expectError" in check) {
    if (!rejected) return 'the log should be rejected (expected {"error": ...})';
    const bad = mismatches(check.expectError, answer.error, unordered, "error");
    return bad.length ? bad[0] : null;
  }
  if (rejected) return `unexpected error ${JSON.stringify(answer.error)}`;
  const bad = mismatches(check.expect, answer, unordered);
  return bad.length ? `${bad[0]}${bad.length > 1 ? ` (and ${bad.length - 1} more)` : ""}` : null;
};

// ---- running the command ----

const parseAnswer = (stdout, status) => {
  const text = stdout.trim();
  if (text === "") return `no answer on standard output${status ? ` (exit status ${status})` : ""}`;
  try {
    return JSON.parse(text);
  } catch {
    return `the answer is not JSON: ${text.slice(0, 80)}`;
  }
};

/** One process per log: the log on standard input, or in a file named as the last argument. */
const perProcess = (o) => {
  const tmp = o.mode === "path" ? mkdtempSync(join(tmpdir(), "bridge-kit-")) : null;
  const ask = async (text) => {
    const args = o.command.slice(1);
    let input = text;
    if (tmp) {
      const file = join(tmp, "log.json");
      writeFileSync(file, text);
      args.push(file);
      input = "";
    }
    const r = spawnSync(o.command[0], args, {
      input,
      encoding: "utf8",
      timeout: o.timeout,
      maxBuffer: 64 << 20,
    });
    if (r.error) return `the command failed: ${r.error.message}`;
    return parseAnswer(r.stdout, r.status);
  };
  return { ask, close: () => tmp && rmSync(tmp, { recursive: true, force: true }) };
};

/** One process for the kit: a log per line on its standard input, an answer per line on its output. */
const streaming = (o) => {
  const child = spawn(o.command[0], o.command.slice(1), { stdio: ["pipe", "pipe", "inherit"] });
  const waiting = [];
  let dead = null;
  child.on("error", (e) => {
    dead = `the command failed: ${e.message}`;
    for (const w of waiting.splice(0)) w(dead);
  });
  child.on("exit", (code) => {
    dead ??= `the command exited (status ${code})`;
    for (const w of waiting.splice(0)) w(dead);
  });
  createInterface({ input: child.stdout }).on("line", (line) => waiting.shift()?.(parseAnswer(line, 0)));
  const ask = (text) =>
    new Promise((resolve) => {
      if (dead) return resolve(dead);
      const timer = setTimeout(() => {
        dead = `no answer within ${o.timeout} ms`;
        child.kill();
      }, o.timeout);
      waiting.push((a) => {
        clearTimeout(timer);
        resolve(a);
      });
      child.stdin.write(`${text}\n`);
    });
  return { ask, close: () => child.stdin.end() };
};

// ---- the results ----

const tableOf = (rows, codes) => {
  const laws = [...new Set(rows.map((r) => r.law))].sort(
    (a, b) => Number(a) - Number(b) || a.localeCompare(b),
  );
  const cell = (code, law) => {
    const c = rows.filter((r) => r.code === code && (law === null || r.law === law));
    if (c.length === 0) return "";
    const p = c.filter((r) => r.pass).length;
    return `${p}/${c.length}${p === c.length ? "" : " ✗"}`;
  };
  return [
    `| law | ${codes.join(" | ")} |`,
    `|---|${codes.map(() => "---|").join("")}`,
    ...laws.map((l) => `| ${l} | ${codes.map((c) => cell(c, l)).join(" | ")} |`),
    `| **all** | ${codes.map((c) => `**${cell(c, null)}**`).join(" | ")} |`,
  ];
};

const writeResults = (o, kit, rows, seconds) => {
  const codes = [...new Set(rows.map((r) => r.code))].sort().reverse();
  const totals = Object.fromEntries(
    codes.map((c) => {
      const mine = rows.filter((r) => r.code === c);
      return [c, { passed: mine.filter((r) => r.pass).length, cases: mine.length }];
    }),
  );
  const byLaw = {};
  for (const r of rows) {
    const k = `${r.code}/${r.law}`;
    byLaw[k] ??= { code: r.code, law: r.law, passed: 0, cases: 0 };
    byLaw[k].cases++;
    if (r.pass) byLaw[k].passed++;
  }
  const failures = rows.filter((r) => !r.pass).map(({ id, check, reason }) => ({ id, check, reason }));
  const passed = rows.filter((r) => r.pass).length;
  const json = {
    format: "bridge-td-conformance-results@1",
    implementation: o.name,
    command: o.command.join(" "),
    mode: o.mode,
    kit: { format: kit.format, digest: kit.digest, cases: kit.cases.length },
    only: o.only || undefined,
    passed,
    cases: rows.length,
    totals,
    laws: Object.values(byLaw),
    failures,
  };
  const pct = rows.length ? ((100 * passed) / rows.length).toFixed(1) : "0";
  const md = [
    `# Conformance results: ${o.name}`,
    "",
    `Kit \`${kit.format}\` (digest \`${kit.digest.slice(0, 12)}\`, ${kit.cases.length} cases${o.only ? `, only \`${o.only}\`` : ""}); command \`${o.command.join(" ")}\` (${o.mode}).`,
    `**${passed} of ${rows.length} cases pass (${pct}%)**; ${seconds.toFixed(1)} s. A case passes when every one of its checks does.`,
    "",
    ...tableOf(rows, codes),
    "",
    ...(failures.length
      ? ["## Failures", "", ...failures.map((f) => `- \`${f.id}\` (check ${f.check + 1}): ${f.reason}`)]
      : ["No failures."]),
    "",
  ];
  mkdirSync(dirname(o.out), { recursive: true });
  writeFileSync(`${o.out}.json`, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(`${o.out}.md`, md.join("\n"));
  return { passed, cases: rows.length, pct };
};

const main = async () => {
  const o = parseArgs(process.argv.slice(2));
  const kit = JSON.parse(readFileSync(join(o.kit, "kit.json"), "utf8"));
  const unordered = new Set(kit.unordered);
  const runner = o.mode === "stream" ? streaming(o) : perProcess(o);
  const started = performance.now();
  const rows = [];
  for (const entry of kit.cases.filter((c) => c.id.startsWith(o.only))) {
    const c = JSON.parse(readFileSync(join(o.kit, entry.file), "utf8"));
    let failed = null;
    for (const [i, check] of c.checks.entries()) {
      const log = { ...c.log, events: c.log.events.slice(0, check.events) };
      const reason = judge(check, await runner.ask(JSON.stringify(log)), unordered);
      if (reason !== null) {
        failed = { check: i, reason };
        break;
      }
    }
    rows.push({ id: c.id, code: c.code, law: c.law, pass: failed === null, ...failed });
  }
  runner.close();
  const r = writeResults(o, kit, rows, (performance.now() - started) / 1000);
  console.log(`${o.name}: ${r.passed}/${r.cases} cases pass (${r.pct}%); results in ${o.out}.md and .json`);
  process.exit(r.passed === r.cases ? 0 : 1);
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
