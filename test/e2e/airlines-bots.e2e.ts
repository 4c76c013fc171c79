/**
 * Airlines in a real browser, watched: three bots play a whole game while the page follows as
 * a spectator; the end screen names the winner(s) with the totals, and an idle board draws no
 * frames.
 */
import { describe, expect, it } from 'vitest';
import { expectIdle, firstOf, newPage, screenshot, shareHostAndBrowser, startTable } from './support.js';
import { closeReading } from './table-helpers.js';

const shared = shareHostAndBrowser({ botDelayMs: 0 });

describe('Airlines all-bot game in a browser', () => {
  it('three bots play to the end; the final screen shows winners and totals', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await startTable(page, { seats: ['strategist', 'random', 'strategist'], seed: 11 });
    // A spectator sees no hand and is never asked to act.
    expect(await page.getByTestId('hand').textContent()).toContain('You are watching');

    const over = page.getByTestId('game-over');
    // Scorings along the way pop up their breakdown; a spectator closes them like anyone.
    for (;;) {
      const which = await firstOf(page, { over: '[data-testid=game-over]', scoring: '[data-testid=reading-modal]' }, 8 * 60_000);
      if (which === 'over') break;
      await closeReading(page);
    }
    await over.waitFor();
    const rows = over.getByTestId('final-totals').locator('tbody tr');
    expect(await rows.count()).toBe(3);
    const heading = (await over.locator('h1').textContent()) ?? '';
    expect(heading).toMatch(/wins with \d+ points|share the victory/);
    expect(await over.locator('tr.winner').count()).toBeGreaterThanOrEqual(1);
    expect(await over.getByTestId('scoring-breakdown').count()).toBe(1);
    await screenshot(page, 'bots-1-game-over');

    // Nothing changes any more: the canvas draws no frames at idle.
    await expectIdle(page, 500, 1500);

    // The score pad has all four scorings.
    await over.getByRole('button', { name: 'Look at the board' }).click();
    expect(await page.getByTestId('score-pad').textContent()).toContain('Final');
    await screenshot(page, 'bots-2-final-board');
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
