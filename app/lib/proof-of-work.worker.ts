/// <reference lib="webworker" />
import { sha256 } from "@noble/hashes/sha2.js";

/**
 * Solves one proof-of-work challenge off the main thread, so typing and scrolling stay smooth
 * while it runs: the number n ≤ maxnumber with SHA-256(salt + n) = challenge (ALTCHA's v1
 * protocol). A synchronous SHA-256 rather than altcha-lib's loop over WebCrypto, whose every
 * digest is a promise: in Chromium this one ran 108,000 hashes a second against 46,000
 * (docs/forms-and-spam.md). A file of its own: the page's CSP allows same-origin workers and
 * no `blob:` ones.
 */
self.onmessage = (message: MessageEvent<{ challenge: string; salt: string; maxnumber: number }>) => {
  const { challenge, salt, maxnumber } = message.data;
  const target = Uint8Array.from(challenge.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  const encoder = new TextEncoder();
  for (let number = 0; number <= maxnumber; number++) {
    const digest = sha256(encoder.encode(salt + number));
    if (digest.every((byte, index) => byte === target[index])) {
      self.postMessage(number);
      return;
    }
  }
  self.postMessage(null);
};
