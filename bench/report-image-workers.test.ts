import { describe, expect, it } from "vitest";
import { classifyProcesses, formatMemory, reportMemory } from "./report";

const mb = (n: number) => n * 1024 * 1024;

describe("the Peak RSS report's image workers", () => {
  it("judges a process whose command line names image-worker apart from the web workers, against 300 MB", () => {
    const commandLines: Record<number, string> = {
      21: "node\0build/server/main.js",
      22: "node\0build/server/main.js",
      23: "node\0/work/main/build/server/image-worker.js",
    };
    const processes = classifyProcesses(
      [
        { pid: 20, role: "spawned", peakRssBytes: mb(60) },
        { pid: 21, role: "descendant", peakRssBytes: mb(150) },
        { pid: 22, role: "descendant", peakRssBytes: mb(148) },
        { pid: 23, role: "descendant", peakRssBytes: mb(243) },
      ],
      (pid) => commandLines[pid] ?? "",
    );
    expect(processes.map((process) => process.role)).toEqual(["spawned", "descendant", "descendant", "image-worker"]);

    const [cluster] = reportMemory([{ server: "app, 2 workers", processes }]);
    // 243 MB is over the web processes' 200 MB, under the image workers' recycle threshold.
    expect(cluster).toMatchObject({ descendantsMb: [150, 148], met: true, imageWorkers: { mb: [243], met: true } });
    expect(formatMemory([cluster!])).toBe(
      "Peak RSS (VmHWM), app, 2 workers: primary 60 MB, workers 150 MB / 148 MB; target < 200 MB per process: met.\n" +
        "Peak RSS (VmHWM), app, 2 workers, image workers: 243 MB; target < 300 MB per image worker (the recycle threshold): met.",
    );

    const [heavy] = reportMemory([
      {
        server: "app, 2 workers",
        processes: [
          { pid: 20, role: "spawned", peakRssBytes: mb(60) },
          { pid: 23, role: "image-worker", peakRssBytes: mb(310) },
        ],
      },
    ]);
    expect(heavy!.met).toBe(true);
    expect(heavy!.imageWorkers.met).toBe(false);
  });
});
