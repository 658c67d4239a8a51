import { expect, it } from "vitest";
import { limitConcurrency } from "./limit-concurrency";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

it("runs at most two tasks at once; the third starts when one ends, failed or not", async () => {
  const run = limitConcurrency(2);
  const gates = [deferred(), deferred(), deferred()];
  const started: number[] = [];
  const results = gates.map((gate, index) =>
    run(async () => {
      started.push(index);
      await gate.promise;
      if (index === 0) throw new Error("broken file");
      return index;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(started).toEqual([0, 1]);
  gates[0]!.resolve();
  await expect(results[0]).rejects.toThrow("broken file");
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(started).toEqual([0, 1, 2]);
  gates[1]!.resolve();
  gates[2]!.resolve();
  expect(await Promise.all(results.slice(1))).toEqual([1, 2]);

  // All slots free again: two more start at once.
  const again: number[] = [];
  const hold = deferred();
  const more = [
    run(async () => {
      again.push(1);
      await hold.promise;
    }),
    run(async () => {
      again.push(2);
      await hold.promise;
    }),
  ];
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(again).toEqual([1, 2]);
  hold.resolve();
  await Promise.all(more);
});
