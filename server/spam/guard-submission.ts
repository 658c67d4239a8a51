import type { SQLWrapper } from "drizzle-orm";
import type { Context } from "hono";
import type { SubmissionRecord } from "#app/forms/define-form.server.ts";
import { scoreTyping } from "#app/lib/typing-signal.ts";
import type { TypingEvent, TypingFigures } from "#app/lib/typing-report.ts";
import { clientAddress, type ApiDeps } from "../api/deps";
import { insertSpam, insertWithSubmission } from "../inbox/submission-record";
import { metrics } from "../metrics/instruments";
import { spamVerdict, type GuardedBody } from "./spam-verdict";
import { mayStoreSpam } from "./stored-spam";

/**
 * A public form's submission, judged and stored: spam in the spam folder with its reason
 * (under the stored-spam caps); anything else by `insert` (the form's INSERT … RETURNING id)
 * with its inbox row, notifications and typing figures in one statement
 * (insertWithSubmission). Either way the caller answers as it always does: a bot learns
 * nothing from the answer, and a person caught by mistake is one click from the inbox.
 * Answers the stored row's id (undefined when `insert` stored nothing, or spam past its caps).
 */
export async function storeGuardedSubmission(
  { db, config, logger }: Pick<ApiDeps, "db" | "config" | "logger">,
  c: Context,
  submission: {
    body: GuardedBody & { typing?: TypingEvent[] | undefined };
    record: SubmissionRecord;
    insert: SQLWrapper;
    /** The spam row's id when the request can be retried under a key (the same key gives the same row). */
    spamId?: string;
  },
): Promise<string | undefined> {
  const { body, record, insert, spamId } = submission;
  const reason = await spamVerdict(db, body, record);
  if (!reason) {
    const typing: TypingFigures | null = body.typing ? scoreTyping(body.typing) : null;
    return insertWithSubmission({ db, config, logger }, insert, record, typing);
  }
  const stored = mayStoreSpam(db, clientAddress(c, config.TRUST_PROXY_HOPS));
  metrics.spamCaught.inc({ reason, stored: stored ? "yes" : "no" });
  return stored ? insertSpam(db, record, reason, spamId) : undefined;
}
