import { describe, expect, it } from 'vitest';
import { markerWidth, payoutLabel, placeMarkers } from './track-layout.js';

const overlap = (a: { left: number; width: number; row: number }, b: { left: number; width: number; row: number }) =>
  a.row === b.row && a.left < b.left + b.width && b.left < a.left + a.width;

describe('The Airlines Europe share-track strip in the width it has', () => {
  it('a marker is as wide as its initials need, never narrower than the base', () => {
    expect(markerWidth('CC', 24)).toBe(24);
    // "AAM" in a narrow strip (1024 × 640 with the log open) is not cut to "AA" (which is Aegean Arrow).
    expect(markerWidth('AAM', 16)).toBeGreaterThan(markerWidth('AA', 16));
    expect(markerWidth('AAM', 16)).toBeGreaterThanOrEqual(24);
    expect(markerWidth('ABCD', 16)).toBeGreaterThanOrEqual(30);
  });

  it('ten airlines near the start of the track (six players), in a 520 px strip: no two markers touch, each stays on the strip near its space', () => {
    const ids = ['VB', 'HS', 'AA', 'TJ', 'DA', 'BW', 'CC', 'AAM', 'LHA', 'RGS'];
    const spaces = [8, 7, 7, 6, 5, 3, 2, 4, 4, 0];
    const items = ids.map((initials, i) => ({ id: initials, initials, space: spaces[i]!, ghost: false }));
    const placed = placeMarkers(items, 61, 520, 16);
    for (let i = 0; i < placed.length; i++) for (let j = i + 1; j < placed.length; j++) expect(overlap(placed[i]!, placed[j]!), `${placed[i]!.id}/${placed[j]!.id}`).toBe(false);
    const per = 520 / 61;
    for (const p of placed) {
      expect(p.left).toBeGreaterThanOrEqual(0);
      expect(p.left + p.width).toBeLessThanOrEqual(520);
      expect(Math.abs(p.left + p.width / 2 - (p.space + 0.5) * per)).toBeLessThanOrEqual(p.width / 2 + 1);
      expect(p.width).toBe(markerWidth(p.initials, 16));
    }
  });

  it('a marker on the last space stays inside the strip', () => {
    const [p] = placeMarkers([{ id: 'x', initials: 'LHA', space: 60, ghost: false }], 61, 400, 16);
    expect(p!.left + p!.width).toBeLessThanOrEqual(400);
  });

  it('a stretch says its payout in the longest form that fits: spaced, then tight, then the top payout, then nothing', () => {
    expect(payoutLabel([18, 9, 5, 2], 200)).toBe('18 · 9 · 5 · 2');
    expect(payoutLabel([18, 9, 5, 2], 60)).toBe('18·9·5·2');
    expect(payoutLabel([18, 9, 5, 2], 36)).toBe('18…');
    expect(payoutLabel([18, 9, 5, 2], 10)).toBe('');
    expect(payoutLabel([4, 2], 60)).toBe('4 · 2');
  });
});
