/**
 * The lab's report in the app reads wholly in French and in German: for each of the four games'
 * bundled boards, a short run (12 games) in a browser set to that language, then every text on
 * the report (the verdict, the tables, the charts' SVG text, tooltips and aria labels) is checked
 * for English (test/lab/english-in.ts: any English catalogue sentence the language words
 * otherwise, any of the lab's English words). The board's own names are the designer's, taken out
 * first. Screenshots of each report for a person to look at.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Catalogues } from '../../games/core/messages.js';
import type { LabReport } from '../../formats/lab-report.js';
import labEn from '../../renderer/src/i18n/lab/en.js';
import labFr from '../../renderer/src/i18n/lab/fr.js';
import labDe from '../../renderer/src/i18n/lab/de.js';
import { englishIn } from '../lab/english-in.js';
import { screenshot, shareHostAndBrowser, whenSteady } from './support.js';

const shared = shareHostAndBrowser({ botDelayMs: 200 });
const tid = (id: string): string => `[data-testid="${id}"]`;
const appLabWords: Catalogues = { en: labEn, fr: labFr, de: labDe };

/** Every text node of the report and every tooltip and aria label in it, one a line. */
async function reportText(page: Page): Promise<string> {
  return page.evaluate(() => {
    type Node = { nodeType: number; nodeValue: string | null; childNodes: ArrayLike<Node>; getAttribute?: (n: string) => string | null };
    const root = (globalThis as unknown as { document: { querySelector(s: string): Node | null } }).document.querySelector('[data-testid="lab-report"]');
    const out: string[] = [];
    const walk = (n: Node): void => {
      if (n.nodeType === 3) out.push(n.nodeValue ?? '');
      for (const a of ['title', 'aria-label']) {
        const v = n.nodeType === 1 ? n.getAttribute?.(a) : null;
        if (v) out.push(v);
      }
      for (let i = 0; i < n.childNodes.length; i++) walk(n.childNodes[i]!);
    };
    if (root) walk(root);
    return out.join('\n');
  });
}

/** The board's own names in a report: its name, its elements' names, and the names, streets and cities in its data. */
function boardNames(r: LabReport): string[] {
  const out = new Set<string>([r.settings.board.name, r.settings.gameName]);
  for (const k of r.elements) for (const it of k.items) if (!it.nameWords) out.add(it.name);
  const walk = (v: unknown, key?: string): void => {
    if (typeof v === 'string' && key !== undefined && ['name', 'street', 'city'].includes(key)) out.add(v);
    else if (Array.isArray(v)) v.forEach((x) => walk(x));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(r.board);
  return [...out];
}

describe('The lab report in the app, in French and German', () => {
  for (const locale of ['fr-FR', 'de-DE'] as const) {
    it(`${locale}: the report of each game's bundled board holds no English`, async () => {
      const lang = locale.slice(0, 2) as 'fr' | 'de';
      const context = await shared.browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(String(e)));
      await page.goto(shared.host.url);
      await page.getByTestId('open-lab-top').click();
      await page.getByTestId('lab-screen').waitFor();
      for (const game of ['airlines', 'airlines-europe', 'linie1', 'blue-skies']) {
        const previous = await page.getAttribute(tid('lab-report'), 'data-report').catch(() => null);
        await page.selectOption(tid('lab-game'), game);
        await page.fill(tid('lab-games'), '12');
        await page.click(tid('lab-run'));
        await page.waitForFunction(
          (before) => {
            const now = (globalThis as unknown as { document: { querySelector(s: string): { getAttribute(n: string): string | null } | null } }).document.querySelector('[data-testid="lab-report"]')?.getAttribute('data-report') ?? null;
            return now !== null && now !== before;
          },
          previous,
          { timeout: 240_000 },
        );
        const id = (await page.getAttribute(tid('lab-report'), 'data-report'))!;
        const report = (await page.evaluate(async (u) => (await (await fetch(u)).json()) as { report: unknown }, `/api/lab/reports/${id}`)).report as LabReport;
        // Read once the new report is drawn whole: its charts come a frame or more after it (the
        // same text a quiet half second apart, however long a loaded machine takes).
        const text = await whenSteady(page, () => reportText(page), 500);
        expect(text.length, game).toBeGreaterThan(2000);
        expect(englishIn(text, lang, [appLabWords], boardNames(report)), `${game} ${lang}`).toEqual([]);
        await screenshot(page, `i18n-lab-report-${game}-${lang}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 900_000);
  }
});
