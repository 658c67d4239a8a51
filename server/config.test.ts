import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

describe("readConfig", () => {
  it("has working defaults: port 3000, the embedded database in ./data", () => {
    const config = readConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe("./data");
  });

  it("treats empty variables as unset", () => {
    expect(readConfig({ DATABASE_URL: "", PORT: "" }).DATABASE_URL).toBeUndefined();
  });

  it("takes WEB_CONCURRENCY as a positive whole number, unset by default (one worker per core is decided in server/cluster.ts)", () => {
    expect(readConfig({}).WEB_CONCURRENCY).toBeUndefined();
    expect(readConfig({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    for (const bad of ["0", "-1", "1.5", "two"]) expect(() => readConfig({ WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY/);
  });

  it("names every invalid variable", () => {
    expect(() => readConfig({ PORT: "eighty", TRUST_PROXY_HOPS: "-1" })).toThrow(/PORT[\s\S]*TRUST_PROXY_HOPS/);
  });
});
