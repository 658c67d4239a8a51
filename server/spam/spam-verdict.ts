import type { SpamReason } from "#app/admin/api-types.ts";
import type { SubmissionRecord } from "#app/forms/define-form.server.ts";
import type { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import { PROOF_OF_WORK_FIELD } from "#app/lib/form-guard-schema.ts";
import type { Db } from "../db/database";
import { isHoneypotFilled } from "../http/honeypot";
import { spendSolution } from "../proof-of-work/proof-of-work";
import { hasSpamLinks } from "./links";

/** What every public form's body carries beside its own fields (guardShape, app/lib/form-guard-schema.ts). */
export interface GuardedBody {
  [HONEYPOT_FIELD]?: string | undefined;
  [PROOF_OF_WORK_FIELD]?: string | undefined;
}

/**
 * Whether a submission is spam, and why, or null for one that goes to the inbox: a filled
 * honeypot, then the proof of work (checked and spent here, so it is spent once whatever
 * follows), then links where people write none. Every reason is recoverable: the submission
 * is kept in the spam folder with it, where one click takes it to the inbox.
 */
export async function spamVerdict(db: Db, body: GuardedBody, record: SubmissionRecord): Promise<SpamReason | null> {
  if (isHoneypotFilled(body)) return "honeypot";
  const proof = await spendSolution(db, body[PROOF_OF_WORK_FIELD]);
  if (proof === "replayed") return "replayed-proof";
  if (proof !== "valid") return "no-proof-of-work";
  if (hasSpamLinks(record)) return "links";
  return null;
}
