/**
 * A page as a person in another country opens it: its own browser context (its own storage, as
 * on another machine) with the browser's language set, its errors recorded, and its next move
 * spoilable (spoil.ts) so a test can have the host refuse it.
 */
import type { Browser, Page } from 'playwright-core';
import { spoilMoves } from './spoil.js';

export interface LocalePage {
  page: Page;
  problems: string[];
  /** Set `on`: the next move sent is replaced by one the host cannot read. */
  spoil: { on: boolean };
}

/** Opens the host's lobby in a new context whose browser says `locale` ("fr-FR"); resolves once the lobby shows. */
export async function openInLocale(browser: Browser, url: string, locale: string, viewport = { width: 1024, height: 640 }): Promise<LocalePage> {
  const context = await browser.newContext({ locale, viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  const spoil = await spoilMoves(page);
  await page.goto(url);
  await page.getByTestId('start-table').waitFor();
  return { page, problems, spoil };
}
