/**
 * A page's first-load JavaScript, counted without a browser as Lighthouse's
 * `resource-summary` counts it (its "script" row, which the budget caps at 120 KB): every
 * script the page's HTML loads or preloads, and every module those import statically, each
 * at its transfer size, i.e. the compressed body plus the response's status line and
 * headers, as the server sends it to Chromium.
 *
 * Found in the HTML: `<script src>`, `<link rel="modulepreload">`, and in an inline module
 * script (the boot module app/lib/hydrate-after-first-paint.server.ts writes) its imports and
 * the list of URLs it preloads. Then each module's own `import … from` and `export … from`,
 * read from the file the server sends. What a page loads later by `import()` (a form near
 * the viewport, the toaster) is not counted: the first load's test beside this file shows
 * the two counts agree on a page.
 */
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import ts from "typescript";

/** What Chromium asks for on every request (seen on this machine's /usr/bin/chromium). */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** Every public page's first-load JavaScript, compressed as transferred, at most (decision 0004). */
export const FIRST_LOAD_SCRIPT_KB = 120;

/**
 * How far the count may be from Lighthouse's. Measured on every public page: equal to the
 * byte, but on / (the community page), where Lighthouse also counts the 0.3 KB of the canvas
 * worker the page starts once it has painted (a `new Worker`, not an import).
 */
export const SCRIPT_COUNT_MARGIN_KB = 1;

export interface ScriptTransfer {
  url: string;
  /** Bytes on the wire: status line, headers and the (compressed) body. */
  bytes: number;
}

/** The scripts the page at `url` loads first, each once, with its transfer size. */
export async function firstLoadScripts(url: string): Promise<ScriptTransfer[]> {
  const page = await get(url);
  const queue = scriptsInHtml(page.body.toString("utf8")).map((src) => new URL(src, url).href);
  const scripts = new Map<string, number>();
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (scripts.has(next)) continue;
    const script = await get(next);
    scripts.set(next, script.transferred);
    for (const specifier of staticImports(script.body.toString("utf8"))) queue.push(new URL(specifier, next).href);
  }
  return [...scripts].map(([scriptUrl, bytes]) => ({ url: scriptUrl, bytes }));
}

/** The sum of `firstLoadScripts`, in KB (1,024 bytes) as the budget reads it. */
export async function firstLoadScriptKb(url: string): Promise<number> {
  return (await firstLoadScripts(url)).reduce((sum, script) => sum + script.bytes, 0) / 1024;
}

/** The "script" row of a Lighthouse report's resource summary, in KB: what the budget reads. */
export function scriptTransferKb(lhr: { audits: Record<string, { details?: unknown } | undefined> }): number {
  const items = (
    lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
  )?.items;
  return (items?.find((item) => item.resourceType === "script")?.transferSize ?? 0) / 1024;
}

const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"/g;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"/g;
const INLINE_MODULE = /<script\b(?=[^>]*\btype="module")(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The scripts an HTML page loads or preloads, as written in it (relative or absolute). */
export function scriptsInHtml(html: string): string[] {
  return [
    ...[...html.matchAll(SCRIPT_SRC)].map((match) => match[1]!),
    ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
    ...[...html.matchAll(INLINE_MODULE)].flatMap((match) => bootModuleLoads(match[1]!)),
  ];
}

/**
 * An inline module's loads: its static imports, its `import("…")` calls, and the string
 * arrays it walks with `for … of` (the boot module adds a modulepreload link per entry).
 */
function bootModuleLoads(code: string): string[] {
  const loads: string[] = [...staticImports(code)];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      loads.push(node.arguments[0].text);
    }
    if (ts.isForOfStatement(node) && ts.isArrayLiteralExpression(node.expression)) {
      for (const element of node.expression.elements) if (ts.isStringLiteral(element)) loads.push(element.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(code));
  return loads;
}

/** The modules a module imports (or re-exports from) statically: what the browser fetches before running it. */
export function staticImports(code: string): string[] {
  return parse(code)
    .statements.filter((statement) => ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))
    .flatMap((statement) =>
      statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
        ? [statement.moduleSpecifier.text]
        : [],
    );
}

function parse(code: string): ts.SourceFile {
  return ts.createSourceFile("module.js", code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
}

/**
 * GETs `url` on a connection of its own and counts every byte read from it, as Chromium's
 * transfer size does; answers the body decoded.
 */
function get(url: string): Promise<{ body: Buffer; transferred: number }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { agent: false, headers: { "Accept-Encoding": ACCEPT_ENCODING, Connection: "keep-alive" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        const socket = response.socket;
        response.on("end", () => {
          const transferred = socket.bytesRead;
          socket.destroy();
          if (response.statusCode !== 200) return reject(new Error(`GET ${url}: ${response.statusCode}`));
          const encoded = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          if (encoding !== undefined && encoding !== "br" && encoding !== "gzip")
            return reject(new Error(`GET ${url}: unexpected Content-Encoding ${encoding}`));
          resolve({
            body:
              encoding === "br" ? brotliDecompressSync(encoded) : encoding === "gzip" ? gunzipSync(encoded) : encoded,
            transferred,
          });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}
