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
  /**
   * Milliseconds from a board's text reaching the editor (Open) to the end of its first drawn
   * frame: parse, read, check, scene and render (null until a board was opened).
   */
  lastOpenToFrameMs: number | null;
  /** Milliseconds the page took to parse that board's text alone (the same-page baseline). */
  lastOpenParseMs: number | null;
  /**
   * Milliseconds from that Open to the end of the frame that finished the board: the first
   * frame, or a later one when it left work for later (a big board's circle numbers).
   */
  lastOpenToCompleteMs: number | null;
  /** When that Open began (performance.now()), so a bench can time the frame to the screen. */
  lastOpenAt: number | null;
}

const KEEP = 100;

function keep(list: number[], value: number): void {
  list.push(value);
  if (list.length > KEEP) list.shift();
}

const stats: FrameStats = { frames: 0, lastEditToFrameMs: 0, lastDrawMs: 0, lastFrameMs: 0, recentEditToFrameMs: [], recentDrawMs: [], recentFrameMs: [], lastOpenToFrameMs: null, lastOpenParseMs: null, lastOpenToCompleteMs: null, lastOpenAt: null };
let editAt: number | null = null;
let openAt: number | null = null;
/** The Open whose board is not finished drawing yet (see lastOpenToCompleteMs). */
let completeFrom: number | null = null;

if (typeof window !== 'undefined') (window as unknown as { __boardwrightEditor: FrameStats }).__boardwrightEditor = stats;

export function noteEdit(): void {
  if (editAt === null) editAt = performance.now();
}

/** A board's text reached the editor at `at` (performance.now()); its parse alone took `parseMs`. */
export function noteOpen(at: number, parseMs: number): void {
  openAt = at;
  completeFrom = at;
  stats.lastOpenAt = at;
  stats.lastOpenParseMs = parseMs;
  stats.lastOpenToFrameMs = null;
  stats.lastOpenToCompleteMs = null;
}

/** A frame was drawn; `complete` false when the scene left work for the next ones. */
export function recordFrame(frames: number, drawMs: number, frameMs: number, complete = true): void {
  stats.frames = frames;
  stats.lastFrameMs = frameMs;
  keep(stats.recentFrameMs, frameMs);
  if (openAt !== null) {
    stats.lastOpenToFrameMs = performance.now() - openAt;
    openAt = null;
  }
  if (completeFrom !== null && complete) {
    stats.lastOpenToCompleteMs = performance.now() - completeFrom;
    completeFrom = null;
  }
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
