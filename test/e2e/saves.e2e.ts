/**
 * Saves in a real browser: save a running game under a name from the table screen, find it on
 * the Saves screen, rename it, stop the host, start a new host process on the same data folder,
 * resume the save from the Saves screen, and play on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, startHost, type RunningHost } from './support.js';

let host: RunningHost;
let browser: Browser;

beforeAll(async () => {
  host = await startHost({ botDelayMs: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

const stateNo = async (page: Page): Promise<number> => Number(await page.getByTestId('airlines-table').getAttribute('data-state-no'));

/** Does something that sends a move, then waits for the next view (polled from Node: the CSP forbids string evaluation). */
async function act(page: Page, what: () => Promise<void>): Promise<void> {
  const before = await stateNo(page);
  await what();
  await expect.poll(() => stateNo(page), { timeout: 30_000, interval: 100 }).toBeGreaterThan(before);
}

const saveRow = (page: Page, name: string) => page.locator('[data-testid=saves-screen] .save').filter({ hasText: name });

describe('Saves screen', () => {
  it('save under a name, rename it, and resume it after the host restarted', async () => {
    const { page, problems } = await newPage(browser, host.url);
    await page.getByTestId('start-table').waitFor();
    await page.getByTestId('start-table').click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor();
    await page.locator('[data-testid=turn-panel].mine').waitFor({ timeout: 60_000 });
    await act(page, () => page.getByTestId('do-expand').click());
    const savedAt = await stateNo(page);

    // Save as… from the table screen's players panel.
    await page.getByTestId('table-panel-toggle').click();
    await page.getByTestId('save-as-name').fill('Friday game');
    await page.getByTestId('save-as').click();
    await expect.poll(() => page.getByTestId('saved-as').textContent().catch(() => ''), { timeout: 15_000 }).toContain('Friday game');
    await screenshot(page, 'saves-1-table-saved');

    // The Saves screen lists it; rename it.
    await page.getByTestId('leave-table').click();
    await page.getByTestId('open-saves').click();
    await saveRow(page, 'Friday game').waitFor({ timeout: 15_000 });
    await saveRow(page, 'Friday game').getByTestId('save-rename').click();
    await page.getByTestId('rename-input').fill('Friday rematch');
    await page.getByTestId('rename-ok').click();
    await saveRow(page, 'Friday rematch').waitFor({ timeout: 15_000 });
    expect(await saveRow(page, 'Friday rematch').textContent()).toMatch(/Airlines/);
    await screenshot(page, 'saves-2-list-renamed');

    // Delete asks first; cancelling keeps the save.
    await saveRow(page, 'Friday rematch').getByTestId('save-delete').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await screenshot(page, 'saves-3-delete-asks');
    await page.getByTestId('confirm-cancel').click();
    expect(await saveRow(page, 'Friday rematch').count()).toBe(1);

    // A new host process on the same data folder.
    const port = Number(new URL(host.url).port);
    const dataDir = host.dataDir;
    await host.stop({ keepData: true });
    await page.getByTestId('connection-status').waitFor({ timeout: 15_000 });
    host = await startHost({ botDelayMs: 0, port, dataDir });
    await page.getByTestId('connection-status').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByTestId('saves-refresh').click();
    await saveRow(page, 'Friday rematch').waitFor({ timeout: 15_000 });

    // Resume: the table opens at the saved state with the seat taken back, and the game goes on.
    await saveRow(page, 'Friday rematch').getByTestId('save-resume').click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid=turn-panel].mine').waitFor({ timeout: 30_000 });
    expect(await stateNo(page)).toBe(savedAt);
    expect(await page.getByTestId('player-0').getAttribute('class')).toContain('me');
    await act(page, () => page.getByTestId('do-pass').click());
    await screenshot(page, 'saves-4-resumed-and-on');
    // While the host was down the page's reconnect attempts were refused: expected, nothing else.
    expect(problems.filter((p) => !/favicon|ERR_CONNECTION_REFUSED/.test(p))).toEqual([]);
  });
});
