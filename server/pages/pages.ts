import { readdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { createRequestHandler, type AppLoadContext, type RequestHandler, type ServerBuild } from "react-router";
import type { DomainSite } from "#app/sites/registry.ts";
import { readConfig, type Config } from "../config";
import type { Database } from "../db/database";
import { readContentVersion } from "./content-version";
import { contentCacheRoutes, type CachedRoute } from "./cached-routes";
import { contentPageCache, type RenderedHtml } from "./content-pages";
import { createNonce, documentPolicy, hashInlineScripts, nonceSource } from "./csp";
import { buildForDomain } from "./domain-build";
import { respondWithPage, type EncodedPage } from "./encoded-page";
import { loadPrerenderedPages } from "./prerendered-pages";
import { placeholderOf, publicUrlRewriter } from "./public-urls";
import type { LiveSiteHosts } from "../hosts/live-site-hosts";
import type { PageHost } from "../hosts/site-hosts";
import { noteViewCounter, visitOf } from "../notes/views";
import { clientBuildDir } from "../paths";

/**
 * Everything that is not the API, fastest first:
 * 1. prerendered pages, from memory with their bodies, CSP and ETag made at start;
 * 2. files from the client build (hashed assets precompressed, fonts, favicon);
 * 3. pages whose HTML depends only on stored content (`handle.cache`), rendered once
 *    per content version and then served like prerendered ones;
 * 4. every other page rendered by React Router for its request, with a fresh CSP nonce.
 * A site's own domain (`c.var.pageHost`, server/hosts/host-routing.ts) has its own route
 * table (server/pages/domain-build.ts) and its own cached renders, and no prerendered
 * pages: those hold the shared host's links. Every page leaves with its URLs made public
 * (server/pages/public-urls.ts) before its CSP is computed.
 * `loadBuild` returns the server build: imported once in production, through Vite
 * (with hot reload, and no caching) in development. Loaders get the database and a
 * view counter bound to the request's visitor (`TRUST_PROXY_HOPS` says which address
 * that is, as for the API's rate limits).
 */
export function pageRoutes({
  database,
  loadBuild,
  mode,
  serveClientBuild,
  hosts,
  config = readConfig(),
}: {
  database: Database;
  /** The hosts served (server/hosts/live-site-hosts.ts): pages are made again when they change. */
  hosts: LiveSiteHosts;
  loadBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  serveClientBuild: boolean;
  config?: Pick<Config, "TRUST_PROXY_HOPS">;
}) {
  const app = new Hono();
  // What the current hosts make of pages: their public URLs (on the build's placeholder), which sites' pages
  // live on their own domains, and the prerendered pages made public. Made at start and again when the hosts change.
  const forHosts = async () => {
    const current = hosts.current();
    const withPublicUrls = publicUrlRewriter(current, placeholderOf(await loadBuild()));
    const prerendered = serveClientBuild
      ? await loadPrerenderedPages(clientBuildDir, (html) => withPublicUrls(html, current.sharedOrigin))
      : new Map<string, EncodedPage>();
    return { withPublicUrls, prerendered, sitesWithOwnDomain: current.domains.map((domain) => domain.site) };
  };
  let made: ReturnType<typeof forHosts>;
  const makeForHosts = () => {
    made = forHosts();
    // A failure (the build, a prerendered page's file) is each page request's 500, logged; never an unhandled rejection.
    made.catch(() => {});
  };
  makeForHosts();
  const contentPages =
    mode === "production"
      ? contentPageCache({ readVersion: () => readContentVersion(database.db), listen: database.listen })
      : undefined;
  // A page holds its URLs: when the hosts change, everything made from them is made again.
  hosts.onChange(() => {
    makeForHosts();
    contentPages?.forgetAll();
  });

  if (serveClientBuild) {
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      if (c.var.pageHost.site !== null) return next();
      // React Router matches paths whatever their case: so does this, or "/NATURLIV" would cost a render a request.
      const page = (await made).prerendered.get(c.req.path.toLowerCase());
      return page ? respondWithPage(page, pageRequest(c)) : next();
    });
    // A hashed asset is never revalidated (immutable): its modification date would be bytes for nothing.
    app.use("/assets/*", async (c, next) => {
      await next();
      c.res.headers.delete("Last-Modified");
    });
    app.use(
      "/assets/*",
      serveStatic({
        root: clientBuildDir,
        precompressed: true,
        // File names carry a content hash: they never change.
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    // Public files (favicon…), listed once: a page's path never costs a look on disk. Pages
    // are never read from disk: a prerendered page's file has no CSP of its own.
    const publicFiles = new Set(publicFilesOf(clientBuildDir));
    app.use("*", (c, next) => (publicFiles.has(c.req.path) ? serveClientFile(c, next) : next()));
  }

  // One request handler per host kind (the shared host, each site's own domain), made on first use from the current build.
  let current: { build: ServerBuild; handlers: Map<DomainSite | null, HostHandler> } | undefined;
  const handlerFor = (build: ServerBuild, site: DomainSite | null): HostHandler => {
    if (current?.build !== build) current = { build, handlers: new Map() };
    let handler = current.handlers.get(site);
    if (!handler) {
      const hostBuild = site === null ? build : buildForDomain(build, site);
      handler = { handle: createRequestHandler(hostBuild, mode), cachedRoute: contentCacheRoutes(hostBuild) };
      current.handlers.set(site, handler);
    }
    return handler;
  };

  app.all("*", async (c) => {
    const host = c.var.pageHost;
    const { handle, cachedRoute } = handlerFor(await loadBuild(), host.site);
    const { withPublicUrls, sitesWithOwnDomain } = await made;
    const pageHost = { ownDomain: host.site, sitesWithOwnDomain };

    // The path as sent: Hono's c.req.path is decoded already, and a decoded `\` or tab read as a URL again could name another host.
    const route =
      contentPages && (c.req.method === "GET" || c.req.method === "HEAD")
        ? cachedRoute(new URL(c.req.url).pathname)
        : null;
    if (contentPages && route) {
      const render = () =>
        renderForEveryone(handle, route, {
          database,
          pageHost,
          withPublicUrls: (html) => withPublicUrls(html, host.origin),
        });
      const result = await contentPages.get(`${host.site ?? "shared"}:${route.key}`, render);
      if ("page" in result) return respondWithPage(result.page, pageRequest(c));
      const { status, html, headers } = result.uncacheable;
      return new Response(c.req.method === "HEAD" ? null : html, { status, headers });
    }

    const nonce = createNonce();
    const countNoteView = (slug: string) =>
      noteViewCounter(database.db).count(slug, visitOf(c, config.TRUST_PROXY_HOPS));
    const response = await rewrittenForHost(
      await handle(c.req.raw, {
        db: database.db,
        countNoteView,
        cspNonce: nonce,
        pageHost,
        adminLanguage: c.get("adminLanguage"),
      }),
      host,
      withPublicUrls,
    );
    if (mode === "production" && response.headers.get("Content-Type")?.startsWith("text/html")) {
      response.headers.set("Content-Security-Policy", documentPolicy([nonceSource(nonce)]));
    }
    return response;
  });
  return app;
}

interface HostHandler {
  handle: RequestHandler;
  cachedRoute: (rawPathname: string) => CachedRoute | null;
}

/** Answers that can hold the placeholder origin: pages, React Router's data for the browser, the sitemap, robots.txt. */
const TEXT_ANSWER = /^(text\/(html|x-script|plain)|application\/xml)\b/;

/** A page handler's answer with its URLs made public for the host that serves it (server/pages/public-urls.ts). */
async function rewrittenForHost(
  response: Response,
  host: PageHost,
  withPublicUrls: (text: string, servingOrigin: string) => string,
): Promise<Response> {
  if (!response.body || !TEXT_ANSWER.test(response.headers.get("Content-Type") ?? "")) return response;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(withPublicUrls(await response.text(), host.origin), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

const serveClientFile = serveStatic({
  root: clientBuildDir,
  onFound: (_path, c) => c.header("Cache-Control", "public, max-age=0, must-revalidate"),
});

/** "/favicon.ico"…: every file of the client build but its pages and hashed assets (served above). */
function publicFilesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.html(\.br|\.gz)?$/.test(entry.name))
    .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .filter((file) => !file.startsWith("/assets/"));
}

function pageRequest(c: Context) {
  return {
    method: c.req.method,
    acceptEncoding: c.req.header("Accept-Encoding"),
    ifNoneMatch: c.req.header("If-None-Match"),
  };
}

/**
 * Renders a page as every visitor gets it: a bare GET of the route's own path (nothing
 * of the request that happened to come first: no path variant, query, cookie or header,
 * and a fixed origin, so no Host header can end up in a page served to others), with a
 * secret nonce that marks the scripts React and React Router wrote. Those become hashes
 * in its CSP. A render with another status than the route's is answered, never cached.
 */
async function renderForEveryone(
  handle: RequestHandler,
  route: CachedRoute,
  {
    database,
    pageHost,
    withPublicUrls,
  }: { database: Database; pageHost: AppLoadContext["pageHost"]; withPublicUrls: (html: string) => string },
): Promise<RenderedHtml> {
  const nonce = createNonce();
  const response = await handle(new Request(`http://localhost${route.renderPath}`), {
    db: database.db,
    countNoteView: () => {},
    cspNonce: nonce,
    pageHost,
  });
  // Public URLs first: the hashes are of the scripts as sent.
  const { html, hashes } = hashInlineScripts(withPublicUrls(await response.text()), nonce);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== "content-length") headers[name] = value;
  });
  headers["content-security-policy"] = documentPolicy(hashes);
  return { status: response.status, html, headers, cacheable: response.status === route.status };
}
