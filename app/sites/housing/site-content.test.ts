import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  housingContentDefaults,
  housingContentSchema,
  isNorwegianOrgNumber,
  type HousingSiteContent,
} from "./site-content";

function problems(content: unknown): Record<string, string> {
  const result = z.safeParse(housingContentSchema, content);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

const changed = (change: (details: HousingSiteContent["details"]) => void) => {
  const content = structuredClone(housingContentDefaults);
  change(content.details);
  return content;
};

describe("housingContentSchema", () => {
  it("accepts its defaults as they are (the page before any save)", () => {
    expect(z.parse(housingContentSchema, housingContentDefaults)).toEqual(housingContentDefaults);
  });

  it("keeps the phone number in E.164, written with its country code", () => {
    expect(problems(changed((details) => (details.phone = "22 40 15 80")))).toHaveProperty(["details.phone"]);
    expect(problems(changed((details) => (details.phone = "+47 22 40 15 80")))).toEqual({});
    expect(problems(changed((details) => (details.phone = "+4791234567")))).toEqual({});
  });

  it("takes social links with an https address only", () => {
    expect(problems(changed((details) => (details.social[1]!.url = "http://www.instagram.com/furubolig")))).toEqual({
      "details.social.1.url": "Social link address must be a full https:// address.",
    });
  });

  it("checks the organisation number's check digit", () => {
    expect(isNorwegianOrgNumber("931720465")).toBe(true);
    expect(isNorwegianOrgNumber("931720466")).toBe(false);
    expect(problems(changed((details) => (details.orgNumber = "931 720 465")))).toHaveProperty(["details.orgNumber"]);
  });

  it("refuses an e-mail address that is not one", () => {
    expect(problems(changed((details) => (details.emails[0]!.email = "post@")))).toHaveProperty([
      "details.emails.0.email",
    ]);
  });
});
