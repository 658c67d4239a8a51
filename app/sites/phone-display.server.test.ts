import { describe, expect, it } from "vitest";
import { readablePhone } from "./phone-display.server";

describe("readablePhone", () => {
  it("groups a stored E.164 number the way its country writes it", () => {
    expect(readablePhone("+34952702003")).toBe("+34 952 70 20 03");
    expect(readablePhone("+34600202003")).toBe("+34 600 20 20 03");
    expect(readablePhone("+4722401580")).toBe("+47 22 40 15 80");
  });

  it("shows a number it cannot parse as stored", () => {
    expect(readablePhone("+0")).toBe("+0");
  });
});
