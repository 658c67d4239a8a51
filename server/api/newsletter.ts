import { Hono } from "hono";
import { newsletterSchema } from "../../app/features/newsletter/newsletter-schema";
import { newsletterSubmission } from "../admin/forms/newsletter";
import { insertSpam, insertSubmission } from "../admin/submission-record";
import { newsletterSignups } from "../db/schema";
import { isHoneypotFilled } from "../http/honeypot";
import { jsonBody } from "../http/json-body";
import type { ApiDeps } from "./deps";

/**
 * POST /api/newsletter {email, site} → 201 {"subscribed": true}.
 * Signing up twice with one address for one site answers the same and stores one row;
 * a new sign-up also lands in the inbox (same transaction). A filled honeypot gets the
 * same answer and lands in the spam folder only.
 */
export function newsletterRoutes({ db, config, limit }: ApiDeps) {
  return new Hono().post(
    "/newsletter",
    limit("newsletter"),
    jsonBody(newsletterSchema(), { invalidMessage: "Please enter a valid email address." }),
    async (c) => {
      const body = c.get("body");
      const record = newsletterSubmission(body);
      if (isHoneypotFilled(body)) {
        await insertSpam(db, record);
      } else {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(newsletterSignups)
            .values({ email: body.email, site: body.site })
            .onConflictDoNothing()
            .returning({ id: newsletterSignups.id });
          // Already signed up: nothing new to read in the inbox either.
          if (row) await insertSubmission(tx, config, row.id, record);
        });
      }
      return c.json({ subscribed: true }, 201);
    },
  );
}
