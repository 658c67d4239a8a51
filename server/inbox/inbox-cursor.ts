import { z } from "zod";

/**
 * The keyset position after a page's last row: its created_at (to the microsecond, as
 * PostgreSQL stores it; a JavaScript Date would drop the microseconds and skip or repeat
 * rows) and its id. Opaque to clients: base64url of a small JSON object.
 */
export interface InboxCursor {
  createdAt: string;
  id: string;
}

const cursorSchema = z.strictObject({
  // A real instant PostgreSQL can cast (years 1–9999): a forged "2024-13-45…" would fail the query (500), not the cursor (400).
  t: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
    .refine(
      (value) =>
        value.slice(0, 4) !== "0000" &&
        new Date(value.slice(0, 23) + "Z").toISOString().slice(0, 19) === value.slice(0, 19),
    ),
  i: z.string().uuid(),
});

export function encodeCursor(cursor: InboxCursor): string {
  return Buffer.from(JSON.stringify({ t: cursor.createdAt, i: cursor.id })).toString("base64url");
}

/** The cursor, or null when it is not one we made. */
export function decodeCursor(value: string): InboxCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? { createdAt: parsed.data.t, id: parsed.data.i } : null;
  } catch {
    return null;
  }
}
