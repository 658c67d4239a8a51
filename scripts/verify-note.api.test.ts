import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { serve, type ServerType } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProofFile } from "../app/sites/notebook/public-log";
import { createApp } from "../server/app";
import { readConfig, type Config } from "../server/config";
import { createLogger } from "../server/logger";
import { SigningKeyStore } from "../server/notes/signing-keys";
import { checkpointSigner, logOrigin } from "../server/tlog/checkpoint-signer";
import { integratePending } from "../server/tlog/integrate";
import { timestampNewest } from "../server/tlog/sequencer";
import { startOpensslTsa, type OpensslTsa } from "../tests/support/openssl-tsa";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { urlPoster, writeNote } from "../tests/support/note-writer";
import { EXIT_CODES } from "./verify-note";

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
 * The proof file end to end (issue #17 §5): a real server with a real OpenSSL TSA, its
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
  const integrate = () => integratePending(db(), checkpointSigner(new SigningKeyStore(db(), config.NOTE_SIGNING_KEY), logOrigin(config)));
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
      const started = serve({ fetch: (request, env) => served.app!.fetch(request, env), port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    config = { ...readConfig({}), SITE_URL: baseUrl, TSA_URL: tsa.url, RATE_LIMIT_CLIENT_MAX: 1000, NOTES_RATE_LIMIT_CLIENT_MAX: 1000 };
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
    expect(file.log).toMatchObject({ leafIndex: 1, treeSize: 2 });
    expect(file.log?.timestampReply).toEqual(expect.any(String));
    files.ca = tsa.caCertPath;
    files.otherCa = otherTsa.caCertPath;

    const checked = await verifyNoteCli(files["second.proof.json"]!, "--since", files.saved, "--tsa-ca", files.ca);
    expect(checked.out).toContain(`✓ The checkpoint is signed by the log 127.0.0.1:${new URL(baseUrl).port}/writtenbyhuman with a published key`);
    expect(checked.out).toContain("✓ The audit path proves entry #2 is in the checkpoint's tree");
    expect(checked.out).toMatch(/✓ The checkpoint was timestamped \(RFC 3161\) at \d{4}-\d\d-\d\dT[\d:.]+Z by .+\n {4}the TSA's certificate chains to --tsa-ca/);
    expect(checked.out).toContain("✓ The log was not rewritten between checkpoint 1 and 2");
    expect(checked.out).toContain("VALID: every check passed.");
    expect(checked.code).toBe(EXIT_CODES.valid);

    const unchained = await verifyNoteCli(files["second.proof.json"]!);
    expect(unchained.out).toContain("! The TSA's certificate chain was not checked");
    expect(unchained.code).toBe(EXIT_CODES.valid);
    const otherCa = await verifyNoteCli(files["second.proof.json"]!, "--tsa-ca", files.otherCa);
    expect(otherCa.out).toContain("✗ The checkpoint's RFC 3161 timestamp holds");
    expect(otherCa.code).toBe(EXIT_CODES.invalid);

    // The operator rewrites the first note's proof and rebuilds the whole log over it (as server/tlog/log.api.test.ts does).
    await db().execute(sql`UPDATE notes SET proof = jsonb_set(proof, '{signature}', to_jsonb(reverse(proof->>'signature'))) WHERE slug = ${first}`);
    await db().execute(sql`ALTER TABLE tlog_nodes DISABLE TRIGGER USER`);
    await db().execute(sql`ALTER TABLE tlog_checkpoints DISABLE TRIGGER USER`);
    await db().execute(sql`DELETE FROM tlog_nodes`);
    await db().execute(sql`DELETE FROM tlog_checkpoints`);
    await db().execute(sql`UPDATE notes SET log_index = NULL`);
    await db().execute(sql`UPDATE tlog_state SET size = 0`);
    await db().execute(sql`ALTER TABLE tlog_nodes ENABLE TRIGGER USER`);
    await db().execute(sql`ALTER TABLE tlog_checkpoints ENABLE TRIGGER USER`);
    const third = await write("A note in the rewritten log.");
    expect(await integrate()).toMatchObject({ size: 3 });
    await download(third, "third.proof.json");
    const rewritten = await verifyNoteCli(files["third.proof.json"]!, "--since", files.saved);
    // The new file holds on its own (its log is self-consistent) …
    expect(rewritten.out).toContain("✓ The audit path proves entry #3 is in the checkpoint's tree");
    // … but not against the checkpoint kept before the rewrite.
    expect(rewritten.out).toContain("✗ The log was not rewritten between checkpoint 1 and 3");
    expect(rewritten.out).toContain("INVALID: at least one check failed.");
    expect(rewritten.code).toBe(EXIT_CODES.invalid);
  });

  it("checks a downloaded file with the server stopped and its database closed", async () => {
    await new Promise((resolve) => server!.close(resolve));
    server = null;
    await database.dispose();
    expect(await fetch(`${baseUrl}/api/notes/log/checkpoint`).catch(() => null)).toBeNull();
    const offline = await verifyNoteCli(files["second.proof.json"]!, "--tsa-ca", files.ca!);
    expect(offline.out).toContain("✓ The typing log rebuilds the note's text");
    expect(offline.out).toContain("Entry #2 in the public log");
    expect(offline.out).toContain("VALID: every check passed.");
    expect(offline.code).toBe(EXIT_CODES.valid);
    // --since needs the server for its consistency proof: a network error, not a verdict.
    const since = await verifyNoteCli(files["second.proof.json"]!, "--since", files.saved!);
    expect(since.out).toContain("Could not fetch the consistency proof");
    expect(since.code).toBe(EXIT_CODES.usageOrNetwork);
  });
});
