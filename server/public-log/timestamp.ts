/**
 * Asks an RFC 3161 Time-Stamping Authority (`TSA_URL`) to timestamp a checkpoint
 * (RFC 3161): a TimeStampReq over SHA-256 of the checkpoint's exact signed-note
 * bytes, with a fresh nonce and certReq so the token carries the TSA's certificate
 * (an offline check needs it). The reply is kept only when it grants the timestamp,
 * for these bytes and this request (nonce), and passes the same check
 * `npm run verify-note` makes (app/sites/notebook/timestamp-token.ts), so nothing is
 * stored that the offline check would refuse.
 *
 * Errors say what was wrong with the TSA's answer, never the URL (it may carry
 * credentials) nor the data.
 */
import { randomBytes } from "node:crypto";
import * as asn1js from "asn1js";
import { AlgorithmIdentifier, MessageImprint, TimeStampReq } from "pkijs";
import {
  checkTimestamp,
  equalBytes,
  OID_SHA256,
  readTimestampReply,
  sha256,
} from "#app/sites/notebook/timestamp-token.ts";
import { readCappedBody } from "../http/read-capped-body";

/** A TSA answers in well under a second; 10 s covers a slow one without holding checkpoints back for long. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** A reply with a certificate chain is 2–8 KB; 64 KB leaves room for long chains and stops a runaway body. */
export const MAX_REPLY_BYTES = 64 * 1024;

/** What the TSA answered was wrong (as opposed to the network failing). */
class TsaAnswerError extends Error {}

export interface TimestampRequestOptions {
  timeoutMs?: number;
  /** For tests: answers instead of the network. */
  fetch?: typeof fetch;
}

/** The DER TimeStampReq: version 1, SHA-256 imprint, the nonce, certReq TRUE. */
export function timestampRequestDer(digest: Uint8Array, nonce: bigint): Uint8Array {
  const request = new TimeStampReq({
    version: 1,
    messageImprint: new MessageImprint({
      hashAlgorithm: new AlgorithmIdentifier({ algorithmId: OID_SHA256, algorithmParams: new asn1js.Null() }),
      hashedMessage: new asn1js.OctetString({ valueHex: new Uint8Array(digest).buffer }),
    }),
    nonce: asn1js.Integer.fromBigInt(nonce),
    certReq: true,
  });
  return new Uint8Array(request.toSchema().toBER(false));
}

/** 64 random bits, as a positive INTEGER. */
function randomNonce(): bigint {
  return BigInt(`0x${randomBytes(8).toString("hex")}`);
}

async function post(tsaUrl: string, query: Uint8Array, options: TimestampRequestOptions): Promise<Uint8Array> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  // One deadline for connecting, the headers and the whole body.
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await doFetch(tsaUrl, {
      method: "POST",
      headers: { "content-type": "application/timestamp-query", accept: "application/timestamp-reply" },
      body: new Uint8Array(query),
      redirect: "error",
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new TsaAnswerError(`The TSA answered HTTP ${response.status}.`);
    }
    const contentType = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (contentType !== "application/timestamp-reply") {
      await response.body?.cancel();
      throw new TsaAnswerError(
        `The TSA's reply is not application/timestamp-reply (it is ${JSON.stringify(contentType?.slice(0, 60) ?? "")}).`,
      );
    }
    const body = await readCappedBody(response, MAX_REPLY_BYTES);
    if (!body) throw new TsaAnswerError(`The TSA's reply is larger than ${MAX_REPLY_BYTES} bytes.`);
    return body;
  } catch (error) {
    if (signal.aborted) throw new Error(`The TSA did not answer within ${timeoutMs} ms.`);
    if (error instanceof TsaAnswerError) throw error;
    throw new Error("The TSA could not be reached.", { cause: error });
  }
}

/**
 * Timestamps `data` at the TSA and returns its whole TimeStampResp (DER) once it is
 * checked; throws an Error saying why otherwise.
 */
export async function requestTimestamp(
  tsaUrl: string,
  data: Uint8Array,
  options: TimestampRequestOptions = {},
): Promise<Uint8Array> {
  const digest = await sha256(data);
  const nonce = randomNonce();
  const replyDer = await post(tsaUrl, timestampRequestDer(digest, nonce), options);

  const reply = readTimestampReply(replyDer);
  if (!reply.granted) throw new Error(`The TSA refused the timestamp: ${reply.status}.`);
  const imprint = reply.tstInfo.messageImprint;
  if (
    imprint.hashAlgorithm.algorithmId !== OID_SHA256 ||
    !equalBytes(imprint.hashedMessage.valueBlock.valueHexView, digest)
  ) {
    throw new Error("The TSA's token is for other data than the checkpoint sent.");
  }
  // A replayed older token for the same bytes would match the imprint but not this nonce.
  if (reply.tstInfo.nonce?.toBigInt() !== nonce)
    throw new Error("The TSA's token does not carry this request's nonce.");
  const check = await checkTimestamp(replyDer, data);
  if (!check.ok) throw new Error(`The TSA's token does not verify: ${check.reason}`);
  return replyDer;
}
