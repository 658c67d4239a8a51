import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { defersScriptsUntilPaint, hydrateAfterFirstPaint } from "./lib/hydrate-after-first-paint.server";
import { NonceProvider } from "./lib/nonce";
import { OwnDomainProvider } from "./lib/own-domain";

export const streamTimeout = 5_000;

/** How the server learns the build's placeholder origin, to make the URLs of its pages public (server/pages/public-urls.ts). */
export { PUBLIC_ORIGIN_PLACEHOLDER as publicOriginPlaceholder } from "./lib/public-origin";

/**
 * Renders every page (server-rendered and prerendered) to one complete HTML
 * document. Our pages stream nothing late, so waiting for all of it costs no
 * time, and a whole document lets us defer a public page's client scripts until after
 * the first paint (see hydrate-after-first-paint.server.ts; the back office loads its
 * scripts at once, as React Router writes them). The server gives each render
 * a secret nonce (`cspNonce`): React, React Router and the boot script put it on every
 * inline script they write, and the page's CSP trusts those only (server/pages/csp.ts).
 * On a site's own domain, its links are rendered for that domain (app/lib/own-domain.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce;
  // Prerendering passes an empty context: those pages are the shared host's.
  const ownDomain = (loadContext as Partial<AppLoadContext> | undefined)?.pageHost?.ownDomain ?? null;
  const deferScripts = defersScriptsUntilPaint(new URL(request.url).pathname);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const page = (
      <NonceProvider value={nonce}>
        <OwnDomainProvider value={ownDomain}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </OwnDomainProvider>
      </NonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("error", reject);
        body.on("end", () => {
          clearTimeout(timeout);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const html = Buffer.concat(chunks).toString("utf8");
          resolve(
            new Response(deferScripts ? hydrateAfterFirstPaint(html) : html, { status, headers: responseHeaders }),
          );
        });
        pipe(body);
      },
      onShellError(error) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error) {
        status = 500;
        // Errors in the shell reject above and React Router logs them; log only later ones.
        if (shellRendered) console.error(error);
      },
    });
  });
}
