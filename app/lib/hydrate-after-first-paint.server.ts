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
 * After the rewrite the inline module waits for the first frame (requestAnimationFrame,
 * then a task: the paint happens in between), adds the same modulepreload links, so the
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

export function hydrateAfterFirstPaint(html: string): string {
  const boot = BOOT_MODULE.exec(html);
  if (!boot) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD_LINK)].map((match) => match[1]!);
  const [, attributes, module] = boot as unknown as [string, string, string];
  const routeImports = [...module.matchAll(STATIC_ROUTE_IMPORT)].map(([, name, url]) => ({ name: name!, url: url! }));
  const rest = module.replace(STATIC_ROUTE_IMPORT, "").replace(/^;\n/, "");
  const deferredBoot = [
    "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${routeImports.map((route) => route.name).join(", ")}] = await Promise.all([${routeImports.map((route) => `import(${route.url})`).join(", ")}]);`,
    rest.trim(),
  ].join("\n");
  return html
    .replace(MODULE_PRELOAD_LINK, "")
    .replace(BOOT_MODULE, () => `<script${attributes}>${deferredBoot}</script>`);
}
