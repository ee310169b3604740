/** An upload refused (upload.ts), as the API's error body in the request's language: always a 400. */
import { explainError, type Lang } from "../explain/index.js";
import type { Refusal } from "./upload.js";
import { rt } from "./words.js";

export interface RefusalBody {
  code: string;
  params?: Record<string, string | number>;
  message?: string;
  [where: string]: unknown;
}

export const refusalBody = (l: Lang, r: Refusal): RefusalBody => {
  switch (r.kind) {
    case "json":
      return { code: "register.json-invalid" };
    case "shape":
      return { code: "register.body-shape" };
    case "unknown-key":
    case "missing-key":
      return { code: `register.${r.kind}`, key: r.key };
    case "log": {
      const e = r.error;
      const message = e.code.startsWith("register.")
        ? rt(l, e.code, { key: e.key ?? "", ...e.params })
        : explainError(l, e);
      return {
        code: "register.log",
        in: "log",
        engine: e.code,
        ...(e.event !== undefined ? { event: e.event } : {}),
        ...(e.key !== undefined ? { key: e.key } : {}),
        message: rt(l, "register.log", { message }),
      };
    }
    case "report":
      return {
        code: r.error.code,
        in: "report",
        key: r.error.key,
        ...(r.error.params ? { params: r.error.params } : {}),
      };
  }
};
