import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "#server/db/columns.ts";

/** A message from the housing contact form (server/db/schema.ts lists it with every table). */
export const housingMessages = pgTable("housing_messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  message: text("message").notNull(),
  consent: boolean("consent").notNull(),
  // The consent record: the exact text agreed to and its language.
  consentText: text("consent_text").notNull(),
  consentLanguage: text("consent_language").notNull(),
  createdAt: createdAt(),
});
