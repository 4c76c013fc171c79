import { describe, expect, it, vi } from 'vitest';
import { tinyBoard } from '../../../../games/airlines/testing.js';
import { drawCalls, expectSameConfigIdle } from '../../pixi/pixi-double.test-support.js';
import type { RouteMapConfig } from '../../route-map/scene.js';
import type { AirlinesBoard } from '../../../../games/airlines/types.js';

vi.mock('pixi.js', () => import('../../pixi/pixi-double.test-support.js'));
const { AirlinesScene } = await import('./scene.js');

/** A play screen's whole config: markers, a highlight, a move being composed, the keyboard's focus. */
function config(): RouteMapConfig<AirlinesBoard> {
  const r0 = tinyBoard.routes[0]!;
  const r1 = tinyBoard.routes[1]!;
  return {
    board: tinyBoard,
    overlay: { markers: { [r0.id]: [{ colour: '#ff0000', pattern: 'dot' }] }, rings: [{ city: r0.from, colour: '#ff0000' }], recent: [{ route: r0.id, circle: 0 }] },
    highlight: { routes: new Set([r1.id]), circles: [{ route: r1.id, circle: 0 }] },
    preview: { markers: [{ route: r1.id, circle: 0, colour: '#00ff00' }] },
    focus: { kind: 'route', id: r1.id, circle: 0 },
    hover: { kind: 'city', id: r1.to },
    zoom: 0.8,
  };
}

describe('The route map’s set(config) (Airlines)', () => {
  it('draws the config once; the same config again (as new objects) draws nothing and asks for no frame', () => {
    const scene = new AirlinesScene();
    scene.readableCosts = true;
    expectSameConfigIdle(scene, config);
  });

  it('draws again only the part that changed', () => {
    const scene = new AirlinesScene();
    let frames = 0;
    scene.onChange = () => frames++;
    scene.set(config());
    const before = { draws: drawCalls.count, frames };
    expect(scene.set({ ...config(), focus: null })).toBe(true);
    expect(drawCalls.count).toBeGreaterThan(before.draws);
    expect(frames).toBe(before.frames + 1);
    // A key left out keeps what is on screen.
    const after = drawCalls.count;
    expect(scene.set({ highlight: config().highlight })).toBe(false);
    expect(drawCalls.count).toBe(after);
  });
});
