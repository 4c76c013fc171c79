/**
 * A lost chunk at start: the table store loads right after the lobby's first paint, and the app
 * starts its connection only once it has. Every script but the first paint's files (and the
 * language catalogues, so the words show) fails to load here: the page says the app could not
 * finish loading, with a button to try again, instead of an unhandled rejection behind a lobby
 * that waits for the host for ever. Once the scripts load again, the button starts the app.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import lobbyEn from '../../renderer/src/i18n/lobby/en.js';
import { ROOT, screenshot, shareHostAndBrowser } from './support.js';

const shared = shareHostAndBrowser();

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
    await failed.waitFor();
    expect(await failed.textContent()).toContain(lobbyEn['lobby.loadFailed'].split(':')[0]);
    await screenshot(page, 'load-failed');

    losing = false;
    await page.getByTestId('load-retry').click();
    await failed.waitFor({ state: 'detached' });
    // The store is there and the connection opens: the lobby's start button with the host's games.
    await page.getByTestId('connection-status').waitFor({ state: 'detached' });
    await page.getByTestId('start-table').waitFor();
    expect(uncaught, 'no error escaped the page').toEqual([]);
    await page.close();
  });
});
