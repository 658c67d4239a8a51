import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The documentation stays true: no tracked file cites something outside the repository,
 * every relative link in the README and docs/ leads somewhere, and every setting the server
 * reads is in `.env.example` and in the README's configuration table.
 */

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");

/** Citations of a tracker or of documents that are not in the repository: the rule or reason belongs where it applies. */
const CITATION = /issue #[0-9]+|spec \u00a7|contract \u00a7|shared\/spec\.md|\.\.\/shared\/|DEVELOPERS\.md/gi;

function trackedTextFiles(): string[] {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: projectRoot, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  return files.filter((file) => {
    if (file === "tests/docs.test.ts" || file.startsWith("node_modules/")) return false;
    const full = path.join(projectRoot, file);
    // A file moved or deleted in the working tree but not yet in the index.
    if (!existsSync(full) || !statSync(full).isFile()) return false;
    return !readFileSync(full).subarray(0, 8000).includes(0);
  });
}

describe("tracker citations", () => {
  it("no tracked file cites an issue, the spec or a document outside the repository", () => {
    const found: string[] = [];
    for (const file of trackedTextFiles()) {
      read(file)
        .split("\n")
        .forEach((line, index) => {
          for (const match of line.matchAll(CITATION)) found.push(`${file}:${index + 1}: ${match[0]}`);
        });
    }
    expect(found).toEqual([]);
  });
});

/** README.md and every Markdown file under docs/. */
function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(projectRoot, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return walk(relative);
      return entry.name.endsWith(".md") ? [relative] : [];
    });
  return ["README.md", ...walk("docs")];
}

const withoutFences = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");

/** The text outside code blocks and inline code: links there are examples, not links. */
const prose = (markdown: string) => withoutFences(markdown).replace(/`[^`\n]*`/g, "");

/** GitHub's anchors for a file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(file: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  for (const [, heading = ""] of withoutFences(read(file)).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const seen = counts.get(slug) ?? 0;
    counts.set(slug, seen + 1);
    anchors.add(seen === 0 ? slug : `${slug}-${seen}`);
  }
  return anchors;
}

describe("links in the README and docs/", () => {
  const files = markdownFiles();

  it("finds the topic files", () => {
    expect(files).toEqual(expect.arrayContaining(["README.md", "docs/architecture.md", "docs/development.md"]));
  });

  it.each(files)("%s: every relative link leads to a file, and every #anchor to a heading", (file) => {
    const broken: string[] = [];
    for (const [, target = ""] of prose(read(file)).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [linkPath = "", anchor] = target.split("#");
      const resolved = linkPath
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(linkPath)))
        : file;
      if (!existsSync(path.join(projectRoot, resolved))) {
        broken.push(`${target} (no ${resolved})`);
        continue;
      }
      if (anchor && resolved.endsWith(".md") && !headingAnchors(resolved).has(anchor)) {
        broken.push(`${target} (no heading #${anchor} in ${resolved})`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("settings", () => {
  /** Every key of the environment schema in server/config.ts (`const envSchema = z.object({ NAME: …, })`). */
  const config = read("server/config.ts");
  const schema = config.slice(
    config.indexOf("const envSchema = z.object({"),
    config.indexOf("\n});", config.indexOf("const envSchema")),
  );
  const settings = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map(([, name]) => name as string);
  /** Read by the build and `npm start` to find the build, not by server/config.ts. */
  const documented = [...settings, "BUILD_DIR"];

  it("reads the settings from server/config.ts", () => {
    expect(settings).toEqual(expect.arrayContaining(["PORT", "DATABASE_URL", "SITE_URL", "SMTP_URL"]));
    expect(settings.length).toBeGreaterThan(20);
  });

  it("every setting is in .env.example, and .env.example names no other", () => {
    const example = [...read(".env.example").matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name as string);
    expect(documented.filter((name) => !example.includes(name))).toEqual([]);
    expect(example.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it("every setting is in the README's configuration table, and the table names no other", () => {
    const readme = read("README.md");
    const start = readme.indexOf("\n## Configuration\n");
    expect(start).toBeGreaterThan(-1);
    const end = readme.indexOf("\n## ", start + 1);
    const section = readme.slice(start, end === -1 ? undefined : end);
    const rows = [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map(([, name]) => name as string);
    expect(documented.filter((name) => !rows.includes(name))).toEqual([]);
    expect(rows.filter((name) => !documented.includes(name))).toEqual([]);
  });
});
