/**
 * Blue Skies in Chromium, watched: three bots play a whole game while the page follows as a
 * spectator; the end screen has the totals and the region scoring in words; an idle board draws
 * no frames. Screenshots at 1440×900.
 */
import { describe, expect, it } from 'vitest';
import { expectIdle, firstWhilePlaying, newPage, screenshot, shareHostAndBrowser, startTable } from './support.js';

const shared = shareHostAndBrowser({ botDelayMs: 0 });

describe('Blue Skies all-bot game in a browser', () => {
  it('three bots play to the end; the final screen shows the totals and the regions in words', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await startTable(page, { game: 'blue-skies', seats: ['strategic', 'random', 'strategic'], seed: 3 });
    // A spectator sees no hand and is never asked to act.
    expect(await page.getByTestId('hand').textContent()).toContain('You are watching');

    const over = page.getByTestId('game-over');
    await firstWhilePlaying(page, { over: '[data-testid=game-over]' });
    expect(await over.getByTestId('final-totals').locator('tbody tr').count()).toBe(3);
    expect((await over.locator('h1').textContent()) ?? '').toMatch(/wins|share/);
    const breakdown = over.getByTestId('final-breakdown');
    expect(await breakdown.textContent()).toMatch(/The game ended because .*(reached 100 points|no gates left)/);
    expect(await breakdown.locator('[data-testid^=final-region-]').count()).toBe(7);
    expect(await breakdown.getByTestId('final-region-midwest').textContent()).toMatch(/Midwest \(bonus 18\): (gate values .* takes first place|nobody has a gate)/);
    expect(await page.getByTestId('step-bar').locator('h3').textContent()).toBe('The end');
    await screenshot(page, 'blue-skies-bots-1-game-over');

    // Nothing changes any more: the canvas draws no frames at idle.
    await expectIdle(page, 2500, 1500);

    await over.getByRole('button', { name: 'Look at the board' }).click();
    await page.getByTestId('region-toggle-northeast').click();
    await page.getByTestId('region-toggle-transcontinental').click();
    await screenshot(page, 'blue-skies-bots-2-final-board');
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
