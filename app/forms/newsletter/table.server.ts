import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "#server/db/columns.ts";

/** A newsletter sign-up, once per address and site (server/db/schema.ts lists it with every table). */
export const newsletterSignups = pgTable(
  "newsletter_signups",
  {
    id: id(),
    email: text("email").notNull(),
    site: text("site").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("newsletter_signups_site_email").on(table.site, table.email)],
);
