/**
 * What the Linie 1 browser tests share: starting a table from the lobby, the canvas hook (where a
 * square or terminal is on the page, which squares are lit), holding a tile turned a given way,
 * and waiting for the host's next view.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export interface Hook {
  squarePoint(row: number, col: number): { x: number; y: number } | null;
  terminalPoint(id: string): { x: number; y: number } | null;
  lit(): string[];
  occupied(): string[];
  declareFrom(): string[];
  previewMs: number[];
  verdictMs: number[];
  trams(): { id: string; x: number; y: number }[];
  turn(): number;
}
type Holder = { __linie1?: Hook; __boardwright?: { framesRendered?(): number } };

export const lit = (page: Page) => page.evaluate(() => (globalThis as unknown as Holder).__linie1?.lit() ?? []);
export const occupied = (page: Page) => page.evaluate(() => (globalThis as unknown as Holder).__linie1?.occupied() ?? []);
export const declarable = (page: Page) => page.evaluate(() => (globalThis as unknown as Holder).__linie1?.declareFrom() ?? []);
export const heldTurn = (page: Page) => page.evaluate(() => (globalThis as unknown as Holder).__linie1?.turn() ?? 0);
export const timings = (page: Page) =>
  page.evaluate(() => {
    const h = (globalThis as unknown as Holder).__linie1;
    return { frame: [...(h?.previewMs ?? [])], verdict: [...(h?.verdictMs ?? [])] };
  });
export const tramSpots = (page: Page) => page.evaluate(() => (globalThis as unknown as Holder).__linie1?.trams() ?? []);
export const frames = (page: Page) => page.evaluate(() => (globalThis as unknown as Holder).__boardwright?.framesRendered?.() ?? -1);

export async function squarePoint(page: Page, row: number, col: number): Promise<{ x: number; y: number }> {
  const p = await page.evaluate(([r, c]) => (globalThis as unknown as Holder).__linie1?.squarePoint(r!, c!) ?? null, [row, col]);
  if (!p) throw new Error(`Square ${row},${col} is not on the map.`);
  return p;
}

export async function terminalPoint(page: Page, id: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((t) => (globalThis as unknown as Holder).__linie1?.terminalPoint(t) ?? null, id);
  if (!p) throw new Error(`Terminal ${id} is not on the map.`);
  return p;
}

export async function stateNo(page: Page): Promise<number> {
  return Number(await page.getByTestId('linie1-table').getAttribute('data-state-no'));
}

/** Does something that sends a move, then waits until the host's next view is on screen. */
export async function act(page: Page, what: () => Promise<void>): Promise<void> {
  const before = await stateNo(page);
  await what();
  await expect.poll(() => stateNo(page), { timeout: 30_000, interval: 50 }).toBeGreaterThan(before);
}

/** Turns the held tile to `k` quarter turns with the R key (Shift+R back when shorter). */
export async function turnTo(page: Page, k: number): Promise<void> {
  const now = await heldTurn(page);
  const d = (((k - now) % 4) + 4) % 4;
  if (d === 3) await page.keyboard.press('Shift+R');
  else for (let i = 0; i < d; i++) await page.keyboard.press('r');
  await expect.poll(() => heldTurn(page)).toBe(k);
}

/** From the lobby: Linie 1 on a board, these seats (kinds by index), a seed; resolves once the city is drawn. */
export async function startLinie1(page: Page, opts: { board?: string; seats: string[]; seed: number; options?: string[] }): Promise<void> {
  await page.getByTestId('game-linie1').click();
  if (opts.board) await page.getByTestId('board-select').selectOption(opts.board);
  await expect.poll(() => page.locator('[data-testid^=seat-kind-]').count()).toBeGreaterThanOrEqual(2);
  while ((await page.locator('[data-testid^=seat-kind-]').count()) > opts.seats.length) {
    const n = await page.locator('[data-testid^=seat-kind-]').count();
    await page.getByRole('button', { name: `Remove seat ${n}` }).click();
  }
  for (const [i, kind] of opts.seats.entries()) {
    while ((await page.locator('[data-testid^=seat-kind-]').count()) <= i) await page.getByTestId('add-seat').click();
    await page.getByTestId(`seat-kind-${i}`).selectOption(kind);
  }
  for (const o of opts.options ?? []) await page.getByTestId(`option-${o}`).check();
  await page.locator('summary').click();
  await page.getByTestId('seed-input').fill(String(opts.seed));
  await page.getByTestId('start-table').click();
  await page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 30_000 });
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};
