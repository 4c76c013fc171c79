/**
 * The route map's many small words (a number on every circle, a name on every city) drawn from
 * two glyph atlases instead of one canvas texture each: a board of 1,500 routes has some 4,000
 * of them, and a texture per word made Pixi's first render take many seconds (each word drawn
 * on a canvas, uploaded, and drawn in a batch of its own). Glyphs are rasterised once, large
 * (GLYPH_PX), and every word is a few quads of the same texture, scaled to its map size.
 *
 * A character the atlas lacks (a name's "ü") is added to it when first used.
 */
import { BitmapFont, BitmapText, CanvasTextMetrics } from 'pixi.js';
import { MAP_COLOURS } from './style.js';

/** The glyphs' size in the atlas (px): sharp up to about this many pixels on screen. */
const GLYPH_PX = 48;
const COST_FONT = 'route-map-cost';
const NAME_FONT = 'route-map-name';
const BASIC = [['a', 'z'], ['A', 'Z'], ['0', '9'], ' .,·-–\'()&/+'];

let installed = false;

// Kerning is left out: measuring every pair of the atlas's ~80 characters (some 13,000 canvas
// text measurements for the two fonts) took over a second of the first open in the browser, and
// digits and short names at a few pixels show no difference.

/**
 * Text made only of these characters splits into one grapheme per character: Latin letters with
 * their accents precomposed, digits, punctuation (a combining accent, U+0300 on, or an emoji
 * joiner is left to Intl.Segmenter).
 */
const ONE_PER_CHARACTER = /^[\u0020-\u007e\u00a0-\u02ff\u2013\u2014\u2018\u2019\u201c\u201d]*$/;

/**
 * Pixi splits every word into graphemes with Intl.Segmenter, several times a word on its first
 * frame (measure, layout, atlas check, the GPU's copy); for a big board's 4,000 words that was
 * the largest single cost of opening it in the browser. Plain text takes a plain split, which
 * gives the same graphemes; anything else still goes through the segmenter.
 */
function quickGraphemes(): void {
  const full = CanvasTextMetrics.graphemeSegmenter;
  CanvasTextMetrics.graphemeSegmenter = (s: string) => (ONE_PER_CHARACTER.test(s) ? Array.from(s) : full(s));
}

function install(family: string): void {
  if (installed) return;
  installed = true;
  quickGraphemes();
  // Costs in white: the atlas's glyphs are tinted to the fill each number asks for.
  BitmapFont.install({ name: COST_FONT, style: { fontFamily: family, fontSize: GLYPH_PX, fontWeight: '600', fill: '#ffffff' }, chars: BASIC, resolution: 1, padding: 2, skipKerning: true });
  // Names with their white outline baked in (an outline cannot be tinted); the outline is as
  // wide, for the glyph size, as the 2-unit outline of a 6.4-unit name.
  BitmapFont.install({
    name: NAME_FONT,
    style: { fontFamily: family, fontSize: GLYPH_PX, fontWeight: '500', fill: MAP_COLOURS.label, stroke: { color: '#ffffff', width: (2 / 6.4) * GLYPH_PX, join: 'round' } },
    chars: BASIC,
    resolution: 1,
    padding: 4,
    skipKerning: true,
  });
}

/** A circle's number: `fontSize` in map units, `fill` its colour (a tint: cheap to change). */
export function costGlyphs(value: string, family: string, fontSize: number, fill: string): BitmapText {
  install(family);
  return new BitmapText({ text: value, style: { fontFamily: COST_FONT, fontSize, fill } });
}

/** A city's name, dark with a white outline, `fontSize` map units tall. */
export function nameGlyphs(value: string, family: string, fontSize: number): BitmapText {
  install(family);
  return new BitmapText({ text: value, style: { fontFamily: NAME_FONT, fontSize } });
}
