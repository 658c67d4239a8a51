/**
 * The static host a user would otherwise pick: Debian's nginx, one worker, serving the
 * app's own pages as files (./page-copies.ts) with gzip_static and brotli_static, as the
 * reference for the app's page rows.
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
  /** The brotli_static module to load, when installed (Debian: libnginx-mod-http-brotli-static). */
  brotliStatic?: string;
}

/** Debian's /usr/sbin/nginx, or the first nginx on PATH. */
export const nginxCandidates = (searchPath = process.env.PATH ?? "") => [
  "/usr/sbin/nginx",
  ...searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, "nginx")),
];

/** Where Debian's package puts nginx's dynamic modules. */
export const DEBIAN_BROTLI_STATIC = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** The first of `candidates` that can run, with its version and its brotli_static module if any; undefined when there is none. */
export function findNginx(candidates = nginxCandidates(), brotliStatic = DEBIAN_BROTLI_STATIC): NginxFound | undefined {
  const binary = candidates.find(isExecutable);
  if (!binary) return undefined;
  const { stdout, stderr } = spawnSync(binary, ["-v"], { encoding: "utf8" });
  return {
    binary,
    version: `${stdout}${stderr}`.match(/nginx\/[\d.]+/)?.[0] ?? "nginx",
    ...(existsSync(brotliStatic) ? { brotliStatic } : {}),
  };
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
 * would: files as they are, `<file>.br` or `<file>.gz` beside them when the client
 * takes brotli or gzip (brotli only with the `brotliStatic` module), `<path>/index.html`
 * for a page's path, no access log. Every path nginx would write to is inside `dir`, so
 * it needs nothing of the system's configuration.
 */
export function nginxConfig({
  root,
  port,
  dir,
  runAsRoot,
  brotliStatic,
}: {
  root: string;
  port: number;
  dir: string;
  runAsRoot: boolean;
  brotliStatic?: string;
}): string {
  const inDir = (name: string) => path.join(dir, name);
  return `${brotliStatic ? `load_module ${brotliStatic};\n` : ""}${runAsRoot ? "user root;\n" : ""}daemon off;
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
    gzip_static on;${brotliStatic ? "\n    brotli_static on;" : ""}
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
}

/** Starts nginx on `root` (made absolute) and waits until `/` answers 200; `stop` also removes its folder. */
export async function startNginx(nginx: NginxFound, root: string, port: number): Promise<ServerProcess> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  const config = path.join(dir, "nginx.conf");
  // As root, nginx's worker would otherwise run as "nobody", who may not read the files.
  writeFileSync(
    config,
    nginxConfig({
      root: path.resolve(root),
      port,
      dir,
      runAsRoot: process.getuid?.() === 0,
      brotliStatic: nginx.brotliStatic,
    }),
  );
  try {
    const server = await startServer({
      name: nginx.version,
      command: nginx.binary,
      args: ["-p", dir, "-c", config, "-e", "stderr"],
      env: process.env,
      port,
      readyPath: "/",
    });
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
