import { Hono } from "hono";
import { newsletter } from "#app/forms/newsletter/newsletter.server.ts";
import { newsletterSchema } from "#app/forms/newsletter/schema.ts";
import { newsletterSignups } from "../db/schema";
import { jsonBody } from "../http/json-body";
import { storeGuardedSubmission } from "../spam/guard-submission";
import type { ApiDeps } from "./deps";

/**
 * POST /api/newsletter {email, site} → 201 {"subscribed": true}.
 * Signing up twice with one address for one site answers the same and stores one row;
 * a new sign-up also lands in the inbox (same transaction). Spam (server/spam/spam-verdict.ts)
 * gets the same answer and lands in the spam folder only.
 */
export function newsletterRoutes(deps: ApiDeps) {
  const { db, limit } = deps;
  return new Hono().post(
    "/newsletter",
    limit("newsletter"),
    jsonBody(newsletterSchema(), { invalidMessage: "Please enter a valid email address." }),
    async (c) => {
      const body = c.get("body");
      const record = newsletter.record(body);
      await storeGuardedSubmission(deps, c, {
        body,
        record,
        // Already signed up: nothing is stored, and there is nothing new to read in the inbox either.
        insert: db
          .insert(newsletterSignups)
          .values(newsletter.row(body))
          .onConflictDoNothing()
          .returning({ id: newsletterSignups.id }),
      });
      return c.json({ subscribed: true }, 201);
    },
  );
}
