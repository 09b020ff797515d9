/**
 * A bounded cache that forgets what was not used lately. Caches keyed by
 * content (a command's text, a pool's item set) use it so that a long
 * editing session or a large workspace cannot grow them without bound.
 *
 * Two generations instead of a strict LRU list: a hit in the current map
 * costs one lookup (a strict LRU re-inserts on every hit, which showed in
 * the lint profile); when the current map is full it becomes the old one and
 * the old one is dropped; a hit in the old map moves the entry back. At most
 * 2 × max entries are held.
 */
export class Lru<K, V> {
  private current = new Map<K, V>();
  private old = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const v = this.current.get(key);
    if (v !== undefined) return v;
    const o = this.old.get(key);
    if (o !== undefined) {
      this.old.delete(key);
      this.set(key, o);
    }
    return o;
  }

  set(key: K, value: V): void {
    if (this.current.size >= this.max && !this.current.has(key)) {
      this.old = this.current;
      this.current = new Map();
    }
    this.current.set(key, value);
  }

  get size(): number {
    return this.current.size + this.old.size;
  }

  clear(): void {
    this.current.clear();
    this.old.clear();
  }
}
