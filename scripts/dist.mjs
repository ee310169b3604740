/**
 * The two ends of `npm run build` around `tsc`:
 *
 *   node scripts/dist.mjs clean   empties dist/ of everything an earlier build left (renamed or deleted
 *                                 modules would otherwise linger and be packed), except dist/app/, the
 *                                 app's Vite output (`npm run build:app` rebuilds it from scratch itself;
 *                                 the package never ships it, see `files` in package.json)
 *   node scripts/dist.mjs vendor  bundles the two small readers the scorers' files need (saxes for USEBIO,
 *                                 csv-parse for travellers) into dist/vendor/ with their licences, and points
 *                                 the built modules at them: the package `bridge-td` has no runtime
 *                                 dependency (issue 25 item 4)
 *   node scripts/dist.mjs bin     makes the command (package.json `bin`) executable, as `npx bridge-td`
 *                                 in a checkout runs it directly (tsc writes new files without the x bit)
 */
import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const root = new URL("../", import.meta.url);
const dist = new URL("dist/", root);

const clean = () => {
  let entries = [];
  try {
    entries = readdirSync(dist);
  } catch {
    return; // no dist/ yet: nothing to clean
  }
  for (const name of entries)
    if (name !== "app") rmSync(new URL(name, dist), { recursive: true, force: true });
};

const bin = () => {
  const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
  for (const file of Object.values(pkg.bin ?? {})) chmodSync(new URL(file, root), 0o755);
};

/** What is bundled: the name imported in src/, the file in dist/vendor/, the module that imports it. */
const VENDORED = [
  {
    spec: "saxes",
    file: "saxes.js",
    names: "SaxesParser",
    from: "formats/usebio.js",
    licences: ["saxes", "xmlchars"],
  },
  {
    spec: "csv-parse/sync",
    file: "csv-parse-sync.js",
    names: "parse",
    from: "formats/travellers.js",
    licences: ["csv-parse"],
  },
];

const vendor = async () => {
  const { build } = await import("esbuild");
  for (const v of VENDORED) {
    const licences = v.licences
      .map((name) => {
        const meta = JSON.parse(readFileSync(new URL(`node_modules/${name}/package.json`, root), "utf8"));
        let text = `${meta.license} licence (its package.json), by ${meta.author?.name ?? meta.author ?? "its authors"}`;
        try {
          text = readFileSync(new URL(`node_modules/${name}/LICENSE`, root), "utf8").trim();
        } catch {}
        return `The ${name} package ${meta.version}, bundled as it is:\n\n${text}`;
      })
      .join("\n\n");
    await build({
      stdin: { contents: `export { ${v.names} } from "${v.spec}";`, resolveDir: root.pathname, loader: "js" },
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      outfile: new URL(`vendor/${v.file}`, dist).pathname,
      banner: { js: `/*\n${licences.replaceAll("*/", "* /")}\n*/` },
      logLevel: "warning",
    });
    const module = new URL(v.from, dist);
    const text = readFileSync(module, "utf8");
    const from = `from "${v.spec}"`;
    if (!text.includes(from)) throw new Error(`dist/${v.from} no longer imports ${v.spec}`);
    writeFileSync(module, text.replace(from, `from "../vendor/${v.file}"`));
  }
};

const task = { clean, bin, vendor }[process.argv[2] ?? ""];
if (!task) {
  console.error("usage: node scripts/dist.mjs clean|bin");
  process.exit(2);
}
await task();
