import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Note, ProofPayloadV1, ProofPayloadV2 } from "../note-types";
import { signedNoteV1, signedNoteV2 } from "../proof.fixtures";
import type { VerificationState } from "../verification-types";
import { TypingSummary } from "./typing-summary";

const payloadOf = (note: Note) => JSON.parse(note.proof.payload) as ProofPayloadV1 | ProofPayloadV2;
const textOf = (payload: ProofPayloadV1 | ProofPayloadV2, state: VerificationState | "checking" = "verified") =>
  renderToStaticMarkup(<TypingSummary payload={payload} state={state} />)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'");

const machine = () =>
  signedNoteV2("Typed by a person at a steady, varied pace.", null, (signed) => {
    signed.humanScore = 20;
    signed.isHuman = false;
    signed.flags = [{ code: "constant-rhythm", penalty: 60 }];
  }).payload;

describe("the note's typing summary", () => {
  it("v2, verified: the server-witnessed figures, describeTyping's line, each penalty and what it proves", () => {
    const payload = machine();
    const text = textOf(payload);
    expect(text).toContain(`${payload.humanScore}/100`);
    expect(text).not.toContain("· human");
    expect(text).toMatch(/Typed at a keyboard over \d+ s, \d+ keys, \d+ corrections?\./);
    expect(text).toContain("A constant, scripted rhythm: −60");
    expect(text).toContain("Input was witnessed by this site between");
  });

  it("shows no score, penalty or claim until the checks have passed, and none when they failed", () => {
    const payload = machine();
    for (const [state, says] of [
      ["checking", "Checking…"],
      ["pending", "Checking…"],
      ["failed", "Not verified"],
    ] as const) {
      const text = textOf(payload, state);
      expect(text).toContain(says);
      expect(text).not.toContain("/100");
      expect(text).not.toContain("−60");
      expect(text).not.toContain("witnessed by this site");
      // The figures stay: they are what the proof claims, with no verdict.
      expect(text).toMatch(/Writing time .* Keys .* Speed/);
    }
  });

  it("a locked private note, its signature checked: the score, and its text checked once it is opened", () => {
    const { payload } = signedNoteV2("Typed by a person at a steady, varied pace.");
    const text = textOf(payload, "signature-checked");
    expect(text).toContain(`${payload.humanScore}/100`);
    expect(text).toContain("once the note is opened, this browser checks that it rebuilds its text.");
  });

  it("v1: the page's own figures, and a line saying they were signed before the server witnessed typing", () => {
    const text = textOf(payloadOf(signedNoteV1("An older note.")));
    expect(text).toContain("90/100");
    expect(text).toContain("· human");
    expect(text).toContain("Signed under rubric v1, before the server witnessed the typing");
    expect(textOf(payloadOf(signedNoteV1("An older note.")), "checking")).not.toContain("90/100");
  });
});
