import { expect, it } from "vitest";
import { ownerlessSitesOf } from "./ownerless-sites";

it("counts only owners who accepted their invitation; operators own no site", () => {
  const accepted = "2026-11-01T10:00:00.000Z";
  expect(
    ownerlessSitesOf([
      { role: "owner", sites: ["felimar"], firstSignInAt: accepted },
      { role: "owner", sites: ["neron"], firstSignInAt: null },
      { role: "operator", sites: ["community", "naturliv", "housing", "felimar", "neron"], firstSignInAt: accepted },
    ]),
  ).toEqual(["community", "naturliv", "housing", "neron"]);
});
