import { Hono } from "hono";
import { newsletterSchema } from "../../app/features/newsletter/newsletter-schema";
import { newsletterSignups } from "../db/schema";
import { isHoneypotFilled } from "../http/honeypot";
import { jsonBody } from "../http/json-body";
import type { ApiDeps } from "./deps";

/**
 * POST /api/newsletter {email, site} → 201 {"subscribed": true}.
 * Signing up twice with one address for one site answers the same and stores one row.
 */
export function newsletterRoutes({ db, limit }: ApiDeps) {
  return new Hono().post(
    "/newsletter",
    limit("newsletter"),
    jsonBody(newsletterSchema(), { invalidMessage: "Please enter a valid email address." }),
    async (c) => {
      const body = c.get("body");
      if (!isHoneypotFilled(body)) {
        await db.insert(newsletterSignups).values({ email: body.email, site: body.site }).onConflictDoNothing();
      }
      return c.json({ subscribed: true }, 201);
    },
  );
}
