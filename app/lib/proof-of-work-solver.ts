import { getJson } from "./api-client";

/** A solved challenge: the `altcha` field a submission carries, and when its challenge expires. */
export interface SolvedChallenge {
  field: string;
  expiresAt: number;
}

interface Challenge {
  algorithm: "SHA-256";
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * Takes a challenge from GET /api/challenge and solves it in a worker: the payload as ALTCHA's
 * widget sends it, base64 of `{algorithm, challenge, number, salt, signature}`. Null when it
 * could not be solved (no worker, no answer): the form is sent without it, and the server keeps
 * it in the spam folder, where the owner finds it. Loaded on a form's first focus
 * (app/lib/form-guard.ts), never with the page.
 */
export async function solveProofOfWork(): Promise<SolvedChallenge | null> {
  try {
    const challenge = await getJson<Challenge>("/api/challenge");
    const number = await inWorker(challenge);
    if (number === null) return null;
    const { algorithm, salt, signature } = challenge;
    const field = btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
    const expires = Number(new URLSearchParams(salt.split("?")[1] ?? "").get("expires"));
    return { field, expiresAt: Number.isFinite(expires) ? expires * 1000 : Date.now() };
  } catch {
    return null;
  }
}

function inWorker({ challenge, salt, maxnumber }: Challenge): Promise<number | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./proof-of-work.worker.ts", import.meta.url), { type: "module" });
    const done = (number: number | null) => {
      worker.terminate();
      resolve(number);
    };
    worker.onmessage = (message: MessageEvent<number | null>) => done(message.data);
    worker.onerror = () => done(null);
    worker.postMessage({ challenge, salt, maxnumber });
  });
}
