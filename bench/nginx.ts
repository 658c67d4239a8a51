/**
 * The static host a user would otherwise pick (issue #15): Debian's nginx serving the
 * same build/client with gzip_static, one worker, as the reference for our page rows.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type ServerProcess } from "./processes";

export interface NginxFound {
  binary: string;
  /** e.g. "nginx/1.22.1". */
  version: string;
}

/** Debian's /usr/sbin/nginx, or the first nginx on PATH. */
export const nginxCandidates = (searchPath = process.env.PATH ?? "") => ["/usr/sbin/nginx", ...searchPath.split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, "nginx"))];

/** The first of `candidates` that can run, with its version; undefined when there is none. */
export function findNginx(candidates = nginxCandidates()): NginxFound | undefined {
  const binary = candidates.find(isExecutable);
  if (!binary) return undefined;
  const { stdout, stderr } = spawnSync(binary, ["-v"], { encoding: "utf8" });
  return { binary, version: `${stdout}${stderr}`.match(/nginx\/[\d.]+/)?.[0] ?? "nginx" };
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * One master and one worker serving `root` on 127.0.0.1:`port`, as a static host
 * would: files as they are, `<file>.gz` beside them when the client takes gzip,
 * `<path>/index.html` for a page's path, no access log. Every path nginx would
 * write to is inside `dir`, so it needs nothing of the system's configuration.
 */
export function nginxConfig({ root, port, dir, runAsRoot }: { root: string; port: number; dir: string; runAsRoot: boolean }): string {
  const inDir = (name: string) => path.join(dir, name);
  return `${runAsRoot ? "user root;\n" : ""}daemon off;
master_process on;
worker_processes 1;
pid ${inDir("nginx.pid")};
error_log ${inDir("error.log")} warn;
events { worker_connections 1024; }
http {
  types {
    text/html html;
    text/css css;
    text/javascript js;
    application/json json;
    application/xml xml;
    text/plain txt;
    image/svg+xml svg;
    image/x-icon ico;
    image/png png;
    image/webp webp;
    image/avif avif;
    font/woff2 woff2;
  }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${inDir("body")};
  proxy_temp_path ${inDir("proxy")};
  fastcgi_temp_path ${inDir("fastcgi")};
  uwsgi_temp_path ${inDir("uwsgi")};
  scgi_temp_path ${inDir("scgi")};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
}

/** Starts nginx on `clientDir` (made absolute) and waits until `/` answers 200; `stop` also removes its folder. */
export async function startNginx(nginx: NginxFound, clientDir: string, port: number): Promise<ServerProcess> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  const config = path.join(dir, "nginx.conf");
  // As root, nginx's worker would otherwise run as "nobody", who may not read the build.
  writeFileSync(config, nginxConfig({ root: path.resolve(clientDir), port, dir, runAsRoot: process.getuid?.() === 0 }));
  try {
    const server = await startServer({ command: nginx.binary, args: ["-p", dir, "-c", config, "-e", "stderr"], env: process.env, port, readyPath: "/" });
    return {
      ...server,
      async stop() {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Which precompressed copies of `<clientDir>/index.html` exist: without `.gz`, gzip_static has nothing to send. */
export function precompressedHome(clientDir: string): { gz: boolean; br: boolean } {
  return { gz: existsSync(path.join(clientDir, "index.html.gz")), br: existsSync(path.join(clientDir, "index.html.br")) };
}
