import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkTimestamp, readTimestampReply } from "#app/sites/notebook/timestamp-token.ts";
import { startOpensslTsa, type OpensslTsa } from "#tests/support/openssl-tsa.ts";
import { MAX_REPLY_BYTES, requestTimestamp } from "./timestamp";
import { signedTimestampReply } from "./timestamp.fixtures";

const run = promisify(execFile);
const encoder = new TextEncoder();
const checkpoint = encoder.encode(
  "notebook.example/log\n42\nq2Vx3Cw0bC5zX9Gm3yq8pQ0m9Dc0Ue3r9vWl0Xh8aTc=\n\n— notebook.example/log Az3gQm0Bxx==\n",
);
const otherCheckpoint = encoder.encode(
  "notebook.example/log\n43\nq2Vx3Cw0bC5zX9Gm3yq8pQ0m9Dc0Ue3r9vWl0Xh8aTc=\n\n— notebook.example/log Az3gQm0Bxx==\n",
);

let tsa: OpensslTsa;
let otherTsa: OpensslTsa;
let work: string;
let reply: Uint8Array;

/** `openssl ts -verify` exits 0 and prints "Verification: OK" only for a token that checks. */
async function opensslVerifies(replyDer: Uint8Array, data: Uint8Array, caPath: string): Promise<boolean> {
  const name = `${Math.random().toString(36).slice(2)}`;
  const replyPath = join(work, `${name}.tsr`);
  const dataPath = join(work, `${name}.bin`);
  await writeFile(replyPath, replyDer);
  await writeFile(dataPath, data);
  try {
    const { stdout } = await run("openssl", ["ts", "-verify", "-data", dataPath, "-in", replyPath, "-CAfile", caPath]);
    return stdout.includes("Verification: OK");
  } catch {
    return false;
  }
}

/** A fetch that answers every request with this response, and keeps the last body it was sent. */
function answering(
  body: BodyInit | Uint8Array | null,
  init: ResponseInit,
  sent: { body?: Uint8Array } = {},
): typeof fetch {
  return (async (_url: string | URL | Request, request?: RequestInit) => {
    sent.body = request?.body instanceof Uint8Array ? request.body : undefined;
    return new Response(body instanceof Uint8Array ? new Uint8Array(body) : body, init);
  }) as typeof fetch;
}

const timestampReply = { status: 200, headers: { "content-type": "application/timestamp-reply" } };

beforeAll(async () => {
  [tsa, otherTsa] = await Promise.all([startOpensslTsa(), startOpensslTsa()]);
  work = await mkdtemp(join(tmpdir(), "timestamp-test-"));
  reply = await requestTimestamp(tsa.url, checkpoint);
}, 60_000);

afterAll(async () => {
  await Promise.all([tsa?.stop(), otherTsa?.stop(), work && rm(work, { recursive: true, force: true })]);
});

describe("requestTimestamp against OpenSSL's TSA", () => {
  it("gets a token that openssl ts -verify accepts for the checkpoint and refuses for other bytes", async () => {
    expect(await opensslVerifies(reply, checkpoint, tsa.caCertPath)).toBe(true);
    expect(await opensslVerifies(reply, otherCheckpoint, tsa.caCertPath)).toBe(false);
    expect(await opensslVerifies(reply, checkpoint, otherTsa.caCertPath)).toBe(false);
  });

  it("sends a version 1 request with a SHA-256 imprint, a 64-bit nonce and certReq, as openssl reads it", async () => {
    const sent: { body?: Uint8Array } = {};
    await requestTimestamp("http://tsa.invalid/", checkpoint, { fetch: answering(null, { status: 503 }, sent) }).catch(
      () => undefined,
    );
    const queryPath = join(work, "sent.tsq");
    await writeFile(queryPath, sent.body ?? new Uint8Array());
    const { stdout } = await run("openssl", ["ts", "-query", "-in", queryPath, "-text"]);
    const digest = await crypto.subtle.digest("SHA-256", checkpoint);
    // openssl prints the imprint as rows of 16 bytes: "0000 - 46 2a … 98 17-69 5a … f8 16   F*..."
    const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0"));
    const rows = [0, 16].map((at) => `${hex.slice(at, at + 8).join(" ")}-${hex.slice(at + 8, at + 16).join(" ")}`);
    expect(stdout).toContain("Version: 1");
    expect(stdout).toContain("Hash Algorithm: sha256");
    expect(stdout).toContain("Certificate required: yes");
    expect(stdout).toMatch(/Nonce: 0x[0-9A-F]{1,16}\n/);
    for (const row of rows) expect(stdout).toContain(row);
  });

  it("checks a token naming its signer the older way (SHA-1 ESSCertID), as openssl does", async () => {
    const olderTsa = await startOpensslTsa({ essCertIdAlg: "sha1" });
    try {
      const older = await requestTimestamp(olderTsa.url, checkpoint);
      expect(await opensslVerifies(older, checkpoint, olderTsa.caCertPath)).toBe(true);
      expect(await checkTimestamp(older, checkpoint, { trustedCertsPem: [olderTsa.caCertPem] })).toMatchObject({
        ok: true,
        chainChecked: true,
      });
    } finally {
      await olderTsa.stop();
    }
  }, 30_000);

  it("answers concurrent requests with one distinct serial number each", async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, () => requestTimestamp(tsa.url, checkpoint)));
    const serials = replies.map((der) => {
      const parsed = readTimestampReply(der);
      if (!parsed.granted) throw new Error("not granted");
      return parsed.tstInfo.serialNumber.toBigInt();
    });
    expect(new Set(serials).size).toBe(6);
  });
});

describe("checkTimestamp", () => {
  it("accepts the token for the checkpoint, chained to the TSA's CA, with its time and signer", async () => {
    const result = await checkTimestamp(reply, checkpoint, { trustedCertsPem: [tsa.caCertPem] });
    expect(result).toMatchObject({ ok: true, tsa: "O=Test, CN=Test TSA", chainChecked: true });
    if (!result.ok) return;
    expect(Math.abs(Date.parse(result.genTime) - Date.now())).toBeLessThan(60_000);
  });

  it("says the chain was not checked when given no trusted certificate", async () => {
    expect(await checkTimestamp(reply, checkpoint)).toMatchObject({ ok: true, chainChecked: false });
  });

  it("refuses the token for other bytes", async () => {
    const result = await checkTimestamp(reply, otherCheckpoint, { trustedCertsPem: [tsa.caCertPem] });
    expect(result).toEqual({ ok: false, reason: expect.stringContaining("other data") });
  });

  it("refuses a TSA whose certificate does not chain to the trusted one", async () => {
    const result = await checkTimestamp(reply, checkpoint, { trustedCertsPem: [otherTsa.caCertPem] });
    expect(result).toEqual({ ok: false, reason: expect.stringContaining("does not chain") });
  });

  it("refuses the reply with its signature's last byte flipped, as openssl does", async () => {
    const flipped = new Uint8Array(reply);
    flipped[flipped.length - 1]! ^= 0x01;
    expect(await checkTimestamp(flipped, checkpoint)).toMatchObject({ ok: false });
    expect(await opensslVerifies(flipped, checkpoint, tsa.caCertPath)).toBe(false);
  });

  it("refuses the reply with any byte of its signed TSTInfo flipped", async () => {
    const parsed = readTimestampReply(reply);
    if (!parsed.granted) throw new Error("not granted");
    const tstInfo = new Uint8Array(parsed.signedData.encapContentInfo.eContent!.getValue());
    const start = Buffer.from(reply).indexOf(Buffer.from(tstInfo));
    expect(start).toBeGreaterThan(0);
    const accepted: number[] = [];
    for (let i = start; i < start + tstInfo.length; i++) {
      const flipped = new Uint8Array(reply);
      flipped[i]! ^= 0x01;
      if ((await checkTimestamp(flipped, checkpoint)).ok) accepted.push(i - start);
    }
    expect(accepted).toEqual([]);
  });

  it("refuses a reply with bytes after it, and bytes that are no reply at all", async () => {
    expect(await checkTimestamp(new Uint8Array([...reply, 0]), checkpoint)).toMatchObject({ ok: false });
    expect(await checkTimestamp(encoder.encode("<html>hello</html>"), checkpoint)).toMatchObject({ ok: false });
    expect(await checkTimestamp(new Uint8Array(0), checkpoint)).toMatchObject({ ok: false });
  });
});

/** A self-signed EC P-256 certificate and its key, with these -addext extensions. */
async function selfSigned(name: string, extensions: string[]): Promise<{ certPem: string; keyPem: string }> {
  const keyPath = join(work, `${name}.key`);
  const certPath = join(work, `${name}.pem`);
  const addext = extensions.flatMap((extension) => ["-addext", extension]);
  await run("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:P-256",
    "-nodes",
    "-keyout",
    keyPath,
    "-out",
    certPath,
    "-days",
    "30",
    "-subj",
    `/CN=${name}`,
    ...addext,
  ]);
  return { certPem: await readFile(certPath, "utf8"), keyPem: await readFile(keyPath, "utf8") };
}

describe("checkTimestamp on tokens OpenSSL would not issue", () => {
  const timeStamping = "extendedKeyUsage=critical,timeStamping";

  it("accepts a well-made ECDSA token (the control for the refusals below)", async () => {
    const signer = await selfSigned("ecdsa-tsa", [timeStamping]);
    const forged = await signedTimestampReply({ data: checkpoint, ...signer });
    const control = await checkTimestamp(forged, checkpoint, { trustedCertsPem: [signer.certPem] });
    expect(control).toEqual({ ok: true, genTime: expect.any(String), tsa: "CN=ecdsa-tsa", chainChecked: true });
  });

  it("refuses a signer without the time-stamping EKU, or with it not critical", async () => {
    for (const [name, extensions] of [
      ["no-eku", []],
      ["eku-not-critical", ["extendedKeyUsage=timeStamping"]],
      ["eku-and-more", ["extendedKeyUsage=critical,timeStamping,codeSigning"]],
    ] as const) {
      const signer = await selfSigned(name, [...extensions]);
      const result = await checkTimestamp(await signedTimestampReply({ data: checkpoint, ...signer }), checkpoint);
      expect(result, name).toEqual({ ok: false, reason: expect.stringContaining("not limited to time-stamping") });
    }
  });

  it("refuses a token whose signed ESS attribute names another certificate, or is missing", async () => {
    const signer = await selfSigned("ess-tsa", [timeStamping]);
    const named = await signedTimestampReply({ data: checkpoint, ...signer, essCertPem: tsa.caCertPem });
    expect(await checkTimestamp(named, checkpoint)).toEqual({
      ok: false,
      reason: expect.stringContaining("signing-certificate"),
    });
    const missing = await signedTimestampReply({ data: checkpoint, ...signer, essCertPem: null });
    expect(await checkTimestamp(missing, checkpoint)).toEqual({
      ok: false,
      reason: expect.stringContaining("signing-certificate"),
    });
  });

  it("refuses a token signed by a key other than its certificate's", async () => {
    const signer = await selfSigned("key-a", [timeStamping]);
    const other = await selfSigned("key-b", [timeStamping]);
    const forged = await signedTimestampReply({ data: checkpoint, certPem: signer.certPem, keyPem: other.keyPem });
    expect(await checkTimestamp(forged, checkpoint)).toEqual({
      ok: false,
      reason: expect.stringContaining("signature does not verify"),
    });
  });
});

describe("requestTimestamp refuses a bad answer", () => {
  it("throws on an HTTP error", async () => {
    await expect(requestTimestamp(tsa.url, checkpoint, { fetch: answering("oops", { status: 500 }) })).rejects.toThrow(
      "HTTP 500",
    );
  });

  it("throws on a body that is not a timestamp reply", async () => {
    const html = answering("<html></html>", { status: 200, headers: { "content-type": "text/html" } });
    await expect(requestTimestamp(tsa.url, checkpoint, { fetch: html })).rejects.toThrow(
      "not application/timestamp-reply",
    );
    const garbage = answering("not DER at all", timestampReply);
    await expect(requestTimestamp(tsa.url, checkpoint, { fetch: garbage })).rejects.toThrow(
      "not an RFC 3161 TimeStampResp",
    );
  });

  it("throws on OpenSSL's rejection (a SHA-1 query it does not accept)", async () => {
    const dataPath = join(work, "rejected.bin");
    const queryPath = join(work, "rejected.tsq");
    await writeFile(dataPath, checkpoint);
    await run("openssl", ["ts", "-query", "-data", dataPath, "-sha1", "-cert", "-out", queryPath]);
    const response = await fetch(tsa.url, {
      method: "POST",
      headers: { "content-type": "application/timestamp-query" },
      body: await readFile(queryPath),
    });
    const rejection = new Uint8Array(await response.arrayBuffer());
    await expect(
      requestTimestamp(tsa.url, checkpoint, { fetch: answering(rejection, timestampReply) }),
    ).rejects.toThrow(/refused the timestamp: rejection \(2\)/);
  });

  it("throws on a replayed token (right bytes, another request's nonce)", async () => {
    await expect(requestTimestamp(tsa.url, checkpoint, { fetch: answering(reply, timestampReply) })).rejects.toThrow(
      "nonce",
    );
  });

  it("throws on a token for other bytes", async () => {
    const other = await requestTimestamp(tsa.url, otherCheckpoint);
    await expect(requestTimestamp(tsa.url, checkpoint, { fetch: answering(other, timestampReply) })).rejects.toThrow(
      "other data",
    );
  });

  it(`throws on a reply over ${MAX_REPLY_BYTES} bytes, declared or streamed`, async () => {
    const big = new Uint8Array(MAX_REPLY_BYTES + 1);
    await expect(requestTimestamp(tsa.url, checkpoint, { fetch: answering(big, timestampReply) })).rejects.toThrow(
      "larger than",
    );
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(16 * 1024));
      },
    });
    await expect(requestTimestamp(tsa.url, checkpoint, { fetch: answering(stream, timestampReply) })).rejects.toThrow(
      "larger than",
    );
  });

  it("gives up on a TSA that does not answer in time", async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    try {
      await expect(requestTimestamp(`http://127.0.0.1:${port}/`, checkpoint, { timeoutMs: 300 })).rejects.toThrow(
        "did not answer within 300 ms",
      );
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it("says a TSA that cannot be reached cannot be reached, without its address", async () => {
    const error = await requestTimestamp("http://127.0.0.1:1/", checkpoint).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("The TSA could not be reached.");
  });
});
