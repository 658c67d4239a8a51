/**
 * The public log's Merkle tree, as RFC 9162 (Certificate Transparency 2.0, §2.1)
 * defines it: leaf = SHA-256(0x00 ‖ data), node = SHA-256(0x01 ‖ left ‖ right), the
 * left subtree of n leaves holding the largest power of two smaller than n.
 *
 * Pure and synchronous (SHA-256 from @noble/hashes), so the server builds proofs, the
 * note page checks inclusion and `npm run verify-note` checks inclusion and
 * consistency with the same code. Proofs are built from *complete* subtrees only
 * (2^level leaves starting at a multiple of 2^level), the nodes a log stores once and
 * never changes: `proofNodes` says which a proof needs, so a store can fetch them in
 * one query, then `inclusionProof` / `consistencyProof` build it from them.
 */
import { sha256 } from "@noble/hashes/sha2.js";

export type Hash = Uint8Array;

/** A complete subtree: 2^level leaves starting at leaf index × 2^level. */
export interface NodeId {
  level: number;
  index: number;
}

/** The hash of a complete subtree; throws when the store lacks it. */
export type NodeLookup = (level: number, index: number) => Hash;

const LEAF_PREFIX = 0x00;
const NODE_PREFIX = 0x01;
export const HASH_BYTES = 32;

export function leafHash(data: Uint8Array): Hash {
  const input = new Uint8Array(data.length + 1);
  input[0] = LEAF_PREFIX;
  input.set(data, 1);
  return sha256(input);
}

export function nodeHash(left: Hash, right: Hash): Hash {
  const input = new Uint8Array(1 + 2 * HASH_BYTES);
  input[0] = NODE_PREFIX;
  input.set(left, 1);
  input.set(right, 1 + HASH_BYTES);
  return sha256(input);
}

/** The root of an empty tree: SHA-256 of nothing. */
export const EMPTY_ROOT: Hash = sha256(new Uint8Array(0));

/** The largest power of two smaller than n (n ≥ 2): where RFC 9162 splits n leaves. */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

const isOdd = (n: number) => n % 2 === 1;
const half = (n: number) => Math.floor(n / 2);
/** Exact for every safe integer (Math.log2 rounds: Math.log2(2 ** 49 + 1) is 49). */
function isPowerOfTwo(n: number): boolean {
  if (n < 1) return false;
  let k = 1;
  while (k < n) k *= 2;
  return k === n;
}
const isHash = (hash: Uint8Array) => hash.length === HASH_BYTES;

/**
 * MTH(D[start:end]) from complete subtrees. Every range RFC 9162's recursion meets
 * starts at a multiple of its split point, so each power-of-two range here is a
 * complete subtree and the rest is the log's right edge, at most log2(n) nodes.
 */
export function subtreeHash(start: number, end: number, node: NodeLookup): Hash {
  const size = end - start;
  if (size === 0) return EMPTY_ROOT;
  if (isPowerOfTwo(size) && start % size === 0) return node(Math.round(Math.log2(size)), start / size);
  const k = splitPoint(size);
  return nodeHash(subtreeHash(start, start + k, node), subtreeHash(start + k, end, node));
}

/** The tree's root hash for `size` leaves. */
export function rootHash(size: number, node: NodeLookup): Hash {
  return subtreeHash(0, size, node);
}

/** RFC 9162 §2.1.3.1 PATH(m, D[start:end]): the audit path of leaf `index`, leaf-side first. */
export function inclusionProof(index: number, size: number, node: NodeLookup): Hash[] {
  if (!Number.isSafeInteger(index) || index < 0 || index >= size)
    throw new RangeError(`Leaf ${index} is not in a tree of ${size}.`);
  const path: Hash[] = [];
  const walk = (m: number, start: number, end: number) => {
    if (end - start <= 1) return;
    const k = splitPoint(end - start);
    if (m < k) {
      walk(m, start, start + k);
      path.push(subtreeHash(start + k, end, node));
    } else {
      walk(m - k, start + k, end);
      path.push(subtreeHash(start, start + k, node));
    }
  };
  walk(index, 0, size);
  return path;
}

/** RFC 9162 §2.1.4.1 PROOF(m, D[n]): that the tree of `from` leaves is a prefix of the tree of `to`. */
export function consistencyProof(from: number, to: number, node: NodeLookup): Hash[] {
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || from > to)
    throw new RangeError(`No consistency proof from ${from} to ${to}.`);
  if (from === 0 || from === to) return [];
  const proof: Hash[] = [];
  const sub = (m: number, start: number, end: number, whole: boolean) => {
    if (m === end - start) {
      if (!whole) proof.push(subtreeHash(start, end, node));
      return;
    }
    const k = splitPoint(end - start);
    if (m <= k) {
      sub(m, start, start + k, whole);
      proof.push(subtreeHash(start + k, end, node));
    } else {
      sub(m - k, start + k, end, false);
      proof.push(subtreeHash(start, start + k, node));
    }
  };
  sub(from, 0, to, true);
  return proof;
}

/** The complete subtrees `build` reads: run it against a recording lookup, then fetch exactly those. */
export function proofNodes(build: (node: NodeLookup) => unknown): NodeId[] {
  const seen = new Map<string, NodeId>();
  build((level, index) => {
    seen.set(`${level}:${index}`, { level, index });
    return EMPTY_ROOT;
  });
  return [...seen.values()];
}

/** The complete subtrees that appending leaves [size, size + count) completes, lowest level first per leaf. */
export function completedNodes(size: number, count: number): NodeId[] {
  const ids: NodeId[] = [];
  for (let leaf = size; leaf < size + count; leaf++) {
    // Leaf `leaf` completes the subtree of 2^level leaves ending at it for every level where its index, shifted, is odd.
    let index = leaf;
    for (let level = 0; ; level++) {
      ids.push({ level, index });
      if (!isOdd(index)) break;
      index = half(index);
    }
  }
  return ids;
}

export function sameHash(a: Hash, b: Hash): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** RFC 9162 §2.1.3.2: whether `path` proves leaf `index` in the tree of `size` leaves with this root. */
export function verifyInclusion(index: number, size: number, leaf: Hash, path: readonly Hash[], root: Hash): boolean {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return false;
  if (![leaf, root, ...path].every(isHash)) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of path) {
    if (sn === 0) return false;
    if (isOdd(fn) || fn === sn) {
      r = nodeHash(p, r);
      if (!isOdd(fn)) {
        while (!isOdd(fn) && fn !== 0) {
          fn = half(fn);
          sn = half(sn);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && sameHash(r, root);
}

/** RFC 9162 §2.1.4.2: whether `proof` shows the tree (from, fromRoot) is a prefix of (to, toRoot). */
export function verifyConsistency(
  from: number,
  to: number,
  fromRoot: Hash,
  toRoot: Hash,
  proof: readonly Hash[],
): boolean {
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || from > to) return false;
  if (![fromRoot, toRoot, ...proof].every(isHash)) return false;
  if (from === to) return proof.length === 0 && sameHash(fromRoot, toRoot);
  // Every tree extends the empty one, whose root is SHA-256 of nothing.
  if (from === 0) return proof.length === 0 && sameHash(fromRoot, EMPTY_ROOT);
  if (proof.length === 0) return false;
  const path = isPowerOfTwo(from) ? [fromRoot, ...proof] : [...proof];
  let fn = from - 1;
  let sn = to - 1;
  while (isOdd(fn)) {
    fn = half(fn);
    sn = half(sn);
  }
  let fr = path[0] as Hash;
  let sr = path[0] as Hash;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (isOdd(fn) || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (!isOdd(fn)) {
        while (!isOdd(fn) && fn !== 0) {
          fn = half(fn);
          sn = half(sn);
        }
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && sameHash(fr, fromRoot) && sameHash(sr, toRoot);
}

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard base64 (with padding), as C2SP checkpoints and our proofs carry hashes; null when malformed. */
export function fromBase64(text: string): Uint8Array | null {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
