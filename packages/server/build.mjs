/**
 * What the package bridge-td-server ships, made from the repository's builds (`npm run build` and
 * `npm run build:app` at the root): dist/server/serve.js, its imports of the register pointed at the
 * installed engine package (`bridge-td/dist/register/...`), and the built app in dist/app/, where
 * serve.js looks for it.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const here = new URL("./", import.meta.url);
const root = new URL("../../", here);
const out = new URL("dist/", here);
for (const need of ["dist/server/serve.js", "dist/app/index.html"])
  if (!existsSync(new URL(need, root))) {
    console.error(`bridge-td-server: ${need} is not built: run npm run build and npm run build:app first`);
    process.exit(1);
  }
rmSync(out, { recursive: true, force: true });
mkdirSync(new URL("server/", out), { recursive: true });
const serve = readFileSync(new URL("dist/server/serve.js", root), "utf8");
const rewritten = serve.replace(/from "\.\.\/(register\/[\w-]+\.js)"/g, 'from "bridge-td/dist/$1"');
if (/from "\.\.?\//.test(rewritten))
  throw new Error("serve.js imports a module of the repository the build does not point at bridge-td");
writeFileSync(new URL("server/serve.js", out), rewritten);
cpSync(new URL("dist/app/", root), new URL("app/", out), { recursive: true });
