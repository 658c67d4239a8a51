import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A TimeStampReq is ~60 bytes; anything near this is not one. */
const MAX_QUERY_BYTES = 16 * 1024;

export interface OpensslTsa {
  /** POST a TimeStampReq here (`application/timestamp-query`). */
  url: string;
  caCertPem: string;
  /** For `openssl ts -verify -CAfile`. */
  caCertPath: string;
  tsaCertPath: string;
  /** Closes the server and deletes the keys and certificates. */
  stop(): Promise<void>;
}

async function openssl(args: string[], cwd: string): Promise<void> {
  await run("openssl", args, { cwd, timeout: 30_000 });
}

export interface OpensslTsaOptions {
  /**
   * How the token names its signer: "sha256" a SigningCertificateV2 (RFC 5816, the
   * default), "sha1" the original SigningCertificate (RFC 2634), as older TSAs send.
   */
  essCertIdAlg?: "sha1" | "sha256";
}

function tsaConfig(dir: string, essCertIdAlg: string): string {
  return `[tsa]
default_tsa = tsa_config

[tsa_config]
dir = ${dir}
serial = $dir/serial
crypto_device = builtin
signer_cert = $dir/tsa.pem
certs = $dir/ca.pem
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = 1.3.6.1.4.1.99999.1
digests = sha256, sha384, sha512
accuracy = secs:1
ordering = no
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = ${essCertIdAlg}
`;
}

/** A CA (EC P-256) and a TSA certificate it issues (RSA 2048, critical EKU timeStamping), as a real TSA has. */
async function makeCertificates(dir: string, essCertIdAlg: string): Promise<void> {
  await openssl(
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-keyout",
      "ca.key",
      "-out",
      "ca.pem",
      "-days",
      "3650",
      "-subj",
      "/O=Test/CN=Test Timestamp Root",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
      "-addext",
      "keyUsage=critical,keyCertSign,cRLSign",
    ],
    dir,
  );
  await openssl(
    ["req", "-newkey", "rsa:2048", "-nodes", "-keyout", "tsa.key", "-out", "tsa.csr", "-subj", "/O=Test/CN=Test TSA"],
    dir,
  );
  await writeFile(
    join(dir, "tsa.ext"),
    "basicConstraints = critical,CA:FALSE\nkeyUsage = critical,digitalSignature\nextendedKeyUsage = critical,timeStamping\n" +
      "subjectKeyIdentifier = hash\nauthorityKeyIdentifier = keyid\n",
  );
  await openssl(
    [
      "x509",
      "-req",
      "-in",
      "tsa.csr",
      "-CA",
      "ca.pem",
      "-CAkey",
      "ca.key",
      "-CAcreateserial",
      "-days",
      "3650",
      "-sha256",
      "-extfile",
      "tsa.ext",
      "-out",
      "tsa.pem",
    ],
    dir,
  );
  await writeFile(join(dir, "serial"), "01\n");
  await writeFile(join(dir, "tsa.cnf"), tsaConfig(dir, essCertIdAlg));
}

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_QUERY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * OpenSSL's own RFC 3161 authority (`openssl ts -reply`) behind a small HTTP server on
 * 127.0.0.1 and a free port, in a fresh temporary folder. `openssl ts -reply` reads and
 * rewrites the serial file, so replies are made one at a time (a queue): concurrent
 * requests all get distinct serial numbers.
 */
export async function startOpensslTsa({ essCertIdAlg = "sha256" }: OpensslTsaOptions = {}): Promise<OpensslTsa> {
  const dir = await mkdtemp(join(tmpdir(), "openssl-tsa-"));
  try {
    await makeCertificates(dir, essCertIdAlg);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  let queue: Promise<unknown> = Promise.resolve();
  let requestCount = 0;

  async function reply(query: Buffer): Promise<Buffer> {
    const id = ++requestCount;
    const queryPath = join(dir, `query-${id}.tsq`);
    const replyPath = join(dir, `reply-${id}.tsr`);
    await writeFile(queryPath, query);
    try {
      await openssl(
        [
          "ts",
          "-reply",
          "-config",
          "tsa.cnf",
          "-queryfile",
          queryPath,
          "-inkey",
          "tsa.key",
          "-signer",
          "tsa.pem",
          "-out",
          replyPath,
        ],
        dir,
      );
      return await readFile(replyPath);
    } finally {
      await rm(queryPath, { force: true });
      await rm(replyPath, { force: true });
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== "POST") return void response.writeHead(405, { allow: "POST" }).end();
    if (request.headers["content-type"] !== "application/timestamp-query") return void response.writeHead(415).end();
    const query = await readBody(request);
    if (!query) return void response.writeHead(413).end();
    const answer = queue.then(() => reply(query));
    queue = answer.catch(() => undefined);
    try {
      const body = await answer;
      response
        .writeHead(200, { "content-type": "application/timestamp-reply", "content-length": body.length })
        .end(body);
    } catch {
      // openssl could not read the query: not a TimeStampReq.
      response.writeHead(400, { "content-type": "text/plain" }).end("bad query");
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    caCertPem: await readFile(join(dir, "ca.pem"), "utf8"),
    caCertPath: join(dir, "ca.pem"),
    tsaCertPath: join(dir, "tsa.pem"),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
