import type { Answer, Measurement } from "./load";
import type { ProcessPeak } from "./processes";

/** What a row's req/s is divided by: the bare node:http server, the pg insert loop, or nginx serving the same page (`/` or `/felimar`). */
export type Ceiling = "http" | "db" | "nginx-home" | "nginx-felimar";

/** Each ceiling's row, its name in the table, and whether it sends the same page as the rows compared with it (then their bytes must match). */
export const CEILING_ROWS: Record<Ceiling, { row: string; name: string; samePage?: true }> = {
  http: { row: "http-ceiling", name: "HTTP" },
  db: { row: "db-ceiling", name: "DB" },
  "nginx-home": { row: "nginx-home", name: "nginx", samePage: true },
  "nginx-felimar": { row: "nginx-felimar", name: "nginx", samePage: true },
};

export interface Target {
  text: string;
  /** Judged on the ratio to the row's ceiling: a run without that ceiling's row leaves it unjudged. */
  onRatio?: boolean;
  met: (row: Row, ratio: number | undefined) => boolean;
}

export interface Row {
  name: string;
  /** What the table shows, e.g. "POST /api/felimar/requests (2 workers)". */
  label: string;
  measurement: Measurement;
  /** Highest resident memory of any one process of the server that answered, during this row's run. */
  peakRssBytes?: number;
  /** How many processes that server had (a cluster's primary and its workers). */
  processes?: number;
  /** CPU time those processes used during the run. */
  cpuSeconds?: number;
  /** One answer of a GET row before its run: encoding and bytes, to compare like with like. */
  answer?: Answer;
  /** The ceiling this row is compared with; a ceiling row itself has none. */
  comparedWith?: Ceiling;
  /** The target this row is judged against, if it has one. */
  target?: Target;
}

const ratioAtLeast = (share: number, of: string): Target => ({
  text: `≥ ${share} × ${of}`,
  onRatio: true,
  met: (_row, ratio) => (ratio ?? 0) >= share,
});

export const TARGETS = {
  halfHttpCeiling: ratioAtLeast(0.5, "HTTP ceiling"),
  // Our one worker against nginx's one worker, each sending the same page.
  halfNginx: ratioAtLeast(0.5, "nginx"),
  fortyPercentNginx: ratioAtLeast(0.4, "nginx"),
  postThroughput: { text: "≥ 3,000 req/s", met: (row: Row) => row.measurement.requestsPerSecond >= 3000 },
  postLatency: { text: "p99 ≤ 10 ms", met: (row: Row) => row.measurement.p99Ms <= 10 },
  // The inbox's first page and a search each answer in under 100 ms of server time, here under the full closed-loop load.
  inboxLatency: { text: "p99 < 100 ms", met: (row: Row) => row.measurement.p99Ms < 100 },
} satisfies Record<string, Target>;

/** Peak RSS under 200 MB per web process (a cluster's primary and each worker). */
export const RSS_LIMIT_BYTES = 200 * 1024 * 1024;

export interface ReportedRow {
  /** The row's name, as `--only` matches it. */
  name: string;
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  otherStatuses?: Record<string, number>;
  /** Server CPU time per answered request: what one request costs, whatever else shares the machine. */
  cpuMsPerRequest?: number;
  peakRssMb?: number;
  processes?: number;
  answer?: Answer;
  ratioToCeiling?: number;
  ceiling?: Ceiling;
  target?: string;
  met?: boolean;
  /** Why a target was not judged, e.g. "no nginx row in this run". */
  notJudged?: string;
}

/** Rounds and judges each row: a target counts as met only with no errors. */
export function reportRows(rows: Row[]): ReportedRow[] {
  const ceilingOf = (ceiling: Ceiling) =>
    rows.find((row) => row.name === CEILING_ROWS[ceiling].row)?.measurement.requestsPerSecond;
  return rows.map((row) => {
    const { measurement: m } = row;
    const ceiling = row.comparedWith && ceilingOf(row.comparedWith);
    const ratio = ceiling ? m.requestsPerSecond / ceiling : undefined;
    const unjudged = row.target?.onRatio && ratio === undefined && row.comparedWith;
    return {
      name: row.name,
      endpoint: row.label,
      requestsPerSecond: Math.round(m.requestsPerSecond),
      p50Ms: round(m.p50Ms),
      p99Ms: round(m.p99Ms),
      errors: m.errors,
      ...(Object.keys(m.otherStatuses).length > 0 ? { otherStatuses: m.otherStatuses } : {}),
      ...(row.cpuSeconds !== undefined && m.answered > 0
        ? { cpuMsPerRequest: round((row.cpuSeconds * 1000) / m.answered, 3) }
        : {}),
      ...(row.peakRssBytes ? { peakRssMb: toMb(row.peakRssBytes) } : {}),
      ...(row.processes ? { processes: row.processes } : {}),
      ...(row.answer ? { answer: row.answer } : {}),
      ...(ratio !== undefined ? { ratioToCeiling: round(ratio), ceiling: row.comparedWith } : {}),
      ...(row.target ? { target: row.target.text } : {}),
      ...(unjudged
        ? { notJudged: `no ${CEILING_ROWS[unjudged].name} row in this run` }
        : row.target
          ? { met: m.errors === 0 && row.target.met(row, ratio) }
          : {}),
    };
  });
}

/** The table as Markdown, so docs/benchmark.md can show it as printed. */
export function formatTable(rows: ReportedRow[]): string {
  return [
    "| Endpoint | req/s | p50 ms | p99 ms | Errors | Server CPU ms/req | Peak RSS | vs ceiling | Target | Met |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---|---|",
    ...rows
      .map((row) =>
        [
          row.endpoint,
          row.requestsPerSecond.toLocaleString("en-US"),
          row.p50Ms,
          row.p99Ms,
          row.errors +
            (row.otherStatuses
              ? ` (${Object.entries(row.otherStatuses)
                  .map(([status, count]) => `${count}× ${status}`)
                  .join(", ")})`
              : ""),
          row.cpuMsPerRequest ?? "",
          row.peakRssMb ? `${row.peakRssMb} MB` : "",
          row.ratioToCeiling !== undefined && row.ceiling
            ? `${row.ratioToCeiling.toFixed(2)} of ${CEILING_ROWS[row.ceiling].name}`
            : "",
          row.target ?? "",
          row.notJudged ? `not judged (${row.notJudged})` : row.met === undefined ? "" : row.met ? "yes" : "**no**",
        ].join(" | "),
      )
      .map((cells) => `| ${cells} |`),
  ].join("\n");
}

/** What a process of an app server is, for its memory target: an image worker (forked by a web worker) is judged apart. */
export type ProcessRole = ProcessPeak["role"] | "image-worker";

export interface MeasuredProcess {
  pid: number;
  role: ProcessRole;
  peakRssBytes: number;
}

/**
 * An image worker's limit: the pool replaces one whose RSS after a photo passes 300 MB
 * (server/images/image-workers.ts maxRssBytes), so its peak is judged against that, not
 * against the web processes' 200 MB.
 */
export const IMAGE_WORKER_RSS_LIMIT_BYTES = 300 * 1024 * 1024;

/** Marks the processes whose command line names image-worker (build/server/image-worker.js, or image-worker.ts from the sources). */
export function classifyProcesses(processes: ProcessPeak[], commandLineOf: (pid: number) => string): MeasuredProcess[] {
  return processes.map((process) =>
    process.role === "descendant" && commandLineOf(process.pid).includes("image-worker")
      ? { ...process, role: "image-worker" }
      : process,
  );
}

export interface ServerMemory {
  /** e.g. "app, 2 workers". */
  server: string;
  processes: MeasuredProcess[];
}

export interface ReportedMemory {
  server: string;
  /** The spawned process's peak, then its descendants' (a cluster's workers), in MB. */
  spawnedMb: number;
  descendantsMb: number[];
  target: string;
  met: boolean;
  /** The image workers alive at the end (each recycled past 300 MB), apart from the web processes. */
  imageWorkers: { mb: number[]; target: string; met: boolean };
}

/** Judges each app server's peak resident memory (VmHWM) per process: the primary and every web worker under 200 MB, every image worker under 300 MB. */
export function reportMemory(servers: ServerMemory[]): ReportedMemory[] {
  return servers.map(({ server, processes }) => {
    const web = processes.filter((process) => process.role !== "image-worker");
    const imageWorkers = processes.filter((process) => process.role === "image-worker");
    return {
      server,
      spawnedMb: toMb(web.find((process) => process.role === "spawned")?.peakRssBytes ?? 0),
      descendantsMb: web
        .filter((process) => process.role === "descendant")
        .map((process) => toMb(process.peakRssBytes)),
      target: `< ${toMb(RSS_LIMIT_BYTES)} MB per process`,
      met: web.length > 0 && web.every((process) => process.peakRssBytes < RSS_LIMIT_BYTES),
      imageWorkers: {
        mb: imageWorkers.map((process) => toMb(process.peakRssBytes)),
        target: `< ${toMb(IMAGE_WORKER_RSS_LIMIT_BYTES)} MB per image worker (the recycle threshold)`,
        met: imageWorkers.every((process) => process.peakRssBytes < IMAGE_WORKER_RSS_LIMIT_BYTES),
      },
    };
  });
}

/**
 * One line per app server, e.g. "app, 2 workers: primary 60 MB, workers 150 / 148 MB; target < 200 MB per process: met.",
 * and one for its image workers when any were running at the end.
 */
export function formatMemory(servers: ReportedMemory[]): string {
  return servers
    .flatMap(({ server, spawnedMb, descendantsMb, target, met, imageWorkers }) => {
      const processes =
        descendantsMb.length === 0
          ? `one process, ${spawnedMb} MB`
          : `primary ${spawnedMb} MB, workers ${descendantsMb.map((mb) => `${mb} MB`).join(" / ")}`;
      const lines = [`Peak RSS (VmHWM), ${server}: ${processes}; target ${target}: ${met ? "met" : "**not met**"}.`];
      if (imageWorkers.mb.length > 0) {
        lines.push(
          `Peak RSS (VmHWM), ${server}, image workers: ${imageWorkers.mb.map((mb) => `${mb} MB`).join(" / ")}; target ${imageWorkers.target}: ${imageWorkers.met ? "met" : "**not met**"}.`,
        );
      }
      return lines;
    })
    .join("\n");
}

const toMb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
