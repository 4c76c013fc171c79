/**
 * The heat map on the board itself, as an SVG: each game draws its board's geometry
 * (GameProbe.heatMap in games/<game>/heat-map.ts) with the pen made here, which holds the
 * report's figures and the drawing's shared parts. Colour says how often an element was used per
 * game, from the least used of its kind to the most used (the legend gives the range); grey dashes
 * mark elements never used. Pure string building, every board text escaped; the standalone HTML
 * embeds it and the app shows it for the games whose Pixi scene has no heat layer yet.
 */
import { HEAT_FLOOR, heatColour as usesColour, kindHeat, NEVER_USED, paddedHull } from '../../formats/lab-heat.js';
import type { ElementKindReport } from '../../formats/lab-report.js';
import type { HeatPen } from '../../games/core/lab-probe.js';
import type { Locale } from '../../games/core/locales.js';
import type { WordParams } from '../../games/core/wording.js';
import { games } from '../../games/index.js';
import { kindLabel, labSay, pctFigure } from './words.js';

type Board = Record<string, unknown>;

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

// The palette the maps draw with: uses per game unless a difference map swaps it (withPalette).
let heatOf = kindHeat;
let heatColour = usesColour;
const NEVER = NEVER_USED;
/** The map's words and numbers in its reader's language. */
export interface MapWords {
  say: (key: string, params?: WordParams) => string;
  /** A number with this many decimals, as the language writes it ("0,07"). */
  num: (v: number, digits: number) => string;
}

function usesLegend(x: number, y: number, h: { min: number; max: number }, label: string, { say, num: fixed }: MapWords): string {
  const steps = 10;
  const w = 160;
  const num = (v: number): string => fixed(v, v >= 10 ? 0 : v >= 1 ? 1 : 2);
  let out = `<g class="legend" font-size="11" fill="#1f2933"><text x="${x}" y="${y - 6}">${escapeXml(say('labr.heat.uses', { label }))}</text>`;
  for (let i = 0; i < steps; i++) out += `<rect x="${x + (i * w) / steps}" y="${y}" width="${w / steps + 0.5}" height="10" fill="${heatColour(HEAT_FLOOR + ((1 - HEAT_FLOOR) * (i + 0.5)) / steps)}"/>`;
  out += `<text x="${x}" y="${y + 24}">${num(h.min)}</text><text x="${x + w}" y="${y + 24}" text-anchor="end">${num(h.max)}</text>`;
  out += `<line x1="${x + w + 16}" y1="${y + 5}" x2="${x + w + 40}" y2="${y + 5}" stroke="${NEVER_USED}" stroke-width="2" stroke-dasharray="3 3"/><text x="${x + w + 46}" y="${y + 9}">${escapeXml(say('labr.heat.never'))}</text></g>`;
  return out;
}

let legend = usesLegend;

/** How a map colours its elements: each kind's heat (0..1 per element), a heat's colour, and the legend. */
export interface Palette {
  heat: typeof kindHeat;
  colour: (t: number) => string;
  legend: typeof usesLegend;
}

/** Draws with another palette (a difference map's, diff-heat.ts) for the length of one call. */
export function withPalette<T>(p: Palette, draw: () => T): T {
  const saved = { heatOf, heatColour, legend };
  heatOf = p.heat;
  heatColour = p.colour;
  legend = p.legend;
  try {
    return draw();
  } finally {
    ({ heatOf, heatColour, legend } = saved);
  }
}

/**
 * The report's figures and the drawing's shared parts, for a game's `heatMap`. It reads the
 * palette when it draws, so a map drawn inside `withPalette` (a difference map) takes that one.
 */
function penFor(elements: readonly ElementKindReport[], locale: Locale): HeatPen {
  const say = labSay(locale);
  const words: MapWords = { say, num: (v, digits) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(v) };
  // A game names a legend by its kind's English label ("Routes"): the report's kind words it.
  const labelOf = (label: string): string => {
    const k = elements.find((e) => e.label === label);
    return k ? kindLabel(locale, k) : label;
  };
  return {
    heatOf: (kind) => heatOf(elements, kind),
    heatColour: (t) => heatColour(t),
    NEVER,
    legend: (x, y, h, label) => legend(x, y, h, labelOf(label), words),
    svg,
    escapeXml,
    pctText: (rate) => say('labr.heat.share', { rate: pctFigure(rate) }),
    say,
    paddedHull,
  };
}

function svg(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-label="${escapeXml(title)}" font-family="Inter, 'Segoe UI', system-ui, sans-serif"><title>${escapeXml(title)}</title>${body}</svg>`;
}

/** The heat map of a report's board in a language (its legend, its shares), or null for a game without board geometry here. */
export function heatSvg(game: string, board: unknown, elements: readonly ElementKindReport[], locale: Locale = 'en'): string | null {
  if (typeof board !== 'object' || board === null) return null;
  const b = board as Board;
  return games.get(game)?.lab?.heatMap?.(b, penFor(elements, locale)) ?? null;
}
