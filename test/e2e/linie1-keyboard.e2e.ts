/**
 * Linie 1 without the mouse, on the classic 12 × 12 city against the route bot: the row and column
 * numbers round the grid and the terminals' street names are on the map, in view at 1440×900 and
 * 1024×640; then two tiles are laid with the keyboard alone (R picks a tile and turns it, the arrow
 * keys move it over the city, Enter lays it) and each lands on the square the keys chose. The
 * bot's tiles then drop into place at the normal pace, and appear at once at the Instant pace.
 * Screenshots: test/e2e/output/linie1-keyboard-*.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { firstOf, newPage, screenshot, shareHostAndBrowser } from './support.js';
import { heldTurn, lit, occupied, startLinie1, stateNo } from './linie1-helpers.js';

type Coord = { text: string; kind: 'row' | 'col'; x: number; y: number };
type Holder = { __linie1?: { coords(): Coord[]; keySquare(): string | null; dropped: number } };

let page: Page;
let problems: string[] = [];
const shared = shareHostAndBrowser({ botDelayMs: 0 });

beforeAll(async () => {
  ({ page, problems } = await newPage(shared.browser, shared.host.url));
});

const coords = () => page.evaluate(() => (globalThis as unknown as Holder).__linie1?.coords() ?? []);
const dropped = () => page.evaluate(() => (globalThis as unknown as Holder).__linie1?.dropped ?? -1);
const keySquare = () => page.evaluate(() => (globalThis as unknown as Holder).__linie1?.keySquare() ?? null);

/**
 * Every row number at both sides and every column number above and below, inside the map on the
 * page. Polled: after a resize the map is fitted again a frame or more later (longer on a loaded
 * machine), and until then the numbers stand where the old size put them.
 */
async function expectCoordsInView(rows: number, cols: number): Promise<void> {
  const numbers = (n: number) => Array.from({ length: n }, (_, i) => [i + 1, i + 1]).flat();
  const misplaced = async (): Promise<string[]> => {
    const box = await page.getByTestId('board-canvas').boundingBox();
    if (!box) return ['no map on the page'];
    const list = await coords();
    const out: string[] = [];
    const seen = (kind: Coord['kind']) => list.filter((c) => c.kind === kind).map((c) => Number(c.text)).sort((a, b) => a - b);
    if (JSON.stringify(seen('row')) !== JSON.stringify(numbers(rows))) out.push(`rows ${seen('row').join(' ')}`);
    if (JSON.stringify(seen('col')) !== JSON.stringify(numbers(cols))) out.push(`columns ${seen('col').join(' ')}`);
    for (const c of list) {
      if (!(c.x > box.x && c.x < box.x + box.width && c.y > box.y && c.y < box.y + box.height)) out.push(`${c.kind} ${c.text} at (${c.x}, ${c.y})`);
    }
    return out;
  };
  await expect.poll(misplaced).toEqual([]);
}

/** Moves the keyboard's square to `target` ("row,col") with the arrow keys alone. */
async function walkTo(target: string): Promise<void> {
  const [tr, tc] = target.split(',').map(Number) as [number, number];
  for (let guard = 0; guard < 40; guard++) {
    const at = await keySquare();
    expect(at).not.toBeNull();
    const [r, c] = at!.split(',').map(Number) as [number, number];
    if (r === tr && c === tc) return;
    await page.keyboard.press(r < tr ? 'ArrowDown' : r > tr ? 'ArrowUp' : c < tc ? 'ArrowRight' : 'ArrowLeft');
  }
  throw new Error(`The keys did not reach ${target}.`);
}

/** Lays the turn's two tiles with the keyboard alone: R, the arrow keys to a lit square, Enter. */
async function layTurnByKeyboard(shots: boolean): Promise<void> {
  for (let tile = 0; tile < 2; tile++) {
    const before = await stateNo(page);
    const laid = new Set(await occupied(page));
    await page.keyboard.press('r');
    await page.getByTestId('turn-controls').waitFor();
    await expect.poll(keySquare).not.toBeNull();
    // R turns the held tile until some square is lit for it (a square takes it turned this way).
    let squares = await lit(page);
    for (let k = 0; k < 4 && squares.length === 0; k++) {
      const turn = await heldTurn(page);
      await page.keyboard.press('r');
      await expect.poll(() => heldTurn(page)).toBe((turn + 1) % 4);
      squares = await lit(page);
    }
    expect(squares.length).toBeGreaterThan(0);
    const target = squares.find((s) => !laid.has(s)) ?? squares[0]!;
    await walkTo(target);
    await expect(page.getByTestId('place-verdict').textContent()).resolves.toMatch(/fits here|exchange/);
    if (shots && tile === 0) await screenshot(page, 'linie1-keyboard-3-held');
    await page.keyboard.press('Enter');
    await expect.poll(() => stateNo(page), { timeout: 60_000 }).toBeGreaterThan(before);
    await expect.poll(async () => (await occupied(page)).includes(target)).toBe(true);
  }
}

/** Waits until the bot has laid a tile since (more tiles on the city than `laid`) and it is the person's turn again. */
async function myTurnAgain(laid: number): Promise<void> {
  await expect
    .poll(async () => (await occupied(page)).length > laid && (await page.locator('[data-testid=turn-panel].mine').count()) === 1, { timeout: 60_000 })
    .toBe(true);
}

describe('Linie 1 by keyboard alone', () => {
  it('shows the coordinates and street names, lays tiles with R, the arrow keys and Enter, and shows the bot’s tiles dropping in at its pace', async () => {
    await startLinie1(page, { seats: ['human', 'route'], seed: 3 });
    expect(await firstOf(page, { mine: '[data-testid=turn-panel].mine', over: '[data-testid=game-over]' }, 60_000)).toBe('mine');
    await expectCoordsInView(12, 12);
    await screenshot(page, 'linie1-keyboard-1-coordinates');
    await page.setViewportSize({ width: 1024, height: 640 });
    await expectCoordsInView(12, 12);
    await screenshot(page, 'linie1-keyboard-2-coordinates-1024');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Nothing is focused that the keys belong to: the keys go to the map.
    await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { blur?(): void } | null } }).document.activeElement?.blur?.());
    await layTurnByKeyboard(true);
    await screenshot(page, 'linie1-keyboard-4-laid');

    // The bot's tiles drop into place at the normal pace (counted by the map, not timed) …
    await myTurnAgain(2);
    expect(await dropped()).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'linie1-keyboard-5-bot-dropped');
    // … and at the Instant pace nothing moves: the bot's next tiles are there at once.
    await page.getByTestId('pace').selectOption('instant');
    const seen = await dropped();
    const laid = (await occupied(page)).length;
    await layTurnByKeyboard(false);
    await myTurnAgain(laid + 2);
    expect((await occupied(page)).length).toBeGreaterThan(laid + 2);
    expect(await dropped()).toBe(seen);
    await page.getByTestId('pace').selectOption('normal');
    expect(problems).toEqual([]);
  });
});
