import { expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import { CHALLENGE_TTL_MS } from "../proof-of-work/challenge";
import { BASE_MAXNUMBER, MAX_MAXNUMBER } from "../proof-of-work/demand";

/** The forms' limit, which is also how many challenges one client takes at the easiest difficulty. */
const CLIENT_ALLOWANCE = 10;

describeApi(
  "GET /api/challenge",
  (api) => {
    const challenge = async (client = "203.0.113.7") => {
      const response = await api().request("/api/challenge", { headers: { "X-Forwarded-For": client } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      return (await response.json()) as { algorithm: string; maxnumber: number; salt: string; signature: string };
    };

    it("answers ALTCHA's v1 challenge, expiring in ten minutes", async () => {
      const answer = await challenge();
      expect(Object.keys(answer).sort()).toEqual(["algorithm", "challenge", "maxnumber", "salt", "signature"]);
      expect(answer).toMatchObject({ algorithm: "SHA-256", maxnumber: BASE_MAXNUMBER });
      const expires = Number(new URLSearchParams(answer.salt.split("?")[1]).get("expires")) * 1000;
      expect(expires - Date.now()).toBeGreaterThan(CHALLENGE_TTL_MS - 5_000);
      expect(expires - Date.now()).toBeLessThanOrEqual(CHALLENGE_TTL_MS);
    });

    it("doubles one client's difficulty per few challenges, and leaves another client's alone", async () => {
      const seen: number[] = [];
      for (let i = 0; i < CLIENT_ALLOWANCE * 2 + 1; i++) seen.push((await challenge("198.51.100.1")).maxnumber);
      expect(seen.at(0)).toBe(BASE_MAXNUMBER);
      expect(seen.at(-1)).toBe(BASE_MAXNUMBER * 4);
      expect((await challenge("198.51.100.2")).maxnumber).toBe(BASE_MAXNUMBER);
    });

    it("answers every client in a surge, the flood's and a person's, with a harder challenge within the cap", async () => {
      const flood = Array.from({ length: 80 }, (_, client) =>
        Array.from({ length: 10 }, () => challenge(`198.19.${client}.1`)),
      ).flat();
      await Promise.all(flood);
      const person = await challenge("203.0.113.200");
      expect(person.maxnumber).toBeGreaterThan(BASE_MAXNUMBER);
      expect(person.maxnumber).toBeLessThanOrEqual(MAX_MAXNUMBER);
    });
  },
  { TRUST_PROXY_HOPS: 1, RATE_LIMIT_CLIENT_MAX: CLIENT_ALLOWANCE },
);
