import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { processTree, statFields } from "#tests/support/process-tree.ts";
import { setTimeout as sleep } from "node:timers/promises";

export interface ServerProcess {
  /** What answers, for messages: e.g. "app, 1 worker", "nginx/1.22.1". */
  name: string;
  child: ChildProcess;
  /** Where it answers, e.g. http://127.0.0.1:3300. */
  origin: string;
  /** The spawned process and its descendants: a cluster's primary and workers, nginx's master and worker. */
  pids(): number[];
  /** Highest resident memory (VmHWM) of each process of the tree since it started. */
  peakRssByProcess(): ProcessPeak[];
  /** CPU time the whole tree has used so far, all threads, in seconds. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

export interface ProcessPeak {
  pid: number;
  /** The process the bench spawned (a cluster's primary), or one of its descendants (the workers). */
  role: "spawned" | "descendant";
  peakRssBytes: number;
}

/**
 * Starts a server as a child process (its own event loop, like production; Node
 * unless `command` says otherwise) and waits until `readyPath` answers 200. Keeps
 * the last lines it prints, and the last status `readyPath` answered, to show them
 * when it fails to start.
 */
export async function startServer(options: {
  name: string;
  command?: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  readyPath: string;
  cwd?: string;
}): Promise<ServerProcess> {
  const child = spawn(options.command ?? process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
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
  let lastAnswer = "no answer";
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${options.name} exited while starting (code ${child.exitCode}):\n${output.join("")}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(
        `${options.name} did not answer ${origin}${options.readyPath} with 200 within 60 s (last: ${lastAnswer}):\n${output.join("")}`,
      );
    }
    const status = await fetch(origin + options.readyPath).then(
      (response) => response.status,
      () => undefined,
    );
    if (status === 200) break;
    if (status !== undefined) lastAnswer = `status ${status}`;
    await sleep(200);
  }

  const pids = () => (child.pid === undefined || child.exitCode !== null ? [] : processTree(child.pid));
  return {
    name: options.name,
    child,
    origin,
    pids,
    peakRssByProcess: () =>
      pids().map((pid) => ({
        pid,
        role: pid === child.pid ? "spawned" : "descendant",
        peakRssBytes: statusField(pid, "VmHWM"),
      })),
    cpuSeconds: () => pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0),
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
function statusField(pid: number, field: "VmRSS" | "VmHWM"): number {
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
function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND : 0;
}

/**
 * Watches a server's process tree during one run: samples each process's resident
 * memory every 100 ms and counts the CPU time the tree used. `stop` answers the
 * highest sample of any one process, how many processes the tree had at the end, and
 * the CPU seconds.
 */
export function watchServer(server: ServerProcess): {
  stop(): { peakRssBytes: number; processes: number; cpuSeconds: number };
} {
  const peaks = new Map<number, number>();
  let pids = server.pids();
  const sample = () => {
    // Read afresh each time (a few small /proc files): workers that come and go are seen.
    pids = server.pids();
    for (const pid of pids) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, statusField(pid, "VmRSS")));
  };
  sample();
  const cpuAtStart = server.cpuSeconds();
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return {
        peakRssBytes: Math.max(0, ...peaks.values()),
        processes: pids.length,
        cpuSeconds: server.cpuSeconds() - cpuAtStart,
      };
    },
  };
}
