import { describe, expect, it, vi } from 'vitest';
import { classicBoard } from '../../../../games/linie1/fixtures.test-helpers.js';
import { drawCalls, expectSameConfigIdle } from '../../pixi/pixi-double.test-support.js';
import type { CityConfig } from './scene.js';

vi.mock('pixi.js', () => import('../../pixi/pixi-double.test-support.js'));
const { CityScene } = await import('./scene.js');

const board = classicBoard();
const straight = board.tileTypes[0]!.id;

/** The play screen's whole config, as new objects each time (as its computed values are). */
function config(): CityConfig {
  const grid = Array.from({ length: board.rows * board.cols }, (_, i) => (i === 13 ? { tile: straight, rotation: 1 } : null));
  return {
    board,
    tiles: { grid, stopSigns: {} },
    highlight: [{ squares: [{ row: 2, col: 3 }], colour: 0x0b7285 }],
    loopRings: [board.terminals[0]!.id],
    paths: [{ points: [{ x: 0, y: 0 }, { x: 10, y: 10 }], colour: '#ff0000' }],
    preview: { square: { row: 2, col: 3 }, segments: [[0, 2]], trees: false, ok: true },
    trams: [{ id: 'ann', colour: '#0b7285', label: '1', at: { x: 5, y: 5 } }],
    focus: { focus: { row: 2, col: 3 }, hover: null },
  };
}

describe('The Linie 1 city’s set(config)', () => {
  it('draws the config once; the same config again draws nothing and asks for no frame', () => {
    expectSameConfigIdle(new CityScene(), config);
  });

  it('draws only what changed: a tram moved redraws the trams, not the tiles', () => {
    const scene = new CityScene();
    let frames = 0;
    scene.onChange = () => frames++;
    scene.set(config());
    const before = { draws: drawCalls.count, frames };
    const moved = config();
    moved.trams = [{ id: 'ann', colour: '#0b7285', label: '1', at: { x: 9, y: 5 } }];
    expect(scene.set(moved)).toBe(true);
    // Moving a tram sets its position only: no drawing call, one frame.
    expect(drawCalls.count).toBe(before.draws);
    expect(frames).toBe(before.frames + 1);
    const grid = [...config().tiles!.grid];
    grid[14] = { tile: straight, rotation: 0 };
    expect(scene.set({ tiles: { grid, stopSigns: {} } })).toBe(true);
    expect(drawCalls.count).toBeGreaterThan(before.draws);
  });
});
