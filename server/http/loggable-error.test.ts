import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { loggableError } from "./loggable-error";

describe("loggableError", () => {
  it("keeps a failed query's statement and database code, never its parameters or quoted values", () => {
    const cause = Object.assign(new Error('invalid input syntax for type timestamp: "pia.person@example.com"'), {
      code: "22007",
    });
    const error = new DrizzleQueryError(
      "select * from submissions where search_text like $1",
      ["%pia.person@example.com%"],
      cause,
    );
    const logged = loggableError(error);
    expect(JSON.stringify(logged)).not.toContain("pia.person");
    expect(logged).toMatchObject({
      message: "Failed query: select * from submissions where search_text like $1",
      cause: { code: "22007" },
    });
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it("passes any other error through", () => {
    const error = new TypeError("x is not a function");
    expect(loggableError(error)).toEqual({ name: "TypeError", message: "x is not a function", stack: error.stack });
  });
});
