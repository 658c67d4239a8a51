import { describe, expect, it } from "vitest";
import { deliveryState } from "./delivery-status";

const now = Date.parse("2026-11-24T12:00:00Z");
const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();

describe("deliveryState", () => {
  it("keeps sent and failed as they are", () => {
    expect(deliveryState({ status: "sent", attempts: 1, nextAttemptAt: null }, now)).toBe("sent");
    expect(deliveryState({ status: "failed", attempts: 20, nextAttemptAt: null }, now)).toBe("failed");
  });

  it("calls a pending delivery never tried Waiting", () => {
    expect(deliveryState({ status: "pending", attempts: 0, nextAttemptAt: at(0) }, now)).toBe("waiting");
    // An e-mail waiting for a mail server has no next attempt.
    expect(deliveryState({ status: "pending", attempts: 0, nextAttemptAt: null }, now)).toBe("waiting");
  });

  it("calls one whose attempts failed and whose next try is later Retrying", () => {
    expect(deliveryState({ status: "pending", attempts: 3, nextAttemptAt: at(300) }, now)).toBe("retrying");
  });

  it("calls one put back by Retry now (due now, a few seconds of clock difference allowed) Waiting", () => {
    expect(deliveryState({ status: "pending", attempts: 14, nextAttemptAt: at(0) }, now)).toBe("waiting");
    expect(deliveryState({ status: "pending", attempts: 14, nextAttemptAt: at(3) }, now)).toBe("waiting");
    expect(deliveryState({ status: "pending", attempts: 14, nextAttemptAt: at(-60) }, now)).toBe("waiting");
  });
});
