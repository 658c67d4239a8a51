import { timestamp, uuid } from "drizzle-orm/pg-core";

/** The id most tables have: a random UUID the database makes. */
export const id = () => uuid("id").primaryKey().defaultRandom();

/** When the row was stored, by the database server's clock (a browser's is never trusted). */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
