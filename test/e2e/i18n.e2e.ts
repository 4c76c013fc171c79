/**
 * The renderer in French and German, in Chromium with the browser's language set (Playwright's
 * `locale`): the lobby reads in it on a first start, the language menu switches live without a
 * reload (and is remembered), and a table's shell chrome (the bar, the log, the players panel)
 * reads in it. Screenshots at 1024×640 for a person to look at (long German words); axe at 0.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { screenshot, shareHostAndBrowser } from './support.js';

const shared = shareHostAndBrowser({ botDelayMs: 200 });

async function open(locale: string): Promise<{ page: Page; problems: string[] }> {
  const context = await shared.browser.newContext({ locale, viewport: { width: 1024, height: 640 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.goto(shared.host.url);
  await page.getByTestId('start-table').waitFor();
  return { page, problems };
}

const lang = (page: Page) => page.locator('html').getAttribute('lang');

describe('Translations in the browser', () => {
  it('French browser: the lobby in French; the menu switches to German live; a table’s chrome in German', async () => {
    const { page, problems } = await open('fr-FR');
    expect(await lang(page)).toBe('fr');
    await expect.poll(() => page.getByTestId('start-table').textContent()).toContain('Lancer la partie');
    expect(await page.getByTestId('open-join').textContent()).toContain('Rejoindre une partie');
    expect(await page.getByTestId('new-table').locator('h2').textContent()).toBe('Nouvelle table');
    await screenshot(page, 'i18n-lobby-fr');
    expect(await axeViolations(page), 'lobby fr').toEqual([]);

    // Live switch: no reload (a marker on the page survives), every word follows.
    await page.evaluate(() => ((globalThis as unknown as { marker: number }).marker = 1));
    await page.getByTestId('language-picker').selectOption('de');
    await expect.poll(() => page.getByTestId('start-table').textContent()).toContain('Spiel starten');
    expect(await page.getByTestId('open-saves').textContent()).toContain('Gespeicherte Spiele');
    expect(await lang(page)).toBe('de');
    expect(await page.evaluate(() => (globalThis as unknown as { marker?: number }).marker)).toBe(1);
    await screenshot(page, 'i18n-lobby-de-switched');

    // A table (the lobby's first game, its default seats): the shell's own words in German.
    await page.getByTestId('start-table').click();
    await page.getByTestId('leave-table').waitFor({ timeout: 120_000 });
    await page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 180_000 });
    await expect.poll(() => page.getByTestId('leave-table').textContent()).toContain('Lobby');
    expect(await page.getByTestId('table-panel-toggle').textContent()).toContain('Spieler');
    expect(await logName(page)).toBe('Spielprotokoll');
    expect(await page.getByTestId('pace').locator('option:checked').textContent()).toMatch(/^Züge: /);
    await screenshot(page, 'i18n-table-de');
    expect(await axeViolations(page), 'table de').toEqual([]);
    await page.getByTestId('table-panel-toggle').click();
    expect(await page.getByTestId('table-panel').locator('h3').first().textContent()).toBe('An diesem Tisch');
    await screenshot(page, 'i18n-table-players-de');
    expect(await axeViolations(page), 'players panel de').toEqual([]);

    // Remembered: a reload (the table reopens from the address) keeps German although the
    // browser says French.
    await page.reload();
    await page.getByTestId('table-panel-toggle').waitFor({ timeout: 120_000 });
    await expect.poll(() => page.getByTestId('table-panel-toggle').textContent()).toContain('Spieler');
    expect(await lang(page)).toBe('de');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('German browser: the lobby in German on a first start; a table’s chrome switches to French live', async () => {
    const { page, problems } = await open('de-AT');
    expect(await lang(page)).toBe('de');
    await expect.poll(() => page.getByTestId('start-table').textContent()).toContain('Spiel starten');
    expect(await page.getByTestId('open-editor').textContent()).toContain('Spielplan-Editor');
    await page.locator('summary').click();
    await screenshot(page, 'i18n-lobby-de');
    expect(await axeViolations(page), 'lobby de').toEqual([]);

    await page.getByTestId('start-table').click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 180_000 });
    await expect.poll(() => page.getByTestId('table-panel-toggle').textContent()).toContain('Spieler');
    // The table has no language menu of its own: the lobby's choice, switched here through the
    // remembered setting, follows on the next screen; the table's words are already German.
    await page.getByTestId('leave-table').click();
    await page.getByTestId('language-picker').selectOption('fr');
    await expect.poll(() => page.getByTestId('start-table').textContent()).toContain('Lancer la partie');
    await page.getByTestId('open-table-' + (await firstTableId(page))).click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 180_000 });
    await expect.poll(() => page.getByTestId('table-panel-toggle').textContent()).toContain('Joueurs');
    expect(await logName(page)).toBe('Journal de la partie');
    await screenshot(page, 'i18n-table-fr');
    expect(await axeViolations(page), 'table fr').toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

/** The game log's name, open (a wide window) or folded (a narrow one). */
function logName(page: Page): Promise<string | null> {
  return page.locator('aside.log-panel, aside.log-closed').first().getAttribute('aria-label');
}

async function firstTableId(page: Page): Promise<string> {
  const row = page.locator('[data-testid^=table-row-]').first();
  await row.waitFor();
  return (await row.getAttribute('data-testid'))!.slice('table-row-'.length);
}
