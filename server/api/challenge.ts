import { Hono } from "hono";
import { issueChallenge } from "../proof-of-work/challenge";
import { ChallengeDemand } from "../proof-of-work/demand";
import { proofOfWorkKey } from "../proof-of-work/hmac-key";
import { clientAddress, type ApiDeps } from "./deps";

/**
 * A page takes one challenge per form use and a few when a visitor sends several: six times the
 * forms' limit leaves room for a household behind one address.
 */
export const CHALLENGES_PER_LIMIT = 6;

/**
 * GET /api/challenge → 200 {algorithm: "SHA-256", challenge, maxnumber, salt, signature}: a
 * proof-of-work challenge (ALTCHA's v1 protocol) for a public form or a writing session,
 * valid for 10 minutes and once. Its difficulty grows with the client's and everyone's
 * recent demand (server/proof-of-work/demand.ts); docs/forms-and-spam.md tells the whole story.
 */
export function challengeRoutes({ db, config, limit }: ApiDeps) {
  const demand = new ChallengeDemand(config.RATE_LIMIT_CLIENT_MAX);
  return new Hono().get(
    "/challenge",
    limit("challenges", { perClient: config.RATE_LIMIT_CLIENT_MAX * CHALLENGES_PER_LIMIT }),
    async (c) => {
      const maxnumber = demand.take(clientAddress(c, config.TRUST_PROXY_HOPS));
      return c.json(await issueChallenge(await proofOfWorkKey(db), maxnumber), 200);
    },
  );
}
