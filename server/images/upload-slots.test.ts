import { describe, expect, it } from "vitest";
import { uploadSlots } from "./upload-slots";

describe("uploadSlots", () => {
  it("gives out at most its slots, each back once however often it is released", () => {
    const slots = uploadSlots(2);
    const first = slots.take();
    const second = slots.take();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(slots.take()).toBeNull();
    first!();
    first!();
    expect(slots.inUse()).toBe(1);
    expect(slots.take()).not.toBeNull();
    expect(slots.take()).toBeNull();
  });
});
