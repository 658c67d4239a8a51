/// <reference lib="webworker" />
import { solveChallenge } from "altcha-lib/v1";

/**
 * Solves one proof-of-work challenge off the main thread (ALTCHA's own brute-force loop),
 * so typing and scrolling stay smooth while it runs. A file of its own: the page's CSP
 * allows same-origin workers and no `blob:` ones.
 */
self.onmessage = async (message: MessageEvent<{ challenge: string; salt: string; maxnumber: number }>) => {
  const { challenge, salt, maxnumber } = message.data;
  const solution = await solveChallenge(challenge, salt, "SHA-256", maxnumber).promise;
  self.postMessage(solution ? solution.number : null);
};
