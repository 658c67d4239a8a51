import { expect, it } from "vitest";
import { formOptionsFor } from "./form-options";
import { adminMessages } from "./messages/index";

it("offers a person only their sites' forms, named in their language by their sites only", () => {
  const english = adminMessages("en").inbox.forms;
  expect(formOptionsFor(["naturliv"], english)).toEqual([
    { form: "newsletter", label: "Newsletter sign-up (Naturliv)" },
  ]);
  expect(formOptionsFor(["naturliv"], adminMessages("nb").inbox.forms)).toEqual([
    { form: "newsletter", label: "Påmelding til nyhetsbrev (Naturliv)" },
  ]);
  expect(formOptionsFor(["felimar"], english).map((option) => option.form)).toEqual([
    "felimar-quote",
    "felimar-contact",
  ]);
  expect(formOptionsFor([], english)).toEqual([]);
});
