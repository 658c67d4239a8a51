import { describe, expect, it } from "vitest";
import { apiQuery, hasFilters, readFilters } from "./inbox-query";

describe("inbox filters", () => {
  it("reads known filters from the URL and drops the rest", () => {
    const params = new URLSearchParams(
      "site=felimar&form=felimar-quote&status=new&from=2026-11-01&to=bad&q=%20ann%20&x=1",
    );
    expect(readFilters(params, ["felimar"])).toEqual({
      site: "felimar",
      form: "felimar-quote",
      status: "new",
      from: "2026-11-01",
      q: "ann",
    });
  });

  it("ignores a site the user may not see, and a one-letter search", () => {
    expect(readFilters(new URLSearchParams("site=neron&q=a"), ["felimar"])).toEqual({});
    expect(hasFilters({})).toBe(false);
  });

  it("builds the API query with folder and cursor", () => {
    expect(apiQuery("spam", { site: "neron", q: "a b" }, "c1")).toBe("folder=spam&site=neron&q=a+b&cursor=c1");
    expect(apiQuery("inbox", {})).toBe("");
  });
});
