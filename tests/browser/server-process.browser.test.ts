import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildDir } from "#server/paths.ts";

// The production server as `npm start` runs it: one process, the embedded database.
const started: ChildProcess[] = [];

function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, [path.join(buildDir, "server/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
    },
  });
  started.push(child);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, exited, output: () => output };
}

async function waitHealthy(port: number) {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become healthy");
}

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

describe("the server process", () => {
  it("refuses a second process on the same embedded database, and stops cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "server-process-"));
    const first = startServer(45_731, dataDir);
    await waitHealthy(45_731);

    const second = startServer(45_732, dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by process/);
    expect((await fetch("http://127.0.0.1:45731/healthz")).status).toBe(200);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    // The data survived: a new process opens the same folder.
    const third = startServer(45_733, dataDir);
    await waitHealthy(45_733);
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
  });
});
