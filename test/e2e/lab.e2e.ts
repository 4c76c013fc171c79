/**
 * The playtest lab in Chromium against a real host: from the editor, on a small Airlines board
 * with an unsaved change, run 200 games; the progress bar moves, the report comes with its
 * verdict, its plots (ECharts, drawn live) and the heat map on the board's own Pixi scene; it is
 * kept in the list, exports as standalone HTML, and a game opens at a move as a table nobody
 * holds a seat at, from which the way back leads to the lab again.
 * Screenshots go to test/e2e/output/lab-*.png.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { tinyBoard } from '../../games/airlines/testing.js';
import { boardSchema } from '../../games/airlines/types.js';
import { boardText } from '../../games/core/board-text.js';
import type { LabReport } from '../../formats/lab-report.js';
import { externalReferences } from '../integration/html-refs.js';
import { newPage, screenshot, shareHostAndBrowser } from './support.js';

let page: Page;
let problems: string[];

const tid = (id: string): string => `[data-testid="${id}"]`;

interface Doc {
  document: { querySelector(s: string): { getAttribute(n: string): string | null; querySelector(s: string): unknown } | null; querySelectorAll(s: string): { length: number } };
}

const shared = shareHostAndBrowser(() => {
  const dataDir = mkdtempSync(join(tmpdir(), 'boardwright-e2e-lab-'));
  mkdirSync(join(dataDir, 'boards', 'airlines'), { recursive: true });
  writeFileSync(join(dataDir, 'boards', 'airlines', 'tiny.board.json'), boardText(boardSchema, { ...tinyBoard, name: 'Tiny' }));
  return { dataDir, botDelayMs: 0 };
});

beforeAll(async () => {
  ({ page, problems } = await newPage(shared.browser, shared.host.url));
});

describe('the playtest lab', () => {
  it('runs 200 games of the editor\'s board, with live progress, and shows the report: verdict, plots, heat map on the board', async () => {
    await page.click(tid('open-editor'));
    await page.click(tid('file-open'));
    await page.click(tid('open-user:airlines/tiny'));
    await page.waitForSelector(`${tid('editor-title')}:has-text("Tiny")`);
    // An unsaved change (a new name): the lab plays the board as it is in the editor.
    await page.fill(tid('board-name'), 'Tiny v2');
    await page.press(tid('board-name'), 'Enter');
    await page.waitForSelector(tid('dirty'));
    await page.click(tid('open-lab'));
    await page.waitForSelector(tid('lab-screen'));
    expect(await page.inputValue(tid('lab-board'))).toBe('draft');
    await page.fill(tid('lab-games'), '200');
    await page.fill(tid('lab-players'), '4');
    await page.click(tid('lab-run'));

    // The bar moves: every value of games done the page shows is recorded as it changes.
    await page.waitForSelector(tid('lab-progress'));
    await page.evaluate(() => {
      const g = globalThis as unknown as { __labDone: number[]; document: { querySelector(s: string): unknown }; MutationObserver: new (cb: () => void) => { observe(n: unknown, o: unknown): void } };
      g.__labDone = [];
      const el = g.document.querySelector('[data-testid="lab-progress"]') as { getAttribute(n: string): string | null };
      const note = (): void => void g.__labDone.push(Number(el.getAttribute('data-done')));
      note();
      new g.MutationObserver(note).observe(el, { attributes: true, attributeFilter: ['data-done'] });
    });
    await page.waitForFunction(() => Number((globalThis as unknown as Doc).document.querySelector('[data-testid="lab-progress"]')?.getAttribute('data-done')) > 0);
    await screenshot(page, 'lab-progress');
    await page.waitForSelector(`${tid('lab-progress')}[data-status="done"]`, { timeout: 60_000 });
    const seen = await page.evaluate(() => (globalThis as unknown as { __labDone: number[] }).__labDone);
    const steps = [...new Set(seen)].filter((n) => n > 0 && n < 200);
    expect(steps.length, `games done as shown: ${seen.join(', ')}`).toBeGreaterThanOrEqual(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(await page.textContent(tid('lab-progress-words'))).toMatch(/^Done: 200 games \(\d+(\.\d)? games\/s\)\.$/);

    // The report: the verdict in words, the plots drawn, the heat map on the Pixi scene.
    await page.waitForSelector(tid('lab-report'));
    const verdict = (await page.textContent(tid('lab-verdict'))) ?? '';
    expect(verdict).toMatch(/Balance/);
    expect(verdict).toMatch(/leader at two thirds/);
    for (const id of ['seats', 'bots', 'mix', 'length', 'elements-route']) {
      await page.waitForSelector(`${tid(`lab-chart-${id}`)} svg path`, { state: 'attached' });
      // Bars and axes: an ECharts drawing, not an empty box.
      expect(await page.locator(`${tid(`lab-chart-${id}`)} svg path`).count(), id).toBeGreaterThan(5);
    }
    await page.waitForFunction(() => Number((globalThis as unknown as Doc).document.querySelector('[data-testid="lab-heat-pixi"]')?.getAttribute('data-frames') ?? 0) > 0);
    await page.locator(tid('lab-heat')).scrollIntoViewIfNeeded();
    // Hovering a route names it with its figures.
    const box = (await page.locator(tid('lab-heat-pixi')).boundingBox())!;
    let named = false;
    for (let i = 0; i < 30 && !named; i++) {
      await page.mouse.move(box.x + box.width * (0.2 + 0.02 * i), box.y + box.height * (0.3 + 0.01 * i));
      named = (await page.locator(tid('lab-heat-tip')).count()) > 0;
    }
    expect(named).toBe(true);
    expect((await page.textContent(tid('lab-heat-tip'))) ?? '').toMatch(/used in \d+ % of games/);
    await screenshot(page, 'lab-heat');
    await page.locator(tid('lab-verdict')).scrollIntoViewIfNeeded();
    await screenshot(page, 'lab-report');
    // Each element kind's line reads "Routes: all 5 were used." with its space (Vue once dropped it).
    const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    expect(body).toMatch(/Routes: (all \d+ were used|never used)/);
    expect(body).toMatch(/Rules that never fired: \S/);
    expect(problems).toEqual([]);
  });

  it('keeps the report in the list with the board\'s content hash, exports it as standalone HTML, and opens a game at a move as a table', async () => {
    const id = await page.getAttribute(tid('lab-report'), 'data-report');
    expect(await page.locator(tid(`lab-report-${id}`)).textContent()).toMatch(/Tiny v2.*Airlines · 200 × 4p/);
    const href = (await page.getAttribute(tid('lab-export-html'), 'href'))!;
    const html = await page.evaluate(async (url) => (await fetch(url)).text(), href);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(externalReferences(html)).toEqual([]);
    // The tiny board's resources run out: open the first such game at its move.
    const replay = page.locator('[data-testid="lab-report"] button.link').first();
    await replay.click();
    await page.waitForSelector(tid('airlines-table'), { timeout: 60_000 });
    await screenshot(page, 'lab-replay');
    // Read-only: every seat is open, this page only watches. Leaving comes back to the lab.
    expect(await page.textContent('body')).toMatch(/You are watching/);
    // The seats and the log name the players as the report does: by the bot that played them.
    const log = (await page.textContent(tid('game-log'))) ?? '';
    expect(log).toMatch(/(Majority hunter|Network builder|Speculator|Strategist) \(seat [1-4]\)/);
    expect(log).not.toMatch(/Player \d|\{\{p\d\}\}/);
    expect(await page.textContent('body')).not.toMatch(/Player \d/);
    await page.click(tid('leave-table'));
    await page.waitForSelector(`${tid('lab-report')}[data-report="${id}"]`);
    expect(problems).toEqual([]);
  });

  it('Cancel part way keeps the report of the games played, marked as cancelled, with its figures over those games', async () => {
    await page.fill(tid('lab-games'), '100000');
    await page.click(tid('lab-run'));
    await page.waitForFunction(() => {
      const el = (globalThis as unknown as Doc).document.querySelector('[data-testid="lab-progress"]');
      return el?.getAttribute('data-status') === 'running' && Number(el.getAttribute('data-done')) >= 20;
    });
    const before = await page.getAttribute(tid('lab-report'), 'data-report');
    await page.click(tid('lab-cancel'));
    await page.waitForSelector(`${tid('lab-progress')}[data-status="cancelled"]`, { timeout: 60_000 });
    const done = Number(await page.getAttribute(tid('lab-progress'), 'data-done'));
    expect(done).toBeGreaterThanOrEqual(20);
    expect(done).toBeLessThan(100000);
    expect(await page.textContent(tid('lab-progress-words'))).toBe(`Cancelled after ${done} of 100000 games: the report below covers the ${done} played.`);
    // The report of those games opens in place of the last one, with the banner on top.
    await page.waitForFunction((b) => {
      const doc = (globalThis as unknown as Doc).document;
      const now = doc.querySelector('[data-testid="lab-report"]')?.getAttribute('data-report');
      return !!now && now !== b && doc.querySelector('[data-testid="lab-cancelled"]') !== null;
    }, before);
    const id = (await page.getAttribute(tid('lab-report'), 'data-report'))!;
    expect(Number(await page.getAttribute(tid('lab-cancelled'), 'data-played'))).toBe(done);
    expect(await page.textContent(tid('lab-cancelled'))).toBe(`Cancelled after ${done} of 100000 games: every figure in this report is over the ${done} games played (seeds 1 to ${done}).`);
    expect(await page.locator(tid(`lab-report-${id}`)).textContent()).toMatch(new RegExp(`Tiny v2.*Airlines · ${done} × 4p \\(cancelled, of 100000\\)`));
    await page.waitForSelector(`${tid('lab-chart-seats')} svg path`, { state: 'attached' });
    // Its figures are those of the games played.
    const report = (await page.evaluate(async (url) => (await fetch(url)).json(), (await page.getAttribute(tid('lab-export-json'), 'href'))!)) as LabReport;
    expect(report.settings.games).toBe(done);
    expect(report.length.moves.n).toBe(done);
    expect(report.seats.reduce((t, x) => t + x.wins, 0)).toBeCloseTo(report.decided, 6);
    await page.locator(tid('lab-progress')).scrollIntoViewIfNeeded();
    await screenshot(page, 'lab-cancelled');
    expect(problems).toEqual([]);
  });

  it('compares the editor\'s board with its last saved version on the same seeds, side by side', async () => {
    await page.selectOption(tid('lab-compare'), 'saved');
    await page.fill(tid('lab-games'), '60');
    await page.click(tid('lab-run'));
    await page.waitForSelector(`${tid('lab-progress')}[data-status="done"]`, { timeout: 60_000 });
    await page.waitForSelector(tid('lab-compare-summary'));
    // Only the name changed, so the games are the same: nothing differs beyond chance.
    expect(await page.textContent(tid('lab-compare-summary'))).toMatch(/No difference between the two boards is beyond chance/);
    expect(await page.textContent(tid('lab-report'))).toMatch(/Tiny v2 and Tiny \(last saved\)/);
    await page.waitForSelector(`${tid('lab-chart-cmp-seats')} svg path`, { state: 'attached' });
    await screenshot(page, 'lab-compare');
    expect(problems).toEqual([]);
  });

  it('an A/B of two bot mixes: the same board played by other bots on B, said as such, with no board edit offered', async () => {
    await page.selectOption(tid('lab-compare'), '');
    await page.check(tid('lab-other-bots'));
    // B starts as A's mix; play it with random bots instead.
    await page.waitForSelector(tid('lab-bots-b'));
    for (const box of await page.locator(`${tid('lab-bots-b')} input`).all()) await box.uncheck();
    expect(await page.isDisabled(tid('lab-run'))).toBe(true);
    await page.check(tid('lab-bot-b-random'));
    await page.fill(tid('lab-games'), '40');
    await page.click(tid('lab-run'));
    await page.waitForSelector(`${tid('lab-progress')}[data-status="done"]`, { timeout: 60_000 });
    await page.waitForFunction(() => /two bot mixes/.test((globalThis as unknown as { document: { querySelector(s: string): { textContent: string | null } | null } }).document.querySelector('[data-testid="lab-compare-summary"]')?.textContent ?? ''));
    expect(await page.textContent(tid('lab-compare-summary'))).toMatch(/^A and B are the same board played by two bot mixes on the same seeds/);
    const report = (await page.evaluate(async (url) => (await fetch(url)).json(), (await page.getAttribute(tid('lab-export-json'), 'href'))!)) as { b: LabReport; findings: { suggestion: unknown }[] };
    expect(report.b.settings.bots).toEqual(['random']);
    expect(report.findings.every((f) => f.suggestion === null)).toBe(true);
    await page.locator(tid('lab-compare-summary')).scrollIntoViewIfNeeded();
    await screenshot(page, 'lab-compare-mixes');
    await page.uncheck(tid('lab-other-bots'));
    expect(problems).toEqual([]);
  });
  it('draws Linie 1 and Blue Skies heat maps on their own scenes too', async () => {
    // From the lobby this time (the editor's lab is for its own game): back, leave the draft, open.
    await page.click(tid('lab-back'));
    // Back in the editor, the status line says where the designer is (not what was said before the lab).
    await page.waitForSelector(tid('editor-screen'));
    expect(await page.textContent(tid('editor-message'))).toBe('Back from the playtest lab on “Tiny v2”: the board and its undo steps are as you left them.');
    page.once('dialog', (d) => void d.accept());
    await page.click(tid('editor-back'));
    await page.click(tid('open-lab-top'));
    for (const [game, name] of [['linie1', /Row \d+, column \d+|\(line \d\)|\([A-M]\)/], ['blue-skies', /\([A-Z]{3}\)|gate \d/]] as const) {
      const previous = await page.getAttribute(tid('lab-report'), 'data-report').catch(() => null);
      await page.selectOption(tid('lab-game'), game);
      await page.fill(tid('lab-games'), '30');
      await page.click(tid('lab-run'));
      await page.waitForSelector(`${tid('lab-progress')}[data-status="running"]`);
      await page.waitForSelector(`${tid('lab-progress')}[data-status="done"]`, { timeout: 60_000 });
      // The new report is on screen (another id) and its scene has drawn.
      await page.waitForFunction(
        (before) => {
          const doc = (globalThis as unknown as Doc).document;
          const now = doc.querySelector('[data-testid="lab-report"]')?.getAttribute('data-report') ?? null;
          return now !== null && now !== before && Number(doc.querySelector('[data-testid="lab-heat-pixi"]')?.getAttribute('data-frames') ?? 0) > 0;
        },
        previous,
      );
      await page.locator(tid('lab-heat')).scrollIntoViewIfNeeded();
      const box = (await page.locator(tid('lab-heat-pixi')).boundingBox())!;
      let tip = '';
      for (let i = 0; i < 40 && !tip; i++) {
        await page.mouse.move(box.x + box.width * (0.15 + 0.018 * i), box.y + box.height * (0.2 + 0.015 * i));
        tip = (await page.locator(tid('lab-heat-tip')).count()) > 0 ? ((await page.textContent(tid('lab-heat-tip'))) ?? '') : '';
      }
      expect(tip, game).toMatch(name);
      await screenshot(page, `lab-heat-${game}`);
    }
    expect(problems).toEqual([]);
  });
});
