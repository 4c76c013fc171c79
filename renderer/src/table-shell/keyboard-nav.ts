/**
 * Stepping through the map's highlighted targets with the arrow keys, as through text: Left and
 * Right go to the previous and next target in reading order (so every target is reachable), Up
 * and Down to the nearest target above or below. Pure.
 */
export interface Spot {
  id: string;
  x: number;
  y: number;
}

export type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** Reading order: top to bottom in rows of 24 px, then left to right. */
export function readingOrder(spots: readonly Spot[]): Spot[] {
  return [...spots].sort((a, b) => Math.round(a.y / 24) - Math.round(b.y / 24) || a.x - b.x || (a.id < b.id ? -1 : 1));
}

export function step(spots: readonly Spot[], from: string | null, arrow: Arrow): string | null {
  if (spots.length === 0) return null;
  const ordered = readingOrder(spots);
  const forward = arrow === 'ArrowDown' || arrow === 'ArrowRight';
  const i = ordered.findIndex((s) => s.id === from);
  if (i < 0) return (forward ? ordered[0] : ordered[ordered.length - 1])!.id;
  if (arrow === 'ArrowLeft' || arrow === 'ArrowRight') return ordered[(i + (forward ? 1 : ordered.length - 1)) % ordered.length]!.id;
  const here = ordered[i]!;
  const dir = forward ? 1 : -1;
  let best: Spot | null = null;
  let bestScore = Infinity;
  for (const s of spots) {
    const along = (s.y - here.y) * dir;
    const across = Math.abs(s.x - here.x);
    if (s.id === here.id || along <= 0) continue;
    // Straight above or below first: sideways distance counts double.
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = s;
    }
  }
  // Nothing further that way: wrap around to the other end.
  return (best ?? (forward ? ordered[0] : ordered[ordered.length - 1]))!.id;
}
