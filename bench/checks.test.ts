import { describe, expect, it } from "vitest";
import { BenchFailure, checkAnswer, checkRow, checkSameBytes, failures, peerOf } from "./checks";
import type { Answer, Measurement } from "./load";

const measured = (overrides: Partial<Measurement> = {}): Measurement => ({
  answered: 1_000,
  requestsPerSecond: 100,
  p50Ms: 1,
  p99Ms: 2,
  errors: 0,
  otherStatuses: {},
  ...overrides,
});
const answer = (overrides: Partial<Answer> = {}): Answer => ({
  status: 200,
  encoding: "br",
  bytes: 9_000,
  sha256: "a".repeat(64),
  ...overrides,
});
const nginx = peerOf({ name: "nginx/1.22.1", origin: "http://127.0.0.1:3303" });

describe("what stops the bench", () => {
  it("names a server by what it is and where it answers", () => {
    expect(nginx).toBe("nginx/1.22.1 at http://127.0.0.1:3303");
  });

  it("stops on a first answer other than 200, naming the row, the peer and the status", () => {
    const row = { name: "nginx-home", label: "nginx GET /" };
    expect(() => checkAnswer(row, nginx, answer())).not.toThrow();
    expect(() => checkAnswer(row, nginx, answer({ status: 404 }))).toThrow(
      new BenchFailure("Row nginx-home (nginx GET /): nginx/1.22.1 at http://127.0.0.1:3303 answered 404, not 200."),
    );
  });

  it("passes a load whose every request got a 2xx answer", () => {
    const row = { name: "home", label: "GET /", measurement: measured() };
    expect(failures(row.measurement)).toBeUndefined();
    expect(checkRow(row, nginx)).toBe(row);
  });

  it("counts autocannon's non-2xx answers and the failures without a status", () => {
    expect(failures(measured({ errors: 1_204, otherStatuses: { "404": 1_200, "503": 2 } }))).toBe(
      "1,200× 404, 2× 503, 2 without a status (socket error, timeout or failed statement) of 1,000 requests",
    );
    expect(() =>
      checkRow(
        { name: "home", label: "GET /", measurement: measured({ errors: 3, otherStatuses: { "500": 3 } }) },
        nginx,
      ),
    ).toThrow(
      "Row home (GET /): nginx/1.22.1 at http://127.0.0.1:3303 answered 3× 500 of 1,000 requests; the bench reports no figures for failed requests.",
    );
  });

  it("stops the database ceiling on an unmigrated database, with the statement's error", () => {
    const unmigrated = measured({
      answered: 206_171,
      errors: 206_171,
      requestsPerSecond: 0,
      firstError: 'relation "felimar_requests" does not exist',
    });
    expect(() =>
      checkRow(
        { name: "db-ceiling", label: "DB ceiling", measurement: unmigrated },
        "PostgreSQL 15.20 at 127.0.0.1:5432",
      ),
    ).toThrow(
      'Row db-ceiling (DB ceiling): PostgreSQL 15.20 at 127.0.0.1:5432 answered 206,171 without a status (socket error, timeout or failed statement; first: relation "felimar_requests" does not exist) of 206,171 requests',
    );
  });

  it("stops a row that got no answer at all", () => {
    expect(() =>
      checkRow({ name: "note-create", label: "POST /api/notes", measurement: measured({ answered: 0 }) }, nginx),
    ).toThrow(
      "Row note-create (POST /api/notes): nginx/1.22.1 at http://127.0.0.1:3303 answered none of the requests it was sent;",
    );
  });

  it("stops a page row that sent other bytes than nginx's row for the same page", () => {
    const home = { name: "home", label: "GET / (1 worker)" };
    const nginxHome = { name: "nginx-home", label: "nginx GET /", answer: answer() };
    expect(() => checkSameBytes(home, answer(), nginxHome)).not.toThrow();
    expect(() => checkSameBytes(home, answer(), undefined)).not.toThrow();
    expect(() =>
      checkSameBytes(home, answer({ encoding: "gzip", bytes: 10_800, sha256: "b".repeat(64) }), nginxHome),
    ).toThrow(
      "Row home (GET / (1 worker)) sent gzip, 10,800 B, sha256 bbbbbbbbbbbb, but row nginx-home (nginx GET /) sent br, 9,000 B, sha256 aaaaaaaaaaaa: not the same bytes.",
    );
    expect(() => checkSameBytes(home, answer({ sha256: "c".repeat(64) }), nginxHome)).toThrow(/not the same bytes/);
  });
});
