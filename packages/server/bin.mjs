#!/usr/bin/env node
// `bridge-td-server`: the app and the rulings register (dist/server/serve.js; PORT, HOST, DATA_DIR or
// DATABASE_URL). serve.js runs its main when it is the process's script: say it is.
import { fileURLToPath } from "node:url";

const serve = new URL("./dist/server/serve.js", import.meta.url);
process.argv[1] = fileURLToPath(serve);
await import(serve.href);
