/** The server warns when it listens beyond this machine without TLS in front; the log level by environment. */
import { describe, expect, it } from "vitest";
import { exposureWarning, logLevelOf } from "../../src/server/serve.js";

describe("listening beyond localhost", () => {
  it("warns on any address but loopback, unless BEHIND_TLS=1", () => {
    for (const host of ["127.0.0.1", "::1", "localhost"]) expect(exposureWarning(host, {})).toBeUndefined();
    for (const host of ["0.0.0.0", "192.168.1.20", "::"])
      expect(exposureWarning(host, {})).toContain("Put TLS in front");
    expect(exposureWarning("0.0.0.0", { BEHIND_TLS: "1" })).toBeUndefined();
  });

  it("logs at LOG_LEVEL, info by default, silent under the tests", () => {
    expect(logLevelOf({ LOG_LEVEL: "debug" })).toBe("debug");
    expect(logLevelOf({ NODE_ENV: "production" })).toBe("info");
    expect(logLevelOf({})).toBe("info");
    expect(logLevelOf({ NODE_ENV: "test" })).toBe("silent");
  });
});
