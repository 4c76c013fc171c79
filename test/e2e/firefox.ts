/**
 * Firefox for the browser tests: Debian's firefox-esr driven over WebDriver BiDi by puppeteer-core
 * (LAN guests open the table in whatever browser they have). The page records page errors and
 * console errors, as support.ts's `newPage` does for Chromium.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<Browser> {
  if (!existsSync(FIREFOX)) throw new Error(`Firefox is not at ${FIREFOX}: apt-get install -y firefox-esr (or set FIREFOX_PATH).`);
  return puppeteer.launch({ browser: 'firefox', protocol: 'webDriverBiDi', executablePath: FIREFOX, headless: true });
}

export async function newFirefoxPage(browser: Browser, url: string, viewport = { width: 1280, height: 720 }): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.goto(url);
  return { page, problems };
}
