/**
 * A least-recently-used cache bounded by the bytes it holds, not by entries: one 300 KB
 * photo weighs what a hundred thumbnails do. A value larger than the whole budget is not kept.
 */
export class ByteLru {
  private readonly entries = new Map<string, Uint8Array>();
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Uint8Array | undefined {
    const value = this.entries.get(key);
    if (value) {
      // Map keeps insertion order: re-inserting makes it the most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Uint8Array): void {
    if (value.byteLength > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.size -= previous.byteLength;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.size += value.byteLength;
    for (const [oldest, bytes] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= bytes.byteLength;
    }
  }

  get bytes(): number {
    return this.size;
  }
}
