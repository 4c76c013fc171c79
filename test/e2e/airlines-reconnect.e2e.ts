/**
 * The connection store in a real browser: the host goes away mid-game and comes back on the
 * same address. The page says "reconnecting…", then takes its seat back with the token it kept
 * and plays on.
 */
import { describe, expect, it } from 'vitest';
import { attributeChanged, firstOf, newPage, screenshot, shareHostAndBrowser, startHost } from './support.js';

const shared = shareHostAndBrowser({ botDelayMs: 0 });

describe('Reconnecting to the host', () => {
  it('after a host restart the page reconnects and the seat comes back by its token', async () => {
    const { page } = await newPage(shared.browser, shared.host.url);
    await page.getByTestId('start-table').waitFor();
    await page.getByTestId('start-table').click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor();
    expect(await firstOf(page, { mine: '[data-testid=turn-panel].mine' })).toBe('mine');
    const before = await page.getByTestId('airlines-table').getAttribute('data-state-no');
    await page.getByTestId('do-expand').click();
    await attributeChanged(page, '[data-testid=airlines-table]', 'data-state-no', before);
    const handBefore = await page.getByTestId('hand').textContent();

    const port = Number(new URL(shared.host.url).port);
    const dataDir = shared.host.dataDir;
    await shared.host.stop({ keepData: true });
    await page.getByTestId('connection-status').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('connection-status').textContent()).toContain('Reconnecting');
    await screenshot(page, 'reconnect-1-lost');

    shared.host = await startHost({ botDelayMs: 0, port, dataDir });
    await page.getByTestId('connection-status').waitFor({ state: 'detached', timeout: 60_000 });
    // Same seat, same hand, and still this player's move (claim or claim nothing).
    await page.locator('[data-testid=turn-panel].mine').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('hand').textContent()).toBe(handBefore);
    expect(await page.getByTestId('prompt').textContent()).toMatch(/claim/i);
    const stateNo = await page.getByTestId('airlines-table').getAttribute('data-state-no');
    await page.getByTestId('do-pass').click();
    await attributeChanged(page, '[data-testid=airlines-table]', 'data-state-no', stateNo);
    await screenshot(page, 'reconnect-2-back');
  });
});
