/**
 * Whose eyes the table uses when one machine holds several seats (hot-seat play). Pure, so the
 * hand-over's rules are tested without a browser:
 * - one seat held: always that seat, never a hand-over;
 * - several: a fresh screen shows nobody's hand; the first held seat to act is handed the screen
 *   (so the first player's first turn starts with a hand-over too); the hand then stays with the
 *   seat shown until another held seat must act, which is handed the screen in turn.
 */
export interface SeatPicture {
  /** The held seat that must act now, if any. */
  acting: number | null;
  /** The seat whose hand and legal moves are on screen (null: nobody's, in hot-seat play). */
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
  const shown = previouslyShown !== null && held.includes(previouslyShown) ? previouslyShown : null;
  return { acting, shown, handOverTo: acting !== null && acting !== shown ? acting : null };
}
