/**
 * The app's pages as files for nginx, so both are measured on the same bytes: each page
 * fetched from the running app as it sends it, once per encoding (identity, gzip,
 * brotli), the body kept as it came over the wire, and written where nginx's try_files,
 * gzip_static and brotli_static look for it: `<root>/<path>/index.html` and its `.gz`
 * and `.br` beside it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { BenchFailure, peerOf } from "./checks";
import { sendOnce } from "./load";

const ENCODINGS = [
  { encoding: "identity", suffix: "", decode: (body: Buffer) => body },
  { encoding: "gzip", suffix: ".gz", decode: gunzipSync },
  { encoding: "br", suffix: ".br", decode: brotliDecompressSync },
] as const;

export interface CopiedPage {
  path: string;
  /** Each file written for it, e.g. { file: "felimar/index.html.br", encoding: "br", bytes: 15247 }. */
  files: Array<{ file: string; encoding: string; bytes: number }>;
}

/** The file nginx serves for a page's path: "/" → "index.html", "/felimar" → "felimar/index.html". */
export const pageFile = (pagePath: string) => path.posix.join(pagePath.replace(/^\/+/, ""), "index.html");

/**
 * Fetches each of `paths` from `app` in each encoding and writes it under `root`. Stops
 * the run when the app answers anything but 200, when it sends an encoding other than
 * the one asked for (an encoding it does not offer is left out), or when a compressed
 * copy does not decode to the identity one.
 */
export async function copyPages(
  app: { name: string; origin: string },
  paths: readonly string[],
  root: string,
): Promise<CopiedPage[]> {
  const copied: CopiedPage[] = [];
  for (const pagePath of paths) {
    const file = pageFile(pagePath);
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    const page: CopiedPage = { path: pagePath, files: [] };
    let identity: Buffer | undefined;
    for (const { encoding, suffix, decode } of ENCODINGS) {
      const answer = await sendOnce(app.origin, {
        method: "GET",
        path: pagePath,
        headers: { "Accept-Encoding": encoding },
      });
      const asked = `${pagePath} with Accept-Encoding: ${encoding}`;
      if (answer.status !== 200)
        throw new BenchFailure(
          `Copying the app's pages for nginx: ${peerOf(app)} answered ${asked} with ${answer.status}, not 200.`,
        );
      if (answer.encoding !== encoding) {
        if (encoding === "identity")
          throw new BenchFailure(
            `Copying the app's pages for nginx: ${peerOf(app)} answered ${asked} in ${answer.encoding}.`,
          );
        continue;
      }
      identity ??= answer.body;
      if (!decode(answer.body).equals(identity))
        throw new BenchFailure(
          `Copying the app's pages for nginx: ${peerOf(app)} answered ${asked} with another page than without encoding.`,
        );
      writeFileSync(path.join(root, file + suffix), answer.body);
      page.files.push({ file: file + suffix, encoding, bytes: answer.body.length });
    }
    copied.push(page);
  }
  return copied;
}
