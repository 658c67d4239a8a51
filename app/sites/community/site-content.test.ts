import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { communityContentDefaults, communityContentSchema, type CommunityContent } from "./site-content";

function problems(content: unknown): Record<string, string> {
  const result = z.safeParse(communityContentSchema, content);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

const changed = (change: (content: CommunityContent) => void) => {
  const content = structuredClone(communityContentDefaults);
  change(content);
  return content;
};

describe("communityContentSchema", () => {
  it("accepts its defaults as they are: today's links and the four events of 2024", () => {
    expect(z.parse(communityContentSchema, communityContentDefaults)).toEqual(communityContentDefaults);
    expect(communityContentDefaults.events.map((event) => event.date)).toEqual([
      "2024-07-15",
      "2024-07-27",
      "2024-08-10",
      "2024-08-24",
    ]);
  });

  it("takes https links only for sign-up, See On-Chain and events", () => {
    expect(problems(changed((content) => (content.details.signupUrl = "http://club.example.org/join")))).toEqual({
      "details.signupUrl": "Sign-up address must be a full https:// address.",
    });
    expect(problems(changed((content) => (content.details.seeOnChainUrl = "#dao")))).toHaveProperty([
      "details.seeOnChainUrl",
    ]);
    expect(problems(changed((content) => (content.events[0]!.url = "javascript:alert(1)")))).toEqual({
      "events.0.url": "Event link must be a full https:// address.",
    });
  });

  it("lets a footer link scroll to one of the page's sections, and to nothing else on the page", () => {
    expect(problems(changed((content) => (content.details.footer.discord = "#stay-connected")))).toEqual({});
    expect(problems(changed((content) => (content.details.footer.discord = "#nowhere")))).toHaveProperty([
      "details.footer.discord",
    ]);
    expect(problems(changed((content) => (content.details.footer.github = "/admin")))).toHaveProperty([
      "details.footer.github",
    ]);
    expect(
      problems(changed((content) => (content.details.footer.github = `https://example.org/${"a".repeat(600)}`))),
    ).toHaveProperty(["details.footer.github"]);
  });

  it("checks each event: an ISO country code, a real calendar day, unique ids", () => {
    expect(problems(changed((content) => (content.events[0]!.country = "Portugal")))).toHaveProperty([
      "events.0.country",
    ]);
    expect(problems(changed((content) => (content.events[0]!.date = "2026-02-30")))).toEqual({
      "events.0.date": "Date must be a day as YYYY-MM-DD (e.g. 2026-03-14).",
    });
    expect(problems(changed((content) => (content.events[1]!.id = content.events[0]!.id)))).toEqual({
      events: "Two events have the same id.",
    });
    expect(problems(changed((content) => (content.events[0]!.city = "  ")))).toEqual({
      "events.0.city": "City is required.",
    });
  });
});
