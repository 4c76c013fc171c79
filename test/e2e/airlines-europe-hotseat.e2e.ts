/**
 * Airlines Europe hot-seat: two people at one screen and a bot. The opening choice is made by
 * everyone at once: the screen is handed from one chooser to the next, and what the first chose
 * stays hidden (in the panels, the table and the log) until everyone has chosen; then the picks
 * are revealed together.
 */
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, shareHostAndBrowser } from './support.js';
import { act, prompt, startEurope } from './airlines-europe-helpers.js';

const shared = shareHostAndBrowser({ botDelayMs: 0 });

describe('Airlines Europe hot-seat opening', () => {
  it('the screen goes from chooser to chooser; a choice stays hidden until everyone has chosen', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await startEurope(page, { seed: 21, seats: ['human', 'human', 'tycoon'] });

    // The bot has chosen; Ann is handed the screen first, with nothing of hers shown yet.
    const handover = page.getByTestId('handover');
    await handover.waitFor();
    expect(await handover.textContent()).toContain('Pass to Ann');
    expect(await page.getByTestId('hand').textContent()).toMatch(/hidden/);
    await page.getByTestId('handover-ready').click();
    await handover.waitFor({ state: 'detached' });
    expect(await prompt(page)).toMatch(/^Ann, pick two shares/);

    // Ann keeps two shares.
    const hand = page.locator('button[data-testid^="hand-"]');
    await hand.nth(0).click();
    await hand.nth(1).click();
    const kept = /^Keep (.+) and (.+) as your first shares$/.exec((await page.getByTestId('composer-settled').textContent()) ?? '')!;
    expect(kept).not.toBeNull();
    const [, first, second] = kept;
    await act(page, () => page.getByTestId('composer-confirm').click());

    // The screen goes to Bob: nothing on it says what Ann kept.
    await handover.waitFor();
    expect(await handover.textContent()).toContain('Pass to Bob');
    await screenshot(page, 'europe-hotseat-1-handover');
    const hidden = async () => {
      const text = (await page.locator('body').textContent()) ?? '';
      expect(text).not.toContain(`${first} and ${second}`);
      expect(text).not.toMatch(/You chose|You keep/);
      // Nobody's holdings show yet: the table's share columns are empty.
      for (const row of await page.locator('[data-testid^=airline-row-] td:nth-child(n+4)').allTextContents()) expect(row.trim()).toBe('');
    };
    await hidden();
    expect(await page.getByTestId('game-log').textContent()).toContain('Ann has chosen two shares.');
    await page.getByTestId('handover-ready').click();
    await handover.waitFor({ state: 'detached' });
    expect(await prompt(page)).toMatch(/^Bob, pick two shares/);
    await hidden();
    await screenshot(page, 'europe-hotseat-2-bob-chooses');

    // Bob chooses: everyone's first shares are revealed together.
    await hand.nth(0).click();
    await hand.nth(1).click();
    await act(page, () => page.getByTestId('composer-confirm').click());
    await expect.poll(async () => (await page.getByTestId('game-log').textContent()) ?? '').toMatch(/Opening shares revealed: Ann: /);
    expect(await page.getByTestId('game-log').textContent()).toContain(`Ann: ${first} and ${second}`);
    const filled = (await page.locator('[data-testid^=airline-row-] td:nth-child(4)').allTextContents()).map((t) => t.trim()).filter(Boolean);
    expect(filled).toEqual(['1', '1']);
    // Then the first turn is Ann's, after a hand-over.
    await handover.waitFor();
    expect(await handover.textContent()).toContain('Pass to Ann');
    await screenshot(page, 'europe-hotseat-3-revealed');
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
