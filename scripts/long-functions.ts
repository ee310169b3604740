/**
 * Counts the functions over 60 lines (issue 23: at most 2% of the named functions): named function
 * declarations, methods, and arrow or function expressions bound to a name (a `const`, a property), in
 * src/, web/ and scripts/ (tests left out). Prints the count, the share of all named functions and the
 * list, longest first. `npx tsx scripts/long-functions.ts [--max 60] [dir...]`
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const ROOT = new URL("../", import.meta.url).pathname;
const args = process.argv.slice(2);
const maxAt = args.indexOf("--max");
const MAX = maxAt >= 0 ? Number(args[maxAt + 1]) : 60;
const dirs = args.filter((a, i) => !a.startsWith("--") && (maxAt < 0 || i !== maxAt + 1));

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === "node_modules" ? [] : walk(p);
    return /\.tsx?$/.test(f) && !/\.(test|e2e)\.tsx?$/.test(f) && !f.endsWith(".d.ts") ? [p] : [];
  });

interface Fn {
  file: string;
  name: string;
  line: number;
  lines: number;
}

/** The name a function node is known by, or null for an anonymous one (a callback). */
const nameOf = (node: ts.Node): string | null => {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) return null;
  const p = node.parent;
  if (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p))
    return p.name.getText();
  return null;
};

const functionsOf = (file: string): Fn[] => {
  const text = readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Fn[] = [];
  const visit = (node: ts.Node) => {
    const name = nameOf(node);
    if (name !== null) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      out.push({ file: relative(ROOT, file), name, line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
};

const roots = (dirs.length ? dirs : ["src", "web", "scripts"]).map((d) => join(ROOT, d));
const all = roots.flatMap(walk).flatMap(functionsOf);
const long = all.filter((f) => f.lines > MAX).sort((a, b) => b.lines - a.lines);
const share = all.length ? (100 * long.length) / all.length : 0;
console.log(`${long.length} of ${all.length} named functions over ${MAX} lines (${share.toFixed(1)}%)`);
for (const f of long) console.log(`${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}`);
