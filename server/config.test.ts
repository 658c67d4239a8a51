import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

describe("readConfig", () => {
  it("has working defaults: port 3000, the embedded database in ./data", () => {
    const config = readConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe("./data");
  });

  it("puts links on SITE_URL, or when it is unset on localhost at PORT (what `npm run admin` and the server print)", () => {
    expect(readConfig({}).SITE_URL).toBe("http://localhost:3000");
    expect(readConfig({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(readConfig({ PORT: "8080", SITE_URL: "https://admin.example.com/" }).SITE_URL).toBe(
      "https://admin.example.com",
    );
  });

  it("treats empty variables as unset", () => {
    expect(readConfig({ DATABASE_URL: "", PORT: "" }).DATABASE_URL).toBeUndefined();
  });

  it("takes WEB_CONCURRENCY as a positive whole number, unset by default (one worker per core is decided in server/cluster.ts)", () => {
    expect(readConfig({}).WEB_CONCURRENCY).toBeUndefined();
    expect(readConfig({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    for (const bad of ["0", "-1", "1.5", "two"])
      expect(() => readConfig({ WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY/);
  });

  it("takes TSA_URL as an http(s) URL without credentials, unset by default", () => {
    expect(readConfig({}).TSA_URL).toBeUndefined();
    expect(readConfig({ TSA_URL: "https://tsa.example/tsr" }).TSA_URL).toBe("https://tsa.example/tsr");
    for (const bad of ["ftp://tsa.example/", "https://user:secret@tsa.example/tsr", "not a url"])
      expect(() => readConfig({ TSA_URL: bad })).toThrow(/TSA_URL/);
  });

  it("names every invalid variable", () => {
    expect(() => readConfig({ PORT: "eighty", TRUST_PROXY_HOPS: "-1" })).toThrow(/PORT[\s\S]*TRUST_PROXY_HOPS/);
  });
});
