import type { Measurement } from "./load";

export type Ceiling = "http" | "db";

export interface Row {
  name: string;
  /** What the table shows, e.g. "POST /api/felimar/requests". */
  label: string;
  measurement: Measurement;
  /** Highest resident memory of the process that answered, during this row's run. */
  peakRssBytes?: number;
  /** CPU time that process used during the run. */
  cpuSeconds?: number;
  /** The ceiling this row is compared with; a ceiling row itself has none. */
  comparedWith?: Ceiling;
  /** The issue's target for this row, if it has one. */
  target?: { text: string; met: (row: Row, ratio: number | undefined) => boolean };
}

export const TARGETS = {
  halfHttpCeiling: { text: "≥ 0.5 × HTTP ceiling", met: (_row: Row, ratio: number | undefined) => (ratio ?? 0) >= 0.5 },
  postThroughput: { text: "≥ 2,300 req/s", met: (row: Row) => row.measurement.requestsPerSecond >= 2300 },
  postLatency: { text: "p99 ≤ 20 ms", met: (row: Row) => row.measurement.p99Ms <= 20 },
  // The issue: "first page and a search each answer in under 100 ms of server time", here under the full closed-loop load.
  inboxLatency: { text: "p99 < 100 ms", met: (row: Row) => row.measurement.p99Ms < 100 },
};

export const RSS_LIMIT_BYTES = 300 * 1024 * 1024;

export interface ReportedRow {
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  otherStatuses?: Record<string, number>;
  /** Server CPU time per answered request: what one request costs, whatever else shares the machine. */
  cpuMsPerRequest?: number;
  peakRssMb?: number;
  ratioToCeiling?: number;
  ceiling?: Ceiling;
  target?: string;
  met?: boolean;
}

/** Rounds and judges each row: a target counts as met only with no errors. */
export function reportRows(rows: Row[]): ReportedRow[] {
  const ceilings: Partial<Record<Ceiling, number>> = {
    http: rows.find((row) => row.name === "http-ceiling")?.measurement.requestsPerSecond,
    db: rows.find((row) => row.name === "db-ceiling")?.measurement.requestsPerSecond,
  };
  return rows.map((row) => {
    const { measurement: m } = row;
    const ceiling = row.comparedWith && ceilings[row.comparedWith];
    const ratio = ceiling ? m.requestsPerSecond / ceiling : undefined;
    return {
      endpoint: row.label,
      requestsPerSecond: Math.round(m.requestsPerSecond),
      p50Ms: round(m.p50Ms),
      p99Ms: round(m.p99Ms),
      errors: m.errors,
      ...(Object.keys(m.otherStatuses).length > 0 ? { otherStatuses: m.otherStatuses } : {}),
      ...(row.cpuSeconds !== undefined && m.answered > 0 ? { cpuMsPerRequest: round((row.cpuSeconds * 1000) / m.answered, 3) } : {}),
      ...(row.peakRssBytes ? { peakRssMb: Math.round(row.peakRssBytes / 1024 / 1024) } : {}),
      ...(ratio !== undefined ? { ratioToCeiling: round(ratio), ceiling: row.comparedWith } : {}),
      ...(row.target ? { target: row.target.text, met: m.errors === 0 && row.target.met(row, ratio) } : {}),
    };
  });
}

/** The table as Markdown, so README can show it as printed. */
export function formatTable(rows: ReportedRow[], peakRssBytes: number): string {
  const lines = [
    "| Endpoint | req/s | p50 ms | p99 ms | Errors | Server CPU ms/req | Peak RSS | vs ceiling | Target | Met |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---|---|",
    ...rows.map((row) =>
      [
        row.endpoint,
        row.requestsPerSecond.toLocaleString("en-US"),
        row.p50Ms,
        row.p99Ms,
        row.errors + (row.otherStatuses ? ` (${Object.entries(row.otherStatuses).map(([status, count]) => `${count}× ${status}`).join(", ")})` : ""),
        row.cpuMsPerRequest ?? "",
        row.peakRssMb ? `${row.peakRssMb} MB` : "",
        row.ratioToCeiling !== undefined ? `${row.ratioToCeiling.toFixed(2)} of ${row.ceiling === "http" ? "HTTP" : "DB"}` : "",
        row.target ?? "",
        row.met === undefined ? "" : row.met ? "yes" : "**no**",
      ].join(" | "),
    ).map((cells) => `| ${cells} |`),
  ];
  const rssMb = Math.round(peakRssBytes / 1024 / 1024);
  lines.push("", `Peak app server RSS over the whole run (VmHWM): ${rssMb} MB; target < 300 MB: ${peakRssBytes < RSS_LIMIT_BYTES ? "met" : "**not met**"}.`);
  return lines.join("\n");
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
