import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  completedNodes,
  consistencyProof,
  EMPTY_ROOT,
  fromBase64,
  inclusionProof,
  leafHash,
  proofNodes,
  rootHash,
  subtreeHash,
  toBase64,
  verifyConsistency,
  verifyInclusion,
  type Hash,
  type NodeLookup,
} from "./merkle";

/**
 * An independent, deliberately naive RFC 6962 §2.1 implementation over the leaf data
 * itself (node:crypto, recursion on arrays, no stored nodes), to check the log's code
 * against for every tree size up to 64.
 */
const sha = (...parts: Uint8Array[]) => new Uint8Array(createHash("sha256").update(Buffer.concat(parts)).digest());
const split = (n: number) => 2 ** Math.ceil(Math.log2(n) - 1);
function mth(d: Uint8Array[]): Uint8Array {
  if (d.length === 0) return sha();
  if (d.length === 1) return sha(Uint8Array.of(0), d[0] as Uint8Array);
  const k = split(d.length);
  return sha(Uint8Array.of(1), mth(d.slice(0, k)), mth(d.slice(k)));
}
function path(m: number, d: Uint8Array[]): Uint8Array[] {
  if (d.length <= 1) return [];
  const k = split(d.length);
  return m < k ? [...path(m, d.slice(0, k)), mth(d.slice(k))] : [...path(m - k, d.slice(k)), mth(d.slice(0, k))];
}
function subproof(m: number, d: Uint8Array[], whole: boolean): Uint8Array[] {
  if (m === d.length) return whole ? [] : [mth(d)];
  const k = split(d.length);
  return m <= k
    ? [...subproof(m, d.slice(0, k), whole), mth(d.slice(k))]
    : [...subproof(m - k, d.slice(k), false), mth(d.slice(0, k))];
}

const MAX = 64;
const data = Array.from({ length: MAX }, (_, i) => new TextEncoder().encode(`leaf ${i}`));

/** A store of complete subtrees, as the log keeps them: filled by appending one leaf at a time. */
function storeOf(size: number): NodeLookup {
  const nodes = new Map<string, Hash>();
  for (const { level, index } of completedNodes(0, size)) {
    const hash =
      level === 0
        ? leafHash(data[index] as Uint8Array)
        : sha(
            Uint8Array.of(1),
            nodes.get(`${level - 1}:${2 * index}`) as Hash,
            nodes.get(`${level - 1}:${2 * index + 1}`) as Hash,
          );
    nodes.set(`${level}:${index}`, hash);
  }
  return (level, index) => {
    const hash = nodes.get(`${level}:${index}`);
    if (!hash) throw new Error(`incomplete subtree ${level}:${index} read`);
    return hash;
  };
}

const hex = (hashes: Uint8Array[]) => hashes.map((h) => Buffer.from(h).toString("hex"));
const flipped = (hash: Uint8Array) => Uint8Array.from(hash, (byte, i) => (i === 0 ? byte ^ 1 : byte));

describe("the log's Merkle tree (RFC 9162 §2.1)", () => {
  it("hashes leaves and the empty tree as the RFC does", () => {
    expect(Buffer.from(EMPTY_ROOT).toString("hex")).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
    expect(hex([leafHash(new Uint8Array(0))])).toEqual([
      "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
    ]);
  });

  it("has the naive implementation's root for every size up to 64", () => {
    for (let size = 0; size <= MAX; size++) {
      expect(hex([rootHash(size, storeOf(size))]), `size ${size}`).toEqual(hex([mth(data.slice(0, size))]));
    }
  });

  it("builds the RFC's inclusion proof for every leaf of every size, which verifies, and fails when changed", () => {
    for (let size = 1; size <= MAX; size++) {
      const store = storeOf(size);
      const root = mth(data.slice(0, size));
      for (let index = 0; index < size; index++) {
        const proof = inclusionProof(index, size, store);
        expect(hex(proof), `${index} of ${size}`).toEqual(hex(path(index, data.slice(0, size))));
        const leaf = leafHash(data[index] as Uint8Array);
        expect(verifyInclusion(index, size, leaf, proof, root)).toBe(true);
        expect(verifyInclusion(index, size, flipped(leaf), proof, root)).toBe(false);
        expect(verifyInclusion(index, size, leaf, proof, flipped(root))).toBe(false);
        if (proof.length > 0) {
          expect(verifyInclusion(index, size, leaf, proof.slice(1), root)).toBe(false);
          expect(verifyInclusion(index, size, leaf, [...proof, proof[0] as Hash], root)).toBe(false);
          expect(verifyInclusion(index, size, leaf, [flipped(proof[0] as Hash), ...proof.slice(1)], root)).toBe(false);
        }
        if (size > 1) expect(verifyInclusion((index + 1) % size, size, leaf, proof, root)).toBe(false);
      }
    }
  });

  it("builds the RFC's consistency proof for every pair of sizes up to 64, which verifies, and fails when changed", () => {
    for (let to = 1; to <= MAX; to++) {
      const store = storeOf(to);
      const toRoot = mth(data.slice(0, to));
      for (let from = 1; from <= to; from++) {
        const proof = consistencyProof(from, to, store);
        expect(hex(proof), `${from} → ${to}`).toEqual(hex(from === to ? [] : subproof(from, data.slice(0, to), true)));
        const fromRoot = mth(data.slice(0, from));
        expect(verifyConsistency(from, to, fromRoot, toRoot, proof), `${from} → ${to}`).toBe(true);
        expect(verifyConsistency(from, to, flipped(fromRoot), toRoot, proof)).toBe(false);
        if (from < to) {
          expect(verifyConsistency(from, to, fromRoot, flipped(toRoot), proof)).toBe(false);
          expect(verifyConsistency(from, to, fromRoot, toRoot, proof.slice(0, -1))).toBe(false);
          expect(verifyConsistency(from, to, fromRoot, toRoot, [flipped(proof[0] as Hash), ...proof.slice(1)])).toBe(
            false,
          );
        }
      }
    }
  });

  it("catches a rewritten history: a tree whose leaf 3 was changed is not consistent with the tree seen before", () => {
    const before = mth(data.slice(0, 10));
    const rewritten = [...data.slice(0, 20)];
    rewritten[3] = new TextEncoder().encode("leaf 3, re-signed");
    const rewrittenRoot = mth(rewritten);
    const honestProof = consistencyProof(10, 20, storeOf(20));
    expect(verifyConsistency(10, 20, before, rewrittenRoot, honestProof)).toBe(false);
    expect(verifyConsistency(10, 20, before, rewrittenRoot, subproof(10, rewritten, true))).toBe(false);
  });

  it("names the complete subtrees a proof reads, all of them stored ones", () => {
    const needed = proofNodes((node) => inclusionProof(37, 61, node));
    const stored = new Set(completedNodes(0, 61).map(({ level, index }) => `${level}:${index}`));
    expect(needed.length).toBeGreaterThan(0);
    for (const { level, index } of needed) expect(stored.has(`${level}:${index}`)).toBe(true);
  });

  it("refuses proofs of leaves outside the tree", () => {
    expect(() => inclusionProof(5, 5, storeOf(5))).toThrow(RangeError);
    expect(() => consistencyProof(6, 5, storeOf(5))).toThrow(RangeError);
    expect(verifyInclusion(5, 5, leafHash(data[0] as Uint8Array), [], EMPTY_ROOT)).toBe(false);
    expect(verifyConsistency(0, 5, EMPTY_ROOT, mth(data.slice(0, 5)), [])).toBe(true);
    expect(verifyConsistency(0, 5, mth(data.slice(0, 2)), mth(data.slice(0, 5)), [])).toBe(false);
  });

  it("refuses hashes that are not 32 bytes, and treats sizes near 2^53 exactly", () => {
    const store = storeOf(8);
    const root = mth(data.slice(0, 8));
    const leaf = leafHash(data[2] as Uint8Array);
    const proof = inclusionProof(2, 8, store);
    expect(verifyInclusion(2, 8, leaf, proof, root)).toBe(true);
    expect(verifyInclusion(2, 8, leaf, [proof[0]!.slice(0, 31), ...proof.slice(1)], root)).toBe(false);
    expect(verifyInclusion(2, 8, leaf.slice(0, 16), proof, root)).toBe(false);
    const consistency = consistencyProof(3, 8, store);
    expect(
      verifyConsistency(3, 8, mth(data.slice(0, 3)), root, [...consistency.slice(0, -1), new Uint8Array(64)]),
    ).toBe(false);
    // 2^49 + 1 is not a power of two (Math.log2 says 49): its split is 2^49, never a node of level 49 at index 1.
    const read: string[] = [];
    subtreeHash(0, 2 ** 49 + 1, (level, index) => (read.push(`${level}:${index}`), EMPTY_ROOT));
    expect(read).toEqual(["49:0", "0:562949953421312"]);
  });

  it("writes and reads hashes as standard base64", () => {
    const hash = leafHash(data[1] as Uint8Array);
    expect(fromBase64(toBase64(hash))).toEqual(hash);
    expect(fromBase64("not base64!")).toBeNull();
  });
});
