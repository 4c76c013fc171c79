import { describe, expect, it, vi } from 'vitest';

vi.mock('pixi.js', () => import('../../../pixi/pixi-double.test-support.js'));
vi.mock('../../../route-map/labels.js', async (original) => {
  const real = await original<typeof import('../../../route-map/labels.js')>();
  return { ...real, placeLabels: vi.fn(real.placeLabels) };
});
const { placeLabels } = await import('../../../route-map/labels.js');
const { AirlinesScene } = await import('../scene.js');
const { generateAirlinesBoard } = await import('./generate.js');
const { moveCitiesBy, renameCity } = await import('./commands.js');
const { BitmapText, Container, Graphics, Sprite } = await import('pixi.js');

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

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

  it('makes no numbers while a zoom shows none, and makes them when a zoom does', () => {
    const scene = new AirlinesScene();
    scene.deferNumbers = true;
    // Numbers 5.6 map units tall are under 5 px on screen at this zoom: not drawn (setZoom).
    scene.setZoom(0.5);
    scene.draw(board);
    const made = () => board.routes.reduce((n, r) => n + r.costs.filter((_, i) => scene.numberPx(r.id, i, false) !== null).length, 0);
    expect(made()).toBe(0);
    // Nothing to finish at this zoom: the editor draws no more frames for them.
    expect(scene.numbersPending()).toBe(false);
    expect(scene.fillNumbers()).toBe(false);
    scene.setZoom(2);
    expect(scene.numbersPending()).toBe(true);
    expect(scene.fillNumbers()).toBe(true);
    expect(made()).toBe(numbers);
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
    // Its routes' lines are drawn in a layer of their own while the drag lasts (the next steps
    // re-batch only them), and go back among the others, in board order, at the drop.
    const lineLayers = () => {
      const all = (c: InstanceType<typeof Container>): InstanceType<typeof Container>[] => c.children.flatMap((k) => [k, ...all(k)]);
      const lines = all(scene.root).filter((k) => k instanceof Graphics && k.parent?.isRenderGroup);
      return new Map([...new Set(lines.map((l) => l.parent))].map((p) => [p, p!.children.length]));
    };
    const touching = board.routes.filter((r) => r.from === city.id || r.to === city.id).length;
    expect([...lineLayers().values()].sort((a, b) => a - b)).toEqual([touching, board.routes.length - touching]);
    scene.placeAllLabels();
    expect([...lineLayers().values()]).toEqual([board.routes.length]);
  });

  it('a rename places that name and the names it now covers, round the others', () => {
    const scene = new AirlinesScene();
    scene.draw(board);
    const long = 'Saint-Rémy-de-Provence-sur-Mer';
    const before = new Map(scene.cityNameBoxes().map((b) => [b.id, b]));
    const meets = (a: Box, b: Box) => a.x < b.x + b.w && a.x + a.w > b.x && a.y < b.y + b.h && a.y + a.h > b.y;
    // The names the long name covers where the old one stood (the pixi double: 0.6 em a letter).
    const covered = (id: string) => {
      const at = before.get(id)!;
      const box = { ...at, w: (at.w * long.length) / board.cities.find((c) => c.id === id)!.name.length };
      return [...before.values()].filter((b) => b.id !== id && meets(box, b)).map((b) => b.id);
    };
    const city = board.cities.find((c) => covered(c.id).length > 0)!;
    const renamed = renameCity(board, city.id, long)!.do(board);
    vi.mocked(placeLabels).mockClear();
    scene.draw(renamed);
    const placed = vi.mocked(placeLabels).mock.calls.map(([items]) => items.map((i) => i.id));
    // One placement: the renamed city's name and the names it covered; no other.
    expect(placed).toHaveLength(1);
    expect([...placed[0]!].sort()).toEqual([city.id, ...covered(city.id)].map((id) => `city:${id}`).sort());
    const after = scene.cityNameBoxes();
    for (const b of after) if (!placed[0]!.includes(`city:${b.id}`)) expect(b).toEqual(before.get(b.id));
    // The new name clear of every other name (their letters: the boxes less their spare room).
    const letters = (b: Box) => ({ x: b.x, y: b.y + b.h * 0.075, w: b.w, h: b.h * 0.85 });
    const mine = letters(after.find((b) => b.id === city.id)!);
    for (const b of after.filter((x) => x.id !== city.id)) expect(meets(mine, letters(b))).toBe(false);
    // The next edit that is not a rename places every name again.
    vi.mocked(placeLabels).mockClear();
    scene.draw(moveCitiesBy(renamed, [board.cities[0]!.id], 3, 0)!.do(renamed));
    expect(vi.mocked(placeLabels).mock.calls.map(([items]) => items.length)).toEqual([board.cities.length]);
  });

  it('zoomed in, leaves out of the frame only what lies off screen, and all of it', () => {
    const scene = new AirlinesScene();
    scene.draw(board);
    scene.fillNumbers();
    const all = (c: InstanceType<typeof Container>): InstanceType<typeof Container>[] => c.children.flatMap((k) => [k, ...all(k)]);
    const discs = () => all(scene.root).filter((k) => k instanceof Sprite);
    const words = () => all(scene.root).filter((k) => k instanceof BitmapText) as InstanceType<typeof BitmapText>[];
    const city = board.cities[40]!;
    const view = { x: city.x - 60, y: city.y - 40, width: 120, height: 80 };
    scene.cullTo(view);
    // A disc's centre within its radius (5.2) of the view is on screen: never culled.
    const near = (x: number, y: number, by: number) => x > view.x - by && x < view.x + view.width + by && y > view.y - by && y < view.y + view.height + by;
    const culled = discs().filter((d) => d.culled);
    expect(culled.length).toBeGreaterThan(discs().length * 0.8);
    for (const d of culled) expect(near(d.x, d.y, 6)).toBe(false);
    // A word (a name, a number) whose box reaches into the view is kept.
    for (const w of words().filter((t) => t.culled)) {
      const box = w.anchor.x === 0.5 ? { x: w.x - w.width / 2, y: w.y - w.height / 2 } : { x: w.x, y: w.y };
      const reaches = box.x < view.x + view.width && box.x + w.width > view.x && box.y < view.y + view.height && box.y + w.height > view.y;
      expect(reaches).toBe(false);
    }
    expect(words().some((w) => w.culled)).toBe(true);
    // A drag step that brings a far city into view draws it there.
    const far = board.cities.find((c) => !near(c.x, c.y, 40))!;
    const moved = moveCitiesBy(board, [far.id], city.x - far.x + 10, city.y - far.y + 10)!.do(board);
    scene.draw(moved);
    scene.cullTo(view);
    const dot = discs().find((d) => d.x === city.x + 10 && d.y === city.y + 10)!;
    expect(dot.culled).toBe(false);
    // No view: everything is drawn again.
    scene.cullTo(null);
    expect([...discs(), ...words()].filter((k) => k.culled)).toEqual([]);
  });
});
