/**
 * The director's app (web/) built to dist/app/. JSX by Vite's own transform (Oxc) for Preact. After the
 * build, a service worker is written that precaches every built file (so the app runs offline).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));
const outDir = join(here, "dist", "app");

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)],
  );

/** Writes dist/app/sw.js from web/sw.js with the list of files to precache and a version of their contents. */
const serviceWorker = (): Plugin => ({
  name: "bridge-td-service-worker",
  apply: "build",
  closeBundle() {
    const built = files(outDir)
      .map((f) => relative(outDir, f).split("\\").join("/"))
      .filter((f) => f !== "sw.js")
      .sort();
    const hash = createHash("sha256");
    for (const f of built) hash.update(f).update(readFileSync(join(outDir, f)));
    const version = hash.digest("hex").slice(0, 16);
    const precache = ["./", ...built.map((f) => `./${f}`)];
    const template = readFileSync(join(here, "web", "sw.js"), "utf8");
    if (!template.includes('"__VERSION__"') || !template.includes('"__PRECACHE__"'))
      throw new Error('web/sw.js has lost its placeholders "__VERSION__" and "__PRECACHE__"');
    const source = template
      .replace('"__VERSION__"', JSON.stringify(version))
      .replace('"__PRECACHE__"', JSON.stringify(precache));
    writeFileSync(join(outDir, "sw.js"), source);
  },
});

export default defineConfig({
  root: join(here, "web"),
  // The app lives at the root of its origin (the service worker's scope, the one page for every path);
  // to serve it under a sub-path, build with --base /sub/path/.
  base: "/",
  publicDir: join(here, "web", "public"),
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: {
    outDir,
    emptyOutDir: true,
    target: "es2022",
    reportCompressedSize: true,
    rolldownOptions: {
      // The words of the play's laws are data: a catalog that joins them (src/explain/en.ts `en`) but is not
      // used in a part leaves them out of that part (the app loads them apart, with the play's laws).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]src[\\/]explain[\\/](play-(en|ru)|play[\\/]\w+-(en|ru))\.ts$/.test(id),
      },
      output: {
        // The parts of the codes of laws named after what they hold (the auction period of 2017 is
        // `2017-*.js`, its play period `play-2017-*.js`, the play procedures both codes share `play-laws-*.js`).
        chunkFileNames: (chunk) => {
          const has = (re: RegExp) => chunk.moduleIds.some((id) => re.test(id));
          const code = (["2017", "1987"] as const).find((e) =>
            has(new RegExp(`[\\\\/]src[\\\\/]laws[\\\\/]${e}[\\\\/]auction\\.ts$`)),
          );
          if (code) return `assets/${code}-[hash].js`;
          const play = (["2017", "1987"] as const).find((e) =>
            has(new RegExp(`[\\\\/]src[\\\\/]laws[\\\\/]${e}[\\\\/]play[\\\\/]index\\.ts$`)),
          );
          if (play) return `assets/play-${play}-[hash].js`;
          if (has(/[\\/]src[\\/]laws[\\/]play[\\/]/)) return "assets/play-laws-[hash].js";
          return "assets/[name]-[hash].js";
        },
        // What the page needs before it first draws (everything index.html's script imports statically)
        // in one chunk, and each language's words in one chunk (the app's, the engine's but the play's
        // laws', the notes), and the words of the play's laws in one chunk a language (loaded with those
        // laws, web/i18n.ts): the parts loaded later (web/parts.ts: the words, the codes of laws, the
        // play; the file readers, the quick paths) import from it instead of splitting it into many small
        // chunks. The play's words go first (priority): the catalog module of a language imports them.
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"] },
            {
              name: "words-en",
              test: /[\\/]src[\\/]explain[\\/](en|app-en)\.ts$|[\\/]web[\\/]words-en\.ts$/,
            },
            {
              name: "words-ru",
              test: /[\\/]src[\\/]explain[\\/](ru|app-ru)\.ts$|[\\/]web[\\/]words-ru\.ts$/,
            },
            {
              name: "play-words-en",
              priority: 1,
              test: /[\\/]src[\\/]explain[\\/](play-en|play[\\/]\w+-en)\.ts$|[\\/]web[\\/]words-play-en\.ts$/,
            },
            {
              name: "play-words-ru",
              priority: 1,
              test: /[\\/]src[\\/]explain[\\/](play-ru|play[\\/]\w+-ru)\.ts$|[\\/]web[\\/]words-play-ru\.ts$/,
            },
            { name: "notes-ru", test: /[\\/]src[\\/]explain[\\/]ru-basis\.ts$|[\\/]web[\\/]notes-ru\.ts$/ },
          ],
        },
      },
    },
  },
  // The double-dummy worker (web/dd/worker.ts) is a module of its own part, loaded at its first job.
  worker: { format: "es" },
  plugins: [serviceWorker()],
});
