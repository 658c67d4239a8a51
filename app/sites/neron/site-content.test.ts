import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { neronContentDefaults, neronContentSchema, type NeronContent } from "./site-content";

const withDetails = (change: (details: NeronContent["details"]) => void): NeronContent => {
  const content = structuredClone(neronContentDefaults);
  change(content.details);
  return content;
};

function problems(content: unknown): Record<string, string> {
  const result = z.safeParse(neronContentSchema, content);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("neronContentSchema", () => {
  it("accepts its defaults as they are (the page before any save)", () => {
    expect(z.parse(neronContentSchema, neronContentDefaults)).toEqual(neronContentDefaults);
  });

  it("stores phone and WhatsApp numbers in E.164 however they are spaced, and refuses national or impossible ones", () => {
    const spaced = withDetails((details) => (details.phone = "+34 952-70.20.03"));
    expect(problems(spaced)).toEqual({});
    expect(z.parse(neronContentSchema, spaced).details.phone).toBe("+34952702003");
    expect(problems(withDetails((details) => (details.phone = "952 70 20 03")))).toHaveProperty(["details.phone"]);
    expect(problems(withDetails((details) => (details.whatsapp = "600202003")))).toHaveProperty(["details.whatsapp"]);
    // The right shape, but too short for a Spanish number.
    expect(problems(withDetails((details) => (details.phone = "+3495270200")))).toEqual({
      "details.phone": "Phone is not a valid number for its country code.",
    });
    expect(problems(withDetails((details) => (details.whatsapp = "+34612489307")))).toEqual({});
  });

  it("takes social links with an https address only", () => {
    const link = (url: string) =>
      withDetails((details) =>
        details.social.push({ id: "2c4e6a8c-0e2a-4c6e-8a0c-2e4a6c8e0a31", network: "instagram", url, hidden: false }),
      );
    expect(problems(link("https://www.instagram.com/neron"))).toEqual({});
    for (const url of ["http://www.instagram.com/neron", "javascript:alert(1)", "instagram.com/neron"]) {
      expect(problems(link(url))).toEqual({
        "details.social.0.url": "Social link address must be a full https:// address.",
      });
    }
  });

  it("checks the opening hours: HH:MM, closing after opening, periods in order, known days", () => {
    expect(
      problems(withDetails((details) => (details.openingHours.periods = [{ opens: "9:00", closes: "14:00" }]))),
    ).toHaveProperty(["details.openingHours.periods.0.opens"]);
    expect(
      problems(withDetails((details) => (details.openingHours.periods = [{ opens: "14:00", closes: "10:00" }]))),
    ).toEqual({
      "details.openingHours.periods.0.closes": "A period must close after it opens.",
    });
    expect(
      problems(
        withDetails(
          (details) =>
            (details.openingHours.periods = [
              { opens: "17:00", closes: "20:30" },
              { opens: "10:00", closes: "14:00" },
            ]),
        ),
      ),
    ).toEqual({ "details.openingHours.periods": "Periods must be in time order and must not overlap." });
    expect(
      problems({
        details: {
          ...neronContentDefaults.details,
          openingHours: { ...neronContentDefaults.details.openingHours, days: ["Lunes"] },
        },
      }),
    ).toHaveProperty(["details.openingHours.days.0"]);
  });

  it("refuses an e-mail that is not one and a country code that is not ISO 3166-1", () => {
    expect(problems(withDetails((details) => (details.email = "info@")))).toHaveProperty(["details.email"]);
    expect(problems(withDetails((details) => (details.address.countryCode = "es")))).toHaveProperty([
      "details.address.countryCode",
    ]);
  });
});
