import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Debian's package (`apt-get install caddy`): 2.6 on bookworm, whose Caddyfile syntax this file keeps to. */
export const CADDY_PATH = "/usr/bin/caddy";

const START_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;

export interface CaddyOptions {
  /** The app's port on 127.0.0.1, which Caddy proxies to. */
  upstreamPort: number;
  /** Caddy's on-demand TLS permission check: it asks `GET <askUrl>?domain=<name>` before each certificate. */
  askUrl: string;
}

export interface RunningCaddy {
  httpsPort: number;
  /** The root of Caddy's internal CA (`tls internal`), which signs every certificate it issues: trust only this. */
  rootCaPem: string;
  /** Kills Caddy and deletes its folder (its CA's keys with it). */
  stop(): Promise<void>;
}

/**
 * The Caddyfile the TLS test runs, as docs/domains-and-tls.md's production one but for its CA and ports:
 * certificates from Caddy's own CA (`local_certs`, `tls internal`), made on demand for
 * whatever name a client sends once the app's permission check says yes, never installed
 * into the system's trust store; no admin endpoint; only loopback.
 */
export function testCaddyfile({
  upstreamPort,
  askUrl,
  httpPort,
  httpsPort,
}: CaddyOptions & { httpPort: number; httpsPort: number }): string {
  return `{
	admin off
	local_certs
	skip_install_trust
	default_bind 127.0.0.1
	http_port ${httpPort}
	https_port ${httpsPort}
	on_demand_tls {
		ask ${askUrl}
	}
}

https:// {
	tls internal {
		on_demand
	}
	reverse_proxy 127.0.0.1:${upstreamPort}
}
`;
}

/**
 * Starts the real Caddy in front of an app, in a fresh temporary folder that holds its
 * Caddyfile and, through HOME and the XDG folders, its data: the internal CA is made
 * there at start. Resolves once Caddy accepts connections on its https port; rejects
 * with Caddy's own output when it exits or does not get there in 15 s.
 */
export async function startCaddy(options: CaddyOptions): Promise<RunningCaddy> {
  if (!existsSync(CADDY_PATH)) throw new Error(`Caddy is not installed at ${CADDY_PATH}: apt-get install -y caddy`);
  const dir = await mkdtemp(join(tmpdir(), "caddy-"));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const caddyfile = join(dir, "Caddyfile");
  await writeFile(caddyfile, testCaddyfile({ ...options, httpPort, httpsPort }));

  const caddy = spawn(CADDY_PATH, ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: join(dir, "data"), XDG_CONFIG_HOME: join(dir, "config") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  caddy.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  caddy.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => caddy.once("exit", () => resolve()));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const stop = async () => {
    if (!hasExited) {
      caddy.kill("SIGTERM");
      const killed = setTimeout(() => caddy.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(killed);
    }
    await rm(dir, { recursive: true, force: true });
  };

  const rootCaFile = join(dir, "data", "caddy", "pki", "authorities", "local", "root.crt");
  const deadline = Date.now() + START_TIMEOUT_MS;
  // The CA is made while Caddy loads its configuration, before any listener opens.
  while (!(existsSync(rootCaFile) && (await accepts(httpsPort)))) {
    if (hasExited || Date.now() > deadline) {
      await stop();
      throw new Error(
        `Caddy did not start${hasExited ? ` (it exited with ${caddy.exitCode})` : " within 15 s"}:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { httpsPort, rootCaPem: await readFile(rootCaFile, "utf8"), stop };
}

/** A port nothing listens on now (the kernel's pick; Caddy takes it a moment later). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
