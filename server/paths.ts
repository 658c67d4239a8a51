import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root, found by walking up to package.json. This works both from
 * the TypeScript sources (server/…) and from the bundled build (build/server/…),
 * so migrations and the client build are found wherever the server runs from.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find the project root (no package.json above the server).");
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsDir = path.join(projectRoot, "server/db/migrations");
export const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? "build");
export const clientBuildDir = path.join(buildDir, "client");
export const serverBuildFile = path.join(buildDir, "server/index.js");
