/**
 * Tiny benchmark helpers. Benchmarks print figures; nothing here asserts a time.
 * `npm run bench` runs every `test/bench/*.bench.ts` (each default-exports a function taking a
 * `Bench`), optionally filtered by name: `npm run bench -- airlines`.
 */
import { performance } from 'node:perf_hooks';

export interface Bench {
  /** Prints one result line under the current section. */
  report(label: string, value: string): void;
  /** Runs `fn` repeatedly for about `ms` milliseconds; returns runs per second. */
  rate(fn: () => void, ms?: number): number;
  /** Times each call of `fn` `n` times; returns the median in milliseconds. */
  median(fn: () => void, n?: number): number;
  /** The median and 99th percentile of a list of samples in milliseconds. */
  percentiles(samples: number[]): { p50: number; p99: number };
}

export function createBench(section: string): Bench {
  console.log(`\n## ${section}`);
  return {
    report(label, value) {
      console.log(`  ${label.padEnd(52)} ${value}`);
    },
    rate(fn, ms = 3000) {
      const start = performance.now();
      let runs = 0;
      while (performance.now() - start < ms) {
        fn();
        runs++;
      }
      return runs / ((performance.now() - start) / 1000);
    },
    median(fn, n = 200) {
      const samples: number[] = [];
      for (let i = 0; i < n; i++) {
        const t = performance.now();
        fn();
        samples.push(performance.now() - t);
      }
      return percentile(samples, 0.5);
    },
    percentiles(samples) {
      return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) };
    },
  };
}

export function percentile(samples: number[], q: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export function fmtMs(ms: number): string {
  return ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`;
}

/** Median wall and CPU milliseconds of `n` runs of `fn` (CPU: this process's user + system). */
export function timed(fn: () => void, n: number): { wall: number; cpu: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    fn();
    wall.push(performance.now() - t);
    const u = process.cpuUsage(c);
    cpu.push((u.user + u.system) / 1000);
  }
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { wall: mid(wall), cpu: mid(cpu) };
}

/** "1.2 ms (CPU 1.1 ms)". */
export const both = (t: { wall: number; cpu: number }): string => `${fmtMs(t.wall)} (CPU ${fmtMs(t.cpu)})`;
