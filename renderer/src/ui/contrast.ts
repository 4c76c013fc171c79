/**
 * WCAG 2 colour contrast: the relative luminance of an sRGB colour, the contrast ratio of two, and
 * the text colour (near-black or white) that reads best on a background. Chips and markers in a
 * player's or an airline's colour use it, so their text meets AA (4.5:1) whatever the colour.
 */

/** Relative luminance (0 black … 1 white) of "#rrggbb". */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const channel = (shift: number) => {
    const c = ((n >> shift) & 255) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** The contrast ratio of two colours, 1 … 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Pure black: with white, one of the two always reaches 4.58:1 (√21) on any colour; a softer black does not. */
export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#ffffff';

/** Black or white text, whichever has the higher contrast on `background`. */
export function readableOn(background: string): string {
  return contrast(DARK_TEXT, background) >= contrast(LIGHT_TEXT, background) ? DARK_TEXT : LIGHT_TEXT;
}
