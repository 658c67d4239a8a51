import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Note, ProofPayloadV1, ProofPayloadV2 } from "../note-types";
import { signedNoteV1, signedNoteV2 } from "../proof.fixtures";
import { TypingSummary } from "./typing-summary";

const payloadOf = (note: Note) => JSON.parse(note.proof.payload) as ProofPayloadV1 | ProofPayloadV2;
const textOf = (payload: ProofPayloadV1 | ProofPayloadV2) =>
  renderToStaticMarkup(<TypingSummary payload={payload} />).replace(/<[^>]+>/g, " ");

describe("the note's typing summary", () => {
  it("v2: the server-witnessed figures, describeTyping's line, and each penalty", () => {
    const { payload } = signedNoteV2("Typed by a person at a steady, varied pace.", null, (signed) => {
      signed.humanScore = 20;
      signed.isHuman = false;
      signed.flags = [{ code: "constant-rhythm", penalty: 60 }];
    });
    const text = textOf(payload);
    expect(text).toContain(`${payload.humanScore}/100`);
    expect(text).not.toContain("· human");
    expect(text).toMatch(
      /Typed at a keyboard over \d+ s, \d+ keys, \d+ corrections?; witnessed by this site&#x27;s server in \d+ batch/,
    );
    expect(text).toContain("A constant, scripted rhythm: −60");
  });

  it("v1: the page's own figures, and a line saying they were signed before the server witnessed typing", () => {
    const text = textOf(payloadOf(signedNoteV1("An older note.")));
    expect(text).toContain("90/100");
    expect(text).toContain("· human");
    expect(text).toContain("Signed under rubric v1, before the server witnessed the typing");
  });
});
