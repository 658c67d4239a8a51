import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "#server/db/columns.ts";

/** A message from Neron's contact form (server/db/schema.ts lists it with every table). */
export const neronContacto = pgTable("neron_contacto", {
  id: id(),
  nombre: text("nombre").notNull(),
  email: text("email").notNull(),
  telefono: text("telefono").notNull(),
  mensaje: text("mensaje").notNull(),
  createdAt: createdAt(),
});
