/**
 * Linie 1 in Chromium, watched: three route bots play a whole game on the classic city while the
 * page follows as a spectator (no hand, no secret cards); trams move on the map; the end screen
 * names who finished and draws the route they drove; an idle board draws no frames.
 * Screenshots: test/e2e/output/linie1-bots-*.png.
 */
import { describe, expect, it } from 'vitest';
import { expectIdle, firstWhilePlaying, framesRendered, newPage, screenshot, shareHostAndBrowser, whenSteady } from './support.js';
import { startLinie1, tramSpots } from './linie1-helpers.js';

const shared = shareHostAndBrowser({ botDelayMs: 0 });

describe('Linie 1 all-bot game in a browser', () => {
  it('three route bots play to the end; the end screen shows the winner and the route driven', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await startLinie1(page, { seats: ['route', 'route', 'route'], seed: 21 });
    // A spectator sees no secret card and holds no tiles.
    await expect.poll(() => page.getByTestId('hand').textContent()).toContain('You are watching');
    expect(await page.getByTestId('route-card').count()).toBe(0);

    // Trams appear on the map while the bots drive.
    await expect.poll(async () => (await tramSpots(page)).length, { timeout: 8 * 60_000, interval: 200 }).toBeGreaterThan(0);
    await screenshot(page, 'linie1-bots-1-driving');

    const over = page.getByTestId('game-over');
    await firstWhilePlaying(page, { over: '[data-testid=game-over]' });
    await expect.poll(async () => (await over.locator('h1').textContent()) ?? '').toMatch(/wins: the tram of line \d finished its trip first/);
    const route = over.getByTestId('win-route');
    await expect.poll(() => route.textContent()).toMatch(/drove line \d from .+ to .+, stopping at [A-M], [A-M], and [A-M] \(\d+ spaces\)/);
    await expect.poll(() => route.locator('svg').count()).toBe(1);
    await expect.poll(() => over.locator('tr.winner').count()).toBe(1);
    await screenshot(page, 'linie1-bots-2-game-over');

    await over.getByRole('button', { name: 'Look at the board' }).click();
    // Nothing changes any more: the canvas draws no frames at idle.
    await expectIdle(page, 600, 1500);
    await screenshot(page, 'linie1-bots-3-final-board');
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.getByTestId('fit-map').click();
    // Photographed once the map has refitted and stopped drawing.
    await whenSteady(page, () => framesRendered(page), 300);
    await screenshot(page, 'linie1-bots-4-final-small');
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
