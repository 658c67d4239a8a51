import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestsDeeperThan, unstorableTextPaths } from "./json-body";

describe("nestsDeeperThan", () => {
  it("counts brackets outside strings only", () => {
    expect(nestsDeeperThan('{"a":[[1]]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[[[1]]]}', 3)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${"[".repeat(100)}"}`, 1)).toBe(false);
    // An escaped quote does not end the string.
    expect(nestsDeeperThan(`{"a":"\\"${"{".repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\\\",${"[".repeat(5)}`, 3)).toBe(true);
  });

  it("lets every real body through", () => {
    const note = { events: [{ type: "keydown", contentLength: 1, timestamp: 0 }], sessionMetadata: { duration: 1 } };
    expect(nestsDeeperThan(JSON.stringify(note), MAX_JSON_DEPTH)).toBe(false);
  });
});

describe("unstorableTextPaths", () => {
  it("names every value or key holding NUL or an unpaired surrogate", () => {
    const body = {
      ok: "emoji \u{1f600} é",
      nul: "a\u0000",
      list: ["fine", "\ud800"],
      nested: { "k\udc00": 1, deeper: { lone: "x\udbff" } },
    };
    expect(unstorableTextPaths(body).sort()).toEqual(["list.1", "nested.deeper.lone", "nested.k\ufffd", "nul"]);
    expect(unstorableTextPaths("\u0000")).toEqual(["_body"]);
    expect(unstorableTextPaths({ fine: ["a", { b: "c" }], n: 1, t: true, z: null })).toEqual([]);
  });
});
