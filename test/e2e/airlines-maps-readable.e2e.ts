/**
 * Both Airlines maps read at their first view (issue 29), in a real browser at 1280×720 and
 * 1024×640: every cost on the map is at least 10 px tall, in its circle or (where the route is too
 * short for a circle that big) beside it, and no city's name or cost lies over another name or
 * cost, an airline's flag or a marker. The boxes come from the scene's test hook (where
 * the labels were laid out, as page rectangles), never from pixels.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot, shareHostAndBrowser, startTable, whenSteady } from './support.js';
import { act, composeFounding, drawStock, nextMoment } from './table-helpers.js';

interface Rect {
  id: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}
interface Boxes {
  names: Rect[];
  /** Costs drawn beside circles too small to hold them. */
  costs: Rect[];
  flags: Rect[];
  markers: Rect[];
  costPx: number | null;
  short: { id: string; px: number }[];
}

let page: Page;
let problems: string[];
const shared = shareHostAndBrowser({ botDelayMs: 0 });

beforeAll(async () => {
  ({ page, problems } = await newPage(shared.browser, shared.host.url));
});

/** How far two page rectangles overlap, in square px (0: apart or touching). */
function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Every pair of a label (a name or a cost) and something it must not cover, with how much it covers (> 0.5 px², so rounding is not counted). */
function collisions(b: Boxes): string[] {
  const out: string[] = [];
  const labels = [...b.names.map((r) => ({ ...r, id: `name ${r.id}` })), ...b.costs.map((r) => ({ ...r, id: `cost ${r.id}` }))];
  labels.forEach((n, i) => {
    const say = (what: string, o: Rect) => `${n.id} over ${what}${o.id} (${overlap(n, o).toFixed(1)} px², ${JSON.stringify(n)} ${JSON.stringify(o)})`;
    for (const m of labels.slice(i + 1)) if (overlap(n, m) > 0.5) out.push(say('', m));
    for (const f of b.flags) if (overlap(n, f) > 0.5) out.push(say('flag ', f));
    for (const m of b.markers) if (overlap(n, m) > 0.5) out.push(say('marker ', m));
  });
  return out;
}

async function boxesAt(width: number, height: number): Promise<Boxes> {
  await page.setViewportSize({ width, height });
  await page.getByTestId('fit-map').click();
  // The fit and the labels' layout happen in the frame (or frames, on a loaded machine) after the
  // resize: read once they are laid out and have settled (the same boxes a quiet 200 ms apart).
  const boxes = () => page.evaluate(() => (globalThis as unknown as { __boardwright: { labelBoxes(): Boxes | null } }).__boardwright.labelBoxes());
  await expect.poll(async () => (await boxes())?.names.length ?? 0).toBeGreaterThan(10);
  return JSON.parse(await whenSteady(page, async () => JSON.stringify(await boxes()), 200)) as Boxes;
}

/**
 * At each size: the flags are there, every number on the map is ≥ 10 px with none left small in
 * a circle too short for it (those are drawn beside it: `withCallouts` says whether that map
 * needs any at this size), and no name or cost covers another, a flag or a marker.
 */
async function checkBothSizes(name: string, withCallouts: { 1280: boolean; 1024: boolean }, markers = false): Promise<void> {
  for (const [w, h] of [
    [1280, 720],
    [1024, 640],
  ] as const) {
    const b = await boxesAt(w, h);
    await screenshot(page, `${name}-readable-${w}x${h}`);
    expect(b.flags.length, `${w}×${h} flags`).toBeGreaterThan(2);
    if (markers) expect(b.markers.length, `${w}×${h} markers`).toBeGreaterThan(0);
    expect(b.costPx, `${w}×${h} smallest circle number`).toBeGreaterThanOrEqual(10);
    expect(b.short, `${w}×${h} numbers left small in their circles`).toEqual([]);
    expect(b.costs.length > 0, `${w}×${h} costs beside their circles: ${b.costs.length}`).toBe(withCallouts[w]);
    expect(collisions(b).join('; '), `${w}×${h}`).toBe('');
  }
}

describe('The Airlines maps read at their first view', () => {
  it('Airlines (North America): numbers ≥ 10 px where the route has room, no name over a name, a flag or a marker, at 1280×720 and 1024×640', async () => {
    await startTable(page, { seed: 3 });
    // Markers on the map first: found an airline with its first route, and let the bots play.
    expect(await nextMoment(page)).toBe('mine');
    await composeFounding(page);
    await act(page, () => page.getByTestId('composer-confirm').click());
    await drawStock(page);
    expect(await nextMoment(page)).toBe('mine');
    await checkBothSizes('airlines', { 1280: true, 1024: true }, true);
    expect(problems).toEqual([]);
  });

  it('Airlines Europe: the same at both sizes', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(shared.host.url);
    await startTable(page, { game: 'airlines-europe', seed: 3 });
    await checkBothSizes('europe', { 1280: false, 1024: false });
    expect(problems).toEqual([]);
  });
});
