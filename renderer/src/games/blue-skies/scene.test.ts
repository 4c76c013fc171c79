import { describe, expect, it, vi } from 'vitest';
import { usaBoard } from '../../../../games/blue-skies/testing.js';
import { drawCalls, expectSameConfigIdle } from '../../pixi/pixi-double.test-support.js';
import type { BlueSkiesConfig } from './scene.js';

vi.mock('pixi.js', () => import('../../pixi/pixi-double.test-support.js'));
const { BlueSkiesScene } = await import('./scene.js');

const [first, second] = usaBoard.airports;

/** The play screen's whole config, as new objects each time (as its computed values are). */
function config(): BlueSkiesConfig {
  return {
    board: usaBoard,
    data: { players: 3, colours: { ann: '#0b7285' }, regions: new Set([usaBoard.regions[0]!.id]) },
    marks: { highlight: new Set([first!.id]), focus: second!.id, hover: null },
    zoom: { scale: 0.8, size: 1 },
    stretch: 1.2,
  };
}

describe('The Blue Skies map’s set(config)', () => {
  it('draws the config once; the same config again draws nothing and asks for no frame', () => {
    expectSameConfigIdle(new BlueSkiesScene(), config);
  });

  it('draws again what changed: the keyboard’s airport redraws the marks only', () => {
    const scene = new BlueSkiesScene();
    let frames = 0;
    scene.onChange = () => frames++;
    scene.set(config());
    const before = { draws: drawCalls.count, frames };
    expect(scene.set({ marks: { ...config().marks, focus: first!.id } })).toBe(true);
    expect(drawCalls.count).toBeGreaterThan(before.draws);
    expect(frames).toBe(before.frames + 1);
  });
});
