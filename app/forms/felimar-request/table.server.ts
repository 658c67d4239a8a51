import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "#server/db/columns.ts";

/** A Felimar request, from the quote dialog or the contact form (server/db/schema.ts lists it with every table). */
export const felimarRequests = pgTable("felimar_requests", {
  id: id(),
  categorie: text("categorie").notNull(),
  naam: text("naam").notNull(),
  telefoon: text("telefoon").notNull(),
  email: text("email").notNull(),
  plaats: text("plaats"),
  details: text("details").notNull(),
  voorkeursTijd: text("voorkeurs_tijd"),
  sleutelBeheer: boolean("sleutel_beheer").notNull().default(false),
  /** The package (felimar_bundles.titel) the visitor chose, if any. */
  pakket: text("pakket"),
  // A double click or a retry stores one row: the form's key, scoped to the client and
  // this endpoint (server/http/idempotency.ts), with a digest of the request it came with.
  idempotencyKey: text("idempotency_key").unique(),
  idempotencyRequestHash: text("idempotency_request_hash"),
  createdAt: createdAt(),
});
