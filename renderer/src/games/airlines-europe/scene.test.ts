import { describe, expect, it, vi } from 'vitest';
import { europeBoard } from '../../../../games/airlines-europe/testing.js';
import { drawCalls, expectSameConfigIdle } from '../../pixi/pixi-double.test-support.js';

vi.mock('pixi.js', () => import('../../pixi/pixi-double.test-support.js'));
const { EuropeScene } = await import('./scene.js');

const route = europeBoard.routes[0]!;
const config = () => ({
  board: europeBoard,
  airlinesInPlay: europeBoard.airlines.slice(0, 3).map((a) => a.id),
  openBonuses: new Set(europeBoard.bonuses.slice(1).map((b) => b.id)),
  overlay: { markers: { [route.id]: [{ colour: '#0000ff', label: 'AB' }] } },
  highlight: { routes: [route.id] },
  preview: {},
  focus: null,
  zoom: 1.2,
});

describe('Airlines Europe’s map: set(config)', () => {
  it('draws the config once; the same config again draws nothing and asks for no frame', () => {
    expectSameConfigIdle(new EuropeScene(), config);
  });

  it('draws again when the airlines in play or the bonuses left change, and only then', () => {
    const scene = new EuropeScene();
    scene.set(config());
    let draws = drawCalls.count;
    expect(scene.set({ openBonuses: new Set(europeBoard.bonuses.map((b) => b.id)) })).toBe(true);
    expect(drawCalls.count).toBeGreaterThan(draws);
    draws = drawCalls.count;
    expect(scene.set({ airlinesInPlay: europeBoard.airlines.map((a) => a.id) })).toBe(true);
    expect(drawCalls.count).toBeGreaterThan(draws);
    draws = drawCalls.count;
    expect(scene.set({ airlinesInPlay: europeBoard.airlines.map((a) => a.id), openBonuses: new Set(europeBoard.bonuses.map((b) => b.id)) })).toBe(false);
    expect(drawCalls.count).toBe(draws);
  });
});
