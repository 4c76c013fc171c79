/**
 * How the share-track strip fits in the width it has: each marker as wide as its initials need
 * (never cut to "AA" where "AAM" is meant), markers close together on separate rows, and each
 * stretch's payout in the longest form its width holds. Pure, so it is tested without a browser.
 */

/** Pixels per character of the markers' 9 px bold initials, and their padding and border. */
const MARKER_CHAR_PX = 6.6;
const MARKER_PAD_PX = 8;
/** About how wide the stretches' 11 px bold payouts are: digits, and the narrow marks between. */
const BAND_PAD_PX = 8;
function bandTextPx(text: string): number {
  let px = 0;
  for (const ch of text) px += /[0-9]/.test(ch) ? 6.6 : ch === "…" ? 11 : 3.6;
  return px;
}

/** A marker's width: what its initials need, at least `base` (two or three spaces' worth). */
export function markerWidth(initials: string, base: number): number {
  return Math.max(base, Math.ceil(initials.length * MARKER_CHAR_PX + MARKER_PAD_PX));
}

export interface TrackItem {
  id: string;
  space: number;
  ghost: boolean;
  initials: string;
}

export interface PlacedItem extends TrackItem {
  /** Left edge in pixels from the strip's start, width in pixels, and row (0: the top). */
  left: number;
  width: number;
  row: number;
}

/**
 * Markers centred on their spaces (`spaces` spaces over `stripPx` pixels), each on the highest
 * row where it does not touch another; kept inside the strip at both ends.
 */
export function placeMarkers(items: readonly TrackItem[], spaces: number, stripPx: number, base: number): PlacedItem[] {
  const per = stripPx / Math.max(1, spaces);
  const rowsEnd: number[] = [];
  return [...items]
    .sort((a, b) => a.space - b.space || Number(a.ghost) - Number(b.ghost))
    .map((it) => {
      const width = markerWidth(it.initials, base);
      const centre = (it.space + 0.5) * per;
      const left = Math.max(0, Math.min(stripPx - width, centre - width / 2));
      let row = rowsEnd.findIndex((end) => end <= left);
      if (row < 0) row = rowsEnd.push(0) - 1;
      rowsEnd[row] = left + width + 1;
      return { ...it, left, width, row };
    });
}

/**
 * A stretch's payout in the longest form that fits `px` pixels: "18 · 9 · 5 · 2", then
 * "18·9·5·2", then the top payout alone ("18…"), then nothing (the title still says it all).
 */
export function payoutLabel(points: readonly number[], px: number): string {
  const forms = [points.join(' · '), points.join('·'), points.length > 1 ? `${points[0]}…` : String(points[0] ?? '')];
  return forms.find((f) => bandTextPx(f) + BAND_PAD_PX <= px) ?? '';
}
