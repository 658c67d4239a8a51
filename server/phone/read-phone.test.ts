import { describe, expect, it } from "vitest";
import { formPhone, keepPhoneAsTyped } from "./form-phone";
import { isE164, phoneCountriesOf, readPhone } from "./read-phone";

const felimar = phoneCountriesOf("felimar");

describe("readPhone", () => {
  it("reads a Dutch mobile with its trunk 0 on Felimar as Dutch, not as a German fixed line", () => {
    expect(readPhone("06 12 34 56 78", felimar)).toEqual({ kind: "read", e164: "+31612345678" });
    expect(readPhone("06-12.34.56.78", felimar)).toEqual({ kind: "read", e164: "+31612345678" });
  });

  it("reads a number without a trunk 0 in the business's own country first", () => {
    expect(readPhone("612 34 56 78", felimar)).toEqual({ kind: "read", e164: "+34612345678" });
    expect(readPhone("(952) 70.20.03", felimar)).toEqual({ kind: "read", e164: "+34952702003" });
  });

  it("prefers a mobile over a fixed line and finds the one country that has the number", () => {
    expect(readPhone("0470 12 34 56", felimar)).toEqual({ kind: "read", e164: "+32470123456" });
    expect(readPhone("07700 123456", felimar)).toEqual({ kind: "read", e164: "+447700123456" });
  });

  it("calls two numbers of the same type in two candidate countries ambiguous", () => {
    expect(readPhone("020 123 4567", felimar)).toEqual({
      kind: "ambiguous",
      candidates: ["+31201234567", "+49201234567"],
    });
  });

  it("keeps a number with a country code in that country, written with + or 00", () => {
    expect(readPhone("+34 612 34 56 78", felimar)).toEqual({ kind: "read", e164: "+34612345678" });
    expect(readPhone("0031 6 12345678", felimar)).toEqual({ kind: "read", e164: "+31612345678" });
    // Valid in Spain without its code, but written as Belgian: not reinterpreted.
    expect(readPhone("+32 612 34 56 78", felimar)).toEqual({ kind: "unreadable" });
  });

  it("reads Norwegian numbers on the Norwegian sites", () => {
    expect(readPhone("912 34 567", phoneCountriesOf("housing"))).toEqual({ kind: "read", e164: "+4791234567" });
    expect(readPhone("22 12 34 56", phoneCountriesOf("naturliv"))).toEqual({ kind: "read", e164: "+4722123456" });
    expect(readPhone("+47 912 34 567", phoneCountriesOf("naturliv"))).toEqual({ kind: "read", e164: "+4791234567" });
  });

  it("leaves letters, too few digits and numbers no candidate has unreadable", () => {
    for (const text of ["call me", "12345", "+", "", "0612345678 ext 2"]) {
      expect(readPhone(text, felimar)).toEqual({ kind: "unreadable" });
    }
    expect(readPhone("06 12 34 56 78", phoneCountriesOf("neron"))).toEqual({ kind: "unreadable" });
  });
});

describe("formPhone", () => {
  it("stores E.164 with the text as written beside it, and an unreadable text as written", () => {
    expect(formPhone(" 06 12 34 56 78 ", "felimar")).toEqual({
      ok: true,
      stored: "+31612345678",
      asTyped: "06 12 34 56 78",
    });
    expect(formPhone("+31612345678", "felimar")).toEqual({ ok: true, stored: "+31612345678", asTyped: null });
    expect(formPhone("ring me", "housing")).toEqual({ ok: true, stored: "ring me", asTyped: null });
    expect(formPhone("020 123 4567", "felimar")).toEqual({ ok: false });
  });

  it("keeps the text as written in the record's fields, under <field>_as_typed", () => {
    const record = {
      site: "neron" as const,
      form: "neron-contact" as const,
      name: null,
      email: null,
      phone: "+34612345678",
      message: null,
      fields: { telefono: "+34612345678" },
    };
    expect(keepPhoneAsTyped(record, "telefono", "612 34 56 78").fields).toEqual({
      telefono: "+34612345678",
      telefono_as_typed: "612 34 56 78",
    });
    expect(keepPhoneAsTyped(record, "telefono", null)).toBe(record);
  });
});

it("isE164 accepts + and 7 to 15 digits only", () => {
  expect(isE164("+31612345678")).toBe(true);
  expect(isE164("+31 612345678")).toBe(false);
  expect(isE164("0612345678")).toBe(false);
});
