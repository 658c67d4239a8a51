/**
 * What stops the bench instead of reporting numbers: a peer that answered anything but
 * what its row is meant to measure (a 404 served fast is not a page served fast), and
 * two rows compared with each other that did not send the same bytes.
 */
import type { Answer, Measurement } from "./load";
import type { Row } from "./report";

/** A failure that ends the run with its message alone (bench/run.ts prints it and exits 1). */
export class BenchFailure extends Error {}

type Named = Pick<Row, "name" | "label">;

/** A server as messages name it, e.g. "nginx/1.22.1 at http://127.0.0.1:3303". */
export const peerOf = (server: { name: string; origin: string }) => `${server.name} at ${server.origin}`;

const rowOf = ({ name, label }: Named) => `${name} (${label})`;

/** A GET row's answer before its load: 200, or the run stops. */
export function checkAnswer(row: Named, peer: string, answer: Answer): void {
  if (answer.status !== 200) throw new BenchFailure(`Row ${rowOf(row)}: ${peer} answered ${answer.status}, not 200.`);
}

/** What went wrong in a row's load, as what its peer "answered", or undefined when every request got a 2xx answer. */
export function failures(measurement: Measurement): string | undefined {
  const { answered, errors, otherStatuses, firstError } = measurement;
  if (answered === 0) return "none of the requests it was sent";
  if (errors === 0) return undefined;
  const statuses = Object.entries(otherStatuses).map(
    ([status, count]) => `${count.toLocaleString("en-US")}× ${status}`,
  );
  const withoutStatus = errors - Object.values(otherStatuses).reduce((sum, count) => sum + count, 0);
  const other =
    withoutStatus > 0
      ? [
          `${withoutStatus.toLocaleString("en-US")} without a status (socket error, timeout or failed statement${firstError ? `; first: ${firstError}` : ""})`,
        ]
      : [];
  return `${[...statuses, ...other].join(", ")} of ${answered.toLocaleString("en-US")} requests`;
}

/** A measured row, checked: returned as it is when every request got a 2xx answer; otherwise the run stops. */
export function checkRow<T extends Named & { measurement: Measurement }>(row: T, peer: string): T {
  const failed = failures(row.measurement);
  if (failed)
    throw new BenchFailure(
      `Row ${rowOf(row)}: ${peer} answered ${failed}; the bench reports no figures for failed requests.`,
    );
  return row;
}

/** A page row compared with nginx's row for the same path: both must have sent the same bytes, or the ratio compares two different things. */
export function checkSameBytes(row: Named, answer: Answer, reference: (Named & { answer?: Answer }) | undefined): void {
  if (!reference?.answer) return;
  const same = answer.encoding === reference.answer.encoding && answer.sha256 === reference.answer.sha256;
  if (!same) {
    const sent = (a: Answer) => `${a.encoding}, ${a.bytes.toLocaleString("en-US")} B, sha256 ${a.sha256.slice(0, 12)}`;
    throw new BenchFailure(
      `Row ${rowOf(row)} sent ${sent(answer)}, but row ${rowOf(reference)} sent ${sent(reference.answer)}: not the same bytes.`,
    );
  }
}
