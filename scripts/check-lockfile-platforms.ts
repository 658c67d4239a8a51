/**
 * Fails when package-lock.json cannot install a native binary on one of the platforms we
 * develop and deploy on (Linux glibc and musl, macOS, Windows; x64 and arm64):
 *
 *   npx tsx scripts/check-lockfile-platforms.ts [path/to/package-lock.json]
 *
 * npm only installs what the lockfile lists: a lockfile written by an npm that left out
 * other platforms' optional packages gives a Mac no Rollup, Tailwind or sharp binary,
 * and `npm ci` there still "succeeds". Two checks, both read from the lockfile alone:
 *
 * 1. Every optional dependency any package declares has an entry (a platform package
 *    whose entry went missing is still named in its parent's `optionalDependencies`),
 *    at the exact version the parent pins.
 * 2. Every native package (one whose optional dependencies hold two or more builds,
 *    packages that name both their `os` and their `cpu`: rollup, @tailwindcss/oxide,
 *    lightningcss, each esbuild, sharp) has a build for each target in TARGETS. A lone
 *    build is a part, not a set of builds (a sharp binary's libvips); a package naming
 *    only its os or only its cpu is an extra, not a build: rollup's and vite's `fsevents`
 *    (os darwin) must not stand in for a missing rollup-darwin-arm64. Check 1 covers both.
 *
 * Exit code 0 when both hold, 1 with one line per gap otherwise.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

export interface Target {
  os: string;
  cpu: string;
  libc?: "glibc" | "musl";
}

/** Linux (both C libraries, as Debian and Alpine images differ), macOS and Windows, each on x64 and arm64. */
export const TARGETS: readonly Target[] = [
  { os: "linux", cpu: "x64", libc: "glibc" },
  { os: "linux", cpu: "x64", libc: "musl" },
  { os: "linux", cpu: "arm64", libc: "glibc" },
  { os: "linux", cpu: "arm64", libc: "musl" },
  { os: "darwin", cpu: "x64" },
  { os: "darwin", cpu: "arm64" },
  { os: "win32", cpu: "x64" },
  { os: "win32", cpu: "arm64" },
];

export interface LockEntry {
  version?: string;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

export interface Lockfile {
  lockfileVersion?: number;
  packages?: Record<string, LockEntry>;
}

export interface NativePackage {
  path: string;
  version: string | undefined;
  /** Each target, with the lockfile paths of the platform packages that serve it (none: a gap). */
  builds: { target: Target; servedBy: string[] }[];
}

export interface PlatformReport {
  natives: NativePackage[];
  problems: string[];
}

export const targetName = (target: Target) => `${target.os}-${target.cpu}${target.libc ? `-${target.libc}` : ""}`;

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

/**
 * npm's rule for an `os`/`cpu`/`libc` list: "!value" excludes, plain values allow only
 * themselves, an absent list allows everything.
 */
export function allows(list: readonly string[] | undefined, value: string | undefined): boolean {
  if (!list || list.length === 0 || value === undefined) return true;
  if (list.includes(`!${value}`)) return false;
  const allowed = list.filter((item) => !item.startsWith("!"));
  return allowed.length === 0 || allowed.includes(value);
}

export const servesTarget = (entry: LockEntry, target: Target) =>
  allows(entry.os, target.os) && allows(entry.cpu, target.cpu) && allows(entry.libc, target.libc);

const isBuild = (entry: LockEntry) => Boolean(entry.os?.length && entry.cpu?.length);

/** Where Node finds `name` required from the package at `from`: its own node_modules, then each parent's, up to the root. */
export function resolveDependency(packages: Record<string, LockEntry>, from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const nested = base.lastIndexOf("/node_modules/");
    base = nested === -1 ? "" : base.slice(0, nested);
  }
}

export function checkLockfilePlatforms(lockfile: Lockfile, targets: readonly Target[] = TARGETS): PlatformReport {
  const packages = lockfile.packages;
  if (!packages)
    return { natives: [], problems: ["The lockfile has no `packages` map (lockfileVersion 2 or 3 needed)."] };
  const problems: string[] = [];
  const natives: NativePackage[] = [];

  for (const [path, entry] of Object.entries(packages)) {
    const builds: { path: string; entry: LockEntry }[] = [];
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const found = resolveDependency(packages, path, name);
      const label = path || "the root package";
      if (!found) {
        problems.push(`${label}@${entry.version ?? "?"}: no entry for its optional dependency ${name}@${spec}`);
        continue;
      }
      const dependency = packages[found]!;
      if (EXACT_VERSION.test(spec) && dependency.version !== spec) {
        problems.push(
          `${label}@${entry.version ?? "?"}: wants ${name}@${spec}, the lockfile has ${dependency.version ?? "no version"} at ${found}`,
        );
      }
      if (isBuild(dependency)) builds.push({ path: found, entry: dependency });
    }
    if (builds.length < 2) continue;

    const coverage = targets.map((target) => ({
      target,
      servedBy: builds.filter((build) => servesTarget(build.entry, target)).map((build) => build.path),
    }));
    natives.push({ path, version: entry.version, builds: coverage });
    for (const build of coverage) {
      if (build.servedBy.length === 0)
        problems.push(`${path}@${entry.version ?? "?"}: no platform package for ${targetName(build.target)}`);
    }
  }
  return { natives, problems };
}

const packageName = (path: string) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);

export function formatReport(report: PlatformReport): string {
  const lines = report.natives.map((native) => {
    const builds = native.builds.map(
      (build) =>
        `${targetName(build.target)}: ${build.servedBy.length ? build.servedBy.map(packageName).join(", ") : "MISSING"}`,
    );
    return `${native.path}@${native.version ?? "?"}\n  ${builds.join("\n  ")}`;
  });
  lines.push(
    report.problems.length === 0
      ? `Every native package (${report.natives.length}) has a build for each of ${TARGETS.length} targets.`
      : `${report.problems.length} gap(s) in the lockfile:\n  ${report.problems.join("\n  ")}`,
  );
  return lines.join("\n");
}

export function main(argv: readonly string[]): number {
  const file = argv[0] ?? "package-lock.json";
  let lockfile: Lockfile;
  try {
    lockfile = JSON.parse(readFileSync(file, "utf8")) as Lockfile;
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const report = checkLockfilePlatforms(lockfile);
  const text = formatReport(report);
  if (report.problems.length === 0) console.log(text);
  else console.error(text);
  return report.problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
