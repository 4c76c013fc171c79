/**
 * The lobby's new-table form is not in the first paint (issue 30): it shows once the host has
 * said which games it offers. So that it never shows late (an empty lobby while its chunk
 * loads), the app loads it, with its stylesheet, beside the table store and opens the connection
 * only then: both are in before the host can answer.
 */
import { describe, expect, it } from 'vitest';
import { newPage, shareHostAndBrowser } from './support.js';

const shared = shareHostAndBrowser();

describe("the lobby's new-table form", () => {
  it('has loaded, script and style, before the connection to the host opens', async () => {
    const { page, problems } = await newPage(shared.browser, 'about:blank');
    const events: string[] = [];
    page.on('requestfinished', (r) => {
      const name = new URL(r.url()).pathname.split('/').pop()!;
      if (/^NewTableForm-.*\.(js|css)$/.test(name)) events.push(`form ${name.split('.').pop()}`);
    });
    page.on('websocket', () => events.push('socket'));
    await page.goto(shared.host.url);
    await page.getByTestId('start-table').waitFor();
    expect([...events].sort()).toEqual(['form css', 'form js', 'socket']);
    expect(events.at(-1)).toBe('socket');
    expect(problems).toEqual([]);
    await page.close();
  });
});
