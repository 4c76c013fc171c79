import { describe, expect, it } from 'vitest';
import usa from '../../../../boards/blue-skies/usa.board.json';
import { CARD_H, CARD_W, cardSizeFor, cardUnits, mapAspect, stretchFor, gateBox, overlaps, placeCards, spanningTree } from './geometry.js';

describe('Blue Skies map geometry', () => {
  it('cards keep their screen size while zoomed out, grow with the map past its natural size, in steps', () => {
    expect(cardUnits(1)).toBe(1);
    expect(cardUnits(3)).toBe(1);
    expect(cardUnits(0.5)).toBeCloseTo(2, 0);
    expect(cardUnits(0.5)).toBe(cardUnits(0.51));
  });

  it('on the default board no two cards overlap at any zoom, and each stays near its airport', () => {
    for (const zoom of [0.4, 0.55, 0.7, 0.85, 1, 2]) {
      const u = cardUnits(zoom);
      const w = CARD_W * u;
      const h = CARD_H * u;
      const c = placeCards(usa.airports, w, h);
      for (let i = 0; i < c.length; i++) for (let j = i + 1; j < c.length; j++) expect(overlaps(c[i]!, c[j]!, w, h), `${usa.airports[i]!.id}/${usa.airports[j]!.id} at zoom ${zoom}`).toBe(false);
      // Within two and a half card widths on screen of where the airport is.
      usa.airports.forEach((a, i) => expect(Math.hypot(a.x - c[i]!.x, a.y - c[i]!.y) / u).toBeLessThan(2.5 * CARD_W));
    }
  });

  it('a narrow, tall map area stretches the map north–south (at most 1.6 times); a wide one keeps its shape; small windows get smaller cards', () => {
    expect(stretchFor(435, 600)).toBe(1.6);
    expect(stretchFor(500, 400)).toBeCloseTo(400 / 500 / 0.7);
    expect(stretchFor(735, 830)).toBe(1);
    expect(cardSizeFor(735, 830)).toBe(1);
    expect(cardSizeFor(435, 600)).toBe(0.8);
  });

  it('the stretch reads the board’s own shape: the default board is wider than 0.7, so a narrow map area with the log open (535 × 556) stretches it to the limit', () => {
    expect(mapAspect(usa.airports)).toBeCloseTo(433 / 813.1, 2);
    expect(stretchFor(535, 556, mapAspect(usa.airports))).toBe(1.6);
    expect(stretchFor(535, 400, mapAspect(usa.airports))).toBeCloseTo(400 / 535 / mapAspect(usa.airports));
    expect(mapAspect([{ x: 0, y: 0 }])).toBe(0.7);
    expect(mapAspect([{ x: 0, y: 0 }, { x: 0, y: 5 }])).toBe(0.7);
  });

  it('the same board gives the same places (no randomness)', () => {
    expect(placeCards(usa.airports, 100, 60)).toEqual(placeCards(usa.airports, 100, 60));
  });

  it('an airport alone keeps its card on it', () => {
    expect(placeCards([{ id: 'A', x: 10, y: 20 }], CARD_W, CARD_H)).toEqual([{ x: 10, y: 20 }]);
  });

  it('gate boxes sit left to right inside the card', () => {
    const boxes = [0, 1, 2, 3].map(gateBox);
    for (let i = 1; i < 4; i++) expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x + boxes[i - 1]!.width);
    expect(boxes[3]!.x + boxes[3]!.width).toBeLessThanOrEqual(CARD_W);
  });

  it('a region is drawn as the shortest tree joining its airports', () => {
    const pts = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 20, y: 0 }, { x: 10, y: 5 }];
    const edges = spanningTree(pts);
    expect(edges).toHaveLength(3);
    const len = edges.reduce((s, [a, b]) => s + Math.hypot(pts[a]!.x - pts[b]!.x, pts[a]!.y - pts[b]!.y), 0);
    expect(len).toBeCloseTo(25);
    expect(spanningTree([{ x: 1, y: 1 }])).toEqual([]);
  });
});
