/**
 * What the Linie 1 browser tests share: starting a table from the lobby, the canvas hook (where a
 * square or terminal is on the page, which squares are lit), holding a tile turned a given way,
 * and waiting for the host's next view.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { act, startTable, stateNo } from './support.js';

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

export { act, stateNo };

/** Turns the held tile to `k` quarter turns with the R key (Shift+R back when shorter). */
export async function turnTo(page: Page, k: number): Promise<void> {
  const now = await heldTurn(page);
  const d = (((k - now) % 4) + 4) % 4;
  if (d === 3) await page.keyboard.press('Shift+R');
  else for (let i = 0; i < d; i++) await page.keyboard.press('r');
  await expect.poll(() => heldTurn(page)).toBe(k);
}

/** From the lobby: Linie 1 on a board, these seats (kinds by index), a seed; resolves once the city is drawn. */
/** From the lobby: Linie 1 on a board, exactly these seats, options, seed, start; resolves once the board is drawn. */
export async function startLinie1(page: Page, opts: { board?: string; seats: string[]; seed: number; options?: string[] }): Promise<void> {
  const options = Object.fromEntries((opts.options ?? []).map((o) => [o, true]));
  await startTable(page, { game: 'linie1', board: opts.board, seats: opts.seats, exactSeats: true, options, seed: opts.seed });
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};
