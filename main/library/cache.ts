/**
 * Board files are read and checked once per version: the result is kept under the file's path
 * with its size, modification time and inode (its stamp). A listing stats every file (cheap) and
 * reads and checks only the files whose stamp changed. A board of 1,500 routes takes 0.1–0.3 s
 * to check; before this cache every `hello` re-checked every board in the folder, so a guest
 * sending `hello` many times a second held every other connection up for seconds.
 *
 * What is kept is bounded: at most CACHE_BYTES of board files (by their size on disk), the
 * least recently used version forgotten first (it is checked again when next asked for).
 */
import { promises as fs } from 'node:fs';

/** The most board-file bytes whose checked results are kept (some 360 boards of 1,500 routes). */
export const CACHE_BYTES = 64 * 1024 * 1024;

export interface FileStamp {
  size: number;
  stamp: string;
}

/** The file's stamp, or null when it cannot be stat'ed (the reader then says why). */
export async function stampOf(file: string): Promise<FileStamp | null> {
  try {
    const s = await fs.stat(file);
    return { size: s.size, stamp: `${s.size}:${s.mtimeMs}:${s.ino}` };
  } catch {
    return null;
  }
}

export class CheckCache<T> {
  private entries = new Map<string, { stamp: string; size: number; value: T }>();
  private bytes = 0;
  /** Files read and checked (misses), for tests and benchmarks. */
  checks = 0;

  constructor(private readonly budget = CACHE_BYTES) {}

  /**
   * The kept result for `file` at `stamp`, or `compute()`'s (then kept). Without a stamp (the
   * file could not be stat'ed) nothing is kept: the reader's answer says why.
   */
  async get(file: string, stamp: FileStamp | null, compute: () => Promise<T>): Promise<{ value: T; fresh: boolean }> {
    const kept = this.entries.get(file);
    if (kept && stamp && kept.stamp === stamp.stamp) {
      // Most recently used last: the first entries are the ones forgotten.
      this.entries.delete(file);
      this.entries.set(file, kept);
      return { value: kept.value, fresh: false };
    }
    this.checks++;
    const value = await compute();
    this.drop(file);
    if (stamp && stamp.size <= this.budget) {
      this.entries.set(file, { stamp: stamp.stamp, size: stamp.size, value });
      this.bytes += stamp.size;
      for (const old of this.entries.keys()) {
        if (this.bytes <= this.budget) break;
        this.drop(old);
      }
    }
    return { value, fresh: true };
  }

  private drop(file: string): void {
    const kept = this.entries.get(file);
    if (!kept) return;
    this.entries.delete(file);
    this.bytes -= kept.size;
  }

  /** Forgets files no longer in a listing of their folder. */
  keepOnly(files: ReadonlySet<string>, under: string): void {
    for (const file of [...this.entries.keys()]) if (file.startsWith(under) && !files.has(file)) this.drop(file);
  }

  get size(): number {
    return this.entries.size;
  }
}
