/**
 * The clock the boards' animations read (claims drawn out, tiles dropping, rings closing). The
 * browser tests freeze it through the test hook (`freezeMotion`) at a fraction of the animation
 * under way, to take a screenshot mid-motion and look at it; nothing else ever freezes it.
 */
let frozen: number | null = null;

/** Now, for an animation: the page's clock, or the frozen moment. */
export function motionNow(): number {
  return frozen ?? performance.now();
}

/**
 * Whether the clock is held (a test photographing one motion). A board then puts moves that come
 * in meanwhile in place at once: started on a held clock they would never show.
 */
export function motionHeld(): boolean {
  return frozen !== null;
}

/**
 * Freezes the clock `fraction` of the way through this animation window (null: runs again).
 * False when there is nothing to freeze.
 */
export function freezeMotionWithin(window: { start: number; end: number } | null, fraction: number | null): boolean {
  if (fraction === null) {
    frozen = null;
    return true;
  }
  if (!window) return false;
  const f = Math.min(1, Math.max(0, fraction));
  frozen = window.start + f * (window.end - window.start);
  return true;
}
