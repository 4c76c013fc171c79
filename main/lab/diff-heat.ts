/**
 * The difference heat map of a comparison: board B minus board A, element by element, drawn on
 * board B's own geometry (board-svg.ts) in diverging colours: red where B's element is used in
 * more games than A's, blue where in fewer, white where the same. Beside it the per-element
 * changes ranked by effect size (the change over its standard error), each with its 95 % interval,
 * so the map's loudest colours can be read against chance.
 */
import type { KindHeat } from '../../formats/lab-heat.js';
import { NEVER_USED } from '../../formats/lab-heat.js';
import type { LabReport } from '../../formats/lab-report.js';
import { escapeXml, heatSvg, withPalette, type Palette } from './board-svg.js';
import type { Locale } from '../../games/core/locales.js';
import { labSay } from './words.js';
import { rateDifference, Z95 } from './stats.js';
import type { Wording } from '../../games/core/wording.js';

/** One element's share of games used on each board, and the change (B − A). */
export interface ElementDelta {
  kind: string;
  kindLabel: string;
  /** The label by key (the game's catalogue), when the report has it. */
  kindLabelWording?: Wording;
  id: string;
  name: string;
  /** Its name by the game's key, when it has words of its own. */
  nameWords?: Wording;
  /** Share of games it was used in, on A and on B. */
  a: number;
  b: number;
  /** b − a, with its 95 % interval (Newcombe's, from the two Wilson intervals). */
  d: number;
  lo: number;
  hi: number;
  /** The change over its standard error: how far from chance (|z| ≥ 1.96: the interval clears zero). */
  z: number;
}

/** Every element on both boards, ranked by effect size (|z|, then |d|). */
export function elementDeltas(a: LabReport, b: LabReport): ElementDelta[] {
  const out: ElementDelta[] = [];
  const na = a.settings.games;
  const nb = b.settings.games;
  for (const kb of b.elements) {
    const ka = a.elements.find((k) => k.kind === kb.kind);
    if (!ka) continue;
    const onA = new Map(ka.items.map((it) => [it.id, it]));
    for (const it of kb.items) {
      const ia = onA.get(it.id);
      if (!ia) continue;
      const r = rateDifference(it.games, nb, ia.games, na);
      const se = (r.hi - r.lo) / (2 * Z95);
      out.push({ kind: kb.kind, kindLabel: kb.label, ...(kb.labelWording ? { kindLabelWording: kb.labelWording } : {}), id: it.id, name: it.name, ...(it.nameWords ? { nameWords: it.nameWords } : {}), a: ia.useRate, b: it.useRate, d: r.d, lo: r.lo, hi: r.hi, z: se > 0 ? r.d / se : 0 });
    }
  }
  return out.sort((x, y) => Math.abs(y.z) - Math.abs(x.z) || Math.abs(y.d) - Math.abs(x.d));
}

/** White at 0, deepening to red for +1 and to blue for −1 (t is the change over the kind's largest). */
export function diffColour(t: number): string {
  const x = Math.max(-1, Math.min(1, t));
  const white = [247, 247, 247];
  const end = x >= 0 ? [197, 48, 48] : [43, 108, 176];
  const f = Math.abs(x);
  return `#${white.map((v, j) => Math.round(v + (end[j]! - v) * f).toString(16).padStart(2, '0')).join('')}`;
}

const pts = (x: number): string => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(Math.round(100 * x))}`;

/**
 * The palette of a difference map: a kind's heat is 0.5 + d / (2 × the kind's largest |d|), so
 * 0.5 is no change (and the maps' "hotter is wider" still reads: wider is more used on B); an
 * element is drawn as never used only when neither board used it. Its tooltip's share is B's.
 */
function diffPalette(deltas: readonly ElementDelta[]): Palette {
  const byKind = new Map<string, ElementDelta[]>();
  for (const d of deltas) byKind.set(d.kind, [...(byKind.get(d.kind) ?? []), d]);
  return {
    heat(_elements, kind): KindHeat {
      const list = byKind.get(kind) ?? [];
      const top = Math.max(0, ...list.map((d) => Math.abs(d.d)));
      return {
        heat: new Map(list.map((d) => [d.id, top > 0 ? 0.5 + d.d / (2 * top) : 0.5])),
        // B's share, or a trace when only A used it, so it is coloured (blue) rather than dashed.
        rate: new Map(list.map((d) => [d.id, d.b > 0 ? d.b : d.a > 0 ? 1e-9 : 0])),
        min: -top,
        max: top,
      };
    },
    colour: (t) => diffColour(2 * t - 1),
    legend(x, y, h, label, { say }) {
      const steps = 10;
      const w = 160;
      let out = `<g class="legend" font-size="11" fill="#1f2933"><text x="${x}" y="${y - 6}">${escapeXml(say('labr.heat.diff', { label }))}</text>`;
      for (let i = 0; i < steps; i++) out += `<rect x="${x + (i * w) / steps}" y="${y}" width="${w / steps + 0.5}" height="10" fill="${diffColour(-1 + (2 * (i + 0.5)) / steps)}"/>`;
      out += `<text x="${x}" y="${y + 24}">${pts(h.min)}</text><text x="${x + w / 2}" y="${y + 24}" text-anchor="middle">0</text><text x="${x + w}" y="${y + 24}" text-anchor="end">${pts(h.max)}</text>`;
      out += `<line x1="${x + w + 16}" y1="${y + 5}" x2="${x + w + 40}" y2="${y + 5}" stroke="${NEVER_USED}" stroke-width="2" stroke-dasharray="3 3"/><text x="${x + w + 46}" y="${y + 9}">${escapeXml(say('labr.heat.neither'))}</text></g>`;
      return out;
    },
  };
}

/** The difference map on board B's geometry, or null for a game without board drawing. */
export function diffHeatSvg(a: LabReport, b: LabReport, deltas: readonly ElementDelta[] = elementDeltas(a, b), locale: Locale = 'en'): string | null {
  const svg = withPalette(diffPalette(deltas), () => heatSvg(b.settings.game, b.board, b.elements, locale));
  const title = escapeXml(labSay(locale)('labr.heat.diffTitle'));
  // The drawing's own name (its first title) says what this one shows.
  return svg && svg.replace(/aria-label="[^"]*"/, `aria-label="${title}"`).replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
}
