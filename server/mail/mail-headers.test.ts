import { describe, expect, it } from "vitest";
import { headerText, isPlainAddress, messageIdFor } from "./mail-headers";

describe("headerText", () => {
  it("makes one line of CR, LF, tabs, NUL and Unicode line separators", () => {
    expect(headerText("Jan\r\nBcc: victim@example.com", 80)).toBe("Jan Bcc: victim@example.com");
    expect(headerText(" a\t\u0000b\u2028c\u2029 ", 80)).toBe("a b c");
  });

  it("cuts a long value to its limit with an ellipsis", () => {
    const cut = headerText("x".repeat(500), 80);
    expect([...cut]).toHaveLength(80);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("keeps a visitor's encoded-word from being decoded by a mail client", () => {
    const value = headerText("=?utf-8?B?PGV2aWxAZXhhbXBsZS5jb20+?=", 80);
    expect(value).not.toContain("=?");
    expect(value.replace(/\u2060/g, "")).toBe("=?utf-8?B?PGV2aWxAZXhhbXBsZS5jb20+?=");
  });
});

describe("isPlainAddress", () => {
  it("accepts one ordinary address", () => {
    expect(isPlainAddress("jan.de-vries+offerte@example.nl")).toBe(true);
  });

  it.each([
    "a@example.com, b@example.com",
    "a@example.com\r\nBcc: b@example.com",
    "Jan <a@example.com>",
    '"a@b"@example.com',
    "a@example.com;b@example.com",
    "no-at-sign",
    "a@localhost",
    `${"a".repeat(250)}@example.com`,
  ])("refuses %j", (value) => {
    expect(isPlainAddress(value)).toBe(false);
  });
});

describe("messageIdFor", () => {
  it("is the job's id at SITE_URL's host", () => {
    expect(messageIdFor("0b6f7c1e-0000-4000-8000-000000000001", "https://forms.example.com")).toBe(
      "<0b6f7c1e-0000-4000-8000-000000000001@forms.example.com>",
    );
  });
});
