/**
 * Whose eyes the screen uses when one machine holds several seats (hot-seat play). Pure, so the
 * rules of the hand-over are tested without a browser:
 * - one seat held: always that seat, never a hand-over;
 * - several: the hand stays with the seat that was shown until another held seat must act; then
 *   a hand-over screen hides everything private until the next person clicks.
 */
export interface SeatPicture {
  /** The held seat that must act now, if any. */
  acting: number | null;
  /** The seat whose hand and legal moves are on screen. */
  shown: number | null;
  /** Set when the screen must be handed to another person first. */
  handOverTo: number | null;
}

export function seatPicture(held: readonly number[], playerOf: (seat: number) => string | null, active: readonly string[], previouslyShown: number | null): SeatPicture {
  let acting: number | null = null;
  for (const s of held) {
    const p = playerOf(s);
    if (p !== null && active.includes(p)) {
      acting = s;
      break;
    }
  }
  if (held.length <= 1) return { acting, shown: held[0] ?? null, handOverTo: null };
  const shown = previouslyShown !== null && held.includes(previouslyShown) ? previouslyShown : (acting ?? held[0] ?? null);
  return { acting, shown, handOverTo: acting !== null && acting !== shown ? acting : null };
}
