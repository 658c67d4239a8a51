import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  allows,
  checkLockfilePlatforms,
  main,
  resolveDependency,
  type LockEntry,
  type Lockfile,
} from "./check-lockfile-platforms";

const binary = (version: string, os: string, cpu: string, libc?: string): LockEntry => ({
  version,
  os: [os],
  cpu: [cpu],
  ...(libc ? { libc: [libc] } : {}),
});

/** A Rollup-shaped native package: one build per platform, Linux split by C library; plus vite's lone fsevents. */
function fakeLockfile(): Lockfile & { packages: Record<string, LockEntry> } {
  const builds: Record<string, LockEntry> = {
    "@fake/native-linux-x64-gnu": binary("1.2.3", "linux", "x64", "glibc"),
    "@fake/native-linux-x64-musl": binary("1.2.3", "linux", "x64", "musl"),
    "@fake/native-linux-arm64-gnu": binary("1.2.3", "linux", "arm64", "glibc"),
    "@fake/native-linux-arm64-musl": binary("1.2.3", "linux", "arm64", "musl"),
    "@fake/native-darwin-x64": binary("1.2.3", "darwin", "x64"),
    "@fake/native-darwin-arm64": binary("1.2.3", "darwin", "arm64"),
    "@fake/native-win32-x64-msvc": binary("1.2.3", "win32", "x64"),
    "@fake/native-win32-arm64-msvc": binary("1.2.3", "win32", "arm64"),
  };
  const packages: Record<string, LockEntry> = {
    "": { version: "0.0.0" },
    "node_modules/native": {
      version: "1.2.3",
      optionalDependencies: Object.fromEntries(Object.keys(builds).map((name) => [name, "1.2.3"])),
    },
    "node_modules/vite": { version: "7.0.0", optionalDependencies: { fsevents: "~2.3.3" } },
    "node_modules/fsevents": { version: "2.3.3", os: ["darwin"] },
  };
  for (const [name, entry] of Object.entries(builds)) packages[`node_modules/${name}`] = entry;
  return { lockfileVersion: 3, packages };
}

describe("check-lockfile-platforms", () => {
  it("passes a lockfile with a build of each native package for every target, and leaves a lone macOS-only package out", () => {
    const report = checkLockfilePlatforms(fakeLockfile());
    expect(report.problems).toEqual([]);
    expect(report.natives.map((native) => native.path)).toEqual(["node_modules/native"]);
    expect(report.natives[0]!.builds.map((build) => build.servedBy)).toEqual([
      ["node_modules/@fake/native-linux-x64-gnu"],
      ["node_modules/@fake/native-linux-x64-musl"],
      ["node_modules/@fake/native-linux-arm64-gnu"],
      ["node_modules/@fake/native-linux-arm64-musl"],
      ["node_modules/@fake/native-darwin-x64"],
      ["node_modules/@fake/native-darwin-arm64"],
      ["node_modules/@fake/native-win32-x64-msvc"],
      ["node_modules/@fake/native-win32-arm64-msvc"],
    ]);
  });

  it("fails when one platform's entry goes missing, naming the package and the platform", () => {
    const lockfile = fakeLockfile();
    delete lockfile.packages["node_modules/@fake/native-darwin-arm64"];
    expect(checkLockfilePlatforms(lockfile).problems).toEqual([
      "node_modules/native@1.2.3: no entry for its optional dependency @fake/native-darwin-arm64@1.2.3",
      "node_modules/native@1.2.3: no platform package for darwin-arm64",
    ]);
  });

  it("does not count macOS-only fsevents (no cpu) as the missing darwin-arm64 build", () => {
    const lockfile = fakeLockfile();
    lockfile.packages["node_modules/native"]!.optionalDependencies!.fsevents = "~2.3.2";
    delete lockfile.packages["node_modules/@fake/native-darwin-arm64"];
    delete lockfile.packages["node_modules/native"]!.optionalDependencies!["@fake/native-darwin-arm64"];
    expect(checkLockfilePlatforms(lockfile).problems).toEqual([
      "node_modules/native@1.2.3: no platform package for darwin-arm64",
    ]);
  });

  it("fails when only the glibc build of Linux is locked (musl systems such as Alpine get none)", () => {
    const lockfile = fakeLockfile();
    delete lockfile.packages["node_modules/@fake/native-linux-x64-musl"];
    delete lockfile.packages["node_modules/native"]!.optionalDependencies!["@fake/native-linux-x64-musl"];
    expect(checkLockfilePlatforms(lockfile).problems).toEqual([
      "node_modules/native@1.2.3: no platform package for linux-x64-musl",
    ]);
  });

  it("fails when a platform package is locked at another version than its parent pins", () => {
    const lockfile = fakeLockfile();
    lockfile.packages["node_modules/@fake/native-win32-x64-msvc"]!.version = "1.2.2";
    expect(checkLockfilePlatforms(lockfile).problems).toEqual([
      "node_modules/native@1.2.3: wants @fake/native-win32-x64-msvc@1.2.3, the lockfile has 1.2.2 at node_modules/@fake/native-win32-x64-msvc",
    ]);
  });

  it("fails when a lone platform part (a sharp binary's libvips) has no entry", () => {
    const lockfile = fakeLockfile();
    lockfile.packages["node_modules/@fake/native-darwin-arm64"]!.optionalDependencies = {
      "@fake/libvips-darwin-arm64": "1.0.0",
    };
    expect(checkLockfilePlatforms(lockfile).problems).toEqual([
      "node_modules/@fake/native-darwin-arm64@1.2.3: no entry for its optional dependency @fake/libvips-darwin-arm64@1.0.0",
    ]);
  });

  it("finds a nested copy before the hoisted one, as Node does", () => {
    const packages = {
      "node_modules/@esbuild/linux-x64": { version: "0.28.2" },
      "node_modules/drizzle-kit/node_modules/@esbuild/linux-x64": { version: "0.25.12" },
      "node_modules/drizzle-kit/node_modules/esbuild": { version: "0.25.12" },
    };
    expect(resolveDependency(packages, "node_modules/drizzle-kit/node_modules/esbuild", "@esbuild/linux-x64")).toBe(
      "node_modules/drizzle-kit/node_modules/@esbuild/linux-x64",
    );
    expect(resolveDependency(packages, "node_modules/esbuild", "@esbuild/linux-x64")).toBe(
      "node_modules/@esbuild/linux-x64",
    );
    expect(resolveDependency(packages, "node_modules/esbuild", "@esbuild/darwin-x64")).toBeNull();
  });

  it("reads os/cpu/libc lists as npm does", () => {
    expect(allows(undefined, "darwin")).toBe(true);
    expect(allows(["darwin"], "darwin")).toBe(true);
    expect(allows(["darwin"], "linux")).toBe(false);
    expect(allows(["!win32"], "linux")).toBe(true);
    expect(allows(["!win32"], "win32")).toBe(false);
    expect(allows(["glibc"], undefined)).toBe(true);
  });

  describe("main", () => {
    let dir = "";
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it("exits 1 on a lockfile with a gap and 0 on the repository's own", async () => {
      dir = await mkdtemp(join(tmpdir(), "lockfile-platforms-"));
      const lockfile = fakeLockfile();
      delete lockfile.packages["node_modules/@fake/native-win32-arm64-msvc"];
      const file = join(dir, "package-lock.json");
      await writeFile(file, JSON.stringify(lockfile));
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const logs = vi.spyOn(console, "log").mockImplementation(() => {});
      try {
        expect(main([file])).toBe(1);
        expect(errors.mock.calls.join("\n")).toContain("no platform package for win32-arm64");
        expect(main([join(dir, "absent.json")])).toBe(1);
        expect(main(["package-lock.json"])).toBe(0);
      } finally {
        errors.mockRestore();
        logs.mockRestore();
      }
    });
  });
});
