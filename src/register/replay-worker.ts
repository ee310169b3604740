/**
 * A replay worker (a thread of replay-pool.ts): takes an upload's body text, answers what prepareUpload
 * makes of it. Nothing else runs here; the thread holds no database and no request.
 */
import { parentPort } from "node:worker_threads";
import { prepareUpload } from "./upload.js";

parentPort?.on("message", (m: { id: number; text: string }) => {
  parentPort?.postMessage({ id: m.id, upload: prepareUpload(m.text) });
});
