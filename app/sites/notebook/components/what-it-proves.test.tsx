import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { signedNoteV2 } from "../proof.fixtures";
import { WHAT_A_PROOF_SHOWS, WhatItProves, witnessedTimes } from "./what-it-proves";

/** Intl writes a narrow no-break space before AM/PM: compared as a space. */
const spaced = (text: string) => text.replace(/\u202f/g, " ");

describe("what a proof shows, on the note page", () => {
  it("names the witnessed span readably, the date once when both times are on one day", () => {
    expect(witnessedTimes("2026-01-01T10:00:00.000Z", "2026-01-01T10:02:30.400Z", "UTC").map(spaced)).toEqual([
      "January 1, 2026, 10:00:00 AM",
      "10:02:30 AM",
    ]);
    expect(witnessedTimes("2026-01-01T23:59:00.000Z", "2026-01-02T00:01:00.000Z", "UTC").map(spaced)).toEqual([
      "January 1, 2026, 11:59:00 PM",
      "January 2, 2026, 12:01:00 AM",
    ]);
  });

  it("says what was witnessed, in how many batches, that it rebuilds the text, not who composed it, and links to why", () => {
    const { payload } = signedNoteV2("Typed by a person at a steady, varied pace.");
    const html = renderToStaticMarkup(<WhatItProves payload={payload} locked={false} />);
    const text = spaced(html.replace(/<[^>]+>/g, ""));
    const [from, to] = witnessedTimes(payload.sessionStartedAt, payload.createdAt).map(spaced);
    expect(text).toBe(
      `Typing-paced input was witnessed by this site between ${from} and ${to}, in ${payload.batchCount} batches, ` +
        "and it rebuilds this text. It does not show who composed the words. What a proof shows",
    );
    expect(html).toContain(`href="${WHAT_A_PROOF_SHOWS}"`);
  });

  it("never calls a score below a person's typing-paced, and says a locked note's text is checked once opened", () => {
    const { payload } = signedNoteV2("Typed by a person at a steady, varied pace.", null, (signed) => {
      signed.humanScore = 20;
      signed.isHuman = false;
      signed.batchCount = 1;
    });
    const text = renderToStaticMarkup(<WhatItProves payload={payload} locked />).replace(/<[^>]+>/g, "");
    expect(text).toMatch(
      /^Input was witnessed by this site between .+, in 1 batch \(not scored as a person&#x27;s typing\); once the note is opened, this browser checks that it rebuilds its text\. It does not show who composed the words\./,
    );
  });
});
