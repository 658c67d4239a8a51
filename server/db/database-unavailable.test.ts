import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection and PostgreSQL shutting down, also wrapped as a cause", () => {
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode("terminating connection because of crash of another server process", "57P02")),
    ).toBe(true);
    const wrapped = new Error("Failed query: select 1", { cause: new Error("Connection terminated unexpectedly") });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error("PGlite is closed"))).toBe(true);
  });

  it("leaves every other error a bug (a 500)", () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint "x"', "23505"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});
