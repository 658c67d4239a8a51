import { expect, it } from "vitest";
import { formOptionsFor } from "./form-options";

it("offers a person only their sites' forms, named by their sites only", () => {
  expect(formOptionsFor(["naturliv"])).toEqual([{ form: "newsletter", label: "Newsletter sign-up (Naturliv)" }]);
  expect(formOptionsFor(["felimar"]).map((option) => option.form)).toEqual(["felimar-quote", "felimar-contact"]);
  expect(formOptionsFor([])).toEqual([]);
});
