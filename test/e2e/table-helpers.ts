/**
 * What the table-shell browser tests do again and again: start an Airlines table from the lobby,
 * wait for the host's next view, make a move with the mouse the way a person would (the map, the
 * move list, the composer), and read the canvas test hook.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';
import { act, answerChoicesUntil, clickRoute, highlightedRoutes, nextMoment, prompt, startTable, stateNo, textNow, type Moment, type TableStart } from './support.js';

interface HookHolder {
  __boardwright?: {
    cityPoint?(id: string): { x: number; y: number } | null;
    highlightedCities?(): string[];
    framesRendered?(): number;
  };
}

export type StartOptions = Pick<TableStart, 'seed' | 'seats'>;

/** From the lobby (its first game is Airlines): seats, seed, start; resolves once the board is drawn. */
export async function startAirlines(page: Page, opts: StartOptions = {}): Promise<void> {
  await startTable(page, opts);
}

export { act, nextMoment, prompt, stateNo, type Moment };

/**
 * Closes the moment to read on screen. The end screen may replace it first (a scoring still open
 * when the game ends): then there is nothing left to close.
 */
export async function closeReading(page: Page): Promise<void> {
  await page
    .getByTestId('reading-close')
    // A hang detector: with bots' moves animating on the map, a busy machine's page can take
    // seconds to take the click (5 s failed in the full run at a load of 6–8).
    .click({ timeout: STATE_BUDGET_MS })
    .catch(async (e: unknown) => {
      if ((await page.getByTestId('game-over').count()) === 0) throw e;
    });
}

export async function highlightedCities(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as HookHolder).__boardwright?.highlightedCities?.() ?? []);
}

export async function clickCity(page: Page, id: string): Promise<void> {
  const p = await page.evaluate((c) => (globalThis as unknown as HookHolder).__boardwright?.cityPoint?.(c) ?? null, id);
  if (!p) throw new Error(`City ${id} is not on the map.`);
  await page.mouse.move(p.x, p.y);
  await page.mouse.click(p.x, p.y);
}

/** Clicks the first highlighted route; picks the first option if the map asks which; confirms the claim. */
export async function claimOnMap(page: Page): Promise<string> {
  const routes = await highlightedRoutes(page);
  expect(routes.length).toBeGreaterThan(0);
  await act(page, async () => {
    await clickRoute(page, routes[0]!);
    await confirmClaim(page);
  });
  return routes[0]!;
}

/** After a route is picked: the first option if the map asks which, then Confirm (a claim waits for it). */
export async function confirmClaim(page: Page): Promise<void> {
  const confirm = page.getByTestId('composer-confirm');
  await answerChoicesUntil(page, () => confirm.isVisible());
  await confirm.click();
}

/** Ends the turn by taking a stock card (the deck when it can: scorings come from it). */
export async function drawStock(page: Page): Promise<void> {
  // Polled: the claim just confirmed moves the turn on a moment after the click returns.
  await expect.poll(() => prompt(page)).toContain('Take a face-up stock card');
  await takeStockCard(page);
}

/** Takes a stock card, whatever the page's language: the deck when it can, else a face-up one. */
export async function takeStockCard(page: Page): Promise<void> {
  const deck = page.getByTestId('draw-deck');
  await act(page, async () => {
    if (await deck.isEnabled()) await deck.click();
    else await page.locator('[data-testid^=faceup-]:enabled').first().click();
  });
}

/**
 * Composes a founding with the mouse: the glowing HQ, then (as asked) shares and the first route
 * on the map. Leaves it waiting for Confirm and returns what the composer says it will do.
 */
export async function composeFounding(page: Page): Promise<string> {
  const hqs = await highlightedCities(page);
  expect(hqs.length).toBeGreaterThan(0);
  await clickCity(page, hqs[0]!);
  const composer = page.getByTestId('composer');
  await composer.waitFor();
  const confirm = page.getByTestId('composer-confirm');
  const popup = page.getByTestId('choice-popup');
  // What the composer shows: each step taken changes it (asks the next thing, opens or closes the
  // map's popup, or offers Confirm). Each step is taken once the last one shows, not on a look
  // taken while the page was still catching up.
  const shown = async () => `${await confirm.count()}|${await popup.count()}|${await textNow(composer)}`;
  for (let i = 0; i < 6 && (await confirm.count()) === 0; i++) {
    const before = await shown();
    const routes = await highlightedRoutes(page);
    if ((await popup.count()) > 0) await page.getByTestId('choice-0').click();
    else if (routes.length > 0) await clickRoute(page, routes[0]!);
    else await page.getByTestId('composer-choice-0').click();
    await expect.poll(shown).not.toBe(before);
  }
  await confirm.waitFor();
  return (await page.getByTestId('composer-settled').textContent()) ?? '';
}

/** How many move messages this page has sent over its WebSocket (counted from the start). */
export function countMoves(page: Page): () => number {
  let n = 0;
  page.on('websocket', (ws) =>
    ws.on('framesent', (f) => {
      if (typeof f.payload === 'string' && /"type":"move"/.test(f.payload)) n++;
    }),
  );
  return () => n;
}

/** Presses Tab until the focused element has this test id (or role name); fails after `max`. */
export async function tabTo(page: Page, testid: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    const at = await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } | null } }).document.activeElement?.getAttribute('data-testid') ?? null);
    if (at === testid) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testid}`);
}
