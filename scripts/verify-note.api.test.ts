import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProofFile } from "#app/sites/notebook/public-log.ts";
import { createApp } from "#server/app.ts";
import { readConfig, type Config } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { SigningKeyStore } from "#server/notes/signing-keys.ts";
import { checkpointSigner, logOrigin } from "#server/public-log/checkpoint-signer.ts";
import { integratePending } from "#server/public-log/integrate.ts";
import { timestampNewest } from "#server/public-log/sequencer.ts";
import { startOpensslTsa, type OpensslTsa } from "#tests/support/openssl-tsa.ts";
import { rewriteStoredProof, wipeLog } from "#tests/support/rewrite-log.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { urlPoster, writeNote } from "#tests/support/note-writer.ts";
import { EXIT_CODES } from "./verify-note";
import { verifyInProcess } from "./verify-note.fixtures";

const run = promisify(execFile);

/** `npm run verify-note -- …` as a person runs it: a child process, its output and exit code. */
async function verifyNoteCli(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run("npx", ["tsx", "scripts/verify-note.ts", ...args], { timeout: 60_000 });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/**
 * The proof file end to end: a real server with a real OpenSSL TSA, its
 * files downloaded, then `npm run verify-note` as a child process, before and after
 * the operator rewrites the log, and once the server and its database are gone.
 */
describe("npm run verify-note on downloaded proof files", () => {
  let database: TestDatabase;
  let server: ServerType | null = null;
  let tsa: OpensslTsa;
  let otherTsa: OpensslTsa;
  let baseUrl: string;
  let config: Config;
  let dir: string;
  const files: Record<string, string> = {};

  const db = () => database.database.db;
  const integrate = () =>
    integratePending(db(), checkpointSigner(new SigningKeyStore(db(), config.NOTE_SIGNING_KEY), logOrigin(config)));
  const write = async (content: string) => (await writeNote(urlPoster(baseUrl), { content, pace: "instant" })).slug;
  async function download(slug: string, name: string): Promise<ProofFile> {
    const response = await fetch(`${baseUrl}/api/notes/${slug}/proof-file`);
    expect(response.status).toBe(200);
    const text = await response.text();
    files[name] = join(dir, name);
    await writeFile(files[name], text);
    return JSON.parse(text) as ProofFile;
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "verify-note-api-"));
    [tsa, otherTsa] = await Promise.all([startOpensslTsa(), startOpensslTsa()]);
    database = await createTestDatabase("pglite");
    const served: { app?: ReturnType<typeof createApp> } = {};
    server = await new Promise<ServerType>((resolve) => {
      const started = serve(
        { fetch: (request, env) => served.app!.fetch(request, env), port: 0, hostname: "127.0.0.1" },
        () => resolve(started),
      );
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    config = {
      ...readConfig({}),
      SITE_URL: baseUrl,
      TSA_URL: tsa.url,
      RATE_LIMIT_CLIENT_MAX: 1000,
      NOTES_RATE_LIMIT_CLIENT_MAX: 1000,
    };
    served.app = createApp({ config, database: database.database, logger: createLogger("silent") });
  });

  afterAll(async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
    await database?.dispose().catch(() => {});
    await Promise.all([tsa?.stop(), otherTsa?.stop()]);
    await rm(dir, { recursive: true, force: true });
  });

  it("checks a file with its timestamp, and a saved checkpoint's consistency, then catches a rewritten log", async () => {
    const first = await write("The first note, before the checkpoint someone saves.");
    await integrate();
    expect(await timestampNewest(database.database, tsa.url)).toBe(true);
    files.saved = join(dir, "checkpoint.txt");
    await writeFile(files.saved, await (await fetch(`${baseUrl}/api/notes/log/checkpoint`)).text());

    const second = await write("The second note, downloaded with its proof file.");
    await integrate();
    await timestampNewest(database.database, tsa.url);
    const file = await download(second, "second.proof.json");
    expect(file.log).toMatchObject({
      leafIndex: 1,
      treeSize: 2,
      timestamped: { checkpoint: file.log?.checkpoint, consistencyPath: [] },
    });
    files.ca = tsa.caCertPath;
    files.otherCa = otherTsa.caCertPath;
    // The site's keys, kept by the person who checks: the trust anchor of a file.
    files.jwks = join(dir, "jwks.json");
    await writeFile(files.jwks, await (await fetch(`${baseUrl}/.well-known/jwks.json`)).text());
    const logName = `127.0.0.1:${new URL(baseUrl).port}/writtenbyhuman`;

    const checked = await verifyNoteCli(
      files["second.proof.json"]!,
      "--keys",
      files.jwks,
      "--since",
      files.saved,
      "--tsa-ca",
      files.ca,
    );
    expect(checked.out).toContain(
      `✓ The checkpoint is signed by the log ${logName} with a key of ${files.jwks} (--keys)`,
    );
    expect(checked.out).toContain("✓ The audit path proves entry #2 is in the checkpoint's tree");
    expect(checked.out).toMatch(
      /✓ The checkpoint holding the entry was timestamped \(RFC 3161\) at \d{4}-\d\d-\d\dT[\d:.]+Z by .+\n {4}the TSA's certificate chains to --tsa-ca/,
    );
    expect(checked.out).toMatch(/It existed by \d{4}-\d\d-\d\dT[\d:.]+Z/);
    expect(checked.out).toContain("✓ The log was not rewritten between checkpoint 1 and 2");
    expect(checked.out).toContain("VALID: every check passed.");
    expect(checked.code).toBe(EXIT_CODES.valid);

    // The variants in this process: each child process costs ~5 s on a busy machine.
    // The note's address: its file and its site's keys fetched, the log's name its host's.
    const byUrl = await verifyInProcess(
      `${baseUrl}/writtenbyhuman/note/${second}`,
      "--since",
      files.saved,
      "--tsa-ca",
      files.ca,
    );
    expect(byUrl.out).toContain(`Trust anchor: ${baseUrl}/.well-known/jwks.json; log ${logName}`);
    expect(byUrl.out).toContain("✓ The log was not rewritten between checkpoint 1 and 2");
    expect(byUrl.code).toBe(EXIT_CODES.valid);

    const unchained = await verifyInProcess(files["second.proof.json"]!, "--keys", files.jwks);
    expect(unchained.out).toMatch(
      /! timestamp by .+ \(name claimed by the token\) at .+Z: authority not checked \(give --tsa-ca <pem file>\)/,
    );
    expect(unchained.out).not.toContain("✓ The checkpoint holding the entry was timestamped");
    expect(unchained.out).not.toContain("It existed by");
    expect(unchained.code).toBe(EXIT_CODES.valid);
    const otherCa = await verifyInProcess(files["second.proof.json"]!, "--keys", files.jwks, "--tsa-ca", files.otherCa);
    expect(otherCa.out).toContain("✗ The RFC 3161 timestamp over the timestamped checkpoint holds");
    expect(otherCa.code).toBe(EXIT_CODES.invalid);
    const unanchored = await verifyInProcess(files["second.proof.json"]!);
    expect(unanchored.out).toContain(
      `UNANCHORED: every check holds against the keys the file carries; compare these key ids with https://127.0.0.1:${new URL(baseUrl).port}/.well-known/jwks.json`,
    );
    expect(unanchored.code).toBe(EXIT_CODES.unanchored);

    // A later checkpoint, not timestamped: the file dates the entry by the earlier one, proven a prefix of the newer.
    await write("A third note, after the second's timestamp.");
    await integrate();
    const later = await download(second, "second-later.proof.json");
    expect(later.log).toMatchObject({ leafIndex: 1, treeSize: 3, timestamped: { checkpoint: file.log!.checkpoint } });
    expect(later.log!.timestamped!.consistencyPath.length).toBeGreaterThan(0);
    const dated = await verifyInProcess(files["second-later.proof.json"]!, "--keys", files.jwks, "--tsa-ca", files.ca);
    expect(dated.out).toContain(
      "✓ The timestamped checkpoint (2) is a prefix of the entry's tree (3): the entry is in it",
    );
    expect(dated.out).toMatch(/It existed by /);
    expect(dated.code).toBe(EXIT_CODES.valid);

    // The operator rewrites the first note's proof and rebuilds the whole log over it (as server/public-log/log.api.test.ts does).
    await rewriteStoredProof(db(), first);
    await wipeLog(db());
    const fourth = await write("A note in the rewritten log.");
    expect(await integrate()).toMatchObject({ size: 4 });
    await download(fourth, "fourth.proof.json");
    const rewritten = await verifyNoteCli(files["fourth.proof.json"]!, "--keys", files.jwks, "--since", files.saved);
    // The new file holds on its own (its log is self-consistent) …
    expect(rewritten.out).toContain("✓ The audit path proves entry #4 is in the checkpoint's tree");
    // … but not against the checkpoint kept before the rewrite.
    expect(rewritten.out).toContain("✗ The log was not rewritten between checkpoint 1 and 4");
    expect(rewritten.out).toContain("INVALID: at least one check failed.");
    expect(rewritten.code).toBe(EXIT_CODES.invalid);
  });

  it("checks a downloaded file with the server stopped and its database closed", async () => {
    await new Promise((resolve) => server!.close(resolve));
    server = null;
    await database.dispose();
    expect(await fetch(`${baseUrl}/api/notes/log/checkpoint`).catch(() => null)).toBeNull();
    const offline = await verifyNoteCli(files["second.proof.json"]!, "--keys", files.jwks!, "--tsa-ca", files.ca!);
    expect(offline.out).toContain("✓ The typing log rebuilds the note's text");
    expect(offline.out).toContain("Entry #2 in the public log");
    expect(offline.out).toContain("VALID: every check passed.");
    expect(offline.code).toBe(EXIT_CODES.valid);
    // --since needs the server for its consistency proof: a network error, not a verdict.
    const since = await verifyNoteCli(files["second.proof.json"]!, "--keys", files.jwks!, "--since", files.saved!);
    expect(since.out).toContain("Could not fetch the consistency proof");
    expect(since.code).toBe(EXIT_CODES.usageOrNetwork);
  });
});
