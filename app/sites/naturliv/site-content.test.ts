import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { naturlivContentDefaults, naturlivContentSchema } from "./site-content";

describe("naturlivContentSchema", () => {
  it("accepts its defaults as they are (the page before any save)", () => {
    expect(z.parse(naturlivContentSchema, naturlivContentDefaults)).toEqual(naturlivContentDefaults);
  });

  it("takes social links with an https address and a network it has an icon for", () => {
    const withLink = (link: object) => ({
      details: { social: [{ ...naturlivContentDefaults.details.social[0], ...link }] },
    });
    expect(z.safeParse(naturlivContentSchema, withLink({ url: "https://www.facebook.com/naturliv.no" })).success).toBe(
      true,
    );
    expect(
      z.safeParse(naturlivContentSchema, withLink({ url: "http://www.facebook.com/naturliv" })).error?.issues[0]
        ?.message,
    ).toBe("Social link address must be a full https:// address.");
    expect(z.safeParse(naturlivContentSchema, withLink({ network: "myspace" })).success).toBe(false);
  });
});
