/**
 * Airlines Europe in a real browser, watched: three bots play a whole game on the default board
 * while the page follows as a spectator (who sees no hand and no victory points until the end).
 * Every scoring pops up its breakdown in words; the end screen names the winner and why (points
 * scoring by scoring, the Air Abacus tie-break column); an idle board draws no frames.
 */
import { describe, expect, it } from 'vitest';
import { expectIdle, firstWhilePlaying, newPage, screenshot, shareHostAndBrowser, startTable } from './support.js';

// Bots pause a little between moves, so the page is there for the first scoring: a scoring that
// is already in the page's first view counts as read (useMoments) and never pops up. At 40 ms the
// bots reached it before a page at a load of 15 had its first view; 100 ms gives it 2.5× longer.
const shared = shareHostAndBrowser({ botDelayMs: 100 });

describe('Airlines Europe all-bot game in a browser', () => {
  it('three bots play to the end; each scoring is explained; the final screen shows the winner and why', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await startTable(page, { game: 'airlines-europe', seats: ['tycoon', 'random', 'tycoon'], seed: 5 });
    // A spectator sees no hand, and no victory points while they are secret.
    expect(await page.getByTestId('hand').textContent()).toContain('You are watching');

    let scorings = 0;
    for (;;) {
      const which = await firstWhilePlaying(page, { over: '[data-testid=game-over]', scoring: '[data-testid=reading-modal]' });
      if (which === 'over') break;
      scorings++;
      const text = (await page.getByTestId('scoring-breakdown').textContent()) ?? '';
      // In words, airline by airline: its space, what it pays, who held how many shares.
      expect(text).toMatch(/space \d+, pays \d+( · \d+)*: .+ \d+ shares?/);
      expect(await page.getByTestId('vp-0').textContent()).toContain('?');
      if (scorings === 1) await screenshot(page, 'europe-bots-1-scoring');
      await page.getByTestId('reading-close').click();
    }
    expect(scorings).toBe(2);
    const over = page.getByTestId('game-over');
    await over.waitFor();
    expect(await over.getByTestId('final-totals').locator('tbody tr').count()).toBe(3);
    expect((await over.locator('h1').textContent()) ?? '').toMatch(/wins with \d+ points|share the victory with \d+ points/);
    expect(await over.locator('tr.winner').count()).toBeGreaterThanOrEqual(1);
    // Why: everyone's points scoring by scoring, and the Air Abacus shares that break a tie.
    const detail = over.getByTestId('final-detail');
    expect(await detail.locator('thead th').allTextContents()).toEqual(['Player', 'Start', 'Scoring 1', 'Scoring 2', 'Scoring 3', 'Air Abacus', 'Total']);
    await screenshot(page, 'europe-bots-2-game-over');

    // Nothing changes any more: the canvas draws no frames at idle.
    await expectIdle(page, 500, 2000);

    // On the board: every victory point is open now.
    await over.getByRole('button', { name: 'Look at the board' }).click();
    for (let seat = 0; seat < 3; seat++) expect(await page.getByTestId(`vp-${seat}`).textContent()).toMatch(/^\s*\d+\s*$/);
    await screenshot(page, 'europe-bots-3-final-board');
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
