/**
 * Airlines Europe in a real browser, watched: three bots play a whole game on the default board
 * while the page follows as a spectator (who sees no hand and no victory points until the end).
 * Every scoring pops up its breakdown in words; the end screen names the winner and why (points
 * scoring by scoring, the Air Abacus tie-break column); an idle board draws no frames.
 */
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { PROTOCOL_VERSION } from '../../formats/protocol.js';
import { expectIdle, firstWhilePlaying, newPage, screenshot, shareHostAndBrowser } from './support.js';

const shared = shareHostAndBrowser({ botDelayMs: 100 });

/**
 * The all-bot table, opened from a bare socket that holds it for reading (the bots wait) until
 * `release`. A scoring already in the page's first view counts as read (useMoments) and never
 * pops up, so the page must be there before the first scoring: the bots racing a page that
 * loads (40 ms, then 100 ms a move) lost the race at a load of 15, then of 35.
 */
async function heldTable(): Promise<{ id: string; release(): Promise<void>; close(): void }> {
  const ws = new WebSocket(shared.host.url.replace(/^http/, 'ws') + 'ws');
  await new Promise((r, j) => ws.once('open', r).once('error', j));
  const answer = (rid: number) =>
    new Promise<{ type: string; table?: { id: string } }>((resolve) => {
      const on = (d: unknown) => {
        const m = JSON.parse(String(d)) as { type: string; rid?: number; table?: { id: string } };
        // `watch` is answered by the table's view; the others by their own message.
        if (m.rid !== rid) return;
        ws.off('message', on);
        resolve(m);
      };
      ws.on('message', on);
    });
  const ask = (rid: number, msg: Record<string, unknown>) => {
    const got = answer(rid);
    ws.send(JSON.stringify({ ...msg, rid }));
    return got;
  };
  ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION }));
  const bots = ['tycoon', 'random', 'tycoon'].map((bot) => ({ kind: 'bot', bot }));
  const created = await ask(1, { type: 'createTable', game: 'airlines-europe', board: { library: 'bundled:airlines-europe/europe' }, seats: bots, seed: 5 });
  expect(created.type, JSON.stringify(created).slice(0, 200)).toBe('tableCreated');
  const id = created.table!.id;
  // A few bot moves may come before the hold; the first scoring is dozens of moves away.
  await ask(2, { type: 'watch', table: id });
  expect((await ask(3, { type: 'setReading', table: id, on: true })).type).toBe('ok');
  return {
    id,
    release: async () => expect((await ask(4, { type: 'setReading', table: id, on: false })).type).toBe('ok'),
    close: () => ws.close(),
  };
}

describe('Airlines Europe all-bot game in a browser', () => {
  it('three bots play to the end; each scoring is explained; the final screen shows the winner and why', async () => {
    const table = await heldTable();
    const { page, problems } = await newPage(shared.browser, `${shared.host.url}#/table/${table.id}`);
    // A spectator sees no hand, and no victory points while they are secret.
    await expect.poll(() => page.getByTestId('hand').textContent()).toContain('You are watching');
    // The page shows the table (its first view holds no scoring): the bots may play.
    await table.release();

    let scorings = 0;
    for (;;) {
      const which = await firstWhilePlaying(page, { over: '[data-testid=game-over]', scoring: '[data-testid=reading-modal]' });
      if (which === 'over') break;
      scorings++;
      const text = (await page.getByTestId('scoring-breakdown').textContent()) ?? '';
      // In words, airline by airline: its space, what it pays, who held how many shares.
      expect(text).toMatch(/space \d+, pays \d+( · \d+)*: .+ \d+ shares?/);
      expect(await page.getByTestId('vp-0').textContent()).toContain('?');
      if (scorings === 1) await screenshot(page, 'europe-bots-1-scoring');
      await page.getByTestId('reading-close').click();
    }
    expect(scorings).toBe(2);
    const over = page.getByTestId('game-over');
    await over.waitFor();
    expect(await over.getByTestId('final-totals').locator('tbody tr').count()).toBe(3);
    expect((await over.locator('h1').textContent()) ?? '').toMatch(/wins with \d+ points|share the victory with \d+ points/);
    expect(await over.locator('tr.winner').count()).toBeGreaterThanOrEqual(1);
    // Why: everyone's points scoring by scoring, and the Air Abacus shares that break a tie.
    const detail = over.getByTestId('final-detail');
    expect(await detail.locator('thead th').allTextContents()).toEqual(['Player', 'Start', 'Scoring 1', 'Scoring 2', 'Scoring 3', 'Air Abacus', 'Total']);
    await screenshot(page, 'europe-bots-2-game-over');

    // Nothing changes any more: the canvas draws no frames at idle.
    await expectIdle(page, 500, 2000);

    // On the board: every victory point is open now.
    await over.getByRole('button', { name: 'Look at the board' }).click();
    for (let seat = 0; seat < 3; seat++) expect(await page.getByTestId(`vp-${seat}`).textContent()).toMatch(/^\s*\d+\s*$/);
    await screenshot(page, 'europe-bots-3-final-board');
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
    table.close();
  });
});
