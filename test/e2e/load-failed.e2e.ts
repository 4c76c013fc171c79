/**
 * A lost chunk at start: the table store loads right after the lobby's first paint, and the app
 * starts its connection only once it has. Every script but the first paint's files (and the
 * language catalogues, so the words show) fails to load here: the page says the app could not
 * finish loading, with a button to try again, instead of an unhandled rejection behind a lobby
 * that waits for the host for ever. Once the scripts load again, the button starts the app.
 * One outage shows one banner: the lobby's open-tables list, lost too, keeps quiet while the
 * app's banner (whose Try again retries it) shows. The same for a screen opened later (the
 * editor): its chunk lost, the same worded banner, with the way back to the lobby besides Try
 * again. The banner shows the sentence only; the browser's English error is folded under
 * technical details.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import lobbyEn from '../../renderer/src/i18n/lobby/en.js';
import { ROOT, screenshot, shareHostAndBrowser } from './support.js';

const shared = shareHostAndBrowser();

/**
 * The banner reads the worded sentence, Try again (and, for a whole screen, the way back to the
 * lobby), nothing else: the browser's error (in English, "Failed to fetch dynamically imported
 * module: …") is only under the folded details.
 */
async function bannerSaysOnly(page: Page, sentence: string, buttons: readonly string[]): Promise<void> {
  const failed = page.getByTestId('load-failed');
  expect(await failed.getByTestId('load-failed-words').innerText()).toBe(sentence);
  const details = failed.locator('details');
  expect(await details.getAttribute('open')).toBeNull();
  expect(await details.locator('summary').innerText()).toBe(lobbyEn['lobby.technicalDetails']);
  expect(await details.locator('code').textContent()).toMatch(/\S/);
  // What a reader sees (the folded details' text is not rendered).
  const seen = await failed.innerText();
  expect(seen.replace(/\s+/g, ' ').trim()).toBe([sentence, ...buttons, lobbyEn['lobby.technicalDetails']].join(' '));
}

/** The scripts index.html loads before the first paint: the entry and its module preloads. */
function firstPaintFiles(): Set<string> {
  const html = readFileSync(join(ROOT, 'out', 'renderer', 'index.html'), 'utf8');
  return new Set([...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!));
}

describe('a chunk lost at start', () => {
  it('the page says so and offers to try again; the retry starts the app', async () => {
    const keep = firstPaintFiles();
    expect(keep.size).toBeGreaterThan(1);
    const page = await shared.browser.newPage({ viewport: { width: 1024, height: 640 } });
    const uncaught: string[] = [];
    page.on('pageerror', (e) => uncaught.push(String(e)));
    let losing = true;
    await page.route('**/assets/*.js', (route) => {
      const name = new URL(route.request().url()).pathname.split('/').pop()!;
      if (losing && !keep.has(name) && !/^(en|fr|de)-/.test(name)) return route.abort('failed');
      return route.continue();
    });
    await page.goto(shared.host.url);

    const failed = page.getByTestId('load-failed');
    // The open-tables list failed too (its mark, kept quiet), or shows a second banner: either
    // way both failures are in, and only the app's banner may show.
    await page.getByTestId('load-failed-quiet').or(failed.nth(1)).waitFor({ state: 'attached' });
    expect(await failed.count(), 'one banner for one outage').toBe(1);
    await bannerSaysOnly(page, lobbyEn['lobby.loadFailed'], [lobbyEn['lobby.tryAgain']]);
    await screenshot(page, 'load-failed');

    losing = false;
    await page.getByTestId('load-retry').first().click();
    // The app's Try again brings back every part the outage broke: no banner is left.
    await expect.poll(() => failed.count()).toBe(0);
    // The store is there and the connection opens: the lobby's start button with the host's games.
    await page.getByTestId('connection-status').waitFor({ state: 'detached' });
    await page.getByTestId('start-table').waitFor();
    expect(uncaught, 'no error escaped the page').toEqual([]);
    await page.close();
  });

  it('a screen opened later (the editor) whose chunk is lost: the same worded banner; Back to the lobby leaves it, Try again opens it', async () => {
    const page = await shared.browser.newPage({ viewport: { width: 1024, height: 640 } });
    const uncaught: string[] = [];
    page.on('pageerror', (e) => uncaught.push(String(e)));
    await page.goto(shared.host.url);
    await page.getByTestId('start-table').waitFor();
    // Everything the lobby has loaded by now stays; any script asked for after this is lost.
    let losing = true;
    await page.route('**/assets/*.js', (route) => {
      const name = new URL(route.request().url()).pathname.split('/').pop()!;
      if (losing && !/^(en|fr|de)-/.test(name)) return route.abort('failed');
      return route.continue();
    });
    await page.getByTestId('open-editor').click();
    const failed = page.getByTestId('load-failed');
    await failed.waitFor();
    await bannerSaysOnly(page, lobbyEn['lobby.partFailed'], [lobbyEn['lobby.tryAgain'], lobbyEn['lobby.backToLobby']]);
    await screenshot(page, 'load-failed-editor');

    // The way out: back in the lobby, the banner gone; the editor fails again while the outage lasts.
    await page.getByTestId('load-back').click();
    await page.getByTestId('start-table').waitFor();
    expect(await failed.count()).toBe(0);
    await page.getByTestId('open-editor').click();
    await failed.waitFor();

    losing = false;
    await page.getByTestId('load-retry').click();
    await page.getByTestId('editor-canvas').locator('canvas').waitFor({ timeout: 120_000 });
    expect(await failed.count()).toBe(0);
    expect(uncaught, 'no error escaped the page').toEqual([]);
    await page.close();
  });
});
