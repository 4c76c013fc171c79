/**
 * Frame timing for the benchmark and the browser tests: the time from an edit reaching the
 * canvas to the end of the frame that shows it. Exposed on `window.__boardwrightEditor`.
 */
export interface FrameStats {
  frames: number;
  /** Milliseconds from the last edit to its drawn frame. */
  lastEditToFrameMs: number;
  /** Milliseconds the scene took to redraw the board in that frame. */
  lastDrawMs: number;
  /** Milliseconds the last frame took from start to end (scene update and render), edit or not. */
  lastFrameMs: number;
  /** The latest edit → frame times (up to 100, oldest first), for a median over a drag. */
  recentEditToFrameMs: number[];
  /** The scene's redraw time of those edits (same order). */
  recentDrawMs: number[];
  /** The latest frame times, edit or not (up to 100, oldest first). */
  recentFrameMs: number[];
}

const KEEP = 100;

function keep(list: number[], value: number): void {
  list.push(value);
  if (list.length > KEEP) list.shift();
}

const stats: FrameStats = { frames: 0, lastEditToFrameMs: 0, lastDrawMs: 0, lastFrameMs: 0, recentEditToFrameMs: [], recentDrawMs: [], recentFrameMs: [] };
let editAt: number | null = null;

if (typeof window !== 'undefined') (window as unknown as { __boardwrightEditor: FrameStats }).__boardwrightEditor = stats;

export function noteEdit(): void {
  if (editAt === null) editAt = performance.now();
}

export function recordFrame(frames: number, drawMs: number, frameMs: number): void {
  stats.frames = frames;
  stats.lastFrameMs = frameMs;
  keep(stats.recentFrameMs, frameMs);
  if (editAt !== null) {
    stats.lastEditToFrameMs = performance.now() - editAt;
    keep(stats.recentEditToFrameMs, stats.lastEditToFrameMs);
    stats.lastDrawMs = drawMs;
    keep(stats.recentDrawMs, drawMs);
    editAt = null;
  }
}

export function frameStats(): Readonly<FrameStats> {
  return stats;
}
