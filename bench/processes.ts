import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

export interface ServerProcess {
  child: ChildProcess;
  /** Where it answers, e.g. http://127.0.0.1:3300. */
  origin: string;
  /** Its resident memory now, in bytes (0 once it has exited). */
  rssBytes(): number;
  /** Its highest resident memory since it started (VmHWM), in bytes. */
  peakRssBytes(): number;
  /** CPU time it has used so far, all threads, in seconds. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/**
 * Starts a Node server as a child process (its own event loop, like production) and
 * waits until `readyPath` answers 200. Keeps the last lines it prints, to show them
 * when it fails to start.
 */
export async function startServer(options: {
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  readyPath: string;
  cwd?: string;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, options.args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 40) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const origin = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting (code ${child.exitCode}):\n${output.join("")}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer ${options.readyPath} within 60 s:\n${output.join("")}`);
    }
    const ready = await fetch(origin + options.readyPath).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    await sleep(200);
  }

  return {
    child,
    origin,
    rssBytes: () => statusField(child.pid, "VmRSS"),
    peakRssBytes: () => statusField(child.pid, "VmHWM"),
    cpuSeconds: () => cpuSeconds(child.pid),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const forced = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(forced);
    },
  };
}

/** A memory line of /proc/<pid>/status ("VmRSS:  123456 kB"), in bytes; 0 when unreadable. */
function statusField(pid: number | undefined, field: "VmRSS" | "VmHWM"): number {
  if (pid === undefined) return 0;
  try {
    const match = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

// Linux counts CPU time in ticks of 1/100 s (USER_HZ) on every common platform.
const TICKS_PER_SECOND = 100;

/** utime + stime of /proc/<pid>/stat (fields 14 and 15), in seconds. */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Watches a server during one run: samples its resident memory every 100 ms and
 * counts the CPU time it used. `stop` answers the highest sample and the CPU seconds.
 */
export function watchServer(server: ServerProcess): { stop(): { peakRssBytes: number; cpuSeconds: number } } {
  let peak = server.rssBytes();
  const cpuAtStart = server.cpuSeconds();
  const timer = setInterval(() => {
    peak = Math.max(peak, server.rssBytes());
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return { peakRssBytes: Math.max(peak, server.rssBytes()), cpuSeconds: server.cpuSeconds() - cpuAtStart };
    },
  };
}
