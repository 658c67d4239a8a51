import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loggedCheckpoint, TEST_ORIGIN } from "#app/sites/notebook/log.fixtures.ts";
import { TEST_JWK } from "#app/sites/notebook/proof.fixtures.ts";
import { EXIT_CODES } from "./verify-note";
import { otherJwk, proofFile, verifyInProcess } from "./verify-note.fixtures";

/** A proof file's JSON to break on purpose. */
type LooseFile = { format: unknown; keys: unknown; note: Record<string, unknown>; log: Record<string, unknown> };

const verify = verifyInProcess;

describe("npm run verify-note: what a file is checked against, and what it may make the script fetch", () => {
  let dir: string;
  let server: Server;
  let base: string;
  /** Every request the local server saw, and how it answers the next ones. */
  const requests: string[] = [];
  let answer: (request: IncomingMessage, response: ServerResponse) => void = (_, response) =>
    void response.writeHead(404).end();
  const file = proofFile();
  const path = (name: string) => join(dir, name);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "verify-note-cli-"));
    server = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      answer(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await writeFile(path("genuine.proof.json"), JSON.stringify(file));
    await writeFile(
      path("test-key.jwks.json"),
      JSON.stringify({
        keys: [
          { ...TEST_JWK, alg: "EdDSA", use: "sig" },
          { kty: "RSA", n: "x", e: "AQAB", kid: "rsa" },
        ],
      }),
    );
    await writeFile(path("site.jwks.json"), JSON.stringify({ keys: [otherJwk()] }));
    await writeFile(path("saved.txt"), loggedCheckpoint(file.note.proof, 5));
    // The review's second file: its `server` points at an internal address.
    await writeFile(path("ssrf.proof.json"), JSON.stringify({ ...file, server: `${base}/internal/admin?x=1#` }));
  });

  afterEach(() => {
    requests.length = 0;
    answer = (_, response) => void response.writeHead(404).end();
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it("never says VALID for a file checked against its own keys: UNANCHORED, exit 4, with the key ids to compare", async () => {
    const result = await verify(path("genuine.proof.json"));
    expect(result.code).toBe(EXIT_CODES.unanchored);
    expect(result.out).toContain("Trust anchor: none (no --keys)");
    expect(result.out).toContain(
      "UNANCHORED: every check holds against the keys the file carries; compare these key ids with https://notebook.test/.well-known/jwks.json",
    );
    expect(result.out).toContain(`kid ${TEST_JWK.kid}  x ${TEST_JWK.x}`);
    expect(result.out).not.toContain("VALID: every check passed.");
  });

  it("says VALID against the site's keys given with --keys, and INVALID for a file signed with another key (the review's forged file)", async () => {
    const genuine = await verify(path("genuine.proof.json"), "--keys", path("test-key.jwks.json"));
    expect(genuine.out).toContain(
      `Trust anchor: ${path("test-key.jwks.json")} (--keys); log ${TEST_ORIGIN}, taken from the file (give --origin <host>/writtenbyhuman to pin it)`,
    );
    expect(genuine.out).toContain(`✓ Its signing key is in ${path("test-key.jwks.json")} (--keys)`);
    expect(genuine.out).toContain("VALID: every check passed.");
    expect(genuine.code).toBe(EXIT_CODES.valid);
    const forged = await verify(path("genuine.proof.json"), "--keys", path("site.jwks.json"), "--origin", TEST_ORIGIN);
    expect(forged.out).toContain("✗ The Ed25519 signature is valid over the payload's exact bytes");
    expect(forged.out).toContain(
      `✗ The checkpoint is signed by the log ${TEST_ORIGIN} with a key of ${path("site.jwks.json")} (--keys)`,
    );
    expect(forged.code).toBe(EXIT_CODES.invalid);
  });

  it("takes the log's name from a --keys URL's host unless --origin pins it", async () => {
    answer = (_, response) =>
      void response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [TEST_JWK] }));
    const byUrl = await verify(path("genuine.proof.json"), "--keys", `${base}/.well-known/jwks.json`);
    expect(requests).toEqual(["GET /.well-known/jwks.json"]);
    expect(byUrl.out).toContain(`✗ The checkpoint is signed by the log ${new URL(base).host}/writtenbyhuman`);
    expect(byUrl.out).toContain("The checkpoint is of another log (notebook.test/writtenbyhuman)");
    expect(byUrl.code).toBe(EXIT_CODES.invalid);
    const pinned = await verify(
      path("genuine.proof.json"),
      "--keys",
      `${base}/.well-known/jwks.json`,
      "--origin",
      TEST_ORIGIN,
    );
    expect(pinned.code).toBe(EXIT_CODES.valid);
  });

  it("refuses --since without --keys, and a file's server that is not the log's host, before any request", async () => {
    answer = (_, response) => void response.writeHead(200).end("internal-secret-data");
    const unanchored = await verify(path("ssrf.proof.json"), "--since", path("saved.txt"));
    expect(unanchored.out).toContain("--since needs --keys");
    expect(unanchored.code).toBe(EXIT_CODES.usageOrNetwork);
    const ssrf = await verify(
      path("ssrf.proof.json"),
      "--keys",
      path("test-key.jwks.json"),
      "--since",
      path("saved.txt"),
    );
    expect(ssrf.out).toContain(
      `The file's server (${new URL(base).host}) is not the log's host (notebook.test): give --server`,
    );
    expect(ssrf.code).toBe(EXIT_CODES.usageOrNetwork);
    expect(requests).toEqual([]);
  });

  it("fetches nothing for a file whose checkpoint does not hold with the anchored keys", async () => {
    const forged = await verify(
      path("genuine.proof.json"),
      "--keys",
      path("site.jwks.json"),
      "--origin",
      TEST_ORIGIN,
      "--since",
      path("saved.txt"),
      "--server",
      base,
    );
    expect(forged.out).toContain("✗ --since: the log entry holds");
    expect(forged.code).toBe(EXIT_CODES.invalid);
    expect(requests).toEqual([]);
  });

  it("says INVALID when the server will not prove consistency (4xx), and exit 2 for a redirect, a huge body or a server error, never printing the body", async () => {
    const since = [
      path("genuine.proof.json"),
      "--keys",
      path("test-key.jwks.json"),
      "--since",
      path("saved.txt"),
      "--server",
      `${base}/ignored/path`,
    ];
    answer = (_, response) =>
      void response
        .writeHead(400, { "content-type": "application/json" })
        .end('{"error":{"code":"x","message":"internal-secret-data"}}');
    const refused = await verify(...since);
    expect(requests).toEqual(["GET /api/notes/log/consistency?from=5&to=7"]);
    expect(refused.out).toContain(
      "✗ The log was not rewritten between checkpoint 5 and 7\n    The server would not prove consistency between 5 and 7.",
    );
    expect(refused.code).toBe(EXIT_CODES.invalid);

    const bodies: Array<[string, (response: ServerResponse) => void]> = [
      ["redirect", (response) => void response.writeHead(302, { location: `${base}/internal-secret-data` }).end()],
      [
        "huge body",
        (response) =>
          void response
            .writeHead(200)
            .end(`{"from":5,"to":7,"consistencyPath":["${"A".repeat(1_100_000)}"]} internal-secret-data`),
      ],
      ["server error", (response) => void response.writeHead(500).end("internal-secret-data")],
      ["not a proof", (response) => void response.writeHead(200).end("internal-secret-data")],
    ];
    for (const [name, respond] of bodies) {
      answer = (_, response) => respond(response);
      const result = await verify(...since);
      expect(result.code, name).toBe(EXIT_CODES.usageOrNetwork);
      expect(result.out, name).toContain("Could not fetch the consistency proof");
      expect(result.out, name).not.toContain("internal-secret-data");
    }
  });

  it("exits 2 with a message, never a stack trace, for malformed files and bad arguments", async () => {
    const cases: Record<string, (file: LooseFile) => void> = {
      "keys [null]": (changed) => (changed.keys = [null]),
      "note.proof missing": (changed) => delete changed.note.proof,
      "verifierKeys [1]": (changed) => (changed.log.verifierKeys = [1]),
      "log.checkpoint a number": (changed) => (changed.log.checkpoint = 5),
      "inclusionPath [null]": (changed) => (changed.log.inclusionPath = [null]),
    };
    for (const [name, change] of Object.entries(cases)) {
      const changed = structuredClone(file) as unknown as LooseFile;
      change(changed);
      await writeFile(path("malformed.json"), JSON.stringify(changed));
      const result = await verify(path("malformed.json"));
      expect(result.code, name).toBe(EXIT_CODES.usageOrNetwork);
      expect(result.out, name).toMatch(/^Could not read the proof: Not a proof file: \S+: /);
      expect(result.out, name).not.toMatch(/\n\s+at /);
    }
    expect((await verify()).code).toBe(EXIT_CODES.usageOrNetwork);
    expect((await verify(path("genuine.proof.json"), "--keys", path("saved.txt"))).out).toContain("Not a JWKS");
    expect((await verify(path("genuine.proof.json"), "--keys", "ftp://example.com/jwks.json")).out).toContain(
      "--keys is not an http(s) URL",
    );
    expect(
      (await verify("https://example.com/writtenbyhuman/note/AAAAAAAAAAAAAAAA", "--keys", path("site.jwks.json"))).code,
    ).toBe(EXIT_CODES.usageOrNetwork);
  });
});
