import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { publicPages } from "#app/public-pages.ts";
import { setupBrowserHarness } from "../support/browser-harness";
import { urlPoster, writeNote } from "../support/note-writer";

const harness = setupBrowserHarness({ NOTES_RATE_LIMIT_CLIENT_MAX: 1000 });

// The W3C Nu HTML checker's jar, as npm vnu-jar ships it; run on the system's Java (.ci/run installs it).
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Runs the checker once over every file: the JVM alone takes ~2 s to start, so one
 * run for all pages (~15) keeps the test near 10 s. `--errors-only`: the rule is zero
 * errors; warnings ("info") are advice, left to a person reading them.
 * The checker exits 1 when it finds errors, so its exit code is not the verdict: the
 * JSON on stdout is.
 */
function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // Language detection only ever adds warnings: off, it saves seconds. The quick JIT alone (C1)
    // checked a file in 1.6 s instead of 5 s on this 2-core machine; its deeper frames need a
    // larger thread stack than the default (vnu asks for at least 512 KB; 4 MB passes).
    const args = [
      "-Xss4m",
      "-XX:TieredStopAtLevel=1",
      "-jar",
      vnuJar,
      "--format",
      "json",
      "--errors-only",
      "--no-langdetect",
      "--stdout",
      ...files,
    ];
    execFile("java", args, { maxBuffer: 16 * 1024 * 1024, timeout: 60_000 }, (error, stdout, stderr) => {
      if (!stdout.trim())
        return reject(
          new Error(
            `vnu gave no report (is Java installed? .ci/run installs default-jre-headless): ${error?.message ?? ""} ${stderr}`,
          ),
        );
      resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
    });
  });
}

/** The HTML as the server sends it (before any script runs), which is what the checker reads. */
async function pageHtml(path: string, expectedStatus: number): Promise<string> {
  const response = await fetch(harness().baseUrl + path);
  expect(response.status, path).toBe(expectedStatus);
  expect(response.headers.get("Content-Type"), path).toMatch(/^text\/html/);
  return response.text();
}

describe("W3C Nu HTML checker", () => {
  let folder: string | undefined;
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("finds no error on any public page, on a public and a private note, the missing-slug page and the 404 page", async () => {
    const poster = urlPoster(harness().baseUrl);
    const publicNote = await writeNote(poster, {
      content: "A note for the HTML checker.\nSecond line.",
      pace: "instant",
    });
    const privateNote = await writeNote(poster, {
      content: "A private note.",
      pace: "instant",
      passphrase: "correct horse battery",
      passphraseHint: "a horse",
    });

    const pages: Array<{ path: string; status: number }> = [
      ...publicPages.map(({ path }) => ({ path, status: 200 })),
      { path: `/writtenbyhuman/note/${publicNote.slug}`, status: 200 },
      { path: `/writtenbyhuman/note/${privateNote.slug}`, status: 200 },
      { path: "/writtenbyhuman/note", status: 404 },
      { path: "/no-such-page", status: 404 },
    ];
    folder = await mkdtemp(join(tmpdir(), "html-validity-"));
    const fileOf = new Map<string, string>();
    for (const [index, { path, status }] of pages.entries()) {
      const file = join(folder, `${index}-${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.html`);
      await writeFile(file, await pageHtml(path, status));
      fileOf.set(file, path);
    }

    const messages = await runVnu([...fileOf.keys()]);
    const errors = messages
      .filter(
        (message) => message.type === "error" || message.subType === "fatal" || message.type === "non-document-error",
      )
      .map((message) => {
        const path = message.url ? (fileOf.get(fileURLToPath(message.url)) ?? message.url) : "?";
        return `${path}:${message.lastLine ?? "?"}: ${message.message}${message.extract ? `  «${message.extract.trim().slice(0, 120)}»` : ""}`;
      });
    expect(errors).toEqual([]);
  });
});
