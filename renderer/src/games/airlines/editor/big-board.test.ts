import { describe, expect, it, vi } from 'vitest';

vi.mock('pixi.js', () => import('../../../pixi/pixi-double.test-support.js'));
vi.mock('../../../route-map/labels.js', async (original) => {
  const real = await original<typeof import('../../../route-map/labels.js')>();
  return { ...real, placeLabels: vi.fn(real.placeLabels) };
});
const { placeLabels } = await import('../../../route-map/labels.js');
const { AirlinesScene } = await import('../scene.js');
const { generateAirlinesBoard } = await import('./generate.js');
const { moveCitiesBy } = await import('./commands.js');

// More circle numbers than one draw makes (NUMBERS_PER_DRAW is 600), few enough to stay quick.
const board = generateAirlinesBoard({ columns: 12, rows: 10, routes: 480 });
const numbers = board.routes.reduce((n, r) => n + r.costs.length, 0);

describe('The route map on a big Airlines board (the editor; route-map/scene.ts)', () => {
  it('draws the first frame without every number, then makes the rest in one call', () => {
    expect(numbers).toBeGreaterThan(600);
    const scene = new AirlinesScene();
    scene.deferNumbers = true;
    scene.draw(board);
    expect(scene.numbersPending()).toBe(true);
    const made = () => board.routes.reduce((n, r) => n + r.costs.filter((_, i) => scene.numberPx(r.id, i, false) !== null).length, 0);
    expect(made()).toBeLessThanOrEqual(600);
    // The rest in one go (the frame after the first).
    expect(scene.fillNumbers()).toBe(true);
    expect(scene.fillNumbers()).toBe(false);
    expect(made()).toBe(numbers);
    expect(scene.numbersPending()).toBe(false);
  });

  it('a drag step builds only the moved city’s routes again and places only its name', () => {
    const scene = new AirlinesScene();
    scene.draw(board);
    const city = board.cities[40]!;
    const moved = moveCitiesBy(board, [city.id], 4, 3)!.do(board);
    const before = scene.geometry!;
    scene.quickLabels = true;
    vi.mocked(placeLabels).mockClear();
    scene.draw(moved);
    const after = scene.geometry!;
    for (const r of board.routes) {
      const touches = r.from === city.id || r.to === city.id;
      expect(after.routes.get(r.id) === before.routes.get(r.id)).toBe(!touches);
    }
    // One placement, of the moved city's name alone (the others stay where they are).
    expect(vi.mocked(placeLabels).mock.calls.map(([items]) => items.map((i) => i.id))).toEqual([[`city:${city.id}`]]);
  });
});
