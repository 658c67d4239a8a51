/**
 * Rewrites the HTML React Router renders so the page paints before any of its
 * JavaScript is fetched.
 *
 * React Router's `<Scripts />` emits `<link rel="modulepreload">` for every chunk and
 * an inline module that statically imports the route modules and then the client
 * entry. The browser fetches all of that alongside the CSS, runs it, and only then
 * gets round to painting: on a slow phone the hero text waits for about 110 KB of
 * script and for hydration. Our pages are server-rendered and readable without
 * JavaScript, so nothing needs the scripts before the first paint.
 *
 * After the rewrite the inline module waits for the first contentful paint, then a task,
 * adds the same modulepreload links, so the
 * chunks still load in parallel rather than import by import, imports the route modules
 * and hydrates exactly as before. The boot script stays inline with its attributes,
 * so it keeps the render's nonce and the CSP trusts it like any other of ours.
 *
 * The shapes matched here are React Router 7.18's (pinned exactly in package.json);
 * the unit test beside this file and every browser test (they wait for hydration) fail
 * if an upgrade changes them.
 */
const MODULE_PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
// Its attributes (type, async and the render's nonce) are kept as React Router wrote them.
const BOOT_MODULE = /<script(\b[^>]*\btype="module"[^>]*)>([\s\S]*?)<\/script>/;
const STATIC_ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm;

/**
 * Resolves once the page has painted text or an image (or after 3 s, whatever happened). The first frame alone is not enough: while a web font is still in its
 * block period the first frame paints its text invisible, the scripts arrived and
 * hydrated, and the text appeared only after that long task (CI: Lighthouse LCP 2.2 s
 * on /, where a paint before the scripts measures 1.5 s). Without Paint Timing, the
 * first frame (an animation frame, then a task: the paint happens in between).
 */
const WAIT_FOR_FIRST_CONTENTFUL_PAINT = `await new Promise((resolve) => {
  const go = () => setTimeout(resolve);
  setTimeout(resolve, 3000);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(go);
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    go();
  }).observe({ type: "paint", buffered: true });
});`;

export function hydrateAfterFirstPaint(html: string): string {
  const boot = BOOT_MODULE.exec(html);
  if (!boot) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD_LINK)].map((match) => match[1]!);
  const [, attributes, module] = boot as unknown as [string, string, string];
  const routeImports = [...module.matchAll(STATIC_ROUTE_IMPORT)].map(([, name, url]) => ({ name: name!, url: url! }));
  const rest = module.replace(STATIC_ROUTE_IMPORT, "").replace(/^;\n/, "");
  const deferredBoot = [
    WAIT_FOR_FIRST_CONTENTFUL_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${routeImports.map((route) => route.name).join(", ")}] = await Promise.all([${routeImports.map((route) => `import(${route.url})`).join(", ")}]);`,
    rest.trim(),
  ].join("\n");
  return html
    .replace(MODULE_PRELOAD_LINK, "")
    .replace(BOOT_MODULE, () => `<script${attributes}>${deferredBoot}</script>`);
}

/**
 * Whether a document's scripts wait for its first paint. Public pages are read before
 * anything is clicked, so the wait buys their text an earlier paint. The back office is
 * not: its pages render their data in the browser, so until the scripts run there is only
 * a shell to paint, and on a phone (whose header has little text) the wait lasted its full
 * 3 s. Its documents keep React Router's modulepreload links and boot module as written.
 */
export function defersScriptsUntilPaint(pathname: string): boolean {
  return !(pathname === "/admin" || pathname.startsWith("/admin/"));
}
