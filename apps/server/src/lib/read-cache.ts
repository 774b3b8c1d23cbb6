// Answers of hot reads (a category page, a session) kept in memory and handed out again while the
// database has not changed since they were read (docs/decisions/186-read-cache.md). On SQLite the
// connection counts every statement that changed rows and every commit of another connection
// (DatabaseHandle.generation, read from SQLite: total_changes() and data_version), so a cached answer is
// never older than the data: the bound is zero.
// PostgreSQL has no such count across instances, so there nothing is cached.

export interface ReadCache {
  /**
   * What `load` answers for `key`, reused while the database's generation is the one it was read at.
   * Concurrent callers of a key share one load. The answer is shared: callers must not change it.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Reads answered from memory and reads that went to the database, since start (metrics). */
  stats(): { hits: number; misses: number };
  /**
   * The database's generation now, for `keep`: taken before the reads whose result will be kept, so a
   * write landing while they run leaves that result already stale (decision 500).
   */
  mark(): number;
  /** What `keep` stored under `key`, while the generation is still its mark; else undefined (a miss). */
  recall<T>(key: string): T | undefined;
  /** Keeps `value`, computed from reads that began at `mark`, for `recall`; shared, so never changed. */
  keep(key: string, mark: number, value: unknown): void;
}

interface Entry {
  generation: number;
  value: Promise<unknown>;
  /** The value itself when it was kept already computed (`keep`), for a synchronous `recall`. */
  kept?: { value: unknown };
}

/** Freezes an answer and everything in it (byte buffers aside: they cannot be frozen). */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || ArrayBuffer.isView(value))
    return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

export interface ReadCacheOptions {
  /** At most this many answers; the least recently used goes first. */
  max?: number;
  /**
   * Freeze every cached answer (development and tests): a route that changes a shared answer in place
   * throws there instead of quietly changing what the next reader gets (decision 412).
   */
  freeze?: boolean;
}

/** A cache of answers checked against `generation()`, the least recently used going first when full. */
export function createReadCache(
  generation: () => number,
  { max = 5000, freeze = false }: ReadCacheOptions = {},
): ReadCache {
  const entries = new Map<string, Entry>();
  let hits = 0;
  let misses = 0;
  const store = (key: string, entry: Entry, replacing: boolean) => {
    if (!replacing && entries.size >= max) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  };
  return {
    stats: () => ({ hits, misses }),
    mark: generation,
    recall<T>(key: string): T | undefined {
      const hit = entries.get(key);
      if (hit?.kept && hit.generation === generation()) {
        hits += 1;
        entries.delete(key);
        entries.set(key, hit);
        return hit.kept.value as T;
      }
      misses += 1;
      return undefined;
    },
    keep(key: string, mark: number, value: unknown) {
      // A result read before a write that has landed since is never stored: it is stale already.
      if (mark !== generation()) return;
      const kept = freeze ? deepFreeze(value) : value;
      const replacing = entries.delete(key);
      store(key, { generation: mark, value: Promise.resolve(kept), kept: { value: kept } }, replacing);
    },
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      // NOTE: taken before the load starts: a write that lands while loading moves the generation on,
      // so the entry is already stale when it is stored and the next caller loads again.
      const now = generation();
      const hit = entries.get(key);
      if (hit) entries.delete(key);
      if (hit?.generation === now) {
        hits += 1;
        // Used now: to the back of the line (a Map iterates in insertion order).
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      misses += 1;
      const value = freeze ? load().then(deepFreeze) : load();
      store(key, { generation: now, value }, Boolean(hit));
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}

/** Every read goes to the database (PostgreSQL). */
export const noReadCache: ReadCache = {
  read: (_key, load) => load(),
  stats: () => ({ hits: 0, misses: 0 }),
  mark: () => 0,
  recall: () => undefined,
  keep: () => {},
};
