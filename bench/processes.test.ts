import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { processTree } from "#tests/support/process-tree.ts";
import { startServer } from "./processes";

describe("a server's process tree", () => {
  it("holds the spawned process and every descendant, not its siblings", () => {
    const parentOf = new Map([
      [1, 0],
      [100, 1],
      [101, 100],
      [102, 100],
      [103, 101],
      [200, 1],
    ]);
    const childrenOf = (pid: number) => [...parentOf].filter(([, parent]) => parent === pid).map(([child]) => child);
    expect(processTree(100, childrenOf)).toEqual([100, 101, 102, 103]);
    expect(processTree(999, childrenOf)).toEqual([999]);
  });

  it("finds a real child process and reads each process's peak RSS", async () => {
    const port = await freePort();
    // A primary that starts one child, as node:cluster does, then answers HTTP; the child ends when its stdin closes with the primary.
    const child = 'process.stdin.on("end", () => process.exit()).resume()';
    const primary = `
      require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(child)}], { stdio: ["pipe", "ignore", "ignore"] });
      require("node:http").createServer((_q, s) => s.end("ok")).listen(${port}, "127.0.0.1");`;
    const server = await startServer({
      name: "a primary with one child",
      args: ["-e", primary],
      env: process.env,
      port,
      readyPath: "/",
    });
    try {
      let peaks = server.peakRssByProcess();
      for (let tries = 0; peaks.length < 2 && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        peaks = server.peakRssByProcess();
      }
      expect(peaks.map((peak) => peak.role)).toEqual(["spawned", "descendant"]);
      expect(peaks[0]!.pid).toBe(server.child.pid);
      for (const peak of peaks) expect(peak.peakRssBytes).toBeGreaterThan(1024 * 1024);
    } finally {
      await server.stop();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
