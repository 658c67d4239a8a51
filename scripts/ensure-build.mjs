// Builds the app when the build is missing or older than its sources, so
// `npm start` and `npm test` work on a fresh clone and after any edit.
import { execSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCES = ["app", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const STAMP = path.join(BUILD_DIR, ".stamp.json");

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

function currentInputs() {
  return { sourcesMtime: Math.max(...SOURCES.map(newestMtime)) };
}

export function ensureBuild() {
  const inputs = currentInputs();
  const stamp = existsSync(STAMP) ? JSON.parse(readFileSync(STAMP, "utf8")) : null;
  const upToDate = existsSync(path.join(BUILD_DIR, "server/main.js")) && stamp?.sourcesMtime === inputs.sourcesMtime;
  if (upToDate) return;
  console.log("Building the app (sources changed or no build yet)…");
  // NODE_ENV=test (set by Vitest) would bundle React's development build.
  execSync("npm run build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  writeFileSync(STAMP, JSON.stringify(inputs));
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
