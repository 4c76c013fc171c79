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
}

const stats: FrameStats = { frames: 0, lastEditToFrameMs: 0, lastDrawMs: 0, lastFrameMs: 0 };
let editAt: number | null = null;

if (typeof window !== 'undefined') (window as unknown as { __boardwrightEditor: FrameStats }).__boardwrightEditor = stats;

export function noteEdit(): void {
  if (editAt === null) editAt = performance.now();
}

export function recordFrame(frames: number, drawMs: number, frameMs: number): void {
  stats.frames = frames;
  stats.lastFrameMs = frameMs;
  if (editAt !== null) {
    stats.lastEditToFrameMs = performance.now() - editAt;
    stats.lastDrawMs = drawMs;
    editAt = null;
  }
}

export function frameStats(): Readonly<FrameStats> {
  return stats;
}
