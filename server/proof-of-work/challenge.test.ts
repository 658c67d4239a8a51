import { verifySolution } from "altcha-lib/v1";
import { describe, expect, it } from "vitest";
import { solveChallenge, type Challenge } from "#tests/support/proof-of-work.ts";
import { CHALLENGE_TTL_MS, checkSolution, decodeSolution, issueChallenge } from "./challenge";

const KEY = "test-key";
const NOW = Date.UTC(2026, 10, 28, 12);

async function solved(maxnumber = 1_000) {
  const challenge = (await issueChallenge(KEY, maxnumber, NOW)) as Challenge;
  const field = solveChallenge(challenge);
  return { challenge, field, payload: decodeSolution(field)! };
}

describe("a proof-of-work solution", () => {
  it("is accepted until its challenge expires, as altcha-lib's own check accepts it", async () => {
    const { field, payload } = await solved();
    expect(checkSolution(payload, KEY, NOW)).toEqual(new Date(Math.floor((NOW + CHALLENGE_TTL_MS) / 1000) * 1000));
    expect(await verifySolution(field, KEY, false)).toBe(true);
    expect(checkSolution(payload, KEY, NOW + CHALLENGE_TTL_MS)).toBeNull();
  });

  it("is refused with another key, another number, a changed salt or a made-up signature", async () => {
    const { payload } = await solved();
    expect(checkSolution(payload, "another-key", NOW)).toBeNull();
    expect(checkSolution({ ...payload, number: payload.number + 1 }, KEY, NOW)).toBeNull();
    // A later expiry written into the salt changes the challenge the number solves.
    const later = payload.salt.replace(/expires=\d+/, `expires=${Math.floor(NOW / 1000) + 300}`);
    expect(checkSolution({ ...payload, salt: later }, KEY, NOW)).toBeNull();
    expect(checkSolution({ ...payload, signature: "ab".repeat(32) }, KEY, NOW)).toBeNull();
    expect(checkSolution({ ...payload, signature: "short" }, KEY, NOW)).toBeNull();
  });

  it("is refused when its expiry lies further ahead than a challenge lives (not one of ours)", async () => {
    const challenge = (await issueChallenge(KEY, 1_000, NOW + 2 * CHALLENGE_TTL_MS)) as Challenge;
    expect(checkSolution(decodeSolution(solveChallenge(challenge))!, KEY, NOW)).toBeNull();
  });

  it("decodes only the payload's exact shape", () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    const good = { algorithm: "SHA-256", challenge: "c", number: 1, salt: "s", signature: "x" };
    expect(decodeSolution(encode(good))).toEqual(good);
    expect(decodeSolution(encode({ ...good, algorithm: "SHA-1" }))).toBeNull();
    expect(decodeSolution(encode({ ...good, number: -1 }))).toBeNull();
    expect(decodeSolution(encode({ ...good, number: "1" }))).toBeNull();
    expect(decodeSolution(encode(null))).toBeNull();
    expect(decodeSolution("%%%")).toBeNull();
  });
});
